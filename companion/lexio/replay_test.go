package lexio

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/gametest"
)

// TestDamagedEventsAreRefused: each kind of damage to Lexio's events is an
// error that says what is wrong, in this game's words. (Golden replays,
// damage that must never panic, clones and the rest run in
// companion/conformance.)
func TestDamagedEventsAreRefused(t *testing.T) {
	d := gametest.DamagedSession(t, "3p-stage3")
	require.Equal(t, "hand.set", d.Events[0].Kind)
	var hand map[string]any
	require.NoError(t, json.Unmarshal(d.Events[0].Data, &hand))
	d.Garbled("hand.set", `{"seat":0,"tiles":["sun1"`, "hand.set", "does not decode")
	d.Refused(d.Fresh(), "hand.sat", hand, `"hand.sat"`, "Lexio does not have")
	bad := map[string]any{"seat": 0, "tiles": append([]any{"sun99"}, hand["tiles"].([]any)[1:]...)}
	d.Refused(d.Fresh(), "hand.set", bad, "hand.set", "sun99")
	hand["seat"] = 7
	d.Refused(d.Fresh(), "hand.set", hand, "a hand.set event for seat 7, which this 3-player table does not have")
	d.Refused(d.Fresh(), "pass", map[string]any{"seat": 0}, "pass", "the rules refuse")
	d.Refused(d.Fresh(), "score.deal", nil, "not scorekeeping")
	// Mid-deal: a pass by a seat that is not on turn is refused.
	var pass seatData
	mid := d.Before("pass", &pass)
	d.Refused(mid, "pass", seatData{Seat: (pass.Seat + 1) % 3}, "the rules refuse")
	// After the whole game: the rules refuse a new market.
	d.Refused(d.Over(), "market.set", map[string]any{"tiles": []string{}}, "game is over")
}
