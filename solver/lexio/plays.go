package lexio

import "math/bits"

// Options select what Plays lists.
type Options struct {
	// Stage is the teaching stage (0 = full rules).
	Stage Stage
	// BombsOnly lists only the bombs that may be thrown in (out of turn);
	// with an empty table, every bomb in the hand.
	BombsOnly bool
}

// Counts is the number of legal plays per type.
type Counts struct {
	Total  int
	ByType [numTypes]int
}

// kSubsets[k][m] lists the k-tile subsets of the 4-bit suit mask m. It is
// filled once at start-up and only read afterwards.
var kSubsets = func() (t [5][16][]uint8) {
	for m := range 16 {
		for s := range 16 {
			if s&^m == 0 {
				k := bits.OnesCount8(uint8(s))
				t[k][m] = append(t[k][m], uint8(s))
			}
		}
	}
	return t
}()

// binom[n][k] = C(n, k) for n, k <= 4.
var binom = [5][5]int{{1}, {1, 1}, {1, 2, 1}, {1, 3, 3, 1}, {1, 4, 6, 4, 1}}

// Plays lists every legal play from hand on table (the zero Play: a free
// lead) as distinct tile sets, grouped by type. Shapes are built from the
// rank structure — a window of ranks times the suit choices at each rank —
// so the work is proportional to the answer, never to 2^len(hand).
func Plays(hand Hand, table Play, opt Options) []Play {
	g := newGen(hand, table, opt)
	if hand.Len() <= smallHand {
		// At most 2^6 − 1 plays: gathered on the stack and copied once, with no
		// counting pass (the fixed cost of a call is most of a small hand's).
		var small [1 << smallHand]Play
		g.out = small[:]
		g.run()
		return append(make([]Play, 0, g.n), small[:g.n]...)
	}
	g.run()
	out := make([]Play, g.counts.Total)
	g.out = out
	g.run()
	return out
}

// smallHand is the most tiles whose plays Plays gathers on the stack.
const smallHand = 6

// CountPlays counts what Plays would list without building the list, so it
// stays fast on hands whose list would be huge (e.g. 30 tiles bought together).
func CountPlays(hand Hand, table Play, opt Options) Counts {
	g := newGen(hand, table, opt)
	g.run()
	return g.counts
}

// gen walks the shapes once; with out == nil it only counts.
type gen struct {
	mask      [MaxRank + 2]uint8 // suit mask per rank 1..15; [16] stays 0 as a sentinel
	cnt       [MaxRank + 2]int
	atLeast   [NumSuits + 1]uint32 // atLeast[k]: bit r set when rank r holds at least k tiles
	table     Play
	tableLen  int
	stage     Stage
	bombsOnly bool
	counts    Counts
	out       []Play // room for every play, filled from the start
	n         int    // plays in out so far
}

func newGen(hand Hand, table Play, opt Options) gen {
	g := gen{table: table, tableLen: table.Len(), stage: opt.Stage.norm(), bombsOnly: opt.BombsOnly}
	for x := uint64(hand); x != 0; {
		r := bits.TrailingZeros64(x)/NumSuits + 1
		m := hand.suits(r)
		g.mask[r] = m
		n := bits.OnesCount8(m)
		g.cnt[r] = n
		for k := 1; k <= n; k++ {
			g.atLeast[k] |= 1 << r
		}
		x &^= uint64(rankBits(r, 0xF))
	}
	return g
}

func (g *gen) run() {
	g.sets(Single, 1)
	g.sets(Pair, 2)
	g.sets(Triple, 3)
	g.fullHouses()
	g.runs(Steps, 2, 2)
	g.runs(Straight, 1, 5)
	if g.stage.bombs() {
		g.fourOfAKinds()
		g.straightFlushes()
	}
}

// want reports whether plays of type t (not bombs) are listed, and the
// constraint they meet: a tile count (0 = any) and a key they must exceed.
func (g *gen) want(t Type) (ok bool, size, above int) {
	switch {
	case g.bombsOnly:
		return false, 0, 0
	case g.table.Type == None:
		return true, 0, 0
	case g.table.Type == t:
		return true, g.tableLen, g.table.Key
	}
	return false, 0, 0
}

// bombOK reports whether a bomb of size tiles and top rank key is listed.
func (g *gen) bombOK(size, key int) bool {
	if g.table.Type != Bomb {
		return true
	}
	return size > g.tableLen || size == g.tableLen && key > g.table.Key
}

func (g *gen) add(t Type, n int) {
	g.counts.ByType[t] += n
	g.counts.Total += n
}

