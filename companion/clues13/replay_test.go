package clues13_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/clues13"
	"github.com/tablemate/tablemate/companion/gametest"
	rules "github.com/tablemate/tablemate/solver/clues13"
	"pgregory.net/rapid"
)

// games are the recorded games: one per player count, each a simulated
// game to its end, then the host's undo and redo of the last move.
var games = []struct {
	name    string
	players int
	seed    int64
}{{"2p", 2, 3}, {"3p", 3, 5}, {"6p", 6, 7}}

func recorded(t *testing.T, name string, players int, seed int64) gametest.Log {
	return gametest.Recorded(t, filepath.Join("testdata", name+".log.json"), gametest.Simulated(func(ctx context.Context, svc *companion.Service) error {
		_, err := clues13.Simulate(ctx, svc, players, seed)
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
	cards := map[string]any{"seat": 0, "outside": []string{"duke", "park", "rifle"}, "inside": []string{"officer", "market"}}
	gametest.RequireRefused(t, fresh(), companion.Event{Seq: 1, Kind: "cards.set", Data: json.RawMessage(`{"seat":0,`)}, "cards.set", "does not decode")
	gametest.RequireRefused(t, fresh(), ev("cards.sat", cards), `"cards.sat"`, "13 Clues does not have")
	gametest.RequireRefused(t, fresh(), ev("cards.set", map[string]any{"seat": 0, "outside": []string{"duke", "park", "bazooka"}, "inside": []string{"officer", "market"}}), "cards.set", "bazooka")
	cards["seat"] = 7
	gametest.RequireRefused(t, fresh(), ev("cards.set", cards), "a cards.set event for seat 7, which this 3-player table does not have")
	gametest.RequireRefused(t, fresh(), ev("ask", map[string]any{"seat": 0, "answerer": 1, "ask": "red", "answer": 0}), "an ask event", "the game has not started yet")
	// Mid-game: an answer the cards do not give is refused.
	var at int
	for i, e := range events {
		if e.Kind == "ask" {
			at = i
			break
		}
	}
	require.Positive(t, at)
	mid := gametest.Fold(t, fresh(), events[:at])
	var d map[string]any
	require.NoError(t, json.Unmarshal(events[at].Data, &d))
	d["answer"] = d["answer"].(float64) + 1
	gametest.RequireRefused(t, mid, ev("ask", d), "where the cards say")
	// After the whole game: the rules refuse a further ask, and a second start.
	over := gametest.Fold(t, fresh(), events)
	d["answer"] = d["answer"].(float64) - 1
	gametest.RequireRefused(t, over, ev("ask", d), "ask")
	gametest.RequireRefused(t, over, ev("game.start", map[string]any{"starter": 0, "informants": []string{}}), "after the game started")
}

// TestClone: a clone and its original fold on independently.
func TestClone(t *testing.T) {
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			gametest.CheckClone(t, recorded(t, g.name, g.players, g.seed), rules.Match{})
		})
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
