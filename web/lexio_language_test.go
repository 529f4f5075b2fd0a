package web_test

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// latinWord is English on a Korean page: a reason left in English ("trick
// clean-up"), an account ("front of player 4"), an internal id ("fullhouse").
var latinWord = regexp.MustCompile(`[A-Za-z]{2,}`)

// TestBrowserLexioLedgerReadsKorean: a 3-player game of two deals with
// purchases and bombs is played through the API; in Korean the ledger's
// exports give every reason_text in Korean (the reason column keeps its
// stable English key), refusals read Korean, and the ledger, the deal
// summaries and the final result on the seat page and the display show no
// English and no internal id, at 360 and 390 px.
func TestBrowserLexioLedgerReadsKorean(t *testing.T) {
	h := newHarness(t, "", 1717)
	tb := lexioCreate(h, 3, map[string]any{"deals": 2})
	d := newLexioDriver(t, tb, 3, 3, 2, 17)
	d.victim = 2 // goes out whenever it may: purchases and clean-ups in the ledger
	d.deal()

	// Refusals, as a Korean phone reads them.
	g := d.g
	other := g.Hand((g.Turn() + 1) % 3).Tiles()[0]
	for _, cmd := range []map[string]any{
		{"type": "play", "tiles": []string{other.String()}}, // not in the hand
		{"type": "pass"}, // the leader must play
		{"type": "play", "tiles": []string{"sun1", "moon9"}}, // no combination, or not held
	} {
		code, body := h.call("POST", "/api/seat/"+tb.tokens[g.Turn()]+"/do", cmd, map[string]string{"X-Lang": "ko"})
		require.NotEqual(t, http.StatusOK, code, body)
		var r struct{ Error string }
		require.NoError(t, json.Unmarshal([]byte(body), &r), body)
		assert.Empty(t, latinWord.FindAllString(r.Error, -1), "%v: %s", cmd, r.Error)
	}
	v := d.playOut()
	require.Positive(t, d.purchases, "the game had purchases")

	// The exports: stable English keys, reasons also in Korean.
	code, body := h.call("GET", "/api/display/"+tb.id+"/export/ledger.csv", nil, map[string]string{"X-Lang": "ko"})
	require.Equal(t, http.StatusOK, code)
	require.True(t, strings.HasPrefix(string(body), "\ufeff"), "a spreadsheet reads it as UTF-8")
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(string(body), "\ufeff"))).ReadAll()
	require.NoError(t, err)
	require.Equal(t, []string{"deal", "from", "from_text", "to", "to_text", "amount", "owed", "reason", "reason_text"}, rows[0])
	reasons := map[string]bool{}
	for _, r := range rows[1:] {
		reasons[r[7]] = true
		for _, c := range []int{2, 4, 8} {
			assert.Empty(t, latinWord.FindAllString(r[c], -1), "%s of %q: %q", rows[0][c], r[7], r[c])
		}
	}
	for _, r := range []rules.Reason{rules.Purchase, rules.CleanUp, rules.PotWin, rules.TilesLeft} {
		assert.True(t, reasons[r.String()], "the ledger holds a %q line", r)
	}
	code, body = h.call("GET", "/api/display/"+tb.id+"/export/ledger.json", nil, map[string]string{"X-Lang": "ko"})
	require.Equal(t, http.StatusOK, code)
	var ex struct {
		Deals []struct {
			Transfers []struct {
				Reason     string `json:"reason"`
				ReasonText string `json:"reason_text"`
			} `json:"transfers"`
		} `json:"deals"`
	}
	require.NoError(t, json.Unmarshal(body, &ex))
	require.NotEmpty(t, ex.Deals)
	for _, dl := range ex.Deals {
		for _, x := range dl.Transfers {
			assert.Empty(t, latinWord.FindAllString(x.ReasonText, -1), "reason_text of %q: %q", x.Reason, x.ReasonText)
		}
	}
	require.Equal(t, "over", v.Phase)

	// The pages, in Korean: the ledger, every deal's summary, the final result.
	ctx := browser(t)
	parts := `[".lx-ledger", ".lx-summary", ".lx-final", ".lx-result", ".lx-pastdeal", ".lx-seats", ".status"].map((s) => Array.from(document.querySelectorAll(s)).map((e) => e.innerText).join("\n")).join("\n")`
	for _, w := range []int64{360, 390} {
		for _, p := range []string{"/s/" + tb.tokens[0], "/display/" + tb.id} {
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(w, 844), chromedp.Navigate(h.srv.URL+p)))
			inBothLanguages(t, ctx, func(lang string) {
				waitShown(t, ctx, `.lx-final`)
				evalT[bool](t, ctx, `(() => { document.querySelectorAll(".lx-pastdeal").forEach((d) => { d.open = true; }); return true; })()`)
				what := fmt.Sprintf("%s %d %s", p, w, lang)
				text := evalT[string](t, ctx, parts)
				require.Contains(t, text, map[string]string{"ko": "시장패 구입", "en": "market purchase"}[lang], what)
				if lang == "ko" {
					assert.Empty(t, latinWord.FindAllString(text, -1), what)
				}
				assert.NotRegexp(t, `\b(front of player \d|fullhouse|seat \d|undefined|NaN)\b`, text, what)
				assert.LessOrEqual(t, evalT[float64](t, ctx, `document.documentElement.scrollWidth`), float64(w), what+" "+evalT[string](t, ctx, widest))
				shot(t, ctx, fmt.Sprintf("lexio-end-%s-%d-%s", strings.Trim(strings.SplitN(p, "/", 3)[1], "/"), w, lang))
				evalT[bool](t, ctx, `(() => { document.querySelector(".lx-ledger").scrollIntoView(); return true; })()`)
				shot(t, ctx, fmt.Sprintf("lexio-ledger-%s-%d-%s", strings.Trim(strings.SplitN(p, "/", 3)[1], "/"), w, lang))
			})
		}
	}
}
