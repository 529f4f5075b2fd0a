package code777_test

import (
	"testing"

	"github.com/tablemate/tablemate/companion/gametest"
)

// TestDamagedEventsAreRefused: each kind of damage to Code 777's events is
// an error that says what is wrong, in this game's words. (Golden replays,
// damage that must never panic, clones and the rest run in
// companion/conformance.)
func TestDamagedEventsAreRefused(t *testing.T) {
	d := gametest.DamagedSession(t, "3p")
	rack := []string{"red5", "red5", "blue7"}
	d.Garbled("rack.set", `{"rack":"0","tiles":`, "rack.set", "does not decode")
	d.Refused(d.Fresh(), "rack.sat", map[string]any{"rack": "0", "tiles": rack}, `"rack.sat"`, "Code 777 does not have")
	d.Refused(d.Fresh(), "rack.set", map[string]any{"rack": "0", "tiles": []string{"red5", "red5", "red9"}}, "rack.set", "red9")
	d.Refused(d.Fresh(), "rack.set", map[string]any{"rack": "n2", "tiles": rack}, "rack n2, which this 3-player table does not have")
	d.Refused(d.Fresh(), "note.mark", map[string]any{"seat": 7, "cell": "red5/1", "state": "x"}, "a note.mark event for seat 7, which this 3-player table does not have")
	d.Refused(d.Fresh(), "card.read", map[string]any{"reader": 0, "card": "q1", "answer": 1}, "card.read", "the game has not started yet")
	// Mid-game: a challenge judged against what the rack says is refused.
	var challenge map[string]any
	mid := d.Before("challenge", &challenge)
	r := challenge["results"].([]any)[0].(map[string]any)
	r["correct"] = !r["correct"].(bool)
	d.Refused(mid, "challenge", challenge, "where its rack says")
	// After the whole game: the rules refuse a further card, and a second start.
	over := d.Over()
	d.Refused(over, "card.read", map[string]any{"reader": 0, "card": "q1", "answer": 1}, "card.read", "the game is over")
	d.Refused(over, "game.start", map[string]any{"starter": 0}, "game.start", "already started")
}
