package web_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
)

// shot saves a screenshot of the page when TABLEMATE_SHOTS names a folder
// (to look at a page as a player would); otherwise it does nothing.
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("TABLEMATE_SHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100) /* 100: PNG */)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644))
}

// TestBrowserSetAsideTable: a table whose saved log was damaged comes back
// after a restart set aside: the console lists it with a warning, shows the
// host where and why, offers the log, and rolls it back on request; the
// seat's phone meanwhile says the table is paused; then the game plays on.
func TestBrowserSetAsideTable(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 21)
	tb := h.create("tagiron", 2)
	tb.seat(0, map[string]any{"type": "tiles", "tiles": []string{"r0", "r1", "b2", "b3", "g5"}})
	require.NoError(t, h.store.Append(context.Background(), []companion.Event{
		{Table: tb.id, Seq: 4, Kind: "tiles.set", Actor: 1, Data: json.RawMessage(`{"seat":1,"tiles":["r2"]}`), At: time.Now()}}))
	path := h.path
	h.close()
	h = newHarnessAt(t, path, 21, "")
	tb.h = h

	v := tb.view(1)
	assert.Equal(t, true, v["set_aside"], "the seat knows the table is paused")
	assert.NotContains(t, v, "fault", "but not the inner reason")

	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1]),
		chromedp.WaitVisible(chromedp.CSS(`.set-aside`)),
	))
	shot(t, ctx, "setaside-seat")
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(h.srv.URL+"/host?k="+h.svc.HostKey()),
		chromedp.WaitVisible(chromedp.CSS(`button.warn`)),
		chromedp.Click(chromedp.CSS(`button.warn`)),
		chromedp.WaitVisible(chromedp.CSS(`.set-aside code`)),
	))
	shot(t, ctx, "setaside-host")
	text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector(".set-aside").innerText`))
	require.NoError(t, err)
	assert.Contains(t, text, "event 3 is missing before event 4", "the reason in words")
	assert.Contains(t, text, "2번째 기록으로 되돌리기", "Korean first (event 1 is seat 1's phone claiming it)")
	_, err = chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => { window.confirm = () => true; return true; })()`))
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`.set-aside button.danger`)),
		chromedp.WaitNotPresent(chromedp.CSS(`.set-aside`)),
	))
	live, err := h.svc.Table(tb.id)
	require.NoError(t, err)
	assert.Nil(t, live.Fault())
	tb.seat(1, map[string]any{"type": "tiles", "tiles": []string{"r2", "r3", "b4", "b6", "g5"}})
}
