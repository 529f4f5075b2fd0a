package code777

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tablemate/tablemate/solver/explain"
	"github.com/tablemate/tablemate/solver/korean"
)

// Claim is one statement about the seat's own rack (`tablemate explain`): it holds at least one tile of
// Tile (Is true) or none (Is false).
type Claim struct {
	Tile string `json:"tile"`
	Is   bool   `json:"is"`
}

// ExplainRequest is a seat's knowledge (as for Solve), the claim to explain and whom the sentence
// is for.
type ExplainRequest struct {
	SolveRequest
	Claim Claim `json:"claim"`
	explain.Reader
}

// UnmarshalJSON decodes the knowledge with SolveRequest's checks, then the claim, the language and
// the names.
func (r *ExplainRequest) UnmarshalJSON(b []byte) error {
	if err := json.Unmarshal(b, &r.SolveRequest); err != nil {
		return err
	}
	var rest struct {
		Claim Claim `json:"claim"`
		explain.Reader
	}
	if err := json.Unmarshal(b, &rest); err != nil {
		return err
	}
	r.Claim, r.Reader = rest.Claim, rest.Reader
	return nil
}

// Explanation says whether a claim follows from the seat's knowledge and why.
// Because indexes the log; a counterexample is a consistent rack (three tile
// ids).
type Explanation = explain.Explanation

// indexedClue is a clue with the index of its log entry.
type indexedClue struct {
	clue
	entry int
}

// Explain says whether the claim follows from the seat's knowledge: if so, an irreducible set of log
// entries implying it; if not, a consistent rack where it is false. An unknown tile and contradictory
// knowledge are errors.
func Explain(req ExplainRequest) (Explanation, error) {
	english, err := korean.English(req.Lang)
	if err != nil {
		return Explanation{}, err
	}
	kn, err := parseKnowledge(req.SolveRequest)
	if err != nil {
		return Explanation{}, err
	}
	kind, err := ParseKind(req.Claim.Tile)
	if err != nil {
		return Explanation{}, fmt.Errorf("claim: %w", err)
	}
	// The clues again, now with their log indexes (parseKnowledge has validated every entry).
	racks, _ := RacksFor(req.Players)
	var clues []indexedClue
	for i, e := range req.Log {
		if e.Reader == req.Seat {
			continue
		}
		c, err := parseClue(e, racks, SeatRack(req.Seat), len(racks)-1, kn.opts)
		if err != nil {
			return Explanation{}, fmt.Errorf("log[%d]: %w", i, err)
		}
		clues = append(clues, indexedClue{c, i})
	}
	breaks := func(r Rack) bool { return (r.Tiles()[kind] > 0) != req.Claim.Is }
	// counter returns a consistent rack breaking the claim using only the clues in keep.
	counter := func(keep []bool) (Rack, bool, bool) {
		var cs []clue
		for j, c := range clues {
			if keep[j] {
				cs = append(cs, c.clue)
			}
		}
		ws := kn.worlds(cs)
		for _, w := range ws {
			if breaks(w.rack) {
				return w.rack, true, true
			}
		}
		return Rack{}, false, len(ws) > 0
	}
	x := explainText{english: english, kind: kind, is: req.Claim.Is, seat: req.Seat, opts: kn.opts, names: req.Names, self: req.Self,
		unseenKind: kn.unseen[kind], unseenTotal: kn.unseen.Total(), unseen: kn.unseen}
	keep := make([]bool, len(clues))
	for j := range keep {
		keep[j] = true
	}
	if r, found, fits := counter(keep); found {
		return Explanation{Because: []int{}, Counterexample: r.IDs(), Text: x.counter(r)}, nil
	} else if !fits {
		return Explanation{}, fmt.Errorf("the answers contradict each other: no rack fits them all, so nothing follows")
	}
	// Drop clues one by one while the claim still follows; more answers only rule out more racks, so
	// what is left is irreducible.
	for j := range keep {
		keep[j] = false
		if _, found, _ := counter(keep); found {
			keep[j] = true
		}
	}
	ex := Explanation{Holds: true, Because: []int{}}
	var used []LogEntry
	var steps []clue
	for j, c := range clues {
		if keep[j] {
			ex.Because = append(ex.Because, c.entry)
			used = append(used, req.Log[c.entry])
			steps = append(steps, c.clue)
		}
	}
	var left []Rack
	for _, w := range kn.worlds(steps) {
		left = append(left, w.rack)
	}
	if len(used) == 0 && kn.prior != nil {
		// Does the seat's history matter, or would the tiles in sight alone show it?
		plain := kn
		plain.prior = nil
		for _, w := range plain.worlds(nil) {
			x.history = x.history || breaks(w.rack)
		}
	}
	ex.Text = x.holds(used, steps, left)
	return ex, nil
}

