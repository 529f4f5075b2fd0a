package tagiron

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablemate/tablemate/solver/korean"
)

// The arithmetic of a "why?": between a sum card's answer and the claim, what the sum says about the
// target rack once the tiles the other answers already fix are taken out, and which tiles that leaves.
// With 3–4 players the opponents' answers to a card that adds up over tiles (a sum or a count of all,
// red or blue, odd or even tiles) give the centre's own by subtraction from the whole set of tiles.

// targetRacks lists the distinct target racks (in rack order) that the seat's tiles and the log
// entries at idx allow: exactly Candidates' racks.
func targetRacks(req SolveRequest, idx []int) ([][]Tile, error) {
	sub := req
	sub.Log = nil
	for _, i := range idx {
		sub.Log = append(sub.Log, req.Log[i])
	}
	s, err := parseState(sub)
	if err != nil {
		return nil, err
	}
	e := newEngine(s)
	defer e.release()
	_, cands := e.target()
	out := make([][]Tile, len(cands))
	all := make([]Tile, 0, len(cands)*s.size) // one array for every rack
	buf := make([]Tile, 0, s.size)
	for k, r := range cands {
		buf = e.tiles(r, buf)
		all = append(all, buf...)
		out[k] = all[len(all)-len(buf):]
	}
	return out, nil
}

// sumCard reports whether a card's answer is a sum or a difference of the target's numbers: the cards
// whose step is arithmetic on positions or on the tiles of one colour.
func sumCard(c Card) bool {
	switch c {
	case SumLow3, SumMid3, SumHigh3, SumAll, SumRed, SumBlue, MaxMinusMin:
		return true
	}
	return false
}

// arithmetic returns the sentences of the arithmetic for entry i of because (empty when the entry's
// card has none for the target): the centre's value by subtraction (3–4 players), then what the sum
// leaves for the positions or tiles the other answers do not fix. left are the target racks every
// entry of because allows.
func (x *explainer) arithmetic(l lang, req SolveRequest, because []int, i int, left [][]Tile) []string {
	e := req.Log[i]
	c, _ := ParseCard(e.Card)
	var out []string
	var v int
	if len(x.opps) == 1 {
		if !sumCard(c) {
			return nil
		}
		a, ok := e.Answers[x.opps[0]]
		if !ok {
			return nil
		}
		a, _ = canonical(c, a)
		v = a.Int()
	} else {
		if !additive(c) {
			return nil
		}
		sentence, centre, ok := x.centreValue(l, e, c)
		if !ok {
			return nil
		}
		out = append(out, sentence)
		if !sumCard(c) {
			return out // a count: the elimination that follows says the rest
		}
		v = centre
	}
	// What the other answers fix (never this one: its arithmetic would lean on itself).
	var others [][]Tile
	if len(because) > 1 {
		rest := slices.DeleteFunc(slices.Clone(because), func(j int) bool { return j == i })
		var err error
		if others, err = targetRacks(req, rest); err != nil || len(others) == 0 {
			others = nil
		}
	}
	if c == SumRed || c == SumBlue {
		return append(out, x.colourStep(l, c, v, others, left)...)
	}
	return append(out, x.positionStep(l, c, v, others, left)...)
}

