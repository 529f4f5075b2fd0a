package clues13_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// TestNotesApart: the notepad is carried over an undo's refold, not replayed.
func TestNotesApart(t *testing.T) {
	for _, name := range []string{"2p", "3p", "6p"} { // the recorded sessions (companion/conformance)
		t.Run(name, func(t *testing.T) {
			log := gametest.ReadLog(t, filepath.Join("testdata", name+".log.json"))
			setup, err := rules.NewSetup(log.Settings.Players)
			require.NoError(t, err)
			gametest.CheckNotesApart(t, log, func(seat, i int) companion.Event {
				if i%7 == 3 {
					return companion.Event{Kind: "note.text", Actor: companion.Actor(seat), Data: gametest.Must(map[string]any{"seat": seat, "text": fmt.Sprint("note ", i)})}
				}
				return companion.Event{Kind: "note.mark", Actor: companion.Actor(seat), Data: gametest.Must(map[string]any{
					"seat": seat, "card": setup.Cards[i%len(setup.Cards)].String(), "state": []string{"out", "certain", "maybe", ""}[i%4]})}
			})
		})
	}
}
