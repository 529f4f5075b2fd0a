package code777

import (
	"fmt"
	"strings"

	"github.com/tablemate/tablemate/solver/korean"
)

// The step of a "why?" between one answer and the seat's rack: what the racks the seat sees too
// would have given without it, and so, in numbers, what its own rack must hold, by the card's rule.

// step says what one answer tells about the seat's rack.
func (x explainText) step(c clue) string {
	switch {
	case c.card.countsRacks():
		return x.rackStep(c)
	case c.card.IsComparison():
		return x.compareStep(c)
	}
	return x.tallyStep(c)
}

// rackStep: cards 1-7 count racks; the seat's is the only one the reader's count leaves open, so the
// answer less the other racks that qualify says whether it does, and so what it holds.
func (x explainText) rackStep(c clue) string {
	n, _ := c.answer.Count()
	fits := n > c.qualifying
	rule := x.rackRule(c.card, fits)
	q := c.qualifying
	others := fmt.Sprintf("%s of the other racks they see qualify", numberWord(q))
	switch q {
	case 0:
		others = "None of the other racks they see qualifies"
	case 1:
		others = "Only one of the other racks they see qualifies"
	}
	others = strings.ToUpper(others[:1]) + others[1:]
	switch {
	case x.english && fits:
		return fmt.Sprintf("%s, so the %d − %d = 1 left is yours: %s.", others, n, q, rule)
	case x.english && q == 0:
		return fmt.Sprintf("They answered 0, so yours does not qualify either: %s.", rule)
	case x.english:
		return fmt.Sprintf("%s already, so yours does not: %s.", others, rule)
	case !fits && q == 0:
		return fmt.Sprintf("답이 0이니 내 받침대도 해당하지 않습니다. %s.", rule)
	case fits:
		return fmt.Sprintf("내 받침대를 빼면 해당하는 받침대가 %d개뿐이니 나머지 %d − %d = 1개는 내 받침대입니다. %s.", c.qualifying, n, c.qualifying, rule)
	}
	return fmt.Sprintf("내 받침대를 빼도 해당하는 받침대가 이미 %d개이니 내 받침대는 해당하지 않습니다. %s.", c.qualifying, rule)
}

// rackRule says what a rack-counting card's rule means for the seat's rack, when it fits (or not).
func (x explainText) rackRule(c Card, fits bool) string {
	at := [2]int{}
	if fits {
		at[0] = 1
	}
	if x.english {
		at[1] = 1
	}
	type words [2][2]string // [fits][english]
	var w words
	switch c {
	case 1:
		w = words{{"내 받침대의 숫자 합은 18보다 작습니다", "your rack's numbers sum to less than 18"},
			{"내 받침대의 숫자 합은 18 이상입니다", "your rack's numbers sum to 18 or more"}}
	case 2:
		if x.opts.Q2ThresholdMore {
			w = words{{"내 받침대의 숫자 합은 12보다 작습니다", "your rack's numbers sum to less than 12"},
				{"내 받침대의 숫자 합은 12 이상입니다", "your rack's numbers sum to 12 or more"}}
		} else {
			w = words{{"내 받침대의 숫자 합은 12보다 큽니다", "your rack's numbers sum to more than 12"},
				{"내 받침대의 숫자 합은 12 이하입니다", "your rack's numbers sum to 12 or less"}}
		}
	case 3:
		w = words{{"내 받침대에는 같은 숫자가 서로 다른 색으로 있지 않습니다", "no number is on your rack in two colours"},
			{"내 받침대에는 같은 숫자가 서로 다른 색으로 있습니다", "one number is on your rack in two colours"}}
	case 4:
		w = words{{"내 받침대에는 같은 색 타일이 둘 이상 있습니다", "two of your tiles share a colour"},
			{"내 받침대의 세 타일은 색이 모두 다릅니다", "your three tiles are three different colours"}}
	case 5:
		w = words{{"내 받침대에는 짝수와 홀수가 섞여 있습니다", "your rack mixes even and odd numbers"},
			{"내 받침대의 숫자는 모두 짝수이거나 모두 홀수입니다", "your rack's numbers are all even or all odd"}}
	case 6:
		w = words{{"내 받침대에는 똑같은 타일이 없습니다", "no two of your tiles are identical"},
			{"내 받침대에는 똑같은 타일 두 개가 있습니다", "two of your tiles are identical"}}
	case 7:
		w = words{{"내 받침대의 숫자는 연속된 세 숫자가 아닙니다", "your numbers are not three in a row"},
			{"내 받침대의 숫자는 연속된 세 숫자입니다", "your numbers are three in a row"}}
	}
	return w[at[0]][at[1]]
}