// centreValue is the centre's answer to an additive card, when every opponent answered it: the whole
// set of tiles' less the seat's own and the opponents'.
func (x *explainer) centreValue(l lang, e LogEntry, c Card) (string, int, bool) {
	all := answer(PhysicalTiles(), c, 0).Int()
	own := answer(x.own, c, 0).Int()
	v := all - own
	terms := []string{fmt.Sprint(all), x.term(l, own, x.seat)}
	for _, seat := range x.opps {
		a, ok := e.Answers[seat]
		if !ok {
			return "", 0, false // an asker who did not answer: the centre's value stays open
		}
		a, _ = canonical(c, a)
		v -= a.Int()
		terms = append(terms, x.term(l, a.Int(), seat))
	}
	sum := strings.Join(terms, " − ")
	if l == langEN {
		switch c {
		case SumAll:
			return fmt.Sprintf("All 20 tiles sum to %d, so the centre's tiles sum to %s = %d.", all, sum, v), v, true
		case SumRed, SumBlue:
			col := map[Card]string{SumRed: "red", SumBlue: "blue"}[c]
			return fmt.Sprintf("All the %s tiles in the game sum to %d, so the centre's %s tiles sum to %s = %d.", col, all, col, sum, v), v, true
		}
		what := map[Card]string{CountRed: "red", CountBlue: "blue", CountOdd: "odd", CountEven: "even"}[c]
		return fmt.Sprintf("The game has %d %s tiles, so the centre holds %s = %d of them.", all, what, sum, v), v, true
	}
	switch c {
	case SumAll:
		return fmt.Sprintf("타일 20장을 모두 더하면 %d이니, 가운데 타일의 합은 %s = %d입니다.", all, sum, v), v, true
	case SumRed, SumBlue:
		col := map[Card]string{SumRed: "빨간색", SumBlue: "파란색"}[c]
		return fmt.Sprintf("%s 타일을 모두 더하면 %d이니, 가운데 %s 타일의 합은 %s = %d입니다.", col, all, col, sum, v), v, true
	}
	what := map[Card]string{CountRed: "빨간색", CountBlue: "파란색", CountOdd: "홀수", CountEven: "짝수"}[c]
	return fmt.Sprintf("%s 타일은 모두 %d장이니, 가운데의 %s 타일은 %s = %d장입니다.", what, all, what, sum, v), v, true
}

// term is one subtrahend of the centre's arithmetic with whose it is: "25(지수)", "25 (Jisu's)".
func (x *explainer) term(l lang, v int, seat int) string {
	if l == langEN {
		return fmt.Sprintf("%d (%s's)", v, x.player(seat, l))
	}
	if x.self && seat == x.seat {
		return fmt.Sprintf("%d(내 타일)", v)
	}
	return fmt.Sprintf("%d(%s)", v, x.player(seat, l))
}

// cardPositions are the positions (0-based) a positional sum card adds up, or whose numbers it
// subtracts (max-minus-min: the first and the last).
func cardPositions(c Card, n int) []int {
	switch c {
	case SumLow3:
		return []int{0, 1, 2}
	case SumMid3:
		return []int{1, 2, 3}
	case SumHigh3:
		return []int{n - 3, n - 2, n - 1}
	case MaxMinusMin:
		return []int{0, n - 1}
	}
	ps := make([]int, n)
	for p := range ps {
		ps[p] = p
	}
	return ps
}

// fixedNumber is the number every rack of racks has at position p, if they agree (and there are any).
func fixedNumber(racks [][]Tile, p int) (int, bool) {
	if len(racks) == 0 {
		return 0, false
	}
	n := racks[0][p].Number()
	for _, r := range racks[1:] {
		if r[p].Number() != n {
			return 0, false
		}
	}
	return n, true
}

// positionStep is the arithmetic of a positional sum (or max minus min) of value v: the positions
// the other answers fix come off the sum, and what is left says which tiles remain for the others.
func (x *explainer) positionStep(l lang, c Card, v int, others, left [][]Tile) []string {
	part := cardPositions(c, x.size)
	var known, open []int
	fixed := map[int]int{}
	for _, p := range part {
		if n, ok := fixedNumber(others, p); ok {
			known = append(known, p)
			fixed[p] = n
		} else {
			open = append(open, p)
		}
	}
	if len(open) == 0 {
		return nil // the others fix every position it covers: it was needed for something else
	}
	var out []string
	if len(known) > 0 {
		if c == MaxMinusMin {
			out = append(out, x.differenceSentence(l, v, known[0], fixed[known[0]], open[0]))
		} else {
			out = append(out, x.subtractionSentence(l, c, v, known, fixed, open))
		}
	}
	if len(known) == 0 && c != MaxMinusMin {
		if s := x.boundSentence(l, v, len(part)); s != "" {
			out = append(out, s)
		}
	}
	var tuples [][]Tile
	for _, r := range left {
		t := make([]Tile, len(open))
		for k, p := range open {
			t[k] = r[p]
		}
		if !slices.ContainsFunc(tuples, func(u []Tile) bool { return slices.Equal(u, t) }) {
			tuples = append(tuples, t)
		}
	}
	topic, slot := positionsWords(open, l), positionsWords(open, l)+"에 올 수 있는 것"
	if len(open) == x.size && len(tuples) <= 4 {
		x.listed = true
		if x.after > 0 { // the count of racks left says them (eliminationList)
			x.left = tuples
			return out
		}
	}
	if len(open) == x.size {
		topic, slot = x.targetWords(l), x.targetWords(l)+"로 가능한 것"
	}
	if s := x.leftSentence(l, topic, slot, tuples, len(known) > 0, [2]string{}); s != "" {
		out = append(out, s)
	}
	return out
}

