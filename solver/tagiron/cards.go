package tagiron

import "fmt"

// Card is one of the 21 question cards. The value is the card's number in the rules table (1..21);
// the zero Card is invalid.
type Card uint8

// The 21 question cards, numbered as in the rules table.
const (
	WhereZero Card = iota + 1
	WhereOneOrTwo
	WhereThreeOrFour
	WhereFive
	WhereSixOrSeven
	WhereEightOrNine
	SameColorNeighbours
	ConsecutiveNeighbours
	CountRed
	CountBlue
	CountOdd
	CountEven
	CountPairs
	SumLow3
	SumMid3
	SumHigh3
	SumRed
	SumBlue
	SumAll
	CenterFiveOrMore
	MaxMinusMin
)

// NumCards is the number of question cards in the box.
const NumCards = 21

var cardIDs = [NumCards + 1]string{"",
	"where-0", "where-1-or-2", "where-3-or-4", "where-5", "where-6-or-7", "where-8-or-9",
	"same-color-neighbours", "consecutive-neighbours",
	"count-red", "count-blue", "count-odd", "count-even", "count-pairs",
	"sum-low3", "sum-mid3", "sum-high3", "sum-red", "sum-blue", "sum-all",
	"center-5-or-more", "max-minus-min",
}

// ParseCard reads a canonical card id such as "where-1-or-2".
func ParseCard(s string) (Card, error) {
	for c := Card(1); c <= NumCards; c++ {
		if cardIDs[c] == s {
			return c, nil
		}
	}
	return 0, fmt.Errorf("unknown card %q", s)
}

// Valid reports whether c is one of the 21 cards.
func (c Card) Valid() bool { return c >= 1 && c <= NumCards }

// String returns the canonical id.
func (c Card) String() string {
	if !c.Valid() {
		return fmt.Sprintf("Card(%d)", uint8(c))
	}
	return cardIDs[c]
}

// MarshalText encodes the canonical id.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("invalid card %d", uint8(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText decodes a canonical id.
func (c *Card) UnmarshalText(b []byte) error {
	v, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// Shared reports whether c is a shared-information card (the asker answers too).
func (c Card) Shared() bool { return c == SumAll || c == CenterFiveOrMore || c == MaxMinusMin }

// Choices returns the two numbers the asker chooses between, or nil unless c is a choice card.
func (c Card) Choices() []int {
	switch c {
	case WhereOneOrTwo:
		return []int{1, 2}
	case WhereThreeOrFour:
		return []int{3, 4}
	case WhereSixOrSeven:
		return []int{6, 7}
	case WhereEightOrNine:
		return []int{8, 9}
	}
	return nil
}

// checkPick returns an error unless pick is one of c's choices (choice cards) or 0 (other cards).
func checkPick(c Card, pick int) error {
	ch := c.Choices()
	if ch == nil {
		if pick != 0 {
			return refused(ReasonTakesNoPick, -1, c, "card %s takes no pick (got %d)", c, pick)
		}
		return nil
	}
	if pick != ch[0] && pick != ch[1] {
		if pick == 0 {
			return refused(ReasonNeedsPick, -1, c, "card %s needs a pick: %d or %d", c, ch[0], ch[1])
		}
		return refused(ReasonBadPick, -1, c, "card %s: pick must be %d or %d, got %d", c, ch[0], ch[1], pick)
	}
	return nil
}

// InDeck reports whether c is used with this many players (the 4-player game removes sum-mid3 and
// center-5-or-more).
func (c Card) InDeck(players int) bool {
	if !c.Valid() {
		return false
	}
	return players != 4 || (c != SumMid3 && c != CenterFiveOrMore)
}

// Deck returns the cards used with this many players in table order: 21 cards, or 19 for 4 players.
// It returns nil for a player count outside 2..4.
func Deck(players int) []Card {
	if players < 2 || players > 4 {
		return nil
	}
	var deck []Card
	for c := Card(1); c <= NumCards; c++ {
		if c.InDeck(players) {
			deck = append(deck, c)
		}
	}
	return deck
}

// RackSize returns the number of tiles per rack for this many players (5, or 4 for 4 players).
func RackSize(players int) int {
	if players == 4 {
		return 4
	}
	return 5
}

func checkPlayers(players int) error {
	if players < 2 || players > 4 {
		//lint:ignore ST1005 the game's name is a proper noun
		return fmt.Errorf("Tagiron is played by 2 to 4 players, not %d", players)
	}
	return nil
}

// additive reports whether a card's answer adds up over the tiles, so that every rack's answers
// together with the centre's make the answer of all 20 tiles.
func additive(c Card) bool {
	switch c {
	case SumAll, SumRed, SumBlue, CountRed, CountBlue, CountOdd, CountEven:
		return true
	}
	return false
}
