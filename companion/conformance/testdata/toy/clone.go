package toy

import (
	"github.com/tablemate/tablemate/companion"
)

// Clone copies the state: nothing mutable is shared.
func (s *State) Clone() companion.State {
	c := *s
	c.digits = append([]int(nil), s.digits...)
	c.set = append([]bool(nil), s.set...)
	c.guesses = append([]guess(nil), s.guesses...)
	c.notes = append([]string(nil), s.notes...)
	return &c
}