// targetWords names the target rack as a whole: "상대 타일" / "your opponent's rack", "가운데 타일" /
// "the centre".
func (x *explainer) targetWords(l lang) string {
	switch {
	case l == langEN && len(x.opps) == 1:
		return "your opponent's rack"
	case l == langEN:
		return "the centre"
	case len(x.opps) == 1:
		return "상대 타일"
	}
	return "가운데 타일"
}

// positionsWords names positions (0-based) as the sentences do: "3·4·5번째 자리" / "positions 3, 4
// and 5".
func positionsWords(ps []int, l lang) string {
	if n := len(ps); n >= 4 && ps[n-1]-ps[0] == n-1 { // a run: "1~4번째 자리" / "positions 1 to 4"
		if l == langEN {
			return fmt.Sprintf("positions %d to %d", ps[0]+1, ps[n-1]+1)
		}
		return fmt.Sprintf("%d~%d번째 자리", ps[0]+1, ps[n-1]+1)
	}
	ws := make([]string, len(ps))
	for k, p := range ps {
		ws[k] = fmt.Sprint(p + 1)
	}
	if l == langEN {
		if len(ws) == 1 {
			return "position " + ws[0]
		}
		return "positions " + listEN(ws)
	}
	return strings.Join(ws, "·") + "번째 자리"
}

// partWords names the positions a three-tile sum covers, for the sentence that says which they are
// (nothing for the sum of all tiles).
func (x *explainer) partWords(c Card, l lang) string {
	if c == SumAll {
		return ""
	}
	ps := positionsWords(cardPositions(c, x.size), l)
	if l == langEN {
		what := map[Card]string{SumLow3: "The three smallest tiles", SumMid3: "The three middle tiles", SumHigh3: "The three largest tiles"}[c]
		return what + " are " + ps + ", and "
	}
	what := map[Card]string{SumLow3: "작은 타일 3장", SumMid3: "가운데 타일 3장", SumHigh3: "큰 타일 3장"}[c]
	return korean.With(what, "은/는") + " " + ps + "이고, "
}

// subtractionSentence: "the other answers put 4 at position 3, so positions 4 and 5 sum to 20 − 4 = 16".
func (x *explainer) subtractionSentence(l lang, c Card, v int, known []int, fixed map[int]int, open []int) string {
	r := v
	terms := []string{fmt.Sprint(v)}
	var facts []string
	for _, p := range known {
		r -= fixed[p]
		terms = append(terms, fmt.Sprint(fixed[p]))
		if l == langEN {
			facts = append(facts, fmt.Sprintf("%d at position %d", fixed[p], p+1))
		} else {
			facts = append(facts, fmt.Sprintf("%d번째 자리는 %d", p+1, fixed[p]))
		}
	}
	calc := strings.Join(terms, " − ")
	if l == langEN {
		tail := fmt.Sprintf("%s sum to %s = %d", positionsWords(open, l), calc, r)
		if len(open) == 1 {
			tail = fmt.Sprintf("%s holds %s = %d", positionsWords(open, l), calc, r)
		}
		lead := x.partWords(c, l)
		if lead == "" {
			lead = "The other answers"
		} else {
			lead += "the other answers"
		}
		return fmt.Sprintf("%s put %s, so %s.", lead, listEN(facts), tail)
	}
	tail := fmt.Sprintf("%s의 합은 %s = %d입니다", positionsWords(open, l), calc, r)
	if len(open) == 1 {
		tail = fmt.Sprintf("%s %s = %d입니다", korean.With(positionsWords(open, l), "은/는"), calc, r)
	}
	return fmt.Sprintf("%s다른 답에 따르면 %s이므로 %s.", x.partWords(c, l), strings.Join(facts, ", "), tail)
}

