package code777_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/code777"
	"github.com/tablemate/tablemate/companion/gametest"
	rules "github.com/tablemate/tablemate/solver/code777"
	"pgregory.net/rapid"
)

// games are the recorded games: one per player count, each a simulated
// game to its end, then the host's undo and redo of the last move.
var games = []struct {
	name    string
	players int
	seed    int64
}{{"2p", 2, 3}, {"3p", 3, 5}, {"5p", 5, 7}}

func recorded(t *testing.T, name string, players int, seed int64) gametest.Log {
	return gametest.Recorded(t, filepath.Join("testdata", name+".log.json"), gametest.Simulated(func(ctx context.Context, svc *companion.Service) error {
		_, err := code777.Simulate(ctx, svc, players, seed)
		return err
	}))
}

// TestGoldenReplays replays each recorded game through a real Service on a
// real SQLite file to every audience's final view, byte for byte.
func TestGoldenReplays(t *testing.T) {
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			log := recorded(t, g.name, g.players, g.seed)
			gametest.Golden(t, filepath.Join("testdata", "golden", g.name), gametest.Replay(t, log))
		})
	}
}

// TestDamagedEventsNeverPanic feeds mutated recorded events to Apply.
func TestDamagedEventsNeverPanic(t *testing.T) {
	for _, g := range games {
		log := recorded(t, g.name, g.players, g.seed)
		t.Run(g.name, func(t *testing.T) { rapid.Check(t, func(rt *rapid.T) { gametest.CheckDamage(rt, log) }) })
	}
}

// TestDamagedEventsAreRefused: each kind of damage is an error that says what is wrong.
func TestDamagedEventsAreRefused(t *testing.T) {
	log := recorded(t, "3p", 3, 5)
	events := gametest.Effective(log.Events)
	fresh := func() companion.State { return gametest.New(t, log.Settings) }
	ev := func(kind string, data any) companion.Event {
		return companion.Event{Seq: 1, Kind: kind, Data: gametest.Must(data)}
	}
	rack := []string{"red5", "red5", "blue7"}
	gametest.RequireRefused(t, fresh(), companion.Event{Seq: 1, Kind: "rack.set", Data: json.RawMessage(`{"rack":"0","tiles":`)}, "rack.set", "does not decode")
	gametest.RequireRefused(t, fresh(), ev("rack.sat", map[string]any{"rack": "0", "tiles": rack}), `"rack.sat"`, "Code 777 does not have")
	gametest.RequireRefused(t, fresh(), ev("rack.set", map[string]any{"rack": "0", "tiles": []string{"red5", "red5", "red9"}}), "rack.set", "red9")
	gametest.RequireRefused(t, fresh(), ev("rack.set", map[string]any{"rack": "n2", "tiles": rack}), "rack n2, which this 3-player table does not have")
	gametest.RequireRefused(t, fresh(), ev("note.mark", map[string]any{"seat": 7, "cell": "red5/1", "state": "x"}), "a note.mark event for seat 7, which this 3-player table does not have")
	gametest.RequireRefused(t, fresh(), ev("card.read", map[string]any{"reader": 0, "card": "q1", "answer": 1}), "card.read", "the game has not started yet")
	// Mid-game: a challenge judged against what the rack says is refused.
	var at int
	for i, e := range events {
		if e.Kind == "challenge" {
			at = i
			break
		}
	}
	require.Positive(t, at)
	mid := gametest.Fold(t, fresh(), events[:at])
	var d map[string]any
	require.NoError(t, json.Unmarshal(events[at].Data, &d))
	r := d["results"].([]any)[0].(map[string]any)
	r["correct"] = !r["correct"].(bool)
	gametest.RequireRefused(t, mid, ev("challenge", d), "where its rack says")
	// After the whole game: the rules refuse a further card, and a second start.
	over := gametest.Fold(t, fresh(), events)
	gametest.RequireRefused(t, over, ev("card.read", map[string]any{"reader": 0, "card": "q1", "answer": 1}), "card.read", "the game is over")
	gametest.RequireRefused(t, over, ev("game.start", map[string]any{"starter": 0}), "game.start", "already started")
}

// TestClone: a clone and its original fold on independently.
func TestClone(t *testing.T) {
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) { gametest.CheckClone(t, recorded(t, g.name, g.players, g.seed), rules.Match{}) })
	}
}

// BenchmarkClone is the cost of one snapshot of a finished recorded game.
func BenchmarkClone(b *testing.B) {
	log := gametest.ReadLog(b, filepath.Join("testdata", "3p.log.json"))
	st := gametest.Fold(b, gametest.New(b, log.Settings), gametest.Effective(log.Events)).(companion.Cloner)
	for b.Loop() {
		st.Clone()
	}
}
