package code777

import (
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
	"github.com/tablemate/tablemate/solver/explain"
)

var _ companion.Explainer = (*State)(nil)

// ExplainJob implements companion.Explainer: why the seat's own rack holds (or holds no) tile of a
// kind. The claim is the kind, "red5". The snapshot holds only the seat's own knowledge (see
// Knowledge); the answers that prove a claim are named by their index in the log of the seat's view.
func (s *State) ExplainJob(a companion.Actor, req companion.ExplainRequest) (companion.Job, error) {
	seat := int(a)
	if !s.m.Started() {
		return nil, companion.Refuse("the game has not started yet")
	}
	kind, err := rules.ParseKind(req.Claim)
	if err != nil {
		return nil, companion.Bad("unknown claim %q", req.Claim)
	}
	if req.Level == companion.HintsCheck {
		want := rules.KindMark(kind, rules.Out)
		if req.Is {
			want = rules.KindMark(kind, rules.Certain)
		}
		mine := false
		for _, m := range s.sheetMarks(seat) {
			mine = mine || m == want
		}
		if !mine {
			return nil, companion.OnlyOwnMarks()
		}
	}
	know, ok := s.Knowledge(seat)
	if !ok {
		return nil, companion.Refuse("a rack is waiting for its tiles")
	}
	// Knowledge's log entries are the readings since the seat's rack was placed, less its own; each
	// sits in s.log as the read entry that points at it.
	var at []int
	for i, e := range s.log {
		if e.kind == "read" && e.read >= s.placedAt[seat] && s.reads[e.read].reader != seat {
			at = append(at, i)
		}
	}
	return companion.Explaining(req, at, func(r explain.Reader) (explain.Explanation, error) {
		return rules.Explain(rules.ExplainRequest{SolveRequest: know, Reader: r, Claim: rules.Claim{Tile: kind.String(), Is: req.Is}})
	}), nil
}
