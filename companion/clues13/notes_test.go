package clues13_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// TestNotesApart: the notepad is carried over an undo's refold, not replayed.
func TestNotesApart(t *testing.T) {
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			setup, err := rules.NewSetup(g.players)
			require.NoError(t, err)
			gametest.CheckNotesApart(t, recorded(t, g.name, g.players, g.seed), func(seat, i int) companion.Event {
				if i%7 == 3 {
					return companion.Event{Kind: "note.text", Actor: companion.Actor(seat), Data: gametest.Must(map[string]any{"seat": seat, "text": fmt.Sprint("note ", i)})}
				}
				return companion.Event{Kind: "note.mark", Actor: companion.Actor(seat), Data: gametest.Must(map[string]any{
					"seat": seat, "card": setup.Cards[i%len(setup.Cards)].String(), "state": []string{"out", "certain", "maybe", ""}[i%4]})}
			})
		})
	}
}
