package web_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// seatTranscript plays a 3-player game and records every byte seat 0
// receives: its API views, its page, its live stream and its own replies.
func seatTranscript(t *testing.T, racks [][]string, otherMarks bool) []string {
	h := newHarness(t, "", 99) // same seed: same table id and tokens in both runs
	tb := h.create("tagiron", 3)
	var got []string
	record := func(code int, body string) {
		require.Equal(t, http.StatusOK, code, body)
		got = append(got, body)
	}
	get := func() {
		code, body := h.call("GET", "/api/seat/"+tb.tokens[0], nil, nil)
		record(code, string(body))
		code, body = h.call("GET", "/api/seat/"+tb.tokens[0]+"/tips", nil, nil) // first-game tips
		record(code, string(body))
		// The phone shows the one current tip and the player puts it away,
		// so the next one can come (one tip at a time).
		var tips struct {
			Tips []struct{ ID string } `json:"tips"`
		}
		require.NoError(t, json.Unmarshal(body, &tips))
		for _, tip := range tips.Tips {
			record(tb.seatTry(0, map[string]any{"type": "tip.seen", "tip": tip.ID}))
			record(tb.seatTry(0, map[string]any{"type": "tip.done", "tip": tip.ID}))
		}
	}
	record(tb.seatTry(0, map[string]any{"type": "teach", "on": true}))
	for i, r := range racks {
		if i == 0 {
			record(tb.seatTry(0, map[string]any{"type": "tiles", "tiles": r}))
		} else {
			tb.seat(i, map[string]any{"type": "tiles", "tiles": r})
		}
		get()
	}
	for _, c := range sixCards {
		tb.host(map[string]any{"type": "reveal", "card": c})
	}
	tb.host(map[string]any{"type": "start", "starter": 0})
	get()
	record(tb.seatTry(0, map[string]any{"type": "ask", "card": "count-red"}))
	tb.host(map[string]any{"type": "reveal", "card": "sum-red"})
	if otherMarks {
		// Seat 1's private notepad: seat 0 must not notice.
		tb.seat(1, map[string]any{"type": "mark", "pos": 2, "tile": "b9", "state": "out"})
		tb.seat(1, map[string]any{"type": "note", "text": "centre has r8?"})
		// Seat 1's first-game switch and dismissals are private too.
		tb.seat(1, map[string]any{"type": "teach", "on": true})
		tb.seat(1, map[string]any{"type": "tip.seen", "tip": "answer-aloud"})
		tb.seat(1, map[string]any{"type": "tip.seen", "tip": "first-turn"})
		tb.seat(1, map[string]any{"type": "tip.done", "tip": "first-turn"})
	}
	tb.seat(1, map[string]any{"type": "ask", "card": "where-5"})
	tb.host(map[string]any{"type": "reveal", "card": "sum-blue"})
	// Seat 2 declares (wrongly in both runs) off-turn: its guess is secret.
	tb.seat(2, map[string]any{"type": "declare", "tiles": []string{"r0", "b0", "r1", "b1", "g5"}})
	get()
	record(tb.seatTry(0, map[string]any{"type": "mark", "pos": 1, "tile": "r8", "state": "certain"}))

	for _, open := range []string{"", "?open=1"} {
		code, hints := h.call("GET", "/api/seat/"+tb.tokens[0]+"/hints"+open, nil, nil)
		record(code, string(hints))
	}
	// "Why?" about its own mark and other cells, in both languages.
	for _, q := range [][2]string{{"1/r8", "1"}, {"1/g5", "0"}, {"3/r6", "0"}, {"5/b9", "1"}, {"2/b3", "0"}} {
		for _, l := range []string{"ko", "en"} {
			record(why(h, tb.tokens[0], q[0], q[1], l))
		}
	}
	code, page := h.call("GET", "/s/"+tb.tokens[0], nil, nil)
	record(code, string(page))

	record(http.StatusOK, h.firstEvent(tb.tokens[0]))
	return got
}

// TestSeatSeesNothingHidden: two games that differ only in what seat 0 may
// not know — another rack, hence the centre, and another seat's notepad —
// while every answer said aloud is the same, give seat 0 identical bytes.
func TestSeatSeesNothingHidden(t *testing.T) {
	t.Parallel() // it owns its servers
	a := seatTranscript(t, [][]string{
		{"r0", "b0", "r1", "b1", "g5"},
		{"b2", "r3", "b3", "r4", "b4"}, // 2 red, no 5
		{"g5", "r6", "b6", "r7", "b7"},
	}, false)
	b := seatTranscript(t, [][]string{
		{"r0", "b0", "r1", "b1", "g5"},
		{"r2", "b2", "r3", "b3", "b4"}, // 2 red, no 5: same answers, different tiles and centre
		{"g5", "r6", "b6", "r7", "b7"},
	}, true)
	require.Equal(t, len(a), len(b))
	for i := range a {
		assert.Equal(t, a[i], b[i], "response %d differs", i)
	}
	// And the hidden things really differ between the runs (the test is not vacuous).
	assert.NotContains(t, strings.Join(a, ""), "b9\":\"out")
	assert.Contains(t, strings.Join(a, ""), `"counterexample"`, "the explanations were really computed")
	assert.Contains(t, strings.Join(a, ""), `"id":"first-turn"`, "the first-game tips were really computed")
	assert.Contains(t, strings.Join(a, ""), `"id":"first-answer"`, "the tips followed the answers seat 0 heard")
}
