package tagiron

import (
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
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
	of  [][]uint8 // of[o][mask]
	k   int       // number of classes
	val []Answer  // val[class]: the answer it stands for
}

// classesFor returns the answer classes of q; with a scratch, its tables are the scratch's.
func (e *engine) classesFor(q question, sc *scratch) classes {
	ids := map[Answer]uint8{}
	cl := classes{of: make([][]uint8, len(e.opps))}
	buf := make([]Tile, 0, 5)
	for o := range e.opps {
		if o > 0 && slices.Equal(e.cand[o], e.cand[o-1]) {
			cl.of[o] = cl.of[o-1] // same racks, same answers; one table keeps the cache warm
			continue
		}
		if sc != nil {
			sc.of[o] = zeroed(sc.of[o], 1<<e.n)
			cl.of[o] = sc.of[o]
		} else {
			cl.of[o] = make([]uint8, 1<<e.n)
		}
		for _, r := range e.cand[o] {
			a := answer(e.tiles(r, buf), q.card, q.pick)
			id, ok := ids[a]
			if !ok {
				id = uint8(len(ids))
				ids[a] = id
				cl.val = append(cl.val, a)
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
		cl := e.classesFor(q, nil)
		hist := make([]uint64, cl.k)
		for _, r := range e.cand[0] {
			hist[cl.of[0][r]] += e.weight[r]
		}
		out[i] = entropy(hist, e.total)
	}
	return out
}

// informationCentre returns I(centre; joint opponent answers) per row question (3–4 players):
//
//	I = log T − (1/T)·Σ_a N_a log N_a − (1/T)·Σ_c W_c log W_c + (1/T)·Σ_{c,a} n_{c,a} log n_{c,a}
//
// with T all deals, W_c the deals with centre c, N_a those giving joint answer a, n_{c,a} both. The
// counts are exact integers; see jointCounts and jointCounts4 for how they are found without walking
// every deal.
func (e *engine) informationCentre() []float64 {
	if out, ok := e.informationOpening(); ok {
		return out
	}
	if out, ok := e.informationFew(); ok {
		return out
	}
	var sumW float64
	for _, c := range e.racks {
		sumW += nlogn(e.weight[c])
	}
	out := make([]float64, len(e.row))
	t := float64(e.total)
	alike := e.opponentsAlike()
	// Questions are independent and each is computed sequentially, so spreading them over the cores
	// changes the wall time only, never a result.
	workers := min(runtime.GOMAXPROCS(0), len(e.row))
	var wg sync.WaitGroup
	var next atomic.Int64
	for w := range workers {
		sc := e.bufs.scratchFor(w)
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(e.row); i = int(next.Add(1) - 1) {
				var sumGlobal, sumLocal float64
				if e.sp != nil {
					sumGlobal, sumLocal = e.jointCounts4(e.row[i], sc)
				} else {
					sumGlobal, sumLocal = e.jointCounts(e.row[i], alike, sc)
				}
				v := math.Log2(t) - (sumGlobal+sumW-sumLocal)/t
				out[i] = math.Max(0, v) // rounding can leave −1e-15 where the truth is 0
			}
		})
	}
	wg.Wait()
	return out
}

// opponentsAlike reports whether every opponent has the same candidate racks (always so before anyone
// has answered): then the joint answer counts are symmetric under permuting the opponents.
func (e *engine) opponentsAlike() bool {
	for _, c := range e.cand[1:] {
		if !slices.Equal(c, e.cand[0]) {
			return false
		}
	}
	return true
}

