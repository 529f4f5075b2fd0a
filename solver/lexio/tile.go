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
	return t.Suit().String() + strconv.Itoa(t.Rank())
}

// ParseTile reads a canonical tile id such as "sun15" or "cloud1".
func ParseTile(id string) (Tile, error) {
	for i, n := range suitNames {
		rest, ok := strings.CutPrefix(id, n)
		if !ok {
			continue
		}
		// Reject "sun07", "sun+7" and the like: only the canonical spelling is an id.
		r, err := strconv.Atoi(rest)
		if err != nil || r < 1 || r > MaxRank || strconv.Itoa(r) != rest {
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
	out := make([]string, 0, h.Len())
	for _, t := range h.Tiles() {
		out = append(out, t.String())
	}
	return out
}

// String returns the ids separated by spaces.
func (h Hand) String() string { return strings.Join(h.IDs(), " ") }

// suits returns the 4-bit suit mask of one rank (1..15).
func (h Hand) suits(rank int) uint8 { return uint8(h>>(NumSuits*(rank-1))) & 0xF }

// rankBits places a 4-bit suit mask at a rank.
func rankBits(rank int, suits uint8) Hand { return Hand(suits) << (NumSuits * (rank - 1)) }
