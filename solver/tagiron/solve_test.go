package tagiron

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// tHelper is what both *testing.T and *rapid.T offer.
type tHelper interface {
	require.TestingT
	Helper()
}

// deal is a random game: racks per seat and the centre (3–4 players) or unused tiles (2 players).
type deal struct {
	players int
	racks   []Rack
}

func randomDeal(tb tHelper, players int, perm []Tile) deal {
	tb.Helper()
	size := RackSize(players)
	d := deal{players: players}
	for s := 0; s < players; s++ {
		r, err := NewRack(perm[s*size:(s+1)*size], size)
		require.NoError(tb, err)
		d.racks = append(d.racks, r)
	}
	return d
}

// logFrom asks the given cards in turn (asker rotating from seat 0) and records every answerer's true
// answer, so the true deal is always consistent.
func (d deal) logFrom(tb tHelper, cards []Card, picks []int) []LogEntry {
	tb.Helper()
	m := Match{players: d.players}
	var log []LogEntry
	for i, c := range cards {
		asker := i % d.players
		e := LogEntry{Asker: asker, Card: c.String(), Pick: picks[i], Answers: map[int]Answer{}}
		for _, s := range m.Answerers(asker, c) {
			a, err := AnswerCard(d.racks[s], c, picks[i])
			require.NoError(tb, err)
			e.Answers[s] = a
		}
		log = append(log, e)
	}
	return log
}

func randomQuestions(rng *rand.Rand, players, n int) ([]Card, []int) {
	deck := Deck(players)
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	cards, picks := deck[:n], make([]int, n)
	for i, c := range cards {
		if ch := c.Choices(); ch != nil {
			picks[i] = ch[rng.Intn(2)]
		}
	}
	return cards, picks
}

// naive is an independent brute force: it enumerates worlds by id (racks of distinct ids, g5 up to the
// unseen count), weights each by the multinomial number of physical deals (g5 copies are
// distinguishable), and accumulates counts straight from the definitions.
type naive struct {
	consistent, total uint64
	counts            [][NumTileIDs]uint64
	candidates        map[string]bool
	bits              map[string]float64 // question -> expected bits, per the rank doc comment
}

func runNaive(tb testing.TB, req SolveRequest) naive {
	tb.Helper()
	size := RackSize(req.Players)
	own, err := ParseRack(req.Own, size)
	require.NoError(tb, err)
	var avail [NumTileIDs]int
	for _, t := range AllTileIDs() {
		avail[t] = t.Copies()
	}
	for _, t := range own.Tiles() {
		avail[t]--
	}
	g5Unseen := avail[G5]
	var opps []int
	for s := 0; s < req.Players; s++ {
		if s != req.Seat {
			opps = append(opps, s)
		}
	}
	type clue struct {
		c    Card
		pick int
		a    Answer
	}
	clues := map[int][]clue{}
	for _, e := range req.Log {
		for s, a := range e.Answers {
			clues[s] = append(clues[s], clue{MustCard(e.Card), e.Pick, a})
		}
	}
	var rows []question
	for _, id := range req.Row {
		c := MustCard(id)
		if ch := c.Choices(); ch != nil {
			rows = append(rows, question{c, ch[0]}, question{c, ch[1]})
		} else {
			rows = append(rows, question{c, 0})
		}
	}
	n := naive{counts: make([][NumTileIDs]uint64, size), candidates: map[string]bool{}, bits: map[string]float64{}}
	joint := make([]map[string]uint64, len(rows))   // (target, answers) -> weight
	answers := make([]map[string]uint64, len(rows)) // answers -> weight
	for i := range rows {
		joint[i], answers[i] = map[string]uint64{}, map[string]uint64{}
	}
	targets := map[string]uint64{}
	fact := func(k int) uint64 { return [...]uint64{1, 1, 2}[k] }
	var chosen []Rack
	var rec func(o int)
	rec = func(o int) {
		if o == len(opps) {
			var rest []Tile
			for _, t := range AllTileIDs() {
				for range avail[t] {
					rest = append(rest, t)
				}
			}
			w := fact(g5Unseen) / fact(avail[G5])
			for _, r := range chosen {
				w /= fact(countTile(r, G5))
			}
			target := chosen[0]
			if req.Players > 2 {
				r, err := NewRack(rest, size)
				require.NoError(tb, err)
				target = r
			}
			for _, g := range req.Wrong {
				if strings.Join(g, " ") == strings.Join(target.IDs(), " ") {
					return // declared and heard "wrong": not the truth
				}
			}
			n.consistent++
			n.total += w
			for p, t := range target.Tiles() {
				n.counts[p][t] += w
			}
			n.candidates[target.String()] = true
			targets[target.String()] += w
			for i, q := range rows {
				var as []string
				for _, r := range chosen {
					a, _ := AnswerCard(r, q.card, q.pick)
					as = append(as, a.String())
				}
				key := strings.Join(as, "|")
				answers[i][key] += w
				joint[i][target.String()+"#"+key] += w
			}
			return
		}
		eachRack(size, func(t []Tile) {
			var need [NumTileIDs]int
			for _, x := range t {
				need[x]++
			}
			for id, k := range need {
				if k > avail[id] {
					return
				}
			}
			r, _ := NewRack(t, size)
			for _, c := range clues[opps[o]] {
				a, _ := AnswerCard(r, c.c, c.pick)
				if !a.Equal(c.a) {
					return
				}
			}
			for id, k := range need {
				avail[id] -= k
			}
			chosen = append(chosen, r)
			rec(o + 1)
			chosen = chosen[:len(chosen)-1]
			for id, k := range need {
				avail[id] += k
			}
		})
	}
	rec(0)
	if n.total == 0 {
		return n
	}
	T := float64(n.total)
	plogp := func(m map[string]uint64) (s float64) {
		for _, w := range m {
			p := float64(w) / T
			s -= p * math.Log2(p)
		}
		return s
	}
	for i, q := range rows {
		// I(T;A) = H(T) + H(A) − H(T,A).
		n.bits[q.String()] = plogp(targets) + plogp(answers[i]) - plogp(joint[i])
	}
	return n
}

