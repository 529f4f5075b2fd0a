package code777

import (
	"strconv"
	"strings"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// Tiles, racks and question cards as players name them, for messages in
// each language: "초록 6" / "green 6", "중립 받침대 1", "3번 질문 카드".

var (
	colourKO = map[string]string{"green": "초록", "yellow": "노랑", "black": "검정", "brown": "갈색", "red": "빨강", "pink": "분홍", "blue": "파랑"}
	tileKind = companion.Word{EN: "tile", KO: "타일"}
	cardKind = companion.Word{EN: "question card", KO: "질문 카드"}
	rackKind = companion.Word{EN: "rack", KO: "받침대"}
)

// kindWord names a kind of tile by colour and number.
func kindWord(k rules.Kind) companion.Word {
	c, n := k.Color().String(), strconv.Itoa(k.Number())
	ko, ok := colourKO[c]
	if !ok {
		ko = c
	}
	return companion.Word{EN: c + " " + n, KO: ko + " " + n}
}

// rackWord names a rack as the pages do: a player's rack, or a neutral one.
func rackWord(id rules.RackID) companion.Word {
	switch id {
	case rules.N1:
		return companion.Word{EN: "neutral rack 1", KO: "중립 받침대 1"}
	case rules.N2:
		return companion.Word{EN: "neutral rack 2", KO: "중립 받침대 2"}
	}
	return companion.Belonging{Seat: int(id), EN: "rack", KO: "받침대"}.Named(nil)
}

// rackArg names a rack in a message: a player's rack takes the seat's
// chosen name when the table refuses (companion.Belonging).
func rackArg(id rules.RackID) any {
	if seat, ok := id.Seat(); ok {
		return companion.Belonging{Seat: seat, EN: "rack", KO: "받침대"}
	}
	return rackWord(id)
}

// badNumbers words a challenge whose numbers cannot be read.
func badNumbers(seat int, err error) error {
	e := companion.Bad("%s: the numbers must be three numbers from 1 to 7, like 5 5 7", companion.Player(seat))
	e.Err = err
	return e
}

// cardWord names a question card by its number, as the pages show it.
func cardWord(c rules.Card) companion.Word {
	n := strings.TrimPrefix(c.String(), "q")
	return companion.Word{EN: "question card #" + n, KO: n + "번 질문 카드"}
}

// vocabulary is every question card by id ("q17"), with the default options;
// card 2 as the card-2 option words it ("q2-more"); the two sides of each
// comparison card as an answer names them ("q17-a", "q17-b"); and the tile
// kinds ("green1": "초록 1"): the page's words for the game's pieces.
func vocabulary() map[string]companion.Term {
	out := map[string]companion.Term{}
	for c := rules.Card(1); c <= rules.NumCards; c++ {
		out[c.String()] = companion.Term{KO: rules.QuestionWords(c, rules.Options{}, false), EN: rules.QuestionWords(c, rules.Options{}, true)}
		if ka, kb, ok := rules.ComparedWords(c, false); ok {
			ea, eb, _ := rules.ComparedWords(c, true)
			out[c.String()+"-a"] = companion.Term{KO: ka, EN: ea}
			out[c.String()+"-b"] = companion.Term{KO: kb, EN: eb}
		}
	}
	more := rules.Options{Q2ThresholdMore: true}
	out["q2-more"] = companion.Term{KO: rules.QuestionWords(2, more, false), EN: rules.QuestionWords(2, more, true)}
	for _, k := range rules.Kinds() {
		out[k.String()] = companion.Term{KO: rules.KindWords(k, false), EN: rules.KindWords(k, true)}
	}
	return out
}
