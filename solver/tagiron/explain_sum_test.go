package tagiron

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExplainSumArithmetic: a "why?" that rests on a sum card shows the arithmetic between the answer
// and the claim, in both languages: what the other answers fix comes off the sum (positions, or tiles
// of the colour), a difference puts the other end, the centre's sum is the whole set's less every
// rack's, a sum within 2 of the least or most the unseen tiles make says so, and the tiles left are
// listed.
func TestExplainSumArithmetic(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		because  []int
		ko, en   string
	}{
		{
			name: "max minus min: the known end gives the other",
			in: `{"game":"tagiron","players":2,"seat":0,"own":["r0","r1","r2","r3","r6"],
			"log":[{"asker":0,"card":"where-0","answers":{"1":[1]}},{"asker":0,"card":"max-minus-min","answers":{"1":6}}],
			"claim":{"position":5,"tile":"b6","is":true}}`,
			because: []int{0, 1},
			ko:      "1번 플레이어가 “0은 어디에 있나요?” 하고 묻자 2번 플레이어는 0이 1번째 자리에 있다고 답했습니다. 1번 플레이어가 “가장 큰 수와 가장 작은 수의 차는?” 하고 묻자 2번 플레이어는 가장 큰 수와 가장 작은 수의 차가 6이라고 답했습니다. 다른 답에 따르면 1번째 자리는 0이므로 5번째 자리는 0 + 6 = 6입니다. 위의 답에 따르면 5번째 자리는 파란 6으로 정해집니다. 내 타일로 가능한 상대 타일 조합 2,288가지 가운데 위의 답과 맞는 것은 25가지이고, 모두 5번째 자리가 파란 6입니다. 그러므로 상대 타일의 5번째 자리는 파란 6입니다.",
			en:      "Player 1 asked “Where is 0?”: Player 2 said a 0 is at position 1. Player 1 asked “Largest minus smallest?”: Player 2 said the largest minus the smallest is 6. The other answers put 0 at position 1, so position 5 holds 0 + 6 = 6. With the answers above, position 5 must be blue 6. Of the 2,288 racks your opponent could hold beside your own tiles, the answers leave 25, each with blue 6 at position 5. So position 5 of your opponent's rack is blue 6.",
		},
		{
			name: "a colour's sum less the tile of that colour the others show",
			in: `{"game":"tagiron","players":2,"seat":0,"own":["r0","r1","r2","r3","b9"],
			"log":[{"asker":0,"card":"where-8-or-9","pick":9,"answers":{"1":[5]}},{"asker":0,"card":"where-6-or-7","pick":6,"answers":{"1":[3]}},
			       {"asker":0,"card":"sum-red","answers":{"1":15}}],
			"claim":{"position":3,"tile":"r6","is":true}}`,
			because: []int{0, 1, 2},
			ko:      "1번 플레이어가 “9는 어디에 있나요?” 하고 묻자 2번 플레이어는 9가 5번째 자리에 있다고 답했습니다. 1번 플레이어가 “6은 어디에 있나요?” 하고 묻자 2번 플레이어는 6이 3번째 자리에 있다고 답했습니다. 1번 플레이어가 “빨간색 타일의 합은?” 하고 묻자 2번 플레이어는 빨간색 타일의 합이 15라고 답했습니다. 다른 답에 따르면 빨간 9가 있으므로, 나머지 빨간색 타일의 합은 15 − 9 = 6입니다. 위의 답에 따르면 나머지 빨간색 타일은 빨간 6으로 정해집니다. 내 타일로 가능한 상대 타일 조합 2,288가지 가운데 위의 답과 맞는 것은 32가지이고, 모두 3번째 자리가 빨간 6입니다. 그러므로 상대 타일의 3번째 자리는 빨간 6입니다.",
			en:      "Player 1 asked “Where is 9?”: Player 2 said a 9 is at position 5. Player 1 asked “Where is 6?”: Player 2 said a 6 is at position 3. Player 1 asked “Sum of the red tiles?”: Player 2 said the red tiles sum to 15. The other answers show red 9, so the other red tiles sum to 15 − 9 = 6. With the answers above, the other red tiles must be red 6. Of the 2,288 racks your opponent could hold beside your own tiles, the answers leave 32, each with red 6 at position 3. So position 3 of your opponent's rack is red 6.",
		},
		{
			name: "three-tile sum less the position the others fix",
			in: `{"game":"tagiron","players":2,"seat":0,"own":["b1","r2","b4","g5","b6"],
			"log":[{"asker":0,"card":"where-8-or-9","pick":9,"answers":{"1":[5]}},{"asker":1,"card":"sum-all","answers":{"0":18,"1":14}},
			       {"asker":0,"card":"sum-red","answers":{"1":14}}],
			"claim":{"position":1,"tile":"r0","is":true}}`,
			because: []int{0, 1},
			ko:      "1번 플레이어가 “9는 어디에 있나요?” 하고 묻자 2번 플레이어는 9가 5번째 자리에 있다고 답했습니다. 2번 플레이어가 “모든 타일의 합은?” 하고 묻자 2번 플레이어는 모든 타일의 합이 14라고 답했습니다. 다른 답에 따르면 5번째 자리는 9이므로 1~4번째 자리의 합은 14 − 9 = 5입니다. 위의 답에 따르면 1~4번째 자리에 올 수 있는 것은 (빨간 0, 파란 0, 파란 2, 빨간 3), (빨간 0, 파란 0, 파란 2, 파란 3), (빨간 0, 파란 0, 빨간 1, 빨간 4)뿐입니다. 내 타일로 가능한 상대 타일 조합 3,003가지 가운데 위의 답과 맞는 것은 6가지이고, 모두 1번째 자리가 빨간 0입니다. 그러므로 상대 타일의 1번째 자리는 빨간 0입니다.",
			en:      "Player 1 asked “Where is 9?”: Player 2 said a 9 is at position 5. Player 2 asked “Sum of all tiles?”: Player 2 said all the tiles sum to 14. The other answers put 9 at position 5, so positions 1 to 4 sum to 14 − 9 = 5. With the answers above, positions 1 to 4 can only be (red 0, blue 0, blue 2, red 3), (red 0, blue 0, blue 2, blue 3) or (red 0, blue 0, red 1, red 4). Of the 3,003 racks your opponent could hold beside your own tiles, the answers leave 6, each with red 0 at position 1. So position 1 of your opponent's rack is red 0.",
		},
		{
			name: "the centre's sum by subtraction, and the most the unseen tiles make",
			in: `{"game":"tagiron","players":3,"seat":0,"own":["r0","r1","r2","r3","r4"],"names":["민준","지수","하늘"],"self":true,
			"log":[{"asker":1,"card":"sum-all","answers":{"0":10,"1":10,"2":29}}],
			"claim":{"position":5,"tile":"b9","is":true}}`,
			because: []int{0},
			ko:      "지수가 “모든 타일의 합은?” 하고 묻자 지수는 모든 타일의 합이 10이라고 답했고, 하늘은 모든 타일의 합이 29라고 답했습니다. 타일 20장을 모두 더하면 90이니, 가운데 타일의 합은 90 − 10(내 타일) − 10(지수) − 29(하늘) = 41입니다. 내가 볼 수 없는 타일 중 가장 큰 5장(파란 7, 빨간 8, 파란 8, 빨간 9, 파란 9)의 합이 정확히 41입니다. 내 타일로 가능한 가운데 타일 조합 2,288가지 가운데 위의 답과 맞는 것은 (빨간 7, 빨간 8, 파란 8, 빨간 9, 파란 9), (파란 7, 빨간 8, 파란 8, 빨간 9, 파란 9) 2가지뿐입니다. 그러므로 가운데 타일의 5번째 자리는 파란 9입니다.",
			en:      "지수 asked “Sum of all tiles?”: 지수 said all the tiles sum to 10 and 하늘 said all the tiles sum to 29. All 20 tiles sum to 90, so the centre's tiles sum to 90 − 10 (민준's) − 10 (지수's) − 29 (하늘's) = 41. The five largest tiles you cannot see (blue 7, red 8, blue 8, red 9, blue 9) sum to exactly 41. Of the 2,288 sets of centre tiles there could be beside your own tiles, the answers leave 2: (red 7, red 8, blue 8, red 9, blue 9) or (blue 7, red 8, blue 8, red 9, blue 9). So position 5 of the centre is blue 9.",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var req ExplainRequest
			require.NoError(t, json.Unmarshal([]byte(tc.in), &req))
			for lang, want := range map[string]string{"ko": tc.ko, "en": tc.en} {
				req.Lang = lang
				ex, err := Explain(req)
				require.NoError(t, err)
				require.True(t, ex.Holds)
				assert.Equal(t, tc.because, ex.Because)
				assert.Equal(t, want, ex.Text, lang)
			}
		})
	}
}

