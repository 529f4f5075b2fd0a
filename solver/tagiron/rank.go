package tagiron

import (
	"math"
	"sort"
)

// rank scores every question the seat could ask now (each face-up card, both numbers of a choice card)
// and returns them best first; ties keep row order.
//
// ExpectedBits is the mutual information, in bits, between the seat's target rack T and the answers A
// the seat would hear, under the exact posterior in which every physical deal consistent with the log
// is equally likely:
//
//   - 2 players: A is the opponent's answer. A is a function of T, so I(T;A) = H(A), the entropy of the
//     answer distribution.
//   - 3–4 players: A is the joint answer of every opponent (the seat's own answer on a shared card, and
//     in the 4-player game on every card, tells it nothing). T is the centre, so the score is
//     I(C;A) = H(A) − H(A|C): the expected drop in uncertainty about the centre, not about the
//     opponents' racks (an answer that only reshuffles tiles between opponents scores 0).
func (e *engine) rank() []Suggestion {
	out := make([]Suggestion, len(e.row))
	for i, q := range e.row {
		out[i] = Suggestion{Card: q.card.String(), Pick: q.pick}
	}
	if e.total > 0 && len(e.row) > 0 {
		bitsOf := e.informationTwo
		if len(e.opps) > 1 {
			bitsOf = e.informationCentre
		}
		for i, b := range bitsOf() {
			out[i].ExpectedBits = b
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].ExpectedBits > out[j].ExpectedBits })
	return out
}

// classes maps, for one question, each candidate rack of each opponent to a small answer class.
type classes struct {
	of [][]uint8 // of[o][mask]
	k  int       // number of classes
}

func (e *engine) classesFor(q question) classes {
	ids := map[Answer]uint8{}
	cl := classes{of: make([][]uint8, len(e.opps))}
	buf := make([]Tile, 0, 5)
	for o := range e.opps {
		cl.of[o] = make([]uint8, 1<<e.n)
		for _, r := range e.cand[o] {
			a := answer(e.tiles(r, buf), q.card, q.pick)
			id, ok := ids[a]
			if !ok {
				id = uint8(len(ids))
				ids[a] = id
			}
			cl.of[o][r] = id
		}
	}
	cl.k = len(ids)
	return cl
}

// informationTwo returns H(opponent's answer) per row question (2 players).
func (e *engine) informationTwo() []float64 {
	out := make([]float64, len(e.row))
	for i, q := range e.row {
		cl := e.classesFor(q)
		hist := make([]uint64, cl.k)
		for _, r := range e.cand[0] {
			hist[cl.of[0][r]] += e.weight[r]
		}
		out[i] = entropy(hist, e.total)
	}
	return out
}

// informationCentre returns I(centre; joint opponent answers) per row question (3–4 players). It walks
// the consistent deals centre by centre, so the deals of one centre are listed once and reused by every
// question:
//
//	I = log T − (1/T)·Σ_a N_a log N_a − (1/T)·Σ_c W_c log W_c + (1/T)·Σ_{c,a} n_{c,a} log n_{c,a}
//
// with T all deals, W_c the deals with centre c, N_a those giving joint answer a, n_{c,a} both.
func (e *engine) informationCentre() []float64 {
	qs := make([]classes, len(e.row))
	global := make([][]uint64, len(e.row))
	local := make([][]uint64, len(e.row))
	sumLocal := make([]float64, len(e.row))
	for i, q := range e.row {
		qs[i] = e.classesFor(q)
		size := 1
		for range e.opps {
			size *= qs[i].k
		}
		global[i] = make([]uint64, size)
		local[i] = make([]uint64, size)
	}
	var sumW float64
	var worlds [][3]uint32
	var touched []int
	var buf1, buf2 []uint32
	three := len(e.opps) == 3
	for _, c := range e.racks {
		w := e.weight[c]
		if w == 0 {
			continue
		}
		sumW += nlogn(w)
		// Every deal with this centre: racks (r1, r2[, r3]) splitting the rest.
		worlds = worlds[:0]
		rest := e.full &^ c
		buf1 = subsets(rest, e.size, buf1)
		for _, r1 := range buf1 {
			if !e.in[0][r1] {
				continue
			}
			if !three {
				if r2 := rest &^ r1; e.in[1][r2] {
					worlds = append(worlds, [3]uint32{r1, r2, 0})
				}
				continue
			}
			buf2 = subsets(rest&^r1, e.size, buf2)
			for _, r2 := range buf2 {
				if r3 := rest &^ r1 &^ r2; e.in[1][r2] && e.in[2][r3] {
					worlds = append(worlds, [3]uint32{r1, r2, r3})
				}
			}
		}
		for i := range e.row {
			cl, loc, glob := qs[i], local[i], global[i]
			touched = touched[:0]
			for _, wd := range worlds {
				key := int(cl.of[0][wd[0]])*cl.k + int(cl.of[1][wd[1]])
				if three {
					key = key*cl.k + int(cl.of[2][wd[2]])
				}
				if loc[key] == 0 {
					touched = append(touched, key)
				}
				loc[key]++
			}
			for _, key := range touched {
				sumLocal[i] += nlogn(loc[key])
				glob[key] += loc[key]
				loc[key] = 0
			}
		}
	}
	out := make([]float64, len(e.row))
	t := float64(e.total)
	for i := range e.row {
		var sumGlobal float64
		for _, n := range global[i] {
			sumGlobal += nlogn(n)
		}
		v := math.Log2(t) - (sumGlobal+sumW-sumLocal[i])/t
		out[i] = math.Max(0, v) // rounding can leave −1e-15 where the truth is 0
	}
	return out
}

func nlogn(n uint64) float64 {
	if n == 0 {
		return 0
	}
	f := float64(n)
	return f * math.Log2(f)
}

// entropy returns the Shannon entropy in bits of a histogram with the given total.
func entropy(hist []uint64, total uint64) float64 {
	var s float64
	for _, n := range hist {
		s += nlogn(n)
	}
	return math.Max(0, math.Log2(float64(total))-s/float64(total))
}
