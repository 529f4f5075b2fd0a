package web_test

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserEntriesConflict: entries that do not add up show the same
// sentence on a phone (Korean first) and the display; the host console
// offers the OK for a change once everyone is ready, and the OK and the
// change show on the phone, the change as a line of the log on the display.
func TestBrowserEntriesConflict(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 204)
	tb := h.create("tagiron", 2)
	tb.seat(0, map[string]any{"type": "tiles", "tiles": []string{"r0", "b0", "r1", "b1", "g5"}})
	tb.seat(1, map[string]any{"type": "tiles", "tiles": []string{"r0", "r3", "b3", "r4", "b4"}})
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1])))
	assert.Contains(t, textOf(t, ctx, ".conflict"), "입력한 내용이 서로 맞지 않습니다")
	assert.NotContains(t, textOf(t, ctx, ".conflict"), "빨강")
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/display/"+tb.id)))
	assert.Contains(t, textOf(t, ctx, ".conflict"), "입력한 내용이 서로 맞지 않습니다")

	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/host?k="+h.svc.HostKey())))
	// The console opens the one table by itself.
	assert.Contains(t, textOf(t, ctx, ".conflict"), "입력한 내용이 서로 맞지 않습니다", "the host sees exactly the same")
	waitShown(t, ctx, `button[data-allow="1"]`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button[data-allow="1"]`))))
	waitShown(t, ctx, ".entry-allowed")
	tb.seat(1, map[string]any{"type": "tiles", "tiles": []string{"r2", "r3", "b3", "r4", "b4"}})

	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0])))
	assert.Contains(t, textOf(t, ctx, ".entry-change"), "플레이어 2가 받침대를 다시 입력했습니다 · 1번째")
	ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!document.querySelector(".conflict")`))
	require.NoError(t, err)
	assert.True(t, ok, "the correction clears the sentence")
	// The change is a line of the public log on the display too.
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/display/"+tb.id)))
	assert.Contains(t, textOf(t, ctx, ".entry-log li"), "플레이어 2가 받침대를 다시 입력했습니다 · 1번째")
}
