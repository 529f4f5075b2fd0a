package tagiron

// splits holds, for 4 players whose opponents' candidates differ, what every question of one ranking
// shares: for each mask m of 2·size slots, the racks r2 of opponent 2 with r2 ⊂ m such that both r2
// and m∖r2 (opponent 3's rack) fit their answers; and for each centre c, the racks r1 of opponent 1
// outside c whose rest leaves at least one such split. Before, every question walked all 70 splits of
// every m and all racks of every centre again.
type splits struct {
	e      *engine
	span   []uint64 // span[m] = start<<32 | end into r2s
	r2s    []uint32
	r1span []uint64 // the same for r1s, by centre
	r1s    []uint32
}

func (e *engine) splits() *splits {
	sp := &splits{e: e, span: make([]uint64, 1<<e.n), r1span: make([]uint64, 1<<e.n)}
	var buf [70]uint32 // C(8,4)
	for _, m := range subsets(e.full, 2*e.size, nil) {
		start := len(sp.r2s)
		for _, r2 := range subsets(m, e.size, buf[:0]) {
			if e.in[1][r2] && e.in[2][m&^r2] {
				sp.r2s = append(sp.r2s, r2)
			}
		}
		sp.span[m] = uint64(start)<<32 | uint64(len(sp.r2s))
	}
	for _, c := range e.racks {
		if e.weight[c] == 0 {
			continue
		}
		start := len(sp.r1s)
		for _, r1 := range e.cand[0] {
			if r1&c == 0 && sp.of(e.full&^c&^r1) != nil {
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

// pairHistSplits is pairHist for opponents that are not alike, from the precomputed splits: the
// cells come in the order their keys first appear (no order is needed without opponent symmetry).
func (e *engine) pairHistSplits(cl classes, m uint32, sc *scratch) []uint32 {
	k := uint32(cl.k)
	lo := len(sc.hist)
	of1, of2 := cl.of[1], cl.of[2]
	for _, r2 := range sc.sp.of(m) {
		key := uint32(of1[r2])*k + uint32(of2[m&^r2])
		if sc.dense[key] == 0 {
			sc.hist = append(sc.hist, key<<8)
		}
		sc.dense[key]++
	}
	cells := sc.hist[lo:]
	for i, h := range cells {
		cells[i] = h | uint32(sc.dense[h>>8])
		sc.dense[h>>8] = 0
	}
	sc.spans = append(sc.spans, [2]int32{int32(lo), int32(len(sc.hist))})
	sc.span[m] = int32(len(sc.spans))
	return cells
}
