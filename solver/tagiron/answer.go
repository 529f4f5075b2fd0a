package tagiron

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/bits"
	"sync"
	"sync/atomic"
)

// AnswerKind says which shape an Answer has.
type AnswerKind uint8

// The four answer shapes of the contract.
const (
	KindPositions AnswerKind = iota // list of 1-based positions, e.g. [2,3]
	KindGroups                      // list of [from,to] groups, e.g. [[1,2],[4,5]]
	KindNumber                      // integer
	KindBool                        // true / false
)

// Answer is what one rack answers to one question. It is a small comparable value; compare with Equal
// (which treats an empty position list and an empty group list, both written [], as the same answer).
type Answer struct {
	kind AnswerKind
	// v holds the whole answer: a bit per position (bit 0 = position 1) for KindPositions; a bit per
	// link between neighbours (bit 0 = positions 1–2) for KindGroups, since maximal chains of links and
	// groups determine each other; the value for KindNumber; 0/1 for KindBool.
	v int
}

// NewPositions returns a positions answer. Positions must be 1..5 and distinct.
func NewPositions(ps ...int) (Answer, error) {
	a := Answer{kind: KindPositions}
	for _, p := range ps {
		if p < 1 || p > 5 {
			return Answer{}, fmt.Errorf("position %d out of range 1..5", p)
		}
		if a.v&(1<<(p-1)) != 0 {
			return Answer{}, fmt.Errorf("position %d named twice", p)
		}
		a.v |= 1 << (p - 1)
	}
	return a, nil
}

// NewGroups returns a neighbour-card answer from [from,to] groups: from < to, within 1..5, in ascending
// order and not overlapping.
func NewGroups(gs ...[2]int) (Answer, error) {
	a := Answer{kind: KindGroups}
	last := 0
	for _, g := range gs {
		if g[0] < 1 || g[1] > 5 || g[0] >= g[1] {
			return Answer{}, fmt.Errorf("group [%d,%d] is not a run of neighbours within positions 1..5", g[0], g[1])
		}
		if g[0] <= last {
			return Answer{}, fmt.Errorf("group [%d,%d] overlaps or precedes the group before it", g[0], g[1])
		}
		for i := g[0]; i < g[1]; i++ {
			a.v |= 1 << (i - 1)
		}
		last = g[1]
	}
	return a, nil
}

// NewNumber returns an integer answer.
func NewNumber(n int) Answer { return Answer{kind: KindNumber, v: n} }

// NewBool returns a true/false answer.
func NewBool(b bool) Answer {
	if b {
		return Answer{kind: KindBool, v: 1}
	}
	return Answer{kind: KindBool}
}

// Kind returns the answer's shape.
func (a Answer) Kind() AnswerKind { return a.kind }

// Positions returns the 1-based positions of a positions answer (nil otherwise).
func (a Answer) Positions() []int {
	if a.kind != KindPositions {
		return nil
	}
	ps := []int{}
	for i := range 5 {
		if a.v&(1<<i) != 0 {
			ps = append(ps, i+1)
		}
	}
	return ps
}

// Groups returns the [from,to] groups of a neighbour answer (nil otherwise).
func (a Answer) Groups() [][2]int {
	if a.kind != KindGroups {
		return nil
	}
	gs := [][2]int{}
	for i := 0; i < 4; i++ {
		if a.v&(1<<i) == 0 {
			continue
		}
		j := i
		for j+1 < 4 && a.v&(1<<(j+1)) != 0 {
			j++
		}
		gs = append(gs, [2]int{i + 1, j + 2})
		i = j
	}
	return gs
}

// Int returns the value of an integer answer (0 otherwise).
func (a Answer) Int() int {
	if a.kind != KindNumber {
		return 0
	}
	return a.v
}

// Bool returns the value of a true/false answer (false otherwise).
func (a Answer) Bool() bool { return a.kind == KindBool && a.v == 1 }

// emptyList reports whether a is [] (no positions, or no groups).
func (a Answer) emptyList() bool {
	return (a.kind == KindPositions || a.kind == KindGroups) && a.v == 0
}

// Equal reports whether two answers are the same; [] as positions equals [] as groups because JSON
// cannot tell them apart.
func (a Answer) Equal(b Answer) bool {
	return a == b || (a.emptyList() && b.emptyList())
}

