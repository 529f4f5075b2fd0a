package code777

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Card is one of the 23 question cards, numbered 1..23 as in the rules table; its id is "q1".."q23".
type Card uint8

// NumCards is the number of question cards.
const NumCards = 23

// A reader sees every rack but their own: 3 racks with 2-4 players (4 racks in play), 4 with 5 players.
const (
	MinVisible = 3
	MaxVisible = 4
)

// Options are the table options that change what a card asks.
type Options struct {
	// Q2ThresholdMore switches card 2 from "sum 12 or less" to "sum 12 or more" (some printings).
	Q2ThresholdMore bool
}

var questions = [NumCards + 1]string{
	1:  "On how many racks is the sum 18 or more?",
	2:  "On how many racks is the sum 12 or less?",
	3:  "On how many racks is one number present in two different colours?",
	4:  "On how many racks are there three different colours?",
	5:  "On how many racks are the numbers all even or all odd?",
	6:  "On how many racks are there two identical tiles (same number and colour)?",
	7:  "On how many racks are there three consecutive numbers (in any order)?",
	8:  "How many different colours do you see?",
	9:  "How many colours do you see 3 or more times?",
	10: "How many of the numbers 1-7 do you not see at all?",
	11: "How many do you see in total of: green 1, black 5, pink 7?",
	12: "More 3s, or more pink 6s?",
	13: "More green 6s, or more yellow 7s?",
	14: "More 2s (all yellow), or more yellow 7s?",
	15: "More pink 6s, or more green 6s?",
	16: "More blue 7s, or more 7s of other colours (together)?",
	17: "More brown tiles or more blue tiles?",
	18: "More red or more pink?",
	19: "More green or more blue?",
	20: "More yellow or more pink?",
	21: "More black or more brown?",
	22: "More black or more red?",
	23: "More green or more yellow?",
}

// Cards returns the 23 cards in order.
func Cards() []Card {
	cs := make([]Card, NumCards)
	for i := range cs {
		cs[i] = Card(i + 1)
	}
	return cs
}

// ParseCard reads a card id "q1".."q23".
func ParseCard(s string) (Card, error) {
	if rest, ok := strings.CutPrefix(s, "q"); ok {
		if n, err := strconv.Atoi(rest); err == nil && n >= 1 && n <= NumCards && strconv.Itoa(n) == rest {
			return Card(n), nil
		}
	}
	return 0, fmt.Errorf("unknown card %q (cards are q1 to q23)", s)
}

// Valid reports whether c is one of the 23 cards.
func (c Card) Valid() bool { return c >= 1 && c <= NumCards }

// String returns the id, e.g. "q12".
func (c Card) String() string { return "q" + strconv.Itoa(int(c)) }

// Question returns the English question text, honouring the card-2 option.
func (c Card) Question(opts Options) string {
	if !c.Valid() {
		return ""
	}
	if c == 2 && opts.Q2ThresholdMore {
		return "On how many racks is the sum 12 or more?"
	}
	return questions[c]
}

// IsComparison reports whether the card is answered "a", "b" or "equal" (cards 12-23) rather than a count.
func (c Card) IsComparison() bool { return c >= 12 && c <= NumCards }

// countsRacks reports whether the card counts racks (cards 1-7) rather than looking at all tiles together.
func (c Card) countsRacks() bool { return c >= 1 && c <= 7 }

