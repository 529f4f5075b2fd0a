package web_test

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// why asks the seat's "why?" about a claim (is: "1" it is there, "0" it is not) in a language.
func why(h *harness, token, claim, is, lang string) (int, string) {
	code, body := h.call("GET", "/api/seat/"+token+"/explain?claim="+claim+"&is="+is, nil, map[string]string{"X-Lang": lang})
	return code, string(body)
}

// whyJSON is why, decoded.
func whyJSON(t *testing.T, h *harness, token, claim, is, lang string) (int, map[string]any) {
	t.Helper()
	code, body := why(h, token, claim, is, lang)
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(body), &m), body)
	return code, m
}

// tagironWhyTable is TestTagironHintLevels' game: seat 0 has heard three answers and wrongly rules out
// r1 at position 1 of seat 1's rack.
func tagironWhyTable(t *testing.T, level string) *table {
	h := newHarness(t, "", 21)
	tb := h.createWith(map[string]any{"game": "tagiron", "players": 2, "hints": level})
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	tb.host(map[string]any{"type": "reveal", "card": "sum-red"})
	tb.seat(1, map[string]any{"type": "ask", "card": "count-pairs"})
	tb.host(map[string]any{"type": "reveal", "card": "sum-blue"})
	tb.seat(0, map[string]any{"type": "ask", "card": "where-1-or-2", "pick": 1})
	tb.host(map[string]any{"type": "reveal", "card": "sum-low3"})
	tb.seat(0, map[string]any{"type": "mark", "pos": 1, "tile": "r1", "state": "out"})
	return tb
}

// checkWhy checks one explanation against the seat's view: the answers it names are asks in the
// seat's own log, and a counterexample is a whole rack that breaks the claim.
func checkWhy(t *testing.T, v map[string]any, m map[string]any, pos int, tile string, is bool) {
	t.Helper()
	log := v["log"].([]any)
	if m["holds"] == true {
		for _, i := range m["because"].([]any) {
			n := int(i.(float64))
			require.Less(t, n, len(log))
			assert.Equal(t, "ask", log[n].(map[string]any)["kind"])
		}
		assert.Nil(t, m["counterexample"])
		return
	}
	assert.Empty(t, m["because"])
	c := m["counterexample"].([]any)
	require.Len(t, c, 5)
	assert.Equal(t, !is, c[pos-1] == tile, "the counterexample breaks the claim")
}

func TestTagironWhyLevels(t *testing.T) {
	t.Parallel() // it owns its servers
	t.Run("off", func(t *testing.T) {
		tb := tagironWhyTable(t, "off")
		code, m := whyJSON(t, tb.h, tb.tokens[0], "1/r1", "0", "en")
		assert.Equal(t, http.StatusForbidden, code)
		assert.Equal(t, "hints are off at this table", m["error"])
	})
	t.Run("check", func(t *testing.T) {
		tb := tagironWhyTable(t, "check")
		// The wrong mark: a rack where r1 is at position 1 fits every answer.
		code, m := whyJSON(t, tb.h, tb.tokens[0], "1/r1", "0", "en")
		require.Equal(t, http.StatusOK, code, m)
		assert.Equal(t, false, m["holds"])
		checkWhy(t, tb.view(0), m, 1, "r1", false)
		assert.Contains(t, m["text"], "fits every answer")
		// In Korean, too.
		code, m = whyJSON(t, tb.h, tb.tokens[0], "1/r1", "0", "ko")
		require.Equal(t, http.StatusOK, code, m)
		assert.Contains(t, m["text"], "모든 답과 맞습니다")
		// Only the seat's own marks: not the opposite claim, not an unmarked cell.
		for _, q := range [][2]string{{"1/r1", "1"}, {"2/r2", "0"}} {
			code, m = whyJSON(t, tb.h, tb.tokens[0], q[0], q[1], "ko")
			assert.Equal(t, http.StatusForbidden, code, q)
			assert.Equal(t, "이 테이블에서는 내가 표시한 칸만 설명할 수 있습니다", m["error"])
		}
		// Another seat's marks are not this seat's.
		code, _ = whyJSON(t, tb.h, tb.tokens[1], "1/r1", "0", "en")
		assert.Equal(t, http.StatusForbidden, code)
	})
	for _, level := range []string{"possibilities", "full"} {
		t.Run(level, func(t *testing.T) {
			tb := tagironWhyTable(t, level)
			v := tb.view(0)
			// Every cell of position 1 and 2, both ways: each is explained one way or the other, and
			// some follow from the answers heard.
			proved := 0
			for pos := 1; pos <= 2; pos++ {
				for _, tile := range []string{"r0", "b0", "r1", "b1", "r2", "b2", "r3", "g5", "b8", "r9"} {
					for _, is := range []string{"1", "0"} {
						code, m := whyJSON(t, tb.h, tb.tokens[0], strconv.Itoa(pos)+"/"+tile, is, "en")
						require.Equal(t, http.StatusOK, code, m)
						checkWhy(t, v, m, pos, tile, is == "1")
						if m["holds"] == true && len(m["because"].([]any)) > 0 {
							proved++
							assert.True(t, strings.HasPrefix(m["text"].(string), "Player"), m["text"])
						}
					}
				}
			}
			assert.Positive(t, proved)
			// Malformed claims are refused, not guessed.
			for _, q := range []string{"9/r1", "1/x7", "r1", ""} {
				code, _ := why(tb.h, tb.tokens[0], q, "1", "en")
				assert.Equal(t, http.StatusBadRequest, code, q)
			}
		})
	}
}

