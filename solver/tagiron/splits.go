package tagiron

import (
	"math/bits"
	"slices"
)

// splits holds what every question of one 4-player ranking shares: for each mask m of 2·size slots,
// the racks r2 ⊂ m such that both r2 (opponent 2) and m∖r2 (opponent 3) fit their answers; and for
// each centre c, opponent 1's racks r1 outside c that fit and leave at least one such split of the
// rest. When the opponents are alike (same candidates) each unordered partition is listed once: r2
// holds m's lowest slot and r1 the lowest slot outside c. Each question then only looks up classes.
type splits struct {
	alike  bool
	span   []uint64 // span[m] = start<<32 | end into r2s
	r2s    []uint32
	r1span []uint64 // the same for r1s, by centre
	r1s    []uint32
}

func (e *engine) splits(alike bool) *splits {
	sp := &splits{alike: alike, span: make([]uint64, 1<<e.n), r1span: make([]uint64, 1<<e.n)}
	// Room for every split and every rack outside every centre, so appending never copies.
	most := binomial(e.n, 2*e.size) * binomial(2*e.size, e.size)
	mostR1 := binomial(e.n, e.size) * binomial(e.n-e.size, e.size)
	if alike {
		most /= 2
		mostR1 = binomial(e.n, e.size) * binomial(e.n-e.size-1, e.size-1)
	}
	sp.r2s, sp.r1s = make([]uint32, 0, most), make([]uint32, 0, mostR1)
	var buf [70]uint32 // C(8,4)
	for _, m := range subsets(e.full, 2*e.size, nil) {
		start := len(sp.r2s)
		fixed, k := uint32(0), e.size
		if alike {
			fixed, k = m&-m, k-1
		}
		for _, r2 := range subsets(m&^fixed, k, buf[:0]) {
			r2 |= fixed
			if e.in[1][r2] && e.in[2][m&^r2] {
				sp.r2s = append(sp.r2s, r2)
			}
		}
		sp.span[m] = uint64(start)<<32 | uint64(len(sp.r2s))
	}
	// Listing the racks of the rest beats scanning opponent 1's candidates unless those are few.
	scan := !alike && len(e.cand[0]) < binomial(e.n-e.size, e.size)
	var rbuf []uint32
	for _, c := range e.racks {
		if e.weight[c] == 0 {
			continue
		}
		rest := e.full &^ c
		fixed := uint32(0)
		r1s := e.cand[0]
		switch {
		case alike:
			fixed = rest & -rest
			rbuf = subsets(rest&^fixed, e.size-1, rbuf)
			r1s = rbuf
		case !scan:
			rbuf = subsets(rest, e.size, rbuf)
			r1s = rbuf
		}
		start := len(sp.r1s)
		for _, r1 := range r1s {
			r1 |= fixed
			if r1&c == 0 && e.in[0][r1] && len(sp.of(rest&^r1)) > 0 {
				sp.r1s = append(sp.r1s, r1)
			}
		}
		sp.r1span[c] = uint64(start)<<32 | uint64(len(sp.r1s))
	}
	return sp
}

// of returns the racks r2 that split m into two fitting racks.
func (sp *splits) of(m uint32) []uint32 {
	s := sp.span[m]
	return sp.r2s[s>>32 : uint32(s)]
}

// r1sOf returns opponent 1's racks that fit with centre c.
func (sp *splits) r1sOf(c uint32) []uint32 {
	s := sp.r1span[c]
	return sp.r1s[s>>32 : uint32(s)]
}

