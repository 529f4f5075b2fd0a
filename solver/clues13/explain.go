package clues13

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tablemate/tablemate/solver/explain"
	"github.com/tablemate/tablemate/solver/korean"
)

// Claim is one statement about the seat's own case (`tablemate explain`): Card is in it (Is true) or
// is not (Is false).
type Claim struct {
	Card string `json:"card"`
	Is   bool   `json:"is"`
}

// ExplainRequest is a seat's knowledge (as for Solve), the claim to explain and whom the sentence
// is for.
type ExplainRequest struct {
	SolveRequest
	Claim Claim `json:"claim"`
	explain.Reader
}

// Explanation says whether a claim follows from the seat's knowledge and why.
// Because indexes log entries first and then solves (len(log) + i); a
// counterexample is a consistent case [person, location, weapon].
type Explanation = explain.Explanation

// Explain says whether the claim follows from the seat's knowledge: if so, an irreducible set of log
// entries and solves implying it; if not, a consistent case where it is false. A card not in play and
// contradictory knowledge are errors.
func Explain(req ExplainRequest) (Explanation, error) {
	english, err := korean.English(req.Lang)
	if err != nil {
		return Explanation{}, err
	}
	k, err := parse(req.SolveRequest)
	if err != nil {
		return Explanation{}, err
	}
	card, err := ParseCard(req.Claim.Card)
	if err != nil {
		return Explanation{}, fmt.Errorf("claim: %w", err)
	}
	if err := k.setup.CheckCard(card); err != nil {
		return Explanation{}, fmt.Errorf("claim: %w", err)
	}
	x := explainText{english: english, card: card, is: req.Claim.Is, names: req.Names, self: -1}
	if req.Self {
		x.self = req.Seat
	}
	if where, ok := x.seenAt(req.SolveRequest); ok {
		// The seat sees the card elsewhere (an informant it looked at, its own inside pair, another
		// player's case): that is the reason, whatever the answers say.
		ex := Explanation{Holds: !req.Claim.Is, Because: []int{}, Text: where}
		if req.Claim.Is {
			if c, found, _ := x.anyCase(k); found {
				ex.Counterexample = cardIDsOf(c[:])
			}
		}
		return ex, nil
	}
	nLog := len(req.Log)
	keep := make([]bool, nLog+len(req.Solves))
	for i := range keep {
		keep[i] = true
	}
	// counter looks for a consistent case breaking the claim using only the entries in keep; fits
	// tells whether any world at all is consistent when none breaks it.
	counter := func(keep []bool, needFits bool) (c [3]Card, found, fits bool) {
		sub := req.SolveRequest
		sub.Log, sub.Solves = nil, nil
		for i, e := range req.Log {
			if keep[i] {
				sub.Log = append(sub.Log, e)
			}
		}
		for i, s := range req.Solves {
			if keep[nLog+i] {
				sub.Solves = append(sub.Solves, s)
			}
		}
		k, err := parse(sub) // cannot fail: the whole request parsed
		if err != nil || k.impossible || len(k.unseen) < 3 {
			return c, false, false
		}
		e := newEngine(k, false)
		if e.informers < 0 {
			return c, false, false
		}
		for ci, cs := range e.cases {
			holds := (cs[0] == card || cs[1] == card || cs[2] == card) == req.Claim.Is
			if holds && (!needFits || fits) {
				continue
			}
			e.countCase(ci)
			if e.counts[ci] == 0 {
				continue
			}
			if !holds {
				return cs, true, true
			}
			fits = true
		}
		return c, false, fits
	}
	if c, found, fits := counter(keep, true); found {
		return Explanation{Because: []int{}, Counterexample: cardIDsOf(c[:]), Text: x.counter(c)}, nil
	} else if !fits {
		return Explanation{}, fmt.Errorf("the answers contradict each other: no deal fits them all, so nothing follows")
	}
	// Drop entries one by one while the claim still follows; more answers only rule out more worlds,
	// so what is left is irreducible.
	for i := range keep {
		keep[i] = false
		if _, found, _ := counter(keep, false); found {
			keep[i] = true
		}
	}
	ex := Explanation{Holds: true, Because: []int{}}
	var parts []string
	for i, kept := range keep {
		if !kept {
			continue
		}
		ex.Because = append(ex.Because, i)
		if i < nLog {
			parts = append(parts, x.ask(req.Log[i]))
			if step := x.askStep(req.Log[i], req.SolveRequest); step != "" {
				parts = append(parts, step)
			}
		} else {
			parts = append(parts, x.solve(req.Solves[i-nLog]))
		}
	}
	sight := ""
	if len(parts) == 0 {
		sight = x.settledStep(k)
	}
	ex.Text = x.holds(parts, sight)
	return ex, nil
}

