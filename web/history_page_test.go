package web_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/history"
	"github.com/tablemate/tablemate/web"
)

// TestHistoryIsBoundedAndPaged: imports past the bound keep the newest
// records (the oldest go first, and the reply and every page say how
// many); the list comes a page at a time, each record once, newest first;
// a bad page size or cursor is refused in a sentence.
func TestHistoryIsBoundedAndPaged(t *testing.T) {
	h := newHarness(t, "", 232)
	hdr := h.hostHdr()
	start := time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)
	n := history.Max + 5
	recs := make([]map[string]any, n)
	for i := range recs { // record i finished i minutes after the first
		at := start.Add(time.Duration(i) * time.Minute)
		recs[i] = map[string]any{"table": fmt.Sprintf("t%05d", i), "game": "tagiron", "players": 2, "names": []string{"A", "B"},
			"started": at.Add(-30 * time.Minute), "finished": at, "seconds": 1800,
			"result": map[string]any{"places": []int{1, 2}, "winners": []int{0}}}
	}
	code, body := h.call("POST", "/api/host/history/import", map[string]any{"format": history.Format, "records": recs}, hdr)
	require.Equal(t, http.StatusOK, code, string(body))
	var imported map[string]int
	require.NoError(t, json.Unmarshal(body, &imported))
	assert.Equal(t, map[string]int{"imported": n, "bound": history.Max, "dropped": 5}, imported)

	page := func(q url.Values) (web.HistoryPage, int, string) {
		code, body := h.call("GET", "/api/host/history?"+q.Encode(), nil, hdr)
		var p web.HistoryPage
		if code == http.StatusOK {
			require.NoError(t, json.Unmarshal(body, &p))
		}
		return p, code, string(body)
	}
	first, code, text := page(url.Values{})
	require.Equal(t, http.StatusOK, code, text)
	assert.Len(t, first.Records, 50, "a page at a time")
	assert.Equal(t, history.Max, first.Total)
	assert.Equal(t, 5, first.Dropped)
	require.Len(t, first.Players, 2)
	assert.Equal(t, history.Max, first.Players[0].Played)

	seen := map[string]bool{}
	var order []string
	q := url.Values{"limit": {"200"}}
	for {
		p, code, body := page(q)
		require.Equal(t, http.StatusOK, code, body)
		for _, r := range p.Records {
			require.False(t, seen[r.Table], "%s twice", r.Table)
			seen[r.Table] = true
			order = append(order, r.Table)
		}
		if p.Next == "" {
			break
		}
		q.Set("cursor", p.Next)
	}
	require.Len(t, order, history.Max)
	assert.Equal(t, fmt.Sprintf("t%05d", n-1), order[0], "newest first")
	assert.Equal(t, "t00005", order[len(order)-1], "the five oldest were let go")

	for _, bad := range []url.Values{{"limit": {"0"}}, {"limit": {"many"}}, {"limit": {"201"}}} {
		_, code, body := page(bad)
		assert.Equal(t, http.StatusBadRequest, code)
		assert.Contains(t, body, "a page of the history holds 1 to 200 games")
	}
	_, code, text = page(url.Values{"cursor": {"%%%"}})
	assert.Equal(t, http.StatusBadRequest, code)
	assert.Contains(t, text, "this page of the history is out of date: open the history again")
}
