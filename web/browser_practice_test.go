package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
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
			assert.Less(t, pinBottom(t, ctx), 844.0, "the prompt in the first screen")
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

// TestBrowserPracticeClues13ByThePage: a first practice game of 13 Clues
// against two bots, from the host console's practice card to the end, on a
// 390×844 phone doing only what the page says: the name it asks for first;
// the outside cards as the pinned prompt asks (one card of each kind it
// names, by the kind written under each card), then "save" once it says so;
// on "내 차례" a question (the next subject in the page's order, to the next
// player in turn), a glass taken where the prompt says to take one; once
// the pinned prompt says the case is certain, the solve with the one card
// the hints leave of each kind, confirmed once; then the player's own
// result in the pinned prompt.
func TestBrowserPracticeClues13ByThePage(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 3302)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/host?k="+h.svc.HostKey())))
	setLang(t, ctx, "ko")
	waitShown(t, ctx, `#tm-practice-open`)
	tap(t, ctx, `#tm-practice-open`)
	waitJS(t, ctx, `document.querySelectorAll("#tm-practice-game option").length === 4`, "the games")
	// The seed the console draws, pinned: the same deal every run.
	evalT[bool](t, ctx, `(() => { Math.random = () => 0.3302; const g = document.querySelector("#tm-practice-game"); g.value = "clues13"; g.dispatchEvent(new Event("change")); document.querySelector("#tm-practice-players").value = "3"; return true; })()`)
	tap(t, ctx, `#tm-practice-start`)
	waitJS(t, ctx, `document.body.dataset.page === "seat"`, "the practice seat")
	waitShown(t, ctx, `section.join #join-name`)
	evalT[bool](t, ctx, `(() => { const i = document.querySelector("#join-name"); i.value = "서연"; i.dispatchEvent(new Event("input")); return true; })()`)
	tap(t, ctx, `#join`)
	waitJS(t, ctx, `!document.querySelector("section.join")`, "named")

	// The outside cards, as the pinned prompt asks: the kinds it names, each a card whose kind says so.
	kinds := map[string]string{"인물": "person", "장소": "location", "흉기": "weapon"}
	for range 3 {
		prompt := textOf(t, ctx, `.pin .status.mine`)
		assert.Less(t, pinBottom(t, ctx), 844.0, "the prompt in the first screen")
		want := ""
		for ko, id := range kinds {
			if strings.Contains(prompt, ko) {
				want = id
				break
			}
		}
		require.NotEmpty(t, want, "the prompt names a kind to choose: %q", prompt)
		assert.True(t, evalT[bool](t, ctx, `document.querySelector(".c13-save-cards").disabled`), "save waits, and the prompt says why: %q", prompt)
		tap(t, ctx, `.c13-deal[data-kind="`+want+`"]:not(.on)`)
		waitJS(t, ctx, `!!document.querySelector('.c13-deal.on[data-kind="`+want+`"]')`, "the card outside")
	}
	assert.Contains(t, textOf(t, ctx, `.pin .status.mine`), "저장", "the prompt says to save")
	shot(t, ctx, "practice-clues13-chosen")
	tap(t, ctx, `.c13-save-cards`)
	waitJS(t, ctx, `!document.querySelector(".c13-dealt")`, "the cards saved")

	// What the page offers now: the player's result, a confirm, a certain case, a glass to take, a question.
	const now = `(() => {
	  if (document.querySelector("#my-result")) return "result";
	  if (document.querySelector(".sure-yes")) return "sure";
	  if (document.querySelector("#hints-prompt") && document.querySelector(".c13-dosolve")) return "solve";
	  const mine = document.querySelector(".pin .status.mine");
	  if (mine && document.querySelector("[data-take]")) return "take";
	  if (mine && document.querySelector(".c13-doask")) return "ask";
	  return "";
	})()`
	questions, solved := 0, false
	var steps []string
	for step := 0; ; step++ {
		require.Less(t, step, 80, "the game to end")
		var what string
		require.True(t, waitfor.Within(30*time.Second, func() bool {
			what = evalT[string](t, ctx, now)
			return what != ""
		}), "the page to say what to do (step %d): %s", step, evalT[string](t, ctx, `document.querySelector("#app").innerText.slice(0, 600)`))
		steps = append(steps, what)
		if what == "result" {
			break
		}
		// The view drawn before the act: a live update may arrive while a question is composed.
		var seq string
		act := func(sel string) {
			seq = evalT[string](t, ctx, `document.body.dataset.seq`)
			jsClick(t, ctx, sel)
		}
		switch what {
		case "take":
			act(`[data-take]`)
		case "ask":
			assert.Less(t, pinBottom(t, ctx), 844.0, "the prompt in the first screen")
			if step == 3 {
				shot(t, ctx, "practice-clues13-mid")
			}
			// A bot may solve its case while the player composes the
			// question: the page then shows the result, and the loop reads it.
			if !composeQuestion(t, ctx, questions) {
				continue
			}
			act(`.c13-doask`)
			questions++
		case "solve":
			assert.Contains(t, textOf(t, ctx, `#hints-prompt`), "해결", "the prompt says the case is certain")
			jsClick(t, ctx, `[data-tab="solve"]`)
			for _, k := range []string{"person", "location", "weapon"} {
				id := evalT[string](t, ctx, `(() => { const r = document.querySelectorAll(".c13-possible tr")[`+map[string]string{"person": "0", "location": "1", "weapon": "2"}[k]+`].querySelectorAll("[data-card]"); return r.length === 1 ? r[0].dataset.card : ""; })()`)
				require.NotEmpty(t, id, "one %s left", k)
				evalT[bool](t, ctx, `(() => { const s = document.querySelector('.c13-solve select[data-kind="`+k+`"]'); s.value = "`+id+`"; s.dispatchEvent(new Event("change")); return true; })()`)
			}
			jsClick(t, ctx, `.c13-dosolve`)
			waitShown(t, ctx, `.sure[data-sure-open="solve"]`)
			jsClick(t, ctx, `.sure-yes`)
			solved = true
			continue
		case "sure":
			act(`.sure-yes`)
		}
		waitJS(t, ctx, fmt.Sprintf(`document.body.dataset.seq !== %q`, seq), "the page to follow the move")
	}
	result := textOf(t, ctx, `#my-result`)
	t.Logf("practice 13 Clues by the page: %d questions, solved %v, then %q (steps %v)", questions, solved, result, steps)
	assert.GreaterOrEqual(t, questions, 2, "the player asked as the page said")
	height := evalT[float64](t, ctx, `document.documentElement.scrollHeight`)
	t.Logf("at the end: page %v px (%s)", height, evalT[string](t, ctx, pageParts))
	shot(t, ctx, "practice-clues13-end")
}

