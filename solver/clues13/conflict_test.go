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
	assert.Equal(t, "Player 1 named butcher, harbor, blowgun as their case and was right. You saw harbor under informant B. These cannot all be true: one of them was entered wrongly.", c.Text)
	c, ok, err = FindConflict(req, "ko", []string{"나"}, 3)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, "나가 자기 사건을 정육점 주인, 항구, 취관이라고 말했고 맞혔습니다. 정보원 B 밑에서 항구를 보았습니다. 이 사실들은 함께 성립할 수 없습니다: 어느 하나가 잘못 입력되었습니다.", c.Text)
}
