package code777

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/solver/explain"
)

// TestExplainStepNamesTheCount: a "why?" that rests on a card's answer names, in numbers, what the
// answer leaves for the seat's rack by the card's rule, and the count of unseen tiles that forces a
// tile when there is one. The seat sees every tile but red5 x2, blue7 x2 and green1 (smallRequest).
func TestExplainStepNamesTheCount(t *testing.T) {
	for _, tc := range []struct {
		name  string
		entry LogEntry
		claim string
		ko    string
		en    string
	}{
		{"#1 counts racks: the one left is mine", entry(1, "q1", Count(2), map[string]string{"2": "brown4 brown4 brown4", "3": "pink6 pink6 pink6"}), "blue7",
			"2번 플레이어가 #1 “합이 18 이상인 받침대는 몇 개?”를 읽고 2라고 답했습니다. 내 받침대를 빼면 해당하는 받침대가 1개뿐이니 나머지 2 − 1 = 1개는 내 받침대입니다. 내 받침대의 숫자 합은 18 이상입니다. 이 답들에 맞는 내 받침대는 1가지(빨강 5, 파랑 7, 파랑 7)이고, 모두 파랑 7이 있습니다. 그러므로 내 받침대에는 파랑 7이 있습니다.",
			"Player 2 read #1 “On how many racks is the sum 18 or more?” and answered 2. Only one of the other racks they see qualifies, so the 2 − 1 = 1 left is yours: your rack's numbers sum to 18 or more. Only one rack fits these answers (red 5, blue 7, blue 7), and it holds a blue 7. So your rack holds a blue 7."},
		{"#19 compares colours", entry(2, "q19", AnswerB, map[string]string{"1": "yellow2 yellow2 black3", "3": "pink6 pink6 pink6"}), "blue7",
			"3번 플레이어가 #19 “초록이 더 많은가, 파랑이 더 많은가?”를 읽고 “파랑이 더 많다”라고 답했습니다. 내 받침대를 빼면 초록은 0장, 파랑은 0장 보이니, “파랑이 더 많다”가 되려면 내 받침대에 파랑이 초록보다 1장 이상 더 있어야 합니다. 이 답들에 맞는 내 받침대는 3가지(초록 1, 파랑 7, 파랑 7 / 빨강 5, 빨강 5, 파랑 7 / 빨강 5, 파랑 7, 파랑 7)이고, 모두 파랑 7이 있습니다. 그러므로 내 받침대에는 파랑 7이 있습니다.",
			"Player 3 read #19 “More green or more blue?” and answered more blue tiles. Besides your rack they see no green tiles and no blue tiles, so for “more blue tiles” your rack needs at least 1 more blue tile than green tiles. These answers leave 3 possible racks for you (green 1, blue 7, blue 7 / red 5, red 5, blue 7 / red 5, blue 7, blue 7), and every one of them holds a blue 7. So your rack holds a blue 7."},
		{"#8 colours: only those left out of sight", entry(1, "q8", Count(5), map[string]string{"2": "brown4 brown4 brown4", "3": "pink6 pink6 pink6"}), "green1",
			"2번 플레이어가 #8 “보이는 색은 몇 가지?”를 읽고 5라고 답했습니다. 내 받침대를 빼면 보이는 색은 2가지이고 초록, 노랑, 검정, 빨강, 파랑이 빠져 있으니, 내 받침대에는 그 색이 5 − 2 = 3가지 있습니다. 그 색 가운데 내 눈에 안 보이는 타일이 남은 색은 초록, 빨강, 파랑뿐이니, 내 받침대에는 초록, 빨강, 파랑이 있습니다. 이 답들에 맞는 내 받침대는 1가지(초록 1, 빨강 5, 파랑 7)이고, 모두 초록 1이 있습니다. 그러므로 내 받침대에는 초록 1이 있습니다.",
			"Player 2 read #8 “How many different colours do you see?” and answered 5. Without your rack they see 2 colours, with no green, yellow, black, red or blue, so your rack adds 5 − 2 = 3 of those colours. Of those colours, only green, red and blue still have tiles out of your sight, so your rack holds green, red and blue. Only one rack fits these answers (green 1, red 5, blue 7), and it holds a green 1. So your rack holds a green 1."},
		{"#10 numbers: only those left out of sight", entry(1, "q10", Count(2), map[string]string{"2": "brown4 brown4 brown4", "3": "pink6 pink6 pink6"}), "green1",
			"2번 플레이어가 #10 “1–7 중 전혀 보이지 않는 숫자는 몇 개?”를 읽고 2라고 답했습니다. 내 받침대를 빼면 보이지 않는 숫자가 1, 2, 3, 5, 7의 5개이니, 내 받침대에는 그 숫자가 5 − 2 = 3개 있습니다. 그 숫자 가운데 내 눈에 안 보이는 타일이 남은 것은 1, 5, 7뿐이니, 내 받침대에는 1, 5, 7이 있습니다. 이 답들에 맞는 내 받침대는 1가지(초록 1, 빨강 5, 파랑 7)이고, 모두 초록 1이 있습니다. 그러므로 내 받침대에는 초록 1이 있습니다.",
			"Player 2 read #10 “How many of the numbers 1-7 do you not see at all?” and answered 2. Without your rack they see no 1, 2, 3, 5 or 7 (5 numbers), so your rack holds 5 − 2 = 3 of those numbers. Of those numbers, only 1, 5 and 7 still have tiles out of your sight, so your rack holds 1, 5 and 7. Only one rack fits these answers (green 1, red 5, blue 7), and it holds a green 1. So your rack holds a green 1."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := smallRequest()
			req.Log = []LogEntry{tc.entry}
			for lang, want := range map[string]string{"ko": tc.ko, "en": tc.en} {
				ex, err := Explain(ExplainRequest{SolveRequest: req, Claim: Claim{Tile: tc.claim, Is: true}, Reader: explain.Reader{Lang: lang, Self: true}})
				require.NoError(t, err)
				require.True(t, ex.Holds)
				assert.Equal(t, []int{0}, ex.Because)
				assert.Equal(t, want, ex.Text, lang)
			}
		})
	}
}

