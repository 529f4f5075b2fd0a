package code777

import (
	"fmt"
	"strings"
)

// Color is the colour of a tile.
type Color uint8

// The seven tile colours. Each appears on exactly 4 tiles.
const (
	Green Color = iota
	Yellow
	Black
	Brown
	Red
	Pink
	Blue
	numColors
)

// NumColors is the number of tile colours.
const NumColors = int(numColors)

var colorNames = [NumColors]string{"green", "yellow", "black", "brown", "red", "pink", "blue"}

// colorSymbols are printed on the tiles for colour-blind players.
var colorSymbols = [NumColors]string{"oval", "triangle", "star", "rectangle", "hexagon", "X", "diamond"}

// String returns the colour name, e.g. "green".
func (c Color) String() string {
	if int(c) < NumColors {
		return colorNames[c]
	}
	return fmt.Sprintf("Color(%d)", uint8(c))
}

// Symbol returns the shape printed beside the colour for colour-blind players, e.g. "oval".
func (c Color) Symbol() string {
	if int(c) < NumColors {
		return colorSymbols[c]
	}
	return ""
}

// Kind is one tile kind (a number in a colour). Tiles of one kind are indistinguishable.
type Kind uint8

// The eleven tile kinds, in the order of the rules table (ascending number).
const (
	Green1 Kind = iota
	Yellow2
	Black3
	Brown4
	Red5
	Black5
	Pink6
	Green6
	Pink7
	Yellow7
	Blue7
	numKinds
)

// NumKinds is the number of distinct tile kinds.
const NumKinds = int(numKinds)

// NumTiles is the number of physical tiles in the game.
const NumTiles = 28

type kindInfo struct {
	id     string
	number int
	color  Color
	copies int
}

var kindTable = [NumKinds]kindInfo{
	{"green1", 1, Green, 1},
	{"yellow2", 2, Yellow, 2},
	{"black3", 3, Black, 3},
	{"brown4", 4, Brown, 4},
	{"red5", 5, Red, 4},
	{"black5", 5, Black, 1},
	{"pink6", 6, Pink, 3},
	{"green6", 6, Green, 3},
	{"pink7", 7, Pink, 1},
	{"yellow7", 7, Yellow, 2},
	{"blue7", 7, Blue, 4},
}

// Kinds returns all tile kinds in table order.
func Kinds() []Kind {
	ks := make([]Kind, NumKinds)
	for i := range ks {
		ks[i] = Kind(i)
	}
	return ks
}

// ParseKind reads a canonical kind id such as "red5".
func ParseKind(s string) (Kind, error) {
	for k := range numKinds {
		if kindTable[k].id == s {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown tile %q (tiles are green1 yellow2 black3 brown4 red5 black5 pink6 green6 pink7 yellow7 blue7)", s)
}

// Valid reports whether k is one of the eleven kinds.
func (k Kind) Valid() bool { return k < numKinds }

// String returns the canonical id, e.g. "red5".
func (k Kind) String() string {
	if k.Valid() {
		return kindTable[k].id
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Number returns the number printed on the tile (1..7).
func (k Kind) Number() int { return kindTable[k].number }

// Color returns the tile's colour.
func (k Kind) Color() Color { return kindTable[k].color }

// Copies returns how many physical tiles of this kind the game has.
func (k Kind) Copies() int { return kindTable[k].copies }

// Symbol returns the colour-blind symbol printed on the tile.
func (k Kind) Symbol() string { return kindTable[k].color.Symbol() }

// MarshalText encodes the canonical id.
func (k Kind) MarshalText() ([]byte, error) {
	if !k.Valid() {
		return nil, fmt.Errorf("invalid tile kind %d", uint8(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText decodes a canonical id.
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := ParseKind(string(b))
	if err != nil {
		return err
	}
	*k = v
	return nil
}

// Tiles is a multiset of physical tiles, counted per kind (index = Kind). It is a plain value: the
// methods return new values and never change the receiver.
type Tiles [NumKinds]int

// FullSet returns the game's 28 tiles.
func FullSet() Tiles {
	var t Tiles
	for k := range numKinds {
		t[k] = k.Copies()
	}
	return t
}

// ParseTiles reads a list of kind ids into a multiset. It does not check copy limits (see Fits).
func ParseTiles(ids []string) (Tiles, error) {
	var t Tiles
	for _, id := range ids {
		k, err := ParseKind(id)
		if err != nil {
			return Tiles{}, err
		}
		t[k]++
	}
	return t, nil
}

// Total returns the number of tiles.
func (t Tiles) Total() int {
	n := 0
	for _, c := range t {
		n += c
	}
	return n
}

// Plus returns the union (sum) of two multisets.
func (t Tiles) Plus(o Tiles) Tiles {
	for k := range t {
		t[k] += o[k]
	}
	return t
}

// Minus returns t without the tiles of o, or an error naming the first kind o has more of than t.
func (t Tiles) Minus(o Tiles) (Tiles, error) {
	for k := range t {
		if o[k] > t[k] {
			return Tiles{}, fmt.Errorf("cannot take %d %s from %d", o[k], Kind(k), t[k])
		}
		t[k] -= o[k]
	}
	return t, nil
}

// Fits returns an error naming the first kind of which t holds more tiles than the game has (or a
// negative count).
func (t Tiles) Fits() error {
	for k := range numKinds {
		if t[k] < 0 {
			return fmt.Errorf("negative count of %s", k)
		}
		if t[k] > k.Copies() {
			return refused(ReasonTooManyCopies, Refusal{Kind: k, Count: t[k]}, "%d %s tiles but the game has only %d", t[k], k, k.Copies())
		}
	}
	return nil
}

// List returns the tiles as kinds in table order, one entry per physical tile.
func (t Tiles) List() []Kind {
	var ks []Kind
	for k := range numKinds {
		for range t[k] {
			ks = append(ks, k)
		}
	}
	return ks
}

// String returns the tiles' ids separated by spaces, in table order.
func (t Tiles) String() string {
	ids := make([]string, 0, t.Total())
	for _, k := range t.List() {
		ids = append(ids, k.String())
	}
	return strings.Join(ids, " ")
}
