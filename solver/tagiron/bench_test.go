package tagiron

import (
	"encoding/json"
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
	row := []Card{WhereOneOrTwo, WhereThreeOrFour, WhereSixOrSeven, WhereEightOrNine, SumAll, CountRed}
	ask := []Card{SumLow3, CountBlue, WhereZero, SameColorNeighbours, MaxMinusMin, CountPairs}[:asked]
	return benchState(tb, players, row, ask)
}

// hardRow is the costliest row to rank: the cards whose answers have the fewest symmetries (neighbour
// groups, partial sums, spreads) and the most answer values.
func hardRow(players int) []Card {
	if players == 4 {
		return []Card{SameColorNeighbours, ConsecutiveNeighbours, SumLow3, SumHigh3, SumAll, MaxMinusMin}
	}
	return []Card{SameColorNeighbours, ConsecutiveNeighbours, SumLow3, SumMid3, SumHigh3, MaxMinusMin}
}

// benchState is the state of worstState's deal with the given row after the given questions (no
// choice cards), answered truthfully with the asker rotating from seat 0.
func benchState(tb testing.TB, players int, row, ask []Card) SolveRequest {
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
	req := requestFor(d, 0, d.logFrom(tb, ask, make([]int, len(ask))), row)
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
		e.release()
	}
}

func benchSolveRank(b *testing.B, players, asked int) {
	benchSolveRankState(b, worstState(b, players, asked))
}

func BenchmarkSolve2p(b *testing.B)                    { benchSolve(b, 2, 0) }
func BenchmarkSolve3p(b *testing.B)                    { benchSolve(b, 3, 0) }
func BenchmarkSolve4p(b *testing.B)                    { benchSolve(b, 4, 0) }
func BenchmarkSolveRank2p(b *testing.B)                { benchSolveRank(b, 2, 0) }
func BenchmarkSolveRank3p(b *testing.B)                { benchSolveRank(b, 3, 0) }
func BenchmarkSolveRank4p(b *testing.B)                { benchSolveRank(b, 4, 0) }
func BenchmarkSolveRank4pAfter2Questions(b *testing.B) { benchSolveRank(b, 4, 2) }
func BenchmarkSolveRank4pAfter4Questions(b *testing.B) { benchSolveRank(b, 4, 4) }

func benchSolveRankState(b *testing.B, req SolveRequest) {
	b.ReportAllocs()
	at, ops := processCPU(), 0
	for b.Loop() {
		if _, err := Solve(req); err != nil {
			b.Fatal(err)
		}
		ops++
	}
	// The process's CPU time per op (with -cpu 1, one core's work): on a shared machine the wall
	// time per op follows the load, the CPU time much less.
	b.ReportMetric(float64((processCPU()-at).Microseconds())/1000/float64(ops), "cpu-ms/op")
}

func BenchmarkSolveRank3pHardRow(b *testing.B) {
	benchSolveRankState(b, benchState(b, 3, hardRow(3), nil))
}
func BenchmarkSolveRank4pHardRow(b *testing.B) {
	benchSolveRankState(b, benchState(b, 4, hardRow(4), nil))
}

// After one low-information question the opponents' candidate sets differ (no opponent symmetry) but
// stay large: the costliest states seen after the opening.
func BenchmarkSolveRank4pHardRowAfterCountRed(b *testing.B) {
	benchSolveRankState(b, benchState(b, 4, hardRow(4), []Card{CountRed}))
}

func BenchmarkSolveRank4pHardRowAfterCountPairs(b *testing.B) {
	benchSolveRankState(b, benchState(b, 4, hardRow(4), []Card{CountPairs}))
}

// dealOf is the deal with the given racks (seat order, rack size 4).
func dealOf(tb testing.TB, racks ...string) deal {
	tb.Helper()
	d := deal{players: 4}
	for _, ids := range racks {
		r, err := ParseRack(strings.Fields(ids), 4)
		require.NoError(tb, err)
		d.racks = append(d.racks, r)
	}
	return d
}

// opponentAsked is the state after the seat's opponent 1 asked card c, every answer recorded (in the
// 4-player game everyone answers, the asker too).
func opponentAsked(tb testing.TB, d deal, c Card, row []Card) SolveRequest {
	tb.Helper()
	log := d.logFrom(tb, []Card{c}, []int{0})
	log[0].Asker = 1
	return requestFor(d, 0, log, row)
}

// worstSeat was the slowest 4-player seat state found by timing random states, with the asker's own
// answer left out (a table always records it, so that state cannot occur): opponent 1 asked
// count-pairs; the seat holds both green 5s, the row is the colour cards. Here with every answer.
func worstSeat(tb testing.TB) SolveRequest {
	tb.Helper()
	d := dealOf(tb, "r3 g5 g5 b9", "r0 b1 r2 b4", "b0 b2 r4 b6", "r1 b3 r6 r7")
	row := []Card{SameColorNeighbours, SumRed, SumBlue, CountBlue, CountRed, WhereThreeOrFour}
	return opponentAsked(tb, d, CountPairs, row)
}

// worstSeatSums is worstSeat's counterpart for the number cards: opponent 1 asked count-blue, the
// seat holds a green 5, the row is the cards with the most answers. Here with every answer.
func worstSeatSums(tb testing.TB) SolveRequest {
	tb.Helper()
	d := dealOf(tb, "b2 r3 g5 b9", "r0 b1 r2 b4", "b0 r1 b3 r4", "r6 b6 b7 r8")
	row := []Card{SumHigh3, SumLow3, ConsecutiveNeighbours, MaxMinusMin, SumAll, SameColorNeighbours}
	return opponentAsked(tb, d, CountBlue, row)
}