// TestStepWordsEveryBranch: the steps that the small request does not reach, word for word: a rack
// that does not qualify (also with an answer of 0), a comparison the other racks already tip or
// balance, and "as many of each".
func TestStepWordsEveryBranch(t *testing.T) {
	var others Tiles
	others[Blue7], others[Green6], others[Green1] = 3, 1, 0
	for _, tc := range []struct {
		c      clue
		ko, en string
	}{
		{clue{card: 1, answer: Count(1), qualifying: 1},
			"내 받침대를 빼도 해당하는 받침대가 이미 1개이니 내 받침대는 해당하지 않습니다. 내 받침대의 숫자 합은 18보다 작습니다.",
			"Only one of the other racks they see qualifies already, so yours does not: your rack's numbers sum to less than 18."},
		{clue{card: 5, answer: Count(0), qualifying: 0},
			"답이 0이니 내 받침대도 해당하지 않습니다. 내 받침대에는 짝수와 홀수가 섞여 있습니다.",
			"They answered 0, so yours does not qualify either: your rack mixes even and odd numbers."},
		{clue{card: 19, answer: AnswerB, others: others}, // green 1 v blue 3 seen: blue may trail by up to 1 on my rack
			"내 받침대를 빼면 초록은 1장, 파랑은 3장 보이니, “파랑이 더 많다”가 되려면 내 받침대에서 초록이 파랑보다 1장 넘게 많지만 않으면 됩니다.",
			"Besides your rack they see one green tile and three blue tiles, so for “more blue tiles” your rack may hold at most 1 more green tile than blue tiles."},
		{clue{card: 19, answer: AnswerEqual, others: others},
			"내 받침대를 빼면 초록은 1장, 파랑은 3장 보이니, “둘이 같다”가 되려면 내 받침대에 초록이 파랑보다 정확히 2장 더 있어야 합니다.",
			"Besides your rack they see one green tile and three blue tiles, so for “as many of each” your rack holds exactly 2 more green tiles than blue tiles."},
		{clue{card: 13, answer: AnswerEqual},
			"내 받침대를 빼면 초록 6은 0장, 노랑 7은 0장 보이니, “둘이 같다”가 되려면 내 받침대에도 초록 6과 노랑 7이 같은 수만큼 있어야 합니다.",
			"Besides your rack they see no green 6s and no yellow 7s, so for “as many of each” your rack holds as many green 6s as yellow 7s."},
		{clue{card: 11, answer: Count(0), others: others},
			"내 받침대를 빼고 세도 답이 0이 되니, 내 받침대에는 초록 1, 검정 5, 분홍 7이 하나도 없습니다.",
			"Without your rack they would have answered 0 too, so your rack holds no green 1, black 5 or pink 7."},
		{clue{card: 9, answer: Count(1), others: others},
			"내 받침대를 빼도 3번 이상 보이는 색이 1가지로 답과 같으니, 내 타일은 다른 색을 3번 이상으로 만들지 않습니다.",
			"Without your rack they see 1 colour 3 or more times, as many as they answered, so your tiles bring no other colour to 3."},
		{clue{card: 8, answer: Count(2), others: others},
			"내 받침대를 빼면 보이는 색은 2가지이고 노랑, 검정, 갈색, 빨강, 분홍이 빠져 있는데, 답도 2이니 내 받침대에는 그 색이 없습니다.",
			"Without your rack they see 2 colours, with no yellow, black, brown, red or pink; the answer is 2 too, so your rack holds none of those colours."},
	} {
		assert.Equal(t, tc.ko, explainText{}.step(tc.c))
		assert.Equal(t, tc.en, explainText{english: true}.step(tc.c))
	}
}
