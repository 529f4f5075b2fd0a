package code777_test

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
