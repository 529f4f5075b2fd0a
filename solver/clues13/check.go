package clues13

import "fmt"

// Mark states on a note sheet.
const (
	MarkOut     = "out"     // not in my case
	MarkCertain = "certain" // in my case
)

// Mark is one entry of a seat's note sheet.
type Mark struct {
	Card  string `json:"card"`
	State string `json:"state"`
}

// MarkNote is a mark the checker comments on. Probability is the exact chance that the card is in the
// seat's case. Reason for a hint: "seen" (the card is in plain sight) or "deduced" (the clues force it);
// for a mistake: "open" (the clues leave the card undecided) or "wrong" (they prove the opposite).
type MarkNote struct {
	Card        string  `json:"card"`
	State       string  `json:"state"`
	Probability float64 `json:"probability"`
	Reason      string  `json:"reason"`
}

// CheckResult separates Mistakes (marks the clues do not support) from Hints (sure deductions not yet
// marked). With contradictory clues nothing can be judged: Contradiction is set and both lists are empty.
type CheckResult struct {
	Consistent    uint64     `json:"consistent"`
	Contradiction bool       `json:"contradiction"`
	Mistakes      []MarkNote `json:"mistakes"`
	Hints         []MarkNote `json:"hints"`
}

// Check compares a seat's marks with what its knowledge proves. A mark "out" is supported when the card
// can be in no consistent case; "certain" when it is in every one. Hints list, in card order, the cards
// in play that are proven out or certain but not marked.
func Check(req SolveRequest, marks []Mark) (CheckResult, error) {
	k, err := parse(req)
	if err != nil {
		return CheckResult{}, err
	}
	marked := map[Card]string{}
	for _, m := range marks {
		c, err := ParseCard(m.Card)
		if err != nil {
			return CheckResult{}, err
		}
		if err := k.setup.CheckCard(c); err != nil {
			return CheckResult{}, err
		}
		if m.State != MarkOut && m.State != MarkCertain {
			return CheckResult{}, fmt.Errorf("unknown mark %q for %q (out or certain)", m.State, m.Card)
		}
		if _, dup := marked[c]; dup {
			return CheckResult{}, fmt.Errorf("card %q is marked twice", c)
		}
		marked[c] = m.State
	}
	e := newEngine(k, false)
	e.run()
	res := CheckResult{Consistent: e.total, Contradiction: e.total == 0, Mistakes: []MarkNote{}, Hints: []MarkNote{}}
	if e.total == 0 {
		return res, nil
	}
	in := e.inCase()
	for _, c := range k.setup.Cards {
		p := float64(in[c]) / float64(e.total)
		proven, reason := "", "deduced"
		switch {
		case in[c] == 0:
			proven = MarkOut
			if k.seen[c] {
				reason = "seen"
			}
		case in[c] == e.total:
			proven = MarkCertain
		}
		state, ok := marked[c]
		switch {
		case ok && state != proven:
			why := "wrong"
			if proven == "" {
				why = "open"
			}
			res.Mistakes = append(res.Mistakes, MarkNote{Card: c.String(), State: state, Probability: p, Reason: why})
		case !ok && proven != "":
			res.Hints = append(res.Hints, MarkNote{Card: c.String(), State: proven, Probability: p, Reason: reason})
		}
	}
	return res, nil
}
