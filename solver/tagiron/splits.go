package tagiron

import (
	"math"
	"math/bits"
	"slices"
	"sort"
)

// splits holds what every question of one 4-player ranking shares, found while counting the deals
// (countFour): for each mask m of 2·size slots, the splits (r2, m∖r2) into racks of opponents 2 and 3
// that both fit their answers; and for each centre c, opponent 1's racks r1 outside c that fit and
// leave at least one such split. When the opponents are alike (same candidates) each unordered
// partition is listed once: r2 holds m's lowest slot and r1 the lowest slot outside c. Racks and masks
// are kept as indices so each question looks up answer classes in small arrays.
type splits struct {
	alike     bool     // all three opponents have the same candidates
	pairAlike bool     // opponents 2 and 3 have the same candidates: each unordered split listed once
	idx       []uint16 // idx[mask]: index of mask in e.racks (size slots) or in eights (2·size slots)
	eights    []uint32 // every mask of 2·size slots
	pairStart []uint32 // per eight index: its range in pairs
	pairs     []uint32 // r2 index<<16 | r3 index
	r1Start   []uint32 // per rack index of the centre: its range in r1s
	r1s       []uint32 // r1 index<<16 | eight index of the rest
}

// countFour is count for 4 players: opponents 2 and 3 split each mask m of 2·size slots, opponent 1
// and the centre split the rest. It fills e.weight and keeps the splits for ranking in e.sp.
func (e *engine) countFour() (total, together uint64) {
	w := e.weight
	alike := e.opponentsAlike()
	pairAlike := slices.Equal(e.cand[1], e.cand[2])
	b := e.bufs
	b.idx = zeroed(b.idx, 1<<e.n)
	sp := &splits{alike: alike, pairAlike: pairAlike, idx: b.idx}
	e.sp = sp
	for i, r := range e.racks {
		sp.idx[r] = uint16(i)
	}
	b.eights = subsets(e.full, 2*e.size, b.eights)
	sp.eights = b.eights
	for i, m := range sp.eights {
		sp.idx[m] = uint16(i)
	}
	// The lists grow as they are found (a request's earlier lists are reused): only as much room as
	// the candidates need, not room for every split of every rack.
	b.pairStart, b.r1Start = zeroed(b.pairStart, len(sp.eights)+1), zeroed(b.r1Start, len(e.racks)+1)
	// First room: every split and every rack outside every centre, scaled by the share of racks the
	// candidates keep (an estimate; appending grows it when it is short).
	most := len(sp.eights) * binomial(2*e.size, e.size)
	mostR1 := len(e.racks) * binomial(e.n-e.size, e.size)
	if pairAlike {
		most /= 2
	}
	if alike {
		mostR1 = len(e.racks) * binomial(e.n-e.size-1, e.size-1)
	}
	share := func(o int) float64 { return float64(len(e.cand[o])) / float64(len(e.racks)) }
	if est := int(float64(most)*share(1)*share(2)*1.125) + 64; cap(b.pairs) < est {
		b.pairs = make([]uint32, 0, est)
	}
	if est := int(float64(mostR1)*share(0)*1.125) + 64; cap(b.r1s) < est {
		b.r1s = make([]uint32, 0, est)
	}
	sp.pairStart, sp.pairs = b.pairStart, b.pairs[:0]
	sp.r1Start, sp.r1s = b.r1Start, b.r1s[:0]
	defer func() { b.pairs, b.r1s = sp.pairs, sp.r1s }()
	g5 := e.g5b >= 0
	var g5s uint32 // both unseen green 5s
	if g5 {
		g5s = 1<<e.g5a | 1<<e.g5b
	}
	ok := func(m uint32) bool { g := m & g5s; return g == 0 || g == g5s } // not splitting the green 5s
	// pairs[i], pairsTogether[i]: ordered splits of eight i, and those keeping the green 5s together.
	b.pairCount = zeroed(b.pairCount, len(sp.eights))
	pairs := b.pairCount
	pairsTogether := pairs // without two unseen green 5s every deal keeps them together
	if g5 {
		b.pairTogether = zeroed(b.pairTogether, len(sp.eights))
		pairsTogether = b.pairTogether
	}
	if !pairAlike && len(e.cand[1])*len(e.cand[2]) < len(sp.eights)*binomial(2*e.size, e.size) {
		// Few candidates: pair them up directly and sort the pairs by their union (counting sort).
		for _, r2 := range e.cand[1] {
			for _, r3 := range e.cand[2] {
				if r2&r3 == 0 {
					sp.pairStart[sp.idx[r2|r3]+1]++
				}
			}
		}
		for i := range sp.eights {
			sp.pairStart[i+1] += sp.pairStart[i]
		}
		sp.pairs = zeroed(sp.pairs, int(sp.pairStart[len(sp.eights)]))
		b.next = append(b.next[:0], sp.pairStart[:len(sp.eights)]...)
		next := b.next
		for _, r2 := range e.cand[1] {
			for _, r3 := range e.cand[2] {
				if r2&r3 != 0 {
					continue
				}
				i := sp.idx[r2|r3]
				sp.pairs[next[i]] = uint32(sp.idx[r2])<<16 | uint32(sp.idx[r3])
				next[i]++
				pairs[i]++
				if g5 && ok(r2) && ok(r3) {
					pairsTogether[i]++
				}
			}
		}
	} else {
		var buf [70]uint32 // C(8,4)
		for i, m := range sp.eights {
			sp.pairStart[i] = uint32(len(sp.pairs))
			fixed, k, n := uint32(0), e.size, uint32(1)
			if pairAlike {
				fixed, k, n = m&-m, k-1, 2 // each unordered split stands for both orders
			}
			for _, r2 := range subsets(m&^fixed, k, buf[:0]) {
				r2 |= fixed
				r3 := m &^ r2
				if e.in[1][r2] && e.in[2][r3] {
					sp.pairs = append(sp.pairs, uint32(sp.idx[r2])<<16|uint32(sp.idx[r3]))
					pairs[i] += n
					if g5 && ok(r2) && ok(r3) {
						pairsTogether[i] += n
					}
				}
			}
		}
		sp.pairStart[len(sp.eights)] = uint32(len(sp.pairs))
	}
	// Opponent 1 and the centre: per centre, the racks of the rest (below), unless opponent 1 has few
	// candidates (countFourByRack). When the opponents are alike, each unordered partition {r1, r2, r3} of the rest is met once, through
	// the part r1 holding the rest's lowest slot, and stands for its 3! ordered deals: 3 per ordered
	// split of the other two.
	per := uint64(1)
	if alike {
		per = 3
	}
	if !alike && 2*len(e.cand[0]) < len(e.racks) {
		// Few racks for opponent 1: walk (r1, centre) from r1's side and sort the entries by centre
		// (counting sort; within a centre they stay in increasing r1, as below).
		total, together = e.countFourByRack(pairs, pairsTogether, ok)
	} else {
		var rbuf []uint32
		for ci, c := range e.racks {
			sp.r1Start[ci] = uint32(len(sp.r1s))
			rest := e.full &^ c
			low := uint32(0)
			if alike {
				low = rest & -rest
				rbuf = subsets(rest&^low, e.size-1, rbuf)
			} else {
				rbuf = subsets(rest, e.size, rbuf)
			}
			okC := g5 && ok(c)
			var wc, tc uint64
			for _, r1 := range rbuf {
				r1 |= low
				if r1&c != 0 || !e.in[0][r1] {
					continue
				}
				mi := sp.idx[rest&^r1]
				n := uint64(pairs[mi])
				if n == 0 {
					continue
				}
				wc += n
				if okC && ok(r1) {
					tc += uint64(pairsTogether[mi])
				}
				sp.r1s = append(sp.r1s, uint32(sp.idx[r1])<<16|uint32(mi))
			}
			w[c] = per * wc
			total += per * wc
			together += per * tc
		}
		sp.r1Start[len(e.racks)] = uint32(len(sp.r1s))
	}
	if !g5 {
		together = total
	}
	return total, together
}

