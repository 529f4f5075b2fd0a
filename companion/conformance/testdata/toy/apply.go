package toy

import (
	"fmt"

	"github.com/tablemate/tablemate/companion"
)

// Apply folds one event.
func (s *State) Apply(e companion.Event) (companion.State, error) {
	var err error
	switch e.Kind {
	case "digit.set":
		err = companion.Fold(e, func(d digitData) error {
			if err := checkSeat(e.Kind, d.Seat, len(s.digits)); err != nil {
				return err
			}
			if s.started() || d.Digit < 0 || d.Digit > 9 {
				return fmt.Errorf("the rules refuse digit %d now", d.Digit)
			}
			s.digits[d.Seat], s.set[d.Seat] = d.Digit, true
			return nil
		})
	case "guess":
		err = companion.Fold(e, func(g guess) error {
			if err := checkSeat(e.Kind, g.Seat, len(s.digits)); err != nil {
				return err
			}
			if err := s.check(g.Seat, g.Target); err != nil {
				return err
			}
			if g.Right != (s.digits[g.Target] == g.Digit) {
				return fmt.Errorf("says %v where the digit says otherwise", g.Right)
			}
			s.guesses = append(s.guesses, g)
			if g.Right {
				s.winner = g.Seat + 1
			}
			s.turn = (s.turn + 1) % len(s.digits)
			return nil
		})
	case "note":
		err = companion.Fold(e, func(n noteData) error {
			if err := checkSeat(e.Kind, n.Seat, len(s.digits)); err != nil {
				return err
			}
			s.notes[n.Seat] = n.Text
			return nil
		})
	default:
		err = companion.UnknownKind("toy", e)
	}
	return s, err
}

// checkSeat says what is wrong with a seat named in a stored event, if
// anything: seats are 0 to players-1.
func checkSeat(kind string, seat, players int) error {
	if seat < 0 || seat >= players {
		return fmt.Errorf("%s for seat %d, which this %d-player table does not have", companion.EventName(kind), seat, players)
	}
	return nil
}
