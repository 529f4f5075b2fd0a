package tagiron

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/solver/korean"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// teach is Tagiron's first-game tips (companion.Teacher), from the seat's
// own view only: its rack, the public row, log and turn. No tip names a
// question to ask or tiles to declare: the examples only say what the
// player's own rack would answer.
func teach(sv companion.View, hints string) []companion.Tip {
	v, ok := sv.Body.(View)
	if !ok || v.Me == nil || sv.Seat == nil {
		return nil
	}
	me := *sv.Seat
	var tips []companion.Tip
	add := func(id, rule, ko, en string) {
		tips = append(tips, companion.Tip{ID: id, Rule: rule, KO: korean.Fill(ko), EN: en})
	}
	if sv.Phase == companion.PhaseSetup {
		if len(v.Me.Tiles) == 0 {
			add("setup-rack", "setup", fmt.Sprintf("먼저 받은 타일 %d개를 폰에서 고르세요. 받침대에는 작은 숫자부터, 같은 숫자면 빨강을 파랑 왼쪽에 세웁니다.", v.RackSize),
				fmt.Sprintf("First pick the %d tiles you drew on the phone. Stand them from the smallest number; on equal numbers red goes left of blue.", v.RackSize))
		}
		return tips
	}
	if sv.Phase != companion.PhasePlay {
		return tips
	}
	target := "상대의 타일 5개"
	targetEN := "your opponent's 5 tiles"
	if v.Me.Target == "centre" {
		target, targetEN = fmt.Sprintf("가운데 엎어 둔 타일 %d개", v.RackSize), fmt.Sprintf("the %d tiles face down in the centre", v.RackSize)
	}
	myTurn := v.Turn != nil && *v.Turn == me
	asked := false
	for _, e := range v.Log {
		if e.Kind == "ask" && e.Seat == me {
			asked = true
		}
	}
	if myTurn && v.Me.CanAsk && !asked {
		ko := fmt.Sprintf("내 차례예요. 목표는 %s{을/를} 맞히는 것입니다. 펼친 카드 하나를 눌러 질문하세요.", target)
		en := fmt.Sprintf("Your turn. The goal is to name %s. Tap one of the face-up cards to ask it.", targetEN)
		if c, ans, ok := ownAnswer(v); ok {
			w := cardWord(c)
			ko += fmt.Sprintf(" 예를 들어 %s 질문이라면 내 타일로는 %s{이라/라}고 답하게 됩니다.", w.KO, ans)
			en += fmt.Sprintf(" For example, asked %s, your rack would say %s.", w.EN, ans)
		}
		add("first-turn", "turn", ko, en)
	}
	if v.Me.Say != nil {
		ko, en := sayWords(v.Me.Say.Answer)
		add("answer-aloud", "turn", fmt.Sprintf("질문에 답할 차례예요. 폰에 나온 대로 “%s”{이라/라}고 크게 말하세요. 답은 내 타일로만 정해집니다.", ko),
			fmt.Sprintf("You answer this question: say “%s” aloud, as the phone shows. The answer comes from your own rack.", en))
	}
	for _, e := range v.Log {
		if e.Kind == "ask" && e.Pick != 0 {
			w := cardWord(mustCard(e.Card))
			add("choice-card", "choice", fmt.Sprintf("%s 선택 카드예요. 질문한 사람이 %d{을/를} 골라 말했으니 모두 %d에 대해 답합니다.", w.KO, e.Pick, e.Pick),
				fmt.Sprintf("%s is a choice card: the asker chose %d out loud, so everyone answers about %d.", w.EN, e.Pick, e.Pick))
			break
		}
	}
	for _, e := range v.Log {
		if e.Kind == "ask" && e.Seat != me && len(e.Answers) > 0 {
			ko, en := "다른 사람의 답은 모두 노트에 적힙니다. 노트에서 그 답으로 지워진 타일을 확인하세요.", "Every answer you hear goes into your notepad: look there for the tiles it ruled out."
			if hints == companion.HintsOff {
				ko, en = "다른 사람의 답은 모두 노트의 기록에 남습니다. 그 답과 맞지 않는 타일을 노트에서 지워 보세요.", "Every answer you hear stays in your notepad's log: cross out the tiles it does not fit."
			}
			add("first-answer", "turn", ko, en)
			break
		}
	}
	if v.Me.CanDeclare && asked {
		cost := "틀리면 차례만 끝나고 나중에 다시 선언할 수 있습니다."
		costEN := "Wrong only ends your turn; you may declare again later."
		if v.Me.Target == "centre" {
			cost, costEN = "선언은 게임에서 한 번뿐이고, 틀리면 탈락합니다(질문에는 계속 답합니다).", "You declare once per game, and wrong puts you out (you still answer questions)."
		}
		add("declare", "declare", fmt.Sprintf("%s{이/가} 확실해지면 '선언'을 누르세요. %s", target, cost),
			fmt.Sprintf("Once you are sure of %s, tap “declare”. %s", targetEN, costEN))
	}
	if v.LastQuestion {
		add("last-question", "end", "마지막 질문 카드예요. 이 답이 끝나면 게임이 끝납니다.", "This is the last question card: the game ends after its answer.")
	}
	return tips
}

func mustCard(id string) rules.Card {
	c, _ := rules.ParseCard(id)
	return c
}

// ownAnswer is what the seat's own rack would answer to the first face-up
// count or sum card: an example from the player's own tiles only.
func ownAnswer(v View) (rules.Card, string, bool) {
	var tiles []rules.Tile
	for _, id := range v.Me.Tiles {
		t, err := rules.ParseTile(id)
		if err != nil {
			return 0, "", false
		}
		tiles = append(tiles, t)
	}
	rack, err := rules.NewRack(tiles, v.RackSize)
	if err != nil {
		return 0, "", false
	}
	for _, id := range v.Row {
		c, err := rules.ParseCard(id)
		if err != nil || len(c.Choices()) > 0 || !strings.HasPrefix(id, "count-") && !strings.HasPrefix(id, "sum-") {
			continue
		}
		a, err := rules.AnswerCard(rack, c, 0)
		if err != nil {
			continue
		}
		return c, strconv.Itoa(a.Int()), true
	}
	return 0, "", false
}

// sayWords words an answer as a player says it: "3번, 5번" / "3 and 5",
// "1–2, 4–5", "없음" / "none", "예" / "yes", or the number.
func sayWords(a rules.Answer) (string, string) {
	switch a.Kind() {
	case rules.KindPositions:
		ps := a.Positions()
		if len(ps) == 0 {
			return "없음", "none"
		}
		var ko, en []string
		for _, p := range ps {
			ko, en = append(ko, strconv.Itoa(p)+"번"), append(en, strconv.Itoa(p))
		}
		return strings.Join(ko, ", "), strings.Join(en, " and ")
	case rules.KindGroups:
		gs := a.Groups()
		if len(gs) == 0 {
			return "없음", "none"
		}
		var out []string
		for _, g := range gs {
			out = append(out, fmt.Sprintf("%d–%d", g[0], g[1]))
		}
		return strings.Join(out, ", "), strings.Join(out, ", ")
	case rules.KindBool:
		if a.Bool() {
			return "예", "yes"
		}
		return "아니요", "no"
	}
	n := strconv.Itoa(a.Int())
	return n, n
}
