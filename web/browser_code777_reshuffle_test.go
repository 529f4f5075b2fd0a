package web_test

import (
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserCode777ReshuffleMoment: at a 3-player table (reshuffle at 7) the pile has reached its
// reshuffle point between two refills; player 3's entry for the rack drawn after it is kept. On 360 and
// 390 px phones, in Korean and English, every screen says so (the seat whose turn it is, another seat,
// the host's console), only the placer drawing next and the host get the Shuffled button, the other
// seat's hints say in words why they wait, nothing scrolls sideways and every control is 44 px; then
// player 3 taps Shuffled and the kept rack is drawn. With TABLEMATE_SHOTS set each view is saved.
func TestBrowserCode777ReshuffleMoment(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 777)
	tb := h.createWith(map[string]any{"game": "code777", "players": 3, "hints": "full", "options": map[string]any{"reshuffle_at": 7}})
	for i, n := range []string{"민지", "지훈", "Sora"} {
		tb.seat(i, map[string]any{"type": "name", "name": n})
	}
	tb.seat(2, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"red5", "red5", "blue7"}})
	tb.seat(0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"green1", "yellow2", "black3"}})
	tb.seat(1, map[string]any{"type": "rack", "rack": "2", "tiles": []string{"pink6", "green6", "brown4"}})
	tb.host(map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink7", "black5", "yellow7"}})
	tb.host(map[string]any{"type": "start", "starter": 0})
	tb.seat(0, map[string]any{"type": "read", "card": "q1"})
	tb.host(map[string]any{"type": "challenge", "challenges": []map[string]any{{"seat": 0, "numbers": "5 5 7"}, {"seat": 1, "numbers": "1 2 3"}}})
	tb.seat(0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"brown4", "brown4", "brown4"}})
	tb.host(map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink6", "pink6", "green6"}})
	tb.seat(2, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"blue7", "blue7", "blue7"}}) // kept: drawn after the reshuffle
	tb.host(map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"red5", "red5", "green6"}})

	due := map[string]string{"ko": "타일 더미가 7개 남았습니다: 버린 타일을 섞어 넣으세요", "en": "The tile pile has 7 left: shuffle the discards in"}
	why := map[string]string{"ko": "타일 더미를 섞었는지 아직 확인되지 않았습니다", "en": "The reshuffle is not confirmed yet"}
	text := func() string { return evalT[string](t, ctx, `document.body.innerText`) }
	buttons := func() int { return evalT[int](t, ctx, `document.querySelectorAll("button[data-shuffle]").length`) }
	host := h.srv.URL + "/host?k=" + h.svc.HostKey()
	for _, lang := range []string{"ko", "en"} {
		for _, w := range []int{360, 390} {
			name := lang + "-" + strconv.Itoa(w)
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(int64(w), 800)))
			useLang(t, ctx, h.srv.URL+"/", lang)

			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[2])))
			waitShown(t, ctx, `button[data-shuffle="tiles"]`)
			assert.Contains(t, text(), due[lang], "player 3's phone, %s", name)
			fits(t, ctx, "player 3's phone at the reshuffle, "+name)
			shot(t, ctx, "c777-reshuffle-seat3-"+name)

			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[1])))
			waitShown(t, ctx, `.tabs button[role="tab"]:last-child`)
			tap(t, ctx, `.tabs button[role="tab"]:last-child`) // the hints
			waitShown(t, ctx, `.c777-unknown`)
			assert.Contains(t, text(), due[lang], "player 2's phone, %s", name)
			assert.Contains(t, text(), why[lang], "player 2's hints say why they wait, %s", name)
			assert.Zero(t, buttons(), "player 2 neither draws next nor hosts")
			fits(t, ctx, "player 2's phone at the reshuffle, "+name)
			shot(t, ctx, "c777-reshuffle-seat2-"+name)

			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(host))) // the only table opens by itself
			waitShown(t, ctx, `button[data-shuffle="tiles"]`)
			assert.Contains(t, text(), due[lang], "the console, %s", name)
			fits(t, ctx, "the console at the reshuffle, "+name)
			shot(t, ctx, "c777-reshuffle-host-"+name)
		}
	}

	// Player 3 taps Shuffled: the kept rack is drawn and the log says who shuffled.
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[2])))
	tap(t, ctx, `button[data-shuffle="tiles"]`)
	waitJS(t, ctx, `!document.querySelector("button[data-shuffle]")`, "the reshuffle confirmed")
	shot(t, ctx, "c777-reshuffle-after-en-390")
	v := tb.view(0)
	assert.Empty(t, v["waiting"])
	assert.Nil(t, v["draws"])
	log := v["log"].([]any)
	assert.Equal(t, map[string]any{"kind": "reshuffle", "seat": 2.0, "discards": 12.0}, log[len(log)-1], "logged for everyone, with who confirmed it")
}