// MarshalText encodes the id.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("invalid card %d", uint8(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText decodes the id.
func (c *Card) UnmarshalText(b []byte) error {
	v, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// Answer is what a reader says: a count (cards 1-11) or "a", "b", "equal" (cards 12-23; "a" means the first
// thing named is more). The zero value is NoAnswer, which lets a decoder notice a missing answer.
type Answer int16

// The comparison answers, and NoAnswer.
const (
	NoAnswer    Answer = 0
	AnswerA     Answer = -1
	AnswerB     Answer = -2
	AnswerEqual Answer = -3
)

// Count returns the answer "n" (n >= 0; a negative n gives NoAnswer).
func Count(n int) Answer {
	if n < 0 {
		return NoAnswer
	}
	// Counts are shifted by one so that the zero value can mean "no answer".
	return Answer(n + 1)
}

// Count returns the counted number and true, or 0 and false for a comparison or NoAnswer.
func (a Answer) Count() (int, bool) {
	if a > 0 {
		return int(a) - 1, true
	}
	return 0, false
}

// IsComparison reports whether a is "a", "b" or "equal".
func (a Answer) IsComparison() bool { return a == AnswerA || a == AnswerB || a == AnswerEqual }

// ParseAnswer reads "a", "b", "equal" or a whole number >= 0.
func ParseAnswer(s string) (Answer, error) {
	switch s {
	case "a":
		return AnswerA, nil
	case "b":
		return AnswerB, nil
	case "equal":
		return AnswerEqual, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 1000 {
		return NoAnswer, fmt.Errorf("answer %q: want a whole number, \"a\", \"b\" or \"equal\"", s)
	}
	return Count(n), nil
}

// String returns "3", "a", "b", "equal", or "none" for NoAnswer.
func (a Answer) String() string {
	switch a {
	case NoAnswer:
		return "none"
	case AnswerA:
		return "a"
	case AnswerB:
		return "b"
	case AnswerEqual:
		return "equal"
	}
	if n, ok := a.Count(); ok {
		return strconv.Itoa(n)
	}
	return fmt.Sprintf("Answer(%d)", int16(a))
}

// MarshalJSON encodes a count as a JSON number and a comparison as "a", "b" or "equal".
func (a Answer) MarshalJSON() ([]byte, error) {
	if n, ok := a.Count(); ok {
		return []byte(strconv.Itoa(n)), nil
	}
	if a.IsComparison() {
		return json.Marshal(a.String())
	}
	return nil, fmt.Errorf("cannot encode %s", a)
}

// UnmarshalJSON decodes a whole number or one of the strings "a", "b", "equal".
func (a *Answer) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return fmt.Errorf("answer %s: %w", b, err)
		}
		v, err := ParseAnswer(s)
		if err != nil || !v.IsComparison() {
			return fmt.Errorf("answer %s: a text answer is \"a\", \"b\" or \"equal\"", b)
		}
		*a = v
		return nil
	}
	v, err := ParseAnswer(string(b))
	if err != nil {
		return fmt.Errorf("answer %s: want a whole number, \"a\", \"b\" or \"equal\"", b)
	}
	*a = v
	return nil
}

// AnswerCard returns the answer the reader must give to card c about the racks the reader sees (every rack
// but the reader's own: 3 or 4 racks).
func AnswerCard(visible []Rack, c Card, opts Options) (Answer, error) {
	if !c.Valid() {
		return NoAnswer, fmt.Errorf("unknown card %d (cards are q1 to q23)", uint8(c))
	}
	if len(visible) < MinVisible || len(visible) > MaxVisible {
		return NoAnswer, fmt.Errorf("a reader sees 3 racks (2-4 players) or 4 racks (5 players), got %d", len(visible))
	}
	var all Tiles
	for _, r := range visible {
		all = all.Plus(r.Tiles())
	}
	if err := all.Fits(); err != nil {
		return NoAnswer, fmt.Errorf("the visible racks hold %w", err)
	}
	return answer(c, visible, opts), nil
}

// answer is AnswerCard without validation, for the solver's inner loop.
func answer(c Card, visible []Rack, opts Options) Answer {
	if c.countsRacks() {
		n := 0
		for _, r := range visible {
			if rackQualifies(c, r, opts) {
				n++
			}
		}
		return Count(n)
	}
	var t Tiles
	for _, r := range visible {
		for _, k := range r.kinds {
			t[k]++
		}
	}
	return tallyAnswer(c, &t)
}

// rackQualifies says whether one rack counts for cards 1-7.
func rackQualifies(c Card, r Rack, opts Options) bool {
	a, b, d := r.kinds[0], r.kinds[1], r.kinds[2]
	na, nb, nd := a.Number(), b.Number(), d.Number()
	switch c {
	case 1:
		return na+nb+nd >= 18
	case 2:
		if opts.Q2ThresholdMore {
			return na+nb+nd >= 12
		}
		return na+nb+nd <= 12
	case 3:
		// Same number, different kind means different colour (a kind is a number in a colour).
		return (na == nb && a != b) || (nb == nd && b != d) || (na == nd && a != d)
	case 4:
		ca, cb, cd := a.Color(), b.Color(), d.Color()
		return ca != cb && cb != cd && ca != cd
	case 5:
		return na%2 == nb%2 && nb%2 == nd%2
	case 6:
		// Kinds are sorted, so equal kinds are neighbours. Three identical tiles include two.
		return a == b || b == d
	case 7:
		// Kinds are sorted by number, so the numbers are sorted too.
		return nb == na+1 && nd == nb+1
	}
	return false
}

