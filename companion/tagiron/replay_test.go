package tagiron_test

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
)

// TestDamagedEventsAreRefused: each kind of damage is an error that says
// what is wrong, in this game's words. (Golden replays, damage that must
// never panic, clones and the rest run in companion/conformance.)
func TestDamagedEventsAreRefused(t *testing.T) {
	log := gametest.ReadLog(t, filepath.Join("testdata", "3p.log.json"))
	events := gametest.Effective(log.Events)
	fresh := func() companion.State { return gametest.New(t, log.Settings) }
	ev := gametest.Event
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
