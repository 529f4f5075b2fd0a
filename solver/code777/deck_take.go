package code777

import (
	"fmt"
	"slices"
)

// Take records that card c was turned up at a real table, where the physical deck decides the order: c
// leaves the pile for the discards. When the pile is empty (all 23 used), the discards first become the new
// pile (the players reshuffle them); reshuffled says so. A card already read in this cycle is refused.
func (d Deck) Take(c Card) (next Deck, reshuffled bool, err error) {
	if err := d.Validate(); err != nil {
		return Deck{}, false, err
	}
	if !c.Valid() {
		return Deck{}, false, fmt.Errorf("unknown card %d (cards are q1 to q23)", uint8(c))
	}
	pile, discards := slices.Clone(d.Pile), slices.Clone(d.Discards)
	if len(pile) == 0 {
		pile, discards, reshuffled = discards, []Card{}, true
		slices.Sort(pile) // the order of a face-down pile is unknown: keep the value canonical
	}
	i := slices.Index(pile, c)
	if i < 0 {
		return Deck{}, false, refused(ReasonAlreadyRead, Refusal{Card: c}, "card %s was already read in this cycle of the deck", c)
	}
	pile = slices.Delete(pile, i, i+1)
	return Deck{Pile: pile, Discards: append(discards, c)}, reshuffled, nil
}

// FullDeck returns the 23 cards as an unordered face-down pile (Pile in card order, no discards), for tables
// where the physical deck decides the order (see Take).
func FullDeck() Deck { return Deck{Pile: Cards(), Discards: []Card{}} }
