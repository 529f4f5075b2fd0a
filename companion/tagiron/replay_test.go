package tagiron_test

import (
	"testing"

	"github.com/tablemate/tablemate/companion/gametest"
)

// TestDamagedEventsAreRefused: each kind of damage to Tagiron's events is an
// error that says what is wrong, in this game's words. (Golden replays,
// damage that must never panic, clones and the rest run in
// companion/conformance.)
func TestDamagedEventsAreRefused(t *testing.T) {
	d := gametest.DamagedSession(t, "3p")
	rack := []string{"r0", "b1", "r3", "g5", "b8"}
	d.Garbled("tiles.set", `{"seat":0,"tiles":[`, "tiles.set", "does not decode")
	d.Refused(d.Fresh(), "tiles.sat", map[string]any{"seat": 0, "tiles": rack}, `"tiles.sat"`, "Tagiron does not have")
	d.Refused(d.Fresh(), "tiles.set", map[string]any{"seat": 0, "tiles": []string{"r0", "b1", "r3", "g5", "r5"}}, "tiles.set", "r5")
	d.Refused(d.Fresh(), "tiles.set", map[string]any{"seat": 7, "tiles": rack}, "a tiles.set event for seat 7, which this 3-player table does not have")
	d.Refused(d.Fresh(), "note.mark", map[string]any{"seat": -1, "pos": 1, "tile": "r0", "state": "out"}, "seat -1")
	d.Refused(d.Fresh(), "ask", map[string]any{"seat": 0, "card": "c1", "answers": map[string]any{}}, "before the game started")
	// After the whole game: the rules refuse a further question, and a second
	// start; a refused event leaves the state as it was.
	over := d.Over()
	d.Refused(over, "ask", map[string]any{"seat": 0, "card": "c1", "answers": map[string]any{}}, "ask")
	d.Refused(over, "game.start", map[string]any{"starter": 0}, "after the game started")
	d.Unchanged(over, "declare", map[string]any{"seat": 9, "guess": rack, "correct": true})
}