// explainText words explanations.
type explainText struct {
	english bool
	kind    Kind
	is      bool
	seat    int
	opts    Options
	names   []string // chosen names by seat
	self    bool     // the reader's own seat is "나"
	history bool     // the claim follows from what the seat saw of earlier tiles, not the tiles in sight alone
	// unseen is how many tiles of the claim's kind, and in all, are out of
	// the seat's sight (its rack is 3 of them): the count that settles a
	// claim the tiles in sight show.
	unseenKind, unseenTotal int
	unseen                  Tiles // every kind's tiles out of the seat's sight
}

var colourKorean = [NumColors]string{"초록", "노랑", "검정", "갈색", "빨강", "분홍", "파랑"}

// KindWords names a tile kind as players say it: "초록 1" / "green 1".
func KindWords(k Kind, english bool) string {
	if english {
		return fmt.Sprintf("%s %d", k.Color(), k.Number())
	}
	return fmt.Sprintf("%s %d", colourKorean[k.Color()], k.Number())
}

// QuestionWords returns a card's question in Korean or English, honouring the card-2 option.
func QuestionWords(c Card, opts Options, english bool) string {
	if !c.Valid() {
		return c.String()
	}
	if english {
		return c.Question(opts)
	}
	if c == 2 && opts.Q2ThresholdMore {
		return "합이 12 이상인 받침대는 몇 개?"
	}
	return questionsKorean[c]
}

var questionsKorean = [NumCards + 1]string{
	1: "합이 18 이상인 받침대는 몇 개?", 2: "합이 12 이하인 받침대는 몇 개?",
	3: "같은 숫자가 서로 다른 색으로 있는 받침대는 몇 개?", 4: "세 가지 색이 모두 다른 받침대는 몇 개?",
	5: "숫자가 모두 짝수이거나 모두 홀수인 받침대는 몇 개?", 6: "똑같은 타일(같은 숫자, 같은 색) 두 개가 있는 받침대는 몇 개?",
	7: "연속된 세 숫자가 있는 받침대는 몇 개?", 8: "보이는 색은 몇 가지?", 9: "3번 이상 보이는 색은 몇 가지?",
	10: "1–7 중 전혀 보이지 않는 숫자는 몇 개?", 11: "초록 1, 검정 5, 분홍 7이 모두 몇 개 보이나?",
	12: "3이 더 많은가, 분홍 6이 더 많은가?", 13: "초록 6이 더 많은가, 노랑 7이 더 많은가?",
	14: "2(모두 노랑)가 더 많은가, 노랑 7이 더 많은가?", 15: "분홍 6이 더 많은가, 초록 6이 더 많은가?",
	16: "파랑 7이 더 많은가, 다른 색 7이 더 많은가?", 17: "갈색이 더 많은가, 파랑이 더 많은가?",
	18: "빨강이 더 많은가, 분홍이 더 많은가?", 19: "초록이 더 많은가, 파랑이 더 많은가?",
	20: "노랑이 더 많은가, 분홍이 더 많은가?", 21: "검정이 더 많은가, 갈색이 더 많은가?",
	22: "검정이 더 많은가, 빨강이 더 많은가?", 23: "초록이 더 많은가, 노랑이 더 많은가?",
}

// ComparedWords names the two sides of a comparison card (12–23) as players
// say them ("갈색" / "brown tiles"); ok is false for a card that counts.
func ComparedWords(c Card, english bool) (a, b string, ok bool) {
	names, ok := compared[c]
	if !ok {
		return "", "", false
	}
	l := 0
	if english {
		l = 1
	}
	return names[l][0], names[l][1], true
}

