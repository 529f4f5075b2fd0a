package code777

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustNumbers(t *testing.T, s string) Numbers {
	t.Helper()
	n, err := ParseNumbers(s)
	require.NoError(t, err)
	return n
}

func TestJudgeRound(t *testing.T) {
	racks := []Rack{NewRack(Red5, Red5, Blue7), NewRack(Green1, Yellow2, Black3), NewRack(Pink6, Green6, Brown4)}
	t.Run("3 players: two correct in one round refresh the neutral rack twice", func(t *testing.T) {
		coins := []int{0, 0, 0}
		r := JudgeRound(3, racks, coins, 0, []Challenge{{1, mustNumbers(t, "1 2 3")}, {0, mustNumbers(t, "5 5 7")}, {2, mustNumbers(t, "1 1 1")}})
		assert.Equal(t, []Verdict{{Seat: 1, Correct: true, Refresh: N1, Refreshes: true}, {Seat: 0, Correct: true, Refresh: N1, Refreshes: true},
			{Seat: 2}}, r.Verdicts)
		assert.Equal(t, []int{1, 1, 0}, r.Coins)
		assert.Equal(t, []int{0, 0, 0}, coins, "the input is not changed")
		assert.Equal(t, 2, r.Correct)
		assert.Equal(t, -1, r.Winner)
		assert.Empty(t, r.Void)
	})
	t.Run("2 players: the alternation advances once per correct challenge", func(t *testing.T) {
		r := JudgeRound(2, racks[:2], []int{0, 0}, 1, []Challenge{{1, mustNumbers(t, "1 2 3")}, {0, mustNumbers(t, "5 5 7")}})
		require.Len(t, r.Verdicts, 2)
		assert.Equal(t, N2, r.Verdicts[0].Refresh)
		assert.Equal(t, N1, r.Verdicts[1].Refresh)
		assert.Equal(t, 3, r.Correct)
	})
	t.Run("the third coin wins: no refresh, the rest are not heard", func(t *testing.T) {
		r := JudgeRound(3, racks, []int{2, 2, 0}, 4, []Challenge{{1, mustNumbers(t, "1 2 3")}, {0, mustNumbers(t, "5 5 7")}})
		assert.Equal(t, []Verdict{{Seat: 1, Correct: true}}, r.Verdicts)
		assert.Equal(t, []int{0}, r.Void)
		assert.Equal(t, 1, r.Winner)
		assert.Equal(t, []int{2, 3, 0}, r.Coins)
	})
	t.Run("4–5 players have no neutral rack", func(t *testing.T) {
		r := JudgeRound(4, append(racks, NewRack(Blue7, Blue7, Blue7)), []int{0, 0, 0, 0}, 0, []Challenge{{0, mustNumbers(t, "5 5 7")}})
		assert.False(t, r.Verdicts[0].Refreshes)
	})
}
