package tagiron

import (
	"strconv"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Tiles and question cards as players name them, for messages in each
// language: "빨강 0" / "red 0", and a card by the question it asks, as the
// pages show it (static/game-tagiron.js holds the same texts).

var (
	colourEN = [...]string{"red", "blue", "green"}
	colourKO = [...]string{"빨강", "파랑", "초록"}
	cardText = map[string][2]string{
		"where-0":                {"0은 어디에 있나요?", "Where is 0?"},
		"where-1-or-2":           {"1 또는 2는 어디에 있나요?", "Where is 1 or 2?"},
		"where-3-or-4":           {"3 또는 4는 어디에 있나요?", "Where is 3 or 4?"},
		"where-5":                {"5는 어디에 있나요?", "Where is 5?"},
		"where-6-or-7":           {"6 또는 7은 어디에 있나요?", "Where is 6 or 7?"},
		"where-8-or-9":           {"8 또는 9는 어디에 있나요?", "Where is 8 or 9?"},
		"same-color-neighbours":  {"같은 색깔이 인접한 타일들은 어디에 있나요?", "Where are neighbouring tiles of the same colour?"},
		"consecutive-neighbours": {"숫자가 연속된 타일들은 어디에 있나요?", "Where are neighbouring consecutive numbers?"},
		"count-red":              {"빨간색 타일은 몇 장인가요?", "How many red tiles?"},
		"count-blue":             {"파란색 타일은 몇 장인가요?", "How many blue tiles?"},
		"count-odd":              {"홀수 타일은 몇 장인가요?", "How many odd tiles?"},
		"count-even":             {"짝수 타일은 몇 장인가요?", "How many even tiles?"},
		"count-pairs":            {"같은 숫자 쌍은 몇 개인가요?", "How many pairs of equal numbers?"},
		"sum-low3":               {"작은 타일 3장의 합은?", "Sum of the three smallest tiles?"},
		"sum-mid3":               {"가운데 타일 3장의 합은?", "Sum of the three middle tiles?"},
		"sum-high3":              {"큰 타일 3장의 합은?", "Sum of the three largest tiles?"},
		"sum-red":                {"빨간색 타일의 합은?", "Sum of the red tiles?"},
		"sum-blue":               {"파란색 타일의 합은?", "Sum of the blue tiles?"},
		"sum-all":                {"[공유] 모든 타일의 합은?", "[shared] Sum of all tiles?"},
		"center-5-or-more":       {"[공유] 가운데 타일은 5 이상인가요?", "[shared] Is the middle tile 5 or more?"},
		"max-minus-min":          {"[공유] 가장 큰 수와 가장 작은 수의 차는?", "[shared] Largest minus smallest?"},
	}
	tileKind  = companion.Word{EN: "tile", KO: "타일"}
	cardKind  = companion.Word{EN: "question card", KO: "질문 카드"}
	pickKind  = companion.Word{EN: "number for this card", KO: "숫자"}
	tilesKind = companion.Word{EN: "rack of tiles", KO: "타일 조합"}
)

// tileWord names a tile: "빨강 0", "red 0".
func tileWord(t rules.Tile) companion.Word {
	if !t.Valid() || int(t.Color()) >= len(colourEN) {
		return companion.Word{EN: t.String(), KO: t.String()}
	}
	n := strconv.Itoa(t.Number())
	return companion.Word{EN: colourEN[t.Color()] + " " + n, KO: colourKO[t.Color()] + " " + n}
}

// cardWord names a question card by its question, in quotes.
func cardWord(c rules.Card) companion.Word {
	if tx, ok := cardText[c.String()]; ok {
		return companion.Word{EN: "“" + tx[1] + "”", KO: "“" + tx[0] + "”"}
	}
	return companion.Word{EN: c.String(), KO: c.String()}
}
