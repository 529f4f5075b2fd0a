package web_test

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tablemate/tablemate/hardware/waitfor"
)

// practiceByThePage opens a practice seat on a 390×844 phone in Korean and
// gives it the name the page asks for first, as a newcomer does.
func practiceByThePage(t *testing.T, ctx context.Context, h *harness, tb *table) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0])))
	setLang(t, ctx, "ko")
	waitShown(t, ctx, `section.join #join-name`)
	evalT[bool](t, ctx, `(() => { const i = document.querySelector("#join-name"); i.value = "서연"; i.dispatchEvent(new Event("input")); return true; })()`)
	tap(t, ctx, `#join`)
	waitJS(t, ctx, `!document.querySelector("section.join")`, "named")
}

// practiceShort holds a practice page at a moment (the start, mid-game) to
// issue 33's measure, at 390 and 360 px, in Korean and English: at most
// 1,700 px tall, the pinned prompt (when one waits) inside the first
// screen, every control fitting (44 px, nothing sideways). With
// TABLEMATE_SHOTS set, each is saved as practice-<game>-<moment>-<lang>-<width>.
// The page is left at 390 px in Korean.
func practiceShort(t *testing.T, ctx context.Context, game, moment string) {
	t.Helper()
	for _, w := range []int64{390, 360} {
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(w, 844), chromedp.Reload()))
		inBothLanguages(t, ctx, func(lang string) {
			waitJS(t, ctx, `document.body.dataset.seq !== undefined && !!document.querySelector("#app > *")`, "the page")
			height := evalT[float64](t, ctx, `document.documentElement.scrollHeight`)
			what := fmt.Sprintf("practice %s %s %s %d px", game, moment, lang, w)
			t.Logf("%s: page %v px (%s)", what, height, evalT[string](t, ctx, pageParts))
			if moment != "end" {
				assert.LessOrEqual(t, height, 1700.0, "%s: about two screens", what)
			}
			if evalT[bool](t, ctx, `!!document.querySelector(".pin")`) {
				assert.Less(t, pinBottom(t, ctx), 844.0, "%s: the prompt in the first screen", what)
			}
			fits(t, ctx, what)
			if os.Getenv("TABLEMATE_SHOTS") != "" {
				shot(t, ctx, fmt.Sprintf("practice-%s-%s-%s-%d", game, moment, lang, w))
			}
		})
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844)))
	setLang(t, ctx, "ko")
	waitJS(t, ctx, `document.body.dataset.seq !== undefined && !!document.querySelector("#app > *")`, "the page")
}

// waitSays waits for the page to say what to do (the JS now gives "" while
// it says nothing yet) and returns it.
func waitSays(t *testing.T, ctx context.Context, now string, step int) string {
	t.Helper()
	var what string
	require.True(t, waitfor.Within(60*time.Second, func() bool {
		what = evalT[string](t, ctx, now)
		return what != ""
	}), "the page to say what to do (step %d): %s", step, evalT[string](t, ctx, `document.querySelector("#app").innerText.slice(0, 400)`))
	return what
}

// tapNow taps sel if the page shows it now, and says whether it did: a live
// update (a bot's move) may redraw the page between looking and tapping,
// and then the player looks again.
func tapNow(t *testing.T, ctx context.Context, sel string) bool {
	t.Helper()
	return evalT[bool](t, ctx, fmt.Sprintf(`(() => { const b = document.querySelector(%q); if (b) b.click(); return !!b; })()`, sel))
}

