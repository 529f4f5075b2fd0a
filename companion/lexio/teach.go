package lexio

import (
	"fmt"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// teach is Lexio's first-game tips (companion.Teacher), in the seed's
// stages, from the seat's own view only: its hand, its legal plays (which
// the page lists anyway), the public table, market and chips. A tip names
// plays the player may make, never which one is best. The goal comes
// first; a rule is told when it can first matter: bombs once there is a
// play to bomb, going out once a trick has been played.
func teach(sv companion.View, at companion.TipContext) []companion.Tip {
	v, ok := sv.Body.(View)
	if !ok || v.Me == nil || sv.Seat == nil || v.Mode != "full" || sv.Phase == companion.PhaseOver {
		return nil
	}
	me := *sv.Seat
	var tips companion.TipList
	add := tips.Add
	if v.Deal <= 1 && len(v.LastTrick) == 0 && !movedOnce(v, me) {
		ko := fmt.Sprintf("목표: %d판이 끝났을 때 칩을 가장 많이 가진 사람이 되는 것입니다. 판마다 손의 타일 %d개를 남보다 먼저 다 내면, 아직 타일을 쥔 사람들이 남은 타일 하나에 칩 1개씩 나에게 줍니다. 지금 내 칩은 %d개예요.", v.Deals, v.HandSize, v.Seats[me].Chips)
		en := fmt.Sprintf("Goal: hold the most chips when the %d deals are over. In each deal, be first to play all %d tiles in your hand: everyone still holding tiles then pays you a chip for each tile left. You have %d chips now.", v.Deals, v.HandSize, v.Seats[me].Chips)
		add("goal", "goal", ko, en)
	}
	if sv.Phase == companion.PhaseSetup && !v.Me.Entered && v.Turn == nil {
		add("setup-hand", "setup", fmt.Sprintf("받은 타일 %d개를 폰에 입력하세요. 시장 타일 %d개는 모두가 볼 수 있게 펼쳐 둡니다.", v.HandSize, v.MarketSize),
			fmt.Sprintf("Enter the %d tiles you were dealt. The %d market tiles lie face up for everyone.", v.HandSize, v.MarketSize))
	}
	if sv.Phase != companion.PhasePlay || v.Turn == nil {
		return tips
	}
	myTurn := *v.Turn == me
	if myTurn && v.OnTable == nil && len(v.Me.Hand) > 0 {
		ex := examples(leads(v))
		add("lead", "combos", fmt.Sprintf("내가 선이에요: 조합 하나를 꼭 내야 합니다. 조합은 타일 1장, 같은 숫자 2장이나 3장, 숫자가 이어진 5장 같은 묶음이에요. 예를 들어 %s.", ex.KO),
			fmt.Sprintf("You lead: you must play a combination, such as a single tile, two or three tiles of one number, or five numbers in a row. You could lead %s.", ex.EN))
	}
	if myTurn && v.OnTable != nil {
		ty, _ := rules.ParseType(v.OnTable.Type)
		w := comboWord(ty)
		switch {
		case ty == rules.Bomb:
			add("follow-bomb", "bombs", "바닥에 폭탄이 있어요: 더 센 폭탄만 낼 수 있고, 아니면 패스하세요.", "A bomb is on the table: only a stronger bomb may follow; otherwise pass.")
		default:
			// The count is said only where the kind does not imply it (a straight, steps).
			n := len(v.OnTable.Tiles)
			ko := fmt.Sprintf("바닥의 %s보다 높은 %s만 낼 수 있어요.", w.KO, w.KO)
			en := fmt.Sprintf("To beat the %s on the table, play a higher %s.", w.EN, w.EN)
			switch ty {
			case rules.Straight:
				ko = fmt.Sprintf("바닥의 %d장 스트레이트보다 높은 %d장 스트레이트만 낼 수 있어요.", n, n)
				en = fmt.Sprintf("To beat the %d-tile straight on the table, play a higher %d-tile straight.", n, n)
			case rules.Steps:
				ko = fmt.Sprintf("바닥의 %d장 계단보다 높은 %d장 계단만 낼 수 있어요.", n, n)
				en = fmt.Sprintf("To beat the steps on the table (%d tiles), play higher steps of the same length.", n)
			}
			add("follow", "follow", ko+" 낼 수 없거나 타일을 아끼고 싶으면 '패스'를 누르세요. 다음 차례가 오면 다시 낼 수 있어요.",
				en+" If you can't, or would rather keep your tiles, tap “Pass”: you can play again when your turn comes round.")
		}
	}
	if v.Stage >= 2 && v.OnTable != nil {
		for _, m := range v.Me.Legal {
			if m.Type == rules.Bomb.String() {
				h, _ := rules.ParseHand(m.Tiles)
				tw := tilesWord(h)
				add("bomb", "bombs", fmt.Sprintf("내 손의 %s{은/는} 폭탄이에요. 바닥에 조합이 있으면 차례가 아니어도 언제든 낼 수 있습니다.", tw.KO),
					fmt.Sprintf("Your %s make a bomb: you may play it at any moment, even out of turn, while the trick has a play on the table.", tw.EN))
				break
			}
		}
	}
	if v.Me.CanOut && (len(v.LastTrick) > 0 || v.Deal > 1) {
		add("market", "market", fmt.Sprintf("아웃: 칩 3개(지금 %d개)를 내 앞에 두고 시장 타일 하나를 손패로 가져온 뒤, 다음 선이 정해질 때까지 쉽니다.", v.Seats[me].Chips),
			fmt.Sprintf("Going out: pay 3 chips (you have %d), take one market tile into your hand and sit out until the next lead.", v.Seats[me].Chips))
	}
	if len(v.Emptied) > 0 && len(v.Me.Hand) > 0 {
		n := len(v.Me.Hand)
		add("payout", "payout", fmt.Sprintf("누가 타일을 다 내면 남은 사람은 손의 타일 하나에 칩 1개씩 냅니다. 지금 내 손에는 %d개예요.", n),
			fmt.Sprintf("When someone plays their last tile, everyone still holding tiles pays 1 chip per tile. You hold %d now.", n))
	}
	return tips
}

// movedOnce says the seat has played or passed in this deal's tricks.
func movedOnce(v View, me int) bool {
	for _, m := range append(append([]Move{}, v.LastTrick...), v.Trick...) {
		if m.Seat == me {
			return true
		}
	}
	return false
}

// examples names up to two of the player's legal leads of different kinds,
// the longer kinds first ("the pair of 4s or the straight 1–5").
func examples(legal []Move) companion.Word {
	var picks []Move
	seen := map[string]bool{}
	for _, want := range []string{"pair", "straight", "steps", "triple", "fullhouse", "single"} {
		for _, m := range legal {
			if m.Type == want && !seen[want] && len(picks) < 2 {
				picks, seen[want] = append(picks, m), true
			}
		}
	}
	var ko, en string
	for i, m := range picks {
		ty, _ := rules.ParseType(m.Type)
		h, _ := rules.ParseHand(m.Tiles)
		w := comboWord(ty)
		lo, hi := 15, 1
		for _, t := range h.Tiles() {
			lo, hi = min(lo, t.Rank()), max(hi, t.Rank())
		}
		if i > 0 {
			ko += "{이나/나} "
			en += " or "
		}
		switch ty {
		case rules.Single:
			ko += tilesWord(h).KO + " " + w.KO
			en += "the single " + tilesWord(h).EN
		case rules.Pair, rules.Triple:
			ko += fmt.Sprintf("%d %s", lo, w.KO)
			en += fmt.Sprintf("the %s of %ds", w.EN, lo)
		case rules.FullHouse:
			ko += fmt.Sprintf("%d %s", m.Key, w.KO)
			en += fmt.Sprintf("the full house of %ds", m.Key)
		default:
			ko += fmt.Sprintf("%d–%d %s", lo, hi, w.KO)
			en += fmt.Sprintf("the %s %d–%d", w.EN, lo, hi)
		}
	}
	return companion.Word{KO: ko + "{을/를} 낼 수 있어요", EN: en}
}

// leads are the plays the seat may lead from its own hand (the view lists
// them only up to MaxListedPlays).
func leads(v View) []Move {
	if len(v.Me.Legal) > 0 {
		return v.Me.Legal
	}
	h, err := rules.ParseHand(v.Me.Hand)
	if err != nil {
		return nil
	}
	var out []Move
	for _, p := range rules.Plays(h, rules.Play{}, rules.Options{Stage: rules.Stage(v.Stage)}) {
		out = append(out, Move{Action: "play", Type: p.Type.String(), Key: p.Key, Tiles: p.Tiles.IDs()})
	}
	return out
}
