package toy

import (
	"context"
	"encoding/json"
	"math/rand/v2"

	"github.com/tablemate/tablemate/companion"
)

// play plays a session: every seat sets a random digit, one writes a note,
// then seats guess at random until one is right; then the host's undo and
// redo of the last guess.
func play(ctx context.Context, svc companion.Tables, s companion.Session) (companion.Playing, error) {
	t, err := svc.Start(ctx, companion.Settings{Game: Name, Players: s.Players, Options: s.Options})
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(uint64(s.Seed), 0))
	do := func(a companion.Actor, typ string, args map[string]any) error {
		b, _ := json.Marshal(args)
		_, err := t.Do(ctx, companion.Command{Actor: a, Type: typ, Data: b})
		return err
	}
	for seat := range s.Players {
		if err := do(companion.Actor(seat), "digit", map[string]any{"digit": rng.IntN(10)}); err != nil {
			return nil, err
		}
	}
	if err := do(0, "note", map[string]any{"text": "seat 2 likes 7"}); err != nil {
		return nil, err
	}
	for turn := 0; t.State().Phase() != companion.PhaseOver; turn++ {
		seat := turn % s.Players
		target := (seat + 1 + rng.IntN(s.Players-1)) % s.Players
		if err := do(companion.Actor(seat), "guess", map[string]any{"target": target, "digit": rng.IntN(10)}); err != nil {
			return nil, err
		}
	}
	for _, c := range []string{"undo", "redo"} {
		if err := do(companion.Host, c, nil); err != nil {
			return nil, err
		}
	}
	return t, nil
}
