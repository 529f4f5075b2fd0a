package code777

import (
	"strings"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// result reads the history's result from the display view: the winner
// first, everyone else second; and the question cards each seat read.
func result(d companion.View) companion.Result {
	var v View
	if companion.DecodeBody(d, &v) != nil {
		return companion.PlacesFromWinner(d.Players, nil)
	}
	r := companion.PlacesFromWinner(d.Players, v.Winner)
	r.Questions = make([]int, d.Players)
	for _, e := range v.Log {
		if e.Kind == "read" && e.Seat >= 0 && e.Seat < d.Players {
			r.Questions[e.Seat]++
		}
	}
	return r
}

// recount words one of Code 777's events for the host's undo and redo,
// without a rack's tiles (their owners must not learn them).
func recount(e companion.Event, name func(int) companion.Word) companion.Word {
	var d struct {
		Reader  int    `json:"reader"`
		Card    string `json:"card"`
		Rack    string `json:"rack"`
		Starter int    `json:"starter"`
		Results []struct {
			Seat int `json:"seat"`
		} `json:"results"`
	}
	_ = e.Decode(&d)
	switch e.Kind {
	case evRead:
		c, err := rules.ParseCard(d.Card)
		w := companion.Word{EN: d.Card, KO: d.Card}
		if err == nil {
			w = cardWord(c)
		}
		who := name(d.Reader)
		return companion.Word{EN: who.EN + "'s reading of " + w.EN, KO: who.In("ko") + "의 " + w.KO + " 읽기"}
	case evChallenge:
		var who []companion.Word
		for _, r := range d.Results {
			who = append(who, name(r.Seat))
		}
		ws := companion.Words(who...)
		return companion.Word{EN: "the challenge of " + ws.EN, KO: ws.In("ko") + "의 도전"}
	case evRack:
		id, err := rules.ParseRackID(d.Rack)
		if err != nil {
			return companion.Word{EN: "the tiles of rack " + d.Rack, KO: d.Rack + " 받침대의 타일"}
		}
		w := rackWord(id)
		if id != rules.N1 && id != rules.N2 {
			w = companion.Deed(name(int(id)), "rack", "받침대")
		}
		return companion.Word{EN: "the tiles put on " + w.EN, KO: w.In("ko") + "에 놓은 타일"}
	case evPlace:
		return companion.Word{EN: "a tile scanned onto a rack", KO: "받침대에 스캔한 타일 하나"}
	case evPileShuffle:
		return companion.Word{EN: "the reshuffle of the tile pile", KO: "타일 더미 섞기"}
	case evDeckShuffle:
		return companion.Word{EN: "the new deck of question cards", KO: "질문 카드 새 덱"}
	case evStart:
		return companion.Word{EN: "the start of the game (" + name(d.Starter).EN + " reads first)", KO: "게임 시작 (" + name(d.Starter).In("ko") + " 먼저)"}
	}
	return companion.Word{EN: e.Kind, KO: strings.ReplaceAll(e.Kind, ".", " ")}
}
