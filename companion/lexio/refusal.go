package lexio

import (
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// refusal words a rules refusal for people: players are counted from 1 and
// every message has a Korean translation (here or in i18n.go).
var refusal = companion.Refusals[*rules.Refusal](phrase).Refuse

// phrase words a rules refusal: its message format and arguments.
func phrase(r *rules.Refusal) companion.Phrase {
	player := companion.Player(r.Seat)
	switch r.Reason {
	case rules.ReasonNoDeal:
		return companion.Say("no deal is being played")
	case rules.ReasonGameOver:
		return companion.Say("the game is over")
	case rules.ReasonDealNotOver:
		return companion.Say("the current deal is not over")
	case rules.ReasonNotYourTurn:
		return companion.Say("it is not your turn (%s is to play)", player)
	case rules.ReasonLeaderMustPlay:
		return companion.Say("the leader must play and cannot %s", actionWord(r.Action))
	case rules.ReasonEmptyPlay:
		return companion.Phrase{Format: "choose at least one tile", Bad: true}
	case rules.ReasonNotHeld:
		return companion.Say("not in your hand: %s", tileWord(r.Tile))
	case rules.ReasonWentOut:
		return companion.Say("you went out and take no further part in this trick")
	case rules.ReasonNoCombination:
		// In stage 1 four of a kind is a bomb the table has not learnt yet: say so.
		if p, err := rules.ClassifyIn(r.Tiles, rules.StageBombs); err == nil && p.Type == rules.Bomb && r.Stage == rules.StageBasic {
			return companion.Say("stage 1 has no bombs: four of a kind is no play")
		}
		return noCombination(r.Tiles)
	case rules.ReasonOnlyBomb:
		return companion.Say("it is %s's turn; out of turn only a bomb may be played", player)
	case rules.ReasonBombOnEmpty:
		return companion.Say("nobody bombs an empty table out of turn")
	case rules.ReasonCannotBeat:
		return cannotBeat(r)
	case rules.ReasonNoMarket:
		return companion.Say("there is no market in stage %d", int(r.Stage))
	case rules.ReasonMarketEmpty:
		return companion.Say("the market is empty")
	case rules.ReasonNotInMarket:
		return companion.Say("tile %s is not in the market", tileWord(r.Tile))
	case rules.ReasonTooFewChips:
		return companion.Say("going out costs %d chips; %s has %d", rules.OutCost, player, r.Count)
	case rules.ReasonAlreadyOut:
		return companion.Say("%s already went out in this trick", player)
	case rules.ReasonOutCannotEmpty:
		return companion.Say("%s went out in this trick and cannot play their last tile", player)
	case rules.ReasonTileCounts:
		return companion.Phrase{Format: "give a tile count for each of the %d players", Args: []any{r.Players}, Bad: true}
	case rules.ReasonEmptiedHasTiles:
		return companion.Say("%s has emptied their hand: their count is 0, not %d", player, r.Count)
	case rules.ReasonHolderCount:
		return companion.Say("%s still holds tiles: their count is 1 to %d, not %d", player, rules.NumTiles, r.Count)
	case rules.ReasonAlreadyEmptied:
		return companion.Say("%s has already emptied their hand", player)
	case rules.ReasonTooManyTiles:
		return companion.Say("%s can hold at most %d tiles now (dealt and bought), not %d", player, r.Max, r.Count)
	}
	return companion.Phrase{}
}

// cannotBeat says, by the rules' Fault, why a combination may not follow the table.
func cannotBeat(r *rules.Refusal) companion.Phrase {
	p, table := r.Play, r.Table
	switch r.Fault {
	case rules.WrongType:
		return companion.Say("wrong type: a %s cannot follow a %s", comboWord(p.Type), comboWord(table.Type))
	case rules.WrongLength:
		return companion.Say("wrong length: %d tiles cannot follow %d tiles", p.Len(), table.Len())
	case rules.NotHigher:
		return companion.Say("not higher: %d does not beat %d", p.Key, table.Key)
	case rules.NeedsBomb:
		return companion.Say("only a stronger bomb beats a bomb: a %s cannot beat the %s on the table", comboWord(p.Type), bombWord(table))
	case rules.WeakerBomb:
		if p.Len() < table.Len() {
			return companion.Say("between bombs the one with more tiles wins: a %s cannot beat a %s", bombWord(p), bombWord(table))
		}
		return companion.Say("between bombs of %d tiles the higher top rank wins: %d does not beat %d", p.Len(), p.Key, table.Key)
	}
	return noCombination(p.Tiles)
}

// noCombination names the rule a selection that is no combination breaks,
// by its shape: how many tiles of how many numbers, and whether the
// numbers run in a row.
func noCombination(h rules.Hand) companion.Phrase {
	counts := map[int]int{}
	lo, hi := 16, 0
	for _, t := range h.Tiles() {
		counts[t.Rank()]++
		lo, hi = min(lo, t.Rank()), max(hi, t.Rank())
	}
	n, distinct := h.Len(), len(counts)
	inRow := hi-lo+1 == distinct
	pairs := true
	for _, c := range counts {
		pairs = pairs && c == 2
	}
	tw := tilesWord(h)
	switch {
	case n == distinct && n < 5:
		return companion.Say("%s: different numbers make a straight only with 5 or more in a row", tw)
	case n == distinct:
		return companion.Say("%s: a straight needs its numbers in a row, with none missing", tw)
	case pairs && !inRow:
		return companion.Say("%s: steps are pairs of numbers in a row, with none missing", tw)
	case n == 5 && distinct == 2:
		return companion.Say("%s: a full house is 3 tiles of one number and 2 of another", tw)
	case n == 4 && distinct == 2:
		return companion.Say("%s: 3 of a number is a triple on its own; with a 4th tile it is no combination (a full house takes 2 more)", tw)
	}
	return companion.Say("%s: a combination is 1 tile, 2 or 3 of one number, steps (pairs in a row), a straight (5 or more in a row) or a full house (3 + 2)", tw)
}

// The Korean texts of the refusals above that i18n.go does not have.
// refusalWordsKO is the Korean for the rules' refusals (see register.go).
var refusalWordsKO = map[string]string{
	"stage 1 has no bombs: four of a kind is no play":                         "1단계에는 폭탄이 없습니다: 포카드는 낼 수 없습니다",
	"%s can hold at most %d tiles now (dealt and bought), not %d":             "%s{은/는} 지금 패를 최대 %d개까지 가질 수 있습니다 (받은 패와 산 패): %d개는 안 됩니다",
	"only a stronger bomb beats a bomb: a %s cannot beat the %s on the table": "폭탄은 더 강한 폭탄으로만 이길 수 있습니다: %s{으로/로}는 바닥의 %s{을/를} 이길 수 없습니다",
	"between bombs the one with more tiles wins: a %s cannot beat a %s":       "폭탄끼리는 장수가 많은 쪽이 이깁니다: %s{으로/로}는 %s{을/를} 이길 수 없습니다",
	"between bombs of %d tiles the higher top rank wins: %d does not beat %d": "%d장 폭탄끼리는 가장 높은 숫자가 큰 쪽이 이깁니다: %d{으로/로}는 %d{을/를} 이길 수 없습니다",
	"the current deal is not over":                                            "아직 이번 판이 끝나지 않았습니다",
	"the market is empty":                                                     "시장이 비었습니다",
	"%s already went out in this trick":                                       "%s{은/는} 이번 라운드에 이미 아웃했습니다",
	"%s went out in this trick and cannot play their last tile":               "%s{은/는} 이번 라운드에 아웃해서 마지막 패를 낼 수 없습니다",
	"%s has emptied their hand: their count is 0, not %d":                     "%s{은/는} 손을 털었으므로 남은 패는 0개입니다 (%d개 입력)",
	"%s still holds tiles: their count is 1 to %d, not %d":                    "%s{은/는} 아직 패가 있으므로 남은 패는 1–%d개입니다 (%d개 입력)",
}
