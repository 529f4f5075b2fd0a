package web_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// teachShot saves the phone's screen at the given width to testdata/screenshots when
// TABLEMATE_README_SHOTS is set.
func teachShot(t *testing.T, ctx context.Context, name string, width int64) {
	t.Helper()
	if os.Getenv("TABLEMATE_README_SHOTS") == "" {
		return
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(width, 844)))
	evalT[bool](t, ctx, `(() => { window.scrollTo(0, 0); return true; })()`)
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	dir := filepath.Join("testdata", "screenshots")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, name+"-"+strconv.Itoa(int(width))+".png"), png, 0o644))
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844)))
}

// TestBrowserFirstGameTips: for every game, in both languages, on a 390×844
// phone: a practice table in first-game mode (the service deals, bots play
// the other seats) shows the player's tips in their language; a tip's rule
// link opens the rules panel at its section, which the search narrows; a
// dismissed tip does not come back, not even after a reload; no sideways
// scroll.
func TestBrowserFirstGameTips(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 2401)
	players := map[string]int{"tagiron": 2, "code777": 4, "clues13": 3, "lexio": 3}
	for _, game := range []string{"tagiron", "code777", "clues13", "lexio"} {
		for _, lang := range []string{"ko", "en"} {
			t.Run(game+"/"+lang, func(t *testing.T) {
				tb := h.createWith(map[string]any{"game": game, "players": players[game], "first_game": true,
					"practice": map[string]any{"seed": 24, "seat": 0}})
				ct, err := h.svc.Table(tb.id)
				require.NoError(t, err)
				waitFor(t, "the bots to wait for the player", ct.BotsWaiting)
				require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844),
					chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0])))
				evalT[bool](t, ctx, `(() => { localStorage.setItem("lang", "`+lang+`"); return true; })()`)
				require.NoError(t, chromedp.Do(ctx, chromedp.Reload()))
				waitJS(t, ctx, `document.querySelectorAll("#tm-tips .tip").length > 0`, "a tip")
				text := evalT[string](t, ctx, `document.querySelector("#tm-tips .tip p").textContent`)
				hangul := evalT[bool](t, ctx, `/[가-힣]/.test(document.querySelector("#tm-tips .tip p").textContent)`)
				assert.Equal(t, lang == "ko", hangul, "the tip is in the page's language: %q", text)
				assert.True(t, evalT[bool](t, ctx, `document.querySelector("#tm-practice-note") !== null`), "the practice table says bots play the others")
				// A practice seat is asked its name before anything else; once named, the
				// card goes, the prompt (when one waits) comes first and the one tip under it.
				waitShown(t, ctx, `section.join #join-name`)
				evalT[bool](t, ctx, `(() => { const i = document.querySelector("#join-name"); i.value = "서연"; i.dispatchEvent(new Event("input")); return true; })()`)
				tap(t, ctx, `#join`)
				waitJS(t, ctx, `!document.querySelector("section.join") && document.querySelectorAll("#tm-tips .tip").length === 1`, "named, the card gone, one tip")
				for _, w := range []int64{390, 360} {
					require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(w, 844)))
					height := evalT[float64](t, ctx, `document.documentElement.scrollHeight`)
					t.Logf("practice %s %s %d px wide: page %v px (%s)", game, lang, w, height, evalT[string](t, ctx, pageParts))
					// Measured, not yet held to 1,700 px: at the start a practice page
					// carries its tip and the practice bar (see the report of issue 33).
					if evalT[bool](t, ctx, `!!document.querySelector(".pin")`) {
						assert.Less(t, pinBottom(t, ctx), 844.0, "the prompt in the first screen")
						assert.GreaterOrEqual(t, evalT[float64](t, ctx, `document.querySelector("#tm-tips").getBoundingClientRect().top - document.querySelector(".pin").getBoundingClientRect().bottom`), -1.0, "the tip under the prompt")
					}
				}
				assert.True(t, evalT[bool](t, ctx, `document.documentElement.scrollWidth <= window.innerWidth`), "no sideways scroll")
				teachShot(t, ctx, "teach-"+game+"-"+lang, 390)
				teachShot(t, ctx, "teach-"+game+"-"+lang, 360)

				// The tip's rule opens the sheet at its section; the search narrows the sheet.
				id := evalT[string](t, ctx, `document.querySelector("#tm-tips .tip").dataset.tip`)
				// The phone's showing it is the seat's event: the server marks it seen (and writes it
				// off once its moment passes).
				waitFor(t, "the tip shown to be stored as seen", func() bool {
					for _, tip := range ct.Tips(0).Tips {
						if tip.ID == id {
							return tip.Seen
						}
					}
					return false
				})
				tap(t, ctx, `#tm-tips .tip .tip-rule`) // looked up afresh: the tips are drawn again as the bots play
				waitJS(t, ctx, `!!document.querySelector("#tm-rules section.flash")`, "the rule's section")
				all := evalT[int](t, ctx, `document.querySelectorAll("#tm-rules section:not([hidden])").length`)
				require.NoError(t, chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(`#tm-rules-search`), map[string]string{"ko": "끝", "en": "end"}[lang])))
				waitJS(t, ctx, `document.querySelectorAll("#tm-rules section:not([hidden])").length < `+strconv.Itoa(all), "the search to narrow the sheet")
				if game == "lexio" {
					teachShot(t, ctx, "teach-rules-"+lang, 390)
				}
				require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#tm-rules-close`))))

				if game == "lexio" { // the leader may not pass: the refusal links to the rule
					evalT[bool](t, ctx, `(() => { import("/static/kit.js").then((m) => m.TM.ui.api("POST", "/api/seat/`+tb.tokens[0]+`/do", {type: "pass"})).catch(() => {}); return true; })()`) // the page's own kit (a module: no window.TM)
					waitJS(t, ctx, `!!document.querySelector("#toast button.why")`, "the why-can't-I link")
					require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#toast button.why`))))
					waitJS(t, ctx, `document.querySelector("#tm-rules section.flash")?.dataset.rule === "follow"`, "the rule of following")
					require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#tm-rules-close`))))
				}
				if game == "tagiron" { // a card not face up: the refusal carries the rule it cites ("turn"), which its words alone do not name
					row, _ := tb.display()["row"].([]any)
					card := ""
					for _, c := range []string{"count-red", "count-blue", "sum-all", "sum-red", "sum-blue", "where-5", "count-pairs"} {
						if !slices.Contains(row, any(c)) {
							card = c
							break
						}
					}
					evalT[bool](t, ctx, `(() => { import("/static/kit.js").then((m) => m.TM.ui.api("POST", "/api/seat/`+tb.tokens[0]+`/do", {type: "ask", card: "`+card+`"})).catch(() => {}); return true; })()`) // the page's own kit (a module: no window.TM)
					waitJS(t, ctx, `document.querySelector("#toast")?.dataset.rule === "turn" && !!document.querySelector("#toast button.why")`, "the refusal's rule and the why-can't-I link")
					require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#toast button.why`))))
					waitJS(t, ctx, `document.querySelector("#tm-rules section.flash")?.dataset.rule === "turn"`, "the rule of a turn")
					require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#tm-rules-close`))))
				}
				// Dismissed: gone, and not back after a reload.
				tap(t, ctx, `#tm-tips .tip .tip-close`)
				waitJS(t, ctx, `!document.querySelector('#tm-tips [data-tip="`+id+`"]')`, "the tip to go")
				waitFor(t, "the dismissal to be stored", func() bool {
					for _, tip := range ct.Tips(0).Tips {
						if tip.ID == id {
							return false
						}
					}
					return true
				})
				require.NoError(t, chromedp.Do(ctx, chromedp.Reload()))
				waitJS(t, ctx, `document.body.dataset.tipsSeq !== undefined`, "the tips")
				assert.False(t, evalT[bool](t, ctx, `!!document.querySelector('#tm-tips [data-tip="`+id+`"]')`), "a dismissed tip came back")
			})
		}
	}
}

