package tagiron

import (
	"strings"

	"github.com/tablemate/tablemate/companion"

	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Tiles and question cards as players name them, for messages in each
// language: "빨강 0" / "red 0", and a card by the question it asks (the
// solver's words, rules.QuestionWords), shared cards marked as the pages
// mark them.

var (
	tileKind  = companion.Word{EN: "tile", KO: "타일"}
	cardKind  = companion.Word{EN: "question card", KO: "질문 카드"}
	pickKind  = companion.Word{EN: "number for this card", KO: "숫자"}
	tilesKind = companion.Word{EN: "rack of tiles", KO: "타일 조합"}
)

// cardWord names a question card by its question, in quotes.
func cardWord(c rules.Card) companion.Word {
	if !c.Valid() {
		return companion.Word{EN: c.String(), KO: c.String()}
	}
	en, ko := rules.QuestionWords(c, true), rules.QuestionWords(c, false)
	if c.Shared() {
		en, ko = "[shared] "+en, "[공유] "+ko
	}
	return companion.Word{EN: "“" + en + "”", KO: "“" + ko + "”"}
}

// vocabulary is every question card by id, as the pages show it.
func vocabulary() map[string]companion.Term {
	out := map[string]companion.Term{}
	for c := rules.Card(1); c <= rules.NumCards; c++ {
		w := cardWord(c)
		out[c.String()] = companion.Term{KO: strings.Trim(w.KO, "“”"), EN: strings.Trim(w.EN, "“”")}
	}
	return out
}
