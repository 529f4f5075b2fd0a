package web_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserLexioWhyCannotPlay: in the play picker, a selection that is not a legal play now has
// "why can't I play this?", which shows the rules' reason (the same words the server gives), what is
// on the table and how many plays are legal.
func TestBrowserLexioWhyCannotPlay(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 31)
	tb := lexioDealt(t, h)
	tb.seat(0, map[string]any{"type": "play", "tiles": []string{"sun3", "moon3"}}) // a pair on the table
	turn := int(tb.view(0)["turn"].(float64))
	require.NotEqual(t, 0, turn)
	// A single cannot follow a pair: the server's reason, in Korean, for the phone to show.
	sel := map[int]string{1: "star4", 2: "sun5"}[turn]
	code, body := tb.h.call("POST", "/api/seat/"+tb.tokens[turn]+"/do", map[string]any{"type": "check", "tiles": []string{sel}}, map[string]string{"X-Lang": "ko"})
	require.Equal(t, http.StatusConflict, code, string(body))
	var refusal struct{ Error string }
	require.NoError(t, json.Unmarshal(body, &refusal))
	require.NotEmpty(t, refusal.Error)

	p := phone{t, ctx}
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[turn])))
	p.tap(`.lx-handtiles button[data-tile="` + sel + `"]`)
	p.tap(`.lx-judge .why-btn`)
	assert.Equal(t, refusal.Error, textOf(t, ctx, `.lx-hand .why-box .why-text`))
	box := textOf(t, ctx, `.lx-hand .why-box`)
	assert.Contains(t, box, "바닥에 있는 패 (플레이어 1)")
	assert.Contains(t, box, "지금 낼 수 있는 조합은")
	// Closing it leaves the picker as it was.
	p.tap(`.lx-hand .why-box .why-close`)
	assert.Contains(t, textOf(t, ctx, `.lx-judge`), "지금 낼 수 없습니다")
}
