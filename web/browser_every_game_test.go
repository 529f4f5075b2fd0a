package web_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// phoneScene is one game brought to the point where the acting seat's phone
// can act: a selection to make (work in progress), an action to tap while
// the server is gone, and an action whose result the phone and the display
// show full width.
type phoneScene struct {
	game  string
	start func(t *testing.T, h *harness) (*table, int) // the table and the acting seat
	ready string                                       // shown once the acting phone can act
	pick  []string                                     // taps that make a selection
	// picked reads the selection from the page; want is what it must read.
	picked, want string
	tap          string // an action tapped while the server is gone
	// result acts on the acting phone (ph) and checks the result there and on
	// the display (disp), at width w.
	result func(t *testing.T, ph, disp context.Context, h *harness, tb *table, w int64)
}

// setSelect chooses a value of a select as a player would.
func setSelect(t *testing.T, ctx context.Context, sel, value string) {
	t.Helper()
	waitShown(t, ctx, sel)
	evalT[bool](t, ctx, `(() => { const s = document.querySelector(`+strconv.Quote(sel)+`); s.value = `+strconv.Quote(value)+`; s.dispatchEvent(new Event("change")); return true; })()`)
}

// openDisplay shows the table's display in the second tab and waits for it.
func openDisplay(t *testing.T, disp context.Context, h *harness, tb *table) {
	t.Helper()
	require.NoError(t, chromedp.Do(disp, chromedp.Navigate(h.srv.URL+"/display/"+tb.id)))
	waitJS(t, disp, `!!document.body.dataset.seq && document.body.classList.length >= 0 && document.getElementById("conn").className.includes("ok")`, "the display live")
}

// momentText waits for the full-width result and returns its text; it must span the page.
func momentText(t *testing.T, ctx context.Context) string {
	t.Helper()
	s := fixedText(t, ctx, `.moment`)
	w := evalT[float64](t, ctx, `document.querySelector(".moment").offsetWidth - document.documentElement.clientWidth`)
	assert.InDelta(t, 0, w, 1, "full width")
	assert.Equal(t, "alert", evalT[string](t, ctx, `document.querySelector(".moment").getAttribute("role")`))
	return s
}

