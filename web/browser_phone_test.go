package web_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// evalT runs JavaScript in the page and returns its value.
func evalT[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	require.NoError(t, err, js)
	return v
}

// waitNewest waits until the page in ctx (what, for the message) has drawn
// the table's newest view: no live update is still on its way to move what
// the test reads or taps next.
func waitNewest(t *testing.T, ctx context.Context, tb *table, what string) {
	t.Helper()
	waitJS(t, ctx, `document.body.dataset.seq === "`+fmt.Sprint(tb.display()["seq"])+`"`, what+"'s newest view")
}

// waitJS waits until the expression is true in the page.
func waitJS(t *testing.T, ctx context.Context, js, what string) {
	t.Helper()
	if waitfor.Within(20*time.Second, func() bool {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js))
		return err == nil && ok
	}) {
		return
	}
	page, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText.slice(0, 400)`))
	t.Fatalf("waiting for %s; the page showed:\n%s", what, page)
}

// fixedText waits for a fixed-position element (the toast, a result: they
// have no offsetParent) to show and returns its text.
func fixedText(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	q := fmt.Sprintf("document.querySelector(%q)", sel)
	waitJS(t, ctx, "(() => { const e = "+q+"; return !!(e && !e.hidden && e.getClientRects().length); })()", sel)
	return evalT[string](t, ctx, q+".innerText")
}

// fitsJS reports what does not fit a phone: horizontal overflow of the page,
// and every target in sel smaller than 44×44 px.
const fitsJS = `(() => {
  const out = [];
  if (document.documentElement.scrollWidth > window.innerWidth) out.push("page " + document.documentElement.scrollWidth + " > " + window.innerWidth);
  document.querySelectorAll(%q).forEach((b) => {
    const r = b.getBoundingClientRect();
    if (r.width < 44 || r.height < 44) out.push((b.dataset.cell || b.dataset.pos || b.dataset.num || b.textContent) + " " + Math.round(r.width) + "×" + Math.round(r.height));
  });
  return out.join("; ");
})()`

// TestBrowserTagironNotepadFitsAPhone: at 360, 390 and 768 px the Tagiron
// notepad has no horizontal scrolling, every target is at least 44×44 px,
// the player's own tiles are struck out from the start, and the quick marks
// rule out a whole number and the rest of a position in one tap.
func TestBrowserTagironNotepadFitsAPhone(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 61)
	tb := h.create("tagiron", 2)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	for _, w := range []struct{ w, h int }{{360, 740}, {390, 844}, {768, 1024}} {
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(int64(w.w), int64(w.h)), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1])))
		waitShown(t, ctx, `.tg-cells`)
		bad := evalT[string](t, ctx, fmt.Sprintf(fitsJS, ".tg-cell, .tg-tab, .tg-nums button, .tg-quick button, .row .card"))
		assert.Empty(t, bad, "%d px", w.w)
		evalT[bool](t, ctx, `(() => { document.querySelector(".tg-pad").scrollIntoView(); return true; })()`) // the page redraws: look it up now
		shot(t, ctx, fmt.Sprintf("tagiron-notepad-%d", w.w))
	}
	mine := evalT[[]string](t, ctx, `Array.from(document.querySelectorAll(".tg-cell.mine")).map((b) => b.dataset.cell)`)
	assert.ElementsMatch(t, []string{"1/r1", "1/r2", "1/b4", "1/b8", "1/b9"}, mine, "own tiles struck out")

	// A whole number: 0 is ruled out at every position at once.
	jsClick(t, ctx, `.tg-nums button[data-num="0"]`)
	waitJS(t, ctx, `!!document.querySelector('.tg-cell.out[data-cell="1/b0"]')`, "0 ruled out")
	marks := tb.view(1)["me"].(map[string]any)["marks"].(map[string]any)
	for p := 1; p <= 5; p++ {
		assert.Equal(t, "out", marks[fmt.Sprintf("%d/r0", p)])
		assert.Equal(t, "out", marks[fmt.Sprintf("%d/b0", p)])
	}
	// Position 3: one tile certain, then the rest ruled out in one tap.
	jsClick(t, ctx, `.tg-tab[data-pos="3"]`)
	waitShown(t, ctx, `.tg-cell[data-cell="3/r3"]`)
	for i := 0; i < 2; i++ { // blank → out → certain
		before := evalT[string](t, ctx, `document.body.dataset.seq`)
		jsClick(t, ctx, `.tg-cell[data-cell="3/r3"]`)
		waitJS(t, ctx, `document.body.dataset.seq !== `+fmt.Sprintf("%q", before), "the mark")
	}
	waitShown(t, ctx, `.tg-cell.certain[data-cell="3/r3"]`)
	jsClick(t, ctx, `button[data-quick="rest-out"]`)
	waitShown(t, ctx, `.tg-cell.out[data-cell="3/g5"]`)
	marks = tb.view(1)["me"].(map[string]any)["marks"].(map[string]any)
	assert.Equal(t, "certain", marks["3/r3"])
	assert.Equal(t, "out", marks["3/r7"])
	assert.NotContains(t, marks, "3/r1", "own tiles need no mark")
	shot(t, ctx, "tagiron-notepad-marked")
}

// TestBrowserOtherNotepadsFitAPhone: Code 777's pyramid, 13 Clues' sheet and
// Lexio's hand have no horizontal scrolling at 360 px and 44 px targets.
func TestBrowserOtherNotepadsFitAPhone(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 62)
	c7 := h.create("code777", 3)
	c13 := h.create("clues13", 3)
	lx := h.create("lexio", 3)
	for _, c := range []struct {
		url, wait, targets string
	}{
		{"/s/" + c7.tokens[0], `.c777-pyramid`, `.c777-cell, .c777-pal`},
		{"/s/" + c13.tokens[0], `.c13-palette`, `.c13-pal, .c13-slot`},
		{"/s/" + lx.tokens[0], `.lx-grid`, `.lx-pal`},
	} {
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(360, 740), chromedp.Navigate(h.srv.URL+c.url)))
		waitShown(t, ctx, c.wait)
		assert.Empty(t, evalT[string](t, ctx, fmt.Sprintf(fitsJS, c.targets)), c.url)
	}
}

// TestBrowserOfflineTap: with the server gone the page says so, and a tap
// says "not sent" at once and sends nothing; back live, the tap works. A tap
// whose reply is lost is sent again, once, with its key when the page is
// live again: the server acts on it exactly once.
func TestBrowserOfflineTap(t *testing.T) {
	for _, w := range []int64{360, 390} {
		t.Run(fmt.Sprint(w), func(t *testing.T) {
			ctx := browser(t)
			h := newHarness(t, "", 63+w) // each width its own seed: the two run side by side
			addr := h.srv.Listener.Addr().String()
			tb := h.create("tagiron", 2)
			setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 1)
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(w, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1])))
			waitShown(t, ctx, `.card.can[data-card="count-red"]`)
			waitJS(t, ctx, `!document.body.classList.contains("offline")`, "live")

			h.close()
			waitJS(t, ctx, `document.body.classList.contains("offline")`, "the page to notice")
			assert.Contains(t, textOf(t, ctx, `#conn`), "다시 연결 중")
			jsClick(t, ctx, `.card[data-card="count-red"]`)
			assert.Contains(t, fixedText(t, ctx, `#toast`), "보내지 못했습니다")
			assert.Equal(t, "true", evalT[string](t, ctx, `document.querySelector('.card[data-card="count-red"]').getAttribute("aria-disabled")`))
			shot(t, ctx, fmt.Sprintf("offline-tap-%d", w))

			h2 := newHarnessAt(t, h.path, 64+w, addr)
			tb.h = h2
			waitJS(t, ctx, `!document.body.classList.contains("offline")`, "live again")
			assert.Empty(t, tb.view(1)["log"], "the tap made offline was not sent")

			// The reply to this tap is lost on the way back (the request did arrive).
			evalT[bool](t, ctx, `(() => { window.toasts = []; new MutationObserver(() => window.toasts.push(document.getElementById("toast").textContent)).observe(document.getElementById("toast"), { childList: true, subtree: true, characterData: true }); return true; })()`)
			evalT[bool](t, ctx, `(() => { const f = window.fetch; window.fetch = async (...a) => { window.fetch = f; await f(...a); throw new TypeError("Failed to fetch"); }; return true; })()`)
			jsClick(t, ctx, `.card[data-card="count-red"]`)
			waitJS(t, ctx, `document.getElementById("toast").textContent.includes("보냈습니다")`, "the resend after the reconnect")
			assert.Contains(t, strings.Join(evalT[[]string](t, ctx, `window.toasts`), "\n"), "한 번만 보냅니다", "the page said it would send it once")
			waitJS(t, ctx, `!sessionStorage.getItem("tm-pending:`+tb.tokens[1]+`")`, "nothing left waiting")
			log := tb.view(1)["log"].([]any)
			assert.Len(t, log, 1, "asked exactly once")
			n := 0
			for _, e := range h2.svc.Tables()[0].Events() {
				if e.Kind == "question.asked" || strings.Contains(e.Kind, "ask") {
					n++
					assert.NotEmpty(t, e.Key, "the ask carries its key")
				}
			}
			assert.Equal(t, 1, n)
		})
	}
}

