package web_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHistoryImportIsChecked: a history file is checked as a whole before
// anything is kept; the first problem is named in words (both languages),
// and nothing of a refused file is imported.
func TestHistoryImportIsChecked(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 306)
	rec := func(table, game string, players int) map[string]any {
		return map[string]any{"table": table, "game": game, "players": players, "names": []string{},
			"started": "2026-11-30T20:00:00Z", "finished": "2026-11-30T20:30:00Z", "seconds": 1800,
			"result": map[string]any{"places": []int{}, "winners": []int{}}}
	}
	file := func(recs ...map[string]any) map[string]any {
		return map[string]any{"format": "tablemate-history/1", "records": recs}
	}
	hdr := h.hostHdr()
	for _, c := range []struct {
		name   string
		body   any
		en, ko string
	}{
		{"unknown game", file(rec("aaaa", "tagiron", 2), rec("bbbb", "chess", 2)), "game 2 of the file: “chess” is not a game Tablemate knows", "파일의 2번째 게임: “chess”: Tablemate가 모르는 게임입니다"},
		{"negative players", file(rec("aaaa", "tagiron", -5)), "game 1 of the file: tagiron is played by 2, 3, 4 players, not -5", "tagiron 게임은 2, 3, 4명이 합니다"},
		{"millions of players", file(rec("aaaa", "lexio", 5000000)), "lexio is played by 3, 4, 5, 6 players, not 5000000", "5000000명으로는 할 수 없습니다"},
		{"not an export", map[string]any{"format": "something"}, "this is not a Tablemate history export", "Tablemate 게임 기록 파일이 아닙니다"},
		{"twice", file(rec("aaaa", "tagiron", 2), rec("aaaa", "tagiron", 2)), "table aaaa is in the file twice", "두 번"},
	} {
		t.Run(c.name, func(t *testing.T) {
			hdr["X-Lang"] = "en"
			code, body := h.call("POST", "/api/host/history/import", c.body, hdr)
			assert.Equal(t, http.StatusBadRequest, code)
			assert.Contains(t, string(body), c.en)
			hdr["X-Lang"] = "ko"
			_, body = h.call("POST", "/api/host/history/import", c.body, hdr)
			assert.Contains(t, string(body), c.ko)
		})
	}
	// Too many records, and a file over the bound.
	many := make([]map[string]any, 10001)
	for i := range many {
		many[i] = rec(fmt.Sprintf("t%d", i), "tagiron", 2)
	}
	hdr["X-Lang"] = "en"
	code, body := h.call("POST", "/api/host/history/import", file(many...), hdr)
	assert.Equal(t, http.StatusBadRequest, code)
	assert.Contains(t, string(body), "the file holds 10001 games; at most 10000 can be imported at once")
	big := `{"format":"tablemate-history/1","records":[],"pad":"` + strings.Repeat("x", 6<<20) + `"}`
	code, body = h.call("POST", "/api/host/history/import", big, hdr)
	assert.True(t, code == http.StatusBadRequest || code == http.StatusRequestEntityTooLarge, "%d %s", code, body)

	code, body = h.call("GET", "/api/host/history", nil, hdr)
	require.Equal(t, http.StatusOK, code)
	assert.Contains(t, string(body), `"records":[]`, "nothing of a refused file was kept")

	// A sound file is kept whole, and exports stay the size of real games.
	code, body = h.call("POST", "/api/host/history/import", file(rec("aaaa", "tagiron", 2), rec("bbbb", "lexio", 6)), hdr)
	require.Equal(t, http.StatusOK, code, string(body))
	assert.JSONEq(t, `{"imported":2,"bound":3000,"dropped":0}`, string(body))
	code, csvBody := h.call("GET", "/api/host/history/export.csv", nil, hdr)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, 1+2+6, strings.Count(string(csvBody), "\n"), "a header and one line per player")
	code, jsonBody := h.call("GET", "/api/host/history/export.json", nil, hdr)
	require.Equal(t, http.StatusOK, code)
	var x struct{ Records []json.RawMessage }
	require.NoError(t, json.Unmarshal(jsonBody, &x))
	assert.Len(t, x.Records, 2)
}
