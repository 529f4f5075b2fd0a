package tagiron

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// worstState is the largest state of each player count: the seat holds no green 5 (so both are unseen and
// the g5 bookkeeping runs) and nothing has been asked yet; the row holds six cards, four of them choice
// cards, so ten questions are ranked. asked > 0 logs that many truthful questions from a fixed deal.
func worstState(tb testing.TB, players, asked int) SolveRequest {
	tb.Helper()
	perm := PhysicalTiles()
	rand.New(rand.NewSource(1)).Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
	// Keep the green 5s away from seat 0.
	for i, t := range perm {
		if t == G5 && i < RackSize(players) {
			for j := len(perm) - 1; ; j-- {
				if perm[j] != G5 {
					perm[i], perm[j] = perm[j], perm[i]
					break
				}
			}
		}
	}
	d := randomDeal(tb, players, perm)
	row := []Card{WhereOneOrTwo, WhereThreeOrFour, WhereSixOrSeven, WhereEightOrNine, SumAll, CountRed}
	ask := []Card{SumLow3, CountBlue, WhereZero, SameColorNeighbours, MaxMinusMin, CountPairs}[:asked]
	req := requestFor(d, 0, d.logFrom(tb, ask, make([]int, asked)), row)
	require.Equal(tb, 0, strings.Count(strings.Join(req.Own, " "), "g5"))
	return req
}

func benchSolve(b *testing.B, players, asked int) {
	req := worstState(b, players, asked)
	b.ReportAllocs()
	for b.Loop() {
		s, err := parseState(req)
		if err != nil {
			b.Fatal(err)
		}
		e := newEngine(s)
		e.target()
	}
}

func benchSolveRank(b *testing.B, players, asked int) {
	req := worstState(b, players, asked)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Solve(req); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSolve2p(b *testing.B)                    { benchSolve(b, 2, 0) }
func BenchmarkSolve3p(b *testing.B)                    { benchSolve(b, 3, 0) }
func BenchmarkSolve4p(b *testing.B)                    { benchSolve(b, 4, 0) }
func BenchmarkSolveRank2p(b *testing.B)                { benchSolveRank(b, 2, 0) }
func BenchmarkSolveRank3p(b *testing.B)                { benchSolveRank(b, 3, 0) }
func BenchmarkSolveRank4p(b *testing.B)                { benchSolveRank(b, 4, 0) }
func BenchmarkSolveRank4pAfter2Questions(b *testing.B) { benchSolveRank(b, 4, 2) }
func BenchmarkSolveRank4pAfter4Questions(b *testing.B) { benchSolveRank(b, 4, 4) }
