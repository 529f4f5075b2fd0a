package tagiron

import (
	"fmt"
	"math/bits"

	"github.com/tablemate/tablemate/solver/explain"
)

// Claim is one statement about the seat's target rack (`tablemate explain`): the tile at Position
// (1-based, rack order) is Tile (Is true) or is not (Is false).
type Claim struct {
	Position int    `json:"position"`
	Tile     string `json:"tile"`
	Is       bool   `json:"is"`
}

// ExplainRequest is a seat's knowledge (as for Solve), the claim to explain and whom the sentence
// is for.
type ExplainRequest struct {
	SolveRequest
	Claim Claim `json:"claim"`
	explain.Reader
}

// Explanation says whether a claim follows from the seat's knowledge and why.
// Because indexes the log (the seat's own rack is what it sees); a
// counterexample is a consistent target rack, sorted.
type Explanation = explain.Explanation

// Explain says whether the claim follows from the seat's knowledge: if so, an irreducible set of
// logged questions that implies it; if not, a consistent target rack where it is false. A claim about
// a position or tile that does not exist, and knowledge that contradicts itself, are errors.
func Explain(req ExplainRequest) (Explanation, error) {
	lang, err := parseLang(req.Lang)
	if err != nil {
		return Explanation{}, err
	}
	s, err := parseState(req.SolveRequest)
	if err != nil {
		return Explanation{}, err
	}
	if req.Claim.Position < 1 || req.Claim.Position > s.size {
		return Explanation{}, fmt.Errorf("claim: position %d out of range 1..%d", req.Claim.Position, s.size)
	}
	tile, err := ParseTile(req.Claim.Tile)
	if err != nil {
		return Explanation{}, fmt.Errorf("claim: %v", err)
	}
	x := newExplainer(s, req.Log, req.Claim.Position, tile, req.Claim.Is)
	x.names, x.self = req.Names, req.Self
	all := x.used
	if c, found := x.search(all); found {
		ex := Explanation{Because: []int{}, Counterexample: idsOf(x.tiles(c, nil))}
		ex.Text = x.counterText(lang, c)
		return ex, nil
	} else if x.contradiction {
		return Explanation{}, fmt.Errorf("the answers contradict each other: no deal fits them all, so nothing follows")
	}
	// Drop entries one by one while the claim still follows. Implication only gets stronger with more
	// answers, so each entry kept was needed when it was tried and stays needed once others are gone:
	// the result is irreducible.
	keep := all
	for i := 0; i < len(req.Log); i++ {
		bit := uint32(1) << i
		if keep&bit == 0 {
			continue
		}
		if _, found := x.search(keep &^ bit); !found {
			keep &^= bit
		}
	}
	ex := Explanation{Holds: true, Because: []int{}}
	for m := keep; m != 0; m &= m - 1 {
		ex.Because = append(ex.Because, bits.TrailingZeros32(m))
	}
	// The step between the answers and the claim: how many target racks
	// the seat's own tiles allow, and how many of them those answers leave
	// (every one agreeing with the claim).
	if len(ex.Because) > 0 {
		sub := req.SolveRequest
		sub.Log = nil
		if before, err := Candidates(sub); err == nil {
			for _, i := range ex.Because {
				sub.Log = append(sub.Log, req.Log[i])
			}
			if after, err := Candidates(sub); err == nil && after < before {
				x.before, x.after = before, after
			}
		}
	}
	// The arithmetic between a sum's answer and the claim, entry by entry.
	if len(ex.Because) > 0 {
		if left, err := targetRacks(req.SolveRequest, ex.Because); err == nil {
			for _, i := range ex.Because {
				if !x.listed {
					x.steps = append(x.steps, x.arithmetic(lang, req.SolveRequest, ex.Because, i, left)...)
				}
			}
		}
	}
	ex.Text = x.holdsText(lang, req.Log, ex.Because)
	return ex, nil
}

// explainer answers "is there a consistent world where the claim is false, using only these log
// entries?" for many subsets of the log. viol[o][rack] has bit i set when that rack of opponent o
// contradicts its answer in log entry i, so a subset S allows the rack when viol&S == 0.
type explainer struct {
	*state
	n             int
	full          uint32
	racks         []uint32
	viol          [][]uint32
	used          uint32 // entries holding at least one opponent's answer
	bad           []bool // bad[mask]: a target rack where the claim is false
	gone          []bool // gone[mask]: a target rack the seat declared and heard "wrong"
	badRacks      []uint32
	pairA         []uint32 // 4 players, scratch: pairA[a|b] = a+1 for an allowed pair
	contradiction bool     // set by search when no world at all fits
	pos           int
	tile          Tile
	is            bool
	log           []LogEntry
	names         []string // chosen names by seat, for the sentences
	// before and after count the target racks the seat's tiles allow and
	// those the explanation's answers leave (0: not counted).
	before, after int
	// steps are the sentences of the arithmetic between sum cards' answers and the claim.
	steps []string
	// listed is set once a step has listed (or settled) every target rack left: the steps after it
	// and the count of racks left would only repeat it.
	listed bool
	left   [][]Tile // the target racks left, when a step has them listed by the count of racks left
	self   bool     // the reader's own seat is said "나" in Korean
}