func (g *gen) emit(t Type, key int, tiles Hand) {
	g.out[g.n] = Play{t, key, tiles}
	g.n++
}

// above returns the ranks higher than key, as a mask like atLeast's.
func above(key int) uint32 { return ^uint32(0) << (key + 1) }

// sets lists singles, pairs and triples: k tiles of one rank.
func (g *gen) sets(t Type, k int) {
	ok, _, key := g.want(t)
	if !ok {
		return
	}
	for rs := g.atLeast[k] & above(key); rs != 0; rs &= rs - 1 {
		r := bits.TrailingZeros32(rs)
		if g.out == nil {
			g.add(t, binom[g.cnt[r]][k])
			continue
		}
		for _, m := range kSubsets[k][g.mask[r]] {
			g.emit(t, r, rankBits(r, m))
		}
	}
}

func (g *gen) fullHouses() {
	ok, _, key := g.want(FullHouse)
	if !ok {
		return
	}
	for as := g.atLeast[3] & above(key); as != 0; as &= as - 1 {
		a := bits.TrailingZeros32(as)
		for bs := g.atLeast[2] &^ (1 << a); bs != 0; bs &= bs - 1 {
			b := bits.TrailingZeros32(bs)
			if g.out == nil {
				g.add(FullHouse, binom[g.cnt[a]][3]*binom[g.cnt[b]][2])
				continue
			}
			for _, ta := range kSubsets[3][g.mask[a]] {
				for _, pb := range kSubsets[2][g.mask[b]] {
					g.emit(FullHouse, a, rankBits(a, ta)|rankBits(b, pb))
				}
			}
		}
	}
}

// runs lists steps (k = 2 tiles per rank, at least 2 ranks) and straights
// (k = 1, at least 5 ranks): every window of consecutive ranks holding k tiles
// each, times the suit choices per rank. One-suit straights are bombs, except
// in stage 1.
func (g *gen) runs(t Type, k, minRanks int) {
	ok, size, key := g.want(t)
	if !ok {
		return
	}
	excludeFlush := k == 1 && g.stage.bombs()
	ranks := g.atLeast[k]
	// Only ranks starting a window of minRanks consecutive ranks can start a run.
	starts := ranks
	for i := 1; i < minRanks; i++ {
		starts &= ranks >> i
	}
	for ; starts != 0; starts &= starts - 1 {
		lo := bits.TrailingZeros32(starts)
		prod, common := 1, uint8(0xF)
		for hi := lo; ranks&(1<<hi) != 0; hi++ {
			prod *= binom[g.cnt[hi]][k]
			common &= g.mask[hi]
			n := hi - lo + 1
			if n < minRanks || hi <= key || size != 0 && n*k != size {
				continue
			}
			flushes := 0
			if excludeFlush {
				flushes = bits.OnesCount8(common)
			}
			if g.out == nil {
				g.add(t, prod-flushes)
				continue
			}
			if prod > flushes { // else every choice is a one-suit run: a bomb, listed below
				g.product(t, k, lo, hi, lo, 0, 0xF, excludeFlush)
			}
		}
	}
}

// product emits every choice of k suits at each rank r..hi added to acc;
// common tracks the suits present at every chosen rank so far.
func (g *gen) product(t Type, k, lo, hi, r int, acc Hand, common uint8, excludeFlush bool) {
	if r > hi {
		if !excludeFlush || common == 0 {
			g.emit(t, hi, acc)
		}
		return
	}
	for _, m := range kSubsets[k][g.mask[r]] {
		g.product(t, k, lo, hi, r+1, acc|rankBits(r, m), common&m, excludeFlush)
	}
}

func (g *gen) bomb(key int, tiles Hand) {
	if g.out == nil {
		g.add(Bomb, 1)
		return
	}
	g.emit(Bomb, key, tiles)
}

func (g *gen) fourOfAKinds() {
	for rs := g.atLeast[4]; rs != 0; rs &= rs - 1 {
		if r := bits.TrailingZeros32(rs); g.bombOK(4, r) {
			g.bomb(r, rankBits(r, 0xF))
		}
	}
}

func (g *gen) straightFlushes() {
	if bits.OnesCount32(g.atLeast[1]) < 5 {
		return // no five ranks, no straight flush
	}
	for s := range NumSuits {
		bit := uint8(1) << s
		for lo := 1; lo <= MaxRank; lo++ {
			var tiles Hand
			for hi := lo; hi <= MaxRank && g.mask[hi]&bit != 0; hi++ {
				tiles |= rankBits(hi, bit)
				if n := hi - lo + 1; n >= 5 && g.bombOK(n, hi) {
					g.bomb(hi, tiles)
				}
			}
		}
	}
}
