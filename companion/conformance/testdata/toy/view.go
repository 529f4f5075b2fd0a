package toy

import (
	"github.com/tablemate/tablemate/companion"
)

// View is the game's part of an actor's view.
type View struct {
	Set     []bool  `json:"set"`
	Guesses []guess `json:"guesses"`
	Turn    int     `json:"turn"`
	Winner  *int    `json:"winner,omitempty"`
	Digit   *int    `json:"digit,omitempty"` // a seat's own digit
	Note    string  `json:"note,omitempty"`  // a seat's own note
}

// View computes what an actor may see: a seat its own digit and note.
func (s *State) View(a companion.Actor, _ companion.ViewContext) any {
	v := View{Set: append([]bool(nil), s.set...), Guesses: append([]guess{}, s.guesses...), Turn: s.turn}
	if s.winner > 0 {
		w := s.winner - 1
		v.Winner = &w
	}
	if seat := int(a); seat >= 0 && seat < len(s.digits) {
		if s.set[seat] {
			d := s.digits[seat]
			v.Digit = &d
		}
		v.Note = s.notes[seat]
	}
	return v
}

// Phase names the game's step.
func (s *State) Phase() string {
	switch {
	case s.winner > 0:
		return companion.PhaseOver
	case s.started():
		return companion.PhasePlay
	}
	return companion.PhaseSetup
}