// settledStep names the visible cards that settle the claim's kind when no answer is needed: every
// other card of that kind in play is in sight, so the one left is the case's.
func (x explainText) settledStep(k *knowledge) string {
	var seen []string
	left := -1
	n := 0
	for col := Colour(0); int(col) < NumColours; col++ {
		c := CardOf(col, x.card.Kind())
		if !k.setup.InPlay(c) {
			continue
		}
		n++
		if k.seen[c] {
			seen = append(seen, x.cardName(c))
		} else if left >= 0 {
			return "" // two out of sight: not settled by the cards in sight
		} else {
			left = int(c)
		}
	}
	if left != int(x.card) {
		return ""
	}
	kind := x.card.Kind()
	if x.english {
		return fmt.Sprintf("Of the %d %ss in play you see the other %d (%s), so the %s left is your case's %s.", n, kind, len(seen), strings.Join(seen, ", "), x.cardName(x.card), kind)
	}
	return fmt.Sprintf("이 게임의 %s 카드 %d장 가운데 %s %d장이 보이니, 남은 %s 내 사건의 %s입니다.", kind.Korean(), n, strings.Join(seen, ", "), len(seen), korean.With(x.cardName(x.card), "이/가"), kind.Korean())
}

// anyCase returns a case consistent with the whole knowledge, if there is one.
func (x explainText) anyCase(k *knowledge) ([3]Card, bool, bool) {
	if k.impossible || len(k.unseen) < 3 {
		return [3]Card{}, false, false
	}
	e := newEngine(k, false)
	if e.informers < 0 {
		return [3]Card{}, false, false
	}
	for ci, cs := range e.cases {
		e.countCase(ci)
		if e.counts[ci] > 0 {
			return cs, true, true
		}
	}
	return [3]Card{}, false, false
}

// seenAt says where the seat sees the claim's card, when it does: under an informant it looked at,
// inside its own screen, or in another player's case. Then the card is not in the seat's case.
func (x explainText) seenAt(req SolveRequest) (string, bool) {
	c, id := x.cardName(x.card), x.card.String()
	var where string
	for _, l := range sortedKeys(req.Peeked) {
		if req.Peeked[l] == id {
			if x.english {
				where = fmt.Sprintf("You saw %s under informant %s", c, l)
			} else {
				where = fmt.Sprintf("%s 비밀정보원 %s 아래에서 내가 직접 본 카드입니다", korean.With(c, "은/는"), l)
			}
		}
	}
	for _, in := range req.Inside {
		if in == id && where == "" {
			if x.english {
				where = fmt.Sprintf("%s is inside your own screen", c)
			} else {
				where = fmt.Sprintf("%s 내 가림판 안에 있는 카드입니다", korean.With(c, "은/는"))
			}
		}
	}
	for _, p := range sortedKeys(req.Outside) {
		for _, o := range req.Outside[p] {
			seat := 0
			fmt.Sscan(p, &seat)
			if o == id && where == "" {
				if x.english {
					where = fmt.Sprintf("%s is in %s's case, which you can see", c, x.player(seat))
				} else {
					where = fmt.Sprintf("%s 내가 볼 수 있는 %s 사건 카드입니다", korean.With(c, "은/는"), x.player(seat)+"의")
				}
			}
		}
	}
	if where == "" {
		return "", false
	}
	if x.english {
		where = strings.ToUpper(where[:1]) + where[1:]
	}
	switch {
	case x.english && x.is:
		return where + ", so it cannot be in your case.", true
	case x.english:
		return where + ", so it is not in your case.", true
	case x.is:
		return where + ". 그러니 내 사건에 있을 수 없습니다.", true
	default:
		return where + ". 그러니 내 사건에 없습니다.", true
	}
}

