package clues13

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFindConflict: a peek at a card of the case the seat solved rightly cannot hold with that solve;
// the answers that have nothing to do with it are left out of the conflict.
func TestFindConflict(t *testing.T) {
	req := SolveRequest{Game: GameID, Players: 4, Seat: 0, Inside: []string{"nurse", "rifle"},
		Outside: map[string][]string{"1": {"duke", "park", "knife"}, "2": {"officer", "museum", "sword"}, "3": {"maid", "library", "gun"}},
		Peeked:  map[string]string{"A": "poison"},
		Log:     []LogEntry{{Asker: 3, Answerer: 1, Ask: "male", Answer: 2}},
		Solves:  []SolveEntry{{Player: 0, Guess: []string{"butcher", "harbor", "blowgun"}, Correct: true}}}
	_, ok, err := FindConflict(req, "en", nil)
	require.NoError(t, err)
	assert.False(t, ok, "consistent knowledge has no conflict")

	req.Peeked["B"] = "harbor"
	c, ok, err := FindConflict(req, "en", nil, 3)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, []int{1, 3}, c.Entries, "the solve and the peek at B")
	assert.Equal(t, "Player 1 named butcher, harbor, blowgun as their case and was right. You saw harbor under informant B. These cannot all be true: one of them may have been entered wrongly.", c.Text)
	c, ok, err = FindConflict(req, "ko", []string{"나"}, 3)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, "내가 내 사건을 정육점 주인, 항구, 블로건이라고 말했고 맞혔습니다. 비밀정보원 B 아래에서 항구를 보았습니다. 이 사실들은 함께 성립할 수 없습니다: 이 중 하나를 잘못 입력했을 수 있습니다.", c.Text)
}

// TestSmallestImpossible: the search returns a smallest accepted set holding the kept entries, and gives
// up past its budget.
func TestSmallestImpossible(t *testing.T) {
	// Impossible when entries 1 and 4 are both in, or when 0, 2 and 3 are.
	imp := func(in []bool) bool { return (in[1] && in[4]) || (in[0] && in[2] && in[3]) }
	got, ok := smallestImpossible(6, 3, nil, 100, imp)
	require.True(t, ok)
	assert.Equal(t, []bool{false, true, false, false, true, false}, got)
	_, ok = smallestImpossible(6, 2, nil, 100, imp)
	assert.False(t, ok, "nothing smaller than 2")
	got, ok = smallestImpossible(6, 4, []int{0}, 100, imp)
	require.True(t, ok)
	assert.Equal(t, []bool{true, true, false, false, true, false}, got, "with 0 kept: 0, 1, 4")
	_, ok = smallestImpossible(6, 3, nil, 3, imp)
	assert.False(t, ok, "over budget")
}
