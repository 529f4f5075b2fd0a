package clues13

import (
	"context"
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// Hints is what a seat's hint panel shows; which fields are filled depends on the table's hint level
// (companion.Hints*).
type Hints struct {
	Level         string           `json:"level"`
	Contradiction bool             `json:"contradiction"`
	Mistakes      []rules.MarkNote `json:"mistakes"`       // marks the clues do not support
	Open          []rules.MarkNote `json:"open,omitempty"` // sure deductions not marked yet (on request)
	// possibilities and full:
	Consistent uint64    `json:"consistent,omitempty"` // hidden worlds that fit everything the seat knows
	Cases      int       `json:"cases,omitempty"`      // candidate cases left
	Possible   *Possible `json:"possible,omitempty"`   // per kind, the cards that may still be in the case
	Solved     []string  `json:"solved,omitempty"`     // the case, once certain
	// Prompt says, once the seat's hints are certain, that it may act on
	// them now (for the page's pinned prompt).
	Prompt *companion.Said `json:"prompt,omitempty"`
	// full only:
	Probabilities *rules.CaseProbabilities `json:"probabilities,omitempty"`
	Suggestions   []rules.Suggestion       `json:"suggestions,omitempty"` // asks and peeks, best first

	// Conflict, on a contradiction, names the entries that cannot all hold (indexes in the seat's log)
	// and which of them the seat entered itself.
	Conflict *companion.ConflictNote `json:"conflict,omitempty"`
}

// knownAt returns where in s.log the asks and the solves of the seat's
// Knowledge stand (the same filter as Knowledge): the solver counts the asks
// first, then the solves.
func (s *State) knownAt(seat int) (asks, solves []int) {
	for i, e := range s.log {
		switch {
		case e.Kind == "ask" && (!e.Private || e.Seat == seat || *e.Answerer == seat):
			asks = append(asks, i)
		case e.Kind == "solve":
			solves = append(solves, i)
		}
	}
	return asks, solves
}

// knowledgeConflict finds, when the seat's knowledge contradicts itself, the entries that cannot all hold (see
// rules.FindConflict), as indexes in s.log; keep are solver entry indexes never dropped.
func (s *State) knowledgeConflict(seat int, know rules.SolveRequest, keep ...int) (*companion.ConflictNote, error) {
	asks, solves := s.knownAt(seat)
	letters := rules.PeekOrder(know)
	return companion.Conflicting(func(lang string) (rules.Conflict, bool, error) { return rules.FindConflict(know, lang, nil, keep...) },
		func(j int) (int, bool, bool) {
			switch {
			case j < len(asks):
				return asks[j], *s.log[asks[j]].Answerer == seat, true
			case j < len(asks)+len(solves):
				at := solves[j-len(asks)]
				return at, s.log[at].Seat == seat, true
			}
			l := letters[j-len(asks)-len(solves)]
			at := -1
			for i, e := range s.log {
				if e.Kind == "peek" && e.Seat == seat && e.Letter == l {
					at = i
				}
			}
			return at, true, at >= 0 // a peek being entered now is not in the log yet
		})
}

// Possible lists, per kind and in card order, the cards that may still be in the seat's case.
type Possible struct {
	Person   []string `json:"person"`
	Location []string `json:"location"`
	Weapon   []string `json:"weapon"`
}

// Knowledge is exactly what the seat knows, in the solver's terms: its inside pair, the other cases,
// the informants it peeked at, every public answer and the private ones it took part in, every solve.
// The letters come from validated events, so an error means the table's state is broken.
func (s *State) Knowledge(seat int) (rules.SolveRequest, error) {
	// The informants are what the seat itself saw (entered by it, or laid out), never the table's truth.
	req, err := s.m.Deal().Request(seat, nil)
	if err != nil {
		return req, err
	}
	if len(s.peeked[seat]) > 0 {
		req.Peeked = map[string]string{}
		for l, card := range s.peeked[seat] {
			req.Peeked[l.String()] = card.String()
		}
	}
	for _, e := range s.log {
		switch {
		case e.Kind == "ask" && (!e.Private || e.Seat == seat || *e.Answerer == seat):
			req.Log = append(req.Log, rules.LogEntry{Asker: e.Seat, Answerer: *e.Answerer, Ask: e.Ask, Side: e.Side, Answer: *e.Answer, Private: e.Private})
		case e.Kind == "solve":
			req.Solves = append(req.Solves, rules.SolveEntry{Player: e.Seat, Guess: e.Guess, Correct: *e.Correct})
		}
	}
	return req, nil
}

// marks returns the seat's claims (out / certain) in card order; "maybe" is a reminder, not a claim.
func (s *State) marks(seat int) []rules.Mark {
	var out []rules.Mark
	for _, card := range s.m.Setup().Cards {
		if st := s.notes[seat].marks[card]; st == rules.MarkOut || st == rules.MarkCertain {
			out = append(out, rules.Mark{Card: card.String(), State: st})
		}
	}
	return out
}

// HintJob implements companion.Hinter. The snapshot holds only the seat's own knowledge; nothing else
// of the table reaches the solver.
func (s *State) HintJob(a companion.Actor, req companion.HintRequest) (companion.Job, error) {
	if !s.m.Started() {
		return nil, companion.Refuse("the game has not started yet")
	}
	know, err := s.Knowledge(int(a))
	if err != nil {
		return nil, companion.AsError(err)
	}
	marks, order := s.marks(int(a)), s.m.Setup().Cards
	return func(ctx context.Context) (any, error) {
		chk, err := rules.Check(know, marks)
		if err != nil {
			return nil, companion.HintsFailed(err)
		}
		h := Hints{Level: req.Level, Contradiction: chk.Contradiction, Mistakes: chk.Mistakes}
		if h.Contradiction {
			if h.Conflict, err = s.knowledgeConflict(int(a), know); err != nil {
				return nil, companion.HintsFailed(err)
			}
			if h.Conflict != nil {
				h.Conflict.SayMine()
			}
		}
		if req.Open {
			h.Open = chk.Hints
		}
		if req.Level == companion.HintsCheck {
			return h, nil
		}
		if err := ctx.Err(); err != nil {
			return nil, err // the seat moved on: the solve below is not needed
		}
		solve := rules.Deduce
		if req.Level == companion.HintsFull {
			solve = rules.Solve
		}
		res, err := solve(know)
		if err != nil {
			return nil, companion.HintsFailed(err)
		}
		h.Consistent, h.Cases, h.Solved = res.Consistent, res.Cases, res.Solved
		if h.Solved != nil {
			h.Prompt = &companion.Said{KO: "이제 해결할 수 있어요: 내 사건이 확실합니다.", EN: "You can solve now: your case is certain."}
		}
		h.Possible = &Possible{Person: possible(res.Case.Person, order), Location: possible(res.Case.Location, order),
			Weapon: possible(res.Case.Weapon, order)}
		if req.Level == companion.HintsFull {
			h.Probabilities, h.Suggestions = &res.Case, res.Suggestions
		}
		return h, nil
	}, nil
}

// possible keeps the cards with a chance above zero, in card order.
func possible(probs map[string]float64, order []rules.Card) []string {
	out := []string{}
	for _, card := range order {
		if probs[card.String()] > 0 {
			out = append(out, card.String())
		}
	}
	return out
}
