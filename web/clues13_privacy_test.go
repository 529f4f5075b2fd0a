package web_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// c13Transcript plays a 4-player expert game and records every byte seat 0 receives: its views, its
// replies, its hints (with and without open deductions), its page and its first live message.
// secret selects what seat 0 may not know: a private ask's subject between seats 2 and 3, and
// whether seat 2 writes in its notepad.
func c13Transcript(t *testing.T, d rules.Deal, secret string, otherNotes bool) ([]string, string) {
	h := newHarness(t, "", 1313) // same seed: same table id and tokens in both runs
	g := newC13(t, h, d, true, 0)
	var got []string
	record := func(code int, body string) {
		require.Equal(t, http.StatusOK, code, body)
		got = append(got, body)
	}
	get := func() {
		code, body := h.call("GET", "/api/seat/"+g.tokens[0], nil, nil)
		record(code, string(body))
		code, body = h.call("GET", "/api/seat/"+g.tokens[0]+"/hints", nil, nil)
		record(code, string(body))
		code, body = h.call("GET", "/api/seat/"+g.tokens[0]+"/hints?open=1", nil, nil)
		record(code, string(body))
		// "Why?" about cards seat 0 knows of and one it does not, in both languages.
		for _, q := range [][2]string{{d.Outside[1][0].String(), "0"}, {d.Informants[0].String(), "0"}, {"knife", "1"}, {"knife", "0"}} {
			for _, l := range []string{"ko", "en"} {
				code, body := why(h, g.tokens[0], q[0], q[1], l)
				got = append(got, strconv.Itoa(code)+" "+body)
			}
		}
	}
	get()
	record(g.seatTry(0, map[string]any{"type": "peek", "letter": "A"}))
	get()
	g.seat(1, map[string]any{"type": "ask", "answerer": 2, "ask": "red"})
	get()
	if otherNotes {
		g.seat(2, map[string]any{"type": "mark", "card": "knife", "state": "out"})
		g.seat(2, map[string]any{"type": "note", "text": "seat 3 has a red card"})
	}
	g.seat(2, map[string]any{"type": "ask", "answerer": 3, "ask": secret, "private": true})
	get()
	g.seat(2, map[string]any{"type": "ask", "answerer": 0, "ask": "female"})
	get()
	g.seat(3, map[string]any{"type": "ask", "answerer": 0, "ask": "blue"})
	g.seat(3, map[string]any{"type": "ask", "answerer": 2, "ask": "indoor"})
	get()
	record(g.seatTry(0, map[string]any{"type": "mark", "card": d.Outside[1][0].String(), "state": "out"}))
	record(g.seatTry(0, map[string]any{"type": "ask", "answerer": 2, "ask": "purple"}))
	get()
	code, page := h.call("GET", "/s/"+g.tokens[0], nil, nil)
	record(code, string(page))
	record(http.StatusOK, h.firstEvent(g.tokens[0]))
	_, seat1 := h.call("GET", "/api/seat/"+g.tokens[1], nil, nil)
	return got, string(seat1)
}

// TestClues13SeatSeesNothingHidden: two games that differ only in what seat 0 may not see — seat 1's
// inside cards, the informants it did not peek at, a private ask between seats 2 and 3, seat 2's
// notepad — while every answer seat 0 heard is the same, give seat 0 identical bytes.
func TestClues13SeatSeesNothingHidden(t *testing.T) {
	t.Parallel() // it owns its servers
	a := c13Deal(t, 4, 77)
	b := a
	b.Inside = append([][2]rules.Card(nil), a.Inside...)
	b.Informants = append([]rules.Card(nil), a.Informants...)
	// Seat 1's left inside card swaps with informant C, and informants B and D swap: seat 0 peeks only at A
	// and nobody asks seat 1, so nothing seat 0 hears depends on them.
	b.Inside[1][0], b.Informants[2] = a.Informants[2], a.Inside[1][0]
	b.Informants[1], b.Informants[3] = a.Informants[3], a.Informants[1]
	require.NoError(t, b.Validate())

	ta, seat1a := c13Transcript(t, a, "red", false)
	tb, seat1b := c13Transcript(t, b, "male", true)
	require.Equal(t, len(ta), len(tb))
	for i := range ta {
		assert.Equal(t, ta[i], tb[i], "response %d differs", i)
	}
	// The runs really differ in hidden things (the test is not vacuous).
	assert.NotEqual(t, seat1a, seat1b, "seat 1's own view shows its different inside cards")
	all := strings.Join(ta, "")
	assert.Contains(t, all, `"private":true`)
	assert.NotContains(t, all, "seat 3 has a red card")
	assert.Contains(t, all, `"suggestions"`, "the hints were really computed")
	assert.Contains(t, all, `"holds":true`, "the explanations were really computed")
	assert.Contains(t, all, `"counterexample"`)
}
