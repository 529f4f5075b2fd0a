package web_test

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserHostConsole: the host opens the printed link, creates a table
// from the form, sees a join QR code per seat and reveals a card.
func TestBrowserHostConsole(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 12)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(h.srv.URL+"/host?k="+h.svc.HostKey()),
		chromedp.WaitVisible(chromedp.CSS(`#create`)),
	))
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => { const g = document.querySelector("select[name=game]");
		g.value = "tagiron"; g.dispatchEvent(new Event("change"));
		document.querySelector("select[name=players]").value = "3"; return true; })()`))
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`#create`)),
		chromedp.WaitVisible(chromedp.CSS(`.qrs img`)),
	))
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll(".qrs img").length`))
	require.NoError(t, err)
	assert.Equal(t, 3, n, "one QR code per seat")
	// Every QR image really loaded (a PNG from the server).
	loaded, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`new Promise(r => { const imgs = [...document.querySelectorAll(".qrs img")];
		const ok = () => imgs.every(i => i.complete && i.naturalWidth > 0); const tick = () => ok() ? r(true) : setTimeout(tick, 50); tick(); })`,
		chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	assert.True(t, loaded)

	tables := h.svc.Tables()
	require.Len(t, tables, 1)
	assert.Equal(t, 3, tables[0].Info.Settings.Players)

	// Reveal a drawn card from the console's list.
	_, err = chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => { const s = document.querySelector(".reveal select");
		s.value = "count-red"; s.dispatchEvent(new Event("change")); return true; })()`))
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`.row .card`))))
	assert.Equal(t, 1, int(tables[0].Seq()))
}

// TestBrowserHostTableOptions: a game's options on the create form reach the table's settings.
func TestBrowserHostTableOptions(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 13)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(h.srv.URL+"/host?k="+h.svc.HostKey()),
		chromedp.WaitVisible(chromedp.CSS(`#create`)),
	))
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => { const g = document.querySelector("select[name=game]");
		g.value = "lexio"; g.dispatchEvent(new Event("change"));
		document.querySelector("[data-opt=stage]").value = "2";
		document.querySelector("[data-opt=scorekeeping]").value = "1"; return true; })()`))
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#create`)), chromedp.WaitVisible(chromedp.CSS(`.qrs img`))))
	tables := h.svc.Tables()
	require.Len(t, tables, 1)
	assert.Equal(t, "lexio", tables[0].Info.Settings.Game)
	assert.JSONEq(t, `{"stage":2,"deals":3,"scorekeeping":true}`, string(tables[0].Info.Settings.Options))
}
