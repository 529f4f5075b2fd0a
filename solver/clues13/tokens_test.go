package clues13

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

func heldAll(e Economy) []int {
	out := make([]int, e.Players())
	for p := range out {
		out[p] = e.Held(p)
	}
	return out
}

func TestEconomy(t *testing.T) {
	t.Run("start", func(t *testing.T) {
		e, err := NewEconomy(5, false)
		require.NoError(t, err)
		assert.Equal(t, []int{1, 1, 1, 1, 1}, heldAll(e))
		assert.Equal(t, 3, e.Supply())
		assert.False(t, e.TopSecret(0))
		_, err = NewEconomy(2, true)
		assert.ErrorContains(t, err, "expert rule is for 3 to 6")
	})
	t.Run("a turn: ask gives the token to the asked player", func(t *testing.T) {
		e, _ := NewEconomy(4, false)
		e, err := e.Begin(0, -1)
		require.NoError(t, err)
		assert.Equal(t, 1, e.ActionsLeft(), "holding a token: nothing taken")
		e, err = e.Ask(2, false)
		require.NoError(t, err)
		assert.Equal(t, []int{0, 1, 2, 1}, heldAll(e))
		seat, active := e.Turn()
		assert.Equal(t, 0, seat)
		assert.False(t, active, "all tokens spent: the turn is over")
		_, err = e.Ask(1, false)
		assert.ErrorContains(t, err, "no turn is under way")
		_, err = e.Begin(2, -1)
		assert.ErrorContains(t, err, "seat 1's turn")
	})
	t.Run("an empty-handed player draws from the supply", func(t *testing.T) {
		e, _ := NewEconomy(3, false) // supply 5
		e, _ = e.Begin(0, -1)
		e, _ = e.Ask(1, false) // held 0 2 1
		e, _ = e.Begin(1, -1)
		e, _ = e.Ask(2, false)
		e, _ = e.Ask(2, false) // held 0 0 3
		e, _ = e.Begin(2, -1)
		e, _ = e.Ask(1, false)
		e, _ = e.Ask(1, false)
		e, _ = e.Ask(1, false) // held 0 3 0
		_, err := e.Begin(0, 1)
		assert.ErrorContains(t, err, "supply is not empty")
		e, err = e.Begin(0, -1)
		require.NoError(t, err)
		assert.Equal(t, []int{1, 3, 0}, heldAll(e))
		assert.Equal(t, 4, e.Supply())
		assert.Equal(t, 1, e.ActionsLeft())
	})
	t.Run("taking from a player when the supply is empty", func(t *testing.T) {
		e, _ := NewEconomy(3, false) // supply 5
		e.supply = 0
		e.held = []int{0, 3, 5}
		_, err := e.Begin(0, -1)
		assert.ErrorContains(t, err, "must take a token from another player")
		e2, err := e.Begin(0, 2)
		require.NoError(t, err)
		assert.Equal(t, []int{1, 3, 4}, heldAll(e2))
		assert.Equal(t, []int{0, 3, 5}, heldAll(e), "the old value is untouched")
	})
	t.Run("peek and solve give the token to the nearest empty player to the left", func(t *testing.T) {
		e, _ := NewEconomy(5, false)
		e.held = []int{3, 1, 0, 1, 0}
		e.supply = 3
		e, _ = e.Begin(0, -1)
		e, to, err := e.Peek()
		require.NoError(t, err)
		assert.Equal(t, 2, to)
		e, to, _ = e.Peek()
		assert.Equal(t, 4, to)
		e, to, _ = e.Peek()
		assert.Equal(t, -1, to, "nobody is empty: the supply")
		assert.Equal(t, []int{0, 1, 1, 1, 1}, heldAll(e))
		assert.Equal(t, 4, e.Supply())
	})
	t.Run("wrong solve ends the turn and returns the held tokens", func(t *testing.T) {
		e, _ := NewEconomy(4, false)
		e.held = []int{3, 0, 1, 1}
		e.supply = 3
		e, _ = e.Begin(0, -1)
		e, to, err := e.Solve(false)
		require.NoError(t, err)
		assert.Equal(t, 1, to)
		assert.Equal(t, []int{0, 1, 1, 1}, heldAll(e))
		assert.Equal(t, 5, e.Supply())
		_, active := e.Turn()
		assert.False(t, active)
		assert.Equal(t, -1, e.Winner())
	})
	t.Run("correct solve ends the game", func(t *testing.T) {
		e, _ := NewEconomy(3, false)
		e, _ = e.Begin(1, -1)
		e, _, err := e.Solve(true)
		require.NoError(t, err)
		assert.Equal(t, 1, e.Winner())
		_, err = e.Begin(2, -1)
		assert.ErrorContains(t, err, "game is over")
	})
	t.Run("no peeking with 6 players", func(t *testing.T) {
		e, _ := NewEconomy(6, false)
		e, _ = e.Begin(0, -1)
		_, _, err := e.Peek()
		assert.ErrorContains(t, err, "no peeking")
	})
	t.Run("2 players: no tokens, one action per turn", func(t *testing.T) {
		e, _ := NewEconomy(2, false)
		assert.Equal(t, 0, e.Supply())
		e, err := e.Begin(1, -1)
		require.NoError(t, err)
		assert.Equal(t, 1, e.ActionsLeft())
		e, err = e.Ask(0, false)
		require.NoError(t, err)
		assert.Equal(t, 0, e.ActionsLeft())
		assert.Equal(t, []int{0, 0}, heldAll(e))
		_, err = e.Ask(0, false)
		assert.Error(t, err)
		e, _ = e.Begin(0, -1)
		e, to, err := e.Peek()
		require.NoError(t, err, "with 2 players a turn may be a peek at one of the 8 informants")
		assert.Equal(t, -1, to, "no tokens change hands")
		assert.Equal(t, 0, e.ActionsLeft(), "the peek is the turn's one action")
		_, _, err = e.Peek()
		assert.ErrorContains(t, err, "no turn is under way")
		e, _ = e.Begin(1, -1)
		e, to, err = e.Solve(false)
		require.NoError(t, err)
		assert.Equal(t, -1, to)
		_, err = e.Begin(0, 1)
		assert.ErrorContains(t, err, "no tokens")
	})
	t.Run("expert top-secret token: one private ask each", func(t *testing.T) {
		e, _ := NewEconomy(3, true)
		e.held[0] = 2
		e.supply--
		e, _ = e.Begin(0, -1)
		e, err := e.Ask(1, true)
		require.NoError(t, err)
		assert.False(t, e.TopSecret(0))
		assert.True(t, e.TopSecret(1))
		_, err = e.Ask(2, true)
		assert.ErrorContains(t, err, "no top-secret token")
	})
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

func TestEconomyConservesTokens(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		players := rapid.IntRange(3, 6).Draw(rt, "players")
		e, err := NewEconomy(players, true)
		require.NoError(rt, err)
		seat := rapid.IntRange(0, players-1).Draw(rt, "first")
		for turn := 0; turn < 30 && e.Winner() < 0; turn++ {
			from := -1
			if e.Held(seat) == 0 && e.Supply() == 0 {
				var holders []int
				for p := range players {
					if p != seat && e.Held(p) > 0 {
						holders = append(holders, p)
					}
				}
				from = rapid.SampledFrom(holders).Draw(rt, "from")
			}
			e, err = e.Begin(seat, from)
			require.NoError(rt, err)
			require.Positive(rt, e.ActionsLeft())
			for e.ActionsLeft() > 0 {
				switch rapid.IntRange(0, 9).Draw(rt, "action") {
				case 0:
					e, _, err = e.Solve(rapid.IntRange(0, 9).Draw(rt, "correct") == 0)
				case 1, 2:
					if players == 6 {
						continue
					}
					e, _, err = e.Peek()
				default:
					to := (seat + rapid.IntRange(1, players-1).Draw(rt, "to")) % players
					e, err = e.Ask(to, e.TopSecret(seat) && rapid.Bool().Draw(rt, "private"))
				}
				require.NoError(rt, err)
				require.Equal(rt, TotalTokens, sum(heldAll(e))+e.Supply())
				for p := range players {
					require.GreaterOrEqual(rt, e.Held(p), 0)
				}
			}
			seat = (seat + 1) % players
		}
	})
}
