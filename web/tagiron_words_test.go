package web_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTagironRefusalsInPlayersWords: refusals count players from 1, as the
// pages do, and come in the phone's language.
func TestTagironRefusalsInPlayersWords(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 61)
	tb := h.create("tagiron", 3)
	setupTagiron(tb, [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}, 0)
	code, body := h.call("POST", "/api/seat/"+tb.tokens[2]+"/do", map[string]any{"type": "ask", "card": "count-red"}, map[string]string{"X-Lang": "en"})
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, string(body), "it is Player 1's turn")
	code, body = h.call("POST", "/api/seat/"+tb.tokens[2]+"/do", map[string]any{"type": "ask", "card": "count-red"}, map[string]string{"X-Lang": "ko"})
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, string(body), "플레이어 1의 차례입니다")
	_, body = h.call("POST", "/api/seat/"+tb.tokens[0]+"/do", map[string]any{"type": "ask", "card": "where-1-or-2"}, map[string]string{"X-Lang": "en"})
	assert.Contains(t, string(body), "asks about 1 or 2: pick one")
}

// TestRefusalsNameTheSeat: once seats have names, a refusal that names a
// player says the name, with Korean particles that fit it, in both
// languages; the English log text says it too.
func TestRefusalsNameTheSeat(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 62)
	tb := h.create("tagiron", 3)
	tb.seat(0, map[string]any{"type": "name", "name": "민준"})
	tb.seat(1, map[string]any{"type": "name", "name": "Sue"})
	setupTagiron(tb, [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}, 0)
	ask := map[string]any{"type": "ask", "card": "count-red"}
	_, body := h.call("POST", "/api/seat/"+tb.tokens[2]+"/do", ask, map[string]string{"X-Lang": "en"})
	assert.Contains(t, string(body), "it is 민준's turn")
	_, body = h.call("POST", "/api/seat/"+tb.tokens[2]+"/do", ask, map[string]string{"X-Lang": "ko"})
	assert.Contains(t, string(body), "민준의 차례입니다")
	assert.NotContains(t, string(body), "플레이어")

	// Seat 1 declares wrongly: out. A second declaration names it, with
	// the particle chosen by the name's final sound (Sue → 는).
	tb.seat(1, map[string]any{"type": "declare", "tiles": []string{"r8", "b8", "r9", "b9", "r7"}})
	_, body = h.call("POST", "/api/seat/"+tb.tokens[1]+"/do", map[string]any{"type": "declare", "tiles": []string{"r8", "b8", "r9", "b9", "b7"}}, map[string]string{"X-Lang": "ko"})
	assert.Contains(t, string(body), "Sue는 게임을 마쳐")
	// A seat without a name is numbered as the pages number it.
	tb.seat(0, ask)
	tb.host(map[string]any{"type": "reveal", "card": "sum-red"})
	_, body = h.call("POST", "/api/seat/"+tb.tokens[0]+"/do", map[string]any{"type": "ask", "card": "sum-red"}, map[string]string{"X-Lang": "ko"})
	assert.Contains(t, string(body), "플레이어 3의 차례입니다")
	_, body = h.call("POST", "/api/seat/"+tb.tokens[0]+"/do", map[string]any{"type": "ask", "card": "sum-red"}, map[string]string{"X-Lang": "en"})
	assert.Contains(t, string(body), "it is Player 3's turn")
}
