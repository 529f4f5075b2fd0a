package tagiron

import (
	"fmt"
	"strings"

	"github.com/tablemate/tablemate/solver/korean"
)

// lang is the language of an explanation's sentence.
type lang uint8

const (
	langKO lang = iota
	langEN
)

func parseLang(s string) (lang, error) {
	english, err := korean.English(s)
	if english {
		return langEN, err
	}
	return langKO, err
}

// TileWords names a tile as players say it: "빨간 3" / "red 3", "초록 5" / "green 5".
func TileWords(t Tile, english bool) string {
	if english {
		return fmt.Sprintf("%s %d", t.Color(), t.Number())
	}
	return [...]string{"빨간", "파란", "초록"}[t.Color()] + fmt.Sprintf(" %d", t.Number())
}

// QuestionWords returns the card's question as printed on the pages, in Korean or English.
func QuestionWords(c Card, english bool) string {
	if !c.Valid() {
		return c.String()
	}
	q := questionWords[c]
	if english {
		return q[1]
	}
	return q[0]
}

var questionWords = [NumCards + 1][2]string{
	WhereZero:             {"0은 어디에 있나요?", "Where is 0?"},
	WhereOneOrTwo:         {"1 또는 2는 어디에 있나요?", "Where is 1 or 2?"},
	WhereThreeOrFour:      {"3 또는 4는 어디에 있나요?", "Where is 3 or 4?"},
	WhereFive:             {"5는 어디에 있나요?", "Where is 5?"},
	WhereSixOrSeven:       {"6 또는 7은 어디에 있나요?", "Where is 6 or 7?"},
	WhereEightOrNine:      {"8 또는 9는 어디에 있나요?", "Where is 8 or 9?"},
	SameColorNeighbours:   {"같은 색깔이 인접한 타일들은 어디에 있나요?", "Where are neighbouring tiles of the same colour?"},
	ConsecutiveNeighbours: {"숫자가 연속된 타일들은 어디에 있나요?", "Where are neighbouring consecutive numbers?"},
	CountRed:              {"빨간색 타일은 몇 장인가요?", "How many red tiles?"},
	CountBlue:             {"파란색 타일은 몇 장인가요?", "How many blue tiles?"},
	CountOdd:              {"홀수 타일은 몇 장인가요?", "How many odd tiles?"},
	CountEven:             {"짝수 타일은 몇 장인가요?", "How many even tiles?"},
	CountPairs:            {"같은 숫자 쌍은 몇 개인가요?", "How many pairs of equal numbers?"},
	SumLow3:               {"작은 타일 3장의 합은?", "Sum of the three smallest tiles?"},
	SumMid3:               {"가운데 타일 3장의 합은?", "Sum of the three middle tiles?"},
	SumHigh3:              {"큰 타일 3장의 합은?", "Sum of the three largest tiles?"},
	SumRed:                {"빨간색 타일의 합은?", "Sum of the red tiles?"},
	SumBlue:               {"파란색 타일의 합은?", "Sum of the blue tiles?"},
	SumAll:                {"모든 타일의 합은?", "Sum of all tiles?"},
	CenterFiveOrMore:      {"가운데 타일은 5 이상인가요?", "Is the middle tile 5 or more?"},
	MaxMinusMin:           {"가장 큰 수와 가장 작은 수의 차는?", "Largest minus smallest?"},
}

