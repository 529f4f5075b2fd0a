package clues13_test

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