// scratch holds buffers reused from one question to the next.
type scratch struct {
	local   []uint64
	global  []uint64
	touched []int
	buf     []uint32
	of      [3][]uint8 // classesFor's tables, by opponent and slot mask
	// 4 players (jointCounts4).
	cls    [3][]uint8 // per opponent: answer class by rack index
	tri    []int      // alike: tri[q] = q(q+1)/2, for indexing unordered answer pairs
	local4 []uint16   // per-centre counts (at most C(12,4)·C(8,4) = 34,650 deals a centre)
	ofN    []uint64   // per count n: how many cells (centre, joint answer) hold n deals
	// canonical: the slots alone in their symmetry class, and the larger classes
	singles uint32
	lows    []canonGroup
	// span[mi] = start<<32 | end of the pair histogram of eight mi in hist; hist holds the
	// histograms back to back, one packed cell (see buildPairHists) per answer pair.
	span  []uint64
	hist  []uint32
	dense []uint8  // per-key counts while one histogram is built
	canon []uint16 // per eight: the canonical eight whose histogram it shares
	// dense addition (few answer pairs): the histograms, and one centre's counts per answer of
	// opponent 1, four 16-bit counts a word
	denseHist, acc []uint64
	// sums (additive questions): per eight, the histogram of opponent 2's answers; answer class by
	// value; which rows of acc a centre used
	sumHist  []uint64
	classOf  []uint8
	rowsUsed []bool
	// orbits: centres by orbit representative, and the orbits
	sizes  []uint64
	orbits []orbit
	// racks of opponent 1 grouped by the symmetries that fix the centre, with their group sizes
	reps    []uint32
	weights []uint32
}

// jointCounts returns (3 players), for one question, Σ_a N_a log N_a and Σ_{c,a} n_{c,a} log n_{c,a},
// where a is the joint answer, keyed a1·k + a2 over answer classes.
//
// Two savings keep it exact and fast at the start of a game, when nearly every deal is possible:
//
//   - Symmetry of slots: slots that can be swapped without changing any candidate set or any answer to
//     q (the two green 5s always; all tiles below 1 for "where is 1"; all reds for count-red) give
//     centres with identical answer distributions, so n_{c,·} is computed once per orbit and weighted
//     by the orbit's size.
//   - Symmetry of opponents (alike): when both opponents have the same candidates, n_{c,a} is the same
//     for both orders of a, so only sorted pairs a1 ≤ a2 are counted, each weighted by its number of
//     distinct permutations.
func (e *engine) jointCounts(q question, alike bool, sc *scratch) (sumGlobal, sumLocal float64) {
	cl := e.classesFor(q, sc)
	k := cl.k
	size := k * k
	if cap(sc.local) < size {
		sc.local, sc.global = make([]uint64, size), make([]uint64, size)
	}
	local, global := sc.local[:size], sc.global[:size]
	// When opponent 1 has few candidates left, scanning them beats listing every rack of the rest.
	scanCands := len(e.cand[0]) < binomial(e.n-e.size, e.size)
	var touchedGlobal []int
	for _, o := range e.orbits(e.symmetryClasses(cl), sc) {
		c := o.rep
		rest := e.full &^ c
		touched := sc.touched[:0]
		r1s := e.cand[0]
		if !scanCands {
			sc.buf = subsets(rest, e.size, sc.buf)
			r1s = sc.buf
		}
		for _, r1 := range r1s {
			if r1&c != 0 || !e.in[0][r1] {
				continue
			}
			a1 := int(cl.of[0][r1])
			if r2 := rest &^ r1; e.in[1][r2] && (!alike || a1 <= int(cl.of[1][r2])) {
				key := a1*k + int(cl.of[1][r2])
				if local[key] == 0 {
					touched = append(touched, key)
				}
				local[key]++
			}
		}
		for _, key := range touched {
			w := float64(o.size)
			if alike {
				w *= permutations(key, k, len(e.opps))
			}
			sumLocal += w * nlogn(local[key])
			if global[key] == 0 {
				touchedGlobal = append(touchedGlobal, key)
			}
			global[key] += o.size * local[key]
			local[key] = 0
		}
		sc.touched = touched
	}
	slices.Sort(touchedGlobal) // a fixed summation order
	for _, key := range touchedGlobal {
		w := 1.0
		if alike {
			w = permutations(key, k, len(e.opps))
		}
		sumGlobal += w * nlogn(global[key])
		global[key] = 0
	}
	return sumGlobal, sumLocal
}

// permutations returns the number of distinct orderings of the p answers packed in key (base k).
func permutations(key, k, p int) float64 {
	var a [3]int
	for i := p - 1; i >= 0; i-- {
		a[i] = key % k
		key /= k
	}
	switch {
	case p == 2 && a[0] != a[1]:
		return 2
	case p == 3 && a[0] != a[1] && a[1] != a[2] && a[0] != a[2]:
		return 6
	case p == 3 && (a[0] != a[1] || a[1] != a[2]):
		return 3
	}
	return 1
}

