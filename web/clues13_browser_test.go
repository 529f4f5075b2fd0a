package web_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// TestClues13BrowserEnterCardsAndAnswer: a phone enters its five cards on the page (three outside for
// its left neighbour, a left and a right inside card), then shows the answer to give as soon as
// another seat asks it, and marks a card of its notepad through the server.
func TestClues13BrowserEnterCardsAndAnswer(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 1331)
	d := c13Deal(t, 3, 5)
	tb := h.create("clues13", 3)
	g := &c13{table: tb, t: t, deal: d}

	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1]), chromedp.WaitVisible(chromedp.CSS(`.c13-palette`))))
	out, in := c13IDs(d.Outside[2][:]), c13IDs(d.Inside[1][:])
	for _, id := range append(append([]string{}, out...), in...) {
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.c13-pal[data-card="`+id+`"]`))))
	}
	for _, id := range out {
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.c13-slot[data-slot="out"][data-card="`+id+`"]`))))
	}
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`.c13-slot[data-slot="left"][data-card="`+in[0]+`"]`)),
		chromedp.Click(chromedp.CSS(`.c13-slot[data-slot="right"][data-card="`+in[1]+`"]`)),
		chromedp.Click(chromedp.CSS(`.c13-save-cards`)),
		chromedp.WaitNotPresent(chromedp.CSS(`.c13-palette`)),
	))
	m := c13Me(tb.view(1))
	assert.Equal(t, out, c13Strings(m["outside"]))
	assert.Equal(t, in, c13Strings(m["inside"]))

	g.enter(0)
	g.enter(2)
	tb.host(map[string]any{"type": "start", "starter": 0, "informants": c13IDs(d.Informants)})
	tb.seat(0, map[string]any{"type": "ask", "answerer": 1, "ask": "female"})
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`.c13-say .sayans`))))
	say := textOf(t, ctx, `.c13-say .sayans`)
	want, err := d.Answer(0, 1, rules.CategorySubject(rules.Female), rules.NoSide)
	require.NoError(t, err)
	assert.Equal(t, want, c13Atoi(t, strings.TrimSpace(say)))

	// The notepad: a tap marks a card "out" through the server.
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`td.c13-cell[data-card="knife"]`)),
		chromedp.WaitVisible(chromedp.CSS(`td.c13-cell.out[data-card="knife"]`)),
	))
	assert.Equal(t, "out", c13Me(tb.view(1))["marks"].(map[string]any)["knife"])
}

func c13Atoi(t *testing.T, s string) int {
	t.Helper()
	n := 0
	for _, r := range s {
		require.True(t, r >= '0' && r <= '9', "not a number: %q", s)
		n = n*10 + int(r-'0')
	}
	return n
}

// TestClues13BrowserTwoPlayersPeekAndRemovedColour: on a 2-player seat page a removed colour can be asked,
// and the page warns before the ask is confirmed that nobody can see it (the answer will be 0); the peek
// buttons offer the 8 informants and a peek shows the card on this phone.
func TestClues13BrowserTwoPlayersPeekAndRemovedColour(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 1332)
	d := c13Deal(t, 2, 9)
	g := newC13(t, h, d, false, 0)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/s/"+g.tokens[0])))
	tap(t, ctx, `.tabs [data-tab="peek"]`) // ask, peek and solve are a tab each
	waitShown(t, ctx, `.c13-peek button[data-letter="H"]`)
	tap(t, ctx, `.tabs [data-tab="ask"]`)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`.c13-subj[data-ask="orange"]`)),
		chromedp.WaitVisible(chromedp.CSS(`.c13-removed-warn`)),
	))
	warn := textOf(t, ctx, `.c13-removed-warn`)
	assert.Contains(t, warn, "주황은 이번 게임에서 제거한 색이라 아무도 볼 수 없습니다. 답은 반드시 0입니다.")
	assert.Contains(t, warn, "이번 차례의 행동을 씁니다", "2 players: the ask still uses the turn")
	assert.Equal(t, "그래도 질문", strings.TrimSpace(textOf(t, ctx, `.c13-doask`)))
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`.c13-side[data-side="left"]`)),
		chromedp.Click(chromedp.CSS(`.c13-doask`)),
		chromedp.WaitNotPresent(chromedp.CSS(`.c13-doask`)),
	))
	e := c13Last(g.view(1))
	assert.Equal(t, "orange", e["ask"])
	assert.EqualValues(t, 0, e["answer"])

	g.ask(1, 0, "red", "right", false)
	tap(t, ctx, `.tabs [data-tab="peek"]`)
	tap(t, ctx, `.c13-peek button[data-letter="C"]`)
	assert.Contains(t, textOf(t, ctx, `.sure[data-sure-open="peek:C"]`), "비밀정보원 C 카드를 엿볼까요?", "a peek asks once")
	tap(t, ctx, `.sure-yes`)
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitNotPresent(chromedp.CSS(`.c13-peek`))))
	assert.Equal(t, map[string]any{"C": d.Informants[2].String()}, c13Me(g.view(0))["peeked"])
	assert.Empty(t, c13Me(g.view(1))["peeked"])
}
