package clues13_test

import (
	"testing"

	"github.com/tablemate/tablemate/companion/gametest"
)

// TestDamagedEventsAreRefused: each kind of damage to 13 Clues' events is an
// error that says what is wrong, in this game's words. (Golden replays,
// damage that must never panic, clones and the rest run in
// companion/conformance.)
func TestDamagedEventsAreRefused(t *testing.T) {
	d := gametest.DamagedSession(t, "3p")
	cards := map[string]any{"seat": 0, "outside": []string{"duke", "park", "rifle"}, "inside": []string{"officer", "market"}}
	d.Garbled("cards.set", `{"seat":0,`, "cards.set", "does not decode")
	d.Refused(d.Fresh(), "cards.sat", cards, `"cards.sat"`, "13 Clues does not have")
	d.Refused(d.Fresh(), "cards.set", map[string]any{"seat": 0, "outside": []string{"duke", "park", "bazooka"}, "inside": []string{"officer", "market"}}, "cards.set", "bazooka")
	cards["seat"] = 7
	d.Refused(d.Fresh(), "cards.set", cards, "a cards.set event for seat 7, which this 3-player table does not have")
	d.Refused(d.Fresh(), "ask", map[string]any{"seat": 0, "answerer": 1, "ask": "red", "answer": 0}, "an ask event", "the game has not started yet")
	// Mid-game: an answer the cards do not give is refused.
	var ask map[string]any
	mid := d.Before("ask", &ask)
	ask["answer"] = ask["answer"].(float64) + 1
	d.Refused(mid, "ask", ask, "where the cards say")
	// After the whole game: the rules refuse a further ask, and a second start.
	over := d.Over()
	ask["answer"] = ask["answer"].(float64) - 1
	d.Refused(over, "ask", ask, "ask")
	d.Refused(over, "game.start", map[string]any{"starter": 0, "informants": []string{}}, "after the game started")
}
