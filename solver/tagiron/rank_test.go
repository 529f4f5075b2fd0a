package tagiron

import (
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// walkInformationCentre is the straightforward definition of informationCentre, kept as a reference:
// it walks every consistent deal, centre by centre, and tallies the joint answers per question.
func (e *engine) walkInformationCentre() []float64 {
	out := make([]float64, len(e.row))
	for i, q := range e.row {
		cl := e.classesFor(q, nil)
		key := func(as ...uint8) int {
			k := 0
			for _, a := range as {
				k = k*cl.k + int(a)
			}
			return k
		}
		global := make([]uint64, cl.k*cl.k*cl.k)
		local := make([]uint64, len(global))
		var sumLocal, sumW float64
		var buf1, buf2 []uint32 // subsets' lists, reused
		for _, c := range e.racks {
			if e.weight[c] == 0 {
				continue
			}
			sumW += nlogn(e.weight[c])
			rest := e.full &^ c
			buf1 = subsets(rest, e.size, buf1)
			for _, r1 := range buf1 {
				if !e.in[0][r1] {
					continue
				}
				if len(e.opps) == 2 {
					if r2 := rest &^ r1; e.in[1][r2] {
						local[key(cl.of[0][r1], cl.of[1][r2])]++
					}
					continue
				}
				buf2 = subsets(rest&^r1, e.size, buf2)
				for _, r2 := range buf2 {
					if r3 := rest &^ r1 &^ r2; e.in[1][r2] && e.in[2][r3] {
						local[key(cl.of[0][r1], cl.of[1][r2], cl.of[2][r3])]++
					}
				}
			}
			for a, n := range local {
				if n == 0 { // most answer triples never occur
					continue
				}
				sumLocal += nlogn(n)
				global[a] += n
				local[a] = 0
			}
		}
		var sumGlobal float64
		for _, n := range global {
			sumGlobal += nlogn(n)
		}
		t := float64(e.total)
		out[i] = math.Max(0, math.Log2(t)-(sumGlobal+sumW-sumLocal)/t)
	}
	return out
}

// deckQuestions is every question of the deck: both picks of each choice card.
func deckQuestions(players int) []question {
	var qs []question
	for _, c := range Deck(players) {
		if ch := c.Choices(); ch != nil {
			qs = append(qs, question{c, ch[0]}, question{c, ch[1]})
		} else {
			qs = append(qs, question{c, 0})
		}
	}
	return qs
}

// TestInformationCentreMatchesWalk checks the symmetry-reduced, factorised counting against the plain
// walk over every deal in the states it exists for: large candidate sets, opponents with identical
// candidates (all, or two of three), a seat holding a green 5 or not. The brute-force comparison in
// TestSolveMatchesNaive covers small states only.
func TestInformationCentreMatchesWalk(t *testing.T) {
	if testing.Short() {
		t.Skip("slow brute-force cross-check: runs without -short")
	}
	t.Parallel() // shares nothing with the other tests: the package's long tests run side by side
	same := func(a Answer) map[int]Answer { return map[int]Answer{1: a, 2: a, 3: a} }
	for _, tc := range []struct {
		name    string
		players int
		own     string
		log     []LogEntry
		cards   []Card // nil: every card
	}{
		{"3p no clues", 3, "r0 b3 r4 r6 b9", nil, nil},
		{"3p own g5", 3, "r0 b3 g5 r6 b9", nil, nil},
		{"3p alike", 3, "r1 b2 r4 b7 r8", []LogEntry{
			{Asker: 0, Card: "count-red", Answers: map[int]Answer{1: NewNumber(2), 2: NewNumber(2)}}}, nil},
		{"3p different", 3, "r1 b2 r4 b7 r8", []LogEntry{
			{Asker: 0, Card: "count-red", Answers: map[int]Answer{1: NewNumber(2), 2: NewNumber(3)}}}, nil},
		{"4p alike", 4, "r0 b3 r6 b9", []LogEntry{
			{Asker: 0, Card: "count-red", Answers: same(NewNumber(2))},
			{Asker: 1, Card: "where-1-or-2", Pick: 1, Answers: same(mustPositions())}}, nil},
		{"4p two alike", 4, "r0 b3 r6 b9", []LogEntry{
			{Asker: 0, Card: "count-pairs", Answers: map[int]Answer{1: NewNumber(0), 2: NewNumber(0), 3: NewNumber(1)}},
			{Asker: 1, Card: "where-8-or-9", Pick: 8, Answers: same(mustPositions())},
			{Asker: 2, Card: "count-odd", Answers: same(NewNumber(2))}}, nil},
		{"4p no clues, cheap cards", 4, "r1 b4 r7 b8", nil, []Card{CountPairs}},
		{"4p all differ", 4, "r1 b2 r4 b7", []LogEntry{
			{Asker: 0, Card: "count-red", Answers: map[int]Answer{1: NewNumber(1), 2: NewNumber(2), 3: NewNumber(3)}}},
			[]Card{SumAll, SameColorNeighbours, WhereEightOrNine, SumBlue, CountOdd, MaxMinusMin}},
		// Number-only answers keep the tiles of one number interchangeable: stabiliser classes with
		// opponents that all differ.
		{"4p all differ, symmetric", 4, "r1 b2 r4 b7", []LogEntry{
			{Asker: 0, Card: "count-pairs", Answers: map[int]Answer{1: NewNumber(0), 2: NewNumber(1), 3: NewNumber(2)}}},
			[]Card{SumAll, MaxMinusMin, SameColorNeighbours}},
		// The benchmarks' worst seat: large candidate sets, opponents 2 and 3 alike, no slot symmetry.
		{"4p worst seat", 4, "r1 b3 g5 r7", []LogEntry{
			{Asker: 0, Card: "count-pairs", Answers: map[int]Answer{1: NewNumber(0), 2: NewNumber(1), 3: NewNumber(0)}}},
			[]Card{SameColorNeighbours, SumBlue}},
		{"4p no clues, sums", 4, "r0 b3 r6 b9", nil, []Card{SumAll}},
		// The worst reachable state (worstReachable): every opponent different, no slot symmetry, the
		// number row (additive sum-all, sparse sums, max−min and same-colour counted sparsely).
		{"4p worst reachable", 4, "g5 g5 b6 r8", []LogEntry{
			{Asker: 0, Card: "count-blue", Answers: map[int]Answer{1: NewNumber(1), 2: NewNumber(2), 3: NewNumber(3)}}},
			[]Card{SumAll, SumHigh3, MaxMinusMin, SameColorNeighbours, ConsecutiveNeighbours}},
		// An opponent who asked has no answer: its candidates stay all racks, the others' are large.
		{"4p asker unconstrained", 4, "r0 b3 r4 b9", []LogEntry{
			{Asker: 1, Card: "where-6-or-7", Pick: 6, Answers: map[int]Answer{2: mustPositions(), 3: mustPositions()}}},
			[]Card{SumAll, SameColorNeighbours}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := SolveRequest{Game: GameID, Players: tc.players, Own: splitIDs(tc.own), Log: tc.log}
			s, err := parseState(req)
			require.NoError(t, err)
			e := newEngine(s)
			require.NotZero(t, e.total)
			e.row = deckQuestions(tc.players)
			if tc.cards != nil {
				e.row = nil
				for _, q := range deckQuestions(tc.players) {
					for _, c := range tc.cards {
						if q.card == c {
							e.row = append(e.row, q)
						}
					}
				}
			}
			got, want := e.informationCentre(), e.walkInformationCentre()
			for i, q := range e.row {
				assert.InDelta(t, want[i], got[i], 1e-9, fmt.Sprint(q))
			}
		})
	}
}

