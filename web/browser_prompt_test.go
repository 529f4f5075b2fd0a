package web_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// promptScenes put a phone mid-game with a prompt waiting: an answer to say
// aloud (Tagiron, Code 777, 13 Clues) or its turn to read (Code 777) or to play (Lexio).
var promptScenes = []struct {
	game  string
	start func(t *testing.T, h *harness) (*table, int)
}{
	{"tagiron", func(t *testing.T, h *harness) (*table, int) {
		tb := h.create("tagiron", 2)
		setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 1)
		tb.seat(1, map[string]any{"type": "ask", "card": "count-red"})
		return tb, 0
	}},
	{"code777", func(t *testing.T, h *harness) (*table, int) {
		g := dealTwo(t, h)
		g.must(1, map[string]any{"type": "read", "card": "q17"})
		return g.table, 1
	}},
	{"code777-reader", func(t *testing.T, h *harness) (*table, int) { // its turn to read: the card's number
		g := createC777(t, h, 2, nil, "full")
		g.must(1, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"red5", "blue7", "blue7"}})
		g.must(0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"green1", "yellow2", "black3"}})
		g.must(-1, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink6", "green6", "brown4"}})
		g.must(-1, map[string]any{"type": "rack", "rack": "n2", "tiles": []string{"pink7", "black5", "yellow7"}})
		g.must(-1, map[string]any{"type": "start", "starter": 1})
		return g.table, 1
	}},
	{"clues13", func(t *testing.T, h *harness) (*table, int) {
		g := newC13(t, h, c13Deal(t, 3, 17), false, 0)
		g.seat(0, map[string]any{"type": "ask", "answerer": 1, "ask": "female"})
		return g.table, 1
	}},
	{"lexio", func(t *testing.T, h *harness) (*table, int) {
		tb := lexioCreate(h, 3, nil)
		hands, market := lexioFixedDeal(t, 5)
		lexioEnter(t, tb, hands, market)
		return tb, 0
	}},
}

// pageParts lists the heights of the page's parts, to see what makes a page tall.
const pageParts = `Array.from(document.querySelectorAll("body > *, #app > *")).filter((e) => e.offsetHeight)
  .map((e) => (e.id || e.className || e.tagName) + (e.querySelector(":scope > h2") ? "[" + e.querySelector(":scope > h2").textContent.slice(0, 12) + "]" : "") + " " + e.offsetHeight).join(", ")`

// TestBrowserPromptPinnedAndPageShort: for every game at 390×844 (and 360 px), mid-game
// with a prompt waiting, the page is about two screens tall (at most 1,700
// px: the notepad, the log and the hints are tabs, the quick marks, a
// challenge, the pile and the free notes folded; the log shows each part's
// height), every control fits (44 px, nothing sideways), and the prompt stays
// in view with the page scrolled to the bottom. With TABLEMATE_SHOTS set, the
// top and the bottom of each page are saved, at 390 and 360 px, ko and en.
func TestBrowserPromptPinnedAndPageShort(t *testing.T) {
	ctx := browser(t)
	dir := os.Getenv("TABLEMATE_SHOTS")
	for _, sc := range promptScenes {
		t.Run(sc.game, func(t *testing.T) {
			h := newHarness(t, "", 120)
			tb, seat := sc.start(t, h)
			for i, n := range []string{"민지", "Jihun", "서연"}[:len(tb.tokens)] {
				tb.seat(i, map[string]any{"type": "name", "name": n})
			}
			for _, w := range []int64{390, 360} {
				require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(w, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[seat])))
				inBothLanguages(t, ctx, func(lang string) {
					waitShown(t, ctx, `.pin`)
					height := evalT[float64](t, ctx, `document.documentElement.scrollHeight`)
					t.Logf("%s %s %d px wide: page %v px (%s)", sc.game, lang, w, height, evalT[string](t, ctx, pageParts))
					if w == 390 {
						assert.LessOrEqual(t, height, 1700.0, "about two screens: the notepad, log and hints in tabs, the rest folded")
					}
					if w == 390 && lang == "ko" && evalT[bool](t, ctx, `!!document.querySelector('[data-tabs="panes"]')`) {
						// One pane at a time: the log's tab shows the log and hides the notepad, and back.
						tap(t, ctx, `[data-tabs="panes"] [data-tab="log"]`)
						waitShown(t, ctx, `.tab-pane[data-pane="log"] ol.log`)
						assert.True(t, evalT[bool](t, ctx, `document.querySelector('.tab-pane[data-pane="notepad"]').hidden`), "the notepad's pane hidden")
						tap(t, ctx, `[data-tabs="panes"] [data-tab="notepad"]`)
						waitShown(t, ctx, `.tab-pane[data-pane="notepad"] [data-tab-as="notepad"]`)
					}
					fits(t, ctx, fmt.Sprintf("%s %s at %d px", sc.game, lang, w))
					if dir != "" { // what the phone shows at the top, then at the bottom
						png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
						require.NoError(t, err)
						require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("prompt-%s-%s-%d-top.png", sc.game, lang, w)), png, 0o644))
					}
					evalT[bool](t, ctx, `(() => { window.scrollTo(0, document.documentElement.scrollHeight); return true; })()`)
					waitJS(t, ctx, `(() => { const r = document.querySelector(".pin").getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 20; })()`, "the prompt in view")
					if dir != "" {
						png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
						require.NoError(t, err)
						require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("prompt-%s-%s-%d-bottom.png", sc.game, lang, w)), png, 0o644))
					}
					evalT[bool](t, ctx, `(() => { window.scrollTo(0, 0); return true; })()`)
				})
			}
		})
	}
}

