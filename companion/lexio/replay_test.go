package lexio

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
	log := gametest.ReadLog(t, filepath.Join("testdata", "3p-stage3.log.json"))
	events := gametest.Effective(log.Events)
	fresh := func() companion.State { return gametest.New(t, log.Settings) }
	ev := gametest.Event
	var hand map[string]any
	require.NoError(t, json.Unmarshal(events[0].Data, &hand))
	require.Equal(t, "hand.set", events[0].Kind)
	gametest.RequireRefused(t, fresh(), companion.Event{Seq: 1, Kind: "hand.set", Data: json.RawMessage(`{"seat":0,"tiles":["sun1"`)}, "hand.set", "does not decode")
	gametest.RequireRefused(t, fresh(), ev("hand.sat", hand), `"hand.sat"`, "Lexio does not have")
	bad := map[string]any{"seat": 0, "tiles": append([]any{"sun99"}, hand["tiles"].([]any)[1:]...)}
	gametest.RequireRefused(t, fresh(), ev("hand.set", bad), "hand.set", "sun99")
	hand["seat"] = 7
	gametest.RequireRefused(t, fresh(), ev("hand.set", hand), "a hand.set event for seat 7, which this 3-player table does not have")
	gametest.RequireRefused(t, fresh(), ev("pass", map[string]any{"seat": 0}), "pass", "the rules refuse")
	gametest.RequireRefused(t, fresh(), ev("score.deal", nil), "not scorekeeping")
	// Mid-deal: a pass by a seat that is not on turn is refused.
	var at int
	for i, e := range events {
		if e.Kind == "pass" {
			at = i
			break
		}
	}
	require.Positive(t, at)
	mid := gametest.Fold(t, fresh(), events[:at])
	var d seatData
	require.NoError(t, json.Unmarshal(events[at].Data, &d))
	gametest.RequireRefused(t, mid, ev("pass", seatData{Seat: (d.Seat + 1) % 3}), "the rules refuse")
	over := gametest.Fold(t, fresh(), events)
	gametest.RequireRefused(t, over, ev("market.set", map[string]any{"tiles": []string{}}), "game is over")
}