// countFourByRack is countFour's walk over opponent 1's racks and centres when opponent 1 has few
// candidates (not alike): each (r1, c) is met from r1, then the entries are sorted by centre.
func (e *engine) countFourByRack(pairs, pairsTogether []uint32, ok func(uint32) bool) (total, together uint64) {
	sp, w := e.sp, e.weight
	g5 := e.g5b >= 0
	var buf []uint32
	for pass := range 2 {
		if pass == 1 {
			for i := range e.racks {
				sp.r1Start[i+1] += sp.r1Start[i]
			}
			sp.r1s = zeroed(sp.r1s, int(sp.r1Start[len(e.racks)]))
		}
		next := sp.r1Start // pass 1 fills from each centre's start, moving it to the next centre's
		for _, r1 := range e.cand[0] {
			okR := g5 && ok(r1)
			i1 := uint32(sp.idx[r1]) << 16
			buf = subsets(e.full&^r1, e.size, buf)
			for _, c := range buf {
				mi := sp.idx[e.full&^r1&^c]
				n := pairs[mi]
				if n == 0 {
					continue
				}
				ci := sp.idx[c]
				if pass == 0 {
					sp.r1Start[ci+1]++
					w[c] += uint64(n)
					total += uint64(n)
					if okR && ok(c) {
						together += uint64(pairsTogether[mi])
					}
					continue
				}
				sp.r1s[next[ci]] = i1 | uint32(mi)
				next[ci]++
			}
		}
	}
	// Pass 1 moved every start onto the next centre's: shift them back.
	copy(sp.r1Start[1:], sp.r1Start[:len(e.racks)])
	sp.r1Start[0] = 0
	return total, together
}

