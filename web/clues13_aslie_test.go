package web_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// c13PeekTranscript plays seat 0's peek entries at a table whose informants lie as they are and
// records every byte seat 0 receives: each reply (accepted or refused), its view and its hints.
// x is a card seat 0 cannot see (in its own case in one deal, an informant in the other); y likewise
// (another seat's inside card, or an informant).
func c13PeekTranscript(t *testing.T, d rules.Deal, x, y rules.Card) []string {
	h := newHarness(t, "", 1717) // same seed: same table id and tokens in both runs
	g := newC13Laid(t, h, d, false, 0, false)
	var got []string
	record := func(code int, body string) { got = append(got, strings.TrimSpace(body), http.StatusText(code)) }
	get := func() {
		for _, path := range []string{"", "/hints"} {
			code, body := h.call("GET", "/api/seat/"+g.tokens[0]+path, nil, nil)
			record(code, string(body))
		}
	}
	call := func(cmd map[string]any) {
		code, body := g.seatTry(0, cmd)
		record(code, body)
	}
	get()
	call(map[string]any{"type": "peek", "letter": "A", "card": d.Inside[0][1].String()})  // seen: refused
	call(map[string]any{"type": "peek", "letter": "A", "card": d.Outside[2][0].String()}) // seen: refused
	call(map[string]any{"type": "peek", "letter": "A", "card": x.String()})
	get()
	// The others ask about a colour removed at 4 players (always 0, whatever the deal) until seat 0's
	// turn comes again.
	for on := c13Turn(g.view(0)); on != 0; on = c13Turn(g.view(0)) {
		g.seat(on, map[string]any{"type": "ask", "answerer": (on + 1) % 4, "ask": "gray"})
	}
	call(map[string]any{"type": "peek", "letter": "B", "card": x.String()}) // placed under A: refused
	call(map[string]any{"type": "peek", "letter": "B", "card": y.String()})
	get()
	call(map[string]any{"type": "peek", "letter": "A", "card": y.String()}) // A holds x for seat 0: refused
	get()
	return got
}

// TestClues13PeekEntriesRevealNothing: a peeker's entry is never checked against the hidden cards. Two
// deals agree on all seat 0 sees (its inside pair, the other cases) and differ in what it does not: the
// card x it enters under A is in its own case in one deal and an informant in the other, and y is seat
// 1's inside card in one and an informant in the other. Seat 0 gets the same bytes for every entry,
// accepted or refused, and the same views and hints afterwards.
func TestClues13PeekEntriesRevealNothing(t *testing.T) {
	t.Parallel() // it owns its servers
	a := c13Deal(t, 4, 77)
	b := a
	b.Outside = append([][3]rules.Card(nil), a.Outside...)
	b.Inside = append([][2]rules.Card(nil), a.Inside...)
	b.Informants = append([]rules.Card(nil), a.Informants...)
	// x: a card of seat 0's case that swaps with an informant of its kind.
	xi, k := -1, 0
	for i, c := range a.Informants {
		for kk, own := range a.Outside[0] {
			if xi < 0 && c.Kind() == own.Kind() {
				xi, k = i, kk
			}
		}
	}
	require.GreaterOrEqual(t, xi, 0, "the deal has an informant of a kind in seat 0's case")
	x := a.Outside[0][k]
	b.Outside[0][k], b.Informants[xi] = a.Informants[xi], x
	yi := (xi + 1) % len(a.Informants)
	y := a.Inside[1][0]
	b.Inside[1][0], b.Informants[yi] = a.Informants[yi], y
	require.NoError(t, b.Validate())

	ta := c13PeekTranscript(t, a, x, y)
	tb := c13PeekTranscript(t, b, x, y)
	require.Equal(t, len(ta), len(tb))
	for i := range ta {
		assert.Equal(t, ta[i], tb[i], "response %d differs", i)
	}
	// The entries really were refused and accepted (the test is not vacuous).
	all := strings.Join(ta, "\n")
	assert.Equal(t, 4, strings.Count(all, http.StatusText(http.StatusConflict)), "four entries refused")
	assert.Contains(t, all, `"peeked":{"A":"`+x.String()+`","B":"`+y.String()+`"}`)
	assert.Contains(t, all, `"suggestions"`, "the hints were really computed")
}