// jointCounts4 returns (4 players), for one question, Σ_a N_a log N_a and Σ_{c,a} n_{c,a} log n_{c,a},
// where a = (a1, a2, a3) is the joint answer, keyed (a1·k + a2)·k + a3 over answer classes (when the
// opponents are alike, by the index of the sorted triple).
//
// Four savings keep it exact and fast at the start of a game, when nearly every deal is possible:
//
//   - Symmetry of slots: slots that can be swapped without changing any candidate set or any answer to
//     q (the two green 5s always; tiles of one number for number-only cards such as sums; all reds
//     for count-red) give centres with identical answer distributions, so n_{c,·} is computed once per
//     orbit and weighted by the orbit's size.
//   - Stabiliser: the swaps that also fix the centre c map opponent 1's racks onto racks with the same
//     answer and the same histogram of the rest, so each class of racks is visited once with its size
//     as weight (when that is fewer visits than the plain list).
//   - Symmetry of opponents (alike): when all opponents have the same candidates, n_{c,a} is the same
//     for every permutation of a, so each unordered partition of the rest into three racks is counted
//     once, under the sorted answer triple s; every ordering of s then has 6/perm(s) times that count.
//   - Factorisation: a deal with centre c is (r1, m) with m the other two opponents' racks together;
//     the histogram of (answer 2, answer 3) over the splits of m is computed once per m and question
//     and reused by every centre.
func (e *engine) jointCounts4(q question, sc *scratch) (sumGlobal, sumLocal float64) {
	cl := e.classesFor(q)
	k := cl.k
	size := k * k * k
	alike := sc.sp.alike
	var tet, tri []uint32 // alike: sorted triple lo ≤ mid ≤ hi has key tet[hi] + tri[mid] + lo
	var perms []float64   // alike: distinct orderings of each key's triple
	if alike {
		tet, tri = make([]uint32, k), make([]uint32, k)
		for i := range uint32(k) {
			tet[i], tri[i] = i*(i+1)*(i+2)/6, i*(i+1)/2
		}
		size = k * (k + 1) * (k + 2) / 6
		perms = make([]float64, size)
		for hi := range k {
			for mid := range hi + 1 {
				for lo := range mid + 1 {
					p := 6.0
					switch {
					case lo == hi:
						p = 1
					case lo == mid || mid == hi:
						p = 3
					}
					perms[tet[hi]+tri[mid]+uint32(lo)] = p
				}
			}
		}
	}
	if cap(sc.local4) < size {
		sc.local4, sc.global = make([]uint32, size), make([]uint64, size)
	}
	local, global := sc.local4[:size], sc.global[:size]
	clear(sc.span)
	sc.spans, sc.hist = sc.spans[:0], sc.hist[:0]
	if cap(sc.dense) < k*k {
		sc.dense = make([]uint8, k*k)
	}
	sc.dense = sc.dense[:k*k]
	tab := nlognTable()
	of0 := cl.of[0]
	groups := e.symmetryClasses(cl)
	var touchedGlobal []int
	for _, o := range e.orbits(groups) {
		c := o.rep
		rest := e.full &^ c
		r1s, ws := sc.sp.r1sOf(c), []uint32(nil)
		// Counted per unordered partition (alike, plain list): div 1; over every rack of the rest
		// (alike, by stabiliser classes), each partition is met three times: div 3.
		div := uint32(1)
		if e.stabiliserClasses(groups, rest) < len(r1s) {
			r1s, ws = e.stabilised(groups, rest, sc)
			if alike {
				div = 3
			}
		}
		touched := sc.touched[:0]
		for i, r1 := range r1s {
			w := uint32(1)
			if ws != nil {
				w = ws[i]
			}
			a1 := uint32(of0[r1])
			cells := e.pairHist(cl, rest&^r1, sc)
			if alike {
				// Cells hold p ≤ q; the sorted triple of (a1, p, q) is the key.
				for _, h := range cells {
					p, q := h>>16, h>>8&0xff
					lo, hi := min(a1, p), max(a1, q)
					mid := a1 + p + q - lo - hi
					key := int(tet[hi] + tri[mid] + lo)
					if local[key] == 0 {
						touched = append(touched, key)
					}
					local[key] += w * (h & 0xff)
				}
				continue
			}
			base := int(a1) * k * k
			for _, h := range cells {
				key := base + int(h>>8)
				if local[key] == 0 {
					touched = append(touched, key)
				}
				local[key] += w * (h & 0xff)
			}
		}
		for _, key := range touched {
			n := uint64(local[key])
			local[key] = 0
			mult := 1.0
			if alike {
				// n/div unordered partitions; each of the perm orderings of the sorted answers has
				// 6/perm ordered deals per partition.
				perm := perms[key]
				n = n / uint64(div) * 6 / uint64(perm)
				mult = perm
			}
			if n < uint64(len(tab)) {
				sumLocal += float64(o.size) * mult * tab[n]
			} else {
				sumLocal += float64(o.size) * mult * nlognCalc(n)
			}
			if global[key] == 0 {
				touchedGlobal = append(touchedGlobal, key)
			}
			global[key] += o.size * n
		}
		sc.touched = touched
	}
	slices.Sort(touchedGlobal) // a fixed summation order
	for _, key := range touchedGlobal {
		w := 1.0
		if alike {
			w = perms[key]
		}
		sumGlobal += w * nlogn(global[key])
		global[key] = 0
	}
	return sumGlobal, sumLocal
}

