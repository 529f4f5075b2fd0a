package tagiron

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// do decides a command and applies its events, as the Table does.
func do(t *testing.T, st companion.State, actor companion.Actor, cmd map[string]any) companion.State {
	t.Helper()
	return gametest.Play(t, st, actor, cmd, nil)
}

// TestLastQuestionAnnounced: when the row holds its last card and the deck is empty, every phone, the
// host and the display are told that the game ends after its answer; not before, not after.
func TestLastQuestionAnnounced(t *testing.T) {
	set := companion.Settings{Game: Name, Players: 2}
	st, err := Rules{}.New(set)
	require.NoError(t, err)
	st = do(t, st, 0, map[string]any{"type": "tiles", "tiles": []string{"r0", "b1", "r3", "g5", "b8"}})
	st = do(t, st, 1, map[string]any{"type": "tiles", "tiles": []string{"b0", "r2", "b4", "r7", "r9"}})
	viewers := []companion.Actor{0, 1, companion.Host, companion.Display}
	views := func() []View {
		var out []View
		for _, a := range viewers {
			out = append(out, st.View(a, companion.ViewContext{Settings: set}).(View))
		}
		return out
	}
	deck := rules.Deck(2)
	next := 0
	refill := func() {
		for st.(*State).match.NeedsRefill() {
			st = do(t, st, companion.Host, map[string]any{"type": "reveal", "card": deck[next].String()})
			next++
		}
	}
	refill()
	st = do(t, st, companion.Host, map[string]any{"type": "start", "starter": 0})
	announced := 0
	for seat := 0; !st.(*State).match.Over(); seat = 1 - seat {
		row := st.(*State).match.Row()
		last := len(row) == 1 && next == len(deck)
		for i, v := range views() {
			assert.Equal(t, last, v.LastQuestion, "viewer %v, row %v, %d cards drawn", viewers[i], v.Row, next)
		}
		if last {
			announced++
		}
		c := row[0]
		pick := 0
		if ch := c.Choices(); ch != nil {
			pick = ch[0]
		}
		st = do(t, st, companion.Actor(seat), map[string]any{"type": "ask", "card": c.String(), "pick": pick})
		refill()
	}
	assert.Equal(t, 1, announced, "announced once, before the last card's answer")
	for _, v := range views() {
		assert.False(t, v.LastQuestion, "the game is over")
		assert.True(t, v.Outcome.Over)
	}
}