// TestBrowserPracticeFromHostConsole: the host console's "practice against
// bots" makes a practice table and opens its seat page, where the bots'
// moves arrive live and the "처음이에요" switch turns the tips off.
func TestBrowserPracticeFromHostConsole(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 2402)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(h.srv.URL+"/host?k="+h.svc.HostKey()),
		chromedp.WaitVisible(chromedp.CSS(`#tm-practice-open`))))
	// Practice and a new table are in the first screen, whatever the console shows.
	assert.Less(t, evalT[float64](t, ctx, `document.querySelector("#tm-practice-open").getBoundingClientRect().bottom`), 844.0)
	assert.Less(t, evalT[float64](t, ctx, `document.querySelector("#tm-new-table").getBoundingClientRect().bottom`), 844.0)
	tap(t, ctx, `#tm-practice-open`)
	waitShown(t, ctx, `#tm-practice-start`)
	waitJS(t, ctx, `document.querySelectorAll("#tm-practice-game option").length === 4`, "the games")
	teachShot(t, ctx, "teach-host-ko", 390)
	// The host's first-game option for a real table.
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#tm-first-game`)), chromedp.Click(chromedp.CSS(`#create`)),
		chromedp.WaitVisible(chromedp.CSS(`.qrs img`))))
	require.Len(t, h.svc.Tables(), 1)
	real := h.svc.Tables()[0]
	assert.True(t, real.Info.Settings.FirstGame, "the host's option reaches the table")
	assert.Nil(t, real.Info.Settings.Practice)
	evalT[bool](t, ctx, `(() => { const g = document.querySelector("#tm-practice-game"); g.value = "lexio"; g.dispatchEvent(new Event("change")); document.querySelector("#tm-practice-players").value = "4"; return true; })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#tm-practice-start`))))
	waitJS(t, ctx, `document.body.dataset.page === "seat" && document.querySelectorAll("#tm-tips .tip").length > 0`, "the practice seat page with its tips")
	tables := h.svc.Tables() // newest first
	require.Len(t, tables, 2)
	set := tables[0].Info.Settings
	require.NotNil(t, set.Practice)
	assert.Equal(t, "lexio", set.Game)
	assert.Equal(t, 4, set.Players)
	assert.True(t, set.FirstGame)
	tap(t, ctx, `#tm-first`) // looked up afresh: the bar is drawn again whenever the tips change
	waitJS(t, ctx, `document.querySelectorAll("#tm-tips .tip").length === 0`, "the switch to turn the tips off")
	assert.False(t, tables[0].Tips(0).On)
	// The practice seat links back to the console (this phone holds the host key).
	waitJS(t, ctx, `!!document.querySelector('#tm-back[href="/host"]')`, "the way back to the console")
	// Back in the console, the practice table is marked as such (and the real one is not).
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/host")))
	waitJS(t, ctx, `document.querySelectorAll("button[data-table] .tm-practice-mark").length === 1 &&
		!!document.querySelector('button[data-table="`+tables[0].Info.ID+`"] .tm-practice-mark')`, "the practice table's mark")
}