// colorCounts tallies tiles per colour.
func colorCounts(t *Tiles) [NumColors]int {
	var cc [NumColors]int
	for k := range numKinds {
		cc[k.Color()] += t[k]
	}
	return cc
}

// compare turns two counts into "a", "b" or "equal".
func compare(a, b int) Answer {
	switch {
	case a > b:
		return AnswerA
	case b > a:
		return AnswerB
	}
	return AnswerEqual
}

// comparedColors are the two colours cards 17-23 compare ("a" is the first).
var comparedColors = [NumCards + 1][2]Color{17: {Brown, Blue}, 18: {Red, Pink}, 19: {Green, Blue},
	20: {Yellow, Pink}, 21: {Black, Brown}, 22: {Black, Red}, 23: {Green, Yellow}}

// tallyAnswer answers cards 8-23, which look at all visible tiles together.
func tallyAnswer(c Card, t *Tiles) Answer {
	switch c {
	case 8, 9:
		n := 0
		for _, v := range colorCounts(t) {
			if (c == 8 && v > 0) || (c == 9 && v >= 3) {
				n++
			}
		}
		return Count(n)
	case 10:
		var seen [8]bool
		for k := range numKinds {
			if t[k] > 0 {
				seen[k.Number()] = true
			}
		}
		n := 0
		for v := 1; v <= 7; v++ {
			if !seen[v] {
				n++
			}
		}
		return Count(n)
	case 11:
		return Count(t[Green1] + t[Black5] + t[Pink7])
	case 12:
		return compare(t[Black3], t[Pink6]) // every 3 is black
	case 13:
		return compare(t[Green6], t[Yellow7])
	case 14:
		return compare(t[Yellow2], t[Yellow7]) // every 2 is yellow
	case 15:
		return compare(t[Pink6], t[Green6])
	case 16:
		return compare(t[Blue7], t[Pink7]+t[Yellow7])
	}
	if c >= 17 && c <= NumCards {
		cc := colorCounts(t)
		return compare(cc[comparedColors[c][0]], cc[comparedColors[c][1]])
	}
	return NoAnswer
}

// PossibleAnswers lists, in ascending order, every answer card c can give for v visible racks in some deal.
// It is empty for an invalid card or a v no game has.
func PossibleAnswers(c Card, v int) []Answer {
	if !c.Valid() || v < MinVisible || v > MaxVisible {
		return nil
	}
	if c.IsComparison() {
		return []Answer{AnswerA, AnswerB, AnswerEqual}
	}
	n := RackSize * v // visible tiles
	lo, hi := 0, v    // cards 1-7 count racks; every count is reachable (see the exhaustive test)
	switch c {
	case 8: // each colour has 4 tiles
		lo, hi = (n+3)/4, min(NumColors, n)
	case 9: // at most n/3 colours reach 3; with n <= 14 all colours can stay at 2 or fewer
		lo, hi = max(0, (n-2*NumColors+1)/2), min(NumColors, n/3)
	case 10: // the fewest distinct numbers come from the most plentiful ones: 7 sevens, 6 sixes, ...
		fewest, covered := 0, 0
		for num := 7; covered < n; num-- {
			covered += num
			fewest++
		}
		lo, hi = 7-min(7, n), 7-fewest
	case 11:
		lo, hi = 0, min(3, n)
	}
	out := make([]Answer, 0, hi-lo+1)
	for i := lo; i <= hi; i++ {
		out = append(out, Count(i))
	}
	return out
}

// Possible reports whether card c can ever give answer a when the reader sees v racks.
func Possible(c Card, v int, a Answer) bool {
	for _, p := range PossibleAnswers(c, v) {
		if p == a {
			return true
		}
	}
	return false
}
