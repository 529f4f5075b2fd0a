package tagiron

import (
	"maps"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Clone implements companion.State: a deep copy that shares no slice, map
// or pointer with s, so the table may keep it as a snapshot while s folds on.
// (rules.Match holds only arrays and numbers: copying the value copies it.)
func (s *State) Clone() companion.State {
	c := *s
	c.racks = companion.CloneEach(s.racks, slices.Clone[[]rules.Tile])
	c.drawn = slices.Clone(s.drawn)
	c.log = companion.CloneEach(s.log, func(e entry) entry {
		e.Answers = maps.Clone(e.Answers)
		e.Guess = slices.Clone(e.Guess)
		e.Correct = companion.ClonePtr(e.Correct)
		return e
	})
	c.notes = companion.CloneEach(s.notes, func(n notepad) notepad {
		n.marks = maps.Clone(n.marks)
		return n
	})
	c.deal = companion.CloneEach(s.deal, slices.Clone[[]dealt])
	return &c
}

// CarryNotes implements companion.NoteKeeper: the notes are touched by the
// note events alone, and touch nothing else, so an undo refolds the game's
// moves and takes the notes as they are.
func (s *State) CarryNotes(from companion.State) companion.State {
	if f, ok := from.(*State); ok {
		s.notes = f.notes
	}
	return s
}