// tallyStep: cards 8-11 count over every tile the reader sees; without the seat's rack the count
// would be some number, and the difference is what the seat's tiles add (or take away).
func (x explainText) tallyStep(c clue) string {
	a, _ := c.answer.Count()
	wo, _ := tallyAnswer(c.card, &c.others).Count()
	switch c.card {
	case 8:
		missing := x.colours(func(col Color) bool { return colorCounts(&c.others)[col] == 0 })
		if len(missing) == 0 {
			break
		}
		list := x.list(missing)
		d := a - wo
		switch {
		case x.english && d == 0:
			return fmt.Sprintf("Without your rack they see %s, with no %s; the answer is %d too, so your rack holds none of those colours.", colourCount(wo), x.orList(missing), a)
		case x.english:
			return fmt.Sprintf("Without your rack they see %s, with no %s, so your rack adds %d − %d = %d of those colours.", colourCount(wo), x.orList(missing), a, wo, d) + x.onlyColours(&c.others, d)
		case d == 0:
			return fmt.Sprintf("내 받침대를 빼면 보이는 색은 %d가지이고 %s 빠져 있는데, 답도 %s 내 받침대에는 그 색이 없습니다.", wo, korean.With(list, "이/가"), fmt.Sprintf("%d이니", a))
		}
		return fmt.Sprintf("내 받침대를 빼면 보이는 색은 %d가지이고 %s 빠져 있으니, 내 받침대에는 그 색이 %d − %d = %d가지 있습니다.", wo, korean.With(list, "이/가"), a, wo, d) + x.onlyColours(&c.others, d)
	case 9:
		d := a - wo
		switch {
		case x.english && d == 0:
			return fmt.Sprintf("Without your rack they see %s 3 or more times, as many as they answered, so your tiles bring no other colour to 3.", colourCount(wo))
		case x.english:
			return fmt.Sprintf("Without your rack they see %s 3 or more times, so your tiles bring %d − %d = %d more to 3.", colourCount(wo), a, wo, d)
		case d == 0:
			return fmt.Sprintf("내 받침대를 빼도 3번 이상 보이는 색이 %d가지로 답과 같으니, 내 타일은 다른 색을 3번 이상으로 만들지 않습니다.", wo)
		}
		return fmt.Sprintf("내 받침대를 빼면 3번 이상 보이는 색이 %d가지이니, 내 타일이 %d − %d = %d가지 색을 더 3번 이상으로 만듭니다.", wo, a, wo, d)
	case 10:
		var unseen []string
		var seen [8]bool
		for k := range numKinds {
			if c.others[k] > 0 {
				seen[k.Number()] = true
			}
		}
		for v := 1; v <= 7; v++ {
			if !seen[v] {
				unseen = append(unseen, fmt.Sprint(v))
			}
		}
		if len(unseen) == 0 {
			break
		}
		d := wo - a
		nums := strings.Join(unseen, ", ")
		switch {
		case x.english && d == 0:
			return fmt.Sprintf("Without your rack they see no %s; the answer is %d too, so none of those numbers is on your rack.", x.orList(unseen), a)
		case x.english:
			return fmt.Sprintf("Without your rack they see no %s (%d numbers), so your rack holds %d − %d = %d of those numbers.", x.orList(unseen), wo, wo, a, d) + x.onlyNumbers(seen, d)
		case d == 0:
			return fmt.Sprintf("내 받침대를 빼면 %s 보이지 않는데 답도 %s 내 받침대에는 그 숫자가 없습니다.", korean.With(nums, "이/가"), fmt.Sprintf("%d이니", a))
		}
		return fmt.Sprintf("내 받침대를 빼면 보이지 않는 숫자가 %s의 %d개이니, 내 받침대에는 그 숫자가 %d − %d = %d개 있습니다.", nums, wo, wo, a, d) + x.onlyNumbers(seen, d)
	case 11:
		d := a - wo
		three := KindWords(Green1, x.english) + ", " + KindWords(Black5, x.english)
		switch {
		case x.english && d == 0:
			return fmt.Sprintf("Without your rack they would have answered %d too, so your rack holds no %s or %s.", wo, three, KindWords(Pink7, true))
		case x.english:
			return fmt.Sprintf("Without your rack they would have answered %d, so your rack holds %d − %d = %d of %s and %s.", wo, a, wo, d, three, KindWords(Pink7, true)) + x.onlyTiles([]Kind{Green1, Black5, Pink7}, d)
		case d == 0:
			return fmt.Sprintf("내 받침대를 빼고 세도 답이 %s 되니, 내 받침대에는 %s, %s 하나도 없습니다.", korean.With(fmt.Sprint(wo), "이/가"), three, korean.With(KindWords(Pink7, false), "이/가"))
		}
		return fmt.Sprintf("내 받침대를 빼고 세면 답이 %s 되니, 내 받침대에는 %s, %s 합쳐서 %d − %d = %d장 있습니다.", korean.With(fmt.Sprint(wo), "이/가"), three, korean.With(KindWords(Pink7, false), "이/가"), a, wo, d) + x.onlyTiles([]Kind{Green1, Black5, Pink7}, d)
	}
	w := x.answerWords(c.card, tallyAnswer(c.card, &c.others))
	if x.english {
		return fmt.Sprintf("Without your rack they would have answered %s too, so your tiles do not change the answer.", w)
	}
	return fmt.Sprintf("내 받침대를 빼고 세도 답이 %s 되니, 내 타일은 답을 바꾸지 않습니다.", korean.With(w, "이/가"))
}

