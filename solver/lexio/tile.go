package lexio

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Suit is one of the four tile suits. Its order (sun, moon, star, cloud) only
// matters for choosing the first leader of a deal.
type Suit uint8

// The four suits, in the order used to choose the first leader.
const (
	Sun Suit = iota
	Moon
	Star
	Cloud
)

// NumSuits, MaxRank and NumTiles describe the 60-tile set.
const (
	NumSuits = 4
	MaxRank  = 15
	NumTiles = NumSuits * MaxRank
)

var suitNames = [NumSuits]string{"sun", "moon", "star", "cloud"}

// String returns the canonical suit id ("sun", "moon", "star", "cloud").
func (s Suit) String() string {
	if int(s) < NumSuits {
		return suitNames[s]
	}
	return "suit(" + strconv.Itoa(int(s)) + ")"
}

// Tile is one of the 60 tiles. The value is (rank-1)*4 + suit, so the four
// tiles of a rank sit in one 4-bit group of a Hand; that is what lets the move
// generator work rank by rank.
type Tile uint8

// NewTile returns the tile of the given suit and rank (1..15).
func NewTile(s Suit, rank int) (Tile, error) {
	if int(s) >= NumSuits {
		return 0, fmt.Errorf("unknown suit %d", s)
	}
	if rank < 1 || rank > MaxRank {
		return 0, fmt.Errorf("rank %d is outside 1..%d", rank, MaxRank)
	}
	return Tile((rank-1)*NumSuits + int(s)), nil
}

// Rank returns 1..15.
func (t Tile) Rank() int { return int(t)/NumSuits + 1 }

// Suit returns the tile's suit.
func (t Tile) Suit() Suit { return Suit(int(t) % NumSuits) }

// String returns the canonical id, e.g. "sun15".
func (t Tile) String() string {
	if int(t) >= NumTiles {
		return "tile(" + strconv.Itoa(int(t)) + ")"
	}
	return tileIDs[t]
}

// tileIDs are the canonical ids by Tile, written out so no call builds one.
var tileIDs = [NumTiles]string{
	"sun1", "moon1", "star1", "cloud1",
	"sun2", "moon2", "star2", "cloud2",
	"sun3", "moon3", "star3", "cloud3",
	"sun4", "moon4", "star4", "cloud4",
	"sun5", "moon5", "star5", "cloud5",
	"sun6", "moon6", "star6", "cloud6",
	"sun7", "moon7", "star7", "cloud7",
	"sun8", "moon8", "star8", "cloud8",
	"sun9", "moon9", "star9", "cloud9",
	"sun10", "moon10", "star10", "cloud10",
	"sun11", "moon11", "star11", "cloud11",
	"sun12", "moon12", "star12", "cloud12",
	"sun13", "moon13", "star13", "cloud13",
	"sun14", "moon14", "star14", "cloud14",
	"sun15", "moon15", "star15", "cloud15",
}

// ParseTile reads a canonical tile id such as "sun15" or "cloud1".
func ParseTile(id string) (Tile, error) {
	for i, n := range suitNames {
		rest, ok := strings.CutPrefix(id, n)
		if !ok {
			continue
		}
		// Only the canonical spelling is an id: 1..15, no sign, no leading zero.
		r := 0
		switch {
		case len(rest) == 1 && rest[0] >= '1' && rest[0] <= '9':
			r = int(rest[0] - '0')
		case len(rest) == 2 && rest[0] == '1' && rest[1] >= '0' && rest[1] <= '5':
			r = 10 + int(rest[1]-'0')
		}
		if r == 0 {
			break
		}
		return Tile((r-1)*NumSuits + i), nil
	}
	return 0, fmt.Errorf("unknown tile %q", id)
}

// Hand is a set of tiles as a 64-bit mask (bit i = Tile i). It is used for
// hands, the market, plays and discards alike.
type Hand uint64

// AllTiles is the full 60-tile set.
const AllTiles Hand = 1<<NumTiles - 1

// HandOf builds a set from tiles (a tile listed twice is kept once; use
// ParseHand when a duplicate must be an error).
func HandOf(tiles ...Tile) Hand {
	var h Hand
	for _, t := range tiles {
		h |= 1 << t
	}
	return h
}

// ParseHand reads tile ids into a set; unknown ids and repeated tiles are errors.
func ParseHand(ids []string) (Hand, error) {
	var h Hand
	for _, id := range ids {
		t, err := ParseTile(id)
		if err != nil {
			return 0, err
		}
		if h.Has(t) {
			return 0, fmt.Errorf("tile %q is listed twice", id)
		}
		h |= 1 << t
	}
	return h, nil
}

// Has reports whether t is in the set.
func (h Hand) Has(t Tile) bool { return h&(1<<t) != 0 }

// Len returns the number of tiles.
func (h Hand) Len() int { return bits.OnesCount64(uint64(h)) }

// Tiles lists the tiles by rank, then suit (sun, moon, star, cloud).
func (h Hand) Tiles() []Tile {
	out := make([]Tile, 0, h.Len())
	for x := uint64(h); x != 0; x &= x - 1 {
		out = append(out, Tile(bits.TrailingZeros64(x)))
	}
	return out
}

// IDs lists the canonical tile ids in Tiles order.
func (h Hand) IDs() []string {
	return h.appendIDs(make([]string, 0, h.Len()))
}

// appendIDs appends the ids of h's tiles, in tile order, to out.
func (h Hand) appendIDs(out []string) []string {
	for x := uint64(h); x != 0; x &= x - 1 {
		out = append(out, tileIDs[bits.TrailingZeros64(x)])
	}
	return out
}

// String returns the ids separated by spaces.
func (h Hand) String() string { return strings.Join(h.IDs(), " ") }

// suits returns the 4-bit suit mask of one rank (1..15).
func (h Hand) suits(rank int) uint8 { return uint8(h>>(NumSuits*(rank-1))) & 0xF }

// rankBits places a 4-bit suit mask at a rank.
func rankBits(rank int, suits uint8) Hand { return Hand(suits) << (NumSuits * (rank - 1)) }