// statement says what an answer means, as a clause: English "there are 2 red tiles"; Korean the
// quoted clause with its ending, "빨간색 타일이 2장이라고".
func statement(c Card, pick int, a Answer, l lang) string {
	en := l == langEN
	switch c {
	case WhereZero, WhereFive, WhereOneOrTwo, WhereThreeOrFour, WhereSixOrSeven, WhereEightOrNine:
		num := pick
		if c == WhereZero {
			num = 0
		} else if c == WhereFive {
			num = 5
		}
		ps := a.Positions()
		n := fmt.Sprint(num)
		if en {
			if len(ps) == 0 {
				return "there is no " + n
			}
			if len(ps) == 1 {
				return fmt.Sprintf("a %s is at position %d", n, ps[0])
			}
			return fmt.Sprintf("the %ss are at positions %s", n, listEN(intWords(ps)))
		}
		if len(ps) == 0 {
			return korean.With(n, "이/가") + " 없다고"
		}
		return korean.With(n, "이/가") + " " + strings.Join(intWords(ps), ", ") + "번째 자리에 있다고"
	case SameColorNeighbours, ConsecutiveNeighbours:
		var gs []string
		for _, g := range a.Groups() {
			gs = append(gs, fmt.Sprintf("%d–%d", g[0], g[1]))
		}
		same := c == SameColorNeighbours
		if en {
			what := "neighbouring tiles of the same colour"
			if !same {
				what = "neighbouring consecutive numbers"
			}
			if len(gs) == 0 {
				return "there are no " + what
			}
			return fmt.Sprintf("%s are at positions %s", what, listEN(gs))
		}
		what := "같은 색깔이 인접한 타일"
		if !same {
			what = "숫자가 연속된 타일"
		}
		if len(gs) == 0 {
			return korean.With(what, "이/가") + " 없다고"
		}
		return korean.With(what, "이/가") + " " + strings.Join(gs, ", ") + "번째 자리에 있다고"
	case CenterFiveOrMore:
		switch {
		case en && a.Bool():
			return "the middle tile is 5 or more"
		case en:
			return "the middle tile is less than 5"
		case a.Bool():
			return "가운데 자리의 타일이 5 이상이라고"
		default:
			return "가운데 자리의 타일이 5 미만이라고"
		}
	}
	v := a.Int()
	if en {
		count := func(one, many string) string {
			if v == 1 {
				return "there is 1 " + one
			}
			if v == 0 {
				return "there are no " + many
			}
			return fmt.Sprintf("there are %d %s", v, many)
		}
		switch c {
		case CountRed:
			return count("red tile", "red tiles")
		case CountBlue:
			return count("blue tile", "blue tiles")
		case CountOdd:
			return count("odd tile", "odd tiles")
		case CountEven:
			return count("even tile", "even tiles")
		case CountPairs:
			return count("pair of equal numbers", "pairs of equal numbers")
		case MaxMinusMin:
			return fmt.Sprintf("the largest minus the smallest is %d", v)
		}
		what := map[Card]string{SumLow3: "the three smallest tiles", SumMid3: "the three middle tiles",
			SumHigh3: "the three largest tiles", SumRed: "the red tiles", SumBlue: "the blue tiles", SumAll: "all the tiles"}[c]
		return fmt.Sprintf("%s sum to %d", what, v)
	}
	n := fmt.Sprint(v)
	switch c {
	case CountRed, CountBlue, CountOdd, CountEven:
		what := map[Card]string{CountRed: "빨간색 타일", CountBlue: "파란색 타일", CountOdd: "홀수 타일", CountEven: "짝수 타일"}[c]
		return korean.With(what, "이/가") + " " + korean.With(n+"장", "이라고/라고")
	case CountPairs:
		return "같은 숫자 쌍이 " + korean.With(n+"개", "이라고/라고")
	case MaxMinusMin:
		return "가장 큰 수와 가장 작은 수의 차가 " + korean.With(n, "이라고/라고")
	}
	what := map[Card]string{SumLow3: "작은 타일 3장의 합", SumMid3: "가운데 타일 3장의 합",
		SumHigh3: "큰 타일 3장의 합", SumRed: "빨간색 타일의 합", SumBlue: "파란색 타일의 합", SumAll: "모든 타일의 합"}[c]
	return korean.With(what, "이/가") + " " + korean.With(n, "이라고/라고")
}

func intWords(xs []int) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = fmt.Sprint(x)
	}
	return out
}

