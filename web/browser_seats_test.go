package web_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserSeatBelongsToFirstPhone: two phones (two browser contexts, two
// cookie stores) and a TV. The first phone to open a seat's link holds it;
// the TV's join code for that seat goes; the second phone sees that the seat
// is in use and nothing of it; the host and the first phone are told. The
// host moves the seat: the first phone stops at once, the old link opens
// nothing, and the second phone plays with the new link.
func TestBrowserSeatBelongsToFirstPhone(t *testing.T) {
	first := browser(t)
	h := newHarness(t, "", 31)
	tb := h.create("tagiron", 2)
	second := strangerBrowser(t, first)
	tv := strangerBrowser(t, first)

	codes := func() int {
		n, err := chromedp.Run(tv, chromedp.Evaluate[int](`document.querySelectorAll(".d-join img").length`))
		require.NoError(t, err)
		return n
	}
	require.NoError(t, chromedp.Do(tv, chromedp.Navigate(h.srv.URL+"/display/"+tb.id)))
	waitShown(t, tv, `.d-join img`)
	waitFor(t, "two join codes on the display", func() bool { return codes() == 2 })

	// The first phone opens seat 1's link: it is its seat now.
	require.NoError(t, chromedp.Do(first, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0])))
	waitShown(t, first, `.palette`)
	waitFor(t, "the claimed seat's code to leave the display", func() bool { return codes() == 1 })
	code, _ := h.call("GET", "/api/display/"+tb.id+"/qr/0.png", nil, nil)
	assert.Equal(t, http.StatusNotFound, code, "the display hands out no claimed seat's link")
	code, _ = h.call("GET", "/api/display/"+tb.id+"/qr/1.png", nil, nil)
	assert.Equal(t, http.StatusOK, code, "a free seat's code is still there")

	// It enters its tiles.
	for _, id := range []string{"r0", "r1", "b2", "b3", "g5"} {
		require.NoError(t, chromedp.Do(first, chromedp.Click(chromedp.CSS(`button[data-tile="`+id+`"]`))))
	}
	require.NoError(t, chromedp.Do(first, chromedp.Click(chromedp.CSS(`.picker button.big`))))
	waitShown(t, first, `.rack.big`)

	// The second phone opens the same link: told in words, shown nothing.
	require.NoError(t, chromedp.Do(second, chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0])))
	msg := textOf(t, second, `section.error h1`)
	assert.Equal(t, "이 자리는 다른 휴대폰에서 쓰고 있습니다. 내 자리라면 호스트에게 이 휴대폰으로 옮겨 달라고 하세요", strings.TrimSpace(msg))
	page, err := chromedp.Run(second, chromedp.Evaluate[string](`document.documentElement.outerHTML`))
	require.NoError(t, err)
	for _, tile := range []string{"r0", "r1", "b2", "b3", "g5"} {
		assert.NotContains(t, page, `"`+tile+`"`, "nothing of the seat reaches the other phone")
	}
	// Nor can it act through the API with that browser's cookies.
	ok, err := chromedp.Run(second, chromedp.Evaluate[bool](`fetch("/api/seat/`+tb.tokens[0]+`/do", {method: "POST", headers: {"Content-Type": "application/json"},
		body: JSON.stringify({type: "note", text: "x"})}).then((r) => r.status === 403)`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	assert.True(t, ok, "the other phone cannot act")

	// The host's console and the seat's own phone are told.
	_, body := h.call("GET", "/api/host/tables/"+tb.id, nil, h.hostHdr())
	var raw map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(body, &raw))
	assert.Contains(t, string(raw["view"]), `"contested":[{"seat":0`)
	waitShown(t, first, `#contested`)

	// The host moves the seat to a new phone (a resend with the same key moves it once).
	hdr := h.hostHdr()
	hdr["Idempotency-Key"] = "move-1"
	code, body = h.call("POST", "/api/host/tables/"+tb.id+"/seats/0/move", nil, hdr)
	require.Equal(t, http.StatusOK, code, string(body))
	var moved struct{ Join string }
	require.NoError(t, json.Unmarshal(body, &moved))
	code, again := h.call("POST", "/api/host/tables/"+tb.id+"/seats/0/move", nil, hdr)
	require.Equal(t, http.StatusOK, code)
	assert.Contains(t, string(again), moved.Join, "one move")
	newTok := moved.Join[strings.LastIndex(moved.Join, "/")+1:]
	require.NotEqual(t, tb.tokens[0], newTok)

	// The first phone stops at once and says why; the old link opens nothing.
	stopped := textOf(t, first, `#seat-stopped h1`)
	assert.Contains(t, stopped, "호스트가 이 자리를 다른 휴대폰으로 옮겼습니다")
	code, _ = h.call("GET", "/api/seat/"+tb.tokens[0], nil, map[string]string{"X-Lang": "en"})
	assert.Equal(t, http.StatusForbidden, code)

	// The second phone opens the new link and plays: its tiles are there.
	require.NoError(t, chromedp.Do(second, chromedp.Navigate(h.srv.URL+"/s/"+newTok)))
	waitShown(t, second, `.rack.big`)
	rack, err := chromedp.Run(second, chromedp.Evaluate[int](`document.querySelectorAll(".rack.big [data-tile], .rack.big .tile").length`))
	require.NoError(t, err)
	assert.Positive(t, rack, "the seat's own tiles")
	live, err := h.svc.Table(tb.id)
	require.NoError(t, err)
	assert.Equal(t, []bool{true, false}, live.Claimed(), "the new phone holds the seat")
	// And acts: a note from the new phone reaches the seat's notepad.
	ok, err = chromedp.Run(second, chromedp.Evaluate[bool](`fetch("/api/seat/`+newTok+`/do", {method: "POST", headers: {"Content-Type": "application/json"},
		body: JSON.stringify({type: "note", text: "moved"})}).then((r) => r.status === 200)`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	assert.True(t, ok, "the new phone acts")
	_, seatView := live.ViewJSON(0)
	assert.Contains(t, string(seatView), `"text":"moved"`)
}