// TestBrowserClues13NotepadFits360English: the 13 Clues sheet in English
// (its longest names: "racecourse", "candlestick") fits a 360 px phone: no
// cell is cut off, nothing scrolls sideways.
func TestBrowserClues13NotepadFits360English(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 121)
	g := newC13(t, h, c13Deal(t, 3, 17), false, 0)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(360, 740), chromedp.Navigate(h.srv.URL+"/s/"+g.table.tokens[0])))
	setLang(t, ctx, "en")
	waitShown(t, ctx, `.c13-sheet`)
	assert.Empty(t, evalT[string](t, ctx, `(() => {
  const out = [], wrap = document.querySelector(".c13-sheet").closest(".gridwrap");
  if (wrap.scrollWidth > wrap.clientWidth) out.push("sheet " + wrap.scrollWidth + " > " + wrap.clientWidth);
  if (document.documentElement.scrollWidth > window.innerWidth) out.push("page");
  document.querySelectorAll(".c13-cell").forEach((c) => { if (c.scrollWidth > c.clientWidth + 1) out.push(c.textContent); });
  return out.join("; ");
})()`))
	if dir := os.Getenv("TABLEMATE_SHOTS"); dir != "" {
		evalT[bool](t, ctx, `(() => { document.querySelector(".c13-sheet").scrollIntoView(); return true; })()`)
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, "clues13-sheet-360-en.png"), png, 0o644))
	}
	setLang(t, ctx, "ko")
}

// TestBrowserDisplayOnATV: a mid-game display on a 1920×1080 TV uses the
// whole width, reads at AA contrast, and (with TABLEMATE_SHOTS set) is
// photographed with a tablet's view.
func TestBrowserDisplayOnATV(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 122)
	tb := h.create("tagiron", 3)
	for i, n := range []string{"민지", "Jihun", "서연"} {
		tb.seat(i, map[string]any{"type": "name", "name": n, "color": []string{"red", "blue", "green"}[i]})
	}
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}, {"b0", "b1", "b2", "b3", "g5"}}, 0)
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	for _, size := range []struct {
		w, h int64
		name string
	}{{1920, 1080, "tv"}, {1280, 800, "tablet"}} {
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h)))
		openDisplay(t, ctx, h, tb)
		waitShown(t, ctx, `.d-frame`)
		used := evalT[float64](t, ctx, `document.querySelector(".d-frame").getBoundingClientRect().width / document.documentElement.clientWidth`)
		assert.Greater(t, used, 0.94, "%s: the display uses the screen's width", size.name)
		assert.Empty(t, lowContrast(t, ctx), size.name)
		if dir := os.Getenv("TABLEMATE_SHOTS"); dir != "" {
			png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(filepath.Join(dir, "display-"+size.name+".png"), png, 0o644))
		}
	}
}