var phoneScenes = []phoneScene{{
	game: "tagiron",
	start: func(t *testing.T, h *harness) (*table, int) {
		tb := h.create("tagiron", 2)
		setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 1)
		return tb, 1
	},
	ready:  `.card.can[data-card="count-red"]`,
	pick:   []string{`.declarebtn`, `.declare button[data-tile="r0"]`, `.declare button[data-tile="r3"]`, `.declare button[data-tile="b6"]`, `.declare button[data-tile="b7"]`},
	picked: `Array.from(document.querySelectorAll(".declare .pal.on")).map((b) => b.dataset.tile).sort().join(",")`,
	want:   "b6,b7,r0,r3",
	tap:    `.card[data-card="count-red"]`,
	result: func(t *testing.T, ph, disp context.Context, h *harness, tb *table, w int64) {
		openDisplay(t, disp, h, tb)
		jsClick(t, ph, `.declare button[data-tile="r8"]`) // seat 0 holds r9
		jsClick(t, ph, `.declare .picker button.big`)
		jsClick(t, ph, `.sure-yes`) // a declaration asks once
		assert.Contains(t, momentText(t, ph), "오답")
		assert.Contains(t, momentText(t, disp), "플레이어 2: 오답")
	},
}, {
	game: "code777",
	start: func(t *testing.T, h *harness) (*table, int) {
		g := dealTwo(t, h)
		return g.table, 1
	},
	ready:  `button[data-card="q8"]`,
	pick:   []string{`h2[data-fold="challenge"]`, `.c777-num[data-num="1"]`, `.c777-num[data-num="2"]`},
	picked: `document.querySelector(".c777-named").textContent`,
	want:   "1 2",
	tap:    `button[data-card="q8"]`,
	result: func(t *testing.T, ph, disp context.Context, h *harness, tb *table, w int64) {
		openDisplay(t, disp, h, tb)
		jsClick(t, ph, `.c777-num[data-num="3"]`)
		waitJS(t, ph, `document.querySelector(".c777-named").textContent === "1 2 3"`, "three numbers")
		jsClick(t, ph, `.c777-challenge button.big`)
		jsClick(t, ph, `.sure-yes`) // a challenge asks once
		got := momentText(t, ph)
		assert.Contains(t, got, "정답!")
		assert.Contains(t, got, "+1 코인")
		assert.Contains(t, momentText(t, disp), "플레이어 2: 정답!")
	},
}, {
	game: "clues13",
	start: func(t *testing.T, h *harness) (*table, int) {
		g := newC13(t, h, c13Deal(t, 3, 17), false, 0)
		return g.table, 0
	},
	ready:  `.c13-doask`,
	pick:   []string{`.c13-to[data-ask-to="1"]`, `.c13-subj[data-ask="female"]`},
	picked: `(() => { const a = document.querySelector(".c13-to.on"), b = document.querySelector(".c13-subj.on"); return (a ? a.dataset.askTo : "-") + "/" + (b ? b.dataset.ask : "-"); })()`,
	want:   "1/female",
	tap:    `.c13-doask`,
	result: func(t *testing.T, ph, disp context.Context, h *harness, tb *table, w int64) {
		openDisplay(t, disp, h, tb)
		d := c13Deal(t, 3, 17)
		g := &c13{table: tb, t: t, deal: d}
		guess := c13Guess(d.Outside[0])
		if w == 360 { // a wrong solve at one width, the case solved at the other
			// A wrong person the player cannot see (the picker offers no card it sees).
			_ = g
			guess[0] = evalT[string](t, ph, `Array.from(document.querySelectorAll('.c13-solve select[data-kind="person"] option')).map((o) => o.value).find((v) => v && v !== `+strconv.Quote(guess[0])+`)`)
		}
		tap(t, ph, `.tabs [data-tab="solve"]`) // ask, peek and solve are a tab each
		for i, k := range []string{"person", "location", "weapon"} {
			setSelect(t, ph, `.c13-solve select[data-kind="`+k+`"]`, guess[i])
		}
		jsClick(t, ph, `.c13-dosolve`)
		jsClick(t, ph, `.sure-yes`) // a solve asks once
		got, shown := momentText(t, ph), momentText(t, disp)
		if w == 360 {
			assert.Contains(t, got, "오답")
			assert.Contains(t, got, "차례가 끝납니다")
			assert.Contains(t, shown, "플레이어 1: 오답")
			return
		}
		assert.Contains(t, got, "정답!")
		assert.Contains(t, got, "승리!")
		assert.Contains(t, got, "숨겨진 카드를 모두 공개했습니다")
		assert.Contains(t, shown, "플레이어 1 승리!")
		waitShown(t, ph, `.rackline`) // every hidden card, on the page too
	},
}, {
	game: "lexio",
	start: func(t *testing.T, h *harness) (*table, int) {
		tb := lexioCreate(h, 3, nil)
		hands, market := lexioFixedDeal(t, 5)
		lexioEnter(t, tb, hands, market)
		return tb, 0
	},
	ready:  `.lx-play`,
	pick:   []string{`.lx-htile[data-tile="sun15"]`},
	picked: `Array.from(document.querySelectorAll(".lx-htile.on")).map((b) => b.dataset.tile).join(",")`,
	want:   "sun15",
	tap:    `.lx-play`,
	// The results of a deal come quickest at a chips-only table: this phone records the emptied hands.
	result: func(t *testing.T, ph, disp context.Context, h *harness, _ *table, w int64) {
		tb := h.createWith(map[string]any{"game": "lexio", "players": 3, "hints": "off", "options": map[string]any{"scorekeeping": true, "deals": 1}})
		tb.seat(0, map[string]any{"type": "deal"})
		openDisplay(t, disp, h, tb)
		require.NoError(t, chromedp.Do(ph, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0])))
		record := func(left map[int]string) {
			for seat, n := range left {
				sel := `input[data-left="` + strconv.Itoa(seat) + `"]`
				waitShown(t, ph, sel)
				require.NoError(t, chromedp.Do(ph, chromedp.SendKeys(chromedp.CSS(sel), n)))
			}
			jsClick(t, ph, `button.lx-doempty`)
		}
		record(map[int]string{1: "3", 2: "4"})
		got := momentText(t, ph)
		assert.Contains(t, got, "손을 털었습니다!")
		assert.Contains(t, got, "남은 패 값 7")
		assert.Contains(t, momentText(t, disp), "플레이어 1이 손을 털었습니다")
		jsClick(t, ph, `.moment-close`)
		waitJS(t, ph, `!document.querySelector(".moment")`, "the result closed")
		record(map[int]string{2: "2"}) // two emptied hands end a 3-player deal: the game (one deal) is over
		got = momentText(t, ph)
		assert.Contains(t, got, "순위")
		assert.Contains(t, got, "1위")
		assert.Contains(t, momentText(t, disp), "순위")
		waitShown(t, ph, `.lx-final`)
	},
}}

