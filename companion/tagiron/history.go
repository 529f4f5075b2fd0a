package tagiron

import (
	"strconv"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// result reads the history's result from the display view: each seat's
// place as the match ranked it (a seat that went out, or was still playing
// at the end, after every placed seat), a draw puts everyone first; and
// the questions each seat asked. A win is first place only: with 3 or 4
// players the later correct declarers are placed, not winners; a draw
// shares first place; when every seat declared wrongly nobody won.
func result(d companion.View) companion.Result {
	var v View
	r := companion.Result{Places: make([]int, d.Players), Winners: []int{}, Questions: make([]int, d.Players)}
	if companion.DecodeBody(d, &v) != nil {
		return r
	}
	for _, e := range v.Log {
		if e.Kind == "ask" && e.Seat >= 0 && e.Seat < d.Players {
			r.Questions[e.Seat]++
		}
	}
	if v.Outcome == nil || !v.Outcome.Over {
		return r
	}
	if v.Outcome.Draw {
		r.Draw = true
		for i := range r.Places {
			r.Places[i] = 1
			r.Winners = append(r.Winners, i)
		}
		return r
	}
	last := 0
	for _, s := range v.Seats {
		if s.Status == "won" && s.Seat < d.Players {
			r.Solvers = append(r.Solvers, s.Seat)
			r.Places[s.Seat] = max(s.Place, 1)
			last = max(last, r.Places[s.Seat])
			if r.Places[s.Seat] == 1 {
				r.Winners = append(r.Winners, s.Seat)
			}
		}
	}
	for i := range r.Places {
		if r.Places[i] == 0 {
			r.Places[i] = last + 1
		}
	}
	return r
}

// recount words one of Tagiron's events for the host's undo and redo. It
// never names a tile: racks are secret.
func recount(e companion.Event, name func(int) companion.Word) companion.Word {
	var d struct {
		Seat    int    `json:"seat"`
		Card    string `json:"card"`
		Pick    int    `json:"pick"`
		Starter int    `json:"starter"`
	}
	_ = e.Decode(&d)
	card := func() companion.Word {
		c, err := rules.ParseCard(d.Card)
		if err != nil {
			return companion.Word{EN: d.Card, KO: d.Card}
		}
		w := cardWord(c)
		if d.Pick > 0 {
			w.EN += " (" + strconv.Itoa(d.Pick) + ")"
			w.KO += " (" + strconv.Itoa(d.Pick) + ")"
		}
		return w
	}
	switch e.Kind {
	case evAsk:
		return companion.Deed(name(d.Seat), "question", "질문", card())
	case evDeclare:
		return companion.Deed(name(d.Seat), "declaration", "정답 선언")
	case evTiles:
		return companion.Deed(name(d.Seat), "tiles", "타일 입력")
	case evDeal:
		return companion.Word{EN: "a tile dealt to " + name(d.Seat).EN, KO: name(d.Seat).In("ko") + "에게 나눠 준 타일"}
	case evReveal:
		c := card()
		return companion.Word{EN: "the card drawn, " + c.EN, KO: "뽑은 카드 " + c.KO}
	case evStart:
		return companion.Word{EN: "the start of the game (" + name(d.Starter).EN + " first)", KO: "게임 시작 (" + name(d.Starter).In("ko") + " 먼저)"}
	}
	return companion.Word{EN: e.Kind, KO: e.Kind}
}
