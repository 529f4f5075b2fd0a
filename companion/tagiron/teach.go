package tagiron

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// teach is Tagiron's first-game tips (companion.Teacher), from the seat's
// own view only: its rack, the public row, log and turn. No tip names a
// question to ask or tiles to declare: the examples only say what the
// player's own rack would answer. In reading order: the goal, then what
// the seat must do now, then what just happened, then what it may do.
func teach(sv companion.View, at companion.TipContext) []companion.Tip {
	v, ok := sv.Body.(View)
	if !ok || v.Me == nil || sv.Seat == nil || sv.Phase == companion.PhaseOver {
		return nil
	}
	me := *sv.Seat
	var tips companion.TipList
	add := tips.Add
	target, targetEN := fmt.Sprintf("상대 받침대의 타일 %d개", v.RackSize), fmt.Sprintf("the %d tiles on your opponent's rack", v.RackSize)
	centre := v.Me.Target == "centre"
	if centre {
		target, targetEN = fmt.Sprintf("가운데 엎어 둔 타일 %d개", v.RackSize), fmt.Sprintf("the %d tiles face down in the centre", v.RackSize)
	}
	asked, declared := false, false
	for _, e := range v.Log {
		asked = asked || e.Kind == "ask" && e.Seat == me
		declared = declared || e.Kind == "declare" && e.Seat == me
	}
	if !asked && !declared {
		add("goal", "goal", goalKO(v, target, centre), goalEN(v, targetEN, centre))
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
	myTurn := v.Turn != nil && *v.Turn == me
	if s := v.Me.Say; s != nil {
		ko, en := sayWords(s.Answer)
		switch {
		case at.Practice:
			// Nobody at a table of bots hears an answer: the phone gives it for the player.
			add("answer-own", "turn", fmt.Sprintf("질문에는 내 타일로 답합니다. 이번 답은 “%s”{이에요/예요}. 다른 사람들은 그 답으로 내 타일을 좁혀 갑니다.", ko),
				fmt.Sprintf("Questions are answered from your own rack: yours is “%s”. The others narrow down your tiles with it.", en))
		default:
			add("answer-aloud", "turn", fmt.Sprintf("질문에 답할 차례예요. 폰에 나온 대로 “%s”{이라/라}고 크게 말하세요. 답은 내 타일로만 정해집니다.", ko),
				fmt.Sprintf("You answer this question: say “%s” aloud, as the phone shows. The answer comes from your own rack.", en))
		}
	}
	if myTurn && v.Me.CanAsk && !asked {
		ko := "내 차례예요. 펼친 질문 카드 하나를 눌러 물어보세요. 다른 사람은 모두 자기 타일로 답합니다."
		en := "Your turn: tap one of the face-up question cards to ask it. Everyone else answers from their own rack."
		if c, ans, ok := ownAnswer(v); ok {
			w := cardWord(c)
			ko += fmt.Sprintf(" 예를 들어 %s 질문이라면 내 타일로는 %s{이라/라}고 답하게 됩니다.", w.KO, ans)
			en += fmt.Sprintf(" For example, asked %s, your rack would say %s.", w.EN, ans)
		}
		add("first-turn", "turn", ko, en)
	}
	if n := len(v.Log); n > 0 {
		// What the latest question was: its moment lasts until the next entry.
		if e := v.Log[n-1]; e.Kind == "ask" {
			w := cardWord(mustCard(e.Card))
			if c := mustCard(e.Card); c.Shared() {
				ko, en := fmt.Sprintf("%s{은/는} 공유 카드예요. 질문한 사람도 자기 타일로 답하니, 모두의 답을 함께 보세요.", w.KO),
					fmt.Sprintf("%s is a shared card: the asker answers too, from their own rack. Read everyone's answer.", w.EN)
				if e.Seat == me {
					ko, en = fmt.Sprintf("%s{은/는} 공유 카드예요. 질문한 나도 내 타일로 답합니다.", w.KO),
						fmt.Sprintf("%s is a shared card: you, the asker, answer too, from your own rack.", w.EN)
				}
				add("shared-card", "shared", ko, en)
			}
			if e.Pick != 0 {
				add("choice-card", "choice", fmt.Sprintf("%s 선택 카드예요. 질문한 사람이 %d{을/를} 골라 말했으니 모두 %d에 대해 답합니다.", w.KO, e.Pick, e.Pick),
					fmt.Sprintf("%s is a choice card: the asker chose %d out loud, so everyone answers about %d.", w.EN, e.Pick, e.Pick))
			}
		}
	}
	if c, ok := firstCut(sv.Players, me, v); ok && !askedSince(v.Log, me, c.at) {
		var ko, en string
		switch {
		case at.Hints == companion.HintsOff || c.after == 0:
			// With hints off the phone counts nothing for the seat (and 0
			// is a contradiction, which the notepad explains).
			ko, en = "다른 사람의 답은 모두 노트의 기록에 남습니다. 그 답과 맞지 않는 타일을 노트에서 지워 보세요.", "Every answer you hear stays in your notepad's log: cross out the tiles it does not fit."
		default:
			who, whoEN := companion.TipName(sv, c.asker, "ko")+"{이/가}", companion.TipName(sv, c.asker, "en")
			if c.asker == me {
				who, whoEN = "내가", "You"
			}
			racks, racksEN := "상대 타일로 가능한 조합", "possible racks for your opponent"
			if centre {
				racks, racksEN = "가운데 타일로 가능한 조합", "possible sets of centre tiles"
			}
			w := cardWord(mustCard(c.card))
			ko = fmt.Sprintf("%s 물은 %s 질문의 답으로 %s{이/가} %s가지에서 %s가지로 줄었어요. 노트에서 확인하세요.", who, w.KO, racks, thousands(c.before), thousands(c.after))
			en = fmt.Sprintf("%s asked %s: the answers left %s of %s %s. See your notepad.", whoEN, w.EN, thousands(c.after), thousands(c.before), racksEN)
		}
		add("first-answer", "turn", ko, en)
	}
	if centre {
		if w, ok := firstWinner(v, me); ok && !declared {
			add("race-second", "end", fmt.Sprintf("%s{이/가} 가운데 타일을 맞혀 1위예요. 게임은 2위가 정해질 때까지 계속되니, 남은 사람끼리 먼저 맞히는 사람이 2위입니다.", companion.TipName(sv, w, "ko")),
				fmt.Sprintf("%s named the centre tiles and is first. The game goes on until second place is decided: the next of you to name them is second.", companion.TipName(sv, w, "en")))
		}
	}
	if v.LastQuestion {
		add("last-question", "end", "마지막 질문 카드예요. 이 답이 끝나면 게임이 끝납니다.", "This is the last question card: the game ends after its answer.")
	}
	if v.Me.CanDeclare && asked {
		cost := "틀리면 차례만 끝나고 나중에 다시 선언할 수 있습니다."
		costEN := "Wrong only ends your turn; you may declare again later."
		if centre {
			cost, costEN = "선언은 게임에서 한 번뿐이고, 틀리면 탈락합니다(질문에는 계속 답합니다).", "You declare once per game, and wrong puts you out (you still answer questions)."
		}
		add("declare", "declare", fmt.Sprintf("%s{이/가} 확실해지면 '선언'을 누르세요. %s", target, cost),
			fmt.Sprintf("Once you are sure of %s, tap “declare”. %s", targetEN, costEN))
	}
	return tips
}

// goalKO says the game's goal in one sentence with the seat's own rack
// (its numbers once entered).
func goalKO(v View, target string, centre bool) string {
	own := rackNumbers(v.Me.Tiles)
	if centre {
		s := fmt.Sprintf("목표: %s{을/를} 다른 사람보다 먼저 맞히는 것입니다.", target)
		if own != "" {
			s += fmt.Sprintf(" 내 받침대의 타일(%s)은 다른 사람의 질문에 답하는 데 씁니다.", own)
		}
		return s
	}
	s := fmt.Sprintf("목표: %s{을/를} 상대보다 먼저 맞히는 것입니다.", target)
	if own != "" {
		s += fmt.Sprintf(" 상대는 내 타일(%s)을 맞히려 합니다.", own)
	}
	return s
}

func goalEN(v View, target string, centre bool) string {
	own := rackNumbers(v.Me.Tiles)
	if centre {
		s := fmt.Sprintf("Goal: name %s before anyone else.", target)
		if own != "" {
			s += fmt.Sprintf(" Your own tiles (%s) answer the others' questions.", own)
		}
		return s
	}
	s := fmt.Sprintf("Goal: name %s before they name yours.", target)
	if own != "" {
		s += fmt.Sprintf(" Yours are %s.", own)
	}
	return s
}

// rackNumbers writes a rack's numbers as they stand, "0 1 3 5 8" ("" before
// it is entered).
func rackNumbers(ids []string) string {
	var out []string
	for _, id := range ids {
		t, err := rules.ParseTile(id)
		if err != nil {
			return ""
		}
		out = append(out, strconv.Itoa(t.Number()))
	}
	return strings.Join(out, " ")
}

// askedSince says the seat asked a question after log entry i: a moment
// about entry i has passed once the seat has had its own turn since.
func askedSince(log []entry, me, i int) bool {
	for _, e := range log[i+1:] {
		if e.Kind == "ask" && e.Seat == me {
			return true
		}
	}
	return false
}

// firstWinner is another seat's correct declaration while the game goes on
// (the race for second place).
func firstWinner(v View, me int) (int, bool) {
	for _, e := range v.Log {
		if e.Kind == "declare" && e.Seat != me && e.Correct != nil && *e.Correct {
			return e.Seat, true
		}
	}
	return 0, false
}

// cut is the first answer that ruled something out for the seat: the
// question, who asked it, and the seat's count of possible target racks
// before and after its answers.
type cut struct {
	at            int // its index in the log
	asker         int
	card          string
	before, after int
}

// firstCut finds, in the seat's own log, the first question whose answers
// left the seat fewer possible target racks than before, counting exactly
// (rules.Candidates) from what the seat knew then: its rack, the answers it
// heard up to that question, its own declarations judged wrong by then.
func firstCut(players, me int, v View) (cut, bool) {
	req := rules.SolveRequest{Game: rules.GameID, Players: players, Seat: me, Own: v.Me.Tiles}
	before := -1
	for i, e := range v.Log {
		if e.Kind == "declare" && e.Seat == me && e.Correct != nil && !*e.Correct && len(e.Guess) > 0 {
			req.Wrong = append(req.Wrong, e.Guess)
			before = -1 // counted again with it
			continue
		}
		if e.Kind != "ask" {
			continue
		}
		le := rules.LogEntry{Asker: e.Seat, Card: e.Card, Pick: e.Pick, Answers: map[int]rules.Answer{}}
		heard := false
		for k, a := range e.Answers {
			n, err := strconv.Atoi(k)
			if err != nil {
				return cut{}, false
			}
			le.Answers[n] = a
			heard = heard || n != me
		}
		if !heard {
			req.Log = append(req.Log, le)
			continue
		}
		if before < 0 {
			n, err := candidates(req)
			if err != nil {
				return cut{}, false
			}
			before = n
		}
		req.Log = append(req.Log, le)
		after, err := candidates(req)
		if err != nil {
			return cut{}, false
		}
		if after < before {
			return cut{at: i, asker: e.Seat, card: e.Card, before: before, after: after}, true
		}
		before = after
	}
	return cut{}, false
}

// candidates is rules.Candidates, remembered: every refresh of a seat's
// tips asks again for the same prefixes of its log.
func candidates(req rules.SolveRequest) (int, error) {
	key, err := json.Marshal(req)
	if err != nil {
		return 0, err
	}
	countMu.Lock()
	n, ok := counted[string(key)]
	countMu.Unlock()
	if ok {
		return n, nil
	}
	n, err = rules.Candidates(req)
	if err != nil {
		return 0, err
	}
	countMu.Lock()
	if len(counted) >= maxCounted {
		clear(counted)
	}
	counted[string(key)] = n
	countMu.Unlock()
	return n, nil
}

const maxCounted = 512

var (
	countMu sync.Mutex
	counted = map[string]int{}
)

// thousands writes n with a comma every three digits, as both languages do: 2,288.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
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

// sayWords words an answer as a player says it, as the page shows it:
// "3번째, 5번째" / "positions 3 and 5",
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
			ko, en = append(ko, strconv.Itoa(p)+"번째"), append(en, strconv.Itoa(p))
		}
		if len(en) == 1 {
			return ko[0], "position " + en[0]
		}
		return strings.Join(ko, ", "), "positions " + strings.Join(en[:len(en)-1], ", ") + " and " + en[len(en)-1]
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