// orderOpponents reorders e.cand and e.in (4 players) to choose which opponent plays opponent 1 in
// countFour and jointCounts4; the counts and the ranking are symmetric in the opponents, so only the
// work changes. The work is about (opponent 1's share of racks) × (cells of a pair histogram), and a
// pair histogram has about as many cells as splits (70·f2·f3, half when the two are alike) up to the
// number of answer pairs a question has (about 25): the choice with clearly the least of that
// product wins, else the opponent with the fewest candidates (below the cap all choices cost alike).
func (e *engine) orderOpponents() {
	order := []int{0, 1, 2}
	sort.SliceStable(order, func(i, j int) bool { return len(e.cand[order[i]]) < len(e.cand[order[j]]) })
	share := func(o int) float64 { return float64(len(e.cand[o])) / float64(len(e.racks)) }
	best, bestCost := 0, math.Inf(1)
	for i, o := range order {
		var pair []int
		for _, p := range order {
			if p != o {
				pair = append(pair, p)
			}
		}
		splits := float64(binomial(2*e.size, e.size)) * share(pair[0]) * share(pair[1])
		if slices.Equal(e.cand[pair[0]], e.cand[pair[1]]) {
			splits /= 2
		}
		if cost := share(o) * math.Min(splits, 25); cost < 0.9*bestCost { // clearly less, or keep the smaller
			best, bestCost = i, cost
		}
	}
	first := order[best]
	order = slices.Delete(order, best, best+1)
	order = append([]int{first}, order...)
	cand, in := make([][]uint32, 3), make([][]bool, 3)
	for i, o := range order {
		cand[i], in[i] = e.cand[o], e.in[o]
	}
	e.cand, e.in = cand, in
}

