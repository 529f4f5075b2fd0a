package web_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDatabaseFailureChangesNothing: when the database cannot write, the
// command fails loudly and the state does not move ahead of what is on disk.
func TestDatabaseFailureChangesNothing(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 41)
	tb := h.create("tagiron", 2)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	before0, before1 := tb.view(0), tb.view(1)

	require.NoError(t, h.store.Close()) // the disk is gone (a pulled SD card, a full disk)
	for _, cmd := range []map[string]any{
		{"type": "ask", "card": "count-red"},
		{"type": "mark", "pos": 1, "tile": "r1", "state": "out"},
	} {
		code, body := tb.seatTry(0, cmd)
		assert.Equal(t, http.StatusInternalServerError, code, body)
		var e map[string]string
		require.NoError(t, json.Unmarshal([]byte(body), &e))
		assert.Contains(t, e["error"], "nothing changed")
	}
	assert.Equal(t, before0, tb.view(0), "the state did not move ahead of the disk")
	assert.Equal(t, before1, tb.view(1))
}
