package tagiron

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// playFour sets up a 4-player game and has the seats declare the centre in
// the order given (wrong when the seat is in wrong).
func playFour(t *testing.T, order []int, wrong map[int]bool) (companion.State, companion.Settings) {
	t.Helper()
	set := companion.Settings{Game: Name, Players: 4}
	st, err := Rules{}.New(set)
	require.NoError(t, err)
	racks := [][]string{{"r0", "b0", "r1", "b1"}, {"r2", "b2", "r3", "b3"}, {"r4", "b4", "g5", "g5"}, {"r6", "b6", "r7", "b7"}}
	centre := []string{"r8", "b8", "r9", "b9"}
	for s, r := range racks {
		st = do(t, st, companion.Actor(s), map[string]any{"type": "tiles", "tiles": r})
	}
	deck := rules.Deck(4)
	for i := 0; st.(*State).match.NeedsRefill(); i++ {
		st = do(t, st, companion.Host, map[string]any{"type": "reveal", "card": deck[i].String()})
	}
	st = do(t, st, companion.Host, map[string]any{"type": "start", "starter": 0})
	for _, s := range order {
		guess := centre
		if wrong[s] {
			guess = []string{"r8", "b8", "r9", "r7"}
		}
		st = do(t, st, companion.Actor(s), map[string]any{"type": "declare", "tiles": guess})
	}
	return st, set
}

func displayView(st companion.State, set companion.Settings) companion.View {
	return companion.View{Game: Name, Players: set.Players, Body: st.View(companion.Display, companion.ViewContext{Settings: set})}
}

// TestHistoryWinIsFirstPlaceOnly: in a 4-player game the three correct
// declarers are placed 1, 2, 3 and the wrong one last, and only the first
// counts as a win.
func TestHistoryWinIsFirstPlaceOnly(t *testing.T) {
	st, set := playFour(t, []int{2, 1, 0, 3}, map[int]bool{0: true})
	require.True(t, st.(*State).match.Over())
	r := result(displayView(st, set))
	assert.Equal(t, []int{4, 2, 1, 3}, r.Places)
	assert.Equal(t, []int{2}, r.Winners, "second and third place are not wins")
	assert.False(t, r.Draw)
}

// TestHistoryNobodyWinsWhenAllMiss: every seat declares wrongly, so all
// share the one place and nobody counts a win.
func TestHistoryNobodyWinsWhenAllMiss(t *testing.T) {
	st, set := playFour(t, []int{0, 1, 2, 3}, map[int]bool{0: true, 1: true, 2: true, 3: true})
	require.True(t, st.(*State).match.Over())
	r := result(displayView(st, set))
	assert.Equal(t, []int{1, 1, 1, 1}, r.Places)
	assert.Empty(t, r.Winners)
}
