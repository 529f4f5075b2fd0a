package web_test

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/clues13"
	"github.com/tablemate/tablemate/companion/code777"
	"github.com/tablemate/tablemate/companion/tagiron"
)

// botsPlayDeductionGames has the bots play a whole game of each deduction
// game at h's service: Tagiron and Code 777 with 3 players, 13 Clues with 4.
func botsPlayDeductionGames(t *testing.T, h *harness, seed int64) {
	t.Helper()
	bg := context.Background()
	_, err := tagiron.Simulate(bg, h.svc, 3, seed)
	require.NoError(t, err)
	_, err = code777.Simulate(bg, h.svc, 3, seed)
	require.NoError(t, err)
	_, err = clues13.Simulate(bg, h.svc, 4, seed)
	require.NoError(t, err)
}

// TestBrowserEveryPageAtTheEnd: bots play a whole game of each deduction
// game at a real table; then every seat's page and the display, which show
// the most (the log, everything revealed), must draw cleanly: no JavaScript
// object or undefined value may leak into the text. Visiting 13 live pages
// one after the other in one tab also proves a page gives its stream back
// when it is left (a browser has only 6 connections to the Pi).
func TestBrowserEveryPageAtTheEnd(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 91)
	botsPlayDeductionGames(t, h, 5)
	require.Len(t, h.svc.Tables(), 3)

	for _, tab := range h.svc.Tables() {
		pages := []string{"/display/" + tab.ID()}
		for _, tok := range tab.Info.Tokens {
			pages = append(pages, "/s/"+tok)
		}
		for _, p := range pages {
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+p)))
			waitShown(t, ctx, `body[data-seq] .status, body[data-seq] .d-step`) // the display says its status line once, in its head
			text := textOf(t, ctx, `#app`)
			for _, bad := range []string{"[object", "undefined", "NaN"} {
				assert.NotContains(t, text, bad, "%s %s", tab.Info.Settings.Game, p)
			}
		}
	}
}
