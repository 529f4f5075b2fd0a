package web_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRulesAndStepAPI: every game's rules sheet is served in both
// languages; an unknown game is a 404; the display's step sentence is there
// only in first-game mode and follows the game.
func TestRulesAndStepAPI(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 2403)
	for _, g := range []string{"tagiron", "code777", "clues13", "lexio"} {
		code, body := h.call("GET", "/api/rules/"+g, nil, nil)
		require.Equal(t, http.StatusOK, code)
		var sh struct {
			Sections []struct {
				ID      string   `json:"id"`
				TitleKO string   `json:"title_ko"`
				EN      []string `json:"en"`
			} `json:"sections"`
		}
		require.NoError(t, json.Unmarshal(body, &sh))
		require.NotEmpty(t, sh.Sections, g)
		assert.Equal(t, "goal", sh.Sections[0].ID)
	}
	code, _ := h.call("GET", "/api/rules/chess", nil, nil)
	assert.Equal(t, http.StatusNotFound, code)

	plain := h.create("tagiron", 2)
	code, body := h.call("GET", "/api/display/"+plain.id+"/step", nil, nil)
	require.Equal(t, http.StatusOK, code)
	assert.JSONEq(t, `{"on":false,"game":"tagiron"}`, string(body))

	tb := h.createWith(map[string]any{"game": "tagiron", "players": 2, "first_game": true})
	step := func() map[string]any {
		code, body := h.call("GET", "/api/display/"+tb.id+"/step", nil, nil)
		require.Equal(t, http.StatusOK, code)
		var m map[string]any
		require.NoError(t, json.Unmarshal(body, &m))
		return m
	}
	assert.Equal(t, "준비 중: 모두 폰에 자기 패를 입력하세요.", step()["ko"])
	tb.seat(0, map[string]any{"type": "tiles", "tiles": []string{"r0", "b1", "r3", "g5", "b8"}})
	tb.seat(1, map[string]any{"type": "tiles", "tiles": []string{"r1", "b2", "r4", "r6", "b9"}})
	for _, c := range sixCards {
		tb.host(map[string]any{"type": "reveal", "card": c})
	}
	tb.seat(1, map[string]any{"type": "name", "name": "민지"})
	tb.host(map[string]any{"type": "start", "starter": 1})
	s := step()
	assert.Equal(t, "민지 차례: 펼친 카드 하나로 질문하거나, 정답을 선언합니다.", s["ko"])
	assert.Equal(t, "민지's turn: ask with one face-up card, or declare.", s["en"])
}
