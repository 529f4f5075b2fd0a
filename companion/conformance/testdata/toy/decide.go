package toy

import (
	"github.com/tablemate/tablemate/companion"
)

// Decide turns a command into events.
func (s *State) Decide(c companion.Command) ([]companion.Change, error) {
	seat := int(c.Actor)
	if seat < 0 || seat >= len(s.digits) {
		return nil, companion.Refuse("only a player can do that")
	}
	var a struct {
		Digit  int    `json:"digit"`
		Target int    `json:"target"`
		Text   string `json:"text"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	switch c.Type {
	case "digit":
		if s.started() {
			return nil, companion.Refuse("the digits are set: the game has started")
		}
		if a.Digit < 0 || a.Digit > 9 {
			return nil, companion.Bad("a digit is 0 to 9, not %d", a.Digit)
		}
		return []companion.Change{{Kind: "digit.set", Data: digitData{Seat: seat, Digit: a.Digit}}}, nil
	case "guess":
		if err := s.check(seat, a.Target); err != nil {
			return nil, err
		}
		return []companion.Change{{Kind: "guess", Data: guess{Seat: seat, Target: a.Target, Digit: a.Digit, Right: s.digits[a.Target] == a.Digit}}}, nil
	case "note":
		return []companion.Change{{Kind: "note", Data: noteData{Seat: seat, Text: a.Text}}}, nil
	}
	return nil, companion.Bad("toy has no %q command", c.Type)
}

// check says why seat may not guess target's digit now, if it may not.
func (s *State) check(seat, target int) error {
	switch {
	case s.winner > 0:
		return companion.Refuse("the game is over")
	case !s.started():
		return companion.Refuse("not every player has set a digit yet")
	case seat != s.turn:
		return companion.Refuse("it is %s's turn", companion.Player(s.turn))
	case target == seat || target < 0 || target >= len(s.digits):
		return companion.Bad("guess another player's digit")
	}
	return nil
}
