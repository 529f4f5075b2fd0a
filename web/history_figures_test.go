package web

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/history"
)

// TestFiguresCountEverySolver: a deduction game's questions count for
// every player who solved it, the second-place solver of a Tagiron game
// too (the history showed "–" for them), and not for those who did not.
func TestFiguresCountEverySolver(t *testing.T) {
	start := time.Date(2026, 12, 3, 19, 0, 0, 0, time.UTC)
	recs := []history.Record{
		{Table: "a", Game: "tagiron", Players: 3, Names: []string{"민지", "Jun", "소라"}, Started: start,
			Result: companion.Result{Places: []int{1, 2, 3}, Winners: []int{0}, Solvers: []int{0, 1}, Questions: []int{4, 6, 5}}},
		{Table: "b", Game: "code777", Players: 3, Names: []string{"민지", "Jun", "소라"}, Started: start.Add(time.Hour),
			Result: companion.Result{Places: []int{2, 1, 2}, Winners: []int{1}, Questions: []int{3, 2, 3}}},
	}
	by := map[string]PlayerFigures{}
	for _, p := range figures(recs) {
		by[p.Name] = p
	}
	assert.Equal(t, 1, by["민지"].Solved)
	assert.Equal(t, 4, by["민지"].Questions)
	assert.Equal(t, 2, by["Jun"].Solved, "second in Tagiron, a solver too")
	assert.Equal(t, 8, by["Jun"].Questions)
	assert.Equal(t, 0, by["소라"].Solved)
	assert.Equal(t, 1, by["Jun"].Won)
	assert.Equal(t, 1, by["민지"].Won)
}