func splitIDs(s string) []string {
	var ids []string
	for i := 0; i+1 < len(s); i += 3 {
		ids = append(ids, s[i:i+2])
	}
	return ids
}

// countFourReference is the former 4-player count, kept as a reference for countFour: pairs of
// opponents 1 and 2 first, then opponent 3 and the centre from what is left.
func (e *engine) countFourReference() (w []uint64, total, together uint64) {
	w = make([]uint64, 1<<e.n)
	ok := func(m uint32) bool { return !e.splitG5(m) }
	pairs, pairsTogether := make([]uint64, 1<<e.n), make([]uint64, 1<<e.n)
	for _, a := range e.cand[0] {
		for _, b := range subsets(e.full&^a, e.size, nil) {
			if e.in[1][b] {
				pairs[a|b]++
				if ok(a) && ok(b) {
					pairsTogether[a|b]++
				}
			}
		}
	}
	for _, d := range e.cand[2] {
		for _, c := range subsets(e.full&^d, e.size, nil) {
			n := pairs[e.full&^d&^c]
			w[c] += n
			total += n
			if ok(d) && ok(c) {
				together += pairsTogether[e.full&^d&^c]
			}
		}
	}
	return w, total, together
}

// TestCountFourMatchesReference checks the one-pass count of countFour (alike opponents counted per
// unordered partition, opponents 2 and 3 alike per unordered split, few candidates paired directly)
// against the plain count, with and without a green 5 in the seat's rack.
func TestCountFourMatchesReference(t *testing.T) {
	same := func(a Answer) map[int]Answer { return map[int]Answer{1: a, 2: a, 3: a} }
	for _, tc := range []struct {
		name string
		own  string
		log  []LogEntry
	}{
		{"no clues", "r0 b3 r6 b9", nil},
		{"no clues, own g5", "r0 b3 g5 b9", nil},
		{"alike", "r1 b2 r4 b7", []LogEntry{{Asker: 0, Card: "count-red", Answers: same(NewNumber(2))}}},
		{"two alike", "r1 b2 r4 b7", []LogEntry{
			{Asker: 0, Card: "count-pairs", Answers: map[int]Answer{1: NewNumber(0), 2: NewNumber(1), 3: NewNumber(0)}}}},
		{"two alike, own g5", "r1 b3 g5 r7", []LogEntry{
			{Asker: 0, Card: "count-pairs", Answers: map[int]Answer{1: NewNumber(0), 2: NewNumber(1), 3: NewNumber(0)}}}},
		{"all differ", "r1 b2 r4 b7", []LogEntry{
			{Asker: 0, Card: "count-red", Answers: map[int]Answer{1: NewNumber(1), 2: NewNumber(2), 3: NewNumber(3)}}}},
		{"asker unconstrained", "r0 b3 r4 b9", []LogEntry{
			{Asker: 1, Card: "where-6-or-7", Pick: 6, Answers: map[int]Answer{2: mustPositions(), 3: mustPositions()}}}},
		{"few candidates", "r0 b3 r6 b9", []LogEntry{
			{Asker: 0, Card: "sum-all", Answers: map[int]Answer{1: NewNumber(14), 2: NewNumber(20), 3: NewNumber(25)}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := parseState(SolveRequest{Game: GameID, Players: 4, Own: splitIDs(tc.own), Log: tc.log})
			require.NoError(t, err)
			e := newEngine(s)
			require.NotZero(t, e.total)
			w, total, together := e.countFourReference()
			assert.Equal(t, total, e.total)
			assert.Equal(t, together, e.together)
			assert.Equal(t, w, e.weight)
		})
	}
}
