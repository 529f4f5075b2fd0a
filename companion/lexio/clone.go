package lexio

import (
	"slices"

	"github.com/tablemate/tablemate/companion"
)

// Clone implements companion.State: a deep copy that shares no slice, map
// or pointer with s, so the table may keep it as a snapshot while s folds on.
// rules.Game and rules.Scorekeeper are shared: they are immutable values
// (each of their moves returns a copy and leaves the receiver untouched).
func (s *State) Clone() companion.State {
	c := *s
	c.hands = slices.Clone(s.hands)
	c.entered = slices.Clone(s.entered)
	c.trick = cloneMoves(s.trick)
	c.lastTrick = cloneMoves(s.lastTrick)
	c.scan.hands = slices.Clone(s.scan.hands)
	if s.emptied != nil {
		c.emptied = make([]Emptied, len(s.emptied))
		for i, e := range s.emptied {
			c.emptied[i] = cloneEmptied(e)
		}
	}
	return &c
}

func cloneMoves(ms []Move) []Move {
	if ms == nil {
		return nil
	}
	out := make([]Move, len(ms))
	for i, m := range ms {
		m.Tiles = slices.Clone(m.Tiles)
		out[i] = m
	}
	return out
}
