package web_test

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserLexioChipsOnlyFormThreeTimes: at a chips-only table, player 1's phone records three
// emptied hands in a row. After each record the form resets to the next player still holding tiles,
// with empty counts, and what it sends is what it shows: the server's ledger names the same player.
func TestBrowserLexioChipsOnlyFormThreeTimes(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 1704)
	tb := h.createWith(map[string]any{"game": "lexio", "players": 4, "hints": "off", "options": map[string]any{"scorekeeping": true, "deals": 2}})
	tb.seat(0, map[string]any{"type": "deal"})
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0])))
	record := func(who int, left map[int]string) {
		t.Helper()
		waitShown(t, ctx, `select.lx-who`)
		sel, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("select.lx-who").value`))
		require.NoError(t, err)
		assert.Equal(t, string(rune('0'+who)), sel, "the form shows the next player still holding tiles")
		vals, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll(".lx-left input")].map((i) => i.value)`))
		require.NoError(t, err)
		assert.Len(t, vals, len(left))
		for _, v := range vals {
			assert.Empty(t, v, "the counts start empty")
		}
		for seat, n := range left {
			require.NoError(t, chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(`input[data-left="`+string(rune('0'+seat))+`"]`), n)))
		}
		shot(t, ctx, "lexio-chips-form-"+string(rune('0'+who)))
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button.lx-doempty`))))
	}
	record(0, map[int]string{1: "3", 2: "2", 3: "5"})
	waitShown(t, ctx, `.lx-result li:nth-child(1)`)
	record(1, map[int]string{2: "2", 3: "1"}) // a count never grows without a purchase
	waitShown(t, ctx, `.lx-result li:nth-child(2)`)
	record(2, map[int]string{3: "1"})
	waitShown(t, ctx, `.lx-dealsum`)
	shot(t, ctx, "lexio-deal-summary")
	v := tb.view(0)
	sums := v["summaries"].([]any)
	require.Len(t, sums, 1, "three emptied hands end a 4-player deal")
	var who []float64
	var paid [][]any
	for _, e := range sums[0].(map[string]any)["emptied"].([]any) {
		who = append(who, e.(map[string]any)["seat"].(float64))
		paid = append(paid, e.(map[string]any)["paid"].([]any))
	}
	assert.Equal(t, []float64{0, 1, 2}, who)
	assert.Equal(t, [][]any{{0.0, 3.0, 2.0, 5.0}, {0.0, 0.0, 2.0, 1.0}, {0.0, 0.0, 0.0, 1.0}}, paid)
	text := textOf(t, ctx, `.lx-dealsum`)
	assert.NotContains(t, text, "undefined")
}