// orbit is a class of centres that the symmetries of one question map onto each other.
type orbit struct {
	rep  uint32 // smallest-by-construction member: the lowest slots of each symmetry class
	size uint64 // number of centres in the orbit
}

// orbits groups the centres with deals (weight > 0) by the symmetries of the question, in increasing
// order of representative so the floating-point sums are deterministic.
func (e *engine) orbits(groups []uint32, sc *scratch) []orbit {
	// Racks are in increasing order, so counting by rack index keeps the representatives sorted.
	sc.sizes = zeroed(sc.sizes, len(e.racks))
	sizes := sc.sizes
	idx := func(rep uint32) int { return sort.Search(len(e.racks), func(i int) bool { return e.racks[i] >= rep }) }
	if e.sp != nil {
		idx = func(rep uint32) int { return int(e.sp.idx[rep]) }
	}
	trivial := len(groups) == e.n
	for i, c := range e.racks {
		if e.weight[c] == 0 {
			continue
		}
		if trivial {
			sizes[i]++
			continue
		}
		var rep uint32
		for _, g := range groups {
			// Take as many of the class's lowest slots as c holds of the class.
			m := g
			for range bits.OnesCount32(c & g) {
				rep |= m & -m
				m &= m - 1
			}
		}
		sizes[idx(rep)]++
	}
	out := sc.orbits[:0]
	for i, n := range sizes {
		if n != 0 {
			out = append(out, orbit{e.racks[i], n})
		}
	}
	sc.orbits = out
	return out
}

// symmetryClasses partitions the slots into masks of mutually interchangeable slots: swapping two slots
// of one class maps every opponent's candidate set onto itself and keeps every candidate's answer to
// the question. Such swaps compose (a swap conjugated by a swap is a swap), so the relation is an
// equivalence and testing each slot against one member per class suffices.
func (e *engine) symmetryClasses(cl classes) []uint32 {
	var groups []uint32
	for i := range e.n {
		joined := false
		for g, mask := range groups {
			if e.swappable(cl, bits.TrailingZeros32(mask), i) {
				groups[g] |= 1 << i
				joined = true
				break
			}
		}
		if !joined {
			groups = append(groups, 1<<i)
		}
	}
	return groups
}

// swappable reports whether exchanging slots i and j preserves every candidate set and every answer.
// Only candidate racks need checking: a swap that sent a non-candidate onto a candidate would show up
// as the reverse swap of that candidate.
func (e *engine) swappable(cl classes, i, j int) bool {
	both := uint32(1)<<i | uint32(1)<<j
	for _, cands := range e.cand {
		for _, r := range cands {
			if r&both == both || r&both == 0 {
				continue
			}
			s := r ^ both
			for o := range e.opps {
				if e.in[o][r] != e.in[o][s] || cl.of[o][r] != cl.of[o][s] {
					return false
				}
			}
		}
	}
	return true
}

func binomial(n, k int) int {
	b := 1
	for i := range k {
		b = b * (n - i) / (i + 1)
	}
	return b
}

// nlogn returns n·log2(n) (0 for 0); small arguments, the per-centre counts of 4 players, are looked up
// once a 4-player ranking built the table (the lookup gives the very value the call would).
func nlogn(n uint64) float64 {
	if tab := nlognBuilt.Load(); tab != nil && n < uint64(len(*tab)) {
		return (*tab)[n]
	}
	return nlognCalc(n)
}

// nlognBuilt is nlognTable's table once built.
var nlognBuilt atomic.Pointer[[]float64]

func nlognCalc(n uint64) float64 {
	if n == 0 {
		return 0
	}
	f := float64(n)
	return f * math.Log2(f)
}

// nlognTable holds nlognCalc(n) for every count one centre can have with 4 players: C(12,4)·C(8,4)
// deals at most. The lookup returns the very value the call would, so results do not change.
var nlognTable = sync.OnceValue(func() []float64 {
	t := make([]float64, 34651)
	for i := range t {
		t[i] = nlognCalc(uint64(i))
	}
	nlognBuilt.Store(&t)
	return t
})

// entropy returns the Shannon entropy in bits of a histogram with the given total.
func entropy(hist []uint64, total uint64) float64 {
	var s float64
	for _, n := range hist {
		s += nlogn(n)
	}
	return math.Max(0, math.Log2(float64(total))-s/float64(total))
}
