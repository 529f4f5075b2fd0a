package lexio

import (
	"strconv"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// Pieces and combinations as players name them, for messages in each
// language: "해 15" / "sun 15", "풀하우스" / "full house".

var (
	suitKO  = [rules.NumSuits]string{"해", "달", "별", "구름"}
	comboEN = map[rules.Type]string{rules.Single: "single", rules.Pair: "pair", rules.Triple: "triple", rules.Steps: "steps",
		rules.Straight: "straight", rules.FullHouse: "full house", rules.Bomb: "bomb"}
	// The seed's names: 계단 for consecutive pairs.
	comboKO = map[rules.Type]string{rules.Single: "싱글", rules.Pair: "페어", rules.Triple: "트리플", rules.Steps: "계단",
		rules.Straight: "스트레이트", rules.FullHouse: "풀하우스", rules.Bomb: "폭탄"}
)

// vocabulary is the page's words for the pieces: the combinations by their
// contract name ("fullhouse": "풀하우스" / "full house") and the suits ("sun": "해").
func vocabulary() map[string]companion.Term {
	out := map[string]companion.Term{}
	for t, en := range comboEN {
		out[t.String()] = companion.Term{KO: comboKO[t], EN: en}
	}
	for s := rules.Suit(0); int(s) < rules.NumSuits; s++ {
		out[s.String()] = companion.Term{KO: suitKO[s], EN: s.String()}
	}
	return out
}

// tileWord names one tile: "해 15", "sun 15".
func tileWord(t rules.Tile) companion.Word {
	r := strconv.Itoa(t.Rank())
	if int(t.Suit()) >= rules.NumSuits {
		return companion.Word{EN: t.String(), KO: t.String()}
	}
	return companion.Word{EN: t.Suit().String() + " " + r, KO: suitKO[t.Suit()] + " " + r}
}

// tilesWord names a set of tiles.
func tilesWord(h rules.Hand) companion.Word {
	var ws []companion.Word
	for _, t := range h.Tiles() {
		ws = append(ws, tileWord(t))
	}
	return companion.Words(ws...)
}

// comboWord names a kind of combination.
func comboWord(t rules.Type) companion.Word {
	if en, ok := comboEN[t]; ok {
		return companion.Word{EN: en, KO: comboKO[t]}
	}
	return companion.Word{EN: t.String(), KO: "조합"}
}

// bombWord names a bomb by its shape: "four of a kind" / "포카드", "5-tile straight flush" / "5장 스트레이트 플러시".
func bombWord(p rules.Play) companion.Word {
	if p.Type != rules.Bomb {
		return comboWord(p.Type)
	}
	if p.Len() == 4 {
		return companion.Word{EN: "four of a kind", KO: "포카드"}
	}
	n := strconv.Itoa(p.Len())
	return companion.Word{EN: n + "-tile straight flush", KO: n + "장 스트레이트 플러시"}
}

// actionWord names what the leader may not do instead of playing.
func actionWord(what string) companion.Word {
	switch what {
	case "pass":
		return companion.Word{EN: "pass", KO: "패스"}
	case "go out":
		return companion.Word{EN: "go out", KO: "아웃"}
	}
	return companion.Word{EN: what, KO: what}
}

// reasonKO is the ledger's reasons in Korean, by their stable English key
// (solver/lexio's Reason names, kept in the view and the exports).
var reasonKO = map[string]string{
	"market purchase":              "시장패 구입",
	"trick clean-up":               "라운드 정리: 앞에 둔 칩을 시장으로",
	"pot taken on emptying a hand": "손을 털고 시장 칩을 가져감",
	"tiles left in hand":           "남은 패 정산",
}

// reasonText is a ledger reason in the reader's language.
func reasonText(reason, lang string) string {
	if ko, ok := reasonKO[reason]; ok && lang == "ko" {
		return ko
	}
	return reason
}

// tileKind names Lexio's pieces for a request that names one it does not have.
var tileKind = companion.Word{EN: "tile", KO: "패"}
