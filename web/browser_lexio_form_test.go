package web_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// typeKey types one key into the focused field, as a phone's keypad does (key down, the
// character, key up), and returns the field's value afterwards.
func typeKey(t *testing.T, ctx context.Context, key string) string {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(key)))
	return evalT[string](t, ctx, `document.activeElement.value`)
}

// focusField taps a count field of the chips-only form and marks the node, so the test sees
// whether a redraw replaced it (a new node has no mark).
func focusField(t *testing.T, ctx context.Context, seat int) {
	t.Helper()
	sel := `input[data-left="` + strconv.Itoa(seat) + `"]`
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel))))
	require.True(t, evalT[bool](t, ctx, `(() => { const e = document.querySelector('`+sel+`'); e.tmProbe = true; return document.activeElement === e; })()`))
}

// sameField says the focused field is still the node focusField marked.
func sameField(t *testing.T, ctx context.Context) bool {
	return evalT[bool](t, ctx, `document.activeElement.tmProbe === true`)
}

// phoneShot saves what a phone's screen shows, scrolled to sel, to testdata/screenshots when
// TABLEMATE_README_SHOTS is set.
func phoneShot(t *testing.T, ctx context.Context, name, sel string) {
	t.Helper()
	if os.Getenv("TABLEMATE_README_SHOTS") == "" {
		return
	}
	evalT[bool](t, ctx, `(() => { document.querySelector(`+strconv.Quote(sel)+`).scrollIntoView(); window.scrollBy(0, -120); return true; })()`)
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	dir := filepath.Join("testdata", "screenshots")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644))
}