func countTile(r Rack, t Tile) int {
	k := 0
	for _, x := range r.Tiles() {
		if x == t {
			k++
		}
	}
	return k
}

func requestFor(d deal, seat int, log []LogEntry, row []Card) SolveRequest {
	req := SolveRequest{Game: GameID, Players: d.players, Seat: seat, Own: d.racks[seat].IDs(), Log: log}
	for _, c := range row {
		req.Row = append(req.Row, c.String())
	}
	return req
}

// TestSolveMatchesNaive compares the engine with the brute force on random small cases.
func TestSolveMatchesNaive(t *testing.T) {
	if testing.Short() {
		t.Skip("slow brute-force cross-check: runs without -short")
	}
	rng := rand.New(rand.NewSource(7))
	for _, tc := range []struct{ players, cases, minQ, maxQ int }{
		{2, 40, 0, 5}, {3, 25, 3, 7}, {4, 15, 4, 8},
	} {
		for k := range tc.cases {
			t.Run(fmt.Sprintf("%dp/%d", tc.players, k), func(t *testing.T) {
				perm := PhysicalTiles()
				rng.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
				d := randomDeal(t, tc.players, perm)
				nq := tc.minQ + rng.Intn(tc.maxQ-tc.minQ+1)
				cards, picks := randomQuestions(rng, tc.players, nq+3)
				log := d.logFrom(t, cards[:nq], picks[:nq])
				seat := rng.Intn(tc.players)
				req := requestFor(d, seat, log, cards[nq:])
				if k%5 == 4 && nq > 0 {
					// Tamper with one opponent answer: often a contradiction, always a valid input.
					for s := range log[0].Answers {
						if s != seat && MustCard(log[0].Card) == CountRed {
							log[0].Answers[s] = NewNumber((log[0].Answers[s].Int() + 1) % 4)
						}
					}
				}
				want := runNaive(t, req)
				s, err := parseState(req)
				require.NoError(t, err)
				e := newEngine(s)
				counts, cands := e.target()
				assert.Equal(t, want.total, e.total, "physical deals")
				assert.Equal(t, want.consistent, e.consistent(), "distinct worlds")
				assert.Equal(t, want.counts, counts, "per-position counts")
				assert.Len(t, cands, len(want.candidates))
				resp, err := Solve(req)
				require.NoError(t, err)
				assert.Equal(t, want.consistent, resp.Consistent)
				assert.Equal(t, want.total == 0, resp.Contradiction)
				for _, sg := range resp.Suggestions {
					q := question{MustCard(sg.Card), sg.Pick}
					assert.InDelta(t, want.bits[q.String()], sg.ExpectedBits, 1e-9, q.String())
				}
			})
		}
	}
}

