package web_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCreateRefusesInWords: through the API, an option the game does not
// have is refused in a sentence (Tagiron used to keep it, Code 777 to answer
// in Go's words), and so is a practice table the bots alone would play.
func TestCreateRefusesInWords(t *testing.T) {
	h := newHarness(t, "", 231)
	for _, tc := range []struct {
		body map[string]any
		says string
	}{
		{map[string]any{"game": "tagiron", "players": 3, "options": map[string]any{"colour": "red"}}, "this game has no table options"},
		{map[string]any{"game": "code777", "players": 3, "options": map[string]any{"expert": true}}, `this game has no table option \"expert\"; its options are reshuffle_at, q2_threshold_more`},
		{map[string]any{"game": "code777", "players": 3, "options": map[string]any{"reshuffle_at": "4"}}, `the table option \"reshuffle_at\" takes one of 1, 4, 7, not \"4\"`},
		{map[string]any{"game": "tagiron", "players": 2, "practice": map[string]any{"seat": -1}}, "a practice table needs a seat for you: choose one from 1 to 2"},
		{map[string]any{"game": "tagiron", "players": 2, "practice": map[string]any{"seat": -2}}, "a practice table needs a seat for you: choose one from 1 to 2"},
	} {
		code, body := h.call("POST", "/api/host/tables", tc.body, h.hostHdr())
		assert.Equal(t, http.StatusBadRequest, code, string(body))
		assert.Contains(t, string(body), tc.says)
		assert.NotContains(t, string(body), "json:")
	}
	code, body := h.call("POST", "/api/host/tables", map[string]any{"game": "tagiron", "players": 2, "practice": map[string]any{"seat": 1}}, h.hostHdr())
	assert.Equal(t, http.StatusCreated, code, string(body))
}
