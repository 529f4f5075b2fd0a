package tagiron

import (
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/solver/explain"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

var _ companion.Explainer = (*State)(nil)

// ExplainJob implements companion.Explainer: why the tile at a position of the seat's target is (or
// is not) a given tile. The claim is a notepad cell, "3/r5". The snapshot holds only the seat's own
// knowledge (see Knowledge), and the answers that prove a claim are named by their index in the log
// of the seat's view.
func (s *State) ExplainJob(a companion.Actor, req companion.ExplainRequest) (companion.Job, error) {
	seat := int(a)
	if s.racks[seat] == nil {
		return nil, companion.Refuse("enter your tiles first")
	}
	pos, tile := splitMark(req.Claim)
	if _, err := rules.ParseTile(tile); err != nil || pos < 1 || pos > len(s.racks[seat]) {
		return nil, companion.Bad("unknown claim %q", req.Claim)
	}
	if req.Level == companion.HintsCheck {
		st := s.notes[seat].marks[req.Claim]
		if !(st == rules.MarkCertain && req.Is || st == rules.MarkOut && !req.Is) {
			return nil, companion.OnlyOwnMarks()
		}
	}
	know := s.Knowledge(seat)
	know.Row = nil // an explanation ranks no questions
	var at []int   // Knowledge's log entries are the asks of s.log, in order
	for i, e := range s.log {
		if e.Kind == "ask" {
			at = append(at, i)
		}
	}
	return companion.Explaining(req, at, func(r explain.Reader) (explain.Explanation, error) {
		return rules.Explain(rules.ExplainRequest{SolveRequest: know, Reader: r, Claim: rules.Claim{Position: pos, Tile: tile, Is: req.Is}})
	}), nil
}
