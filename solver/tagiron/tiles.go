package tagiron

import (
	"fmt"
	"strings"
)

// Color is the colour of a tile.
type Color uint8

// The three tile colours. Only the two 5s are green.
const (
	Red Color = iota
	Blue
	Green
)

// String returns "red", "blue" or "green".
func (c Color) String() string {
	switch c {
	case Red:
		return "red"
	case Blue:
		return "blue"
	case Green:
		return "green"
	}
	return fmt.Sprintf("Color(%d)", uint8(c))
}

// Tile is one tile id. The value is the tile's index in rack order (r0 b0 r1 b1 … r4 b4 g5 r6 b6 … r9 b9),
// so comparing two Tiles compares their rack positions: ascending numbers, red left of blue.
// The two physical green 5s share the id g5.
type Tile uint8

// NumTileIDs is the number of distinct tile ids (19: the two g5 share one id).
const NumTileIDs = 19

// G5 is the id shared by the two green 5s.
const G5 Tile = 10

// tileIDs are the canonical ids, by Tile.
var tileIDs = [NumTileIDs]string{"r0", "b0", "r1", "b1", "r2", "b2", "r3", "b3", "r4", "b4", "g5",
	"r6", "b6", "r7", "b7", "r8", "b8", "r9", "b9"}

// ParseTile reads a canonical tile id such as "r0", "b9" or "g5".
func ParseTile(s string) (Tile, error) {
	if len(s) == 2 && s[1] >= '0' && s[1] <= '9' {
		n := Tile(s[1] - '0')
		t := 2 * n // the red one of n, or g5; the blue one follows
		if n > 5 {
			t--
		}
		for end := t + 1; t <= end && t < NumTileIDs; t++ {
			if tileIDs[t] == s {
				return t, nil
			}
		}
	}
	return 0, fmt.Errorf("unknown tile %q (tiles are r0..r9 and b0..b9 without r5/b5, and g5)", s)
}

// MustTile is ParseTile for literals in code and tests; it panics on an unknown id.
func MustTile(s string) Tile {
	t, err := ParseTile(s)
	if err != nil {
		panic(err)
	}
	return t
}

// Number returns the tile's number, 0..9.
func (t Tile) Number() int {
	switch {
	case t < G5:
		return int(t) / 2
	case t == G5:
		return 5
	default:
		return (int(t) + 1) / 2
	}
}

// Color returns the tile's colour.
func (t Tile) Color() Color {
	switch {
	case t == G5:
		return Green
	case t < G5 && t%2 == 0, t > G5 && t%2 == 1:
		return Red
	default:
		return Blue
	}
}

// Copies returns how many physical tiles carry this id: 2 for g5, 1 for every other id.
func (t Tile) Copies() int {
	if t == G5 {
		return 2
	}
	return 1
}

// Valid reports whether t is one of the 19 ids.
func (t Tile) Valid() bool { return t < NumTileIDs }

// String returns the canonical id, e.g. "r0", "g5".
func (t Tile) String() string {
	if !t.Valid() {
		return fmt.Sprintf("Tile(%d)", uint8(t))
	}
	return tileIDs[t]
}

// MarshalText encodes the canonical id.
func (t Tile) MarshalText() ([]byte, error) {
	if !t.Valid() {
		return nil, fmt.Errorf("invalid tile %d", uint8(t))
	}
	return []byte(t.String()), nil
}

// UnmarshalText decodes a canonical id.
func (t *Tile) UnmarshalText(b []byte) error {
	v, err := ParseTile(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// AllTileIDs returns the 19 distinct tile ids in rack order.
func AllTileIDs() []Tile {
	ids := make([]Tile, NumTileIDs)
	for i := range ids {
		ids[i] = Tile(i)
	}
	return ids
}

// PhysicalTiles returns the 20 physical tiles in rack order (g5 twice).
func PhysicalTiles() []Tile {
	tiles := make([]Tile, 0, 20)
	for _, t := range AllTileIDs() {
		for range t.Copies() {
			tiles = append(tiles, t)
		}
	}
	return tiles
}

// ParseTiles reads a list of tile ids.
func ParseTiles(ids []string) ([]Tile, error) {
	tiles := make([]Tile, len(ids))
	for i, s := range ids {
		t, err := ParseTile(s)
		if err != nil {
			return nil, err
		}
		tiles[i] = t
	}
	return tiles, nil
}

// checkAvailable returns an error when tiles use an id more often than the box holds it.
func checkAvailable(tiles []Tile) error {
	var used [NumTileIDs]int
	for _, t := range tiles {
		if !t.Valid() {
			return fmt.Errorf("invalid tile %d", uint8(t))
		}
		used[t]++
		if used[t] > t.Copies() {
			if t == G5 {
				return fmt.Errorf("tile g5 used %d times; the box holds only two green 5s", used[t])
			}
			return fmt.Errorf("tile %q used twice; the box holds only one", t.String())
		}
	}
	return nil
}

// Rack is one player's (or the centre's) tiles in rack order. It is a comparable value.
type Rack struct {
	t [5]Tile
	n uint8
}

// NewRack sorts tiles into rack order and checks the size (5, or 4 in the 4-player game) and that no
// tile is used more often than the box holds it (g5 at most twice, every other id once).
func NewRack(tiles []Tile, size int) (Rack, error) {
	if size != 4 && size != 5 {
		return Rack{}, fmt.Errorf("rack size %d: racks hold 5 tiles (4 in the 4-player game)", size)
	}
	if len(tiles) != size {
		return Rack{}, fmt.Errorf("rack has %d tiles, want %d", len(tiles), size)
	}
	if err := checkAvailable(tiles); err != nil {
		return Rack{}, err
	}
	var r Rack
	r.n = uint8(size)
	copy(r.t[:], tiles)
	// Insertion sort: five elements.
	for i := 1; i < size; i++ {
		for j := i; j > 0 && r.t[j] < r.t[j-1]; j-- {
			r.t[j], r.t[j-1] = r.t[j-1], r.t[j]
		}
	}
	return r, nil
}

// ParseRack reads tile ids into a sorted Rack of the given size.
func ParseRack(ids []string, size int) (Rack, error) {
	tiles, err := ParseTiles(ids)
	if err != nil {
		return Rack{}, err
	}
	return NewRack(tiles, size)
}

// Len returns the number of tiles (4 or 5; 0 for the zero Rack).
func (r Rack) Len() int { return int(r.n) }

// Tiles returns a copy of the tiles in rack order.
func (r Rack) Tiles() []Tile { return append([]Tile(nil), r.t[:r.n]...) }

// IDs returns the tile ids in rack order.
func (r Rack) IDs() []string {
	ids := make([]string, r.n)
	for i, t := range r.t[:r.n] {
		ids[i] = t.String()
	}
	return ids
}

// String returns the ids separated by spaces, e.g. "r0 r3 b6 b7 r9".
func (r Rack) String() string { return strings.Join(r.IDs(), " ") }