// r1sOf returns opponent 1's racks that fit with the centre of rack index ci.
func (sp *splits) r1sOf(ci uint16) []uint32 {
	return sp.r1s[sp.r1Start[ci]:sp.r1Start[ci+1]]
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
	sp := e.sp
	cl := e.classesFor(q, sc)
	e.fillClasses(&cl, sc)
	l := newJointLayout(cl.k, sp.alike, sp.pairAlike)
	sc.tri = l.tri
	acc := newJointAcc(l, sc)
	groups := e.symmetryClasses(cl)
	sc.setCanon(groups)
	cellsPerEight := e.buildPairHists(l.k, sc)
	// Up to 144 answer pairs (k ≤ 12) the histograms are added densely (see addDense), unless they
	// have clearly more words than cells (a dense word costs about two thirds of a sparse cell with
	// its flush; max−min after an answer has 21 words to 13.6 cells, and is a tenth faster sparse).
	// Histograms of a few words (the counts) stay dense.
	words := (l.npq + 3) / 4
	dense := l.npq <= 144 && (words <= 8 || float64(words) <= 1.5*cellsPerEight)
	if dense {
		e.buildDenseHists(words, sc)
		if len(sc.acc) < l.k*words {
			sc.acc = make([]uint64, l.k*words)
		}
	}
	if len(sc.acc) < l.k*((l.k+3)/4) {
		sc.acc = make([]uint64, l.k*((l.k+3)/4))
	}
	if len(sc.rowsUsed) < l.k {
		sc.rowsUsed = make([]bool, l.k)
	}
	var sums *sumLayout
	if !l.alike && !l.pairAlike {
		sums = e.buildSumHists(q, cl, sc)
	}
	for _, o := range e.orbits(groups, sc) {
		c := o.rep
		rest := e.full &^ c
		r1s, ws := sp.r1sOf(sp.idx[c]), []uint32(nil)
		// Counted per unordered partition (alike, plain list): div 1; over every rack of the rest
		// (alike, by stabiliser classes), each partition is met three times: div 3.
		div := uint32(1)
		if e.stabiliserClasses(groups, rest) < len(r1s) {
			r1s, ws = e.stabilised(groups, rest, sc)
			if l.alike {
				div = 3
			}
		} else if sums != nil {
			acc.addSums(l, sc, sums, sums.total-sums.of(c), r1s, o.size)
			continue
		}
		var touched []int
		if dense {
			touched = acc.addDense(l, sc, r1s, ws, words)
		} else {
			touched = acc.addSparse(l, sc, r1s, ws)
		}
		acc.flush(l, touched, o.size, div)
	}
	return acc.sums(l)
}

// sumLayout describes an additive question (sum-all, sum-red, sum-blue and the colour and parity
// counts): a rack's answer is the sum of its tiles' shares, so in a deal with centre c the third
// opponent's answer is the rest's total less the other two answers. A centre's cells are then keyed
// by (answer 1, answer 2) alone, and each eight's histogram of opponent 2's answers fits in a few
// words of 16-bit counts (at most 70 splits an eight), added densely as in addDense.
type sumLayout struct {
	words int   // 64-bit words of one histogram: k counts, four a word
	share []int // share[slot]: the slot's tile's share of an answer
	total int   // the shares of every unseen slot
	value []int // value[class]
	// classOf[v+off] is the class of answer value v (0 where no rack answers v: such cells hold no
	// deals, and the readout adds their zero counts anywhere)
	classOf []uint8
	off     int
}

// of returns the answer a rack of slot mask m gives: the sum of its slots' shares.
func (s *sumLayout) of(m uint32) int {
	v := 0
	for ; m != 0; m &= m - 1 {
		v += s.share[bits.TrailingZeros32(m)]
	}
	return v
}

// buildSumHists returns the layout of an additive question and lays out each canonical eight's
// histogram of opponent 2's answers in sc.sumHist (read from its pair histogram: for an eight and an
// answer of opponent 2, opponent 3's answer is fixed, so there is one cell per answer 2); nil for
// any other question.
func (e *engine) buildSumHists(q question, cl classes, sc *scratch) *sumLayout {
	if !additive(q.card) {
		return nil
	}
	s := &sumLayout{words: (cl.k + 3) / 4, share: make([]int, e.n), value: make([]int, cl.k)}
	for i, t := range e.slots {
		s.share[i] = answer([]Tile{t}, q.card, q.pick).v
		s.total += s.share[i]
	}
	maxV := 0
	for i, a := range cl.val {
		s.value[i] = a.v
		maxV = max(maxV, a.v)
	}
	// Looked-up values: rest − value[a1] − value[a2], from −2·maxV to the total.
	s.off = 2 * maxV
	sc.classOf = zeroed(sc.classOf, s.total+s.off+1)
	s.classOf = sc.classOf
	for i, v := range s.value {
		s.classOf[v+s.off] = uint8(i)
	}
	n := len(e.sp.eights) * s.words
	if cap(sc.sumHist) < n {
		sc.sumHist = make([]uint64, n)
	}
	d := sc.sumHist[:n]
	k := uint32(cl.k)
	for mi := range e.sp.eights {
		if int(sc.canon[mi]) != mi {
			continue // read through its canonical eight
		}
		row := d[mi*s.words:][:s.words]
		clear(row)
		for _, h := range sc.pairHist(uint16(mi)) {
			a2 := (h >> 8) / k
			row[a2/4] += uint64(h&0xff) << (16 * (a2 % 4))
		}
	}
	return s
}