// pairHist returns the histogram of the answers of opponents 2 and 3 over the splits of the mask m of
// 2·size slots into their two racks, as packed cells: a2·k + a3 in bits 8 and up, the count in the low
// byte; when the opponents are alike, one cell per unordered pair p ≤ q of answers, p in bits 16 and
// up, q in bits 8–15 (each unordered split counted once). Memoised in sc per question.
func (e *engine) pairHist(cl classes, m uint32, sc *scratch) []uint32 {
	if s := sc.span[m]; s != 0 {
		sp := sc.spans[s-1]
		return sc.hist[sp[0]:sp[1]]
	}
	k := uint32(cl.k)
	lo := len(sc.hist)
	of1, of2 := cl.of[1], cl.of[2]
	alike := sc.sp.alike
	for _, r2 := range sc.sp.of(m) {
		a2, a3 := uint32(of1[r2]), uint32(of2[m&^r2])
		if alike {
			a2, a3 = min(a2, a3), max(a2, a3)
		}
		key := a2*k + a3
		if sc.dense[key] == 0 {
			sc.hist = append(sc.hist, key)
		}
		sc.dense[key]++
	}
	cells := sc.hist[lo:]
	for i, key := range cells {
		n := uint32(sc.dense[key])
		sc.dense[key] = 0
		if alike {
			cells[i] = (key/k)<<16 | (key%k)<<8 | n
		} else {
			cells[i] = key<<8 | n
		}
	}
	sc.spans = append(sc.spans, [2]int32{int32(lo), int32(len(sc.hist))})
	sc.span[m] = int32(len(sc.spans))
	return cells
}

// stabiliserClasses returns how many classes of size-racks of rest the symmetry classes of slots give:
// a class is a choice of how many slots to take from each symmetry class.
func (e *engine) stabiliserClasses(groups []uint32, rest uint32) int {
	var ways [6]int // ways[t]: choices of t slots so far (size ≤ 5)
	ways[0] = 1
	for _, g := range groups {
		avail := bits.OnesCount32(g & rest)
		if avail == 0 {
			continue
		}
		for t := e.size; t > 0; t-- {
			for j := 1; j <= min(avail, t); j++ {
				ways[t] += ways[t-j]
			}
		}
	}
	return ways[e.size]
}

// stabilised lists one rack of opponent 1 per stabiliser class of the rest (the lowest slots of each
// symmetry class), with the class's size, keeping only racks that fit and leave a fitting split.
func (e *engine) stabilised(groups []uint32, rest uint32, sc *scratch) ([]uint32, []uint32) {
	reps, ws := sc.reps[:0], sc.weights[:0]
	var parts []uint32
	for _, g := range groups {
		if g&rest != 0 {
			parts = append(parts, g&rest)
		}
	}
	var rec func(i, left int, rep, w uint32)
	rec = func(i, left int, rep, w uint32) {
		if left == 0 {
			if e.in[0][rep] && len(sc.sp.of(rest&^rep)) > 0 {
				reps, ws = append(reps, rep), append(ws, w)
			}
			return
		}
		if i == len(parts) {
			return
		}
		rec(i+1, left, rep, w)
		g := parts[i]
		avail := bits.OnesCount32(g)
		for j := 1; j <= min(avail, left); j++ {
			rep |= g & -g
			g &= g - 1
			rec(i+1, left-j, rep, w*uint32(binomial(avail, j)))
		}
	}
	rec(0, e.size, 0, 1)
	sc.reps, sc.weights = reps, ws
	return reps, ws
}
