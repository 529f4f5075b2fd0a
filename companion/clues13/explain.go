package clues13

import (
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
	"github.com/tablemate/tablemate/solver/explain"
)

var _ companion.Explainer = (*State)(nil)

// ExplainJob implements companion.Explainer: why a card is (or is not) in the seat's own case. The
// claim is the card's id. The snapshot holds only the seat's own knowledge (see Knowledge); the
// answers and solves that prove a claim are named by their index in the log of the seat's view.
func (s *State) ExplainJob(a companion.Actor, req companion.ExplainRequest) (companion.Job, error) {
	seat := int(a)
	if !s.m.Started() {
		return nil, companion.Refuse("the game has not started yet")
	}
	card, err := rules.ParseCard(req.Claim)
	if err != nil || s.m.Setup().CheckCard(card) != nil {
		return nil, companion.Bad("unknown claim %q", req.Claim)
	}
	if req.Level == companion.HintsCheck {
		st := s.notes[seat].marks[card]
		if !(st == rules.MarkCertain && req.Is || st == rules.MarkOut && !req.Is) {
			return nil, companion.OnlyOwnMarks()
		}
	}
	know, err := s.Knowledge(seat)
	if err != nil {
		return nil, companion.AsError(err)
	}
	asks, solves := s.knownAt(seat)
	at := append(asks, solves...)
	return companion.Explaining(req, at, func(r explain.Reader) (explain.Explanation, error) {
		return rules.Explain(rules.ExplainRequest{SolveRequest: know, Reader: r, Claim: rules.Claim{Card: card.String(), Is: req.Is}})
	}), nil
}