// compareStep: cards 12-23 compare two counts over every tile the reader sees; the counts on the
// other racks and the answer say by how much the seat's rack must tip (or keep) the balance.
func (x explainText) compareStep(c clue) string {
	sa, sb := sideCounts(c.card, &c.others)
	side := comparedSides[c.card]
	name := func(i, n int) string { // "3" / "two 3s", "a pink 6"
		if !x.english {
			return side[i][0]
		}
		if n == 1 {
			return "one " + side[i][1]
		}
		return fmt.Sprintf("%s %s", numberWord(n), side[i][2])
	}
	var seen string
	if x.english {
		seen = fmt.Sprintf("Besides your rack they see %s and %s", name(0, sa), name(1, sb))
	} else {
		seen = fmt.Sprintf("내 받침대를 빼면 %s %d장, %s %d장 보이니", korean.With(side[0][0], "은/는"), sa, korean.With(side[1][0], "은/는"), sb)
	}
	plural := func(i int) string {
		if x.english {
			return side[i][2]
		}
		return side[i][0]
	}
	counted := func(n, i int) string { // "1 more blue tile", "2 more blue tiles"
		if n == 1 {
			return "1 more " + side[i][1]
		}
		return fmt.Sprintf("%d more %s", n, side[i][2])
	}
	if c.answer == AnswerEqual {
		d := sb - sa // the seat's rack holds d more of side a than of side b
		more, less := 0, 1
		if d < 0 {
			more, less, d = 1, 0, -d
		}
		switch {
		case x.english && d == 0:
			return fmt.Sprintf("%s, so for “as many of each” your rack holds as many %s as %s.", seen, plural(0), plural(1))
		case x.english:
			return fmt.Sprintf("%s, so for “as many of each” your rack holds exactly %s than %s.", seen, counted(d, more), plural(less))
		case d == 0:
			return fmt.Sprintf("%s, “둘이 같다”가 되려면 내 받침대에도 %s %s 같은 수만큼 있어야 합니다.", seen, korean.With(plural(0), "과/와"), korean.With(plural(1), "이/가"))
		}
		return fmt.Sprintf("%s, “둘이 같다”가 되려면 내 받침대에 %s %s보다 정확히 %d장 더 있어야 합니다.", seen, korean.With(plural(more), "이/가"), plural(less), d)
	}
	more, less, k := 0, 1, sb-sa+1 // the seat's rack needs at least k more of side more than of less
	if c.answer == AnswerB {
		more, less, k = 1, 0, sa-sb+1
	}
	said := x.answerWords(c.card, c.answer)
	switch {
	case x.english && k > 0:
		return fmt.Sprintf("%s, so for “%s” your rack needs at least %s than %s.", seen, said, counted(k, more), plural(less))
	case x.english && k == 0:
		return fmt.Sprintf("%s, so for “%s” your rack needs at least as many %s as %s.", seen, said, plural(more), plural(less))
	case x.english:
		return fmt.Sprintf("%s, so for “%s” your rack may hold at most %s than %s.", seen, said, counted(-k, less), plural(more))
	case k > 0:
		return fmt.Sprintf("%s, %s 되려면 내 받침대에 %s %s보다 %d장 이상 더 있어야 합니다.", seen, korean.With(said, "이/가"), korean.With(plural(more), "이/가"), plural(less), k)
	case k == 0:
		return fmt.Sprintf("%s, %s 되려면 내 받침대에 %s %s보다 적지 않아야 합니다.", seen, korean.With(said, "이/가"), korean.With(plural(more), "이/가"), plural(less))
	}
	return fmt.Sprintf("%s, %s 되려면 내 받침대에서 %s %s보다 %d장 넘게 많지만 않으면 됩니다.", seen, korean.With(said, "이/가"), korean.With(plural(less), "이/가"), plural(more), -k)
}

