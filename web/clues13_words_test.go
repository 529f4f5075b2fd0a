package web_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestClues13RefusalsInPlayersWords: refusals from the rules count players
// from 1, as the pages do, and come in the phone's language.
func TestClues13RefusalsInPlayersWords(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 63)
	g := newC13(t, h, c13Deal(t, 4, 7), false, 0)
	say := func(seat int, cmd map[string]any, l string) (int, string) {
		code, body := h.call("POST", "/api/seat/"+g.tokens[seat]+"/do", cmd, map[string]string{"X-Lang": l})
		return code, string(body)
	}
	ask := map[string]any{"type": "ask", "answerer": 1, "ask": "red"}
	code, body := say(2, ask, "en")
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, body, "it is Player 1's turn")
	_, body = say(2, ask, "ko")
	assert.Contains(t, body, "플레이어 1의 차례입니다")

	peek := map[string]any{"type": "peek", "letter": "E"}
	_, body = say(0, peek, "ko")
	assert.Contains(t, body, "4인 게임에는 E 비밀정보원 카드가 없습니다")

	solve := map[string]any{"type": "solve", "guess": []string{"officer", "duke", "knife"}}
	code, body = say(0, solve, "en")
	assert.Equal(t, http.StatusBadRequest, code)
	assert.Contains(t, body, "one person, one location and one weapon")
	_, body = say(0, solve, "ko")
	assert.Contains(t, body, "인물·장소·흉기 카드를 1장씩 고릅니다")
}