// addSums counts one orbit's centre for an additive question: the histograms of opponent 2's answers
// are added densely by opponent 1's answer, then each cell (a1, a2) is given its a3 (rest less
// both) and added to the sums and to global under the key flush would use. Cells without deals add
// zero counts (n·log n of 0 is 0), which costs less than telling them apart.
func (ja *jointAcc) addSums(l *jointLayout, sc *scratch, s *sumLayout, rest int, r1s []uint32, size uint64) {
	k, words, npq := l.k, s.words, l.npq
	acc := sc.acc[:k*words]
	used := sc.rowsUsed[:k]
	cls0, canon, hists := sc.cls[0], sc.canon, sc.sumHist
	for _, ent := range r1s {
		a1 := int(cls0[ent>>16])
		used[a1] = true
		row := acc[a1*words:][:words]
		h := hists[int(canon[uint16(ent)])*words:][:words]
		for j := range row {
			row[j] += h[j]
		}
	}
	ofN, global, classOf, value := ja.ofN, ja.global, s.classOf, s.value
	for a1, u := range used {
		if !u {
			continue
		}
		used[a1] = false
		row := acc[a1*words:][:words]
		base, keys := rest-value[a1]+s.off, a1*npq
		for a2, v2 := range value {
			n := uint64(uint16(row[a2/4] >> (16 * (a2 % 4))))
			key := keys + a2*k + int(classOf[base-v2])
			ofN[n] += size
			global[key] += size * n
		}
		clear(row)
	}
}

// fillClasses writes each opponent's answer class by rack index into sc.cls: small arrays that stay
// in the cache.
func (e *engine) fillClasses(cl *classes, sc *scratch) {
	for o := range sc.cls {
		if cap(sc.cls[o]) < len(e.racks) {
			sc.cls[o] = make([]uint8, len(e.racks))
		}
		sc.cls[o] = sc.cls[o][:len(e.racks)]
		for i, r := range e.racks {
			sc.cls[o][i] = cl.of[o][r]
		}
	}
}

// jointLayout is how jointCounts4 keys the cells of joint answers for one question with k answer
// classes.
type jointLayout struct {
	k, npq, size     int
	alike, pairAlike bool
	// Cells of the pair histograms: a2·k + a3, or with opponents 2 and 3 alike the unordered pair
	// p ≤ q as tri[q] + p; diag marks the pairs p = q (by key a1·npq + pair).
	tri  []int
	diag []bool
	// alike: key3[a1·npq + pair] is the index of the sorted triple, perms the distinct orderings of
	// each index's triple.
	key3  []uint16
	perms []float64
}

func newJointLayout(k int, alike, pairAlike bool) *jointLayout {
	l := &jointLayout{k: k, npq: k * k, alike: alike, pairAlike: pairAlike, tri: make([]int, k)}
	for i := range k {
		l.tri[i] = i * (i + 1) / 2
	}
	if pairAlike && !alike {
		l.npq = k * (k + 1) / 2
		l.diag = make([]bool, k*l.npq)
		for a1 := range k {
			for p := range k {
				l.diag[a1*l.npq+l.tri[p]+p] = true
			}
		}
	} else if alike {
		l.npq = k * (k + 1) / 2
	}
	l.size = k * l.npq
	if alike {
		l.sortedTriples()
	}
	return l
}

// sortedTriples fills key3 and perms (opponents alike), and sizes the cells by sorted triple.
func (l *jointLayout) sortedTriples() {
	k, npq, tri := l.k, l.npq, l.tri
	tet := make([]int, k)
	for i := range k {
		tet[i] = i * (i + 1) * (i + 2) / 6
	}
	l.size = k * (k + 1) * (k + 2) / 6
	l.key3, l.perms = make([]uint16, k*npq), make([]float64, l.size)
	for a := range k {
		for q := range k {
			for p := range q + 1 {
				lo, hi := min(a, p), max(a, q)
				mid := a + p + q - lo - hi
				l.key3[a*npq+tri[q]+p] = uint16(tet[hi] + tri[mid] + lo)
			}
		}
	}
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
				l.perms[tet[hi]+tri[mid]+lo] = p
			}
		}
	}
}

