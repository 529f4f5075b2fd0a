package web_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// allViews is every seat's view, the host's and the display's, as raw bytes.
func (g *c13) allViews() []string {
	g.t.Helper()
	var out []string
	for p := range g.tokens { // every phone has opened its seat
		g.h.call("GET", "/api/seat/"+g.tokens[p], nil, nil)
	}
	for p := range g.tokens {
		_, b := g.h.call("GET", "/api/seat/"+g.tokens[p], nil, nil)
		out = append(out, string(b))
	}
	_, b := g.h.call("GET", "/api/host/tables/"+g.id, nil, g.h.hostHdr())
	_, d := g.h.call("GET", "/api/display/"+g.id, nil, nil)
	return append(out, string(b), string(d))
}

type c13Bad struct {
	name string
	seat int
	body any
	code int
	msg  string
}

func (g *c13) refuseAll(t *testing.T, cases []c13Bad) {
	t.Helper()
	before := g.allViews()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, body := g.seatTry(c.seat, c.body)
			assert.Equal(t, c.code, code, body)
			var e map[string]string
			require.NoError(t, json.Unmarshal([]byte(body), &e), body)
			assert.Contains(t, e["error"], c.msg)
		})
	}
	assert.Equal(t, before, g.allViews(), "refused requests change nothing")
}

func TestClues13BadInput(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 140)
	d := c13Deal(t, 4, 40)
	t.Run("setup", func(t *testing.T) {
		code, body := h.call("POST", "/api/host/tables", map[string]any{"game": "clues13", "players": 2, "options": map[string]any{"expert": true}}, h.hostHdr())
		assert.Equal(t, http.StatusBadRequest, code, string(body))
		assert.Contains(t, string(body), "expert rule is for 3 to 6")
		code, body = h.call("POST", "/api/host/tables", map[string]any{"game": "clues13", "players": 7}, h.hostHdr())
		assert.Equal(t, http.StatusBadRequest, code, string(body))
		tb := h.create("clues13", 4)
		g := &c13{table: tb, t: t, deal: d}
		g.enter(0)
		g.refuseAll(t, []c13Bad{
			{"two persons outside", 1, map[string]any{"type": "cards", "outside": []string{"officer", "duke", "knife"}, "inside": []string{"parlor", "market"}}, http.StatusBadRequest, "one person, one location and one weapon"},
			{"removed colour", 1, map[string]any{"type": "cards", "outside": []string{"coachman", "parlor", "knife"}, "inside": []string{"duke", "market"}}, http.StatusBadRequest, "not in play with 4 players"},
			{"four cards", 1, map[string]any{"type": "cards", "outside": []string{"officer", "parlor", "knife"}, "inside": []string{"duke"}}, http.StatusBadRequest, "enter 5 cards"},
			{"start before everyone entered", 0, map[string]any{"type": "start"}, http.StatusConflict, "Player 2 has not entered their cards yet"},
			{"ask before the start", 0, map[string]any{"type": "ask", "answerer": 1, "ask": "red"}, http.StatusConflict, "not started"},
		})
		for p := 1; p < 4; p++ {
			g.enter(p)
		}
		g.refuseAll(t, []c13Bad{
			{"a seat lays out informants", 0, map[string]any{"type": "start", "informants": c13IDs(d.Informants)}, http.StatusForbidden, "only the host"},
		})
		code, body = h.call("POST", "/api/host/tables/"+tb.id+"/do", map[string]any{"type": "start", "informants": []string{"officer", "duke", "butcher", "nurse"}}, h.hostHdr())
		assert.Equal(t, http.StatusBadRequest, code, string(body))
		assert.Contains(t, string(body), "exactly the 4 cards nobody entered")
	})

	t.Run("play", func(t *testing.T) {
		g := newC13(t, h, d, true, 0)
		g.ask(0, 2, "red", "", true) // seat 0 uses its only token and its top-secret token
		// Seat 1 on turn, with 1 token.
		g.refuseAll(t, []c13Bad{
			{"out of turn", 0, map[string]any{"type": "ask", "answerer": 1, "ask": "red"}, http.StatusConflict, "it is Player 2's turn"},
			{"a kind, not a category", 1, map[string]any{"type": "ask", "answerer": 2, "ask": "person"}, http.StatusBadRequest, "only the 10 colours and the 6 categories"},
			{"ask yourself", 1, map[string]any{"type": "ask", "answerer": 1, "ask": "red"}, http.StatusConflict, "cannot ask yourself"},
			{"no answerer", 1, map[string]any{"type": "ask", "ask": "red"}, http.StatusBadRequest, "name the player"},
			{"side with 4 players", 1, map[string]any{"type": "ask", "answerer": 2, "ask": "red", "side": "left"}, http.StatusConflict, "only named with 2 players"},
			{"solve with two persons", 1, map[string]any{"type": "solve", "guess": []string{"officer", "duke", "knife"}}, http.StatusBadRequest, "one person, one location and one weapon"},
			{"solve with two cards", 1, map[string]any{"type": "solve", "guess": []string{"officer", "parlor"}}, http.StatusBadRequest, "not 2 cards"},
			{"informant not laid out", 1, map[string]any{"type": "peek", "letter": "E"}, http.StatusConflict, "not laid out with 4 players"},
			{"unknown letter", 1, map[string]any{"type": "peek", "letter": "Z"}, http.StatusBadRequest, "no such informant letter"},
			{"take with a token in hand", 1, map[string]any{"type": "take", "from": 2}, http.StatusConflict, "only when you hold none"},
			{"mark a removed card", 1, map[string]any{"type": "mark", "card": "bow", "state": "out"}, http.StatusBadRequest, "not in play"},
			{"unknown mark", 1, map[string]any{"type": "mark", "card": "knife", "state": "sure"}, http.StatusBadRequest, "unknown mark"},
			{"cards after start", 1, map[string]any{"type": "cards", "outside": c13IDs(d.Outside[2][:]), "inside": c13IDs(d.Inside[1][:])}, http.StatusConflict, "once the game has started"},
			{"unknown command", 1, map[string]any{"type": "accuse"}, http.StatusBadRequest, "unknown command"},
			{"malformed", 1, `{"type":"ask","answerer":"two"}`, http.StatusBadRequest, `the value of "answerer" must be a whole number`},
		})
		// Seat 1 spends its token; seat 2 (3 tokens: its own, seat 0's and seat 1's) asks in private once.
		g.ask(1, 2, "male", "", false)
		g.ask(2, 3, "blue", "", true)
		g.refuseAll(t, []c13Bad{
			{"a second top-secret ask", 2, map[string]any{"type": "ask", "answerer": 3, "ask": "red", "private": true}, http.StatusConflict, "already used your top-secret token"},
		})
	})

	t.Run("no private asks without the rule, no peek with 6", func(t *testing.T) {
		g := newC13(t, h, c13Deal(t, 6, 41), false, 3)
		g.refuseAll(t, []c13Bad{
			{"peek with 6 players", 3, map[string]any{"type": "peek", "letter": "A"}, http.StatusConflict, "no peeking at informants with 6 players"},
			{"private ask without the expert rule", 3, map[string]any{"type": "ask", "answerer": 4, "ask": "red", "private": true}, http.StatusConflict, "expert rule"},
		})
		// In Korean by default.
		code, body := h.call("POST", "/api/seat/"+g.tokens[0]+"/do", map[string]any{"type": "ask", "answerer": 1, "ask": "red"}, nil)
		assert.Equal(t, http.StatusConflict, code)
		assert.Contains(t, string(body), "플레이어 4의 차례입니다")
	})
}