// TestWrongDeclarationMatchesNaive: a target the seat declared and heard "wrong" leaves its worlds, as
// the brute force counts them, and never the true one.
func TestWrongDeclarationMatchesNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(23))
	for _, tc := range []struct{ players, cases, minQ, maxQ int }{
		{2, 30, 2, 6}, {3, 12, 4, 7}, {4, 6, 5, 8},
	} {
		if testing.Short() && tc.players > 2 {
			continue // the brute force takes seconds for 3–4 players
		}
		for k := range tc.cases {
			t.Run(fmt.Sprintf("%dp/%d", tc.players, k), func(t *testing.T) {
				perm := PhysicalTiles()
				rng.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
				d := randomDeal(t, tc.players, perm)
				nq := tc.minQ + rng.Intn(tc.maxQ-tc.minQ+1)
				cards, picks := randomQuestions(rng, tc.players, nq+3)
				log := d.logFrom(t, cards[:nq], picks[:nq])
				seat := rng.Intn(tc.players)
				req := requestFor(d, seat, log, cards[nq:])
				s, err := parseState(req)
				require.NoError(t, err)
				_, cands := newEngine(s).target()
				truth := d.racks[1-seat%2].IDs() // 2 players: the opponent's rack
				if tc.players > 2 {
					size := RackSize(tc.players)
					centre, err := NewRack(perm[tc.players*size:(tc.players+1)*size], size)
					require.NoError(t, err)
					truth = centre.IDs()
				}
				for _, c := range cands {
					if g := idsOf(newEngine(s).tiles(c, nil)); strings.Join(g, " ") != strings.Join(truth, " ") && (len(req.Wrong) == 0 || rng.Intn(2) == 0) {
						req.Wrong = append(req.Wrong, g)
					}
					if len(req.Wrong) == 2 {
						break
					}
				}
				want := runNaive(t, req)
				resp, err := Solve(req)
				require.NoError(t, err)
				assert.Equal(t, want.consistent, resp.Consistent)
				assert.Len(t, want.candidates, resp.Target.Candidates)
				assert.True(t, want.candidates[strings.Join(truth, " ")], "the truth stays")
				for p, pc := range want.counts {
					for tile, n := range pc {
						assert.InDelta(t, float64(n)/float64(want.total), resp.Target.Positions[p][Tile(tile).String()], 1e-12)
					}
				}
				if want.total > 0 {
					// The explain engine knows the declaration too: a claim holds exactly when every
					// remaining deal agrees.
					first := MustTile(truth[0])
					ex, err := Explain(ExplainRequest{SolveRequest: req, Claim: Claim{Position: 1, Tile: truth[0], Is: true}})
					require.NoError(t, err)
					assert.Equal(t, want.counts[0][first] == want.total, ex.Holds, "explain agrees")
				}
				if len(cands) == 2 && len(req.Wrong) == 1 {
					assert.Equal(t, truth, resp.Target.Solved, "one of two declared wrong: solved")
				}
			})
		}
	}
}