// jointAcc holds jointCounts4's counts: per centre (local), over all centres (global), and the cells
// by count (ofN) with the part of Σ n log n beyond the table.
type jointAcc struct {
	local    []uint16
	global   []uint64
	ofN      []uint64
	tab      []float64
	sumLocal float64
}

func newJointAcc(l *jointLayout, sc *scratch) *jointAcc {
	size, k := l.size, l.k
	if cap(sc.local4) < size {
		sc.local4, sc.global = make([]uint16, size), make([]uint64, size)
	}
	if len(sc.touched) < size+1 {
		sc.touched = make([]int, size+1)
	}
	if cap(sc.dense) < k*k {
		sc.dense = make([]uint8, k*k)
	}
	sc.dense = sc.dense[:k*k]
	// ofN[n] counts the cells (c, a) with n_{c,a} = n: Σ n log n is then one product per value, and
	// integer counting keeps the long sum out of floating point.
	tab := nlognTable()
	if len(sc.ofN) < len(tab) {
		sc.ofN = make([]uint64, len(tab))
	}
	return &jointAcc{local: sc.local4[:size], global: sc.global[:size], ofN: sc.ofN[:len(tab)], tab: tab}
}

// addDense counts one centre's deals with few answer pairs: it adds whole histograms, four 16-bit
// counts to a word (no count of one centre exceeds 34,650, so no lane carries into the next), then
// reads the cells out into local and returns the keys it touched.
func (ja *jointAcc) addDense(l *jointLayout, sc *scratch, r1s, ws []uint32, words int) []int {
	local, cls0, npq, alike, key3 := ja.local, sc.cls[0], l.npq, l.alike, l.key3
	acc := sc.acc[:l.k*words]
	for i, ent := range r1s {
		row := acc[int(cls0[ent>>16])*words:][:words]
		h := sc.denseHist[int(sc.canon[uint16(ent)])*words:][:words]
		if ws == nil {
			for j := range row {
				row[j] += h[j]
			}
			continue
		}
		w := uint64(ws[i])
		for j := range row {
			row[j] += w * h[j]
		}
	}
	touched, t := sc.touched, 0
	for i, word := range acc {
		if word == 0 {
			continue
		}
		acc[i] = 0
		base := i/words*npq + i%words*4
		for lane := 0; word != 0; lane, word = lane+1, word>>16 {
			n := uint16(word)
			if n == 0 {
				continue
			}
			key := base + lane
			if alike {
				// (answer of the part holding the lowest slot, unordered pair of the
				// others): several such cells make one sorted triple.
				key = int(key3[key])
				touched[t] = key
				t += int((uint32(local[key]) - 1) >> 31)
				local[key] += n
				continue
			}
			local[key] = n
			touched[t] = key
			t++
		}
	}
	return touched[:t]
}

// addSparse counts one centre's deals rack by rack of opponent 1, through the pair histograms of the
// rest, and returns the keys it touched. Each key is written to touched and kept (t advances) only
// when its count was 0: no branch to mispredict when nearly every deal has its own joint answer.
func (ja *jointAcc) addSparse(l *jointLayout, sc *scratch, r1s, ws []uint32) []int {
	local, cls0, npq, alike, key3 := ja.local, sc.cls[0], l.npq, l.alike, l.key3
	touched, t := sc.touched, 0
	if ws == nil && !alike {
		// The common case after the first answer (no stabiliser weights, opponents differ): the
		// same loop without the weight and the sorted-triple lookup.
		for _, ent := range r1s {
			base := int(cls0[ent>>16]) * npq
			for _, h := range sc.pairHist(uint16(ent)) {
				key := base + int(h>>8)
				touched[t] = key
				t += int((uint32(local[key]) - 1) >> 31)
				local[key] += uint16(h & 0xff)
			}
		}
		return touched[:t]
	}
	for i, ent := range r1s {
		w := uint32(1)
		if ws != nil {
			w = ws[i]
		}
		a1 := int(cls0[ent>>16])
		if alike {
			row := key3[a1*npq : (a1+1)*npq]
			for _, h := range sc.pairHist(uint16(ent)) {
				key := int(row[h>>8])
				touched[t] = key
				t += int((uint32(local[key]) - 1) >> 31)
				local[key] += uint16(w * (h & 0xff))
			}
			continue
		}
		base := a1 * npq
		for _, h := range sc.pairHist(uint16(ent)) {
			key := base + int(h>>8)
			touched[t] = key
			t += int((uint32(local[key]) - 1) >> 31)
			local[key] += uint16(w * (h & 0xff))
		}
	}
	return touched[:t]
}