// String returns the answer's JSON text.
func (a Answer) String() string {
	b, err := a.MarshalJSON()
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// MarshalJSON writes the contract's shape: [1,3], [[1,2],[4,5]], 17 or true.
func (a Answer) MarshalJSON() ([]byte, error) {
	switch a.kind {
	case KindPositions:
		return json.Marshal(a.Positions())
	case KindGroups:
		return json.Marshal(a.Groups())
	case KindNumber:
		return json.Marshal(a.v)
	case KindBool:
		return json.Marshal(a.v == 1)
	}
	return nil, fmt.Errorf("invalid answer kind %d", a.kind)
}

// UnmarshalJSON reads any of the contract's shapes, telling them apart by their JSON form; [] reads as
// an empty positions answer, which Equal and the card checks also accept as "no groups".
func (a *Answer) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case len(b) == 0:
		return fmt.Errorf("empty answer")
	case string(b) == "true" || string(b) == "false":
		*a = NewBool(string(b) == "true")
		return nil
	case b[0] == '[':
		return a.unmarshalList(b)
	case b[0] == '-' || (b[0] >= '0' && b[0] <= '9'):
		var n json.Number
		if err := json.Unmarshal(b, &n); err != nil {
			return fmt.Errorf("answer %s: %v", b, err)
		}
		i, err := n.Int64()
		if err != nil {
			return fmt.Errorf("answer %s is not a whole number", b)
		}
		*a = NewNumber(int(i))
		return nil
	}
	return fmt.Errorf("answer %s: want a list of positions, a list of [from,to] groups, an integer or true/false", b)
}

func (a *Answer) unmarshalList(b []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("answer %s: %v", b, err)
	}
	if len(raw) > 0 && bytes.HasPrefix(bytes.TrimSpace(raw[0]), []byte("[")) {
		var gs [][2]int
		if err := json.Unmarshal(b, &gs); err != nil {
			return fmt.Errorf("answer %s: groups must be [from,to] pairs of positions", b)
		}
		v, err := NewGroups(gs...)
		if err != nil {
			return fmt.Errorf("answer %s: %v", b, err)
		}
		*a = v
		return nil
	}
	var ps []int
	if err := json.Unmarshal(b, &ps); err != nil {
		return fmt.Errorf("answer %s: positions must be whole numbers 1..5", b)
	}
	v, err := NewPositions(ps...)
	if err != nil {
		return fmt.Errorf("answer %s: %v", b, err)
	}
	*a = v
	return nil
}

// question is a card with its pick (0 unless a choice card): what an asker actually asks.
type question struct {
	card Card
	pick int
}

func (q question) String() string {
	if q.pick != 0 {
		return fmt.Sprintf("%s (%d)", q.card, q.pick)
	}
	return q.card.String()
}

// allQuestions lists every card with every pick, in table order.
func allQuestions() []question {
	var qs []question
	for c := Card(1); c <= NumCards; c++ {
		if ch := c.Choices(); ch != nil {
			qs = append(qs, question{c, ch[0]}, question{c, ch[1]})
		} else {
			qs = append(qs, question{c, 0})
		}
	}
	return qs
}

// checkQuestion returns an error unless the card, pick and rack size go together.
func checkQuestion(c Card, pick int, rackSize int) error {
	if !c.Valid() {
		return fmt.Errorf("invalid card %d", uint8(c))
	}
	if rackSize != 4 && rackSize != 5 {
		return fmt.Errorf("rack size %d: racks hold 5 tiles (4 in the 4-player game)", rackSize)
	}
	if rackSize == 4 && !c.InDeck(4) {
		return fmt.Errorf("card %s is not used with 4-tile racks (4-player game)", c)
	}
	return checkPick(c, pick)
}

// AnswerCard returns what rack r answers to card c (pick: the asker's number on a choice card, else 0).
// It works for 5- and 4-tile racks; with 4 tiles sum-low3 covers positions 1–3 and sum-high3 2–4, and
// sum-mid3 and center-5-or-more are refused (they are not in the 4-player deck).
func AnswerCard(r Rack, c Card, pick int) (Answer, error) {
	if err := checkQuestion(c, pick, r.Len()); err != nil {
		return Answer{}, err
	}
	return answer(r.t[:r.n], c, pick), nil
}

// answer computes the answer of sorted tiles; the caller has checked card, pick and size.
func answer(t []Tile, c Card, pick int) Answer {
	n := len(t)
	switch c {
	case WhereZero, WhereFive, WhereOneOrTwo, WhereThreeOrFour, WhereSixOrSeven, WhereEightOrNine:
		num := pick
		if c == WhereZero {
			num = 0
		} else if c == WhereFive {
			num = 5
		}
		a := Answer{kind: KindPositions}
		for i, x := range t {
			if x.Number() == num {
				a.v |= 1 << i
			}
		}
		return a
	case SameColorNeighbours, ConsecutiveNeighbours:
		a := Answer{kind: KindGroups}
		for i := 0; i+1 < n; i++ {
			if (c == SameColorNeighbours && t[i].Color() == t[i+1].Color()) ||
				(c == ConsecutiveNeighbours && t[i+1].Number() == t[i].Number()+1) {
				a.v |= 1 << i
			}
		}
		return a
	case CenterFiveOrMore:
		return NewBool(t[2].Number() >= 5)
	}
	v := 0
	switch c {
	case CountRed, CountBlue, SumRed, SumBlue:
		want := Red
		if c == CountBlue || c == SumBlue {
			want = Blue
		}
		for _, x := range t {
			if x.Color() == want {
				if c == CountRed || c == CountBlue {
					v++
				} else {
					v += x.Number()
				}
			}
		}
	case CountOdd, CountEven:
		for _, x := range t {
			if (x.Number()%2 == 1) == (c == CountOdd) {
				v++
			}
		}
	case CountPairs:
		// At most two tiles share a number, so pairs are equal neighbours in the sorted rack.
		for i := 0; i+1 < n; i++ {
			if t[i].Number() == t[i+1].Number() {
				v++
			}
		}
	case SumLow3:
		v = t[0].Number() + t[1].Number() + t[2].Number()
	case SumMid3:
		v = t[1].Number() + t[2].Number() + t[3].Number()
	case SumHigh3:
		v = t[n-3].Number() + t[n-2].Number() + t[n-1].Number()
	case SumAll:
		for _, x := range t {
			v += x.Number()
		}
	case MaxMinusMin:
		v = t[n-1].Number() - t[0].Number()
	}
	return NewNumber(v)
}