// TestBrowserLexioChipsFormTypesWhatIsTyped: on a 390×844 phone, player 1 records that they emptied
// their hand and types 10, 9 and 12 key by key for the others — one key before and one after a live
// update from another phone. Each field keeps its node, its focus and every key; it opens the digit
// keypad; a count the hand cannot hold (21 of 12) is refused with a sentence and the confirm waits;
// the preview shows the payouts before the confirm; and the server settles exactly 10, 9 and 12.
func TestBrowserLexioChipsFormTypesWhatIsTyped(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 2301)
	tb := h.createWith(map[string]any{"game": "lexio", "players": 4, "hints": "off", "options": map[string]any{"scorekeeping": true, "deals": 2}})
	for i, n := range []string{"민지", "지훈", "소라", "Jun"} {
		tb.seat(i, map[string]any{"type": "name", "name": n})
	}
	tb.seat(0, map[string]any{"type": "deal"})
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0])))
	waitShown(t, ctx, `input[data-left="1"]`)
	for _, a := range []string{"inputmode", "pattern"} {
		assert.Equal(t, map[string]string{"inputmode": "numeric", "pattern": "[0-9]*"}[a],
			evalT[string](t, ctx, `document.querySelector('input[data-left="1"]').getAttribute("`+a+`")`), "the phone opens its digit keypad")
	}

	focusField(t, ctx, 1)
	assert.Equal(t, "1", typeKey(t, ctx, "1"))
	// Another phone records a purchase meanwhile: the page redraws under the typing finger.
	seq := evalT[string](t, ctx, `document.body.dataset.seq`)
	tb.seat(3, map[string]any{"type": "buy"})
	waitJS(t, ctx, `document.body.dataset.seq !== "`+seq+`"`, "the live update")
	assert.True(t, sameField(t, ctx), "a redraw keeps the field being typed in")
	assert.Equal(t, "10", typeKey(t, ctx, "0"), "the caret stayed after the 1")
	assert.True(t, sameField(t, ctx))

	focusField(t, ctx, 2)
	assert.Equal(t, "9", typeKey(t, ctx, "9"))
	focusField(t, ctx, 3)
	assert.Equal(t, "2", typeKey(t, ctx, "2"))
	assert.Equal(t, "21", typeKey(t, ctx, "1"))
	assert.True(t, sameField(t, ctx))
	// Jun bought a tile this deal: 12 dealt + 1 bought.
	refusal := textOf(t, ctx, `.lx-refuse`)
	assert.Equal(t, "Jun의 손에는 지금 패가 최대 13개까지 있을 수 있습니다 (받은 패와 산 패): 21개는 안 됩니다.", refusal)
	assert.True(t, evalT[bool](t, ctx, `document.querySelector("button.lx-doempty").disabled`), "the confirm waits for counts that can be")
	assert.Equal(t, "true", evalT[string](t, ctx, `document.querySelector('input[data-left="3"]').getAttribute("aria-invalid")`))
	phoneShot(t, ctx, "lexio-chips-refused-ko", ".lx-left")
	assert.Equal(t, "2", typeKey(t, ctx, kb.Backspace))
	assert.Equal(t, "", typeKey(t, ctx, kb.Backspace))
	assert.Equal(t, "1", typeKey(t, ctx, "1"))
	assert.Equal(t, "12", typeKey(t, ctx, "2"))
	assert.True(t, sameField(t, ctx))
	// A letter never gets in (a keyboard that has letters).
	assert.Equal(t, "12", typeKey(t, ctx, "x"))

	vals := evalT[[]string](t, ctx, `[...document.querySelectorAll(".lx-left input")].map((i) => i.value)`)
	assert.Equal(t, []string{"10", "9", "12"}, vals)
	preview := textOf(t, ctx, `.lx-preview`)
	assert.Contains(t, preview, "내가 칩 31개를 받습니다:")
	for _, line := range []string{"지훈 10개", "소라 9개", "Jun 12개"} {
		assert.Contains(t, preview, line)
	}
	assert.NotContains(t, preview, "시장 칩", "an empty pot pays nothing and is not listed")
	assert.Empty(t, evalT[string](t, ctx, `(document.querySelector(".lx-refuse") || {}).textContent || ""`))
	// The typed counts survive a language switch (a reload); the form fits a small phone in both.
	for _, lang := range []string{"en", "ko"} {
		setLang(t, ctx, lang)
		waitShown(t, ctx, `.lx-preview`)
		assert.Equal(t, []string{"10", "9", "12"}, evalT[[]string](t, ctx, `[...document.querySelectorAll(".lx-left input")].map((i) => i.value)`))
		for _, w := range []int64{360, 390} {
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(w, 844)))
			assert.Empty(t, evalT[string](t, ctx, widest), "nothing sticks out at %d px", w)
			phoneShot(t, ctx, "lexio-chips-preview-"+lang+"-"+strconv.FormatInt(w, 10), ".lx-left")
		}
	}
	assert.Contains(t, textOf(t, ctx, `.lx-preview`), "내가 칩 31개를 받습니다:")

	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button.lx-doempty`))))
	waitShown(t, ctx, `.lx-result li`)
	v := tb.view(0)
	emptied := v["emptied"].([]any)
	require.Len(t, emptied, 1)
	assert.Equal(t, []any{0.0, 10.0, 9.0, 12.0}, emptied[0].(map[string]any)["paid"], "the server settled what was typed")
	waitJS(t, ctx, `[...document.querySelectorAll(".lx-left input")].every((i) => i.value === "")`, "the form empty for the next record")

	// The server refuses the same impossible count from any client, with the same sentence.
	code, body := tb.seatTry(1, map[string]any{"type": "emptied", "left": []int{0, 0, 30, 1}})
	assert.Equal(t, 409, code)
	assert.Contains(t, body, "소라")
	assert.Contains(t, body, "9")
}

// TestBrowserLexioShortPaymentNamed: a player who has fewer chips in hand than the tiles they owe
// pays what they have; the preview before the confirm, the result after it, the ledger and the final
// screen name them with what they paid of what they owed, in English and Korean, at 360 and 390 px.
func TestBrowserLexioShortPaymentNamed(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 2302)
	tb := h.createWith(map[string]any{"game": "lexio", "players": 3, "hints": "off", "options": map[string]any{"scorekeeping": true, "deals": 2}})
	for i, n := range []string{"Minji", "Jihun", "Sora"} {
		tb.seat(i, map[string]any{"type": "name", "name": n})
	}
	tb.seat(0, map[string]any{"type": "deal"})
	for range 15 { // Sora buys the whole market, one tile a trick: 5 chips left, 30 tiles at most
		tb.seat(2, map[string]any{"type": "buy"})
		tb.seat(0, map[string]any{"type": "trick"})
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0])))
	setLang(t, ctx, "en")
	waitShown(t, ctx, `input[data-left="1"]`)
	focusField(t, ctx, 1)
	typeKey(t, ctx, "1")
	typeKey(t, ctx, "0")
	focusField(t, ctx, 2)
	typeKey(t, ctx, "1")
	assert.Equal(t, "12", typeKey(t, ctx, "2"))
	preview := textOf(t, ctx, `.lx-preview`)
	assert.Contains(t, preview, "You receive 60 chips:", "the pot of 45, 10 from Jihun, Sora's last 5: the reader is “you”, the verb agreeing")
	assert.Contains(t, preview, "Sora: 5 of 12 (too few chips)")
	for _, w := range []int64{360, 390} {
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(w, 844)))
		assert.Empty(t, evalT[string](t, ctx, widest), "nothing sticks out at %d px", w)
		phoneShot(t, ctx, "lexio-chips-short-preview-en-"+strconv.FormatInt(w, 10), ".lx-left")
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button.lx-doempty`))))
	waitShown(t, ctx, `.lx-final`)
	for _, lang := range []string{"en", "ko"} {
		setLang(t, ctx, lang)
		waitShown(t, ctx, `.lx-final`)
		// The moment over the page, then the page itself.
		want := map[string]string{"en": "Sora: 5 of 12 (too few chips)", "ko": "Sora: 12개 중 5개 (칩 부족)"}[lang]
		evalT[bool](t, ctx, `(() => { const b = document.querySelector(".moment-close"); if (b) b.click(); return true; })()`)
		page := textOf(t, ctx, `#app`)
		assert.Contains(t, page, want, "the result names the short payer (%s)", lang)
		assert.Contains(t, page, map[string]string{"en": "5 of 12", "ko": "12개 중 5개"}[lang], "the ledger line says what was owed")
		for _, w := range []int64{360, 390} {
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(w, 844)))
			assert.Empty(t, evalT[string](t, ctx, widest), "nothing sticks out at %d px", w)
			phoneShot(t, ctx, "lexio-chips-short-end-"+lang+"-"+strconv.FormatInt(w, 10), ".lx-final")
		}
	}
	// The table display and the host console name the short payer too.
	for _, url := range []string{"/display/" + tb.id} {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+url)))
		assert.Contains(t, textOf(t, ctx, `.lx-final`), "Sora: 12개 중 5개 (칩 부족)", url)
	}
	code, body := h.call("GET", "/api/host/tables/"+tb.id, nil, h.hostHdr())
	require.Equal(t, 200, code)
	assert.Contains(t, string(body), `"owed":[0,10,12]`, "the host's view carries what was owed")
}
