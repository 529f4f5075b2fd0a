package web_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCode777RefusalsInPlayersWords: refusals from the rules count players
// from 1, as the pages do, and come in the phone's language.
func TestCode777RefusalsInPlayersWords(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 62)
	g := createC777(t, h, 3, nil, "full")
	g.dealThree()

	twice := map[string]any{"type": "challenge", "challenges": []any{
		map[string]any{"seat": 0, "numbers": "5 5 7"}, map[string]any{"seat": 0, "numbers": "5 5 7"}}}
	host := func(l string) map[string]string {
		hdr := h.hostHdr()
		hdr["X-Lang"] = l
		return hdr
	}
	code, body := h.call("POST", "/api/host/tables/"+g.id+"/do", twice, host("en"))
	assert.Equal(t, http.StatusBadRequest, code)
	assert.Contains(t, string(body), "Player 1 is named twice among the challengers")
	_, body = h.call("POST", "/api/host/tables/"+g.id+"/do", twice, host("ko"))
	assert.Contains(t, string(body), "플레이어 1이 도전자로 두 번 입력되었습니다")

	// Seat 1 is to read; q3 is used in this cycle of the deck.
	code, body = h.call("POST", "/api/seat/"+g.tokens[1]+"/do", map[string]any{"type": "read", "card": "q3"}, map[string]string{"X-Lang": "ko"})
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, string(body), "3번 질문 카드는 이번 덱에서 이미 읽었습니다")

	// Seat 1 challenges wrongly; seat 0 refills rack 1 with a tile the game has once, twice.
	g.must(1, map[string]any{"type": "challenge", "numbers": "1 2 3"})
	black5 := map[string]any{"type": "rack", "rack": "1", "tiles": []string{"black5", "black5", "red5"}}
	code, body = h.call("POST", "/api/seat/"+g.tokens[0]+"/do", black5, map[string]string{"X-Lang": "en"})
	assert.Equal(t, http.StatusBadRequest, code)
	assert.Contains(t, string(body), "the box holds only 1 × black 5, not 2")
	_, body = h.call("POST", "/api/seat/"+g.tokens[0]+"/do", black5, map[string]string{"X-Lang": "ko"})
	assert.Contains(t, string(body), "검정 5 타일은 게임에 1개뿐입니다 (2개 입력)")
}