// canonical returns a in the shape card c answers in ([] becomes "no groups" on neighbour cards), or an
// error when the shape is wrong for the card.
func canonical(c Card, a Answer) (Answer, error) {
	want := KindNumber
	switch c {
	case WhereZero, WhereFive, WhereOneOrTwo, WhereThreeOrFour, WhereSixOrSeven, WhereEightOrNine:
		want = KindPositions
	case SameColorNeighbours, ConsecutiveNeighbours:
		want = KindGroups
	case CenterFiveOrMore:
		want = KindBool
	}
	if a.emptyList() && (want == KindPositions || want == KindGroups) {
		return Answer{kind: want}, nil
	}
	if a.kind != want {
		names := [...]string{"a list of positions", "a list of [from,to] groups", "an integer", "true or false"}
		return Answer{}, fmt.Errorf("card %s is answered with %s, not %s", c, names[want], a)
	}
	return a, nil
}

// possible[size-4][card][pick index] holds every answer some rack of that size can give to that
// question, computed from the rules on first need (under a millisecond each). The first few checks of a
// question only look for one rack that gives the answer and stop there, so a one-shot command (a CLI
// call with a short log) never builds a whole set; a question checked more often (a running service)
// gets its set. Nothing here is allocated before the first check.
var possible [2][NumCards + 1][2]answerSet

// scansBeforeSet is how many checks of one question look for a single rack before its set is built.
const scansBeforeSet = 4

type answerSet struct {
	checks atomic.Int32
	once   sync.Once
	set    map[Answer]bool
}

// has reports whether some rack of size tiles answers a to q.
func (p *answerSet) has(q question, size int, a Answer) bool {
	if p.checks.Add(1) > scansBeforeSet {
		p.once.Do(func() { p.set = answersOf(q, size) })
		return p.set[a]
	}
	found := false
	eachRackUntil(size, func(t []Tile) bool {
		found = answer(t, q.card, q.pick) == a
		return found
	})
	return found
}

// answersOf returns every answer some rack of the given size gives to q (none if q is not asked with
// that rack size).
func answersOf(q question, size int) map[Answer]bool {
	set := map[Answer]bool{}
	if checkQuestion(q.card, q.pick, size) != nil {
		return set
	}
	eachRack(size, func(t []Tile) { set[answer(t, q.card, q.pick)] = true })
	return set
}

// eachRack calls f with every distinct rack (by id) of the given size, in sorted order. f must not keep t.
func eachRack(size int, f func(t []Tile)) {
	eachRackUntil(size, func(t []Tile) bool { f(t); return false })
}

// eachRackUntil is eachRack that stops as soon as f returns true.
func eachRackUntil(size int, f func(t []Tile) bool) {
	t := make([]Tile, 0, size)
	var rec func(next Tile) bool
	rec = func(next Tile) bool {
		if len(t) == size {
			return f(t)
		}
		for id := next; id < NumTileIDs; id++ {
			t = append(t, id)
			if rec(id + 1) {
				return true
			}
			if id == G5 && len(t) < size {
				t = append(t, id)
				if rec(id + 1) {
					return true
				}
				t = t[:len(t)-1]
			}
			t = t[:len(t)-1]
		}
		return false
	}
	rec(0)
}

// Possible returns an error when no rack of rackSize tiles can give answer a to card c with this pick
// (e.g. count-red = 7, where-0 = [3,4], or a sum no tiles add up to), or when the shape is wrong.
func Possible(c Card, pick int, rackSize int, a Answer) error {
	if err := checkQuestion(c, pick, rackSize); err != nil {
		return err
	}
	ca, err := canonical(c, a)
	if err != nil {
		return err
	}
	pi := 0
	if ch := c.Choices(); ch != nil && pick == ch[1] {
		pi = 1
	}
	if !possible[rackSize-4][c][pi].has(question{c, pick}, rackSize, ca) {
		return fmt.Errorf("no rack of %d tiles answers %s to %s", rackSize, a, question{c, pick})
	}
	return nil
}

// popcount is a short name used by the solver's mask arithmetic.
func popcount(x uint32) int { return bits.OnesCount32(x) }