// TestCentreCount: with 3 players, a count every opponent answered gives the centre's count by
// subtraction from the game's tiles; an asker who did not answer leaves it open (no sentence).
func TestCentreCount(t *testing.T) {
	in := `{"game":"tagiron","players":3,"seat":0,"own":["r0","r1","r2","r3","r4"],"names":["민준","지수","하늘"],
	"log":[{"asker":0,"card":"count-red","answers":{"1":0,"2":2}},{"asker":1,"card":"count-odd","answers":{"0":2,"2":4}}]}`
	var req SolveRequest
	require.NoError(t, json.Unmarshal([]byte(in), &req))
	s, err := parseState(req)
	require.NoError(t, err)
	x := newExplainer(s, req.Log, 1, MustTile("b7"), true)
	x.names, x.self = []string{"민준", "지수", "하늘"}, true
	ko, v, ok := x.centreValue(langKO, req.Log[0], CountRed)
	require.True(t, ok)
	assert.Equal(t, 2, v)
	assert.Equal(t, "빨간색 타일은 모두 9장이니, 가운데의 빨간색 타일은 9 − 5(내 타일) − 0(지수) − 2(하늘) = 2장입니다.", ko)
	en, _, _ := x.centreValue(langEN, req.Log[0], CountRed)
	assert.Equal(t, "The game has 9 red tiles, so the centre holds 9 − 5 (민준's) − 0 (지수's) − 2 (하늘's) = 2 of them.", en)
	_, _, ok = x.centreValue(langKO, req.Log[1], CountOdd)
	assert.False(t, ok, "지수 asked and did not answer: the centre's odd tiles stay open")
}
