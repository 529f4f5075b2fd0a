package web_test

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserConsoleSectionsPatched: the host console's shared sections
// beside the game (the devices panel, the practice fold at the top) are
// patched, not rebuilt. A rename and a scan that changes the panel (a new
// unknown tag, a new latest read) keep the nodes that still show the same:
// the reader's line and its feeds select (with the focus on it), the open
// practice fold and the game chosen there, and ≥ 90% of the page's elements.
func TestBrowserConsoleSectionsPatched(t *testing.T) {
	ctx := browser(t)
	hw := newHWHarness(t)
	tb := hw.create("tagiron", 2)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(hw.srv.URL+"/host?k="+hw.svc.HostKey())))
	waitShown(t, ctx, `#step`)
	tap(t, ctx, `#hw > summary`)
	waitShown(t, ctx, `#hw .hw-devices li select`)
	tap(t, ctx, `#tm-practice-open`)
	waitShown(t, ctx, `#tm-practice-game`)
	evalT[bool](t, ctx, `(() => { const g = document.getElementById("tm-practice-game");
		g.value = "lexio"; g.dispatchEvent(new Event("change")); return true; })()`)
	waitShown(t, ctx, `#tm-practice-stage`)
	evalT[bool](t, ctx, `(() => {
		window.__before = Array.from(document.body.querySelectorAll("*"));
		window.__reader = document.querySelector("#hw .hw-devices li");
		window.__feeds = window.__reader.querySelector("select");
		window.__feeds.focus();
		window.__fold = document.getElementById("tm-practice-fold");
		return true; })()`)
	// The panel opened by the tap stays open: the select took the focus.
	require.True(t, evalT[bool](t, ctx, `document.activeElement === window.__feeds`), "the select took the focus")

	seq := evalT[string](t, ctx, `document.body.dataset.seq`)
	tb.seat(0, map[string]any{"type": "name", "name": "민지"})
	waitJS(t, ctx, `document.body.dataset.seq !== "`+seq+`" && document.querySelector(".host-seats").innerText.includes("민지")`, "the rename")
	evalT[bool](t, ctx, `(fetch("/api/host/hardware/scan", {method: "POST", headers: {"Content-Type": "application/json"},
		body: JSON.stringify({reader: "console", tag: "04a1b2c3d4"})}), true)`)
	waitJS(t, ctx, `document.querySelector("#hw .hw-recent li") !== null && document.querySelector("#hw").innerText.includes("04a1b2c3d4")`, "the panel showing the scan")

	assert.True(t, evalT[bool](t, ctx, `window.__reader.isConnected && window.__feeds.isConnected`), "the reader's line is the same node")
	assert.True(t, evalT[bool](t, ctx, `document.activeElement === window.__feeds`), "the select keeps the focus")
	assert.True(t, evalT[bool](t, ctx, `window.__fold.isConnected && window.__fold.open`), "the practice fold stays open")
	assert.Equal(t, "lexio", evalT[string](t, ctx, `document.getElementById("tm-practice-game").value`), "the game chosen for practice stays")
	assert.False(t, evalT[bool](t, ctx, `document.getElementById("tm-practice-stage").hidden`), "Lexio's stage is offered")
	// Options that came with a later drawing (the games' list arriving) show their choice.
	assert.NotEmpty(t, evalT[string](t, ctx, `document.getElementById("tm-practice-players").value`), "the practice's player count shows")
	assert.NotEmpty(t, evalT[string](t, ctx, `document.getElementById("tm-practice-hints").value`), "the practice's hint level shows")
	kept := evalT[float64](t, ctx, `window.__before.filter((n) => n.isConnected).length / window.__before.length`)
	assert.GreaterOrEqual(t, kept, 0.9, "the share of the page's elements kept")
}
