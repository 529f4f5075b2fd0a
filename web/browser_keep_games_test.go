package web_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tablemate/tablemate/hardware/waitfor"
)

// drawCounter counts, for each live update, the elements the page draws
// while it handles the update (document.createElement calls), whether or
// not patching then keeps them out of the page.
const drawCounter = `(() => {
  window.__drawn = 0;
  const ce = Document.prototype.createElement;
  Document.prototype.createElement = function (...a) { window.__drawn++; return ce.apply(this, a); };
  const u = window.__updates = [];
  const add = EventSource.prototype.addEventListener;
  EventSource.prototype.addEventListener = function (type, fn, opt) {
    if (type !== "view") return add.call(this, type, fn, opt);
    return add.call(this, type, function (e) { const d0 = window.__drawn; fn.call(this, e); u.push(window.__drawn - d0); }, opt);
  };
})()`

// TestBrowserCode777LexioUpdateDrawsOnlyItsParts: a rename on a fresh Code
// 777 or Lexio table redraws only the parts that show names (kit keep): not
// Code 777's note sheet (28 cells, inside its tab) nor Lexio's tile picker
// (60 tiles). Before keyed sections a rename drew 253 and 306 elements.
func TestBrowserCode777LexioUpdateDrawsOnlyItsParts(t *testing.T) {
	ctx := browser(t)
	onEveryPage(t, ctx, drawCounter)
	for game, most := range map[string]int{"code777": 150, "lexio": 80} {
		h := newHarness(t, "", 3305)
		tb := h.create(game, 3)
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1])))
		waitJS(t, ctx, `!!window.__updates && window.__updates.length > 0`, "the first view")
		for i, name := range []string{"민지", "Jihun", "민지"} {
			n := evalT[int](t, ctx, `window.__updates.length`)
			tb.seat(0, map[string]any{"type": "name", "name": name})
			require.True(t, waitfor.Within(20*time.Second, func() bool { return evalT[int](t, ctx, `window.__updates.length`) > n }), "the rename's update")
			drawn := evalT[int](t, ctx, `window.__updates[`+strconv.Itoa(n)+`]`)
			t.Logf("%s: rename %d drew %d elements", game, i+1, drawn)
			if i > 0 { // the first update after the load may redraw what the load drew before the hints came
				assert.LessOrEqual(t, drawn, most, "%s: a rename redraws the names' parts only", game)
			}
		}
		assert.Contains(t, textOf(t, ctx, `#app`), "민지", "the new name shown")
	}
}
