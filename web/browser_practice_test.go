package web_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tablemate/tablemate/hardware/waitfor"
)

// TestBrowserPracticeTagironByThePage: a first practice game of Tagiron
// against a bot, played start to end on a 390×844 phone doing only what the
// page says: the name it asks for first; on "내 차례" in the pinned prompt,
// a question with the first face-up card (and the first number it offers);
// once the pinned prompt says the answer is certain (the hints at
// "possibilities"), the declaration of the tiles the hints leave, confirmed
// once; then the player's own result in the pinned prompt. (With this deal
// the bot names the centre first: what remains is a seed, or a way of
// choosing questions from the page, where the player's declaration comes
// first.)
func TestBrowserPracticeTagironByThePage(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 3301)
	tb := h.createWith(map[string]any{"game": "tagiron", "players": 2, "first_game": true, "hints": "possibilities",
		"practice": map[string]any{"seed": 33, "seat": 0}})
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0])))
	setLang(t, ctx, "ko")
	waitShown(t, ctx, `section.join #join-name`)
	evalT[bool](t, ctx, `(() => { const i = document.querySelector("#join-name"); i.value = "서연"; i.dispatchEvent(new Event("input")); return true; })()`)
	tap(t, ctx, `#join`)
	waitJS(t, ctx, `!document.querySelector("section.join")`, "named")

	// What the page offers now: the player's result, a certain answer, its turn, or nothing to do.
	const now = `(() => {
	  if (document.querySelector("#my-result")) return "result";
	  if (document.querySelector(".sure-yes")) return "sure";
	  if (document.querySelector("#hints-prompt") && document.querySelector(".declarebtn")) return "declare";
	  const mine = document.querySelector(".pin .status.mine");
	  if (mine && document.querySelector(".choice .pick button[data-pick]")) return "pick";
	  if (mine && document.querySelector(".card.can")) return "ask";
	  return "";
	})()`
	questions, declared := 0, false
	var steps []string
	for step := 0; ; step++ {
		require.Less(t, step, 60, "the game to end")
		var what string
		require.True(t, waitfor.Within(30*time.Second, func() bool {
			what = evalT[string](t, ctx, now)
			return what != ""
		}), "the page to say what to do (step %d): %s", step, evalT[string](t, ctx, `document.querySelector("#app").innerText.slice(0, 400)`))
		steps = append(steps, what)
		if what == "result" {
			break
		}
		seq := evalT[string](t, ctx, `document.body.dataset.seq`)
		switch what {
		case "ask":
			assert.Less(t, evalT[float64](t, ctx, `document.querySelector(".pin").getBoundingClientRect().bottom`), 844.0, "the prompt in the first screen")
			jsClick(t, ctx, `.card.can`)
			if evalT[bool](t, ctx, `!!document.querySelector(".choice .pick button[data-pick]")`) {
				jsClick(t, ctx, `.choice .pick button[data-pick]`)
			}
			questions++
		case "pick":
			jsClick(t, ctx, `.choice .pick button[data-pick]`)
			questions++
		case "declare":
			assert.Contains(t, textOf(t, ctx, `#hints-prompt`), "선언", "the prompt says the answer is certain")
			tiles := evalT[[]string](t, ctx, `Array.from(document.querySelectorAll("table.possible td")).map((td) => { const x = td.querySelectorAll("[data-tile]"); return x.length === 1 ? x[0].dataset.tile : ""; })`)
			require.NotContains(t, tiles, "", "one tile left at every position")
			jsClick(t, ctx, `.declarebtn`)
			for _, id := range tiles {
				jsClick(t, ctx, `.declare button[data-tile="`+id+`"]`)
			}
			jsClick(t, ctx, `.declare .picker button.big`)
			waitShown(t, ctx, `.sure[data-sure-open="declare"]`)
			jsClick(t, ctx, `.sure-yes`)
			waitShown(t, ctx, `.moment`)
			assert.Contains(t, textOf(t, ctx, `.moment`), "정답")
			jsClick(t, ctx, `.moment-ok`)
			declared = true
			continue
		case "sure":
			jsClick(t, ctx, `.sure-yes`)
		}
		waitJS(t, ctx, fmt.Sprintf(`document.body.dataset.seq !== %q`, seq), "the page to follow the move")
	}
	result := textOf(t, ctx, `#my-result`)
	t.Logf("practice Tagiron by the page: %d questions, then %q (steps %v)", questions, result, steps)
	// With this deal the bot names the centre first (after the player's 5 or 6
	// questions with the first card offered, as the bot's pace falls): the page says the player's place.
	// The declaration by the page (certain, confirmed once) is played when the
	// hints are certain first; TestBrowserResultOnActingPhone covers the confirm.
	assert.GreaterOrEqual(t, questions, 3, "the player asked as the page said")
	if declared {
		assert.Contains(t, result, "1위", "a place, said to the player")
	} else {
		assert.Equal(t, "2위예요.", result, "a place, said to the player")
	}
	height := evalT[float64](t, ctx, `document.documentElement.scrollHeight`)
	t.Logf("at the end: page %v px (%s)", height, evalT[string](t, ctx, pageParts))
	shot(t, ctx, "practice-tagiron-end")
}