// TestBrowserReloadKeepsSelection: a hand half tapped in survives a reload
// and a language switch.
func TestBrowserReloadKeepsSelection(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 65)
	tb := h.create("tagiron", 2)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0])))
	waitShown(t, ctx, `.palette`)
	for _, id := range []string{"r1", "b4", "g5"} {
		jsClick(t, ctx, `button[data-tile="`+id+`"]`)
	}
	on := `Array.from(document.querySelectorAll(".pal.on")).map((b) => b.dataset.tile).sort().join(",")`
	waitJS(t, ctx, on+` === "b4,g5,r1"`, "three picked")
	require.NoError(t, chromedp.Do(ctx, chromedp.Reload()))
	waitShown(t, ctx, `.palette`)
	assert.Equal(t, "b4,g5,r1", evalT[string](t, ctx, on), "kept across a reload")
	jsClick(t, ctx, `#lang`)
	waitShown(t, ctx, `.palette`)
	assert.Equal(t, "b4,g5,r1", evalT[string](t, ctx, on), "kept across a language switch")
	assert.Contains(t, textOf(t, ctx, `#conn`), "Live", "the badge follows the switch")
	jsClick(t, ctx, `#lang`)
}

// TestBrowserResultOnActingPhone: a wrong declaration shows a full-width
// "오답" on the declaring phone, and the end of the game a result.
func TestBrowserResultOnActingPhone(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 66)
	tb := h.create("tagiron", 3)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}, {"b0", "b1", "b2", "b3", "g5"}}, 0)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1])))
	waitShown(t, ctx, `.declarebtn`)
	jsClick(t, ctx, `.declarebtn`)
	for _, id := range []string{"r0", "r4", "r6", "r7", "r8"} { // the centre is r4 r6 r7 r8 g5
		jsClick(t, ctx, `.declare button[data-tile="`+id+`"]`)
	}
	// A declaration cannot be taken back: the page asks once, in place; a
	// cancel sends nothing and keeps the tiles picked.
	logBefore := len(tb.hostView()["log"].([]any))
	jsClick(t, ctx, `.declare .picker button.big`)
	waitShown(t, ctx, `.sure[data-sure-open="declare"]`)
	assert.Contains(t, textOf(t, ctx, `.sure`), "선언은 되돌릴 수 없고")
	jsClick(t, ctx, `.sure-no`)
	waitJS(t, ctx, `!document.querySelector(".sure") && document.querySelectorAll(".declare .pal.on").length === 5`, "the question closed, the tiles kept")
	assert.Len(t, tb.hostView()["log"].([]any), logBefore, "nothing declared on a cancel")
	jsClick(t, ctx, `.declare .picker button.big`)
	jsClick(t, ctx, `.sure-yes`)
	assert.Contains(t, fixedText(t, ctx, `.moment.bad`), "오답")
	// The player out reads a sentence about themselves in the pinned prompt.
	waitShown(t, ctx, `.pin #my-result`)
	assert.Contains(t, textOf(t, ctx, `#my-result`), "선언이 틀려 탈락했어요")
	assert.Equal(t, "alert", evalT[string](t, ctx, `document.querySelector(".moment").getAttribute("role")`))
	w := evalT[float64](t, ctx, `document.querySelector(".moment").offsetWidth - document.documentElement.clientWidth`)
	assert.InDelta(t, 0, w, 1, "full width")
	shot(t, ctx, "tagiron-result-wrong")
	// The moment stays until its player taps it away.
	jsClick(t, ctx, `.moment-ok`)
	waitJS(t, ctx, `!document.querySelector(".moment")`, "the moment tapped away")
	assert.Contains(t, textOf(t, ctx, `#my-result`), "선언이 틀려 탈락했어요", "the sentence stays")
}

