package web_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/gametest"
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
		{map[string]any{"game": "code777", "players": 3, "options": map[string]any{"reshuffle_at": "4"}}, `the table option \"reshuffle_at\" takes a number, not \"4\"`},
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

// TestHostErrorsAreSentences: what the host's console is told when a
// request goes wrong is a sentence in its language, never Go's or the JSON
// decoder's text (as TestHTTPErrorsAreSentences for seats).
func TestHostErrorsAreSentences(t *testing.T) {
	h := newHarness(t, "", 234)
	tb := h.create("tagiron", 3)
	host := "/api/host/tables/" + tb.id + "/do"
	for _, c := range []struct {
		method, path string
		body         any
	}{
		{"POST", "/api/host/tables", `{"game":`},
		{"POST", "/api/host/tables", map[string]any{"game": "tagiron", "players": "three"}},
		{"POST", "/api/host/tables", map[string]any{"game": "code777", "players": 3, "options": map[string]any{"expert": true}}},
		{"POST", "/api/host/tables", map[string]any{"game": "lexio", "players": 4, "options": map[string]any{"deals": "many"}}},
		{"POST", "/api/host/tables", map[string]any{"game": "clues13", "players": 4, "options": []int{1}}},
		{"POST", "/api/host/tables", map[string]any{"game": "tagiron", "players": 2, "practice": map[string]any{"seat": -1}}},
		{"POST", host, `{"type":"allow","seat":`},
		{"POST", host, map[string]any{"type": "allow", "seat": "one"}},
		{"POST", host, map[string]any{"type": "reveal", "card": 7}},
		{"GET", "/api/host/history?from=yesterday", nil},
		{"GET", "/api/host/history?limit=lots", nil},
		{"GET", "/api/host/history?cursor=zzz", nil},
		{"POST", "/api/host/history/delete", `{"all":`},
		{"POST", "/api/host/history/import", `{"format":"tablemate-history/1","records":[{"table":7}]}`},
	} {
		for _, l := range []string{"en", "ko"} {
			hdr := h.hostHdr()
			hdr["X-Lang"] = l
			code, body := h.call(c.method, c.path, c.body, hdr)
			assert.GreaterOrEqual(t, code, 400, "%s %s %v", c.method, c.path, c.body)
			var e map[string]string
			require.NoError(t, json.Unmarshal(body, &e), string(body))
			assert.NotEmpty(t, e["error"])
			assert.NotRegexp(t, goInternals, e["error"], "%s %s %v", c.method, c.path, c.body)
			if l == "ko" {
				assert.True(t, gametest.HasHangul(e["error"]), e["error"])
			}
		}
	}
}