func newExplainer(s *state, log []LogEntry, pos int, tile Tile, is bool) *explainer {
	x := &explainer{state: s, n: len(s.slots), pos: pos, tile: tile, is: is, log: log}
	x.full = 1<<x.n - 1
	x.racks = subsets(x.full, s.size, nil)
	x.viol = make([][]uint32, len(s.opps))
	for o := range x.viol {
		x.viol[o] = make([]uint32, 1<<x.n)
	}
	buf := make([]Tile, 0, 5)
	for i, e := range log {
		c, _ := ParseCard(e.Card) // parseState has checked every entry
		for _, seat := range sortedSeats(e.Answers) {
			if seat == s.seat {
				continue
			}
			a, _ := canonical(c, e.Answers[seat])
			o := indexInt(s.opps, seat)
			x.used |= 1 << i
			for _, r := range x.racks {
				if answer(x.tiles(r, buf), c, e.Pick) != a {
					x.viol[o][r] |= 1 << i
				}
			}
		}
	}
	x.bad = make([]bool, 1<<x.n)
	x.gone = make([]bool, 1<<x.n)
	for _, r := range x.racks {
		x.gone[r] = s.declaredWrong(r, x.tiles)
		if (x.tiles(r, buf)[pos-1] == tile) != is && !x.gone[r] {
			x.bad[r] = true
			x.badRacks = append(x.badRacks, r)
		}
	}
	if len(s.opps) == 3 {
		x.pairA = make([]uint32, 1<<x.n)
	}
	return x
}

// tiles returns the rack a slot mask stands for, in rack order.
func (x *explainer) tiles(mask uint32, buf []Tile) []Tile {
	buf = buf[:0]
	for m := mask; m != 0; m &= m - 1 {
		buf = append(buf, x.slots[bits.TrailingZeros32(m)])
	}
	return buf
}

// allowed lists opponent o's racks that fit its answers in the entries of S.
func (x *explainer) allowed(o int, S uint32) []uint32 {
	var out []uint32
	for _, r := range x.racks {
		if x.viol[o][r]&S == 0 {
			out = append(out, r)
		}
	}
	return out
}

// search returns a target rack where the claim is false in some deal that fits every answer of the
// entries in S, and whether there is one. When there is none it also notes (in x.contradiction)
// whether no deal fits S at all.
func (x *explainer) search(S uint32) (uint32, bool) {
	size := x.size
	switch len(x.opps) {
	case 1: // 2 players: the target is the opponent's rack.
		fits := false
		for _, r := range x.racks {
			if x.viol[0][r]&S == 0 && !x.gone[r] {
				fits = true
				if x.bad[r] {
					return r, true
				}
			}
		}
		x.contradiction = !fits
		return 0, false
	case 2: // 3 players: opponents a and b; the centre is the rest.
		fits := false
		cand1 := x.allowed(1, S)
		var buf []uint32
		for _, a := range x.allowed(0, S) {
			bs := cand1
			if len(cand1) > binomial(x.n-size, size) {
				buf = subsets(x.full&^a, size, buf)
				bs = buf
			}
			for _, b := range bs {
				if b&a != 0 || x.viol[1][b]&S != 0 || x.gone[x.full&^a&^b] {
					continue
				}
				fits = true
				if c := x.full &^ a &^ b; x.bad[c] {
					return c, true
				}
			}
		}
		x.contradiction = !fits
		return 0, false
	}
	// 4 players: mark every allowed pair of racks of opponents 1 and 2, then look for a rack d of
	// opponent 3 and a centre c where the claim is false whose rest is such a pair.
	clear(x.pairA)
	cand1 := x.allowed(1, S)
	rest := binomial(x.n-size, size)
	var buf []uint32
	for _, a := range x.allowed(0, S) {
		bs := cand1
		if len(cand1) > rest {
			buf = subsets(x.full&^a, size, buf)
			bs = buf
		}
		for _, b := range bs {
			if b&a == 0 && x.viol[1][b]&S == 0 {
				x.pairA[a|b] = a + 1
			}
		}
	}
	fits := false
	for _, d := range x.allowed(2, S) {
		cs := x.badRacks
		if len(cs) > rest {
			buf = subsets(x.full&^d, size, buf)
			cs = buf
		}
		for _, c := range cs {
			if c&d != 0 || !x.bad[c] {
				continue
			}
			if x.pairA[x.full&^d&^c] != 0 {
				return c, true
			}
		}
		if !fits {
			// Only needed to tell "claim holds" from "nothing fits": any centre at all.
			for _, c := range subsets(x.full&^d, size, nil) {
				if x.pairA[x.full&^d&^c] != 0 && !x.gone[c] {
					fits = true
					break
				}
			}
		}
	}
	x.contradiction = !fits
	return 0, false
}
