package clues13

import (
	"fmt"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// teach is 13 Clues' first-game tips (companion.Teacher), from the seat's
// own view only: its inside cards, the cases it sees, its peeks and the
// public log. No tip names an ask, a peek or a guess to make.
func teach(sv companion.View, hints string) []companion.Tip {
	v, ok := sv.Body.(View)
	if !ok || v.Me == nil || sv.Seat == nil {
		return nil
	}
	me := *sv.Seat
	var tips companion.TipList
	add := tips.Add
	left := v.Me.LeftNeighbor
	if sv.Phase == companion.PhaseSetup {
		if len(v.Me.Outside) == 0 {
			add("setup-cards", "setup", fmt.Sprintf("받은 5장을 입력하고 인물, 장소, 무기 하나씩을 골라 %s의 가림막 바깥에 세우세요. 그 3장이 %s의 사건이고, 나머지 2장은 내 안쪽에 둡니다.", companion.TipName(sv, left, "ko"), companion.TipName(sv, left, "ko")),
				fmt.Sprintf("Enter your 5 cards and stand one person, one location and one weapon outside %s's screen: that is their case. The other 2 go inside your own screen.", companion.TipName(sv, left, "en")))
		}
		return tips
	}
	if sv.Phase != companion.PhasePlay {
		return tips
	}
	myTurn := v.Turn != nil && *v.Turn == me
	if myTurn && v.Me.CanTake {
		add("take-token", "tokens", "돋보기가 없으니 먼저 하나를 가져오세요. 공용에 없으면 원하는 사람에게서 가져옵니다.",
			"You have no magnifying glass: take one first, from the supply, or from any player when it is empty.")
	}
	if myTurn && v.Me.CanAct {
		ko, en := "내 차례예요. 한 가지를 하세요: 질문, 엿보기, 또는 해결.", "Your turn: do one thing: ask, peek or solve."
		if v.Tokens {
			tok := v.Seats[me].Tokens
			ko, en = fmt.Sprintf("내 차례예요. 돋보기 %d개를 모두, 하나에 한 가지씩 씁니다: 질문, 엿보기, 또는 해결.", tok), fmt.Sprintf("Your turn: spend all %d magnifying glasses, one action each: ask, peek or solve.", tok)
			if tok == 2 {
				en = "Your turn: spend both magnifying glasses, one action each: ask, peek or solve."
			}
			if tok == 1 {
				ko, en = "내 차례예요. 돋보기 1개로 한 가지를 합니다: 질문, 엿보기, 또는 해결.", "Your turn: your one magnifying glass buys one action: ask, peek or solve."
			}
		}
		if len(v.Me.Inside) == 2 {
			a, b := cardName(v.Me.Inside[0]), cardName(v.Me.Inside[1])
			ko += fmt.Sprintf(" 내 안쪽 %s, %s{은/는} 나만 알고, 내 사건에는 없습니다.", a.KO, b.KO)
			en += fmt.Sprintf(" Your inside cards, %s and %s, are yours alone and not in your case.", a.EN, b.EN)
		}
		add("first-turn", map[bool]string{true: "tokens", false: "two"}[v.Tokens], ko, en)
	}
	if s := v.Me.Say; s != nil {
		subj := subjectName(s.Ask)
		add("answer-ask", "ask", fmt.Sprintf("%s{이/가} %s{을/를} 물었어요. 다른 사람들의 바깥 카드와 내 안쪽 카드 가운데 그것은 %d장이니, %d{이라/라}고 답하세요.", companion.TipName(sv, s.Asker, "ko"), subj.KO, s.Answer, s.Answer),
			fmt.Sprintf("%s asked about “%s”. Among the others' outside cards and your inside cards you see %d: answer %d.", companion.TipName(sv, s.Asker, "en"), subj.EN, s.Answer, s.Answer))
	}
	if letter := firstKey(v.Me.Peeked); letter != "" {
		c := cardName(v.Me.Peeked[letter])
		add("first-peek", "peek", fmt.Sprintf("비밀정보원 %s{은/는} %s{이에요/예요}. 내 폰에만 보이고, 이 카드는 누구의 사건에도 없습니다.", letter, c.KO),
			fmt.Sprintf("Informant %s is the %s. Only your phone shows it, and it is in nobody's case.", letter, c.EN))
	}
	if myTurn && v.Me.CanAct && actedBefore(v.Log, me) {
		// From the seat's second turn on, solving is a real choice: what it costs, said once.
		if v.Tokens {
			add("solve", "solve", "확신이 들면 해결하세요. 돋보기 하나를 내고 내 사건의 인물, 장소, 무기를 말합니다. 맞히면 이기고, 틀리면 차례가 바로 끝나며 남은 돋보기는 모두 공용으로 갑니다.",
				"When you are sure, solve: give a magnifying glass and name the person, location and weapon of your case. Right wins; wrong ends your turn at once, and every glass you still hold goes to the supply.")
		} else {
			add("solve", "solve", "확신이 들면 해결하세요. 내 차례에 내 사건의 인물, 장소, 무기를 말합니다. 맞히면 이기고, 틀리면 다른 사람들은 \"틀렸다\"고만 말하고 차례가 끝납니다.",
				"When you are sure, solve: on your turn name the person, location and weapon of your case. Right wins; wrong: the others only say “wrong” and your turn ends.")
		}
	}
	if myTurn && v.Me.CanPrivate {
		add("expert", "expert", "일급비밀 토큰을 쓰면 이번 질문과 답은 나와 답하는 사람만 압니다. 게임에서 한 번뿐입니다.",
			"Your top-secret token makes one ask private: only you and the answerer learn it. You have it once per game.")
	}
	return tips
}

// actedBefore says the seat asked or peeked on an earlier turn: another
// seat has acted since.
func actedBefore(log []entry, me int) bool {
	acted := false
	for _, e := range log {
		switch {
		case e.Kind != "ask" && e.Kind != "peek" && e.Kind != "solve" && e.Kind != "take":
		case e.Seat == me:
			acted = acted || e.Kind != "take"
		case acted:
			return true
		}
	}
	return false
}

func cardName(id string) companion.Word {
	c, err := rules.ParseCard(id)
	if err != nil {
		return companion.Word{EN: id, KO: id}
	}
	return companion.Word{EN: c.String(), KO: c.Korean()}
}

func subjectName(id string) companion.Word {
	s, err := rules.ParseSubject(id)
	if err != nil {
		return companion.Word{EN: id, KO: id}
	}
	return companion.Word{EN: s.String(), KO: s.Korean()}
}

// firstKey is the smallest key of m ("" when empty): tips never depend on map order.
func firstKey(m map[string]string) string {
	first := ""
	for k := range m {
		if first == "" || k < first {
			first = k
		}
	}
	return first
}
