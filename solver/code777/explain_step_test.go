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