// sideCounts counts the tiles of each side of a comparison card (12-23) among t, as tallyAnswer
// compares them.
func sideCounts(c Card, t *Tiles) (int, int) {
	switch c {
	case 12:
		return t[Black3], t[Pink6]
	case 13:
		return t[Green6], t[Yellow7]
	case 14:
		return t[Yellow2], t[Yellow7]
	case 15:
		return t[Pink6], t[Green6]
	case 16:
		return t[Blue7], t[Pink7] + t[Yellow7]
	}
	cc := colorCounts(t)
	return cc[comparedColors[c][0]], cc[comparedColors[c][1]]
}

// comparedSides names the two sides of comparison cards for counting: Korean, English singular and
// plural.
var comparedSides = map[Card][2][3]string{
	12: {{"3", "3", "3s"}, {"분홍 6", "pink 6", "pink 6s"}},
	13: {{"초록 6", "green 6", "green 6s"}, {"노랑 7", "yellow 7", "yellow 7s"}},
	14: {{"2", "2", "2s"}, {"노랑 7", "yellow 7", "yellow 7s"}},
	15: {{"분홍 6", "pink 6", "pink 6s"}, {"초록 6", "green 6", "green 6s"}},
	16: {{"파랑 7", "blue 7", "blue 7s"}, {"다른 색 7", "7 of another colour", "7s of other colours"}},
	17: {{"갈색", "brown tile", "brown tiles"}, {"파랑", "blue tile", "blue tiles"}},
	18: {{"빨강", "red tile", "red tiles"}, {"분홍", "pink tile", "pink tiles"}},
	19: {{"초록", "green tile", "green tiles"}, {"파랑", "blue tile", "blue tiles"}},
	20: {{"노랑", "yellow tile", "yellow tiles"}, {"분홍", "pink tile", "pink tiles"}},
	21: {{"검정", "black tile", "black tiles"}, {"갈색", "brown tile", "brown tiles"}},
	22: {{"검정", "black tile", "black tiles"}, {"빨강", "red tile", "red tiles"}},
	23: {{"초록", "green tile", "green tiles"}, {"노랑", "yellow tile", "yellow tiles"}},
}

// numberWord spells small counts as English prose does ("no", "two"), larger ones in digits.
func numberWord(n int) string {
	if n >= 0 && n <= 10 {
		return [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}[n]
	}
	return fmt.Sprint(n)
}

// colours lists the colours for which keep holds, in the table's order, named in the sentence's
// language.
func (x explainText) colours(keep func(Color) bool) []string {
	var out []string
	for col := Color(0); int(col) < NumColors; col++ {
		if keep(col) {
			if x.english {
				out = append(out, col.String())
			} else {
				out = append(out, colourKorean[col])
			}
		}
	}
	return out
}