// worstSeatOwnQuestion is the slowest state found where the seat asked: count-pairs answered 0, 1, 0
// (candidate sets 1289, 516, 1289), a green 5 in the seat's rack, the row the colour cards.
func worstSeatOwnQuestion(tb testing.TB) SolveRequest {
	tb.Helper()
	d := dealOf(tb, "r1 b3 g5 r7", "r0 b2 r4 b6", "b4 r6 r8 b8", "b0 r2 b7 r9")
	row := []Card{SameColorNeighbours, SumBlue, SumRed, CountBlue, CountRed, SumAll}
	return requestFor(d, 0, d.logFrom(tb, []Card{CountPairs}, []int{0}), row)
}

// worstReachable is the costliest state BenchmarkSearchWorstReachable4p found (300 states, seed 36):
// seat 0 asked count-blue and everyone answered (1, 1, 2, 3); the seat holds both green 5s, the row is
// the number cards with the most answers.
func worstReachable(tb testing.TB) SolveRequest {
	tb.Helper()
	var req SolveRequest
	require.NoError(tb, json.Unmarshal([]byte(`{"game":"tagiron","players":4,"seat":0,"own":["g5","g5","b6","r8"],`+
		`"row":["sum-high3","sum-low3","sum-all","max-minus-min","consecutive-neighbours","same-color-neighbours"],`+
		`"log":[{"asker":0,"card":"count-blue","answers":{"0":1,"1":1,"2":2,"3":3}}]}`), &req))
	return req
}

// worstOpening is the costliest opening found before the opening table (every seat's rack, the six
// costliest cards): seat r3 b4 g5 r6 with the number row.
func worstOpening(tb testing.TB) SolveRequest {
	tb.Helper()
	return SolveRequest{Game: GameID, Players: 4, Own: []string{"r3", "b4", "g5", "r6"},
		Row: []string{"sum-high3", "sum-low3", "consecutive-neighbours", "max-minus-min", "sum-all", "same-color-neighbours"}}
}

func BenchmarkSolveRank4pWorstSeat(b *testing.B)     { benchSolveRankState(b, worstSeat(b)) }
func BenchmarkSolveRank4pWorstSeatSums(b *testing.B) { benchSolveRankState(b, worstSeatSums(b)) }
func BenchmarkSolveRank4pWorstSeatOwnQuestion(b *testing.B) {
	benchSolveRankState(b, worstSeatOwnQuestion(b))
}
func BenchmarkSolveRank4pWorstReachable(b *testing.B) { benchSolveRankState(b, worstReachable(b)) }
func BenchmarkSolveRank4pWorstOpening(b *testing.B)   { benchSolveRankState(b, worstOpening(b)) }

// BenchmarkSolveRank4pWorstOpeningLive is the worst opening counted as before the table (the live
// ranking), to compare with in one run.
func BenchmarkSolveRank4pWorstOpeningLive(b *testing.B) {
	s, err := parseState(worstOpening(b))
	require.NoError(b, err)
	for b.Loop() {
		e := newEngine(s)
		e.liveOnly = true
		e.target()
		e.rank()
		e.release()
	}
}

// benchExplain explains the hardest kind of claim for a state: one that holds (so every search must be
// exhaustive) with the longest irreducible list the state offers; failing that, one that does not hold.
func benchExplain(b *testing.B, req SolveRequest) {
	resp, err := Solve(req)
	require.NoError(b, err)
	var claim Claim
	best := -1
	for p, probs := range resp.Target.Positions {
		for _, t := range AllTileIDs() {
			for _, is := range []bool{true, false} {
				if (probs[t.String()] == 1) != is && (is || probs[t.String()] != 0) {
					continue
				}
				c := Claim{Position: p + 1, Tile: t.String(), Is: is}
				ex, err := Explain(ExplainRequest{SolveRequest: req, Claim: c})
				require.NoError(b, err)
				if ex.Holds && len(ex.Because) > best {
					best, claim = len(ex.Because), c
				}
			}
		}
	}
	if best < 0 {
		claim = Claim{Position: 1, Tile: "b9", Is: false}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Explain(ExplainRequest{SolveRequest: req, Claim: claim}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(best), "because")
}

// The explanation benchmarks: states after several answered questions (no choice cards), where
// claims follow from several answers together.
func BenchmarkExplain2p(b *testing.B) {
	benchExplain(b, benchState(b, 2, nil, []Card{SumLow3, CountBlue, WhereZero, SameColorNeighbours, MaxMinusMin, CountPairs}))
}
func BenchmarkExplain3p(b *testing.B) {
	benchExplain(b, benchState(b, 3, nil, []Card{SumLow3, CountBlue, WhereZero, SameColorNeighbours, MaxMinusMin, CountPairs}))
}
func BenchmarkExplain4p(b *testing.B) {
	benchExplain(b, benchState(b, 4, nil, []Card{SumLow3, CountBlue, WhereZero, SameColorNeighbours, MaxMinusMin, CountPairs}))
}
func BenchmarkExplain4pFewAnswers(b *testing.B) {
	benchExplain(b, benchState(b, 4, nil, []Card{CountRed, SumAll}))
}
func BenchmarkExplain4pOneAnswer(b *testing.B) {
	benchExplain(b, benchState(b, 4, nil, []Card{CountRed}))
}