// TestBrowserPracticeCode777ByThePage: a first practice game of Code 777
// against two bots, played to its end on a 390×844 phone doing only what
// the page says: the name first; when the pinned prompt says a card is
// drawn, the tap that turns it over; when the pinned prompt says the numbers
// are certain (the hints at "possibilities", the practice default), the
// challenge with the numbers it names, confirmed once; a moment read and
// tapped away. The game ends with the player's own result in the pinned
// prompt. At the start and mid-game the page is short (practiceShort).
func TestBrowserPracticeCode777ByThePage(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 3303)
	tb := h.createWith(map[string]any{"game": "code777", "players": 3, "first_game": true,
		"practice": map[string]any{"seed": 33, "seat": 0}})
	practiceByThePage(t, ctx, h, tb)
	practiceShort(t, ctx, "code777", "start")

	const now = `(() => {
	  if (document.querySelector("#my-result")) return "result";
	  if (document.querySelector(".moment .moment-ok")) return "moment";
	  if (document.querySelector(".sure-yes")) return "sure";
	  if (document.querySelector("#hints-prompt") && document.querySelector(".c777-challenge .c777-num")) return "challenge";
	  if (document.querySelector("#my-prompt") && document.querySelector(".c777-read .card.can")) return "read";
	  return "";
	})()`
	numbers := regexp.MustCompile(`[1-7] [1-7] [1-7]`)
	reads, challenges, measured := 0, 0, false
	var steps []string
	for step := 0; ; step++ {
		require.Less(t, step, 200, "the game to end")
		what := waitSays(t, ctx, now, step)
		steps = append(steps, what)
		if what == "result" {
			break
		}
		seq := evalT[string](t, ctx, `document.body.dataset.seq`)
		switch what {
		case "moment":
			tapNow(t, ctx, `.moment .moment-ok`)
			continue
		case "read":
			assert.Contains(t, textOf(t, ctx, `#my-prompt`), "뒤집", "the prompt says to turn the card over")
			assert.Less(t, pinBottom(t, ctx), 844.0, "the prompt in the first screen")
			if reads == 2 && !measured { // mid-game: clues logged, a card to turn
				measured = true
				practiceShort(t, ctx, "code777", "mid")
				seq = evalT[string](t, ctx, `document.body.dataset.seq`)
			}
			if !tapNow(t, ctx, `.c777-read .card.can`) {
				continue
			}
			reads++
		case "challenge":
			// The prompt and the challenge's fold read from one drawing: a
			// live update between two reads may take both away.
			shown := evalT[[]string](t, ctx, `(() => { const p = document.querySelector("#hints-prompt"), c = document.querySelector(".c777-challenge");
			  return p && c ? [p.textContent, c.classList.contains("folded") ? "folded" : "open"] : []; })()`)
			if len(shown) == 0 { // gone with a live update (new tiles on the rack): look again
				continue
			}
			prompt := shown[0]
			said := numbers.FindString(prompt)
			require.NotEmpty(t, said, "the prompt names the numbers: %q", prompt)
			require.Equal(t, "open", shown[1], "the challenge open once the numbers are certain")
			// The three numbers, then the challenge: one script, as a live
			// update (a bot's move) may redraw the section between taps.
			evalT[bool](t, ctx, `(() => { document.querySelector(".c777-challenge .c777-nums p button")?.click(); // numbers left from a try cut short
			  for (const n of [`+strings.Join(strings.Fields(said), ", ")+`]) document.querySelector('.c777-challenge .c777-num[data-num="' + n + '"]')?.click();
			  document.querySelector(".c777-challenge .c777-go")?.click(); return true; })()`)
			continue
		case "sure":
			if !tapNow(t, ctx, `.sure-yes`) {
				continue
			}
			challenges++
		}
		waitJS(t, ctx, fmt.Sprintf(`document.body.dataset.seq !== %q`, seq), "the page to follow the move")
	}
	result := textOf(t, ctx, `#my-result`)
	t.Logf("practice Code 777 by the page: %d cards turned, %d challenges, then %q (steps %v)", reads, challenges, result, steps)
	assert.True(t, measured, "a mid-game moment measured")
	assert.GreaterOrEqual(t, reads, 3, "the player turned cards over as the page said")
	assert.GreaterOrEqual(t, challenges, 1, "the player challenged as the page said")
	assert.Regexp(t, `^(1위예요! 이겼습니다\.|다른 사람이 먼저 동전 3개를 모았어요\. 나는 동전 [0-2]개로 끝났어요\.)$`, result, "a result, said to the player")
	practiceShort(t, ctx, "code777", "end")
}

// TestBrowserPracticeLexioByThePage: a first practice game of Lexio (stage
// 1, the practice default, three deals) against two bots, played to its end
// on a 390×844 phone doing only what the page says: the name first; on
// "내 차례" in the pinned prompt, tiles tapped as the prompt and the tip say
// (leading, any combination; following, a higher play of the kind on the
// table) until the page judges the selection playable, then "내기"; "패스"
// when nothing of that kind is playable; a moment read and tapped away. The game ends with
// the player's place and chips in the pinned prompt. At the start and
// mid-game the page is short (practiceShort).
func TestBrowserPracticeLexioByThePage(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 3304)
	// Two deals, not the default three: the page still carries the player from
	// one deal into the next, and a third would only show that again.
	tb := h.createWith(map[string]any{"game": "lexio", "players": 3, "first_game": true,
		"options": map[string]any{"deals": 2}, "practice": map[string]any{"seed": 33, "seat": 0}})
	practiceByThePage(t, ctx, h, tb)
	practiceShort(t, ctx, "lexio", "start")

	const now = `(() => {
	  if (document.querySelector("#my-result")) return "result";
	  if (document.querySelector(".moment .moment-ok")) return "moment";
	  const mine = document.querySelector(".pin .status.mine");
	  if (mine && document.querySelector(".lx-hand .lx-htile:not([disabled])")) return "turn";
	  return "";
	})()`
	// The selections a newcomer tries, in the hand's order: as many tiles
	// as the play on the table (one, or two or three of a number), or when
	// leading one tile.
	const tries = `(() => {
	  const hand = Array.from(document.querySelectorAll(".lx-hand .lx-htile")).map((b) => b.dataset.tile);
	  const n = document.querySelectorAll(".lx-ontable .lx-tile").length || 1;
	  const rank = (id) => id.replace(/^[a-z]+/, "");
	  if (n === 1) return hand.map((x) => [x]);
	  if (n > 3) return [];
	  const out = [];
	  hand.forEach((x, i) => { const same = hand.filter((y, j) => j >= i && rank(y) === rank(x)); if (same.length >= n && same[0] === x) out.push(same.slice(0, n)); });
	  return out;
	})()`
	plays, passes, measured, stuck := 0, 0, false, 0
	var steps []string
