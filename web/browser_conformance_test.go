package web_test

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
)

// TestEveryGameHasItsPageScript: the web part of the conformance suite
// (companion/conformance) that needs no browser: every registered game has
// its page script, which registers it by name.
func TestEveryGameHasItsPageScript(t *testing.T) {
	static := os.DirFS("static")
	for _, g := range companion.Games() {
		b, err := fs.ReadFile(static, "game-"+g.Name+".js")
		if !assert.NoError(t, err, "game %q has no page script web/static/game-%s.js", g.Name, g.Name) {
			continue
		}
		assert.Contains(t, string(b), fmt.Sprintf("TM.register(%q", g.Name), "game %q: its page script does not register it with TM.register", g.Name)
	}
}

// TestBrowserEveryGameSmoke: the browser part of the conformance suite. For
// every registered game, a new table's first seat page and its display
// load in a real browser, draw the live view into the page and throw no
// script error.
func TestBrowserEveryGameSmoke(t *testing.T) {
	for i, g := range companion.Games() {
		t.Run(g.Name, func(t *testing.T) {
			ctx := browser(t)
			var mu sync.Mutex
			var thrown []string
			require.NoError(t, chromedp.Listen(ctx, func(ev any) {
				if e, ok := ev.(*runtime.EventExceptionThrown); ok {
					mu.Lock()
					msg := e.ExceptionDetails.Text
					if x := e.ExceptionDetails.Exception; x != nil {
						msg += " " + x.Description
					}
					thrown = append(thrown, msg)
					mu.Unlock()
				}
			}))
			h := newHarness(t, "", int64(31+i)) // each game its own seed: they run side by side
			tb := h.createWith(map[string]any{"game": g.Name, "players": g.Players[0], "hints": g.Hints[0]})
			for _, page := range []struct{ name, path string }{{"seat page", "/s/" + tb.tokens[0]}, {"display", "/display/" + tb.id}} {
				require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+page.path)))
				waitJS(t, ctx, `!!document.body.dataset.seq && document.getElementById("conn").className.includes("ok")`, g.Name+"'s "+page.name+" live")
				text := evalT[string](t, ctx, `document.getElementById("app").innerText`)
				assert.NotEmpty(t, strings.TrimSpace(text), "game %q: the %s draws nothing", g.Name, page.name)
				assert.NotContains(t, text, "undefined", "game %q: the %s", g.Name, page.name)
				assert.NotContains(t, text, "[object Object]", "game %q: the %s", g.Name, page.name)
				assert.Empty(t, evalT[string](t, ctx, unlabelledJS), "game %q: controls of the %s without a label", g.Name, page.name)
			}
			mu.Lock()
			defer mu.Unlock()
			assert.Empty(t, thrown, "game %q: script errors", g.Name)
		})
	}
}

// unlabelledJS lists the visible form controls on the page that have no
// accessible name: no label around or for them, no aria-label(ledby), no title.
const unlabelledJS = `Array.from(document.querySelectorAll("input:not([type=hidden]), select, textarea")).filter((e) =>
  e.getClientRects().length && !e.closest("label") && !(e.id && document.querySelector("label[for='" + e.id + "']")) &&
  !e.getAttribute("aria-label") && !e.getAttribute("aria-labelledby") && !e.title).map((e) => e.outerHTML.slice(0, 80)).join("\n")`

// TestBrowserHostControlsLabelled: the host console's controls, the key
// box first (before the key is known) and then the console with a table of
// every game, each have a label.
func TestBrowserHostControlsLabelled(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 32)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/host")))
	waitJS(t, ctx, `!!document.querySelector("#app input")`, "the host key box")
	assert.Empty(t, evalT[string](t, ctx, unlabelledJS), "the host key box without a label")
	for _, g := range companion.Games() {
		h.createWith(map[string]any{"game": g.Name, "players": g.Players[0], "hints": g.Hints[0]})
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/host?k="+h.svc.HostKey())))
	waitJS(t, ctx, `!!document.querySelector("#app select")`, "the host console")
	assert.Empty(t, evalT[string](t, ctx, unlabelledJS), "host console controls without a label")
}

// TestGamesServeTheirVocabulary: GET /api/games serves each game's words for
// its pieces (question cards, tiles, combinations) in both languages from
// its solver, and no page script holds a copy of any of them: the pages take
// them from there (kit.term), so a word has one home.
func TestGamesServeTheirVocabulary(t *testing.T) {
	h := newHarness(t, "", 33)
	code, body := h.call("GET", "/api/games", nil, nil)
	require.Equal(t, http.StatusOK, code)
	var games []struct {
		Name       string                    `json:"name"`
		Vocabulary map[string]companion.Term `json:"vocabulary"`
	}
	require.NoError(t, json.Unmarshal(body, &games))
	scripts, err := fs.Glob(os.DirFS("static"), "game-*.js")
	require.NoError(t, err)
	cards, card := map[string]int{}, regexp.MustCompile(`^q\d+$`)
	for _, g := range games {
		for id, w := range g.Vocabulary {
			assert.True(t, w.KO != "" && w.EN != "", "%s %s", g.Name, id)
			if g.Name == "tagiron" || card.MatchString(id) { // the question cards
				cards[g.Name]++
			}
			for _, name := range scripts {
				b, err := os.ReadFile("static/" + name)
				require.NoError(t, err)
				for _, word := range []string{w.KO, w.EN} {
					if word == id { // an id that is also the English word ("sun", "pair") is an id
						continue
					}
					// A sentence is a copy wherever it stands; a short word only as a whole string.
					copied := strings.Contains(string(b), `"`+word+`"`) || (utf8.RuneCountInString(word) >= 8 && strings.Contains(string(b), word))
					assert.False(t, copied, "%s holds %s's word for %s (%q): take it from the vocabulary (kit.term)", name, g.Name, id, word)
				}
			}
		}
	}
	assert.Equal(t, 21, cards["tagiron"])
	assert.Equal(t, 23, cards["code777"])
}