// compared names the two sides of comparison cards 12–23: Korean, then English.
var compared = map[Card][2][2]string{
	12: {{"3", "분홍 6"}, {"3s", "pink 6s"}}, 13: {{"초록 6", "노랑 7"}, {"green 6s", "yellow 7s"}},
	14: {{"2", "노랑 7"}, {"2s", "yellow 7s"}}, 15: {{"분홍 6", "초록 6"}, {"pink 6s", "green 6s"}},
	16: {{"파랑 7", "다른 색 7"}, {"blue 7s", "7s of other colours"}}, 17: {{"갈색", "파랑"}, {"brown tiles", "blue tiles"}},
	18: {{"빨강", "분홍"}, {"red tiles", "pink tiles"}}, 19: {{"초록", "파랑"}, {"green tiles", "blue tiles"}},
	20: {{"노랑", "분홍"}, {"yellow tiles", "pink tiles"}}, 21: {{"검정", "갈색"}, {"black tiles", "brown tiles"}},
	22: {{"검정", "빨강"}, {"black tiles", "red tiles"}}, 23: {{"초록", "노랑"}, {"green tiles", "yellow tiles"}},
}

func (x explainText) player(seat int) string {
	if x.self && !x.english && seat == x.seat {
		return korean.Me
	}
	return korean.Player(seat, x.names, x.english)
}

// entry says who read which card and what they answered.
func (x explainText) entry(e LogEntry) string {
	c, _ := ParseCard(e.Card)
	q := fmt.Sprintf("#%d “%s”", int(c), QuestionWords(c, x.opts, x.english))
	var said string
	if n, ok := e.Answer.Count(); ok {
		said = fmt.Sprint(n)
		if !x.english {
			said = korean.With(said, "이라고/라고")
		}
	} else {
		names := compared[c]
		switch {
		case x.english && e.Answer == AnswerEqual:
			said = "as many of each"
		case x.english && e.Answer == AnswerA:
			said = "more " + names[1][0]
		case x.english:
			said = "more " + names[1][1]
		case e.Answer == AnswerEqual:
			said = "“둘이 같다”라고"
		case e.Answer == AnswerA:
			said = "“" + korean.With(names[0][0], "이/가") + " 더 많다”라고"
		default:
			said = "“" + korean.With(names[0][1], "이/가") + " 더 많다”라고"
		}
	}
	if x.english {
		return fmt.Sprintf("%s read %s and answered %s.", x.player(e.Reader), q, said)
	}
	return fmt.Sprintf("%s %s 읽고 %s 답했습니다.", korean.With(x.player(e.Reader), "이/가"), korean.With(q, "을/를"), said)
}

func (x explainText) conclusion() string {
	k := KindWords(x.kind, x.english)
	switch {
	case x.english && x.is:
		return "your rack holds a " + k
	case x.english:
		return "your rack holds no " + k
	case x.is:
		return "내 받침대에는 " + korean.With(k, "이/가") + " 있습니다"
	default:
		return "내 받침대에는 " + korean.With(k, "이/가") + " 없습니다"
	}
}

// answerWords names an answer as a player says it: "2", "more 3s" / "2", "“3이 더 많다”".
func (x explainText) answerWords(c Card, a Answer) string {
	if n, ok := a.Count(); ok {
		return fmt.Sprint(n)
	}
	names := compared[c]
	switch {
	case x.english && a == AnswerEqual:
		return "as many of each"
	case x.english && a == AnswerA:
		return "more " + names[1][0]
	case x.english:
		return "more " + names[1][1]
	case a == AnswerEqual:
		return "“둘이 같다”"
	case a == AnswerA:
		return "“" + korean.With(names[0][0], "이/가") + " 더 많다”"
	}
	return "“" + korean.With(names[0][1], "이/가") + " 더 많다”"
}

// remaining says which racks the answers leave and that each of them agrees with the claim.
func (x explainText) remaining(left []Rack) string {
	var ws []string
	for _, r := range left {
		var ks []string
		for _, k := range r.Kinds() {
			ks = append(ks, KindWords(k, x.english))
		}
		ws = append(ws, strings.Join(ks, ", "))
	}
	list := ""
	if len(ws) <= 4 {
		list = strings.Join(ws, " / ")
	}
	k := KindWords(x.kind, x.english)
	if x.english {
		has := "every one of them holds a " + k
		if !x.is {
			has = "none of them holds a " + k
		}
		if list != "" {
			list = " (" + list + ")"
		}
		if len(left) == 1 {
			it := "it holds a " + k
			if !x.is {
				it = "it holds no " + k
			}
			return fmt.Sprintf("Only one rack fits these answers%s, and %s.", list, it)
		}
		return fmt.Sprintf("These answers leave %d possible racks for you%s, and %s.", len(left), list, has)
	}
	has := "모두 " + korean.With(k, "이/가") + " 있습니다"
	if !x.is {
		has = "어느 것에도 " + korean.With(k, "이/가") + " 없습니다"
	}
	if list != "" {
		list = "(" + list + ")"
	}
	return fmt.Sprintf("이 답들에 맞는 내 받침대는 %d가지%s이고, %s.", len(left), list, has)
}

