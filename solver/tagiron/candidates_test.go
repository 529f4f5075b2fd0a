package tagiron

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCandidatesIsSolves: the count alone equals Solve's, with and without
// clues and a wrong declaration, at every player count.
func TestCandidatesIsSolves(t *testing.T) {
	reqs := []SolveRequest{
		{Game: GameID, Players: 2, Seat: 0, Own: []string{"r0", "b1", "r3", "g5", "b8"}},
		{Game: GameID, Players: 2, Seat: 1, Own: []string{"r1", "b2", "r4", "r6", "b9"},
			Log: []LogEntry{{Asker: 1, Card: "count-red", Answers: map[int]Answer{0: NewNumber(2)}}}},
		{Game: GameID, Players: 2, Seat: 0, Own: []string{"r0", "b1", "r3", "g5", "b8"},
			Log:   []LogEntry{{Asker: 0, Card: "sum-all", Answers: map[int]Answer{0: NewNumber(17), 1: NewNumber(22)}}},
			Wrong: [][]string{{"r1", "b2", "r4", "r6", "b9"}}},
		{Game: GameID, Players: 3, Seat: 2, Own: []string{"b0", "r2", "b3", "b6", "r9"},
			Log: []LogEntry{{Asker: 0, Card: "count-red", Answers: map[int]Answer{1: NewNumber(3), 2: NewNumber(2)}}}},
	}
	for i, req := range reqs {
		want, err := Solve(req)
		require.NoError(t, err, "request %d", i)
		got, err := Candidates(req)
		require.NoError(t, err, "request %d", i)
		assert.Equal(t, want.Target.Candidates, got, "request %d", i)
		assert.Positive(t, got, "request %d", i)
	}
	_, err := Candidates(SolveRequest{Game: GameID, Players: 5})
	assert.Error(t, err)
}