// practiceScenes put a practice seat (seat 0, against bots) at its start
// and mid-game, through the API as the player would tap it.
var practiceScenes = []struct {
	game    string
	players int
	// move makes the player's next move mid-game (its turn); start is what
	// the player has done at the start (nothing: the page as it opens).
	move func(t *testing.T, tb *table, v map[string]any)
}{
	{"tagiron", 2, func(t *testing.T, tb *table, v map[string]any) {
		if v["me"].(map[string]any)["can_ask"] != true { // a last chance to declare: the tiles the hints find likeliest
			code, body := tb.h.call("GET", "/api/seat/"+tb.tokens[0]+"/hints", nil, nil)
			require.Equal(t, 200, code, string(body))
			var h struct{ Possible [][]string }
			require.NoError(t, json.Unmarshal(body, &h))
			var guess []string
			for _, p := range h.Possible {
				guess = append(guess, p[0])
			}
			tb.seat(0, map[string]any{"type": "declare", "tiles": guess})
			return
		}
		for _, c := range v["row"].([]any) {
			cmd := map[string]any{"type": "ask", "card": c}
			if code, _ := tb.seatTry(0, cmd); code == 200 {
				return
			}
			cmd["pick"] = map[string]int{"where-1-or-2": 1, "where-3-or-4": 3, "where-6-or-7": 6, "where-8-or-9": 8}[c.(string)]
			if code, _ := tb.seatTry(0, cmd); code == 200 {
				return
			}
		}
		t.Fatalf("no question the page offers could be asked: %v", v["row"])
	}},
	{"clues13", 3, func(t *testing.T, tb *table, v map[string]any) {
		me := v["me"].(map[string]any)
		if me["can_take"] == true {
			tb.seat(0, map[string]any{"type": "take", "from": 1})
			return
		}
		tb.seat(0, map[string]any{"type": "ask", "answerer": 1 + len(v["log"].([]any))%2, "ask": []string{"male", "indoor", "melee", "red"}[len(v["log"].([]any))%4]})
	}},
}

