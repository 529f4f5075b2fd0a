package code777

import (
	"maps"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// Clone implements companion.State: a deep copy that shares no slice, map
// or pointer with s, so the table may keep it as a snapshot while s folds on.
// The rules.Match is shared: it is an immutable value (each of its moves
// returns a copy and leaves the receiver untouched). Racks, tile multisets,
// cards and numbers are plain values.
func (s *State) Clone() companion.State {
	c := *s
	c.placedAt = slices.Clone(s.placedAt)
	c.seen = slices.Clone(s.seen)
	c.moves = slices.Clone(s.moves) // moves are plain values
	c.reads = companion.CloneEach(s.reads, func(r reading) reading {
		r.racks = slices.Clone(r.racks)
		return r
	})
	c.log = companion.CloneEach(s.log, func(e entry) entry {
		e.refresh = slices.Clone(e.refresh)
		return e
	})
	c.old = companion.CloneEach(s.old, slices.Clone[[]rules.Rack])
	c.marks = companion.CloneEach(s.marks, maps.Clone[map[string]string])
	c.placing = companion.CloneEach(s.placing, slices.Clone[[]placed])
	c.short = companion.CloneEach(s.short, cloneRack)
	c.held = companion.CloneEach(s.held, slices.Clone[[]rules.Rack])
	return &c
}

// CarryNotes implements companion.NoteKeeper: the notes are touched by the
// note events alone, and touch nothing else, so an undo refolds the game's
// moves and takes the notes as they are.
func (s *State) CarryNotes(from companion.State) companion.State {
	if f, ok := from.(*State); ok {
		s.marks = f.marks
	}
	return s
}

// cloneRack copies a kept entry (nil stays nil).
func cloneRack(r *rules.Rack) *rules.Rack {
	if r == nil {
		return nil
	}
	c := *r
	return &c
}