// differenceSentence: the largest minus the smallest is v and one end is known, so the other end is
// known too: "position 1 is 0, so position 5 is 0 + 7 = 7".
func (x *explainer) differenceSentence(l lang, v, known, n, open int) string {
	other, calc := n+v, fmt.Sprintf("%d + %d", n, v)
	if known == x.size-1 {
		other, calc = n-v, fmt.Sprintf("%d − %d", n, v)
	}
	if l == langEN {
		return fmt.Sprintf("The other answers put %d at position %d, so position %d holds %s = %d.", n, known+1, open+1, calc, other)
	}
	return fmt.Sprintf("다른 답에 따르면 %d번째 자리는 %d이므로 %d번째 자리는 %s = %d입니다.", known+1, n, open+1, calc, other)
}

// colourStep is the arithmetic of a colour's sum: the tiles of that colour the other answers show
// come off it (a 0 changes nothing and stays), and the tiles of that colour that can make the rest.
func (x *explainer) colourStep(l lang, c Card, v int, others, left [][]Tile) []string {
	col := Red
	if c == SumBlue {
		col = Blue
	}
	var known []Tile
	if len(others) > 0 {
		for _, t := range others[0] {
			if t.Color() == col && t.Number() > 0 && !slices.ContainsFunc(others, func(r []Tile) bool { return !slices.Contains(r, t) }) {
				known = append(known, t)
			}
		}
	}
	tuplesWithout := func(skip []Tile) (tuples [][]Tile, empty bool) {
		for _, r := range left {
			t := []Tile{}
			for _, tile := range r {
				if tile.Color() == col && !slices.Contains(skip, tile) {
					t = append(t, tile)
				}
			}
			empty = empty || len(t) == 0
			if !slices.ContainsFunc(tuples, func(u []Tile) bool { return slices.Equal(u, t) }) {
				tuples = append(tuples, t)
			}
		}
		return tuples, empty
	}
	en := l == langEN
	var out []string
	what := map[Card][2]string{SumRed: {"빨간색 타일", "red tiles"}, SumBlue: {"파란색 타일", "blue tiles"}}[c]
	name := what[0]
	if en {
		name = "the " + what[1]
		if len(x.opps) > 1 {
			name = "the centre's " + what[1]
		}
	}
	tuples, _ := tuplesWithout(nil)
	if len(known) > 0 {
		r := v
		terms := []string{fmt.Sprint(v)}
		var ws []string
		for _, t := range known {
			r -= t.Number()
			terms = append(terms, fmt.Sprint(t.Number()))
			ws = append(ws, TileWords(t, en))
		}
		calc := strings.Join(terms, " − ")
		if en {
			out = append(out, fmt.Sprintf("The other answers show %s, so the other %s sum to %s = %d.", listEN(ws), what[1], calc, r))
		} else {
			out = append(out, fmt.Sprintf("다른 답에 따르면 %s 있으므로, 나머지 %s의 합은 %s = %d입니다.", korean.With(strings.Join(ws, ", "), "이/가"), what[0], calc, r))
		}
		// The tiles left besides those shown, unless that leaves a choice of none at all (then the
		// whole colour reads better).
		if rest, none := tuplesWithout(known); !none {
			tuples = rest
			name = "나머지 " + what[0]
			if en {
				name = "the other " + what[1]
			}
		}
	}
	nothing := [2]string{what[0] + " 없음", "no " + strings.TrimSuffix(what[1], "s")}
	if s := x.leftSentence(l, name, "가능한 "+name, tuples, len(known) > 0, nothing); s != "" {
		out = append(out, s)
	}
	return out
}

