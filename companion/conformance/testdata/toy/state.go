package toy

import (
	"github.com/tablemate/tablemate/companion"
)

// Rules makes a toy table's initial state.
type Rules struct{}

// New makes the initial state: no digits set yet.
func (Rules) New(s companion.Settings) (companion.State, error) {
	if s.Players < 2 || s.Players > 3 {
		return nil, companion.Bad("toy takes 2 or 3 players, not %d", s.Players)
	}
	return &State{digits: make([]int, s.Players), set: make([]bool, s.Players), notes: make([]string, s.Players)}, nil
}

// State is a toy table.
type State struct {
	digits  []int
	set     []bool
	guesses []guess
	turn    int
	winner  int // 0 until someone wins, then seat+1
	notes   []string
}

func (s *State) started() bool {
	for _, ok := range s.set {
		if !ok {
			return false
		}
	}
	return true
}
