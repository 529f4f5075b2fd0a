package code777

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
)

// MinPlayers and MaxPlayers bound the player count.
const (
	MinPlayers = 2
	MaxPlayers = 5
)

// RackID names a rack: a player's seat number ("0".."4") or a neutral rack ("n1", "n2") in games of 2-3
// players. Seats are numbered in turn order, which goes clockwise.
type RackID int8

// The neutral racks. Negative so that seat numbers stay their own RackID values.
const (
	N1 RackID = -1
	N2 RackID = -2
)

// SeatRack returns the RackID of a player's own rack.
func SeatRack(seat int) RackID { return RackID(seat) }

// IsNeutral reports whether the rack has no player.
func (r RackID) IsNeutral() bool { return r == N1 || r == N2 }

// Seat returns the seat owning the rack, or false for a neutral rack.
func (r RackID) Seat() (int, bool) {
	if r < 0 {
		return 0, false
	}
	return int(r), true
}

// String returns "n1", "n2" or the seat number.
func (r RackID) String() string {
	switch r {
	case N1:
		return "n1"
	case N2:
		return "n2"
	}
	return strconv.Itoa(int(r))
}

// ParseRackID reads "n1", "n2" or a seat number "0".."4".
func ParseRackID(s string) (RackID, error) {
	switch s {
	case "n1":
		return N1, nil
	case "n2":
		return N2, nil
	}
	if n, err := strconv.Atoi(s); err == nil && n >= 0 && n < MaxPlayers && strconv.Itoa(n) == s {
		return RackID(n), nil
	}
	return 0, fmt.Errorf("unknown rack %q (racks are seat numbers 0-4, or n1 and n2)", s)
}