// jsClick taps the element sel finds now (pages redraw from fresh views, so
// a node found earlier may have been replaced).
func jsClick(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	q := fmt.Sprintf("document.querySelector(%q)", sel)
	waitJS(t, ctx, "!!"+q, sel)
	evalT[bool](t, ctx, "(() => { "+q+".click(); return true; })()")
}

// tilePlaces records, from the page's first moment, every place the first
// tile of the set-up palette is drawn at (its top, from the page's top).
const tilePlaces = `(() => {
  window.__places = [];
  const look = () => {
    const b = document.querySelector(".palette button[data-tile]");
    const y = b ? Math.round(b.getBoundingClientRect().top + window.scrollY) : null;
    if (y !== null && y !== window.__places[window.__places.length - 1]) window.__places.push(y);
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
})()`

// TestBrowserSetupHoldsStill: the set-up page a player starts tapping tiles
// on is drawn whole in its first draw: the camera's entry is there at once
// (it appeared up to 1.5 s later and moved the tiles 250 px down under the
// finger), and the tiles stay where they were first drawn.
func TestBrowserSetupHoldsStill(t *testing.T) {
	ctx := browser(t)
	onEveryPage(t, ctx, tilePlaces)
	h := newHarness(t, "", 2917)
	tb := h.create("tagiron", 2)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1])))
	waitShown(t, ctx, `.cam label[for="cam-photo"]`)
	waitShown(t, ctx, `.palette button[data-tile]`)
	assert.Len(t, evalT[[]float64](t, ctx, `window.__places`), 1, "the tiles never moved")
	// A name saved redraws the page: the camera's entry stays, still one element.
	tb.seat(1, map[string]any{"type": "name", "name": "민지"})
	waitJS(t, ctx, `document.querySelectorAll(".cam").length === 1 && document.querySelector("#title").textContent.includes("민지")`, "the name drawn")
	// Set-up over: the entry goes in the same draw that starts the game.
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	waitShown(t, ctx, `.tg-cells`)
	assert.False(t, evalT[bool](t, ctx, `!!document.querySelector(".cam")`), "no camera once the game is under way")
}
