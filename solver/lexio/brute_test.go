package lexio

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// This file holds a deliberately naive, independent model of the
// combinations: it looks at sorted ranks and suits of a tile list instead of
// bit masks, and the brute force tries every subset of a hand.

type naivePlay struct {
	typ  Type
	key  int
	size int
}

// naiveClassify returns ok=false when the tiles are no play at the stage.
func naiveClassify(tiles []Tile, stage int) (naivePlay, bool) {
	n := len(tiles)
	if n == 0 {
		return naivePlay{}, false
	}
	ranks := make([]int, n)
	sameSuit := true
	for i, t := range tiles {
		ranks[i] = int(t)/4 + 1
		if int(t)%4 != int(tiles[0])%4 {
			sameSuit = false
		}
	}
	slices.Sort(ranks)
	count := map[int]int{}
	for _, r := range ranks {
		count[r]++
	}
	distinct := slices.Compact(slices.Clone(ranks))
	noGaps := distinct[len(distinct)-1]-distinct[0] == len(distinct)-1
	top := ranks[n-1]
	bombs := stage != 1
	if len(distinct) == 1 {
		switch n {
		case 1:
			return naivePlay{Single, top, 1}, true
		case 2:
			return naivePlay{Pair, top, 2}, true
		case 3:
			return naivePlay{Triple, top, 3}, true
		case 4:
			return naivePlay{Bomb, top, 4}, bombs
		}
		return naivePlay{}, false
	}
	if n == 5 && len(distinct) == 2 {
		for r, c := range count {
			if c == 3 {
				return naivePlay{FullHouse, r, 5}, true
			}
		}
		return naivePlay{}, false
	}
	allPairs := true
	for _, c := range count {
		if c != 2 {
			allPairs = false
		}
	}
	if allPairs && noGaps {
		return naivePlay{Steps, top, n}, true
	}
	if len(distinct) == n && n >= 5 && noGaps {
		if sameSuit && bombs {
			return naivePlay{Bomb, top, n}, true
		}
		return naivePlay{Straight, top, n}, true
	}
	return naivePlay{}, false
}

// naiveBeats restates the follow rule independently of Beats.
func naiveBeats(p naivePlay, table *naivePlay) bool {
	if table == nil {
		return true
	}
	if p.typ == Bomb {
		if table.typ != Bomb {
			return true
		}
		if p.size != table.size {
			return p.size > table.size
		}
		return p.key > table.key
	}
	return p.typ == table.typ && p.size == table.size && p.key > table.key
}

// bruteHand classifies every subset of a hand once per stage family and
// keeps the legal ones.
type bruteHand struct {
	subsets []Hand
	plays   [2][]naivePlay // [0]: stage 1, [1]: stages 2 and 3
	legal   [2][]bool
	combos  [2][]int // indexes of the legal subsets
}

func newBrute(h Hand) *bruteHand {
	tiles := h.Tiles()
	n := len(tiles)
	b := &bruteHand{}
	sub := make([]Tile, 0, n)
	for s := 1; s < 1<<n; s++ {
		sub = sub[:0]
		var set Hand
		for i := range n {
			if s&(1<<i) != 0 {
				sub = append(sub, tiles[i])
				set |= 1 << tiles[i]
			}
		}
		b.subsets = append(b.subsets, set)
		for f, stage := range []int{1, 3} {
			p, ok := naiveClassify(sub, stage)
			b.plays[f] = append(b.plays[f], p)
			b.legal[f] = append(b.legal[f], ok)
			if ok {
				b.combos[f] = append(b.combos[f], s-1)
			}
		}
	}
	return b
}

// list returns every legal play as set -> play, by the brute force.
func (b *bruteHand) list(table *naivePlay, stage int, bombsOnly bool) map[Hand]naivePlay {
	f := 1
	if stage == 1 {
		f = 0
	}
	out := map[Hand]naivePlay{}
	for _, i := range b.combos[f] {
		p := b.plays[f][i]
		if bombsOnly && p.typ != Bomb || !naiveBeats(p, table) {
			continue
		}
		out[b.subsets[i]] = p
	}
	return out
}

// randomHand draws n distinct tiles; with a band > 0 only from `band`
// consecutive ranks, which makes runs, steps, full houses and bombs common.
func randomHand(rng *rand.Rand, n, band int) Hand {
	lo, hi := 1, MaxRank
	if band > 0 {
		lo = 1 + rng.IntN(MaxRank-band+1)
		hi = lo + band - 1
	}
	pool := (hi - lo + 1) * NumSuits
	n = min(n, pool)
	var h Hand
	for h.Len() < n {
		h |= 1 << Tile((lo-1)*NumSuits+rng.IntN(pool))
	}
	return h
}

func TestNaiveClassifyAgreesWithClassifyIn(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for range 40 {
		h := randomHand(rng, 12, 5+rng.IntN(6))
		b := newBrute(h)
		for f, stage := range []Stage{StageBasic, StageMarket} {
			for i, set := range b.subsets {
				p, err := ClassifyIn(set, stage)
				want := b.plays[f][i]
				if !b.legal[f][i] {
					if err == nil {
						t.Fatalf("stage %d: %s classified as %s, brute force says no play", stage, set, p)
					}
					continue
				}
				if err != nil || p.Type != want.typ || p.Key != want.key || p.Len() != want.size {
					t.Fatalf("stage %d: %s classified as %v (%v), brute force says %+v", stage, set, p, err, want)
				}
			}
		}
	}
}