// listEN joins "a", "a and b", "a, b and c".
func listEN(xs []string) string {
	if len(xs) <= 1 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// player names a seat by its chosen name, else as the pages do, counted from 1.
func (x *explainer) player(seat int, l lang) string {
	if x.self && l != langEN && seat == x.seat {
		return korean.Me
	}
	return korean.Player(seat, x.names, l == langEN)
}

// entrySentence says who asked what and what the seat's opponents answered.
func (x *explainer) entrySentence(e LogEntry, l lang) string {
	c, _ := ParseCard(e.Card)
	q := QuestionWords(c, l == langEN)
	if e.Pick != 0 { // the asker chose one number of a choice card
		q = fmt.Sprintf("Where is %d?", e.Pick)
		if l == langKO {
			q = korean.With(fmt.Sprint(e.Pick), "은/는") + " 어디에 있나요?"
		}
	}
	var parts []string
	for _, seat := range sortedSeats(e.Answers) {
		if seat == x.seat {
			continue
		}
		a, _ := canonical(c, e.Answers[seat])
		if l == langEN {
			parts = append(parts, x.player(seat, l)+" said "+statement(c, e.Pick, a, l))
		} else {
			parts = append(parts, korean.With(x.player(seat, l), "은/는")+" "+statement(c, e.Pick, a, l))
		}
	}
	if l == langEN {
		return fmt.Sprintf("%s asked “%s”: %s.", x.player(e.Asker, l), q, listEN(parts))
	}
	return fmt.Sprintf("%s “%s” 하고 묻자 %s 답했습니다.", korean.With(x.player(e.Asker, l), "이/가"), q, strings.Join(parts, " 답했고, "))
}

// targetWords names the seat's target and the claim's position: "the centre's position 3".
func (x *explainer) claimWords(l lang) string {
	if l == langEN {
		if len(x.opps) == 1 {
			return fmt.Sprintf("position %d of your opponent's rack", x.pos)
		}
		return fmt.Sprintf("position %d of the centre", x.pos)
	}
	if len(x.opps) == 1 {
		return fmt.Sprintf("상대 타일의 %d번째 자리", x.pos)
	}
	return fmt.Sprintf("가운데 타일의 %d번째 자리", x.pos)
}

// conclusion states the claim as a fact.
func (x *explainer) conclusion(l lang) string {
	t := TileWords(x.tile, l == langEN)
	switch {
	case l == langEN && x.is:
		return fmt.Sprintf("%s is %s", x.claimWords(l), t)
	case l == langEN:
		return fmt.Sprintf("%s cannot be %s", x.claimWords(l), t)
	case x.is:
		return fmt.Sprintf("%s %s입니다", korean.With(x.claimWords(l), "은/는"), t)
	default:
		return fmt.Sprintf("%s %s 아닙니다", korean.With(x.claimWords(l), "은/는"), korean.With(t, "이/가"))
	}
}

func (x *explainer) holdsText(l lang, log []LogEntry, because []int) string {
	if len(because) == 0 {
		if l == langEN {
			return "Your own tiles show it without any answer: " + x.conclusion(l) + "."
		}
		return "답을 듣지 않아도 내 타일만 보면 알 수 있습니다. " + x.conclusion(l) + "."
	}
	var b strings.Builder
	for _, i := range because {
		b.WriteString(x.entrySentence(log[i], l))
		b.WriteString(" ")
	}
	for _, step := range x.steps {
		b.WriteString(step + " ")
	}
	if x.left != nil {
		b.WriteString(x.eliminationList(l) + " ")
	} else if x.after > 0 && !x.listed {
		b.WriteString(x.eliminationStep(l) + " ")
	}
	if l == langEN {
		b.WriteString("So " + x.conclusion(l) + ".")
	} else {
		b.WriteString("그러므로 " + x.conclusion(l) + ".")
	}
	return b.String()
}

// eliminationStep says what the answers did: of the target racks the
// seat's own tiles allow, how many fit them, and that the claim holds in
// every one.
func (x *explainer) eliminationStep(l lang) string {
	t := TileWords(x.tile, l == langEN)
	if l == langEN {
		racks := "racks your opponent could hold"
		if len(x.opps) > 1 {
			racks = "sets of centre tiles there could be"
		}
		what := fmt.Sprintf("%s at position %d", t, x.pos)
		if !x.is {
			what = fmt.Sprintf("no %s at position %d", t, x.pos)
		}
		return fmt.Sprintf("Of the %s %s beside your own tiles, the answers leave %s, each with %s.", grouped(x.before), racks, grouped(x.after), what)
	}
	racks := "상대 타일 조합"
	if len(x.opps) > 1 {
		racks = "가운데 타일 조합"
	}
	what := fmt.Sprintf("%d번째 자리가 %s입니다", x.pos, t)
	if !x.is {
		what = fmt.Sprintf("%d번째 자리가 %s 아닙니다", x.pos, korean.With(t, "이/가"))
	}
	return fmt.Sprintf("내 타일로 가능한 %s %s가지 가운데 위의 답과 맞는 것은 %s가지이고, 모두 %s.", racks, grouped(x.before), grouped(x.after), what)
}

// eliminationList is eliminationStep with the few racks left named: "Of the 2,288 racks …, the
// answers leave 3: (…), (…) or (…)."
func (x *explainer) eliminationList(l lang) string {
	en := l == langEN
	ws := make([]string, len(x.left))
	for k, r := range x.left {
		ts := make([]string, len(r))
		for i, t := range r {
			ts[i] = TileWords(t, en)
		}
		ws[k] = strings.Join(ts, ", ")
		if len(x.left) > 1 {
			ws[k] = "(" + ws[k] + ")"
		}
	}
	if en {
		racks := "racks your opponent could hold"
		if len(x.opps) > 1 {
			racks = "sets of centre tiles there could be"
		}
		if len(ws) == 1 {
			return fmt.Sprintf("Of the %s %s beside your own tiles, the answers leave only %s.", grouped(x.before), racks, ws[0])
		}
		return fmt.Sprintf("Of the %s %s beside your own tiles, the answers leave %d: %s.", grouped(x.before), racks, len(ws), strings.Join(ws[:len(ws)-1], ", ")+" or "+ws[len(ws)-1])
	}
	racks := "상대 타일 조합"
	if len(x.opps) > 1 {
		racks = "가운데 타일 조합"
	}
	if len(ws) == 1 {
		return fmt.Sprintf("내 타일로 가능한 %s %s가지 가운데 위의 답과 맞는 것은 %s 하나뿐입니다.", racks, grouped(x.before), ws[0])
	}
	return fmt.Sprintf("내 타일로 가능한 %s %s가지 가운데 위의 답과 맞는 것은 %s %d가지뿐입니다.", racks, grouped(x.before), strings.Join(ws, ", "), len(ws))
}

// grouped writes n with a comma every three digits, as both languages do: 2,288.
func grouped(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func (x *explainer) counterText(l lang, c uint32) string {
	var ws []string
	for _, t := range x.tiles(c, nil) {
		ws = append(ws, TileWords(t, l == langEN))
	}
	rack := strings.Join(ws, ", ")
	t := TileWords(x.tile, l == langEN)
	if l == langEN {
		whose := "The centre"
		if len(x.opps) == 1 {
			whose = "Your opponent's rack"
		}
		tail := fmt.Sprintf("so %s could be %s", x.claimWords(l), t)
		if x.is {
			tail = fmt.Sprintf("so %s need not be %s", x.claimWords(l), t)
		}
		return fmt.Sprintf("%s could be %s — that fits every answer, %s.", whose, rack, tail)
	}
	whose := "가운데 타일이"
	if len(x.opps) == 1 {
		whose = "상대 타일이"
	}
	tail := fmt.Sprintf("%s %s일 수도 있습니다", korean.With(x.claimWords(l), "이/가"), t)
	if x.is {
		tail = fmt.Sprintf("%s 꼭 %s 것은 아닙니다", korean.With(x.claimWords(l), "이/가"), t+"인")
	}
	return fmt.Sprintf("%s %s일 수도 있고, 이는 모든 답과 맞습니다. 그러니 %s.", whose, rack, tail)
}
