package web_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func hints(t *testing.T, tb *table, seat int, open bool) (int, map[string]any) {
	t.Helper()
	q := ""
	if open {
		q = "?open=1"
	}
	code, body := tb.h.call("GET", "/api/seat/"+tb.tokens[seat]+"/hints"+q, nil, map[string]string{"X-Lang": "en"})
	var m map[string]any
	require.NoError(t, json.Unmarshal(body, &m), string(body))
	return code, m
}

func TestTagironHintLevels(t *testing.T) {
	t.Parallel() // it owns its server
	racks := [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}
	play := func(level string) *table {
		h := newHarness(t, "", 21)
		tb := h.createWith(map[string]any{"game": "tagiron", "players": 2, "hints": level})
		setupTagiron(tb, racks, 0)
		tb.seat(0, map[string]any{"type": "ask", "card": "count-red"}) // seat 1 has 2 red
		tb.host(map[string]any{"type": "reveal", "card": "sum-red"})
		tb.seat(1, map[string]any{"type": "ask", "card": "count-pairs"})
		tb.host(map[string]any{"type": "reveal", "card": "sum-blue"})
		tb.seat(0, map[string]any{"type": "ask", "card": "sum-all"})
		tb.host(map[string]any{"type": "reveal", "card": "sum-low3"})
		// Seat 0 rules out r1 at position 1 — wrong: seat 1 does have r1 there.
		tb.seat(0, map[string]any{"type": "mark", "pos": 1, "tile": "r1", "state": "out"})
		return tb
	}

	t.Run("off", func(t *testing.T) {
		tb := play("off")
		code, m := hints(t, tb, 0, false)
		assert.Equal(t, http.StatusForbidden, code)
		assert.NotEmpty(t, m["error"])
	})
	t.Run("check", func(t *testing.T) {
		tb := play("check")
		code, m := hints(t, tb, 0, false)
		require.Equal(t, http.StatusOK, code, m)
		assert.Equal(t, []any{map[string]any{"position": float64(1), "tile": "r1", "state": "out"}}, m["mistakes"])
		assert.Nil(t, m["open"], "open deductions only on request")
		assert.Nil(t, m["possible"], "no possibilities at the check level")
		_, m = hints(t, tb, 0, true)
		assert.NotEmpty(t, m["open"])
	})
	t.Run("possibilities", func(t *testing.T) {
		tb := play("possibilities")
		_, m := hints(t, tb, 0, false)
		require.Len(t, m["possible"], 5)
		assert.Contains(t, m["possible"].([]any)[0], "r1", "the true tile stays possible")
		assert.Nil(t, m["positions"], "no probabilities below full")
		assert.Nil(t, m["suggestions"])
	})
	t.Run("full", func(t *testing.T) {
		tb := play("full")
		_, m := hints(t, tb, 0, false)
		require.Len(t, m["positions"], 5)
		assert.Greater(t, m["positions"].([]any)[0].(map[string]any)["r1"].(float64), 0.0)
		require.NotEmpty(t, m["suggestions"])
		for _, s := range m["suggestions"].([]any) {
			assert.Contains(t, []string{"where-1-or-2", "same-color-neighbours", "where-5", "sum-red", "sum-blue", "sum-low3"}, s.(map[string]any)["card"], "only face-up cards are suggested")
		}
	})
}