// TestTrueWorldConsistent: questions answered from a random true deal never rule that deal out.
func TestTrueWorldConsistent(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		players := rapid.IntRange(2, 4).Draw(rt, "players")
		perm := rapid.Permutation(PhysicalTiles()).Draw(rt, "deal")
		d := randomDeal(rt, players, perm)
		deck := rapid.Permutation(Deck(players)).Draw(rt, "cards")
		nq := rapid.IntRange(2, 8).Draw(rt, "questions")
		picks := make([]int, nq)
		for i, c := range deck[:nq] {
			if ch := c.Choices(); ch != nil {
				picks[i] = rapid.SampledFrom(ch).Draw(rt, "pick")
			}
		}
		seat := rapid.IntRange(0, players-1).Draw(rt, "seat")
		req := requestFor(d, seat, d.logFrom(rt, deck[:nq], picks), nil)
		resp, err := Solve(req)
		require.NoError(rt, err)
		require.False(rt, resp.Contradiction)
		require.GreaterOrEqual(rt, resp.Consistent, uint64(1))
		var truth Rack
		if players == 2 {
			truth = d.racks[1-seat]
		} else {
			truth, err = NewRack(perm[players*RackSize(players):][:RackSize(players)], RackSize(players))
			require.NoError(rt, err)
		}
		for p, tile := range truth.IDs() {
			assert.Greater(rt, resp.Target.Positions[p][tile], 0.0, "position %d %s", p+1, tile)
		}
		if resp.Target.Solved != nil {
			assert.Equal(rt, truth.IDs(), resp.Target.Solved)
		}
	})
}

// handCase: own r0 r1 r2 r3 r4; the opponent has no red, b0 first, b2 third (so b1 second), no 8 and
// sums to 12, so its last two tiles sum to 9: b4+g5 (one of two green 5s: two physical deals) or b3+b6
// (one deal); probabilities 2/3 and 1/3.
func handCase() SolveRequest {
	return SolveRequest{Game: GameID, Players: 2, Seat: 0, Own: strings.Fields("r4 r3 r2 r1 r0"),
		Row: []string{"where-5", "count-odd", "where-3-or-4"},
		Log: []LogEntry{
			{Asker: 0, Card: "count-red", Answers: map[int]Answer{1: NewNumber(0)}},
			{Asker: 0, Card: "where-0", Answers: map[int]Answer{1: mustPositions(1)}},
			{Asker: 0, Card: "where-1-or-2", Pick: 2, Answers: map[int]Answer{1: mustPositions(3)}},
			{Asker: 0, Card: "where-8-or-9", Pick: 8, Answers: map[int]Answer{1: mustPositions()}},
			{Asker: 0, Card: "sum-all", Answers: map[int]Answer{0: NewNumber(10), 1: NewNumber(12)}}, // 0: the seat's own
		}}
}

func mustPositions(ps ...int) Answer {
	a, err := NewPositions(ps...)
	if err != nil {
		panic(err)
	}
	return a
}

