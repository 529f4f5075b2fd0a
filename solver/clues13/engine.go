package clues13

import (
	"math"
	"math/bits"
	"slices"
)

// pair is a possible inside pair of one opponent, in local bit positions of the cards left after a case
// ([left, right] with 2 players; a < b otherwise, because a pair is then a set).
type pair struct {
	mask uint16
	a, b uint8
}

// question is one ask the seat may make now.
type question struct {
	opp  int // opponent index
	sub  Subject
	side Side
}

// maxValue bounds "matching cards among my case and the counted inside cards" (3 + 2), plus one.
const maxValue = 6

// engine counts worlds for one knowledge value. Buffers are reused across candidate cases.
type engine struct {
	k        *knowledge
	r        int // cards left after a case: opponents' pairs + unpeeked informants
	byPop    [][]uint16
	bufA     []uint64
	bufB     []uint64
	zeta     []uint64
	subjects []Subject
	rank     bool

	cases  [][3]Card
	counts []uint64
	total  uint64

	questions []question
	joint     []uint64 // [question][case][value]
	peekJoint []uint64 // [case][card]: worlds with that case and that card among the informants
	informers int      // unpeeked informants
}

func newEngine(k *knowledge, rank bool) *engine {
	r := len(k.unseen) - 3
	if r < 0 {
		r = 0
	}
	e := &engine{k: k, r: r, rank: rank, subjects: k.setup.Subjects()}
	e.byPop = make([][]uint16, r+1)
	for m := 0; m < 1<<r; m++ {
		p := bits.OnesCount(uint(m))
		e.byPop[p] = append(e.byPop[p], uint16(m))
	}
	e.bufA = make([]uint64, 1<<r)
	e.bufB = make([]uint64, 1<<r)
	e.zeta = make([]uint64, 1<<r)
	e.informers = r - 2*len(k.opps)

	var byKind [3][]Card
	for _, c := range k.unseen {
		byKind[c.Kind()] = append(byKind[c.Kind()], c)
	}
	for _, p := range byKind[Person] {
		for _, l := range byKind[Location] {
			for _, w := range byKind[Weapon] {
				if c := [3]Card{p, l, w}; k.allowed(c) {
					e.cases = append(e.cases, c)
				}
			}
		}
	}
	e.counts = make([]uint64, len(e.cases))
	if rank {
		sides := []Side{NoSide}
		if k.setup.Players == 2 {
			sides = []Side{Left, Right}
		}
		for q := range k.opps {
			for _, s := range e.subjects {
				for _, side := range sides {
					e.questions = append(e.questions, question{opp: q, sub: s, side: side})
				}
			}
		}
		e.joint = make([]uint64, len(e.questions)*len(e.cases)*maxValue)
		if e.informers > 0 {
			e.peekJoint = make([]uint64, len(e.cases)*NumCards)
		}
	}
	return e
}

// run counts every candidate case (and, when ranking, the joint tables).
func (e *engine) run() {
	if e.k.impossible || len(e.k.unseen) < 3 || e.informers < 0 {
		return
	}
	for ci := range e.cases {
		e.countCase(ci)
		e.total += e.counts[ci]
	}
}

// countCase counts the worlds whose case is e.cases[ci].
func (e *engine) countCase(ci int) {
	k := e.k
	c := e.cases[ci]
	rest := make([]Card, 0, e.r)
	for _, u := range k.unseen {
		if u != c[0] && u != c[1] && u != c[2] {
			rest = append(rest, u)
		}
	}
	// Membership of every subject among the remaining cards (local bits) and in the case.
	var memb [NumSubjects]uint16
	var inCase [NumSubjects]int
	for _, s := range e.subjects {
		for i, u := range rest {
			if s.Matches(u) {
				memb[s] |= 1 << i
			}
		}
		inCase[s] = Answer(c[:], s)
	}
	ordered := k.setup.Players == 2
	pairs := make([][]pair, len(k.opps))
	for q, cons := range k.cons {
		for a := 0; a < e.r; a++ {
			for b := 0; b < e.r; b++ {
				if a == b || (!ordered && b < a) {
					continue
				}
				p := pair{mask: 1<<a | 1<<b, a: uint8(a), b: uint8(b)}
				if fits(p, cons, &memb, &inCase) {
					pairs[q] = append(pairs[q], p)
				}
			}
		}
		if len(pairs[q]) == 0 {
			return
		}
	}

	final, level := e.dp(pairs, -1)
	var n uint64
	for _, m := range e.byPop[2*level] {
		n += final[m]
	}
	e.counts[ci] = n
	if !e.rank || n == 0 {
		return
	}
	full := uint16(1<<e.r - 1)
	perOpp := len(e.questions) / len(pairs) // questions are built opponent by opponent
	if e.peekJoint != nil {
		h := e.subsetSums(final, level)
		for i, u := range rest {
			e.peekJoint[ci*NumCards+int(u)] = h[full&^(1<<i)]
		}
	}
	for q := range pairs {
		others, lv := e.dp(pairs, q)
		h := e.subsetSums(others, lv)
		for _, p := range pairs[q] {
			w := h[full&^p.mask]
			if w == 0 {
				continue
			}
			for qi := q * perOpp; qi < (q+1)*perOpp; qi++ {
				qu := &e.questions[qi]
				v := inCase[qu.sub] + counted(p, qu.side, memb[qu.sub])
				e.joint[(qi*len(e.cases)+ci)*maxValue+v] += w
			}
		}
	}
}

