package code777

import (
	"context"
	"fmt"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// Hints is what a seat's hint panel shows; which fields are filled depends on the table's hint level.
type Hints struct {
	Level string `json:"level"`
	// Waiting: the seat's history is not known yet, so no hints (never a guessed one); Until says why:
	// "tiles" (a rack waits for its tiles), "order" (an entry is kept until the racks drawn before it,
	// named in Before, are entered), "reshuffle" (the discards must be shuffled in, and someone confirm
	// it), "conflict" (an entry the draw pile cannot hold, until the host corrects it).
	Waiting       bool            `json:"waiting,omitempty"`
	Until         string          `json:"until,omitempty"`
	Before        []string        `json:"before,omitempty"`
	Contradiction bool            `json:"contradiction"`
	Mistakes      []MarkMistake   `json:"mistakes"`
	Open          []OpenDeduction `json:"open,omitempty"` // deductions not marked yet (on request)
	// possibilities and full:
	Consistent int      `json:"consistent,omitempty"` // kind-multisets the rack may still be
	Possible   []string `json:"possible,omitempty"`   // number triples still possible, ascending
	Solved     *string  `json:"solved,omitempty"`
	// Prompt says, once the seat's hints are certain, that it may act on
	// them now (for the page's pinned prompt).
	Prompt *companion.Said `json:"prompt,omitempty"`
	// full only:
	Numbers   map[string]float64   `json:"numbers,omitempty"`
	Kinds     map[string]float64   `json:"kinds,omitempty"`
	Challenge *rules.ChallengeOdds `json:"challenge,omitempty"` // the best challenge now and its chance

	// Conflict, on a contradiction, names the entries that cannot all hold (indexes in the seat's log)
	// and which of them the seat entered itself (its challenges).
	Conflict *companion.ConflictNote `json:"conflict,omitempty"`
}

// MarkMistake is a note-sheet claim about a kind that the clues do not support. Wrong: the clues prove the
// opposite (otherwise it is merely not certain yet).
type MarkMistake struct {
	Kind        string   `json:"kind"`
	State       string   `json:"state"` // out | certain: what the sheet claims
	Wrong       bool     `json:"wrong"`
	Probability *float64 `json:"probability,omitempty"` // full level: the chance the claim is true anyway
}

// OpenDeduction is a claim about a kind that the clues prove and the sheet does not show.
type OpenDeduction struct {
	Kind        string `json:"kind"`
	State       string `json:"state"` // out | certain
	FromAnswers bool   `json:"from_answers"`
}

// Knowledge is exactly what the seat knows, in the solver's terms: every rack but its own as it is now, the
// discards it saw since the last reshuffle, the answers given since its current rack was placed (each with
// the racks the seat saw then), and its history (History): every draw, discard and reshuffle since the
// start with the tiles it saw, the answers about its earlier racks, its challenges judged wrong (the
// numbers it named) and the tiles it looked at after a correct one. ok is false while a rack waits for
// tiles.
func (s *State) Knowledge(seat int) (req rules.SolveRequest, ok bool) {
	if !s.m.AllFilled() {
		return rules.SolveRequest{}, false
	}
	req = rules.SolveRequest{Game: rules.GameID, Players: s.players, Seat: seat, RacksNow: map[string][]string{},
		SeenDiscards: []string{}, Log: []rules.LogEntry{}, Q2ThresholdMore: s.opts.Q2ThresholdMore}
	for i, id := range s.m.IDs() {
		if i != seat {
			req.RacksNow[id.String()] = s.m.Rack(i).IDs()
		}
	}
	for _, k := range s.seen[seat].List() {
		req.SeenDiscards = append(req.SeenDiscards, k.String())
	}
	for _, r := range s.reads[s.placedAt[seat]:] {
		if r.reader == seat { // the seat's own readings teach it nothing about its rack
			continue
		}
		le := rules.LogEntry{Reader: r.reader, Card: r.card.String(), Answer: r.answer, Others: map[string][]string{}}
		for i, id := range s.m.IDs() {
			if i != seat && i != r.reader {
				le.Others[id.String()] = r.racks[i].IDs()
			}
		}
		req.Log = append(req.Log, le)
	}
	if s.m.Started() { // before the start there is nothing but the racks in sight
		req.History, _ = s.history(seat)
	}
	return req, true
}

// history is the seat's view of the moves (see rules.Step): the tiles it saw drawn and discarded, its own
// racks as unseen draws, and what it learnt about those before its current one.
//
// facts are, for each step that states a fact about an earlier rack (an answer, a challenge judged), the
// entry of the public log it comes from, in order.
func (s *State) history(seat int) (out []rules.Step, facts []int) {
	ids := s.m.IDs()
	out = make([]rules.Step, 0, len(s.moves))
	for _, mv := range s.moves {
		switch mv.kind {
		case "reshuffle":
			out = append(out, rules.Step{Reshuffle: true})
		case "draw":
			st := rules.Step{Draw: ids[mv.rack].String()}
			if mv.rack != seat {
				st.Tiles = mv.tiles.IDs()
			}
			out = append(out, st)
		case "discard":
			st := rules.Step{Discard: ids[mv.rack].String()}
			if mv.rack == seat && mv.judged {
				facts = append(facts, mv.log)
				if mv.correct {
					st.Tiles = mv.tiles.IDs() // it may look at the tiles it had
				} else {
					st.Not = mv.numbers.String() // heard "wrong": not these numbers
				}
			}
			out = append(out, st)
		case "read":
			r := s.reads[mv.read]
			if mv.read >= s.placedAt[seat] || r.reader == seat {
				continue // about the current rack (in Log), or the seat's own reading
			}
			le := rules.LogEntry{Reader: r.reader, Card: r.card.String(), Answer: r.answer, Others: map[string][]string{}}
			for i, id := range ids {
				if i != seat && i != r.reader {
					le.Others[id.String()] = r.racks[i].IDs()
				}
			}
			out = append(out, rules.Step{Read: &le})
			facts = append(facts, mv.log)
		}
	}
	return out, facts
}

// sheetMarks turns the seat's note sheet into the solver's per-kind claims: a kind with a copy marked
// "certain" is claimed on the rack; a kind with every copy crossed out ("x" or "out") is claimed absent.
func (s *State) sheetMarks(seat int) []rules.Mark {
	var out []rules.Mark
	for _, k := range rules.Kinds() {
		crossed, certain := 0, false
		for i := 1; i <= k.Copies(); i++ {
			switch s.marks[seat][cellID(k, i)] {
			case "x", "out":
				crossed++
			case "certain":
				certain = true
			}
		}
		switch {
		case certain:
			out = append(out, rules.KindMark(k, rules.Certain))
		case crossed == k.Copies():
			out = append(out, rules.KindMark(k, rules.Out))
		}
	}
	return out
}

// HintJob implements companion.Hinter. The snapshot holds only the seat's own knowledge (see Knowledge):
// its own rack never reaches the solver.
func (s *State) HintJob(a companion.Actor, req companion.HintRequest) (companion.Job, error) {
	seat := int(a)
	if !s.m.Started() {
		return nil, companion.Refuse("the game has not started yet")
	}
	know, ok := s.Knowledge(seat)
	if !ok {
		h := Hints{Level: req.Level, Waiting: true, Mistakes: []MarkMistake{}}
		h.Until, h.Before = s.unknownUntil()
		return func(ctx context.Context) (any, error) { return h, nil }, nil
	}
	marks := s.sheetMarks(seat)
	at := s.knowledgeAt(seat)
	return func(ctx context.Context) (any, error) {
		chk, err := rules.Check(know, marks)
		if err != nil {
			return nil, companion.AsError(err)
		}
		full := req.Level == companion.HintsFull
		h := Hints{Level: req.Level, Contradiction: chk.Contradiction, Mistakes: []MarkMistake{}}
		if h.Contradiction {
			if h.Conflict, err = conflict(know, at); err != nil {
				return nil, companion.AsError(err)
			}
		}
		for _, m := range chk.Mistakes {
			mm := MarkMistake{Kind: m.Mark.Kind.String(), State: m.Mark.State.String(), Wrong: m.Wrong}
			if full {
				p := m.Probability
				mm.Probability = &p
			}
			h.Mistakes = append(h.Mistakes, mm)
		}
		if req.Open {
			h.Open = []OpenDeduction{}
			for _, d := range chk.Hints {
				if d.Mark.Numbers.IsZero() {
					h.Open = append(h.Open, OpenDeduction{Kind: d.Mark.Kind.String(), State: d.Mark.State.String(), FromAnswers: d.FromAnswers})
				}
			}
		}
		if req.Level == companion.HintsCheck {
			return h, nil
		}
		if err := ctx.Err(); err != nil {
			return nil, err // the seat moved on: the solve below is not needed
		}
		res, err := rules.Solve(know)
		if err != nil {
			return nil, companion.AsError(err)
		}
		h.Consistent, h.Solved = res.Consistent, res.Solved
		if h.Solved != nil {
			// The numbers themselves: the player taps them in the challenge.
			h.Prompt = &companion.Said{KO: fmt.Sprintf("이제 도전할 수 있어요: 내 숫자는 %s입니다.", *h.Solved), EN: fmt.Sprintf("You can challenge now: your numbers are %s.", *h.Solved)}
		}
		h.Possible = []string{}
		for n := range res.Numbers {
			h.Possible = append(h.Possible, n)
		}
		slices.Sort(h.Possible) // "1 2 3" style strings of single digits sort numerically
		if full {
			h.Numbers, h.Kinds, h.Challenge = res.Numbers, res.Kinds, res.ChallengeRight
		}
		return h, nil
	}, nil
}

// knowledgeAt maps the entries of Knowledge (its log, then the facts of its history, see
// rules.FindConflict) to indexes in the public log, each with whether the seat entered it itself (its
// own challenges; the answers are computed from the racks others placed).
func (s *State) knowledgeAt(seat int) []logRef {
	var out []logRef
	for i, e := range s.log {
		if e.kind == "read" && e.read >= s.placedAt[seat] && s.reads[e.read].reader != seat {
			out = append(out, logRef{i, false})
		}
	}
	if !s.m.Started() {
		return out
	}
	_, facts := s.history(seat)
	for _, i := range facts {
		out = append(out, logRef{i, s.log[i].kind == "challenge"})
	}
	return out
}

// logRef is an entry of the public log, and whether the seat entered it.
type logRef struct {
	at   int
	mine bool
}

// conflict names, on a contradiction, the entries that cannot all hold (rules.FindConflict).
func conflict(know rules.SolveRequest, at []logRef) (*companion.ConflictNote, error) {
	c, err := companion.Conflicting(func(lang string) (rules.Conflict, bool, error) { return rules.FindConflict(know, lang, nil) },
		func(j int) (int, bool, bool) {
			if j >= len(at) {
				return 0, false, false
			}
			return at[j].at, at[j].mine, true
		})
	if c != nil {
		c.SayMine()
	}
	return c, err
}

// unknownUntil says why the seats' histories are not known now (see
// Hints.Until), from public facts only: the entries, the draw order, the
// draw pile.
func (s *State) unknownUntil() (string, []string) {
	switch {
	case s.Conflict():
		return "conflict", nil
	case s.m.ReshuffleDue():
		return "reshuffle", nil
	}
	for i, r := range s.held {
		if len(r) == 0 {
			continue
		}
		var before []string
		for _, id := range s.m.DrawnBefore() {
			if j := s.index(id); j != i && !slices.Contains(before, id.String()) {
				before = append(before, id.String())
			}
		}
		return "order", before
	}
	return "tiles", nil
}
