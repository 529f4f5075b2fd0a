package tagiron_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
)

// TestNotesApart: the notepad is carried over an undo's refold, not replayed.
func TestNotesApart(t *testing.T) {
	for _, name := range []string{"2p", "3p", "4p"} { // the recorded sessions (companion/conformance)
		t.Run(name, func(t *testing.T) {
			log := gametest.ReadLog(t, filepath.Join("testdata", name+".log.json"))
			rack := 5
			if log.Settings.Players > 2 {
				rack = 4
			}
			gametest.CheckNotesApart(t, log, func(seat, i int) companion.Event {
				if i%7 == 3 {
					return companion.Event{Kind: "note.text", Actor: companion.Actor(seat), Data: gametest.Must(map[string]any{"seat": seat, "text": fmt.Sprint("b", i)})}
				}
				return companion.Event{Kind: "note.mark", Actor: companion.Actor(seat), Data: gametest.Must(map[string]any{
					"seat": seat, "pos": 1 + i%rack, "tile": fmt.Sprintf("r%d", i%5), "state": []string{"out", "certain", "possible", ""}[i%4]})}
			})
		})
	}
}