// TestBrowserDisplayStep: in first-game mode the table display shows the
// current step in one large sentence, and follows the game.
func TestBrowserDisplayStep(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 2404)
	tb := h.createWith(map[string]any{"game": "tagiron", "players": 2, "first_game": true})
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(h.srv.URL+"/display/"+tb.id)))
	waitJS(t, ctx, `!document.querySelector("#tm-step").hidden && document.querySelector("#tm-step").textContent.startsWith("준비 중")`, "the set-up step")
	tb.seat(0, map[string]any{"type": "tiles", "tiles": []string{"r0", "b1", "r3", "g5", "b8"}})
	tb.seat(1, map[string]any{"type": "tiles", "tiles": []string{"r1", "b2", "r4", "r6", "b9"}})
	for _, c := range sixCards {
		tb.host(map[string]any{"type": "reveal", "card": c})
	}
	tb.host(map[string]any{"type": "start", "starter": 1})
	waitJS(t, ctx, `document.querySelector("#tm-step").textContent === "플레이어 2 차례: 펼친 카드 하나로 질문하거나, 정답을 선언합니다."`, "the turn's step")
	size := evalT[float64](t, ctx, `parseFloat(getComputedStyle(document.querySelector("#tm-step")).fontSize)`)
	assert.GreaterOrEqual(t, size, 32.0, "large enough to read across the table")
	teachShot(t, ctx, "teach-display-ko", 1280)
}
