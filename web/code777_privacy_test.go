package web_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// c777Transcript plays a 3-player game and records every byte seat 0 receives (views, its own replies,
// hints, its page, the first live message) and, separately, seat 1's views. own and refill are seat 0's
// rack before and after its wrong challenge; otherMarks adds seat 1's private notes.
func c777Transcript(t *testing.T, own, refill []string, otherMarks bool) (seat0, seat1 []string) {
	h := newHarness(t, "", 77) // same seed: same table id and tokens in both runs
	g := createC777(t, h, 3, nil, "full")
	record := func(code int, body string) {
		require.Equal(t, http.StatusOK, code, body)
		seat0 = append(seat0, body)
	}
	get := func() {
		code, body := h.call("GET", "/api/seat/"+g.tokens[0], nil, nil)
		record(code, string(body))
		_, body1 := h.call("GET", "/api/seat/"+g.tokens[1], nil, nil)
		seat1 = append(seat1, string(body1))
	}
	hints := func() {
		for _, q := range []string{"", "?open=1"} {
			code, body := h.call("GET", "/api/seat/"+g.tokens[0]+"/hints"+q, nil, nil)
			record(code, string(body))
		}
		// "Why?" about kinds, both ways and in both languages (refused, the same way, while a rack waits).
		for _, q := range [][2]string{{"green6", "0"}, {"yellow7", "0"}, {"brown4", "1"}, {"red5", "0"}} {
			for _, l := range []string{"ko", "en"} {
				code, body := why(h, g.tokens[0], q[0], q[1], l)
				seat0 = append(seat0, strconv.Itoa(code)+" "+body)
			}
		}
	}
	g.must(2, map[string]any{"type": "rack", "rack": "0", "tiles": own}) // seat 2 places seat 0's tiles
	get()
	record(g.do(0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"green1", "yellow2", "black3"}}))
	g.must(1, map[string]any{"type": "rack", "rack": "2", "tiles": []string{"pink6", "green6", "blue7"}})
	g.must(-1, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"red5", "black5", "yellow7"}})
	get()
	g.must(-1, map[string]any{"type": "start", "starter": 0})
	record(g.do(0, map[string]any{"type": "read", "card": "q1"}))
	g.must(1, map[string]any{"type": "read", "card": "q13"}) // green 6s vs yellow 7s: seat 0 has neither
	g.must(2, map[string]any{"type": "read", "card": "q14"}) // 2s vs yellow 7s: likewise
	get()
	hints()
	if otherMarks {
		g.must(1, map[string]any{"type": "mark", "cell": "green1/1", "state": "x"})
		g.must(1, map[string]any{"type": "mark", "cell": "red5/2", "state": "certain"})
	}
	record(g.do(0, map[string]any{"type": "challenge", "numbers": "1 1 1"})) // wrong in both runs
	get()
	hints() // waiting for seat 0's new tiles
	g.must(2, map[string]any{"type": "rack", "rack": "0", "tiles": refill})
	get()
	g.must(1, map[string]any{"type": "challenge", "numbers": "3 2 1"}) // right: a coin, and n1 is refreshed
	record(g.do(0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"red5", "red5", "pink6"}}))
	g.must(-1, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"yellow2", "green6", "green6"}})
	get()
	record(g.do(0, map[string]any{"type": "read", "card": "q2"}))
	g.must(1, map[string]any{"type": "read", "card": "q15"}) // pink 6s vs green 6s
	g.must(2, map[string]any{"type": "read", "card": "q11"}) // green 1, black 5, pink 7
	record(g.do(0, map[string]any{"type": "mark", "cell": "brown4/1", "state": "x"}))
	get()
	hints()

	code, page := h.call("GET", "/s/"+g.tokens[0], nil, nil)
	record(code, string(page))
	record(http.StatusOK, h.firstEvent(g.tokens[0]))
	return seat0, seat1
}

// TestCode777SeatNeverLearnsItsOwnRack: two games that differ only in seat 0's own racks (both the deal and
// the refill after its wrong challenge) and in another seat's private notes, while every answer seat 0
// hears is the same, give seat 0 byte-identical views, replies, hints, page and live message.
func TestCode777SeatNeverLearnsItsOwnRack(t *testing.T) {
	t.Parallel() // it owns its servers
	a0, a1 := c777Transcript(t, []string{"brown4", "brown4", "brown4"}, []string{"black3", "black3", "brown4"}, false)
	b0, b1 := c777Transcript(t, []string{"brown4", "brown4", "red5"}, []string{"blue7", "blue7", "blue7"}, true)
	require.Equal(t, len(a0), len(b0))
	for i := range a0 {
		assert.Equal(t, a0[i], b0[i], "response %d to seat 0 differs", i)
	}
	// The runs really differ: seat 1 sees seat 0's rack.
	assert.NotEqual(t, a1, b1)
	assert.Contains(t, strings.Join(a1, ""), `"brown4","brown4","brown4"`)
	assert.NotContains(t, strings.Join(a0, ""), `"brown4","brown4","brown4"`)
	// The hints were real: possibilities computed from seat 0's knowledge.
	assert.Contains(t, strings.Join(a0, ""), `"challenge":{"numbers"`)
	assert.Contains(t, strings.Join(a0, ""), `"holds":true,"because":[`, "the explanations were really computed")
}