func (x explainText) holds(used []LogEntry, steps []clue, left []Rack) string {
	if len(used) == 0 && x.history {
		if x.english {
			return "What you saw of the earlier tiles (drawn, discarded and reshuffled, and what you learnt about your earlier racks) shows it without any answer about this rack: " + x.conclusion() + "."
		}
		return "이 받침대에 대한 답을 듣지 않아도, 앞서 본 타일(뽑히고 버려지고 다시 섞인 타일, 예전 내 받침대에 대해 알게 된 것)만으로 알 수 있습니다. " + x.conclusion() + "."
	}
	if len(used) == 0 {
		if x.english {
			return "The tiles you can see show it without any answer. " + x.sightStep() + " So " + x.conclusion() + "."
		}
		return "답을 듣지 않아도 보이는 타일만으로 알 수 있습니다. " + x.sightStep() + " 그러므로 " + x.conclusion() + "."
	}
	var b strings.Builder
	for i, e := range used {
		b.WriteString(x.entry(e) + " " + x.step(steps[i]) + " ")
	}
	if len(left) > 0 {
		b.WriteString(x.remaining(left) + " ")
	}
	if x.english {
		b.WriteString("So " + x.conclusion() + ".")
	} else {
		b.WriteString("그러므로 " + x.conclusion() + ".")
	}
	return b.String()
}

// sightStep is the count that settles a claim from the tiles in sight:
// every copy of the kind is in sight (none is left for the seat's rack),
// or only the rack's 3 tiles are out of sight and some are of the kind.
func (x explainText) sightStep() string {
	k, n := KindWords(x.kind, x.english), x.kind.Copies()
	switch {
	case x.unseenKind == 0 && x.english:
		return fmt.Sprintf("The game has %d × %s, and you see all %d (on the other racks and among the tiles you saw): none is left for your rack.", n, k, n)
	case x.unseenKind == 0:
		return fmt.Sprintf("%s 타일은 모두 %d장인데, 다른 받침대와 내가 본 타일에서 %d장을 다 보았으니 내 받침대에 남은 것이 없습니다.", k, n, n)
	case x.english && x.unseenTotal > 3:
		return fmt.Sprintf("Only %d tiles are out of your sight — the 3 on your rack and %d in the pile — and %d of them are %s: more than the pile alone can hold.", x.unseenTotal, x.unseenTotal-3, x.unseenKind, k)
	case x.english:
		return fmt.Sprintf("Only the 3 tiles on your rack are out of your sight, and %d of them are %s.", x.unseenKind, k)
	case x.unseenTotal > 3:
		return korean.Fill(fmt.Sprintf("내 눈에 안 보이는 타일은 내 받침대 3장과 더미 %d장뿐인데, 그중 %d장이 %s{이라/라} 더미만으로는 다 담을 수 없습니다.", x.unseenTotal-3, x.unseenKind, k))
	}
	return fmt.Sprintf("내 눈에 안 보이는 타일은 내 받침대 3장뿐이고, 그중 %d장이 %s입니다.", x.unseenKind, k)
}

func (x explainText) counter(r Rack) string {
	var ws []string
	for _, k := range r.Kinds() {
		ws = append(ws, KindWords(k, x.english))
	}
	rack := strings.Join(ws, ", ")
	k := KindWords(x.kind, x.english)
	if x.english {
		tail := "so it could hold a " + k
		if x.is {
			tail = "so it need not hold a " + k
		}
		return fmt.Sprintf("Your rack could be %s — that fits every answer, %s.", rack, tail)
	}
	tail := korean.With(k, "이/가") + " 있을 수도 있습니다"
	if x.is {
		tail = korean.With(k, "이/가") + " 꼭 있는 것은 아닙니다"
	}
	return fmt.Sprintf("내 받침대가 %s일 수도 있고, 이는 모든 답과 맞습니다. 그러니 %s.", rack, tail)
}
