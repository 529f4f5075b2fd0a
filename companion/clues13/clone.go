package clues13

import (
	"maps"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// Clone implements companion.State: a deep copy that shares no slice, map
// or pointer with s, so the table may keep it as a snapshot while s folds on.
// The turn flow is shared: rules.Match is an immutable value (each of its
// moves returns a copy and leaves the receiver untouched; its setup and deal
// are never changed once made).
func (s *State) Clone() companion.State {
	c := *s
	c.given = companion.CloneEach(s.given, slices.Clone[[]rules.Card])
	c.inside = companion.CloneEach(s.inside, slices.Clone[[]rules.Card])
	c.peeked = companion.CloneEach(s.peeked, maps.Clone[map[rules.Letter]rules.Card])
	c.laid = slices.Clone(s.laid)
	c.dealt = slices.Clone(s.dealt)
	c.log = companion.CloneEach(s.log, func(e entry) entry {
		e.From, e.Answerer, e.Answer, e.To = companion.ClonePtr(e.From), companion.ClonePtr(e.Answerer), companion.ClonePtr(e.Answer), companion.ClonePtr(e.To)
		e.Guess = slices.Clone(e.Guess)
		e.Correct = companion.ClonePtr(e.Correct)
		return e
	})
	c.notes = companion.CloneEach(s.notes, func(n notepad) notepad {
		n.marks = maps.Clone(n.marks)
		return n
	})
	c.placed = companion.CloneEach(s.placed, func(ps []placeData) []placeData {
		return companion.CloneEach(ps, func(p placeData) placeData {
			if p.Complete != nil {
				d := *p.Complete
				d.Outside, d.Inside = slices.Clone(d.Outside), slices.Clone(d.Inside)
				p.Complete = &d
			}
			return p
		})
	})
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
