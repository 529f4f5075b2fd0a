package tagiron_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
	"github.com/tablemate/tablemate/companion/tagiron"
	"pgregory.net/rapid"
)

// games are the recorded games: one per player count, each a simulated
// game to its end, then the host's undo and redo of the last move.
var games = []struct {
	name    string
	players int
	seed    int64
}{{"2p", 2, 3}, {"3p", 3, 5}, {"4p", 4, 7}}

func recorded(t *testing.T, name string, players int, seed int64) gametest.Log {
	return gametest.Recorded(t, filepath.Join("testdata", name+".log.json"), gametest.Simulated(func(ctx context.Context, svc *companion.Service) error {
		_, err := tagiron.Simulate(ctx, svc, players, seed)
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
	rack := []string{"r0", "b1", "r3", "g5", "b8"}
	gametest.RequireRefused(t, fresh(), companion.Event{Seq: 1, Kind: "tiles.set", Data: json.RawMessage(`{"seat":0,"tiles":[`)}, "tiles.set", "does not decode")
	gametest.RequireRefused(t, fresh(), ev("tiles.sat", map[string]any{"seat": 0, "tiles": rack}), `"tiles.sat"`, "Tagiron does not have")
	gametest.RequireRefused(t, fresh(), ev("tiles.set", map[string]any{"seat": 0, "tiles": []string{"r0", "b1", "r3", "g5", "r5"}}), "tiles.set", "r5")
	gametest.RequireRefused(t, fresh(), ev("tiles.set", map[string]any{"seat": 7, "tiles": rack}), "a tiles.set event for seat 7, which this 3-player table does not have")
	gametest.RequireRefused(t, fresh(), ev("note.mark", map[string]any{"seat": -1, "pos": 1, "tile": "r0", "state": "out"}), "seat -1")
	gametest.RequireRefused(t, fresh(), ev("ask", map[string]any{"seat": 0, "card": "c1", "answers": map[string]any{}}), "before the game started")
	// After the whole game: the rules refuse a further question, and a second start.
	over := gametest.Fold(t, fresh(), events)
	gametest.RequireRefused(t, over, ev("ask", map[string]any{"seat": 0, "card": "c1", "answers": map[string]any{}}), "ask")
	gametest.RequireRefused(t, over, ev("game.start", map[string]any{"starter": 0}), "after the game started")
	// A refused event leaves the state as it was: the views are unchanged.
	before, _ := json.Marshal(over.View(companion.Host, companion.ViewContext{Settings: log.Settings}))
	_, _ = gametest.Apply(t, over, ev("declare", map[string]any{"seat": 9, "guess": rack, "correct": true}))
	after, _ := json.Marshal(over.View(companion.Host, companion.ViewContext{Settings: log.Settings}))
	require.JSONEq(t, string(before), string(after))
}

// TestClone: a clone and its original fold on independently.
func TestClone(t *testing.T) {
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) { gametest.CheckClone(t, recorded(t, g.name, g.players, g.seed)) })
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
