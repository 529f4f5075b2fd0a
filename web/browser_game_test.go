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

// phone is one player's browser tab.
type phone struct {
	t   *testing.T
	ctx context.Context
}

// tap clicks the element matching sel in the live page (see waitShown).
func (p phone) tap(sel string) {
	p.t.Helper()
	waitShown(p.t, p.ctx, sel)
	_, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`(() => { document.querySelector(`+strconv.Quote(sel)+`).click(); return true; })()`))
	require.NoError(p.t, err)
}

// pickTiles taps tiles on the palette of the section sel, then its button.
func (p phone) pickTiles(sel string, tiles []string) {
	p.t.Helper()
	for _, id := range tiles {
		p.tap(sel + ` button[data-tile="` + id + `"]`)
	}
	p.tap(sel + ` .picker button.big`)
	if sel == ".declare" { // a declaration cannot be taken back: it asks once (kit sure)
		p.tap(`.sure-yes`)
	}
}

// reveal enters a drawn card with the page's card list.
func (p phone) reveal(card string) {
	p.t.Helper()
	waitShown(p.t, p.ctx, `.reveal select`)
	_, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`(() => { const s = document.querySelector(".reveal select");
		s.value = `+strconv.Quote(card)+`; s.dispatchEvent(new Event("change")); return true; })()`))
	require.NoError(p.t, err)
	waitShown(p.t, p.ctx, `button[data-card="`+card+`"]`)
}

// TestBrowserThreePlayerGameSurvivesRestart is the "done when":
// three players on three phones play a whole 3-player Tagiron game through
// the pages alone; the server is killed mid-game and restarted; the phones
// carry on without a reload and the game ends with places and an elimination.
func TestBrowserThreePlayerGameSurvivesRestart(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 81)
	addr := h.srv.Listener.Addr().String()
	tb := h.create("tagiron", 3)
	racks := [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}
	centre := []string{"b7", "r8", "b8", "r9", "b9"}

	phones := make([]phone, 3)
	for i := range phones {
		tctx := newTab(t, ctx) // a new tab in the same browser
		phones[i] = phone{t: t, ctx: tctx}
		require.NoError(t, chromedp.Do(tctx, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[i])))
		phones[i].pickTiles(`main`, racks[i])
		waitShown(t, tctx, `.rack.big`)
	}
	for _, c := range sixCards {
		phones[0].reveal(c)
	}
	phones[1].tap(`button[data-starter="0"]`)

	// Player 1 asks; the other two phones show what to say aloud.
	phones[0].tap(`button.can[data-card="count-red"]`) // enabled once its view says the game has started
	assert.Equal(t, "2", strings.TrimSpace(textOf(t, phones[1].ctx, `.say .sayans`)))
	assert.Equal(t, "2", strings.TrimSpace(textOf(t, phones[2].ctx, `.say .sayans`)))

	// The Pi loses power; the service starts again on the same address.
	h.close()
	tb.h = newHarnessAt(t, h.path, 82, addr)
	// A phone takes taps again once it is live (until then it says "not sent").
	for _, p := range phones {
		waitJS(t, p.ctx, `!!document.body && !document.body.classList.contains("offline")`, "the phone live again")
	}

	phones[1].reveal("sum-red")
	phones[1].tap(`button.can[data-card="where-1-or-2"]`)
	phones[1].tap(`button[data-pick="1"]`)
	assert.Equal(t, "3번째, 4번째", strings.TrimSpace(textOf(t, phones[0].ctx, `.say .sayans`)), "Korean by default")

	// Player 3 declares the centre: first place. Player 1 guesses wrong: out.
	phones[2].tap(`.declarebtn`)
	phones[2].pickTiles(`.declare`, centre)
	phones[0].tap(`.declarebtn`)
	phones[0].pickTiles(`.declare`, []string{"b7", "r8", "b8", "r9", "g5"})
	// Player 2 declares too: second place ends the game.
	phones[1].tap(`.declarebtn`)
	phones[1].pickTiles(`.declare`, centre)

	for i, p := range phones {
		waitShown(t, p.ctx, `.rackline`) // everything is revealed at the end
		status := textOf(t, p.ctx, `.status`)
		// The reader's own seat inside a line is "나", never "플레이어 1 (나)".
		first, out := "1위 플레이어 3", "탈락: 플레이어 1"
		switch i {
		case 0:
			out = "탈락: 나"
		case 2:
			first = "1위 나"
		}
		assert.Contains(t, status, first, "phone %d: %s", i+1, status)
		assert.Contains(t, status, out, "phone %d: %s", i+1, status)
	}
	o := outcome(tb.view(0))
	assert.Equal(t, []any{float64(2), float64(1)}, o["winners"])
	assert.Equal(t, []any{float64(0)}, o["out"])
}
