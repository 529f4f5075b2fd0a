package web_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestUndoSaidOnEveryPage: after the host's undo every page's view says
// which move was taken back, in both languages; the host's view names the
// move an undo would take back before it is confirmed. A seat learns only
// what the move was (never another seat's tiles), a seat's private notes
// after the undo leave the other views byte for byte as they were, and the
// next public move clears the note everywhere.
func TestUndoSaidOnEveryPage(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 94)
	tb := h.create("tagiron", 3)
	tb.seat(0, map[string]any{"type": "name", "name": "민지"})
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}, {"b0", "b1", "b2", "b3", "g5"}}, 0)
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})

	host := func() map[string]any {
		code, body := h.call("GET", "/api/host/tables/"+tb.id, nil, h.hostHdr())
		require.Equal(t, http.StatusOK, code, string(body))
		var v map[string]any
		require.NoError(t, json.Unmarshal(body, &v))
		if inner, ok := v["view"].(map[string]any); ok {
			return inner
		}
		return v
	}
	what, _ := host()["undo_what"].(map[string]any)
	require.NotNil(t, what, "the host's view names the move an undo would take back")
	assert.Contains(t, what["ko"], "민지의 질문")
	assert.Contains(t, what["en"], "민지's question")

	tb.host(map[string]any{"type": "undo"})
	views := map[string]map[string]any{"seat 1": tb.view(1), "seat 2": tb.view(2), "display": tb.display()}
	for who, v := range views {
		n, _ := v["undone"].(map[string]any)
		require.NotNil(t, n, who)
		assert.Contains(t, n["ko"], "민지의 질문", who)
		assert.Contains(t, n["en"], "민지's question", who)
		assert.Nil(t, n["redo"], who)
	}
	// A private mark of seat 2 changes nothing the others receive.
	before1, beforeD := mustGet(t, h, "/api/seat/"+tb.tokens[1]), mustGet(t, h, "/api/display/"+tb.id)
	tb.seat(2, map[string]any{"type": "mark", "pos": 1, "tile": "r1", "state": "out"})
	assert.Equal(t, string(before1), string(mustGet(t, h, "/api/seat/"+tb.tokens[1])))
	assert.Equal(t, string(beforeD), string(mustGet(t, h, "/api/display/"+tb.id)))
	assert.NotNil(t, tb.view(2)["undone"], "nor hides the note from seat 2")

	// The undo of a seat's tile entry names the seat, never its tiles.
	h2 := newHarness(t, "", 95)
	tb2 := h2.create("tagiron", 2)
	tb2.seat(1, map[string]any{"type": "tiles", "tiles": []string{"r1", "r2", "b4", "b8", "b9"}})
	tb2.host(map[string]any{"type": "undo"})
	b := mustGet(t, h2, "/api/seat/"+tb2.tokens[0])
	assert.Contains(t, string(b), "플레이어 2의 타일 입력")
	for _, id := range []string{"r1", "r2", "b4", "b8", "b9"} {
		assert.NotContains(t, string(b), `"`+id+`"`)
	}

	// The next public move clears it.
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	assert.Nil(t, tb.view(1)["undone"])
	assert.Nil(t, tb.display()["undone"])
}