// leftSentence says which tiles the answers leave: topic names them as a whole (the sentence that
// settles them: "2·3번째 자리는 … 정해집니다", "positions 2 and 3 must be …"), slot (Korean) as what
// the choices are ("2·3번째 자리에 올 수 있는 것"). Up to four choices are listed; more are counted, and only
// after a subtraction (else the elimination that follows says as much). none words an empty choice.
func (x *explainer) leftSentence(l lang, topic, slot string, tuples [][]Tile, subtracted bool, none [2]string) string {
	en := l == langEN
	words := func(t []Tile, and bool) string {
		if len(t) == 0 {
			if en {
				return none[1]
			}
			return none[0]
		}
		ws := make([]string, len(t))
		for k, tile := range t {
			ws[k] = TileWords(tile, en)
		}
		if en && and {
			return listEN(ws)
		}
		return strings.Join(ws, ", ")
	}
	switch {
	case len(tuples) == 0:
		return ""
	case len(tuples) == 1 && en:
		return fmt.Sprintf("With the answers above, %s must be %s.", topic, words(tuples[0], true))
	case len(tuples) == 1:
		return fmt.Sprintf("위의 답에 따르면 %s %s 정해집니다.", korean.With(topic, "은/는"), korean.With(words(tuples[0], false), "으로/로"))
	case len(tuples) <= 4:
		ws := make([]string, len(tuples))
		for k, t := range tuples {
			ws[k] = words(t, false)
			if len(t) > 1 {
				ws[k] = "(" + ws[k] + ")"
			}
		}
		if en {
			return fmt.Sprintf("With the answers above, %s can only be %s.", topic, strings.Join(ws[:len(ws)-1], ", ")+" or "+ws[len(ws)-1])
		}
		return fmt.Sprintf("위의 답에 따르면 %s %s뿐입니다.", korean.With(slot, "은/는"), strings.Join(ws, ", "))
	case !subtracted:
		return ""
	case en:
		return fmt.Sprintf("With the answers above, that leaves %d choices for %s.", len(tuples), topic)
	}
	return fmt.Sprintf("위의 답에 따르면 %s %d가지입니다.", korean.With(slot, "은/는"), len(tuples))
}

// boundSentence says how close a sum of k tiles is to the least (or the most) k of the tiles the seat
// cannot see could make, when that is what leaves so few choices: within 2 of it.
func (x *explainer) boundSentence(l lang, v, k int) string {
	if k > len(x.slots) {
		return ""
	}
	low, high := x.slots[:k], x.slots[len(x.slots)-k:]
	sum := func(ts []Tile) int {
		n := 0
		for _, t := range ts {
			n += t.Number()
		}
		return n
	}
	en := l == langEN
	words := func(ts []Tile) string {
		ws := make([]string, len(ts))
		for i, t := range ts {
			ws[i] = TileWords(t, en)
		}
		return strings.Join(ws, ", ")
	}
	count := [...]string{"", "one", "two", "three", "four", "five"}[k]
	switch m := sum(low); {
	case v-m <= 2 && en && v == m:
		return fmt.Sprintf("The %s smallest tiles you cannot see (%s) sum to exactly %d.", count, words(low), m)
	case v-m <= 2 && en:
		return fmt.Sprintf("The %s smallest tiles you cannot see (%s) sum to %d, only %d less than %d.", count, words(low), m, v-m, v)
	case v-m <= 2 && v == m:
		return fmt.Sprintf("내가 볼 수 없는 타일 중 가장 작은 %d장(%s)의 합이 정확히 %d입니다.", k, words(low), m)
	case v-m <= 2:
		return fmt.Sprintf("내가 볼 수 없는 타일 중 가장 작은 %d장(%s)의 합이 %d이고, %s 그보다 %d만 큽니다.", k, words(low), m, korean.With(fmt.Sprint(v), "은/는"), v-m)
	}
	switch m := sum(high); {
	case m-v <= 2 && en && v == m:
		return fmt.Sprintf("The %s largest tiles you cannot see (%s) sum to exactly %d.", count, words(high), m)
	case m-v <= 2 && en:
		return fmt.Sprintf("The %s largest tiles you cannot see (%s) sum to %d, only %d more than %d.", count, words(high), m, m-v, v)
	case m-v <= 2 && v == m:
		return fmt.Sprintf("내가 볼 수 없는 타일 중 가장 큰 %d장(%s)의 합이 정확히 %d입니다.", k, words(high), m)
	case m-v <= 2:
		return fmt.Sprintf("내가 볼 수 없는 타일 중 가장 큰 %d장(%s)의 합이 %d이고, %s 그보다 %d만 작습니다.", k, words(high), m, korean.With(fmt.Sprint(v), "은/는"), m-v)
	}
	return ""
}