// clues13Choose gives a practice seat's outside cards (one of each kind
// among the five dealt) and its inside pair.
func clues13Choose(t testing.TB, tb *table) {
	v := tb.view(0)
	me := v["me"].(map[string]any)
	kindOf := map[string]string{}
	for _, c := range v["cards"].([]any) {
		c := c.(map[string]any)
		kindOf[c["id"].(string)] = c["kind"].(string)
	}
	var out, in []string
	seen := map[string]bool{}
	for _, id := range me["dealt"].([]any) {
		if k := kindOf[id.(string)]; !seen[k] {
			seen[k] = true
			out = append(out, id.(string))
		} else {
			in = append(in, id.(string))
		}
	}
	tb.seat(0, map[string]any{"type": "cards", "outside": out, "inside": in})
}

// TestBrowserPracticePagesShort: a practice page of Tagiron and 13 Clues,
// at its start (13 Clues: the choice of the outside cards) and mid-game,
// at 390×844 and 360 px, in Korean and English, is at most 1,700 px tall
// with the pinned prompt in the first screen, every control fits (44 px,
// nothing sideways); at the end the result is in the pinned prompt. With
// TABLEMATE_SHOTS set, each is saved whole.
func TestBrowserPracticePagesShort(t *testing.T) {
	ctx := browser(t)
	for i, sc := range practiceScenes {
		t.Run(sc.game, func(t *testing.T) {
			h := newHarness(t, "", 3310+int64(i))
			tb := h.createWith(map[string]any{"game": sc.game, "players": sc.players, "first_game": true, "hints": "possibilities",
				"practice": map[string]any{"seed": 3310 + i, "seat": 0}})
			ct, err := h.svc.Table(tb.id)
			require.NoError(t, err)
			tb.seat(0, map[string]any{"type": "name", "name": "서연"})
			measure := func(moment string, limit bool) {
				waitFor(t, "the bots to wait for the player", ct.BotsWaiting)
				for _, w := range []int64{390, 360} {
					require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(w, 844), chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0])))
					inBothLanguages(t, ctx, func(lang string) {
						waitShown(t, ctx, `.pin`)
						waitJS(t, ctx, `document.body.dataset.tipsSeq !== undefined`, "the tips")
						height := evalT[float64](t, ctx, `document.documentElement.scrollHeight`)
						what := fmt.Sprintf("%s %s %s %d px", sc.game, moment, lang, w)
						t.Logf("%s: page %v px (%s)", what, height, evalT[string](t, ctx, pageParts))
						if limit {
							assert.LessOrEqual(t, height, 1700.0, "%s: about two screens", what)
						}
						assert.Less(t, pinBottom(t, ctx), 844.0, "%s: the prompt in the first screen", what)
						fits(t, ctx, what)
						shot(t, ctx, fmt.Sprintf("practice-%s-%s-%s-%d", sc.game, moment, lang, w))
					})
				}
				setLang(t, ctx, "ko")
			}
			measure("start", true)
			if sc.game == "clues13" {
				clues13Choose(t, tb)
			}
			for moves := 0; moves < 3; {
				waitFor(t, "the bots to wait for the player", ct.BotsWaiting)
				v := tb.view(0)
				require.NotEqual(t, "over", v["phase"], "the game still on mid-game")
				if turn, ok := v["turn"].(float64); ok && turn == 0 {
					sc.move(t, tb, v)
					moves++
				}
			}
			measure("mid", true)
			// On to the end (the bots' pace decides who names it first): its result
			// in the pinned prompt, measured and photographed, not held to a height.
			for step := 0; ; step++ {
				require.Less(t, step, 60, "the game to end")
				waitFor(t, "the bots to wait for the player", ct.BotsWaiting)
				v := tb.view(0)
				if v["phase"] == "over" {
					break
				}
				if turn, ok := v["turn"].(float64); ok && turn == 0 {
					sc.move(t, tb, v)
				}
			}
			measure("end", false)
		})
	}
}