// TestBrowserEveryGameOnAPhone: for every game at 360×740 and 390×844, on
// the acting seat's phone mid-game: the page fits and reads at AA contrast;
// a selection survives a reload; with the server gone a tap says "not sent"
// at once and, the server back, was clearly not sent (these two at 390: they
// do not depend on the width); and the action's result shows full width on
// the phone and on the display.
func TestBrowserEveryGameOnAPhone(t *testing.T) {
	for i, sc := range phoneScenes {
		for _, size := range []struct{ w, h int64 }{{360, 740}, {390, 844}} {
			t.Run(fmt.Sprintf("%s/%d", sc.game, size.w), func(t *testing.T) {
				ctx := browser(t)
				disp := newTab(t, ctx) // a second tab: the table's display
				// Each subtest its own seed: they run side by side.
				seed := int64(700+size.w) + 1000*int64(i)
				h := newHarness(t, "", seed)
				addr := h.srv.Listener.Addr().String()
				tb, seat := sc.start(t, h)
				require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[seat])))
				waitShown(t, ctx, sc.ready)
				waitJS(t, ctx, `!document.body.classList.contains("offline")`, "live")

				assert.LessOrEqual(t, evalT[float64](t, ctx, `document.documentElement.scrollWidth`), float64(size.w), evalT[string](t, ctx, widest))
				assert.Empty(t, lowContrast(t, ctx), "text below AA contrast")

				for _, sel := range sc.pick {
					jsClick(t, ctx, sel)
				}
				waitJS(t, ctx, sc.picked+` === `+strconv.Quote(sc.want), "the selection")
				if size.w == 390 { // a reload and a server gone do not depend on the width: at one of them
					// Work in progress survives a reload.
					require.NoError(t, chromedp.Do(ctx, chromedp.Reload()))
					waitShown(t, ctx, sc.ready)
					assert.Equal(t, sc.want, evalT[string](t, ctx, sc.picked), "kept across a reload")

					// The server is gone: a tap says so at once and is not sent.
					seq := tb.view(seat)["seq"]
					h.close()
					waitJS(t, ctx, `document.body.classList.contains("offline")`, "the page to notice")
					jsClick(t, ctx, sc.tap)
					assert.Contains(t, fixedText(t, ctx, `#toast`), "보내지 못했습니다")
					assert.Equal(t, "true", evalT[string](t, ctx, `document.querySelector(`+strconv.Quote(sc.tap)+`).getAttribute("aria-disabled")`))
					h = newHarnessAt(t, h.path, seed+1, addr)
					tb.h = h
					waitJS(t, ctx, `!document.body.classList.contains("offline")`, "live again")
					assert.Equal(t, seq, tb.view(seat)["seq"], "the tap made offline was not sent")
					assert.Equal(t, sc.want, evalT[string](t, ctx, sc.picked), "the selection is still there")
				}

				sc.result(t, ctx, disp, h, tb, size.w)
				shot(t, ctx, fmt.Sprintf("%s-result-%d", sc.game, size.w))
			})
		}
	}
}

// contrastJS lists the text on the page (the bar, the game, a result) whose
// contrast with what is behind it is below WCAG AA: 4.5:1 for normal text,
// 3:1 for large text (24 px, or 18.7 px bold). Colours come from computed
// styles; backgrounds are composed up the tree and an element's opacity
// fades its text and its own backgrounds into what lies behind them.
// Disabled controls are exempt, as WCAG says.
const contrastJS = `(() => {
  const parse = (c) => { const m = /rgba?\(([^)]+)\)/.exec(c || ""); if (!m) return null; const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number); return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 }; };
  const over = (top, under, a) => ({ r: top.r * a + under.r * (1 - a), g: top.g * a + under.g * (1 - a), b: top.b * a + under.b * (1 - a) });
  const lum = (c) => { const f = (x) => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); }; return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const hex = (c) => "#" + [c.r, c.g, c.b].map((x) => Math.round(x).toString(16).padStart(2, "0")).join("");
  const out = [];
  const roots = document.querySelectorAll("#app, .bar, #toast");
  roots.forEach((root) => root.querySelectorAll("*").forEach((e) => {
    const own = Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own || !e.getClientRects().length) return;
    const st = getComputedStyle(e);
    if (st.visibility === "hidden" || e.closest("button:disabled, select:disabled, input:disabled, [hidden]")) return;
    // The chain from the element to the root, and the outermost faded element in it.
    const chain = []; for (let n = e; n && n.nodeType === 1; n = n.parentElement) chain.push(n);
    let op = 1, group = -1;
    chain.forEach((n, i) => { const o = +getComputedStyle(n).opacity; if (o < 1) { op *= o; group = i; } });
    // Backgrounds from the root down: those outside the faded group, then those inside it.
    let back = { r: 255, g: 255, b: 255 }, outside = null;
    for (let i = chain.length - 1; i >= 0; i--) {
      if (i === group) outside = back;
      const b = parse(getComputedStyle(chain[i]).backgroundColor);
      if (b && b.a > 0) back = over(b, back, b.a);
    }
    const fg = parse(st.color); if (!fg) return;
    let text = over(fg, back, fg.a);
    if (outside) { text = over(text, outside, op); back = over(back, outside, op); }
    const size = parseFloat(st.fontSize), bold = +st.fontWeight >= 700;
    const need = size >= 24 || (size >= 18.66 && bold) ? 3 : 4.5;
    const r = ratio(text, back);
    if (r < need - 0.01) out.push(e.tagName.toLowerCase() + "." + String(e.className).split(" ").join(".") + " \u201c" + e.textContent.trim().slice(0, 24) + "\u201d " + r.toFixed(2) + ":1 (" + hex(text) + " on " + hex(back) + ")");
  }));
  return Array.from(new Set(out)).join("\n");
})()`

// lowContrast returns the text on the page below AA contrast, one a line.
func lowContrast(t *testing.T, ctx context.Context) string {
	t.Helper()
	return evalT[string](t, ctx, contrastJS)
}
