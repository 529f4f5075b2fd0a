package code777_test

import (
	"path/filepath"
	"testing"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// TestNotesApart: the note sheet is carried over an undo's refold, not replayed.
func TestNotesApart(t *testing.T) {
	kinds := rules.Kinds()
	for _, name := range []string{"2p", "3p", "5p"} { // the recorded sessions (companion/conformance)
		t.Run(name, func(t *testing.T) {
			log := gametest.ReadLog(t, filepath.Join("testdata", name+".log.json"))
			gametest.CheckNotesApart(t, log, func(seat, i int) companion.Event {
				if i%7 == 3 {
					return companion.Event{Kind: "note.clear", Actor: companion.Actor(seat), Data: gametest.Must(map[string]any{"seat": seat})}
				}
				return companion.Event{Kind: "note.mark", Actor: companion.Actor(seat), Data: gametest.Must(map[string]any{
					"seat": seat, "cell": kinds[i%len(kinds)].String() + "/1", "state": []string{"x", "out", "certain", ""}[i%4]})}
			})
		})
	}
}
