package clues13

import "github.com/tablemate/tablemate/companion"

// result reads the history's result from the display view: the winner
// first, everyone else second; and the questions each seat asked. It
// reads only the fields it needs: the whole View does not decode (a card's
// colour is written as its name).
func result(d companion.View) companion.Result {
	var v struct {
		Winner *int `json:"winner"`
		Log    []struct {
			Kind string `json:"kind"`
			Seat int    `json:"seat"`
		} `json:"log"`
	}
	if companion.DecodeBody(d, &v) != nil {
		return companion.PlacesFromWinner(d.Players, nil)
	}
	r := companion.PlacesFromWinner(d.Players, v.Winner)
	r.Questions = make([]int, d.Players)
	for _, e := range v.Log {
		if e.Kind == evAsk && e.Seat >= 0 && e.Seat < d.Players {
			r.Questions[e.Seat]++
		}
	}
	return r
}

// recount words one of 13 Clues' events for the host's undo and redo,
// without a card anyone keeps secret (a case, an informant, a private ask).
func recount(e companion.Event, name func(int) companion.Word) companion.Word {
	var d struct {
		Seat     int  `json:"seat"`
		From     int  `json:"from"`
		Answerer int  `json:"answerer"`
		Starter  int  `json:"starter"`
		Private  bool `json:"private"`
	}
	_ = e.Decode(&d)
	switch e.Kind {
	case evAsk:
		to := name(d.Answerer)
		return companion.Deed(name(d.Seat), "question to "+to.EN, to.In("ko")+"에게 한 질문")
	case evSolve:
		return companion.Deed(name(d.Seat), "solution", "정답 발표")
	case evPeek:
		return companion.Deed(name(d.Seat), "look at an informant", "비밀정보 보기")
	case evTake:
		from := name(d.From)
		return companion.Deed(name(d.Seat), "token taken from "+from.EN, from.In("ko")+"에게서 가져온 토큰")
	case evCards:
		return companion.Deed(name(d.Seat), "cards", "카드 입력")
	case evPlace:
		return companion.Word{EN: "a card scanned", KO: "스캔한 카드 한 장"}
	case evLay:
		return companion.Word{EN: "an informant scanned under its letter", KO: "글자 아래에 스캔한 정보원"}
	case evStart:
		return companion.Word{EN: "the start of the game (" + name(d.Starter).EN + " first)", KO: "게임 시작 (" + name(d.Starter).In("ko") + " 먼저)"}
	}
	return companion.Word{EN: e.Kind, KO: e.Kind}
}