look:
	for step := 0; ; step++ {
		require.Less(t, step, 300, "the game to end")
		what := waitSays(t, ctx, now, step)
		steps = append(steps, what)
		if what == "result" {
			break
		}
		if what == "moment" {
			tapNow(t, ctx, `.moment .moment-ok`)
			continue
		}
		if plays == 4 && !measured { // mid-game: tricks on the log, a turn to play
			measured = true
			practiceShort(t, ctx, "lexio", "mid")
			continue
		}
		seq := evalT[string](t, ctx, `document.body.dataset.seq`)
		assert.Less(t, pinBottom(t, ctx), 844.0, "the prompt in the first screen")
		assert.Regexp(t, `^(내가 선이에요: 조합 하나를 내야 하니 패스할 수 없어요\.|바닥의 .+보다 높은 .+ 골라 내거나 패스하세요\.)$`,
			evalT[string](t, ctx, `(document.querySelector("#my-prompt") || {}).textContent || ""`), "the pinned prompt says what the turn takes")
		played := false
		for _, sel := range evalT[[][]string](t, ctx, tries) {
			for _, id := range sel {
				if !tapNow(t, ctx, `.lx-hand .lx-htile:not(.on)[data-tile="`+id+`"]`) {
					continue look
				}
			}
			require.True(t, waitfor.Within(20*time.Second, func() bool {
				return evalT[bool](t, ctx, `(() => { const j = document.querySelector(".lx-judge"); return !j || j.textContent !== "…"; })()`)
			}), "the page's judgement of %v", sel)
			if evalT[bool](t, ctx, `!!document.querySelector(".lx-judge.good") && !document.querySelector(".lx-play").disabled`) {
				if !tapNow(t, ctx, `.lx-play`) {
					continue look
				}
				played, stuck = true, 0
				plays++
				// Played: the tiles leave the hand.
				waitJS(t, ctx, fmt.Sprintf(`!document.querySelector('.lx-hand .lx-htile[data-tile="%s"]')`, sel[0]), "the tiles played")
				break
			}
			for _, id := range sel { // not playable: tapped again, off
				tapNow(t, ctx, `.lx-hand .lx-htile.on[data-tile="`+id+`"]`)
			}
			if !evalT[bool](t, ctx, `!document.querySelector(".lx-hand .lx-htile.on")`) {
				continue look
			}
		}
		if !played {
			if evalT[bool](t, ctx, `document.querySelector(".lx-pass").disabled`) {
				// Nothing played and no pass: the page moved on while the tries were
				// tapped (a deal ended and the next began). Look again at the page
				// as it is now; a page that keeps offering neither fails.
				stuck++
				require.Less(t, stuck, 3, "nothing playable, so passing is allowed: %s", evalT[string](t, ctx, `document.querySelector("#app").innerText.slice(0, 400)`))
				continue look
			}
			stuck = 0
			if !tapNow(t, ctx, `.lx-pass:not([disabled])`) {
				continue
			}
			passes++
		}
		waitJS(t, ctx, fmt.Sprintf(`document.body.dataset.seq !== %q`, seq), "the page to follow the move")
	}
	result := textOf(t, ctx, `#my-result`)
	t.Logf("practice Lexio by the page: %d plays, %d passes, then %q (steps %v)", plays, passes, result, steps)
	assert.True(t, measured, "a mid-game moment measured")
	assert.GreaterOrEqual(t, plays, 5, "the player played as the page said")
	assert.Regexp(t, `^(1위예요! 이겼습니다\.|[23]위예요\.) 칩 \d+개로 끝났어요\.$`, result, "a place and chips, said to the player")
	practiceShort(t, ctx, "lexio", "end")
}
