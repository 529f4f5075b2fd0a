package lexio

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
)

// Type is a kind of combination.
type Type uint8

// The combination types; None is the zero Play (an empty table).
const (
	None Type = iota
	Single
	Pair
	Triple
	Steps
	Straight
	FullHouse
	Bomb
	numTypes
)

var typeNames = [numTypes]string{"none", "single", "pair", "triple", "steps", "straight", "fullhouse", "bomb"}

// String returns the contract name ("single", ..., "fullhouse", "bomb").
func (t Type) String() string {
	if t < numTypes {
		return typeNames[t]
	}
	return "type(" + strconv.Itoa(int(t)) + ")"
}

// ParseType reads a contract type name.
func ParseType(s string) (Type, error) {
	for i := Single; i < numTypes; i++ {
		if typeNames[i] == s {
			return i, nil
		}
	}
	return None, fmt.Errorf("unknown combination type %q", s)
}

// Stage is a teaching stage: 1 basic climbing, 2 with bombs, 3 full rules
// (bombs and market). The zero value means the full rules.
type Stage uint8

// The teaching stages.
const (
	StageBasic  Stage = 1
	StageBombs  Stage = 2
	StageMarket Stage = 3
)

// norm maps the zero value to the full rules.
func (s Stage) norm() Stage {
	if s == 0 {
		return StageMarket
	}
	return s
}

// Valid reports whether s is 0 (full rules) or one of the three stages.
func (s Stage) Valid() bool { return s <= StageMarket }

func (s Stage) bombs() bool { return s.norm() >= StageBombs }

// Play is a combination of tiles. Key is the rank compared: the rank for
// single/pair/triple, the top rank for steps, straights and bombs, the triple's
// rank for a full house. The zero Play is the empty table.
type Play struct {
	Type  Type
	Key   int
	Tiles Hand
}

// Len is the number of tiles.
func (p Play) Len() int { return p.Tiles.Len() }

// String shows the type, key and tiles, e.g. "pair/3 [sun3 moon3]".
func (p Play) String() string {
	if p.Type == None {
		return "empty table"
	}
	return p.Type.String() + "/" + strconv.Itoa(p.Key) + " [" + p.Tiles.String() + "]"
}

// ClassifyIn names the combination the set forms at a teaching stage: in
// stage 1 four of a kind is no play and a one-suit run is a plain straight.
func ClassifyIn(h Hand, stage Stage) (Play, error) {
	if h&^AllTiles != 0 {
		return Play{}, errors.New("the set holds a bit that is no tile")
	}
	n := h.Len()
	if n == 0 {
		return Play{}, errors.New("no tiles")
	}
	var cnt [MaxRank + 1]int
	lo, hi, distinct := MaxRank+1, 0, 0
	allSuits := uint8(0xF) // suits present at every used rank
	for r := 1; r <= MaxRank; r++ {
		m := h.suits(r)
		if m == 0 {
			continue
		}
		cnt[r] = bits.OnesCount8(m)
		distinct++
		lo = min(lo, r)
		hi = max(hi, r)
		allSuits &= m
	}
	consecutive := hi-lo+1 == distinct
	switch {
	case distinct == 1:
		switch n {
		case 1:
			return Play{Single, hi, h}, nil
		case 2:
			return Play{Pair, hi, h}, nil
		case 3:
			return Play{Triple, hi, h}, nil
		}
		if !stage.bombs() {
			return Play{}, errors.New("four of a kind is no play in stage 1")
		}
		return Play{Bomb, hi, h}, nil
	case n == 5 && distinct == 2 && (cnt[lo] == 3 || cnt[hi] == 3):
		if cnt[lo] == 3 {
			return Play{FullHouse, lo, h}, nil
		}
		return Play{FullHouse, hi, h}, nil
	case consecutive && n == 2*distinct && allEqual(cnt[lo:hi+1], 2):
		return Play{Steps, hi, h}, nil
	case consecutive && n == distinct && n >= 5:
		if allSuits != 0 && stage.bombs() {
			return Play{Bomb, hi, h}, nil
		}
		return Play{Straight, hi, h}, nil
	}
	return Play{}, fmt.Errorf("%s is no combination", h)
}

func allEqual(xs []int, v int) bool {
	for _, x := range xs {
		if x != v {
			return false
		}
	}
	return true
}

// Beats reports whether p may be played on table. On an empty table any
// combination may be played. A bomb beats every non-bomb; between bombs more
// tiles wins, then the higher top rank. Otherwise p must have the table's type
// and tile count and a strictly higher key.
func Beats(p, table Play) bool {
	switch {
	case p.Type == None:
		return false
	case table.Type == None:
		return true
	case p.Type == Bomb && table.Type != Bomb:
		return true
	case p.Type == Bomb:
		pl, tl := p.Len(), table.Len()
		return pl > tl || pl == tl && p.Key > table.Key
	}
	return p.Type == table.Type && p.Len() == table.Len() && p.Key > table.Key
}
