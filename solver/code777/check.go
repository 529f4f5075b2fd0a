package code777

import (
	"encoding/json"
	"errors"
	"fmt"
)

// MarkState is what a note-sheet mark claims about the seat's own rack.
type MarkState uint8

// The two mark states. The zero value is invalid so that a missing state is noticed.
const (
	// Out: the rack holds no tile of the kind.
	Out MarkState = iota + 1
	// Certain: the rack holds at least one tile of the kind (or, for a numbers mark, has these numbers).
	Certain
)

// String returns "out" or "certain".
func (s MarkState) String() string {
	switch s {
	case Out:
		return "out"
	case Certain:
		return "certain"
	}
	return fmt.Sprintf("MarkState(%d)", uint8(s))
}

// ParseMarkState reads "out" or "certain".
func ParseMarkState(s string) (MarkState, error) {
	switch s {
	case "out":
		return Out, nil
	case "certain":
		return Certain, nil
	}
	return 0, fmt.Errorf("unknown mark state %q (want \"out\" or \"certain\")", s)
}

// MarshalText encodes the state.
func (s MarkState) MarshalText() ([]byte, error) {
	if s != Out && s != Certain {
		return nil, fmt.Errorf("invalid mark state %d", uint8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText decodes the state.
func (s *MarkState) UnmarshalText(b []byte) error {
	v, err := ParseMarkState(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// Mark is one mark on a player's note sheet: about a kind (Numbers zero), or, when Numbers is set, the
// claim that the rack's numbers are exactly these (State must be Certain).
// JSON: {"kind":"red5","state":"out"} or {"numbers":"5 5 7","state":"certain"}.
type Mark struct {
	Kind    Kind
	Numbers Numbers
	State   MarkState
}

// KindMark returns a mark about one kind.
func KindMark(k Kind, s MarkState) Mark { return Mark{Kind: k, State: s} }

// NumbersMark returns the mark "my numbers are n".
func NumbersMark(n Numbers) Mark { return Mark{Numbers: n, State: Certain} }

// String describes the mark, e.g. "red5 out" or "numbers 5 5 7 certain".
func (m Mark) String() string {
	if !m.Numbers.IsZero() {
		return "numbers " + m.Numbers.String() + " " + m.State.String()
	}
	return m.Kind.String() + " " + m.State.String()
}

type markJSON struct {
	Kind    *Kind     `json:"kind,omitempty"`
	Numbers *Numbers  `json:"numbers,omitempty"`
	State   MarkState `json:"state"`
}

// MarshalJSON encodes {"kind":…,"state":…} or {"numbers":…,"state":…}.
func (m Mark) MarshalJSON() ([]byte, error) {
	j := markJSON{State: m.State}
	if m.Numbers.IsZero() {
		j.Kind = &m.Kind
	} else {
		j.Numbers = &m.Numbers
	}
	return json.Marshal(j)
}

// UnmarshalJSON decodes a mark; exactly one of "kind" and "numbers" must be present, and "state" too.
func (m *Mark) UnmarshalJSON(b []byte) error {
	var j markJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return fmt.Errorf("mark %s: %w", b, err)
	}
	switch {
	case (j.Kind == nil) == (j.Numbers == nil):
		return fmt.Errorf("mark %s: give either \"kind\" or \"numbers\"", b)
	case j.State == 0:
		return fmt.Errorf("mark %s: missing \"state\"", b)
	case j.Kind != nil:
		*m = KindMark(*j.Kind, j.State)
	default:
		*m = Mark{Numbers: *j.Numbers, State: j.State}
	}
	return nil
}

// CheckResult judges a note sheet against the clues.
type CheckResult struct {
	// Contradiction: the clues admit no rack at all, so no mark can be judged.
	Contradiction bool `json:"contradiction"`
	// Mistakes are marks the clues do not support.
	Mistakes []Mistake `json:"mistakes"`
	// Hints are deductions the clues allow that the sheet does not show.
	Hints []Hint `json:"hints"`
}

// Mistake is a mark the clues do not support.
type Mistake struct {
	Mark Mark `json:"mark"`
	// Wrong: the clues prove the opposite (otherwise the mark is merely not certain yet).
	Wrong bool `json:"wrong"`
	// Probability that the mark is nevertheless true.
	Probability float64 `json:"probability"`
	Reason      string  `json:"reason"`
}

// Hint is a deduction the player has not marked.
type Hint struct {
	Mark Mark `json:"mark"`
	// FromAnswers: the deduction needs the answers heard, not only the tiles in sight.
	FromAnswers bool   `json:"from_answers"`
	Reason      string `json:"reason"`
}

// Check compares a player's marks with what the clues of req allow. Marks must be valid, at most one per
// kind, and at most one numbers mark (which must be "certain").
func Check(req SolveRequest, marks []Mark) (CheckResult, error) {
	kn, err := parseKnowledge(req)
	if err != nil {
		return CheckResult{}, err
	}
	byKind, numbers, err := indexMarks(marks)
	if err != nil {
		return CheckResult{}, err
	}
	res := CheckResult{Mistakes: []Mistake{}, Hints: []Hint{}}
	p := newPosterior(kn.worlds(kn.clues))
	if p.total.Sign() == 0 {
		res.Contradiction = true
		return res, nil
	}
	// What the tiles in sight alone allow, to tell the player where a hint comes from.
	sight := newPosterior(kn.worlds(nil))
	// And what the tiles in sight now allow without the seat's history, to tell the two apart.
	now := sight
	if kn.prior != nil {
		plain := kn
		plain.prior = nil
		now = newPosterior(plain.worlds(nil))
	}

	for _, m := range marks {
		if !m.Numbers.IsZero() {
			continue
		}
		has, all := p.has[m.Kind], p.all(m.Kind)
		switch {
		case m.State == Out && !p.none(m.Kind):
			res.Mistakes = append(res.Mistakes, Mistake{Mark: m, Wrong: all, Probability: 1 - p.prob(has),
				Reason: kindReason(m.Kind, all, p.prob(has))})
		case m.State == Certain && !all:
			res.Mistakes = append(res.Mistakes, Mistake{Mark: m, Wrong: p.none(m.Kind), Probability: p.prob(has),
				Reason: kindReason(m.Kind, all, p.prob(has))})
		}
	}
	solved, isSolved := p.solved()
	if !numbers.IsZero() && (!isSolved || solved != numbers) {
		pn := p.prob(p.numbers[numbers])
		reason := fmt.Sprintf("the numbers could still be others: %s has probability %.3g", numbers, pn)
		if pn == 0 {
			reason = fmt.Sprintf("the clues rule out the numbers %s", numbers)
		}
		res.Mistakes = append(res.Mistakes, Mistake{Mark: NumbersMark(numbers), Wrong: pn == 0, Probability: pn, Reason: reason})
	}

	for k := range numKinds {
		var want MarkState
		switch {
		case p.none(k):
			want = Out
		case p.all(k):
			want = Certain
		default:
			continue
		}
		if byKind[k] == want {
			continue
		}
		fromAnswers := (want == Out && !sight.none(k)) || (want == Certain && !sight.all(k))
		reason := hintReason(k, want, fromAnswers)
		if !fromAnswers && ((want == Out && !now.none(k)) || (want == Certain && !now.all(k))) {
			reason = historyReason(k, want)
		}
		res.Hints = append(res.Hints, Hint{Mark: KindMark(k, want), FromAnswers: fromAnswers, Reason: reason})
	}
	if isSolved && numbers != solved {
		_, sightSolved := sight.solved()
		res.Hints = append(res.Hints, Hint{Mark: NumbersMark(solved), FromAnswers: !sightSolved,
			Reason: "only the numbers " + solved.String() + " remain: a challenge now is certain to be right"})
	}
	return res, nil
}

// indexMarks validates the marks and returns the state per kind (0 = unmarked) and the numbers mark.
func indexMarks(marks []Mark) ([NumKinds]MarkState, Numbers, error) {
	var byKind [NumKinds]MarkState
	var numbers Numbers
	for _, m := range marks {
		if m.State != Out && m.State != Certain {
			return byKind, numbers, fmt.Errorf("mark %s: state must be out or certain", m)
		}
		if !m.Numbers.IsZero() {
			if m.State != Certain {
				return byKind, numbers, fmt.Errorf("mark %s: a numbers mark can only be certain", m)
			}
			if !numbers.IsZero() {
				return byKind, numbers, errors.New("more than one numbers mark")
			}
			numbers = m.Numbers
			continue
		}
		if !m.Kind.Valid() {
			return byKind, numbers, fmt.Errorf("mark on an unknown tile kind %d", uint8(m.Kind))
		}
		if byKind[m.Kind] != 0 {
			return byKind, numbers, fmt.Errorf("two marks for %s", m.Kind)
		}
		byKind[m.Kind] = m.State
	}
	return byKind, numbers, nil
}

func kindReason(k Kind, certainlyHas bool, pHas float64) string {
	switch {
	case certainlyHas:
		return fmt.Sprintf("your rack certainly holds a %s", k)
	case pHas == 0:
		return fmt.Sprintf("your rack cannot hold a %s", k)
	}
	return fmt.Sprintf("not certain yet: your rack holds a %s with probability %.3g", k, pHas)
}

// historyReason: the seat's history of the tiles, not the tiles in sight now, settles the kind.
func historyReason(k Kind, want MarkState) string {
	if want == Out {
		return fmt.Sprintf("what you saw of the tiles before (drawn, discarded, reshuffled, your earlier racks) rules out a %s on your rack", k)
	}
	return fmt.Sprintf("what you saw of the tiles before (drawn, discarded, reshuffled, your earlier racks) proves your rack holds a %s", k)
}

func hintReason(k Kind, want MarkState, fromAnswers bool) string {
	switch {
	case want == Out && !fromAnswers:
		return fmt.Sprintf("every %s is in sight, so none is on your rack", k)
	case want == Out:
		return fmt.Sprintf("the answers rule out a %s on your rack", k)
	case !fromAnswers:
		return fmt.Sprintf("only %s tiles are left unseen, so your rack holds one", k)
	}
	return fmt.Sprintf("the answers prove your rack holds a %s", k)
}
