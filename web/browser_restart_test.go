package web_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserReconnectsAfterRestart: the Pi loses power mid-game; when the
// service is back (same database, same address) the phone's open page
// reconnects by itself and shows what happens next.
func TestBrowserReconnectsAfterRestart(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 51)
	addr := h.srv.Listener.Addr().String()
	tb := h.create("tagiron", 2)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1])))
	waitShown(t, ctx, `.rack.big`)

	h.close() // the server is gone
	h2 := newHarnessAt(t, h.path, 52, addr)
	tb.h = h2
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	assert.Equal(t, "2", strings.TrimSpace(textOf(t, ctx, `.say .sayans`)), "the page came back live without a reload")
}
