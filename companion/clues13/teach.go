package clues13

import (
	"fmt"
	"strings"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// teach is 13 Clues' first-game tips (companion.Teacher), from the seat's
// own view only: its inside cards, the cases it sees, its peeks and the
// public log. No tip names an ask, a peek or a guess to make. The goal
// comes first ("case" and "inside cards" defined there), then what the
// seat must do now, then what just happened, then what it may do.
func teach(sv companion.View, at companion.TipContext) []companion.Tip {
	v, ok := sv.Body.(View)
	if !ok || v.Me == nil || sv.Seat == nil || sv.Phase == companion.PhaseOver {
		return nil
	}
	me := *sv.Seat
	var tips companion.TipList
	add := tips.Add
	left := v.Me.LeftNeighbor
	leftKO, leftEN := companion.TipName(sv, left, "ko"), companion.TipName(sv, left, "en")
	if !actedOnce(v.Log, me) {
		ko := "목표: 내 사건을 맞히는 것입니다. 사건은 오른쪽 사람이 내 가림막 바깥에 세운 인물, 장소, 무기 카드 3장으로, 모두에게 보이지만 나에게만 안 보입니다."
		en := "Goal: name your case, the person, location and weapon card your right-hand neighbour stands outside your screen: everyone sees them but you."
		if len(v.Me.Inside) == 2 {
			a, b := cardName(v.Me.Inside[0]), cardName(v.Me.Inside[1])
			ko += fmt.Sprintf(" 내 가림막 안의 %s, %s{은/는} 나만 보는 '안쪽 카드'로, 내 사건에는 없습니다.", a.KO, b.KO)
			// The first card's name starts a sentence: "Knife and officer, …".
			en += fmt.Sprintf(" %s and %s, inside your own screen, are your “inside cards”: only you see them, and they are not in your case.", strings.ToUpper(a.EN[:1])+a.EN[1:], b.EN)
		}
		add("goal", "goal", ko, en)
	}
	if sv.Phase == companion.PhaseSetup {
		if len(v.Me.Outside) == 0 {
			ko := fmt.Sprintf("받은 5장을 입력하고 인물, 장소, 무기 하나씩을 골라 %s의 가림막 바깥에 세우세요. 그 3장이 %s{이/가} 맞혀야 할 사건이고, 나머지 2장은 내 가림막 안에 두는 '안쪽 카드'입니다.", leftKO, leftKO)
			en := fmt.Sprintf("Enter your 5 cards and stand one person, one location and one weapon outside %s's screen: that is the case they must name. The other 2 go inside your own screen: your “inside cards”.", leftEN)
			if len(v.Me.Dealt) > 0 {
				ko = fmt.Sprintf("폰이 나눠 준 5장에서 인물, 장소, 무기 하나씩을 골라 %s의 가림막 바깥에 세우세요. 그 3장이 %s{이/가} 맞혀야 할 사건이고, 나머지 2장은 내 가림막 안에 두는 '안쪽 카드'입니다.", leftKO, leftKO)
				en = fmt.Sprintf("From the 5 cards the phone dealt you, stand one person, one location and one weapon outside %s's screen: that is the case they must name. The other 2 go inside your own screen: your “inside cards”.", leftEN)
			}
			add("setup-cards", "setup", ko, en)
		}
		return tips
	}
	if sv.Phase != companion.PhasePlay {
		return tips
	}
	myTurn := v.Turn != nil && *v.Turn == me
	if s := v.Me.Say; s != nil {
		subj := subjectName(s.Ask)
		who, whoEN := companion.TipName(sv, s.Asker, "ko"), companion.TipName(sv, s.Asker, "en")
		if at.Practice {
			// Nobody at a table of bots hears an answer: the phone gives it for the player.
			add("answer-ask", "ask", fmt.Sprintf("%s{이/가} %s{을/를} 물었어요. 다른 사람들의 바깥 카드와 내 안쪽 카드 가운데 그것은 %d장이고, 폰이 그 답을 대신 전합니다.", who, subj.KO, s.Answer),
				fmt.Sprintf("%s asked about “%s”. Among the others' outside cards and your inside cards you see %d: the phone gives that answer for you.", whoEN, subj.EN, s.Answer))
		} else {
			add("answer-ask", "ask", fmt.Sprintf("%s{이/가} %s{을/를} 물었어요. 다른 사람들의 바깥 카드와 내 안쪽 카드 가운데 그것은 %d장이니, %d{이라/라}고 답하세요.", who, subj.KO, s.Answer, s.Answer),
				fmt.Sprintf("%s asked about “%s”. Among the others' outside cards and your inside cards you see %d: answer %d.", whoEN, subj.EN, s.Answer, s.Answer))
		}
	}
	if myTurn && v.Me.CanTake {
		add("take-token", "tokens", "돋보기가 없으니 먼저 하나를 가져오세요. 창고에 없으면 원하는 사람에게서 가져옵니다.",
			"You have no magnifying glass: take one first, from the supply, or from any player when it is empty.")
	}
	if myTurn && v.Me.CanAct && !actedOnce(v.Log, me) {
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
		add("first-turn", map[bool]string{true: "tokens", false: "two"}[v.Tokens], ko, en)
	}
	if n := len(v.Log); n > 0 {
		// What the seat's latest entry did, said the moment it happens
		// (until the next entry of the log).
		e := v.Log[n-1]
		handed := v.Tokens && e.To != nil && *e.To >= 0 && (e.Kind == "ask" || e.Kind == "peek" || e.Kind == "solve")
		switch {
		case handed && e.Seat == me && *e.To != me:
			// A glass handed on is an action for whoever receives it.
			to, toEN := companion.TipName(sv, *e.To, "ko"), companion.TipName(sv, *e.To, "en")
			add("glass-given", "tokens", fmt.Sprintf("돋보기는 %s에게 갔어요. 돋보기 하나는 행동 하나이니, %s{은/는} 자기 차례에 그만큼 더 합니다.", to, to),
				fmt.Sprintf("Your glass went to %s: each glass is one action, so %s gets one more on their turn.", toEN, toEN))
		case handed && *e.To == me && e.Seat != me:
			add("glass-got", "tokens", fmt.Sprintf("%s{이/가} 돋보기를 나에게 건넸어요. 돋보기 하나는 행동 하나이니, 내 차례에 그만큼 더 할 수 있습니다.", companion.TipName(sv, e.Seat, "ko")),
				fmt.Sprintf("%s handed you their glass: each glass is one action, so you get one more on your turn.", companion.TipName(sv, e.Seat, "en")))
		}
		if c, ok := v.Me.Peeked[e.Letter]; ok && e.Kind == "peek" && e.Seat == me {
			w := cardName(c)
			add("first-peek", "peek", fmt.Sprintf("비밀정보원 %s{은/는} %s{이에요/예요}. 내 폰에만 보이고, 이 카드는 누구의 사건에도 없습니다.", e.Letter, w.KO),
				fmt.Sprintf("Informant %s is the %s. Only your phone shows it, and it is in nobody's case.", e.Letter, w.EN))
		}
	}
	if myTurn && v.Me.CanAct && actedBefore(v.Log, me) {
		// From the seat's second turn on, solving is a real choice: what it costs, said once.
		if v.Tokens {
			add("solve", "solve", "확신이 들면 해결하세요: 돋보기 하나를 내고 내 사건의 인물, 장소, 무기를 말합니다. 맞히면 이기고, 틀리면 차례가 끝나며 남은 돋보기는 모두 창고로 갑니다.",
				"Sure of your case? Solve: give a glass and name its person, location and weapon. Right wins; wrong ends your turn, and your other glasses go to the supply.")
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

// actedOnce says the seat has asked, peeked or solved.
func actedOnce(log []entry, me int) bool {
	for _, e := range log {
		if e.Seat == me && (e.Kind == "ask" || e.Kind == "peek" || e.Kind == "solve") {
			return true
		}
	}
	return false
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