type explainText struct {
	english bool
	card    Card
	is      bool
	names   []string // chosen names by seat
	self    int      // the reader's own seat, said "나" in Korean; -1: by name
}

func (x explainText) player(p int) string {
	if !x.english && p == x.self {
		return korean.Me
	}
	return korean.Player(p, x.names, x.english)
}

func (x explainText) cardName(c Card) string {
	if x.english {
		return c.String()
	}
	return c.Korean()
}

func (x explainText) ask(e LogEntry) string {
	sub, _ := ParseSubject(e.Ask)
	side, _ := ParseSide(e.Side)
	if x.english {
		where := ""
		switch side {
		case Left:
			where = " (with their left inside card)"
		case Right:
			where = " (with their right inside card)"
		}
		return fmt.Sprintf("%s asked %s how many %s cards they see%s, and heard %d.",
			x.player(e.Asker), x.player(e.Answerer), sub, where, e.Answer)
	}
	where := ""
	switch side {
	case Left:
		where = "(왼쪽 카드) "
	case Right:
		where = "(오른쪽 카드) "
	}
	return fmt.Sprintf("%s %s에게 %s 카드가 몇 장인지 %s묻자 %s 답했습니다.",
		korean.With(x.player(e.Asker), "이/가"), x.player(e.Answerer), sub.Korean(), where, korean.With(fmt.Sprintf("%d장", e.Answer), "이라고/라고"))
}

// askStep is the step between an answer and what it says of the seat's
// case: the cards of the subject the answerer counted that the seat sees
// too (the cases of the players other than the seat and the answerer),
// named, and what is left for the seat's case and the answerer's inside
// cards. "" when the seat sees none of them (the answer speaks for itself).
func (x explainText) askStep(e LogEntry, req SolveRequest) string {
	sub, err := ParseSubject(e.Ask)
	if err != nil || e.Answerer == req.Seat {
		return ""
	}
	var seen []string
	var whose []int
	for p := range req.Players {
		if p == req.Seat || p == e.Answerer {
			continue
		}
		for _, id := range req.Outside[strconv.Itoa(p)] {
			if c, err := ParseCard(id); err == nil && sub.Matches(c) {
				seen = append(seen, x.cardName(c))
				if !slices.Contains(whose, p) {
					whose = append(whose, p)
				}
			}
		}
	}
	if len(seen) == 0 {
		return ""
	}
	var owners []string
	for _, p := range whose {
		owners = append(owners, x.player(p))
	}
	left := e.Answer - len(seen)
	inside := "inside cards"
	if e.Side != "" {
		inside = "inside card"
	}
	if x.english {
		s := fmt.Sprintf("%d of them you see too: %s, in %s's case.", len(seen), strings.Join(seen, ", "), strings.Join(owners, " and "))
		if len(seen) == 1 {
			s = fmt.Sprintf("One of them you see too: the %s, in %s's case.", seen[0], owners[0])
		}
		switch {
		case left <= 0 && e.Answer == 1:
			return s + fmt.Sprintf(" That is the one: none is in your case or among %s's %s.", x.player(e.Answerer), inside)
		case left <= 0:
			return s + fmt.Sprintf(" That accounts for all %d: none is in your case or among %s's %s.", e.Answer, x.player(e.Answerer), inside)
		}
		return s + fmt.Sprintf(" The other %d are in your case or among %s's %s.", left, x.player(e.Answerer), inside)
	}
	s := fmt.Sprintf("그중 %s{은/는} 나도 보는 %s 사건 카드입니다.", strings.Join(seen, ", "), strings.Join(owners, ", ")+"의")
	if left <= 0 {
		return korean.Fill(s + fmt.Sprintf(" 이것으로 %d장이 다 설명되니, 내 사건과 %s의 안쪽 카드에는 하나도 없습니다.", e.Answer, x.player(e.Answerer)))
	}
	return korean.Fill(s + fmt.Sprintf(" 나머지 %d장은 내 사건이나 %s의 안쪽 카드에 있습니다.", left, x.player(e.Answerer)))
}

