package web_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/history"
)

// TestBrowserHistoryPages: the console shows the history a page at a time
// (more on a tap), counts every game in view, and says that the oldest
// games past the bound were let go.
func TestBrowserHistoryPages(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 233)
	start := time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)
	recs := make([]history.Record, history.Max+2)
	for i := range recs {
		at := start.Add(time.Duration(i) * time.Minute)
		recs[i] = history.Record{Table: fmt.Sprintf("t%05d", i), Game: "tagiron", Players: 2, Names: []string{"A", "B"},
			Started: at.Add(-30 * time.Minute), Finished: at, Seconds: 1800, Result: companion.Result{Places: []int{1, 2}, Winners: []int{0}}}
	}
	require.NoError(t, h.svc.ImportHistory(context.Background(), recs))
	host := phone{t: t, ctx: ctx}
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/host?k="+h.svc.HostKey())))
	host.tap(`#to-history`)
	waitUntil(t, host, `document.querySelectorAll(".hist-list li").length === 50`, "the first page")
	assert.Contains(t, textOf(t, ctx, `.hist-games h2`), fmt.Sprint(history.Max))
	assert.Contains(t, textOf(t, ctx, `#hist-dropped`), fmt.Sprintf("최근 %d판까지", history.Max))
	assert.Contains(t, textOf(t, ctx, `#hist-dropped`), "2판은 지웠습니다")
	host.tap(`#hist-more`)
	waitUntil(t, host, `document.querySelectorAll(".hist-list li").length === 100`, "the second page below the first")
	assert.Equal(t, fmt.Sprintf("t%05d", history.Max+1), evalIn(t, host, `document.querySelector(".hist-list li").dataset.table`), "newest first")
}
