package clues13

import (
	"fmt"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// A seat's notepad: marks and notes, its owner's alone.

func (s *State) decideMark(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	var a struct{ Card, State string }
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	card, err := rules.ParseCard(a.Card)
	if err != nil {
		return nil, companion.Unreadable(cardKind, err)
	}
	if err := s.m.Setup().CheckCard(card); err != nil {
		return nil, badInput(err)
	}
	if !markStates[a.State] {
		return nil, companion.Bad("unknown mark %q (out, certain, maybe or empty)", a.State)
	}
	return []companion.Change{{Kind: evMark, Data: markData{Seat: seat, Card: card.String(), State: a.State}}}, nil
}

func (s *State) applyMark(d markData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	cs, err := s.cardsIn([]string{d.Card})
	if err != nil {
		return err
	}
	if !markStates[d.State] {
		return fmt.Errorf("with a mark %q the notepad does not have", d.State)
	}
	n := &s.notes[d.Seat]
	if n.marks == nil {
		n.marks = map[rules.Card]string{}
	}
	if d.State == "" {
		delete(n.marks, cs[0])
	} else {
		n.marks[cs[0]] = d.State
	}
	return nil
}
