package web_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// whyShot saves, when TABLEMATE_SHOTS names a folder, the "why?" box sel as the phone draws it (the
// whole box, name-box.png) and the phone's screen with the box's end in view (name.png).
func whyShot(t *testing.T, ctx context.Context, sel, name string) {
	t.Helper()
	dir := os.Getenv("TABLEMATE_SHOTS")
	if dir == "" {
		return
	}
	box, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.CSS(sel)))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, name+"-box.png"), box, 0o644))
	_, err = chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => { document.querySelector(`+strconv.Quote(sel)+`).scrollIntoView({block: "end"}); return true; })()`))
	require.NoError(t, err)
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644))
}

// noSideways requires the page not to scroll sideways at the phone's width.
func noSideways(t *testing.T, ctx context.Context) {
	t.Helper()
	assert.LessOrEqual(t, evalT[float64](t, ctx, `document.documentElement.scrollWidth - document.documentElement.clientWidth`), 0.0, "the page scrolls sideways")
}

// whyInEnglish switches the page to English and waits for the open "why?" box sel to read the
// English sentence.
func whyInEnglish(t *testing.T, ctx context.Context, p phone, sel, korean string) string {
	t.Helper()
	p.tap(`#lang`)
	text := korean
	waitfor.Within(5*time.Second, func() bool {
		text = textOf(t, ctx, sel)
		return text != korean
	})
	return text
}

// TestBrowserTagironWhySum: on a 360 px phone, "why?" on a cell a sum card settles shows the
// arithmetic between the answers and the claim (the other answer's 9 taken off the sum, the tiles
// left), in Korean and then English.
func TestBrowserTagironWhySum(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 21)
	tb := h.createWith(map[string]any{"game": "tagiron", "players": 2, "hints": "full"})
	for i, r := range [][]string{{"b1", "r2", "b4", "g5", "b6"}, {"r0", "b0", "b2", "r3", "r9"}} {
		tb.seat(i, map[string]any{"type": "tiles", "tiles": r})
	}
	for _, c := range []string{"where-8-or-9", "sum-all", "count-pairs", "count-red", "where-0", "same-color-neighbours"} {
		tb.host(map[string]any{"type": "reveal", "card": c})
	}
	tb.host(map[string]any{"type": "start", "starter": 0})
	tb.seat(0, map[string]any{"type": "name", "name": "민준"})
	tb.seat(1, map[string]any{"type": "name", "name": "지수"})
	tb.seat(0, map[string]any{"type": "ask", "card": "where-8-or-9", "pick": 9})
	tb.host(map[string]any{"type": "reveal", "card": "sum-red"})
	tb.seat(1, map[string]any{"type": "ask", "card": "count-pairs"})
	tb.host(map[string]any{"type": "reveal", "card": "sum-blue"})
	tb.seat(0, map[string]any{"type": "ask", "card": "sum-all"})
	_, want := whyJSON(t, tb.h, tb.tokens[0], "1/r0", "1", "ko")
	require.Equal(t, true, want["holds"], want)

	p := phone{t, ctx}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(360, 780), chromedp.Navigate(tb.h.srv.URL+"/s/"+tb.tokens[0])))
	p.tap(`.tabs [data-tab="hints"]`) // the hints the "why?" mode reads which cells are certain from
	waitShown(t, ctx, `.tabs [data-tab="notepad"]`)
	p.tap(`.tabs [data-tab="notepad"]`)
	p.tap(`.why-mode`)
	p.tap(`.tg-tab[data-pos="1"]`)
	p.tap(`.tg-cell.why-able[data-cell="1/r0"]`)
	const box = `.tg-cells + .why-box`
	text := textOf(t, ctx, box+` .why-text`)
	assert.Equal(t, want["text"], text)
	assert.Contains(t, text, "다른 답에 따르면 5번째 자리는 9이므로 1~4번째 자리의 합은 14 − 9 = 5입니다.")
	assert.Contains(t, text, "1~4번째 자리에 올 수 있는 것은 (빨간 0, 파란 0, 파란 2, 빨간 3)")
	noSideways(t, ctx)
	whyShot(t, ctx, box, "why-tagiron-sum-ko-360")

	text = whyInEnglish(t, ctx, p, box+` .why-text`, text)
	assert.Contains(t, text, "The other answers put 9 at position 5, so positions 1 to 4 sum to 14 − 9 = 5.")
	noSideways(t, ctx)
	whyShot(t, ctx, box, "why-tagiron-sum-en-360")
}

// TestBrowserCode777WhyCard: on a 360 px phone, "why?" on a tile a question card's answer forces
// names the count: without my rack the reader would have said 2, so my rack holds 3 − 2 = 1 of green
// 1, black 5 and pink 7, and only the green 1 is out of my sight.
func TestBrowserCode777WhyCard(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 77)
	g := createC777(t, h, 3, nil, "full")
	g.must(2, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"green1", "red5", "blue7"}})
	g.must(0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"yellow2", "yellow2", "black3"}})
	g.must(1, map[string]any{"type": "rack", "rack": "2", "tiles": []string{"pink7", "black5", "brown4"}})
	g.must(-1, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"red5", "green6", "yellow7"}})
	g.must(-1, map[string]any{"type": "start", "starter": 0})
	g.must(0, map[string]any{"type": "read", "card": "q8"})
	g.must(1, map[string]any{"type": "read", "card": "q11"})
	_, want := whyJSON(t, h, g.tokens[0], "green1", "1", "ko")
	require.Equal(t, true, want["holds"], want)

	p := phone{t, ctx}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(360, 780), chromedp.Navigate(h.srv.URL+"/s/"+g.tokens[0])))
	p.tap(`.tabs [data-tab="hints"]`)
	waitShown(t, ctx, `.tabs [data-tab="notepad"]`)
	p.tap(`.tabs [data-tab="notepad"]`)
	p.tap(`.why-mode`)
	p.tap(`.c777-cell.why-able[data-cell="green1/1"]`)
	const box = `.c777-sheet .why-box`
	text := textOf(t, ctx, box+` .why-text`)
	assert.Equal(t, want["text"], text)
	assert.Contains(t, text, "내 받침대에는 초록 1, 검정 5, 분홍 7이 합쳐서 3 − 2 = 1장 있습니다.")
	assert.Contains(t, text, "그런 타일은 초록 1 한 장뿐이니")
	noSideways(t, ctx)
	whyShot(t, ctx, box, "why-code777-card-ko-360")

	text = whyInEnglish(t, ctx, p, box+` .why-text`, text)
	assert.Contains(t, text, "so your rack holds 3 − 2 = 1 of green 1, black 5 and pink 7. Only 1 such tile is out of your sight (green 1)")
	assert.False(t, strings.Contains(text, "내 "), text)
	noSideways(t, ctx)
	whyShot(t, ctx, box, "why-code777-card-en-360")
}
