package code777

import (
	"fmt"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// teach is Code 777's first-game tips (companion.Teacher), from the seat's
// own view only: the racks it sees, the public log, its coins. No tip
// names numbers to challenge with. The goal comes first, then what the
// seat must do now, then what just happened, then what it may do.
func teach(sv companion.View, at companion.TipContext) []companion.Tip {
	v, ok := sv.Body.(View)
	if !ok || v.Me == nil || sv.Seat == nil || sv.Phase == companion.PhaseOver {
		return nil
	}
	me := *sv.Seat
	var tips companion.TipList
	add := tips.Add
	seen := 0
	for _, r := range v.Racks {
		if r.Owner == nil || *r.Owner != me {
			seen++
		}
	}
	read, challenged := false, false
	for _, e := range v.Log {
		read = read || e.Kind == "read" && e.Seat == me
		challenged = challenged || e.Kind == "challenge" && e.Seat == me
	}
	if !read && !challenged {
		add("goal", "goal", fmt.Sprintf("목표: 나만 못 보는 내 받침대의 숫자 타일 3개를 맞혀 동전 %d개를 먼저 모으는 것입니다. 단서는 다른 받침대 %d개와, 질문 카드에 대한 다른 사람들의 답입니다.", rules.CoinsToWin, seen),
			fmt.Sprintf("Goal: work out the 3 number tiles on your own rack, the only one you cannot see, and be the first to collect %d coins. Your clues are the other %d racks and the others' answers to question cards.", rules.CoinsToWin, seen))
	}
	if len(v.Me.Enter) > 0 {
		rack := enterRackName(sv, v, v.Me.Enter[0])
		add("setup-enter", "setup", fmt.Sprintf("%s에 놓은 타일 3개를 입력하세요. 받침대는 주인 쪽을 등지고 서서, 내 받침대만 나에게 안 보입니다.", rack.KO),
			fmt.Sprintf("Enter the 3 tiles you placed on %s. Racks face away from their owner: yours is the only one you cannot see.", rack.EN))
	}
	if sv.Phase != companion.PhasePlay {
		return tips
	}
	if v.Turn != nil && *v.Turn == me && v.Me.CanRead && v.Me.Say == nil && !read {
		ko, en := "내 차례예요. 질문 카드 더미 맨 위 한 장을 뒤집어 폰에서 누르세요.", "Your turn: turn up the top question card and tap it on the phone."
		if at.Practice {
			ko, en = "내 차례예요. 맨 위 질문 카드를 눌러 뒤집으세요.", "Your turn: tap the top question card to turn it over."
		}
		add("first-read", "turn", ko+fmt.Sprintf(" 답은 내가 보는 받침대 %d개로 정해지고, 내 받침대는 세지 않습니다.", seen),
			en+fmt.Sprintf(" The answer counts the %d racks you see, never your own.", seen))
	}
	if v.Me.Say != nil {
		if at.Practice {
			// Nobody at a table of bots hears an answer: the phone gives it for the player.
			add("own-answer", "turn", "폰에 나온 답이 내 답이에요. 봇들은 그 답으로 자기 받침대를 좁혀 갑니다.",
				"The phone shows your answer: the bots narrow down their own racks with it.")
		} else {
			add("say-aloud", "turn", "폰에 나온 답을 그대로 크게 읽어 주세요. 나 말고 모두가 자기 받침대에 대한 단서를 얻습니다.",
				"Read the answer on the phone aloud, as it is: everyone but you learns something about their own rack.")
		}
	}
	for i, e := range v.Log {
		if e.Kind == "read" && e.Seat != me {
			if !readSince(v.Log, me, i) {
				add("first-clue", "racks", fmt.Sprintf("%s의 답은 그 사람이 본 받침대, 곧 내 받침대도 포함해서 셉니다. 노트의 피라미드에서 내 타일 후보를 좁혀 보세요.", companion.TipName(sv, e.Seat, "ko")),
					fmt.Sprintf("%s counted the racks they see, yours included: narrow down your tiles on the notepad's pyramid.", companion.TipName(sv, e.Seat, "en")))
			}
			break
		}
	}
	if v.Me.CanChallenge && len(v.Log) >= 3 {
		add("challenge", "challenge", fmt.Sprintf("내 숫자 세 개가 확실하면 '정답 도전'을 열어 그 숫자를 누르세요. 맞히면 동전 1개(지금 %d/%d), 틀리면 아무것도 없고, 어느 쪽이든 새 타일 3개가 놓입니다.", v.Coins[me], rules.CoinsToWin),
			fmt.Sprintf("When you are sure of your three numbers, open “Challenge” and tap them. A right challenge earns a coin (you have %d of %d), wrong earns nothing; either way three new tiles go on your rack.", v.Coins[me], rules.CoinsToWin))
	}
	return tips
}

// readSince says the seat read a card after log entry i: a moment about
// entry i has passed once the seat has had its own turn since.
func readSince(log []EntryView, me, i int) bool {
	for _, e := range log[i+1:] {
		if e.Kind == "read" && e.Seat == me {
			return true
		}
	}
	return false
}

// enterRackName names a rack the seat enters tiles for as its page does:
// "플레이어 2의 받침대" / "Player 2's rack" (the seat's chosen name if any),
// "중립 받침대" / "the neutral rack" when there is one, else its number.
func enterRackName(sv companion.View, v View, id string) companion.Word {
	neutrals := 0
	for _, r := range v.Racks {
		if r.ID == id && r.Owner != nil {
			return companion.Word{KO: companion.TipName(sv, *r.Owner, "ko") + "의 받침대", EN: companion.TipName(sv, *r.Owner, "en") + "'s rack"}
		}
		if r.Neutral {
			neutrals++
		}
	}
	rid, err := rules.ParseRackID(id)
	switch {
	case err != nil:
		return companion.Word{KO: id, EN: id}
	case neutrals == 1 && rid == rules.N1:
		return companion.Word{KO: "중립 받침대", EN: "the neutral rack"}
	}
	return rackWord(rid)
}
