package web_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/web"
)

// playToEnd names two seats, plays a 2-player Tagiron table until seat 1
// declares seat 0's rack, and returns the table.
func playToEnd(t *testing.T, h *harness, names ...string) *table {
	t.Helper()
	tb := h.create("tagiron", 2)
	for i, n := range names {
		tb.seat(i, map[string]any{"type": "name", "name": n})
	}
	rack0 := []string{"r0", "r1", "b2", "b3", "g5"}
	tb.seat(0, map[string]any{"type": "tiles", "tiles": rack0})
	tb.seat(1, map[string]any{"type": "tiles", "tiles": []string{"r2", "r3", "b4", "b6", "g5"}})
	for _, c := range sixCards {
		tb.host(map[string]any{"type": "reveal", "card": c})
	}
	tb.host(map[string]any{"type": "start", "starter": 0})
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	tb.host(map[string]any{"type": "reveal", "card": "sum-red"})
	tb.seat(1, map[string]any{"type": "declare", "tiles": rack0})
	return tb
}

// hostDo sends a host command in a language and returns the decoded reply.
func (tb *table) hostDo(lang string, cmd map[string]any) map[string]any {
	tb.h.t.Helper()
	code, body := tb.h.call("POST", "/api/host/tables/"+tb.id+"/do", cmd, map[string]string{"X-Host-Key": tb.h.svc.HostKey(), "X-Lang": lang})
	require.Equal(tb.h.t, http.StatusOK, code, string(body))
	var out map[string]any
	require.NoError(tb.h.t, json.Unmarshal(body, &out))
	return out
}

// TestNamesReachEveryViewAndUndoSaysWhatItUndid: seats name themselves,
// the host renames one; every view (seats, display, host) carries the
// names; undo and redo say, in the host's language, whose move they took
// back or restored, by name and with the right particle.
func TestNamesReachEveryViewAndUndoSaysWhatItUndid(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 141)
	tb := h.create("tagiron", 3)
	tb.seat(0, map[string]any{"type": "name", "name": "  민지 ", "color": "red"})
	tb.seat(1, map[string]any{"type": "name", "name": "Jihun"})
	code, body := tb.seatTry(2, map[string]any{"type": "name", "seat": 0, "name": "누구"})
	assert.Equal(t, http.StatusForbidden, code, "a seat names only itself: %s", body)
	code, body = tb.seatTry(2, map[string]any{"type": "name", "name": "   "})
	assert.Equal(t, http.StatusBadRequest, code, body)
	tb.host(map[string]any{"type": "name", "seat": 1, "name": "지훈"})

	want := []any{"민지", "지훈", ""}
	assert.Equal(t, want, tb.view(2)["names"])
	assert.Equal(t, want, tb.display()["names"])
	assert.Equal(t, []any{"red", "", ""}, tb.view(1)["colors"])

	racks := [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}
	for i, r := range racks {
		tb.seat(i, map[string]any{"type": "tiles", "tiles": r})
	}
	for _, c := range sixCards {
		tb.host(map[string]any{"type": "reveal", "card": c})
	}
	tb.host(map[string]any{"type": "start", "starter": 0})
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	// A name given after the move is not what undo takes back.
	tb.seat(2, map[string]any{"type": "name", "name": "Sora"})

	r := tb.hostDo("ko", map[string]any{"type": "undo"})
	assert.Equal(t, "되돌렸습니다: 민지의 질문 “빨간색 타일은 몇 장인가요?”", r["said"])
	assert.Equal(t, []any{"민지", "지훈", "Sora"}, tb.view(0)["names"], "undo leaves the names alone")
	r = tb.hostDo("en", map[string]any{"type": "redo"})
	assert.Equal(t, "redid: 민지's question “How many red tiles?”", r["said"])
	r = tb.hostDo("en", map[string]any{"type": "undo"})
	assert.Equal(t, "undid: 민지's question “How many red tiles?”", r["said"])
	r = tb.hostDo("ko", map[string]any{"type": "undo"})
	assert.Equal(t, "되돌렸습니다: 게임 시작 (민지 먼저)", r["said"])
}

