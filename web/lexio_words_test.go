package web_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLexioRefusalsInPlayersWords: refusals from the rules count players from
// 1, as the pages do, and come in the phone's language.
func TestLexioRefusalsInPlayersWords(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 64)
	tb := lexioCreate(h, 4, map[string]any{"scorekeeping": true})
	say := func(seat int, cmd map[string]any, l string) (int, string) {
		code, body := h.call("POST", "/api/seat/"+tb.tokens[seat]+"/do", cmd, map[string]string{"X-Lang": l})
		return code, string(body)
	}
	code, body := say(0, map[string]any{"type": "deal"}, "en")
	require.Equal(t, http.StatusOK, code, body)
	buy := map[string]any{"type": "buy", "seat": 2}
	code, body = say(0, buy, "en")
	require.Equal(t, http.StatusOK, code, body)

	code, body = say(0, buy, "en")
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, body, "Player 3 already went out in this trick")
	_, body = say(0, buy, "ko")
	assert.Contains(t, body, "플레이어 3은 이번 라운드에 이미 아웃했습니다")

	emptied := map[string]any{"type": "emptied", "seat": 2, "left": []int{5, 5, 0, 5}}
	_, body = say(1, emptied, "en")
	assert.Contains(t, body, "Player 3 went out in this trick and cannot play their last tile")
	_, body = say(1, emptied, "ko")
	assert.Contains(t, body, "플레이어 3은 이번 라운드에 아웃해서 마지막 패를 낼 수 없습니다")

	counts := map[string]any{"type": "emptied", "seat": 0, "left": []int{0, 0, 5, 5}}
	code, body = say(1, counts, "en")
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, body, "Player 2 still holds tiles: their count is 1 to")
	_, body = say(1, counts, "ko")
	assert.Contains(t, body, "플레이어 2는 아직 패가 있으므로")
}
