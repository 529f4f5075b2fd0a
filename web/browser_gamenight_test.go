package web_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// evalIn runs a script in a tab and returns its string result.
func evalIn(t *testing.T, p phone, js string) string {
	t.Helper()
	s, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](js))
	require.NoError(t, err)
	return s
}

// waitUntil polls a script in a tab until it returns true.
func waitUntil(t *testing.T, p phone, js, what string) {
	t.Helper()
	if waitfor.Within(20*time.Second, func() bool {
		ok, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](js))
		return err == nil && ok
	}) {
		return
	}
	t.Fatalf("waiting for %s; the page showed:\n%s", what, evalIn(t, p, `location.pathname + "\n" + document.body.innerText.slice(0, 400)`))
}

// TestBrowserGameNight is the host's evening: a table made from the
// console, three phones that name themselves (the names show on the
// console), an undo that asks first and says whose question it took back,
// the end of the game, "play again" moving all three phones to the new
// table without a scan, and the history showing the game with names and
// places.
func TestBrowserGameNight(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 145)
	host := phone{t: t, ctx: ctx}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(h.srv.URL+"/host?k="+h.svc.HostKey())))
	waitShown(t, ctx, `#create`)
	evalIn(t, host, `(() => { const g = document.querySelector("select[name=game]"); g.value = "tagiron"; g.dispatchEvent(new Event("change"));
		document.querySelector("select[name=players]").value = "3"; return ""; })()`)
	host.tap(`#create`)
	waitShown(t, ctx, `#step`)
	shot(t, ctx, "night-host-new-ko")
	require.Len(t, h.svc.Tables(), 1)
	first := h.svc.Tables()[0]
	tb := &table{h: h, id: first.ID(), tokens: first.Info.Tokens}

	names := []string{"민지", "지훈", "Sora"}
	racks := [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}
	phones := make([]phone, 3)
	for i := range phones {
		tctx := newTab(t, ctx)
		phones[i] = phone{t: t, ctx: tctx}
		require.NoError(t, chromedp.Do(tctx, chromedp.EmulateViewport(360, 780), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[i])))
		waitShown(t, tctx, `#join-name`)
		if i == 0 {
			shot(t, tctx, "night-seat-join-ko")
		}
		evalIn(t, phones[i], `(() => { const n = document.getElementById("join-name"); n.value = `+strconv.Quote(names[i])+`; n.dispatchEvent(new Event("input")); return ""; })()`)
		phones[i].tap(`.swatch[data-color="` + []string{"red", "blue", "green"}[i] + `"]`)
		phones[i].tap(`#join`)
		waitUntil(t, phones[i], `!document.getElementById("join-name")`, "the join card to go")
		phones[i].pickTiles(`main`, racks[i])
		waitShown(t, tctx, `.rack.big`)
	}
	waitUntil(t, host, `[...document.querySelectorAll(".namelist .who")].map(e => e.textContent).join("|") === "민지|지훈|Sora"`, "the names on the console")
	// The display, read across the room: a tablet upright, a TV.
	dctx := newTab(t, ctx)
	require.NoError(t, chromedp.Do(dctx, chromedp.EmulateViewport(800, 1280), chromedp.Navigate(h.srv.URL+"/display/"+tb.id)))
	display := phone{t: t, ctx: dctx}
	waitUntil(t, display, `(document.getElementById("d-step") || {}).textContent === "질문 카드를 뽑아 입력하세요 (6장 남음)"`, "the step on the display")
	assert.Equal(t, "민지|지훈|Sora", evalIn(t, display, `[...document.querySelectorAll(".d-names li")].map(e => e.textContent).join("|")`))
	shot(t, dctx, "night-display-tablet-ko")

	for _, c := range sixCards {
		tb.host(map[string]any{"type": "reveal", "card": c})
	}
	waitUntil(t, host, `document.getElementById("main-action") !== null`, "the start button as the main action")
	host.tap(`#main-action`) // a random start
	require.NoError(t, chromedp.Do(dctx, chromedp.EmulateViewport(1920, 1080)))
	waitUntil(t, phones[0], `document.querySelector(".seats li.turn") !== null`, "the game under way")
	turn := int(tb.view(0)["turn"].(float64))
	phones[turn].tap(`button.can[data-card="count-red"]`)
	waitShown(t, phones[(turn+1)%3].ctx, `.say .sayans`)

	// Undo asks first; a "no" changes nothing, a "yes" says what it undid.
	evalIn(t, host, `(() => { window.asked = []; window.confirm = (q) => { window.asked.push(q); return false; }; return ""; })()`)
	waitUntil(t, host, `!document.getElementById("undo").disabled`, "undo to be possible")
	host.tap(`#undo`)
	assert.Contains(t, evalIn(t, host, `window.asked.join("|")`), "되돌릴까요")
	assert.Len(t, tb.view(0)["log"], 1, "the question stays")
	evalIn(t, host, `(() => { window.confirm = () => true; return ""; })()`)
	host.tap(`#undo`)
	want := map[string]string{"민지": "민지의", "지훈": "지훈의", "Sora": "Sora의"}[names[turn]]
	assert.Equal(t, "되돌렸습니다: "+want+" 질문 “빨간색 타일은 몇 장인가요?”", strings.TrimSpace(textOf(t, ctx, `.said`)))
	shot(t, ctx, "night-host-undo-ko")
	assert.Empty(t, tb.view(0)["log"])
	phones[turn].tap(`button.can[data-card="sum-all"]`)
	waitUntil(t, display, `!!document.querySelector(".d-spot .spot-q")`, "the last question on the display")
	assert.Contains(t, evalIn(t, display, `document.querySelector(".d-spot").innerText`), "모든 타일의 합은?")
	shot(t, dctx, "night-display-tv-ko")
	display.tap(`#lang`)
	waitUntil(t, display, `document.querySelector(".d-spot").innerText.includes("Sum of all tiles?")`, "the display in English")
	shot(t, dctx, "night-display-tv-en")

	// The game ends: Sora declares the centre, 민지 guesses wrong, 지훈 declares the centre.
	centre := []string{"b7", "r8", "b8", "r9", "b9"}
	tb.seat(2, map[string]any{"type": "declare", "tiles": centre})
	tb.seat(0, map[string]any{"type": "declare", "tiles": []string{"b7", "r8", "b8", "r9", "g5"}})
	tb.seat(1, map[string]any{"type": "declare", "tiles": centre})
	waitShown(t, ctx, `#rematch`)
	shot(t, ctx, "night-host-over-ko")

	// Play again: every phone moves to its own seat at the new table by itself.
	host.tap(`#rematch`)
	waitUntil(t, host, `document.querySelector(".table-title") && document.querySelector("#step") && !document.querySelector("#rematch")`, "the new table on the console")
	require.Len(t, h.svc.Tables(), 2)
	next, err := h.svc.Table(first.NextTable())
	require.NoError(t, err)
	for i, p := range phones {
		want := "/s/" + next.Info.Tokens[i]
		waitUntil(t, p, `location.pathname === `+strconv.Quote(want)+` && !!document.querySelector(".palette")`, "phone "+strconv.Itoa(i+1)+" at its new seat")
		assert.Empty(t, evalIn(t, p, `document.getElementById("join-name") ? "asked again" : ""`), "the name came along")
	}
	assert.Equal(t, []any{"민지", "지훈", "Sora"}, (&table{h: h, id: next.ID(), tokens: next.Info.Tokens}).view(0)["names"])

	// The history shows the finished game with names and places.
	host.tap(`.buttons button:nth-child(2)`)
	waitShown(t, ctx, `.hist-list li`)
	places := textOf(t, ctx, `.hist-list li .hist-places`)
	assert.Equal(t, "1위 Sora (플레이어 3) · 2위 지훈 (플레이어 2) · 3위 민지 (플레이어 1)", strings.TrimSpace(places), "names next to the seat numbers")
	players := textOf(t, ctx, `.hist-players table`)
	assert.Contains(t, players, "Sora")
	shot(t, ctx, "night-history-ko")
	host.tap(`#lang`)
	waitUntil(t, host, `document.querySelector(".hist-places").textContent.startsWith("1. Sora (Player 3)")`, "the history in English")
	shot(t, ctx, "night-history-en")

	// A phone remembers its name and offers it at another table. (The test's
	// tabs share one browser, so the name is the last one given here.)
	other := h.create("tagiron", 2)
	require.NoError(t, chromedp.Do(phones[2].ctx, chromedp.Navigate(h.srv.URL+"/s/"+other.tokens[0])))
	waitShown(t, phones[2].ctx, `#join-name`)
	assert.Equal(t, "Sora", evalIn(t, phones[2], `document.getElementById("join-name").value`))
	assert.Contains(t, textOf(t, phones[2].ctx, `#join`), "Sora")
}
