package web_test

import (
	"encoding/json"
	"sort"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/waitfor"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// TestBrowserLexioDealTwoMarketFromHostConsole: the host keeps the console
// open through a whole deal. Deal 1's market is entered from the console,
// the phones enter their hands, the deal is played to its end; right after
// it ends the host enters deal 2's market from the same console, tapping
// the tiles and saving, as a host would. The market registers (the server
// has exactly those tiles) and the phones show it.
func TestBrowserLexioDealTwoMarketFromHostConsole(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 1706)
	tb := lexioCreate(h, 3, map[string]any{"deals": 2})
	d := newLexioDriver(t, tb, 3, 3, 2, 17)
	phone := newTab(t, ctx) // seat 1's phone, a second tab

	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/host?k="+h.svc.HostKey())))
	require.NoError(t, chromedp.Do(phone, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1])))

	// enterMarket taps the market's tiles on the console's picker and saves.
	enterMarket := func(market rules.Hand) {
		t.Helper()
		waitShown(t, ctx, `.lx-picker button.big`)
		// The console has drawn the table's newest view: the last moves'
		// live updates no longer move the picker under the host's taps.
		waitNewest(t, ctx, tb, "the console")
		// The picker starts from what the server holds for this deal: nothing yet.
		on, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll(".lx-picker .lx-pal.on")].map((b) => b.dataset.tile)`))
		require.NoError(t, err)
		assert.Empty(t, on, "the console's market picker starts empty for a new deal")
		for _, id := range market.IDs() { // tap by tap, each seen lit before the next, as a host does
			require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.lx-picker button[data-tile="`+id+`"]`))))
			waitShown(t, ctx, `.lx-picker .lx-pal.on[data-tile="`+id+`"]`)
		}
		on, err = chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll(".lx-picker .lx-pal.on")].map((b) => b.dataset.tile)`))
		require.NoError(t, err)
		assert.ElementsMatch(t, market.IDs(), on, "the picker shows what was tapped")
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.lx-picker button.big`))))
	}
	// deal draws a deal as the driver does and enters it: the market from
	// the console, then the hands from the phones (through the API).
	deal := func(n int) rules.Hand {
		t.Helper()
		setup, _ := rules.SetupFor(3)
		ts := rules.AllTiles.Tiles()
		d.rng.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
		hands := make([]rules.Hand, 3)
		for s := range hands {
			hands[s] = rules.HandOf(ts[s*setup.HandSize : (s+1)*setup.HandSize]...)
		}
		market := rules.HandOf(ts[3*setup.HandSize:]...)
		enterMarket(market)
		// Registered: the server's view holds exactly these tiles.
		var v lexioMarketView
		waitfor.Within(10*time.Second, func() bool { v = marketOf(t, h, tb); return v.Entered })
		require.True(t, v.Entered, "deal %d's market entered from the console registered", n)
		assert.ElementsMatch(t, market.IDs(), v.Market, "deal %d's market", n)
		assert.Equal(t, n-1, v.Deal, "still before deal %d", n)
		// The phone shows the market beside its hand picker.
		waitShown(t, phone, `.lx-picker`)
		for _, id := range market.IDs() {
			waitShown(t, phone, `section .lx-tiles .lx-tile[data-id="`+id+`"]`)
		}
		shot(t, ctx, "lexio-console-market-"+string(rune('0'+n)))
		for s := range hands {
			tb.seat(s, map[string]any{"type": "hand", "tiles": hands[s].IDs()})
		}
		next, err := d.g.DealTiles(hands, market)
		require.NoError(t, err)
		d.g = next
		return market
	}

	deal(1)
	for steps := 0; d.g.Phase() != rules.BetweenDeals; steps++ {
		require.Less(t, steps, 3000)
		d.step()
	}
	// Deal 1 has just ended: the console offers deal 2's market at once.
	waitShown(t, ctx, `.lx-dealsum`)
	assert.Equal(t, "시장패를 입력하세요", textOf(t, ctx, `#step`), "the console's next step is deal 2's market")
	deal(2)
	// Deal 2 is under way with its market, and the phone plays it.
	v := marketOf(t, h, tb)
	assert.Equal(t, 2, v.Deal)
	assert.Equal(t, "play", v.Phase)
	waitShown(t, phone, `.lx-handtiles`)
}

type lexioMarketView struct {
	Phase   string   `json:"phase"`
	Deal    int      `json:"deal"`
	Market  []string `json:"market"`
	Entered bool     `json:"market_entered"`
}

// marketOf reads the market from the display's view.
func marketOf(t *testing.T, h *harness, tb *table) lexioMarketView {
	t.Helper()
	var v lexioMarketView
	require.NoError(t, json.Unmarshal(mustGet(t, h, "/api/display/"+tb.id), &v))
	sort.Strings(v.Market)
	return v
}