// TestRematchMovesEverySeat: at the end, "play again" makes a table with
// the same game, options and names; the old table's views send each seat
// to its own new link (and only its own), the display to the new display;
// asking twice gives the same new table.
func TestRematchMovesEverySeat(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 142)
	tb := h.createWith(map[string]any{"game": "lexio", "players": 3, "options": map[string]any{"stage": 2, "deals": 3, "scorekeeping": true}})
	code, _ := h.call("POST", "/api/host/tables/"+tb.id+"/rematch", map[string]any{}, h.hostHdr())
	assert.Equal(t, http.StatusConflict, code, "a table still in play is not played again")
	for i, n := range []string{"민지", "지훈", "소라"} {
		tb.seat(i, map[string]any{"type": "name", "name": n})
	}
	tb.host(map[string]any{"type": "end"})

	code, body := h.call("POST", "/api/host/tables/"+tb.id+"/rematch", map[string]any{}, h.hostHdr())
	require.Equal(t, http.StatusCreated, code, string(body))
	var sum web.TableSummary
	require.NoError(t, json.Unmarshal(body, &sum))
	assert.NotEqual(t, tb.id, sum.ID)
	assert.Equal(t, "lexio", sum.Settings.Game)
	assert.JSONEq(t, `{"stage":2,"deals":3,"scorekeeping":true}`, string(sum.Settings.Options))
	v := sum.View.(map[string]any)
	assert.Equal(t, []any{"민지", "지훈", "소라"}, v["names"])

	for i := range 3 {
		seatView := tb.view(i)
		assert.Equal(t, strings.TrimPrefix(sum.Joins[i], "http://tablemate.test"), seatView["next"], "seat %d", i)
		raw, _ := json.Marshal(seatView)
		for j, other := range sum.Joins {
			if j != i {
				assert.NotContains(t, string(raw), strings.TrimPrefix(other, "http://tablemate.test/s/"), "seat %d must not learn seat %d's new link", i, j)
			}
		}
	}
	assert.Equal(t, "/display/"+sum.ID, tb.display()["next"])
	code, body = h.call("POST", "/api/host/tables/"+tb.id+"/rematch", map[string]any{}, h.hostHdr())
	require.Equal(t, http.StatusCreated, code)
	var again web.TableSummary
	require.NoError(t, json.Unmarshal(body, &again))
	assert.Equal(t, sum.ID, again.ID, "a double tap makes one table")
	assert.Len(t, h.svc.Tables(), 2)
}

// TestHistoryExportRoundTrip: a finished game's record exports as JSON and
// CSV; deleted and imported again, it exports the same; filters by game
// and date apply.
func TestHistoryExportRoundTrip(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 143)
	playToEnd(t, h, "민지", "Jihun")

	code, first := h.call("GET", "/api/host/history/export.json", nil, h.hostHdr())
	require.Equal(t, http.StatusOK, code, string(first))
	var x web.HistoryExport
	require.NoError(t, json.Unmarshal(first, &x))
	require.Len(t, x.Records, 1)
	assert.Equal(t, []string{"민지", "Jihun"}, x.Records[0].Names)
	assert.Equal(t, []int{2, 1}, x.Records[0].Result.Places)

	code, csvBody := h.call("GET", "/api/host/history/export.csv", nil, h.hostHdr())
	require.Equal(t, http.StatusOK, code)
	require.True(t, bytes.HasPrefix(csvBody, []byte("\ufeff")), "UTF-8 with a byte order mark, for spreadsheets")
	rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(csvBody, []byte("\ufeff")))).ReadAll()
	require.NoError(t, err)
	require.Len(t, rows, 3, "a header and one line per player")
	assert.Equal(t, []string{"민지 (player 1)", "Jihun (player 2)"}, []string{rows[1][14], rows[2][14]})
	assert.Equal(t, []string{"tagiron", "1", "민지", "2", "0", "1"}, []string{rows[1][1], rows[1][8], rows[1][9], rows[1][10], rows[1][11], rows[1][12]})
	assert.Equal(t, []string{"Jihun", "1", "1"}, []string{rows[2][9], rows[2][10], rows[2][11]})

	code, body := h.call("POST", "/api/host/history/delete", map[string]any{}, h.hostHdr())
	assert.Equal(t, http.StatusBadRequest, code, "deleting needs an explicit choice: %s", body)
	code, body = h.call("POST", "/api/host/history/delete", map[string]any{"all": true}, h.hostHdr())
	require.Equal(t, http.StatusOK, code, string(body))
	assert.JSONEq(t, `{"deleted":1}`, string(body))
	code, body = h.call("GET", "/api/host/history", nil, h.hostHdr())
	require.Equal(t, http.StatusOK, code)
	assert.Contains(t, string(body), `"records":[]`)

	code, body = h.call("POST", "/api/host/history/import", first, h.hostHdr())
	require.Equal(t, http.StatusOK, code, string(body))
	code, again := h.call("GET", "/api/host/history/export.json", nil, h.hostHdr())
	require.Equal(t, http.StatusOK, code)
	assert.JSONEq(t, string(first), string(again), "export → delete → import → export is the same")

	for q, n := range map[string]int{"?game=tagiron": 1, "?game=lexio": 0, "?from=2026-11-30&to=2026-11-30": 1, "?from=2026-12-01": 0} {
		code, body = h.call("GET", "/api/host/history"+q, nil, h.hostHdr())
		require.Equal(t, http.StatusOK, code)
		var d struct {
			Records []json.RawMessage   `json:"records"`
			Players []web.PlayerFigures `json:"players"`
		}
		require.NoError(t, json.Unmarshal(body, &d))
		assert.Len(t, d.Records, n, q)
		if n == 1 {
			require.Len(t, d.Players, 2)
			assert.Equal(t, web.PlayerFigures{Name: "Jihun", Played: 1, Won: 1, Placed: 1, Place: 1, Questions: 0, Solved: 1}, d.Players[0])
		}
	}
	code, _ = h.call("GET", "/api/host/history?from=30.11.2026", nil, h.hostHdr())
	assert.Equal(t, http.StatusBadRequest, code)
}

