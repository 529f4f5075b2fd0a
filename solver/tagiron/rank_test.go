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
		cl := e.classesFor(q)
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
		for _, c := range e.racks {
			if e.weight[c] == 0 {
				continue
			}
			sumW += nlogn(e.weight[c])
			rest := e.full &^ c
			for _, r1 := range subsets(rest, e.size, nil) {
				if !e.in[0][r1] {
					continue
				}
				if len(e.opps) == 2 {
					if r2 := rest &^ r1; e.in[1][r2] {
						local[key(cl.of[0][r1], cl.of[1][r2])]++
					}
					continue
				}
				for _, r2 := range subsets(rest&^r1, e.size, nil) {
					if r3 := rest &^ r1 &^ r2; e.in[1][r2] && e.in[2][r3] {
						local[key(cl.of[0][r1], cl.of[1][r2], cl.of[2][r3])]++
					}
				}
			}
			for a, n := range local {
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