// MarshalText encodes the id.
func (r RackID) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText decodes the id.
func (r *RackID) UnmarshalText(b []byte) error {
	v, err := ParseRackID(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

func checkPlayers(players int) error {
	if players < MinPlayers || players > MaxPlayers {
		//lint:ignore ST1005 the game's name is a proper noun
		return fmt.Errorf("Code 777 is for 2 to 5 players, got %d", players)
	}
	return nil
}

// RacksFor returns the racks in play: one per player, and with 2-3 players neutral racks up to 4 racks in
// all (3 players: n1; 2 players: n1, n2). Seats come first, in order.
func RacksFor(players int) ([]RackID, error) {
	if err := checkPlayers(players); err != nil {
		return nil, err
	}
	ids := make([]RackID, 0, 4)
	for s := range players {
		ids = append(ids, SeatRack(s))
	}
	ids = append(ids, []RackID{N1, N2}[:max(0, 4-players)]...)
	return ids, nil
}

// NeutralToRefresh returns the neutral rack that gets three new tiles after a correct challenge, given how
// many correct challenges the game had before this one. 3 players: always n1. 2 players: n1 and n2
// alternate, starting with n1 (a rules decision). 4-5 players: none (false).
func NeutralToRefresh(players, correctBefore int) (RackID, bool) {
	switch players {
	case 3:
		return N1, true
	case 2:
		if correctBefore%2 == 0 {
			return N1, true
		}
		return N2, true
	}
	return 0, false
}

// ChallengeOrder returns the order in which simultaneous challengers speak: from the player to the right
// of the last reader, counter-clockwise. Turns go clockwise in seat order, so the player to one's right is
// the previous seat, and the last reader (if challenging) speaks last.
func ChallengeOrder(players, lastReader int, challengers []int) ([]int, error) {
	if err := checkPlayers(players); err != nil {
		return nil, err
	}
	if lastReader < 0 || lastReader >= players {
		return nil, fmt.Errorf("last reader %d is not a seat (0-%d)", lastReader, players-1)
	}
	wants := make([]bool, players)
	for _, c := range challengers {
		if c < 0 || c >= players {
			return nil, fmt.Errorf("challenger %d is not a seat (0-%d)", c, players-1)
		}
		if wants[c] {
			return nil, refused(ReasonChallengesTwice, Refusal{Seat: c}, "seat %d challenges twice", c)
		}
		wants[c] = true
	}
	order := make([]int, 0, len(challengers))
	for step := 1; step <= players; step++ {
		if s := ((lastReader-step)%players + players) % players; wants[s] {
			order = append(order, s)
		}
	}
	return order, nil
}

// Deck is the question deck: Pile is face down (Pile[0] on top), Discards holds the cards already read.
// It is a plain value: Next returns a new Deck and never changes the receiver's slices.
type Deck struct {
	Pile     []Card `json:"pile"`
	Discards []Card `json:"discards"`
}

// NewDeck returns the 23 cards shuffled with r.
func NewDeck(r *rand.Rand) Deck {
	pile := Cards()
	r.Shuffle(len(pile), func(i, j int) { pile[i], pile[j] = pile[j], pile[i] })
	return Deck{Pile: pile, Discards: []Card{}}
}

// Validate checks that the pile and the discards together hold each of the 23 cards exactly once.
func (d Deck) Validate() error {
	var seen [NumCards + 1]bool
	for _, c := range slices.Concat(d.Pile, d.Discards) {
		if !c.Valid() {
			return fmt.Errorf("deck holds an unknown card %d", uint8(c))
		}
		if seen[c] {
			return fmt.Errorf("deck holds %s twice", c)
		}
		seen[c] = true
	}
	if n := len(d.Pile) + len(d.Discards); n != NumCards {
		return fmt.Errorf("deck holds %d cards, want %d", n, NumCards)
	}
	return nil
}

// Next turns up the top card, which goes onto the discards once read. When the pile is empty (all 23
// used), the discards are first shuffled with r into a new pile; reshuffled says so.
func (d Deck) Next(r *rand.Rand) (c Card, next Deck, reshuffled bool, err error) {
	if err := d.Validate(); err != nil {
		return 0, Deck{}, false, err
	}
	pile, discards := slices.Clone(d.Pile), slices.Clone(d.Discards)
	if len(pile) == 0 {
		pile, discards, reshuffled = discards, []Card{}, true
		r.Shuffle(len(pile), func(i, j int) { pile[i], pile[j] = pile[j], pile[i] })
	}
	c = pile[0]
	return c, Deck{Pile: pile[1:], Discards: append(discards, c)}, reshuffled, nil
}

// ReshuffleAt is the draw-pile size at which the discards are shuffled back in before a refill: 1 in the
// basic game, 4 or 7 in the harder variant.
type ReshuffleAt int

// The allowed reshuffle thresholds.
const (
	ReshuffleBasic ReshuffleAt = 1
	ReshuffleAt4   ReshuffleAt = 4
	ReshuffleAt7   ReshuffleAt = 7
)

// PileForRefill applies the draw-pile rule before a rack is refilled: when the pile holds at most the
// threshold of tiles (1, or 4/7 in the variant), that remainder and all discards form the new pile and the
// discards become empty. (The pile size is always 1 more than a multiple of 3, so "at most" equals "exactly"
// in a real game; it also covers a pile too small to draw 3 from.) The caller passes the discards
// including the tiles just taken off the rack being refilled.
func PileForRefill(pile, discards Tiles, at ReshuffleAt) (newPile, newDiscards Tiles, reshuffled bool, err error) {
	if at != ReshuffleBasic && at != ReshuffleAt4 && at != ReshuffleAt7 {
		return Tiles{}, Tiles{}, false, fmt.Errorf("reshuffle threshold must be 1, 4 or 7, got %d", at)
	}
	if err := pile.Plus(discards).Fits(); err != nil {
		return Tiles{}, Tiles{}, false, fmt.Errorf("pile and discards: %w", err)
	}
	if pile.Total() > int(at) && pile.Total() >= RackSize {
		return pile, discards, false, nil
	}
	merged := pile.Plus(discards)
	if merged.Total() < RackSize {
		return Tiles{}, Tiles{}, false, refused(ReasonPileTooSmall, Refusal{Count: merged.Total()}, "only %d tiles left to draw from", merged.Total())
	}
	return merged, Tiles{}, true, nil
}

// DrawRack draws three physical tiles uniformly at random from the pile (for virtual tables and
// simulations; at a real table the tags say what was drawn). It returns the rack and the remaining pile.
func DrawRack(pile Tiles, r *rand.Rand) (Rack, Tiles, error) {
	if err := pile.Fits(); err != nil {
		return Rack{}, Tiles{}, err
	}
	if pile.Total() < RackSize {
		return Rack{}, Tiles{}, fmt.Errorf("cannot draw 3 tiles from a pile of %d", pile.Total())
	}
	var drawn [RackSize]Kind
	for i := range drawn {
		// Pick a physical tile: walk the kinds until the random index falls inside one's copies.
		x := r.IntN(pile.Total())
		for k := range numKinds {
			if x < pile[k] {
				drawn[i] = k
				pile[k]--
				break
			}
			x -= pile[k]
		}
	}
	return NewRack(drawn[0], drawn[1], drawn[2]), pile, nil
}