// list joins Korean items with commas ("갈색, 파랑").
func (x explainText) list(xs []string) string { return strings.Join(xs, ", ") }

// orList joins English items: "brown", "brown or blue", "brown, blue or green".
func (x explainText) orList(xs []string) string {
	if len(xs) <= 1 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// onlyTiles is the count of unseen tiles that forces them: when the tiles of kinds out of the seat's
// sight are exactly the need its rack must hold, every one of them is on it (" Only 1 such tile …").
func (x explainText) onlyTiles(kinds []Kind, need int) string {
	total := 0
	var ws []string
	for _, k := range kinds {
		if n := x.unseen[k]; n > 0 {
			total += n
			w := KindWords(k, x.english)
			if n > 1 {
				w = fmt.Sprintf("%s × %d", w, n)
			}
			ws = append(ws, w)
		}
	}
	if need == 0 || total != need {
		return ""
	}
	switch {
	case x.english && total == 1:
		return fmt.Sprintf(" Only 1 such tile is out of your sight (%s), so it is on your rack.", ws[0])
	case x.english:
		return fmt.Sprintf(" Only %d such tiles are out of your sight (%s), so all %d are on your rack.", total, strings.Join(ws, ", "), total)
	case total == 1:
		return fmt.Sprintf(" 내 눈에 안 보이는 타일 가운데 그런 타일은 %s 한 장뿐이니, 그것이 내 받침대에 있습니다.", ws[0])
	}
	return fmt.Sprintf(" 내 눈에 안 보이는 타일 가운데 그런 타일은 %s, 모두 %d장뿐이니, 그 %d장이 모두 내 받침대에 있습니다.", strings.Join(ws, ", "), total, total)
}

// onlyColours: of the colours missing besides the seat's rack, when just as many still have tiles
// out of its sight as its rack must bring, those are the ones.
func (x explainText) onlyColours(others *Tiles, need int) string {
	seen := colorCounts(others)
	var left [NumColors]int
	for k := range numKinds {
		left[k.Color()] += x.unseen[k]
	}
	cols := x.colours(func(c Color) bool { return seen[c] == 0 && left[c] > 0 })
	if need == 0 || len(cols) != need {
		return ""
	}
	if x.english {
		return fmt.Sprintf(" Of those colours, only %s still %s tiles out of your sight, so your rack holds %s.", listAnd(cols), map[bool]string{true: "has", false: "have"}[len(cols) == 1], listAnd(cols))
	}
	return fmt.Sprintf(" 그 색 가운데 내 눈에 안 보이는 타일이 남은 색은 %s뿐이니, 내 받침대에는 %s 있습니다.", strings.Join(cols, ", "), korean.With(strings.Join(cols, ", "), "이/가"))
}

// onlyNumbers: of the numbers 1-7 missing besides the seat's rack, when just as many still have
// tiles out of its sight as its rack must hold, those are the ones.
func (x explainText) onlyNumbers(seen [8]bool, need int) string {
	var left [8]int
	for k := range numKinds {
		if v := k.Number(); v >= 1 && v <= 7 {
			left[v] += x.unseen[k]
		}
	}
	var nums []string
	for v := 1; v <= 7; v++ {
		if !seen[v] && left[v] > 0 {
			nums = append(nums, fmt.Sprint(v))
		}
	}
	if need == 0 || len(nums) != need {
		return ""
	}
	if x.english {
		return fmt.Sprintf(" Of those numbers, only %s still %s tiles out of your sight, so your rack holds %s.", listAnd(nums), map[bool]string{true: "has", false: "have"}[len(nums) == 1], listAnd(nums))
	}
	return fmt.Sprintf(" 그 숫자 가운데 내 눈에 안 보이는 타일이 남은 것은 %s뿐이니, 내 받침대에는 %s 있습니다.", strings.Join(nums, ", "), korean.With(strings.Join(nums, ", "), "이/가"))
}

// listAnd joins English items: "a", "a and b", "a, b and c".
func listAnd(xs []string) string {
	if len(xs) <= 1 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// colourCount says how many colours in English: "1 colour", "3 colours".
func colourCount(n int) string {
	if n == 1 {
		return "1 colour"
	}
	return fmt.Sprintf("%d colours", n)
}
