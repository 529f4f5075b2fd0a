package web_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// c777Snapshot is every byte the host and the seats receive as views.
func c777Snapshot(g *c777) []string {
	g.t.Helper()
	code, host := g.h.call("GET", "/api/host/tables/"+g.id, nil, g.h.hostHdr())
	require.Equal(g.t, http.StatusOK, code)
	out := []string{string(host)}
	for s := range g.players {
		code, body := g.h.call("GET", "/api/seat/"+g.tokens[s], nil, nil)
		require.Equal(g.t, http.StatusOK, code)
		out = append(out, string(body))
	}
	return out
}

// TestCode777BadInputChangesNothing: every refusal has a clear message, the right status, and leaves every
// view byte-identical.
func TestCode777BadInputChangesNothing(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 21)
	g := createC777(t, h, 3, nil, "full")
	// A fixed deal: green1 (one copy) sits on seat 1's rack.
	g.dealThree()
	// Seat 2 challenges wrongly: its rack waits for tiles from seat 1.
	g.must(2, map[string]any{"type": "challenge", "numbers": "1 1 1"})

	cases := []struct {
		name   string
		actor  int
		cmd    map[string]any
		status int
		msg    string
	}{
		{"out of turn", 2, map[string]any{"type": "read", "card": "q4"}, http.StatusConflict, "Player 2's turn"},
		{"card already used in this cycle", -1, map[string]any{"type": "read", "card": "q3"}, http.StatusConflict, "Player 3's rack still waits"},
		{"unknown card", 1, map[string]any{"type": "read", "card": "q24"}, http.StatusBadRequest, "no such question card"},
		{"two of a single tile", 1, map[string]any{"type": "rack", "rack": "2", "tiles": []string{"black5", "black5", "red5"}}, http.StatusBadRequest, "only 1"},
		{"not the placer", 2, map[string]any{"type": "rack", "rack": "2", "tiles": []string{"red5", "red5", "brown4"}}, http.StatusForbidden, "Player 2 places"},
		{"host on a seat rack", -1, map[string]any{"type": "rack", "rack": "2", "tiles": []string{"red5", "red5", "brown4"}}, http.StatusForbidden, "only the neutral"},
		{"rack already full", -1, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"red5", "red5", "brown4"}}, http.StatusConflict, "does not need tiles"},
		{"no such rack", 1, map[string]any{"type": "rack", "rack": "n2", "tiles": []string{"red5", "red5", "brown4"}}, http.StatusBadRequest, "not in this game"},
		{"two numbers", 0, map[string]any{"type": "challenge", "numbers": "5 7"}, http.StatusBadRequest, "three numbers"},
		{"number 8", 0, map[string]any{"type": "challenge", "numbers": "5 7 8"}, http.StatusBadRequest, "1 to 7"},
		{"numbers as a list", 0, map[string]any{"type": "challenge", "numbers": []int{5, 5, 7}}, http.StatusBadRequest, `the value of \"numbers\" must be text`},
		{"no challenger", -1, map[string]any{"type": "challenge", "challenges": []any{}}, http.StatusBadRequest, "at least one"},
		{"both shapes", 0, map[string]any{"type": "challenge", "numbers": "5 5 7", "challenges": []any{map[string]any{"seat": 1, "numbers": "1 2 3"}}}, http.StatusBadRequest, "either"},
		{"a seat twice", -1, map[string]any{"type": "challenge", "challenges": []any{map[string]any{"seat": 0, "numbers": "5 5 7"}, map[string]any{"seat": 0, "numbers": "5 5 7"}}}, http.StatusBadRequest, "twice"},
		{"no such seat", -1, map[string]any{"type": "challenge", "challenges": []any{map[string]any{"seat": 3, "numbers": "5 5 7"}}}, http.StatusBadRequest, "no player 4"},
		{"seat missing", -1, map[string]any{"type": "challenge", "challenges": []any{map[string]any{"numbers": "5 5 7"}}}, http.StatusBadRequest, "no player"},
		{"the host's own challenge", -1, map[string]any{"type": "challenge", "numbers": "5 5 7"}, http.StatusForbidden, "only a player"},
		{"a challenger without tiles", 0, map[string]any{"type": "challenge", "challenges": []any{map[string]any{"seat": 2, "numbers": "5 5 7"}}}, http.StatusConflict, "no tiles"},
		{"bad note cell", 0, map[string]any{"type": "mark", "cell": "red5/5", "state": "x"}, http.StatusBadRequest, "unknown notepad cell"},
		{"bad note state", 0, map[string]any{"type": "mark", "cell": "red5/1", "state": "maybe"}, http.StatusBadRequest, "unknown mark"},
		{"start again", -1, map[string]any{"type": "start"}, http.StatusConflict, "already started"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := c777Snapshot(g)
			code, body := g.do(c.actor, c.cmd)
			assert.Equal(t, c.status, code, body)
			assert.Contains(t, body, c.msg)
			assert.Equal(t, before, c777Snapshot(g), "nothing changed")
		})
	}
	// Seat 1 places green 1, which lies on its own rack (it cannot see it):
	// the entry is saved like any other, and the table is in conflict on
	// every screen, until the host's undo takes it back.
	code, body := g.do(1, map[string]any{"type": "rack", "rack": "2", "tiles": []string{"green1", "red5", "red5"}})
	require.Equal(t, http.StatusOK, code, body)
	assert.Contains(t, body, `"conflict":true`)
	code, body = g.do(0, map[string]any{"type": "read", "card": "q4"})
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, body, "don't add up")
	g.must(-1, map[string]any{"type": "undo"})
	// Once the rack is refilled, the used card is refused for itself.
	g.must(1, map[string]any{"type": "rack", "rack": "2", "tiles": []string{"red5", "red5", "brown4"}})
	before := c777Snapshot(g)
	code, body = g.do(1, map[string]any{"type": "read", "card": "q3"})
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, body, "question card #3 was already read in this cycle")
	assert.Equal(t, before, c777Snapshot(g))
	// Korean messages come from the game's own translations.
	_, ko := g.h.call("POST", "/api/seat/"+g.tokens[1]+"/do", map[string]any{"type": "read", "card": "q3"}, map[string]string{"X-Lang": "ko"})
	assert.Contains(t, string(ko), "이번 덱에서 이미 읽었습니다")
	// Bad table options are refused at creation.
	code, raw := h.call("POST", "/api/host/tables", map[string]any{"game": "code777", "players": 3, "options": map[string]any{"reshuffle_at": 5}}, h.hostHdr())
	assert.Equal(t, http.StatusBadRequest, code, string(raw))
	code, raw = h.call("POST", "/api/host/tables", map[string]any{"game": "code777", "players": 6}, h.hostHdr())
	assert.Equal(t, http.StatusBadRequest, code, string(raw))
}
