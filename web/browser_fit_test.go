package web_test

import (
	"context"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fitProblems lists what does not fit a phone: a page wider than the
// screen, and controls smaller than 44 px across or down (text links
// inside sentences are exempt).
const fitProblems = `(() => {
  const out = [];
  const over = document.documentElement.scrollWidth - window.innerWidth;
  if (over > 0) out.push("the page scrolls sideways by " + over + " px");
  for (const e of document.querySelectorAll("button, a.button, select, input:not([type=hidden]), [role=radio]")) {
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height || getComputedStyle(e).visibility === "hidden") continue;
    if (r.right > window.innerWidth + 1) out.push((e.id || e.className || e.tagName) + " sticks out at " + Math.round(r.right) + " px");
    if (r.height < 43.5 || r.width < 43.5) out.push((e.id || e.className || e.tagName) + " “" + (e.textContent || e.value || "").trim().slice(0, 30) + "” is " + Math.round(r.width) + "×" + Math.round(r.height));
  }
  return JSON.stringify(out);
})()`

// fits checks the live page against fitProblems.
func fits(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](fitProblems))
	require.NoError(t, err)
	var problems []string
	require.NoError(t, json.Unmarshal([]byte(s), &problems))
	assert.Empty(t, problems, "%s", what)
}

func useLang(t *testing.T, ctx context.Context, url, lang string) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url)))
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`localStorage.setItem("lang", `+strconv.Quote(lang)+`); true`))
	require.NoError(t, err)
}

// TestBrowserHostPagesFit looks at the host's pages as people see them:
// the console (the list, a table under way, the history) on 360 and 390
// px phones in Korean and English, the join page in English, and the table
// display on an upright tablet and a TV. Nothing scrolls sideways and every
// control is at least 44 px; with TABLEMATE_SHOTS set each view is saved as
// a PNG.
func TestBrowserHostPagesFit(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 1707)
	// A finished Tagiron game (for the history) and a Lexio deal under way.
	done := h.create("tagiron", 3)
	for i, n := range []string{"민지", "지훈", "Sora"} {
		done.seat(i, map[string]any{"type": "name", "name": n, "color": []string{"red", "blue", "green"}[i]})
	}
	setupTagiron(done, [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}, 0)
	done.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	centre := []string{"b7", "r8", "b8", "r9", "b9"}
	done.seat(2, map[string]any{"type": "declare", "tiles": centre})
	done.seat(0, map[string]any{"type": "declare", "tiles": []string{"b7", "r8", "b8", "r9", "g5"}})
	done.seat(1, map[string]any{"type": "declare", "tiles": centre})

	lx := lexioCreate(h, 3, map[string]any{"deals": 2})
	for i, n := range []string{"서연", "Alex", "하준"} {
		lx.seat(i, map[string]any{"type": "name", "name": n, "color": []string{"orange", "teal", "purple"}[i]})
	}
	hands, market := lexioFixedDeal(t, 3)
	lexioEnter(t, lx, hands, market)
	lx.seat(0, map[string]any{"type": "play", "tiles": []string{hands[0].Tiles()[0].String()}}) // the leader's single

	fresh := h.create("code777", 3)

	host := h.srv.URL + "/host?k=" + h.svc.HostKey()
	for _, lang := range []string{"ko", "en"} {
		for _, w := range []int{360, 390} {
			name := lang + "-" + strconv.Itoa(w)
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(int64(w), 800)))
			useLang(t, ctx, h.srv.URL+"/", lang)
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(host)))
			waitShown(t, ctx, `#create`)
			fits(t, ctx, "the console's list, "+name)
			shot(t, ctx, "host-list-"+name)

			tap(t, ctx, `button[data-table="`+lx.id+`"]`)
			waitShown(t, ctx, `.lx-seats`)
			// Everyone has joined and the deal is under way: the join codes fold away.
			waitShown(t, ctx, `#show-qr`)
			n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll(".qrs img").length`))
			require.NoError(t, err)
			assert.Zero(t, n, "no join codes once everyone plays")
			fits(t, ctx, "the console at a Lexio deal, "+name)
			shot(t, ctx, "host-lexio-"+name)
			tap(t, ctx, `#show-qr`)
			waitShown(t, ctx, `.qrs img`)
			fits(t, ctx, "the console with its join codes shown, "+name)

			tap(t, ctx, `.buttons button:nth-child(2)`)
			waitShown(t, ctx, `.hist-list li`)
			fits(t, ctx, "the history, "+name)
			shot(t, ctx, "host-history-"+name)
		}
	}

	// The join page, in English, on a small phone.
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(360, 780)))
	useLang(t, ctx, h.srv.URL+"/", "en")
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/s/"+fresh.tokens[1])))
	waitShown(t, ctx, `#join-name`)
	fits(t, ctx, "the join page, en-360")
	shot(t, ctx, "join-en-360")

	// The display across the room.
	for _, size := range []struct {
		name string
		w, h int64
	}{{"tablet", 800, 1280}, {"tv", 1920, 1080}} {
		for _, lang := range []string{"ko", "en"} {
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h)))
			useLang(t, ctx, h.srv.URL+"/", lang)
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/display/"+lx.id)))
			waitShown(t, ctx, `#d-step`)
			over, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - window.innerWidth`))
			require.NoError(t, err)
			assert.LessOrEqual(t, over, 0, "the display scrolls sideways on a %s", size.name)
			// Readable at two metres: the step in large type.
			px, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`parseFloat(getComputedStyle(document.getElementById("d-step")).fontSize)`))
			require.NoError(t, err)
			assert.GreaterOrEqual(t, px, 40.0, "the step's type on a %s", size.name)
			shot(t, ctx, "display-lexio-"+size.name+"-"+lang)
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/display/"+fresh.id)))
			waitShown(t, ctx, `#d-step`)
			shot(t, ctx, "display-join-"+size.name+"-"+lang)
		}
	}
}

// tap clicks the element matching sel in the live page.
func tap(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	phone{t: t, ctx: ctx}.tap(sel)
}