// counted is how many of the counted inside cards of pair p lie in the subject's member set.
func counted(p pair, side Side, memb uint16) int {
	switch side {
	case Left:
		return int(memb>>p.a) & 1
	case Right:
		return int(memb>>p.b) & 1
	}
	return bits.OnesCount16(p.mask & memb)
}

// fits reports whether pair p agrees with every answer of its opponent, given the case.
func fits(p pair, cons []constraint, memb *[NumSubjects]uint16, inCase *[NumSubjects]int) bool {
	for _, c := range cons {
		if inCase[c.sub]+counted(p, c.side, memb[c.sub]) != c.need {
			return false
		}
	}
	return true
}

// dp assigns the opponents (all but skip) disjoint pairs one after another, over subsets of the
// remaining cards: the result holds, for every set of cards used, the number of ways; level is the
// number of opponents assigned (only masks with 2*level bits are meaningful).
func (e *engine) dp(pairs [][]pair, skip int) ([]uint64, int) {
	cur, next := e.bufA, e.bufB
	cur[0] = 1
	level := 0
	for q := range pairs {
		if q == skip {
			continue
		}
		for _, m := range e.byPop[2*level+2] {
			next[m] = 0
		}
		for _, m := range e.byPop[2*level] {
			w := cur[m]
			if w == 0 {
				continue
			}
			for _, p := range pairs[q] {
				if p.mask&m == 0 {
					next[m|p.mask] += w
				}
			}
		}
		cur, next = next, cur
		level++
	}
	return cur, level
}

// subsetSums returns h[S] = the sum of ways[M] over the meaningful masks M inside S (a zeta transform):
// the number of assignments that use only cards of S, the unused ones going to the informants.
func (e *engine) subsetSums(ways []uint64, level int) []uint64 {
	h := e.zeta
	clear(h)
	for _, m := range e.byPop[2*level] {
		h[m] = ways[m]
	}
	for i := 0; i < e.r; i++ {
		bit := 1 << i
		for s := range h {
			if s&bit != 0 {
				h[s] += h[s^bit]
			}
		}
	}
	return h
}

// mutualBits is the expected information, in bits, that an answer gives about the case: I(case; answer)
// from a joint count table laid out [case][value] with width values.
func mutualBits(joint []uint64, cases, width int) float64 {
	rowSum := make([]float64, cases)
	colSum := make([]float64, width)
	var total float64
	for ci := 0; ci < cases; ci++ {
		for v := 0; v < width; v++ {
			x := float64(joint[ci*width+v])
			rowSum[ci] += x
			colSum[v] += x
			total += x
		}
	}
	if total == 0 {
		return 0
	}
	var info float64
	for ci := 0; ci < cases; ci++ {
		for v := 0; v < width; v++ {
			x := float64(joint[ci*width+v])
			if x > 0 {
				info += x / total * math.Log2(x*total/(rowSum[ci]*colSum[v]))
			}
		}
	}
	return math.Max(0, info)
}