// pinBottom is where the pinned prompt ends on the screen, found and
// measured in one step once it is on the page: a live update (a bot's move)
// may redraw the page between two steps.
func pinBottom(t *testing.T, ctx context.Context) float64 {
	t.Helper()
	waitJS(t, ctx, `!!document.querySelector(".pin")`, "the pinned prompt")
	return evalT[float64](t, ctx, `(() => { const p = document.querySelector(".pin"); return p ? p.getBoundingClientRect().bottom : 0; })()`)
}

// composeQuestion taps a 13 Clues question together as the pinned prompt
// says (the ask tab, a player to ask where there is a choice, a subject, on
// a 2-player table a side), the n-th choice each time, and reports whether
// the question is ready to ask. It reports false when the game ended under
// the player's taps (a bot solved its case first): each tap is made only if
// the result is not on the page, in the same evaluation.
func composeQuestion(t *testing.T, ctx context.Context, n int) bool {
	t.Helper()
	const over = `!!document.querySelector("#my-result")`
	press := func(sel string) bool {
		q := fmt.Sprintf("document.querySelector(%q)", sel)
		waitJS(t, ctx, "!!"+q+" || "+over, sel)
		return evalT[bool](t, ctx, "(() => { if ("+over+") return false; "+q+".click(); return true; })()")
	}
	// count is how many of sel the page shows, 0 once the game is over.
	count := func(sel string) int {
		return evalT[int](t, ctx, "("+over+") ? 0 : document.querySelectorAll("+strconv.Quote(sel)+").length")
	}
	// prompt is the pinned prompt's step, "" once the game is over.
	prompt := func() string {
		waitJS(t, ctx, `!!document.querySelector(".pin .c13-ask-step") || `+over, "the question's prompt")
		return evalT[string](t, ctx, "("+over+`) ? "" : document.querySelector(".pin .c13-ask-step").innerText`)
	}
	if !press(`[data-tab="ask"]`) {
		return false
	}
	if to := count("[data-ask-to]"); to > 0 && !press(fmt.Sprintf(`[data-ask-to]:nth-child(%d)`, n%to+1)) {
		return false
	}
	subjects := count(".c13-subj") - count(".c13-subj-removed")
	if subjects <= 0 || !press(fmt.Sprintf(`.c13-subj:not(.c13-subj-removed):nth-child(%d)`, n%subjects+1)) {
		return false
	}
	if count("[data-side]") > 0 { // a 2-player table: the prompt asks for a side
		p := prompt()
		if p == "" {
			return false
		}
		assert.Contains(t, p, "포함")
		if !press(fmt.Sprintf(`[data-side]:nth-child(%d)`, n%2+1)) {
			return false
		}
	}
	p := prompt()
	if p == "" {
		return false
	}
	assert.Contains(t, p, "'질문'", "the prompt says the question is ready")
	require.False(t, evalT[bool](t, ctx, `document.querySelector(".c13-doask").disabled`), "the question is ready")
	return true
}