// flush adds the counts in local at the touched keys to the sums and to global, as n deals in each
// of mult cells of ordered answers, for the size centres of one orbit; div says how often each
// unordered partition was met (see jointCounts4).
func (ja *jointAcc) flush(l *jointLayout, touched []int, size uint64, div uint32) {
	local, global, ofN := ja.local, ja.global, ja.ofN
	alike, pairAlike, perms, diag := l.alike, l.pairAlike, l.perms, l.diag
	sumLocal := ja.sumLocal
	if !alike && !pairAlike {
		// Each cell one ordered answer: no multiplicity to work out (most states after the first
		// answer, and nearly one cell per deal there).
		for _, key := range touched {
			n := uint64(local[key])
			local[key] = 0
			if n < uint64(len(ofN)) {
				ofN[n] += size
			} else {
				sumLocal += float64(size) * nlognCalc(n)
			}
			global[key] += size * n
		}
		ja.sumLocal = sumLocal
		return
	}
	for _, key := range touched {
		n := uint64(local[key])
		local[key] = 0
		mult := uint64(1)
		switch {
		case alike:
			// n/div unordered partitions; each of the perm orderings of the sorted answers
			// has 6/perm ordered deals per partition.
			perm := perms[key]
			n = n / uint64(div) * 6 / uint64(perm)
			mult = uint64(perm)
		case pairAlike && diag[key]:
			n *= 2 // each unordered split is both orders of opponents 2 and 3
		case pairAlike:
			mult = 2 // (a1, p, q) and (a1, q, p), n deals each
		}
		if n < uint64(len(ofN)) {
			ofN[n] += size * mult
		} else {
			sumLocal += float64(size*mult) * nlognCalc(n)
		}
		global[key] += size * n
	}
	ja.sumLocal = sumLocal
}

// sums returns Σ_a N_a log N_a and Σ_{c,a} n_{c,a} log n_{c,a}, and clears the counts.
func (ja *jointAcc) sums(l *jointLayout) (sumGlobal, sumLocal float64) {
	sumLocal = ja.sumLocal
	for n, cells := range ja.ofN { // in order of n: a fixed summation order
		if cells != 0 {
			sumLocal += float64(cells) * ja.tab[n]
			ja.ofN[n] = 0
		}
	}
	for key, n := range ja.global { // in key order: a fixed summation order
		if n == 0 {
			continue
		}
		w := 1.0
		switch {
		case l.alike:
			w = l.perms[key]
		case l.pairAlike && !l.diag[key]:
			w = 2
		}
		sumGlobal += w * nlogn(n)
		ja.global[key] = 0
	}
	return sumGlobal, sumLocal
}

