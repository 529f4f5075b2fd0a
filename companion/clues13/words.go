package clues13

import (
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// Cards and kinds as players name them, for messages in each language
// ("장교" / "officer"), as the pages name them.

var (
	cardKind   = companion.Word{EN: "card", KO: "카드"}
	sideKind   = companion.Word{EN: "side (left or right)", KO: "쪽(왼쪽, 오른쪽)"}
	letterKind = companion.Word{EN: "informant letter", KO: "비밀정보원 글자"}
)

// cardWord names a card.
func cardWord(c rules.Card) companion.Word { return companion.Word{EN: c.String(), KO: c.Korean()} }

// kindWord names a kind of card: person, location, weapon.
func kindWord(k rules.Kind) companion.Word { return companion.Word{EN: k.String(), KO: k.Korean()} }
