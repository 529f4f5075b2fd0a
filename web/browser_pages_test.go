package web_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/clues13"
	"github.com/tablemate/tablemate/companion/code777"
	"github.com/tablemate/tablemate/companion/tagiron"
)

// Words a page must never show: a particle left as a template, a key the
// page did not translate, an internal id of a tile or card.
var (
	templateParticle = regexp.MustCompile(`\((가|를|으로|이|은|는|과|와)\)`)
	untranslatedKey  = regexp.MustCompile(`\b[a-z0-9]+_[a-z0-9_]+\b`)
	internalID       = regexp.MustCompile(`\b([rbg][0-9]|(green|yellow|black|brown|red|pink|blue)[1-7])\b`)
)

// widest names the elements that stick out of the viewport.
const widest = `Array.from(document.querySelectorAll("#app *")).filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).slice(-3).map((e) => e.tagName + "." + e.className + " " + e.textContent.slice(0, 30)).join(" | ")`

// setLang switches the page's language as the phone's switch would.
func setLang(t *testing.T, ctx context.Context, lang string) {
	t.Helper()
	evalT[bool](t, ctx, `(() => { localStorage.setItem("lang", "`+lang+`"); return true; })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Reload()))
}

// inBothLanguages runs check on the page in the language it shows, then
// switches the page to the other with its own button (as a player does: no
// reload) and runs check again. check gets the language shown and waits for
// what it reads.
func inBothLanguages(t *testing.T, ctx context.Context, check func(lang string)) {
	t.Helper()
	for i := range 2 {
		if i == 1 {
			other := evalT[string](t, ctx, `document.documentElement.lang === "ko" ? "en" : "ko"`)
			tap(t, ctx, `#lang`)
			waitJS(t, ctx, `document.documentElement.lang === `+strconv.Quote(other), "the language switched")
		}
		check(evalT[string](t, ctx, `document.documentElement.lang`))
	}
}

// TestBrowserPagesReadRight: bots play a whole game of each deduction game;
// every seat page and the display, at the end and at set-up, in Korean and
// in English at 360 px (the second switched on the page), show no template particle, no untranslated key, no
// internal id, are no wider than the phone, and every text reads at WCAG AA
// contrast (see contrastJS).
func TestBrowserPagesReadRight(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 92)
	botsPlayDeductionGames(t, h, 7)
	lx := h.create("lexio", 3)
	for _, g := range []string{"tagiron", "code777", "clues13"} { // set-up pages too
		h.create(g, 3)
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(360, 740)))
	for _, tab := range h.svc.Tables() {
		pages := []string{"/display/" + tab.ID()}
		for _, tok := range tab.Info.Tokens {
			pages = append(pages, "/s/"+tok)
		}
		for _, p := range pages {
			// Each page in both languages: loaded in the one the last page was left in.
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+p)))
			inBothLanguages(t, ctx, func(lang string) {
				waitJS(t, ctx, `!!document.body.dataset.seq && document.getElementById("app").children.length > 1`, "the page drawn")
				what := fmt.Sprintf("%s %s %s", tab.Info.Settings.Game, p, lang)
				text := evalT[string](t, ctx, `document.body.innerText + "\n" + Array.from(document.querySelectorAll("[title],[aria-label]")).map((e) => (e.title || "") + " " + (e.getAttribute("aria-label") || "")).join("\n")`)
				assert.Empty(t, templateParticle.FindAllString(text, -1), what)
				assert.Empty(t, untranslatedKey.FindAllString(text, -1), what)
				if tab.ID() != lx.id { // Lexio names its tiles by their own short names
					assert.Empty(t, internalID.FindAllString(text, -1), what)
				}
				for _, bad := range []string{"[object", "undefined", "NaN"} {
					assert.NotContains(t, text, bad, what)
				}
				assert.LessOrEqual(t, evalT[float64](t, ctx, `document.documentElement.scrollWidth`), 360.0, what+" "+evalT[string](t, ctx, widest))
				assert.Empty(t, lowContrast(t, ctx), what+": text below AA contrast")
			})
		}
	}
}