// TestHostKeyRotation: rotating the key stops the old one; the console
// that rotated stays signed in; the count of signed-in devices follows.
func TestHostKeyRotation(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 144)
	old := h.svc.HostKey()
	// Two browsers open the host link: each keeps its own cookies (here by
	// hand, in cookies; the client keeps none).
	browser := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	var cookies [2][]*http.Cookie
	for i := range cookies {
		resp, err := browser.Get(h.srv.URL + "/host?k=" + old)
		require.NoError(t, err)
		resp.Body.Close()
		cookies[i] = resp.Cookies()
	}
	get := func(i int, path string) (int, map[string]any) {
		req, _ := http.NewRequest("GET", h.srv.URL+path, nil)
		for _, c := range cookies[i] {
			req.AddCookie(c)
		}
		resp, err := browser.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		var out map[string]any
		_ = json.NewDecoder(resp.Body).Decode(&out)
		return resp.StatusCode, out
	}
	get(0, "/api/host/tables")
	get(1, "/api/host/tables")
	code, info := get(0, "/api/host/key")
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, float64(2), info["devices"])
	assert.Equal(t, float64(10), info["minutes"], "the console says over which time it counts")
	// Clients that send the key as a header count too, each once.
	for range 2 {
		code, _ := h.call("GET", "/api/host/tables", nil, map[string]string{"X-Host-Key": old, "User-Agent": "tablemate-cli"})
		require.Equal(t, http.StatusOK, code)
	}
	code, _ = h.call("GET", "/api/host/tables", nil, map[string]string{"X-Host-Key": old, "User-Agent": "curl"})
	require.Equal(t, http.StatusOK, code)
	_, info = get(0, "/api/host/key")
	assert.Equal(t, float64(4), info["devices"], "two consoles and two header clients")

	req, _ := http.NewRequest("POST", h.srv.URL+"/api/host/key/rotate", strings.NewReader("{}"))
	for _, c := range cookies[0] {
		req.AddCookie(c)
	}
	resp, err := browser.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.NotEqual(t, old, h.svc.HostKey())
	for _, c := range resp.Cookies() { // the rotating console gets the new key
		for j, o := range cookies[0] {
			if o.Name == c.Name {
				cookies[0][j] = c
			}
		}
	}
	code, info = get(0, "/api/host/key")
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, float64(1), info["devices"])
	code, _ = get(1, "/api/host/tables")
	assert.Equal(t, http.StatusForbidden, code, "the other device's old key stops working")
	code, _ = h.call("GET", "/api/host/tables", nil, map[string]string{"X-Host-Key": old})
	assert.Equal(t, http.StatusForbidden, code, "so does the old link")
}
