package web_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTagironRefusalsInPlayersWords: refusals count players from 1, as the
// pages do, and come in the phone's language.
func TestTagironRefusalsInPlayersWords(t *testing.T) {
	h := newHarness(t, "", 61)
	tb := h.create("tagiron", 3)
	setupTagiron(tb, [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}, 0)
	code, body := h.call("POST", "/api/seat/"+tb.tokens[2]+"/do", map[string]any{"type": "ask", "card": "count-red"}, map[string]string{"X-Lang": "en"})
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, string(body), "it is player 1's turn")
	code, body = h.call("POST", "/api/seat/"+tb.tokens[2]+"/do", map[string]any{"type": "ask", "card": "count-red"}, map[string]string{"X-Lang": "ko"})
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, string(body), "1번 플레이어의 차례입니다")
	_, body = h.call("POST", "/api/seat/"+tb.tokens[0]+"/do", map[string]any{"type": "ask", "card": "where-1-or-2"}, map[string]string{"X-Lang": "en"})
	assert.Contains(t, string(body), "asks about 1 or 2: pick one")
}
