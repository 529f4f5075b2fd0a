package web_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCode777BrowserSeatFlow: on a phone, seat 1 places seat 0's tiles with the palette, reads the card it
// drew, sees the answer to say aloud, and crosses a tile out on the note-sheet pyramid.
func TestCode777BrowserSeatFlow(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 12)
	g := createC777(t, h, 2, nil, "full")
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(h.srv.URL+"/s/"+g.tokens[1]),
		chromedp.WaitVisible(chromedp.CSS(`.c777-entry[data-rack="0"] .c777-palette`)),
	))
	// Seat 1 sits to seat 0's right, so it places seat 0's tiles.
	for _, k := range []string{"red5", "blue7", "blue7"} {
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.c777-entry[data-rack="0"] button[data-kind="`+k+`"]`))))
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.c777-entry[data-rack="0"] .c777-save`))))
	require.Eventually(t, func() bool {
		for _, r := range g.view(1)["racks"].([]any) {
			if rv := r.(map[string]any); rv["id"] == "0" {
				return rv["filled"] == true
			}
		}
		return false
	}, 10e9, 50e6)
	assert.Equal(t, []string{"red5", "blue7", "blue7"}, c777Strings(c777RackField(g.view(1), "tiles")[0]))

	g.must(0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"green1", "yellow2", "black3"}})
	g.must(-1, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink6", "green6", "brown4"}})
	g.must(-1, map[string]any{"type": "rack", "rack": "n2", "tiles": []string{"pink7", "black5", "yellow7"}})
	g.must(-1, map[string]any{"type": "start", "starter": 1})

	// Seat 1 reads card 8 (colours seen: red, blue, pink, green, brown, black, yellow = 7).
	c777Tap(t, ctx, `button[data-card="q8"]`, `.c777-say .c777-sayans`)
	say := textOf(t, ctx, `.c777-say .c777-sayans`)
	assert.Equal(t, "7", strings.TrimSpace(say))

	// The pyramid: a tap crosses a tile out, through the server.
	c777Tap(t, ctx, `button[data-cell="green1/1"]`, `button.c777-cell.x[data-cell="green1/1"]`)
	assert.Equal(t, "x", g.view(1)["me"].(map[string]any)["marks"].(map[string]any)["green1/1"])
	// Seat 1's own rack is never on its page.
	mine := textOf(t, ctx, `.c777-rackcell[data-key="1"]`)
	assert.NotContains(t, mine, "1")
	assert.Nil(t, c777RackField(g.view(1), "tiles")[1], "seat 1 does not see its own rack")

	// Seat 1 opens its challenge's question (1 2 3, right): another seat's
	// read arrives live meanwhile and redraws the page, and the question
	// stays open with the numbers picked, for the tap that answers it.
	jsClick(t, ctx, `h2[data-fold="challenge"]`)
	for _, n := range []string{"1", "2", "3"} {
		jsClick(t, ctx, `.c777-num[data-num="`+n+`"]`)
	}
	jsClick(t, ctx, `.c777-challenge button.big`)
	waitShown(t, ctx, `.sure[data-sure-open="challenge"]`)
	seq := g.hostView()["seq"].(float64)
	g.must(0, map[string]any{"type": "read", "card": "q3"})
	waitJS(t, ctx, `Number(document.body.dataset.seq) > `+strconv.FormatFloat(seq, 'f', -1, 64), "seat 0's read drawn")
	waitShown(t, ctx, `.c777-read`) // seat 1's turn to read again
	assert.True(t, evalT[bool](t, ctx, `!!document.querySelector('.sure[data-sure-open="challenge"]')`), "the question stays open")
	assert.Equal(t, "1 2 3", textOf(t, ctx, `.c777-named`))
	jsClick(t, ctx, `.sure-yes`)
	assert.Contains(t, momentText(t, ctx), "정답!")
}

// c777Tap taps sel once, as a player does, and waits for want: a tap that
// a live redraw (hints arriving) swallowed would fail here, not be retried.
func c777Tap(t *testing.T, ctx context.Context, sel, want string) {
	t.Helper()
	jsClick(t, ctx, sel)
	waitShown(t, ctx, want)
}