// TestTagironWhyNamesSeats: once the seats have chosen names, "why?" calls the players by them, with
// the particles each name takes; a rename words the next answer with the new name.
func TestTagironWhyNamesSeats(t *testing.T) {
	tb := tagironWhyTable(t, "full")
	cell, numbered := provedCell(t, tb, 0)
	text := numbered["text"].(string)
	require.Contains(t, text, "2번 플레이어는", "the opponent answered")

	tb.seat(0, map[string]any{"type": "name", "name": "민준"})
	tb.seat(1, map[string]any{"type": "name", "name": "지수"})
	code, m := whyJSON(t, tb.h, tb.tokens[0], cell, "0", "ko")
	require.Equal(t, http.StatusOK, code, m)
	named := strings.NewReplacer("1번 플레이어가", "민준이", "2번 플레이어가", "지수가", "2번 플레이어는", "지수는").Replace(text)
	assert.Equal(t, named, m["text"])
	assert.Equal(t, numbered["because"], m["because"])

	code, m = whyJSON(t, tb.h, tb.tokens[0], cell, "0", "en")
	require.Equal(t, http.StatusOK, code, m)
	assert.Contains(t, m["text"], "지수 said ")
	assert.NotContains(t, m["text"], "Player")

	// Seat 1 renames itself: a name ending in a consonant takes 은.
	tb.seat(1, map[string]any{"type": "name", "name": "Sam"})
	code, m = whyJSON(t, tb.h, tb.tokens[0], cell, "0", "ko")
	require.Equal(t, http.StatusOK, code, m)
	assert.Contains(t, m["text"], "Sam은 ")
	assert.NotContains(t, m["text"], "지수")
}

// TestCode777WhyLevels: at "check my notes" a seat may ask only about its own sheet's claims; with
// hints off, nothing.
func TestCode777WhyLevels(t *testing.T) {
	t.Parallel() // it owns its server
	play := func(level string) (*harness, *c777) {
		h := newHarness(t, "", 77)
		g := createC777(t, h, 3, nil, level)
		g.must(2, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"brown4", "brown4", "red5"}})
		g.must(0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"green1", "yellow2", "black3"}})
		g.must(1, map[string]any{"type": "rack", "rack": "2", "tiles": []string{"pink6", "green6", "blue7"}})
		g.must(-1, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"red5", "black5", "yellow7"}})
		g.must(-1, map[string]any{"type": "start", "starter": 0})
		g.must(0, map[string]any{"type": "read", "card": "q1"})
		g.must(1, map[string]any{"type": "read", "card": "q13"})
		// Seat 0 calls brown 4 its own: one copy marked "mine".
		g.must(0, map[string]any{"type": "mark", "cell": "brown4/1", "state": "certain"})
		return h, g
	}
	h, g := play("off")
	code, _ := whyJSON(t, h, g.tokens[0], "brown4", "1", "en")
	assert.Equal(t, http.StatusForbidden, code)

	h, g = play("check")
	code, m := whyJSON(t, h, g.tokens[0], "brown4", "1", "en")
	require.Equal(t, http.StatusOK, code, m)
	assert.NotEmpty(t, m["text"])
	if m["holds"] == false {
		assert.NotContains(t, m["counterexample"], "brown4", "a counterexample for \"I hold a brown 4\" does not hold one")
	}
	code, _ = whyJSON(t, h, g.tokens[0], "brown4", "0", "en")
	assert.Equal(t, http.StatusForbidden, code, "the opposite of the mark is not the seat's claim")
	code, _ = whyJSON(t, h, g.tokens[0], "green6", "0", "en")
	assert.Equal(t, http.StatusForbidden, code)

	h, g = play("full")
	for _, kind := range []string{"green1", "yellow2", "black3", "brown4", "red5", "black5", "pink6", "green6", "pink7", "yellow7", "blue7"} {
		code, m = whyJSON(t, h, g.tokens[0], kind, "0", "ko")
		require.Equal(t, http.StatusOK, code, m)
		if m["holds"] == false {
			assert.Contains(t, m["counterexample"], kind)
		}
	}
	code, _ = whyJSON(t, h, g.tokens[0], "purple9", "0", "ko")
	assert.Equal(t, http.StatusBadRequest, code)
}
