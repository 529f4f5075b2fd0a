package web_test

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserUndoSaidOnAnotherPhoneAndTheDisplay: the host takes back
// another seat's question; a third phone and the display both say at once,
// full width, that the host undid it and which move it was, and keep a line
// about it until the next move. A reply that takes more than a second shows
// "sending…" until it comes.
func TestBrowserUndoSaidOnAnotherPhoneAndTheDisplay(t *testing.T) {
	ctx := browser(t)
	disp := newTab(t, ctx)
	h := newHarness(t, "", 96)
	tb := h.create("tagiron", 3)
	tb.seat(0, map[string]any{"type": "name", "name": "민지"})
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}, {"b0", "b1", "b2", "b3", "g5"}}, 0)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1])))
	waitShown(t, ctx, `.status`)
	openDisplay(t, disp, h, tb)

	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	waitShown(t, ctx, `.say`)
	tb.host(map[string]any{"type": "undo"})
	for name, page := range map[string]context.Context{"phone": ctx, "display": disp} {
		m := momentText(t, page)
		assert.Contains(t, m, "호스트가 되돌렸습니다", name)
		assert.Contains(t, m, "민지의 질문", name)
		assert.Contains(t, textOf(t, page, `.undo-note`), "민지의 질문", name)
	}
	shot(t, ctx, "undo-said-phone")
	shot(t, disp, "undo-said-display")

	// The next move takes the line away.
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	waitJS(t, ctx, `!document.querySelector(".undo-note")`, "the undo line gone")

	// A slow reply: "sending…" after about a second, gone with the reply.
	jsClick(t, ctx, `.moment-close`)
	evalT[bool](t, ctx, `(() => { const f = window.fetch; window.fetch = async (...a) => { await new Promise((r) => setTimeout(r, 2500)); return f(...a); }; return true; })()`)
	// Tap a notepad cell: a command whose reply is delayed.
	jsClick(t, ctx, `[data-cell]`)
	assert.Equal(t, "", evalT[string](t, ctx, `(document.getElementById("sending") && !document.getElementById("sending").hidden) ? "shown" : ""`), "not at once")
	assert.Contains(t, fixedText(t, ctx, `#sending`), "보내는 중")
	waitJS(t, ctx, `document.getElementById("sending").hidden`, "gone with the reply")
}

// TestBrowserSecondPlaceIsAPlace: with three players the second correct
// declarer is told its place, never "승리"; the display names the places.
func TestBrowserSecondPlaceIsAPlace(t *testing.T) {
	ctx := browser(t)
	disp := newTab(t, ctx)
	h := newHarness(t, "", 97)
	tb := h.create("tagiron", 3)
	racks := [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}
	centre := []string{"b7", "r8", "b8", "r9", "b9"}
	setupTagiron(tb, racks, 0)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1])))
	waitShown(t, ctx, `.status`)
	openDisplay(t, disp, h, tb)
	tb.seat(2, map[string]any{"type": "declare", "tiles": centre})
	tb.seat(0, map[string]any{"type": "declare", "tiles": []string{"b7", "r8", "b8", "r9", "r7"}})
	tb.seat(1, map[string]any{"type": "declare", "tiles": centre})
	m := momentText(t, ctx)
	assert.Contains(t, m, "정답!")
	assert.Contains(t, m, "2위")
	assert.NotContains(t, m, "승리")
	shot(t, ctx, "second-place-phone")
	waitJS(t, disp, `document.body.innerText.includes("1위 플레이어 3") && document.body.innerText.includes("2위 플레이어 2")`, "the places on the display")
}

// TestBrowserDisplayOfflineBar: when the Pi cannot be reached the display
// shows a bar across its whole width saying so, and it goes once live.
func TestBrowserDisplayOfflineBar(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 98)
	addr := h.srv.Listener.Addr().String()
	tb := h.create("tagiron", 2)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1280, 720)))
	openDisplay(t, ctx, h, tb)
	h.close()
	bar := fixedText(t, ctx, `#offline-bar`)
	assert.Contains(t, bar, "연결할 수 없습니다")
	w := evalT[float64](t, ctx, `document.getElementById("offline-bar").offsetWidth - document.documentElement.clientWidth`)
	assert.InDelta(t, 0, w, 1, "full width")
	shot(t, ctx, "display-offline")
	h2 := newHarnessAt(t, h.path, 99, addr)
	_ = h2
	waitJS(t, ctx, `document.getElementById("offline-bar").hidden`, "the bar gone once live")
}