// suggestions ranks the questions, best first; ties keep the questions' natural order.
func (e *engine) suggestions() []Suggestion {
	out := []Suggestion{}
	if e.total == 0 {
		return out
	}
	nc := len(e.cases)
	for qi, q := range e.questions {
		answerer := e.k.opps[q.opp]
		out = append(out, Suggestion{
			Action:       "ask",
			Answerer:     &answerer,
			Ask:          q.sub.String(),
			Side:         q.side.String(),
			ExpectedBits: round9(mutualBits(e.joint[qi*nc*maxValue:(qi+1)*nc*maxValue], nc, maxValue)),
		})
	}
	// Built whenever informants lie out (2–5 players; none with 6); every unpeeked letter hides a
	// uniformly random informant, so all of them are worth the same.
	if e.peekJoint != nil {
		b := round9(mutualBits(e.peekJoint, nc, NumCards))
		for l, seen := range e.k.peeked {
			if !seen {
				out = append(out, Suggestion{Action: "peek", Letter: Letter(l).String(), ExpectedBits: b})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b Suggestion) int {
		switch {
		case a.ExpectedBits > b.ExpectedBits:
			return -1
		case a.ExpectedBits < b.ExpectedBits:
			return 1
		}
		return 0
	})
	return out
}

// round9 keeps 9 decimals, so that float noise never reorders equal questions.
func round9(x float64) float64 { return math.Round(x*1e9) / 1e9 }

// CaseProbabilities maps each kind's cards to the exact probability that the card is in the seat's case.
type CaseProbabilities struct {
	Person   map[string]float64 `json:"person"`
	Location map[string]float64 `json:"location"`
	Weapon   map[string]float64 `json:"weapon"`
}

// CaseCounts holds the integer world counts behind CaseProbabilities.
type CaseCounts struct {
	Person   map[string]uint64 `json:"person"`
	Location map[string]uint64 `json:"location"`
	Weapon   map[string]uint64 `json:"weapon"`
}

// Suggestion is one thing the seat may do now: "ask" Answerer about Ask (with Side for 2 players) or
// "peek" at informant Letter, with the expected information about the seat's case in bits.
type Suggestion struct {
	Action       string  `json:"action"`
	Answerer     *int    `json:"answerer,omitempty"`
	Ask          string  `json:"ask,omitempty"`
	Side         string  `json:"side,omitempty"`
	Letter       string  `json:"letter,omitempty"`
	ExpectedBits float64 `json:"expected_bits"`
}

// SolveResponse is the output of `tablemate solve` for 13 Clues. Cases (the number of candidate cases)
// and CaseWorlds (exact integer counts) are extra fields beyond the contract.
type SolveResponse struct {
	Consistent    uint64            `json:"consistent"`
	Contradiction bool              `json:"contradiction"`
	Case          CaseProbabilities `json:"case"`
	Solved        []string          `json:"solved"`
	Suggestions   []Suggestion      `json:"suggestions"`
	Cases         int               `json:"cases"`
	CaseWorlds    CaseCounts        `json:"case_worlds"`
}

// Solve returns everything the seat may deduce: the number of consistent hidden worlds, the exact
// probability of every card being in the seat's case, the case if it is certain, and every question
// the seat may ask now ranked by expected information about its case.
func Solve(req SolveRequest) (SolveResponse, error) { return solve(req, true) }

// Deduce is Solve without the ranking of questions (Suggestions is empty): the cheaper call for pages
// that only show the notes.
func Deduce(req SolveRequest) (SolveResponse, error) { return solve(req, false) }

func solve(req SolveRequest, rank bool) (SolveResponse, error) {
	k, err := parse(req)
	if err != nil {
		return SolveResponse{}, err
	}
	e := newEngine(k, rank)
	e.run()
	return e.response(), nil
}

func (e *engine) response() SolveResponse {
	resp := SolveResponse{
		Consistent:    e.total,
		Contradiction: e.total == 0,
		Case:          CaseProbabilities{Person: map[string]float64{}, Location: map[string]float64{}, Weapon: map[string]float64{}},
		CaseWorlds:    CaseCounts{Person: map[string]uint64{}, Location: map[string]uint64{}, Weapon: map[string]uint64{}},
		Suggestions:   []Suggestion{},
	}
	perKind := [3]map[string]uint64{resp.CaseWorlds.Person, resp.CaseWorlds.Location, resp.CaseWorlds.Weapon}
	var only [3]Card
	for ci, n := range e.counts {
		if n == 0 {
			continue
		}
		resp.Cases++
		only = e.cases[ci]
		for kind, c := range e.cases[ci] {
			perKind[kind][c.String()] += n
		}
	}
	probs := [3]map[string]float64{resp.Case.Person, resp.Case.Location, resp.Case.Weapon}
	for kind := range perKind {
		for id, n := range perKind[kind] {
			probs[kind][id] = float64(n) / float64(e.total)
		}
	}
	if resp.Cases == 1 {
		resp.Solved = cardIDsOf(only[:])
	}
	if e.rank {
		resp.Suggestions = e.suggestions()
	}
	return resp
}

// inCase returns, for every card, the number of consistent worlds whose case holds it.
func (e *engine) inCase() [NumCards]uint64 {
	var out [NumCards]uint64
	for ci, n := range e.counts {
		for _, c := range e.cases[ci] {
			out[c] += n
		}
	}
	return out
}