func TestSolveHandChecked(t *testing.T) {
	t.Run("no clues", func(t *testing.T) {
		for _, tc := range []struct {
			players int
			own     string
			want    uint64
		}{
			// 13 single ids + two g5: C(13,5)+C(13,4)+C(13,3).
			{2, "r0 b3 r4 r6 b9", 2288},
			// (slot deals + deals with the g5s together) / 2 = (756756 + 3·C(13,3)·C(10,5)) / 2.
			{3, "r0 b3 r4 r6 b9", 486486},
			// (16!/4!^4 + 4·C(14,2)·12!/4!^3) / 2.
			{4, "r0 b3 r6 b9", 37837800},
			// Own g5: one g5 left, every slot deal is a distinct world: 15!/(5!^3).
			{3, "r0 b3 g5 r6 b9", 756756},
		} {
			req := SolveRequest{Game: GameID, Players: tc.players, Own: strings.Fields(tc.own)}
			s, err := parseState(req)
			require.NoError(t, err)
			e := newEngine(s)
			assert.Equal(t, tc.want, e.consistent(), "%d players", tc.players)
		}
	})
	t.Run("g5 weighting", func(t *testing.T) {
		resp, err := Solve(handCase())
		require.NoError(t, err)
		assert.Equal(t, uint64(2), resp.Consistent)
		assert.Equal(t, 2, resp.Target.Candidates)
		assert.Nil(t, resp.Target.Solved)
		assert.Equal(t, []map[string]float64{
			{"b0": 1}, {"b1": 1}, {"b2": 1}, {"b4": 2.0 / 3, "b3": 1.0 / 3}, {"g5": 2.0 / 3, "b6": 1.0 / 3},
		}, resp.Target.Positions)
		// where-5 and where-3-or-4 (either pick) split 2/3 against 1/3 (H = 0.918…); count-odd is 2 either
		// way. Ties keep row order.
		h := -(2.0/3)*math.Log2(2.0/3) - (1.0/3)*math.Log2(1.0/3)
		require.Len(t, resp.Suggestions, 4)
		for i, want := range []Suggestion{{"where-5", 0, h}, {"where-3-or-4", 3, h}, {"where-3-or-4", 4, h}, {"count-odd", 0, 0}} {
			assert.Equal(t, want.Card, resp.Suggestions[i].Card)
			assert.Equal(t, want.Pick, resp.Suggestions[i].Pick)
			assert.InDelta(t, want.ExpectedBits, resp.Suggestions[i].ExpectedBits, 1e-12)
		}
	})
	t.Run("solved", func(t *testing.T) {
		req := handCase()
		req.Log = append(req.Log, LogEntry{Asker: 0, Card: "where-5", Answers: map[int]Answer{1: mustPositions(5)}})
		resp, err := Solve(req)
		require.NoError(t, err)
		assert.Equal(t, []string{"b0", "b1", "b2", "b4", "g5"}, resp.Target.Solved)
		assert.Equal(t, 1, resp.Target.Candidates)
	})
	t.Run("contradiction", func(t *testing.T) {
		req := handCase()
		req.Log = append(req.Log, LogEntry{Asker: 0, Card: "count-blue", Answers: map[int]Answer{1: NewNumber(0)}})
		resp, err := Solve(req)
		require.NoError(t, err)
		assert.True(t, resp.Contradiction)
		assert.Zero(t, resp.Consistent)
		assert.Zero(t, resp.Target.Candidates)
		b, err := json.Marshal(resp)
		require.NoError(t, err)
		assert.Contains(t, string(b), `"consistent":0,"contradiction":true`)
		assert.Contains(t, string(b), `"solved":null`)
	})
	t.Run("contract example", func(t *testing.T) {
		in := `{"game":"tagiron","players":3,"seat":0,"own":["r0","b3","g5","r6","b9"],
 "row":["count-red","sum-low3","where-0","where-8-or-9","count-pairs","sum-all"],
 "log":[{"asker":0,"card":"sum-red","answers":{"1":12,"2":4}},
        {"asker":1,"card":"where-1-or-2","pick":2,"answers":{"0":[],"2":[2]}},
        {"asker":2,"card":"sum-all","answers":{"0":23,"1":30,"2":18}}]}`
		var req SolveRequest
		require.NoError(t, json.Unmarshal([]byte(in), &req))
		resp, err := Solve(req)
		require.NoError(t, err)
		want := runNaive(t, req)
		assert.Equal(t, want.consistent, resp.Consistent)
		assert.Len(t, resp.Suggestions, 7, "six cards, where-8-or-9 twice")
		for i := 1; i < len(resp.Suggestions); i++ {
			assert.GreaterOrEqual(t, resp.Suggestions[i-1].ExpectedBits, resp.Suggestions[i].ExpectedBits)
		}
	})
}