func (x explainText) solve(s SolveEntry) string {
	cs, _ := parseCards(s.Guess)
	g := kindOrder(cs)
	var names []string
	for _, c := range g {
		names = append(names, x.cardName(c))
	}
	if x.english {
		verdict := "was wrong"
		if s.Correct {
			verdict = "was right"
		}
		return fmt.Sprintf("%s named %s as their case and %s.", x.player(s.Player), strings.Join(names, ", "), verdict)
	}
	verdict := "틀렸습니다"
	if s.Correct {
		verdict = "맞혔습니다"
	}
	whose := "자기" // the reader's own solve: "내가 내 사건을", not "내가 자기 사건을"
	if s.Player == x.self {
		whose = "내"
	}
	return fmt.Sprintf("%s %s 사건을 %s 말했고 %s.", korean.With(x.player(s.Player), "이/가"), whose, korean.With(strings.Join(names, ", "), "이라고/라고"), verdict)
}

func (x explainText) conclusion() string {
	c := x.cardName(x.card)
	switch {
	case x.english && x.is:
		return c + " is in your case"
	case x.english:
		return c + " is not in your case"
	case x.is:
		return korean.With(c, "은/는") + " 내 사건에 있습니다"
	default:
		return korean.With(c, "은/는") + " 내 사건에 없습니다"
	}
}

// holds words a claim that follows: the answers' sentences (parts), or with none, what the cards in
// sight show (sight: the cards that settle it, when named).
func (x explainText) holds(parts []string, sight string) string {
	if len(parts) == 0 && sight != "" {
		if x.english {
			return "The cards you can see show it without any answer. " + sight + " So " + x.conclusion() + "."
		}
		return "답을 듣지 않아도 보이는 카드만으로 알 수 있습니다. " + sight + " 그러므로 " + x.conclusion() + "."
	}
	if len(parts) == 0 {
		if x.english {
			return "The cards you can see show it without any answer: " + x.conclusion() + "."
		}
		return "답을 듣지 않아도 보이는 카드만으로 알 수 있습니다. " + x.conclusion() + "."
	}
	if x.english {
		return strings.Join(parts, " ") + " So " + x.conclusion() + "."
	}
	return strings.Join(parts, " ") + " 그러므로 " + x.conclusion() + "."
}

func (x explainText) counter(cs [3]Card) string {
	var names []string
	for _, c := range cs {
		names = append(names, x.cardName(c))
	}
	c := x.cardName(x.card)
	if x.english {
		tail := "so " + c + " could be in it"
		if x.is {
			tail = "so " + c + " need not be in it"
		}
		return fmt.Sprintf("Your case could be %s — that fits every answer, %s.", strings.Join(names, ", "), tail)
	}
	tail := korean.With(c, "이/가") + " 들어 있을 수도 있습니다"
	if x.is {
		tail = korean.With(c, "이/가") + " 꼭 들어 있는 것은 아닙니다"
	}
	return fmt.Sprintf("내 사건이 %s일 수도 있고, 이는 모든 답과 맞습니다. 그러니 %s.", strings.Join(names, ", "), tail)
}