// buildPairHists computes, for one question, the histogram of the answers of opponents 2 and 3 over
// the splits of every eight into their two racks, in eight order (so the splits are read as one
// stream), as packed cells: the answer pair in bits 8 and up (a2·k + a3; when opponents 2 and 3 are
// alike the unordered pair p ≤ q as tri[q] + p, each unordered split counted once), the count in the
// low byte. An eight that a symmetry of the question maps onto its canonical mask shares that mask's
// histogram (the canonical mask is never larger, so it comes first). It returns the mean number of
// cells of the histograms that have any.
func (e *engine) buildPairHists(k int, sc *scratch) float64 {
	sp := e.sp
	if len(sc.span) < len(sp.eights) {
		sc.span = make([]uint64, len(sp.eights))
	}
	if cap(sc.hist) < len(sp.pairs) {
		sc.hist = make([]uint32, len(sp.pairs)) // at most one cell per split
	}
	hist, pos := sc.hist[:cap(sc.hist)], 0
	cls1, cls2 := sc.cls[1], sc.cls[2]
	alike := sp.pairAlike
	symmetric := len(sc.lows) > 0
	if len(sc.canon) < len(sp.eights) {
		sc.canon = make([]uint16, len(sp.eights))
	}
	nonEmpty := 0
	for mi, m := range sp.eights {
		sc.canon[mi] = uint16(mi)
		if symmetric {
			if cm := sp.idx[sc.canonical(m)]; int(cm) != mi {
				sc.span[mi] = sc.span[cm]
				sc.canon[mi] = cm
				continue
			}
		}
		lo := pos
		for _, pr := range sp.pairs[sp.pairStart[mi]:sp.pairStart[mi+1]] {
			a2, a3 := int(cls1[pr>>16]), int(cls2[pr&0xffff])
			var key int
			if alike {
				key = sc.tri[max(a2, a3)] + min(a2, a3)
			} else {
				key = a2*k + a3
			}
			hist[pos] = uint32(key)
			pos += int((uint32(sc.dense[key]) - 1) >> 31) // a new cell only for a new key
			sc.dense[key]++
		}
		cells := hist[lo:pos]
		for i, key := range cells {
			cells[i] = key<<8 | uint32(sc.dense[key])
			sc.dense[key] = 0
		}
		sc.span[mi] = uint64(lo)<<32 | uint64(pos)
		if pos > lo {
			nonEmpty++
		}
	}
	sc.hist = hist[:pos]
	return float64(pos) / float64(max(nonEmpty, 1))
}

// buildDenseHists lays each canonical eight's pair histogram out densely: words 64-bit words per
// eight, the count of answer pair i in bits 16·(i mod 4) of word i/4.
func (e *engine) buildDenseHists(words int, sc *scratch) {
	n := len(e.sp.eights) * words
	if cap(sc.denseHist) < n {
		sc.denseHist = make([]uint64, n)
	}
	d := sc.denseHist[:n]
	for mi := range e.sp.eights {
		if int(sc.canon[mi]) != mi {
			continue // read through its canonical eight
		}
		row := d[mi*words:][:words]
		clear(row)
		for _, h := range sc.pairHist(uint16(mi)) {
			key := h >> 8
			row[key/4] += uint64(h&0xff) << (16 * (key % 4))
		}
	}
}

// pairHist returns the cells of eight mi built by buildPairHists.
func (sc *scratch) pairHist(mi uint16) []uint32 {
	s := sc.span[mi]
	return sc.hist[s>>32 : uint32(s)]
}

// setCanon prepares canonical for the symmetry classes of one question.
func (sc *scratch) setCanon(groups []uint32) {
	sc.singles, sc.lows = 0, sc.lows[:0]
	for _, g := range groups {
		if g&(g-1) == 0 {
			sc.singles |= g
			continue
		}
		var low [17]uint32 // low[t]: the t lowest slots of g
		for t, h := 1, g; h != 0; t, h = t+1, h&(h-1) {
			low[t] = low[t-1] | h&-h
		}
		sc.lows = append(sc.lows, canonGroup{g, low})
	}
}

// canonical returns the representative of m's orbit under the question's slot symmetries: as many of
// each symmetry class's lowest slots as m holds of that class.
func (sc *scratch) canonical(m uint32) uint32 {
	c := m & sc.singles
	for i := range sc.lows {
		g := &sc.lows[i]
		c |= g.low[bits.OnesCount32(m&g.mask)]
	}
	return c
}

// canonGroup is a symmetry class of more than one slot with its lowest slots by count.
type canonGroup struct {
	mask uint32
	low  [17]uint32
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
// symmetry class), packed as in splits.r1s, with the class's size; only racks that fit and leave a
// fitting split are kept.
func (e *engine) stabilised(groups []uint32, rest uint32, sc *scratch) ([]uint32, []uint32) {
	sp := e.sp
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
			mi := sp.idx[rest&^rep]
			if e.in[0][rep] && sp.pairStart[mi+1] > sp.pairStart[mi] {
				reps, ws = append(reps, uint32(sp.idx[rep])<<16|uint32(mi)), append(ws, w)
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