func TestSolveInvalid(t *testing.T) {
	base := func() SolveRequest {
		return SolveRequest{Game: GameID, Players: 3, Seat: 0, Own: strings.Fields("r0 b3 g5 r6 b9"),
			Row: []string{"count-red"},
			Log: []LogEntry{{Asker: 0, Card: "sum-red", Answers: map[int]Answer{1: NewNumber(12)}}}}
	}
	for _, tc := range []struct {
		name string
		edit func(r *SolveRequest)
		msg  string
	}{
		{"game", func(r *SolveRequest) { r.Game = "lexio" }, `game "lexio"`},
		{"players", func(r *SolveRequest) { r.Players = 5 }, "2 to 4 players"},
		{"seat", func(r *SolveRequest) { r.Seat = 3 }, "seat 3"},
		{"unknown tile", func(r *SolveRequest) { r.Own[0] = "r5" }, `unknown tile "r5"`},
		{"tile twice", func(r *SolveRequest) { r.Own[1] = "r0" }, `"r0" used twice`},
		{"own size", func(r *SolveRequest) { r.Own = r.Own[:4] }, "4 tiles, want 5"},
		{"own size 4p", func(r *SolveRequest) { r.Players = 4 }, "5 tiles, want 4"},
		{"unknown card", func(r *SolveRequest) { r.Row[0] = "count-green" }, `unknown card "count-green"`},
		{"card not in 4p deck", func(r *SolveRequest) {
			r.Players, r.Own, r.Row = 4, r.Own[:4], []string{"sum-mid3"}
		}, "not in the 4-player deck"},
		{"row twice", func(r *SolveRequest) { r.Row = []string{"count-red", "count-red"} }, "already appears"},
		{"log twice", func(r *SolveRequest) { r.Log = append(r.Log, r.Log[0]) }, "already appears"},
		{"impossible answer", func(r *SolveRequest) { r.Log[0].Card = "count-red"; r.Log[0].Answers[1] = NewNumber(7) }, "no rack of 5 tiles"},
		{"wrong shape", func(r *SolveRequest) { r.Log[0].Answers[1] = NewBool(true) }, "answered with an integer"},
		{"not an answerer", func(r *SolveRequest) { r.Log[0].Answers[0] = NewNumber(9) }, "does not answer"},
		{"missing pick", func(r *SolveRequest) { r.Log[0].Card = "where-1-or-2" }, "needs a pick"},
		{"bad asker", func(r *SolveRequest) { r.Log[0].Asker = 7 }, "asker 7"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := base()
			tc.edit(&req)
			_, err := Solve(req)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
}

func TestCheck(t *testing.T) {
	marks := []Mark{
		{1, "b0", MarkCertain}, // right
		{4, "b3", MarkOut},     // wrong: b3 is possible at 4
		{5, "b9", MarkCertain}, // wrong: only 1/3
		{5, "b8", MarkOut},     // right
	}
	res, err := Check(handCase(), marks)
	require.NoError(t, err)
	assert.False(t, res.Contradiction)
	assert.Equal(t, []Mark{marks[1], marks[2]}, res.Mistakes)
	assert.Contains(t, res.Hints, Mark{2, "b1", MarkCertain})
	assert.Contains(t, res.Hints, Mark{3, "b2", MarkCertain})
	assert.Contains(t, res.Hints, Mark{4, "b9", MarkOut})
	assert.NotContains(t, res.Hints, Mark{1, "b0", MarkCertain}, "already marked")
	assert.NotContains(t, res.Hints, Mark{5, "b8", MarkOut}, "already marked")
	assert.NotContains(t, res.Hints, Mark{5, "g5", MarkOut}, "possible")
	// 5 positions × 19 ids: 3 certain + (5·19 − 7 possible) impossible, minus the 2 already marked right.
	assert.Len(t, res.Hints, 3+5*19-7-2)
	sorted := sort.SliceIsSorted(res.Hints, func(i, j int) bool { return res.Hints[i].Position < res.Hints[j].Position })
	assert.True(t, sorted)

	for _, bad := range []Mark{{0, "b0", MarkOut}, {6, "b0", MarkOut}, {1, "b5", MarkOut}, {1, "b0", "maybe"}} {
		_, err := Check(handCase(), []Mark{bad})
		assert.Error(t, err, "%+v", bad)
	}
	_, err = Check(handCase(), []Mark{{1, "b0", MarkOut}, {1, "b0", MarkCertain}})
	assert.ErrorContains(t, err, "marked both")
}

// TestSubsetsMatchesNaive checks the table-driven and the Gosper walk of subsets against filtering
// every submask, order included (the engine's sums depend on it).
func TestSubsetsMatchesNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	masks := []uint32{0xffff, 0x7fff, 0xfff, 0xff, 0x1, 0xa5a5}
	for range 20 {
		masks = append(masks, uint32(rng.Intn(1<<16)))
	}
	for _, mask := range masks {
		for k := 0; k <= 9; k++ {
			var want []uint32
			for sub := uint32(1); sub <= mask; sub++ {
				if sub&^mask == 0 && popcount(sub) == k {
					want = append(want, sub)
				}
			}
			got := subsets(mask, k, nil)
			if len(want) == 0 {
				assert.Empty(t, got, "mask %#x k %d", mask, k)
				continue
			}
			assert.Equal(t, want, got, "mask %#x k %d", mask, k)
		}
	}
}
