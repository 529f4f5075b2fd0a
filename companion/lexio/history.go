package lexio

import (
	"sort"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// result reads the history's result from the display view: places by
// chips at the end (equal chips share a place), each seat's chips won or
// lost, and the chips after each deal.
func result(d companion.View) companion.Result {
	var v View
	r := companion.Result{Places: make([]int, d.Players), Winners: []int{}}
	if companion.DecodeBody(d, &v) != nil || len(v.Chart) == 0 {
		return r
	}
	r.Chart = v.Chart
	start, end := v.Chart[0], v.Chart[len(v.Chart)-1]
	r.Chips = make([]int, d.Players)
	order := make([]int, 0, d.Players)
	for s := 0; s < d.Players && s < len(end) && s < len(start); s++ {
		r.Chips[s] = end[s] - start[s]
		order = append(order, s)
	}
	sort.SliceStable(order, func(i, j int) bool { return end[order[i]] > end[order[j]] })
	for i, s := range order {
		r.Places[s] = i + 1
		if i > 0 && end[s] == end[order[i-1]] {
			r.Places[s] = r.Places[order[i-1]]
		}
	}
	r.Winners = append(r.Winners, v.Winners...)
	return r
}

// recount words one of Lexio's events for the host's undo and redo. Played
// tiles are public; a hand being entered is not named.
func recount(e companion.Event, name func(int) companion.Word) companion.Word {
	var d struct {
		Seat  int      `json:"seat"`
		Deal  int      `json:"deal"`
		Tiles []string `json:"tiles"`
	}
	_ = e.Decode(&d)
	switch e.Kind {
	case evPlay:
		if h, err := rules.ParseHand(d.Tiles); err == nil {
			return companion.Deed(name(d.Seat), "play", "플레이", tilesWord(h))
		}
		return companion.Deed(name(d.Seat), "play", "플레이")
	case evPass:
		return companion.Deed(name(d.Seat), "pass", "패스")
	case evOut:
		return companion.Deed(name(d.Seat), "going out", "아웃")
	case evHand:
		return companion.Deed(name(d.Seat), "hand", "패 입력")
	case evMarket:
		return companion.Word{EN: "the market entered for the next deal", KO: "다음 판의 시장 입력"}
	case evSkDeal:
		return companion.Word{EN: "the start of a deal", KO: "판 시작"}
	case evSkBuy:
		return companion.Deed(name(d.Seat), "purchase", "구매")
	case evSkTrick:
		return companion.Word{EN: "the end of a trick", KO: "트릭 끝"}
	case evDealTile:
		return companion.Word{EN: "a tile scanned into a hand or the market", KO: "손패나 시장패로 스캔한 패 하나"}
	case evLay:
		return companion.Word{EN: "a tile laid on the centre reader", KO: "가운데 리더에 놓은 패 하나"}
	case evSkEmpty:
		return companion.Deed(name(d.Seat), "emptied hand", "손 털기")
	}
	return companion.Word{EN: e.Kind, KO: e.Kind}
}
