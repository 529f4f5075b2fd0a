package web_test

import (
	"encoding/json"
	"net/http"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/gametest"
)

// goInternals are the marks of Go's own error text reaching a person.
var goInternals = regexp.MustCompile(`%!|json:|unmarshal|Go struct|of type|\bint\b|\bstring\b|invalid character`)

// TestHTTPErrorsAreSentences: a bad JSON body, an unknown table and a pick
// of the wrong type come back as plain sentences in the phone's language; a
// rules refusal names the section of the rules sheet that says why.
func TestHTTPErrorsAreSentences(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 91)
	tb := h.create("tagiron", 3)
	setupTagiron(tb, [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}, 0)
	seat := "/api/seat/" + tb.tokens[0] + "/do"
	cases := []struct {
		name, method, path string
		body               any
		status             int
		en, ko             string
		rule               string
	}{
		{"bad JSON", "POST", seat, `{"type":`, http.StatusBadRequest, "the request is not valid JSON", "요청이 올바른 JSON 형식이 아닙니다", ""},
		{"no type", "POST", seat, `{"card":"count-red"}`, http.StatusBadRequest, `a command needs a "type"`, `명령에는 "type"이 있어야 합니다`, ""},
		{"pick of the wrong type", "POST", seat, map[string]any{"type": "ask", "card": "where-1-or-2", "pick": "one"}, http.StatusBadRequest,
			`the value of "pick" must be a whole number`, `"pick" 값은 정수여야 합니다`, ""},
		{"unknown card", "POST", seat, map[string]any{"type": "ask", "card": "where-10"}, http.StatusBadRequest,
			"there is no such question card in this game", "이 게임에 없는 질문 카드를 보냈습니다", ""},
		{"unknown table", "GET", "/api/display/nope", nil, http.StatusNotFound, "no such table", "그런 테이블이 없습니다", ""},
		{"unknown route", "GET", "/api/nothing-here", nil, http.StatusNotFound, "not found", "찾는 것이 없습니다", ""},
		{"pick for a card without one", "POST", seat, map[string]any{"type": "ask", "card": "count-red", "pick": 3}, http.StatusConflict,
			"card “How many red tiles?” takes no number", "“빨간색 타일은 몇 장인가요?” 카드는 숫자를 고르지 않습니다", "choice"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, l := range []string{"en", "ko"} {
				code, body := h.call(c.method, c.path, c.body, map[string]string{"X-Lang": l})
				assert.Equal(t, c.status, code, string(body))
				var e map[string]string
				require.NoError(t, json.Unmarshal(body, &e), string(body))
				want := c.en
				if l == "ko" {
					want = c.ko
					assert.True(t, gametest.HasHangul(e["error"]), e["error"])
				}
				assert.Contains(t, e["error"], want)
				assert.NotRegexp(t, goInternals, e["error"])
				assert.False(t, gametest.Markers(e["error"]), e["error"])
				assert.Equal(t, c.rule, e["rule"], "the rules section")
			}
		})
	}
}