// TestBrowserReadmeScreenshots writes each game's seat page at set-up,
// mid-game and the end, at 390×844, to testdata/screenshots (shown from the
// README), in Korean and English, when TABLEMATE_README_SHOTS is set.
func TestBrowserReadmeScreenshots(t *testing.T) {
	if os.Getenv("TABLEMATE_README_SHOTS") == "" {
		t.Skip("set TABLEMATE_README_SHOTS=1 to write the README's screenshots")
	}
	ctx := browser(t)
	dir := filepath.Join("testdata", "screenshots")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	h := newHarness(t, "", 93)
	bg := context.Background()
	// snap shows what a 390×844 phone shows, scrolled to the part that matters.
	snap := func(h *harness, url, wait, name string) {
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+url)))
		for _, lang := range []string{"ko", "en"} {
			setLang(t, ctx, lang)
			waitShown(t, ctx, wait)
			evalT[bool](t, ctx, `(() => { document.querySelector(`+fmt.Sprintf("%q", wait)+`).scrollIntoView(); window.scrollBy(0, -60); return true; })()`)
			png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(filepath.Join(dir, name+"-"+lang+".png"), png, 0o644))
		}
	}
	// Set-up: a fresh table of each game.
	for _, g := range []string{"tagiron", "code777", "clues13", "lexio"} {
		tb := h.create(g, 3)
		snap(h, "/s/"+tb.tokens[0], `body[data-seq] #app .status, body[data-seq] #app section`, g+"-setup") // #app: the tips box before it may be hidden
	}
	// Mid-game: Tagiron after a few questions and marks.
	tb := h.create("tagiron", 2)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	tb.host(map[string]any{"type": "reveal", "card": "count-blue"})
	tb.seat(1, map[string]any{"type": "mark", "marks": []map[string]any{{"pos": 1, "tile": "r0", "state": "out"}, {"pos": 1, "tile": "b0", "state": "out"}, {"pos": 1, "tile": "g5", "state": "possible"}}})
	snap(h, "/s/"+tb.tokens[1], `.tg-pad`, "tagiron-mid")
	// Code 777: seat 1 has read a card; seat 0's phone shows the answer to say aloud.
	c7 := createC777(t, h, 2, nil, "full")
	c7.must(1, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"red5", "blue7", "blue7"}})
	c7.must(0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"green1", "yellow2", "black3"}})
	c7.must(-1, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink6", "green6", "brown4"}})
	c7.must(-1, map[string]any{"type": "rack", "rack": "n2", "tiles": []string{"pink7", "black5", "yellow7"}})
	c7.must(-1, map[string]any{"type": "start", "starter": 1})
	c7.must(1, map[string]any{"type": "read", "card": "q8"})
	for _, cell := range []string{"green1/1", "yellow2/1", "black3/1", "pink6/1", "green6/1", "brown4/1"} { // the tiles seat 0 sees
		c7.must(0, map[string]any{"type": "mark", "cell": cell, "state": "x"})
	}
	snap(h, "/s/"+c7.tokens[0], `body[data-seq] .status`, "code777-mid")
	// 13 Clues: two asks answered; seat 0 is about to act.
	d := c13Deal(t, 3, 17)
	c13 := newC13(t, h, d, false, 0)
	c13.ask(0, 1, "female", "", false)
	c13.ask(1, 0, "female", "", false)
	snap(h, "/s/"+c13.tokens[0], `body[data-seq] .status`, "clues13-mid")
	// Lexio: seat 0 has led; seat 1 forms its answer.
	lx := lexioCreate(h, 3, nil)
	hands, market := lexioFixedDeal(t, 5)
	lexioEnter(t, lx, hands, market)
	lx.seat(0, map[string]any{"type": "play", "tiles": []string{hands[0].Tiles()[0].String()}})
	snap(h, "/s/"+lx.tokens[1], `body[data-seq] .status`, "lexio-mid")
	// The end: bots play whole games.
	for i, sim := range []struct {
		game string
		run  func(h *harness) error
	}{
		{"tagiron", func(h *harness) error { _, err := tagiron.Simulate(bg, h.svc, 3, 9); return err }},
		{"code777", func(h *harness) error { _, err := code777.Simulate(bg, h.svc, 3, 9); return err }},
		{"clues13", func(h *harness) error { _, err := clues13.Simulate(bg, h.svc, 3, 9); return err }},
	} {
		he := newHarness(t, "", int64(94+i)) // one table: the one the bots played
		require.NoError(t, sim.run(he))
		snap(he, "/s/"+he.svc.Tables()[0].Info.Tokens[0], `body[data-seq] .status`, sim.game+"-end")
	}
	// Lexio's end: a whole game played through the API.
	he := newHarness(t, "", 97)
	lxe := lexioCreate(he, 3, map[string]any{"deals": 2})
	dr := newLexioDriver(t, lxe, 3, 3, 2, 17)
	dr.deal()
	dr.playOut()
	snap(he, "/s/"+lxe.tokens[0], `body[data-seq] .status`, "lexio-end")
}
