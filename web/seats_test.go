package web_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/web"
)

// TestActionKeyBoundToAction: a key names one action; the same key with
// another body is refused in words (409) and does nothing, while a true
// resend gets its first reply again.
func TestActionKeyBoundToAction(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 301)
	tb := h.create("tagiron", 2)
	path := "/api/seat/" + tb.tokens[0] + "/do"
	hdr := map[string]string{"X-Lang": "en", "Idempotency-Key": "tap-1"}
	code, first := h.call("POST", path, map[string]any{"type": "note", "text": "red 0 is left"}, hdr)
	require.Equal(t, http.StatusOK, code, string(first))
	code, again := h.call("POST", path, map[string]any{"type": "note", "text": "red 0 is left"}, hdr)
	require.Equal(t, http.StatusOK, code)
	var a, b struct{ Seq int64 }
	require.NoError(t, json.Unmarshal(first, &a))
	require.NoError(t, json.Unmarshal(again, &b))
	assert.Equal(t, a.Seq, b.Seq, "the resend gets the first reply")

	code, body := h.call("POST", path, map[string]any{"type": "note", "text": "something else"}, hdr)
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, string(body), "this action key was already used for a different action; nothing was done")
	hdr["X-Lang"] = "ko"
	_, body = h.call("POST", path, map[string]any{"type": "note", "text": "something else"}, hdr)
	assert.Contains(t, string(body), "이 동작 키는 이미 다른 동작에 쓰였습니다")
	assert.Contains(t, tb.view(0)["me"].(map[string]any)["text"], "red 0 is left", "nothing was done")

	// Host commands carry keys the same way.
	hh := h.hostHdr()
	hh["Idempotency-Key"] = "host-1"
	code, _ = h.call("POST", "/api/host/tables/"+tb.id+"/do", map[string]any{"type": "name", "seat": 1, "name": "Jihun"}, hh)
	require.Equal(t, http.StatusOK, code)
	code, body = h.call("POST", "/api/host/tables/"+tb.id+"/do", map[string]any{"type": "name", "seat": 1, "name": "Minji"}, hh)
	assert.Equal(t, http.StatusConflict, code, string(body))
	assert.Equal(t, "Jihun", tb.display()["names"].([]any)[1])
}

// TestCreateResentAfterLostReply: a creation resent with its key (the reply
// was lost, even across a restart) makes one table; the key with other
// settings is refused.
func TestCreateResentAfterLostReply(t *testing.T) {
	t.Parallel() // it owns its server
	path := t.TempDir() + "/tablemate.db"
	h := newHarness(t, path, 302)
	hdr := h.hostHdr()
	hdr["Idempotency-Key"] = "create-1"
	settings := map[string]any{"game": "tagiron", "players": 3, "hints": "full"}
	code, body := h.call("POST", "/api/host/tables", settings, hdr)
	require.Equal(t, http.StatusCreated, code, string(body))
	var first web.TableSummary
	require.NoError(t, json.Unmarshal(body, &first))
	code, body = h.call("POST", "/api/host/tables", settings, hdr)
	require.Equal(t, http.StatusCreated, code)
	var again web.TableSummary
	require.NoError(t, json.Unmarshal(body, &again))
	assert.Equal(t, first.ID, again.ID)
	assert.Equal(t, first.Joins, again.Joins)
	assert.Len(t, h.svc.Tables(), 1)

	h.close()
	h = newHarness(t, path, 303)
	hdr = h.hostHdr()
	hdr["Idempotency-Key"] = "create-1"
	code, body = h.call("POST", "/api/host/tables", settings, hdr)
	require.Equal(t, http.StatusCreated, code)
	require.NoError(t, json.Unmarshal(body, &again))
	assert.Equal(t, first.ID, again.ID, "after a restart too")
	assert.Len(t, h.svc.Tables(), 1)

	code, body = h.call("POST", "/api/host/tables", map[string]any{"game": "code777", "players": 3}, hdr)
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, string(body), "already used for a different action")
	assert.Len(t, h.svc.Tables(), 1)
}

// TestRotationClosesHostStreams: a console's live stream opened with the
// old key ends at the rotation; it cannot reopen with the old key.
func TestRotationClosesHostStreams(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 304)
	tb := h.create("tagiron", 2)
	old := h.svc.HostKey()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "GET", h.srv.URL+"/api/host/tables/"+tb.id+"/events", nil)
	require.NoError(t, err)
	req.Header.Set("X-Host-Key", old)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	rd := bufio.NewReader(resp.Body)
	for { // the snapshot
		line, err := rd.ReadString('\n')
		require.NoError(t, err)
		if strings.HasPrefix(line, "data: ") {
			break
		}
	}
	code, _ := h.call("POST", "/api/host/key/rotate", "{}", map[string]string{"X-Host-Key": old})
	require.Equal(t, http.StatusOK, code)
	_, err = io.Copy(io.Discard, rd) // returns when the server ends the stream
	require.NoError(t, err, "the stream ended, not timed out")
	require.NoError(t, ctx.Err())
	code, body := h.call("GET", "/api/host/tables/"+tb.id+"/events", nil, map[string]string{"X-Host-Key": old, "X-Lang": "en"})
	assert.Equal(t, http.StatusForbidden, code)
	assert.Contains(t, string(body), "replaced by a new one")

	// A rotation resent with its key (the reply and its cookie were lost)
	// rotates once and hands the same new key again.
	current := h.svc.HostKey()
	hdr := map[string]string{"X-Host-Key": current, "Idempotency-Key": "rotate-1"}
	code, first := h.call("POST", "/api/host/key/rotate", "{}", hdr)
	require.Equal(t, http.StatusOK, code)
	code, again := h.call("POST", "/api/host/key/rotate", "{}", hdr)
	require.Equal(t, http.StatusOK, code, string(again))
	assert.JSONEq(t, string(first), string(again))
	assert.Contains(t, string(first), h.svc.HostKey())
	hdr["Idempotency-Key"] = "rotate-2"
	code, _ = h.call("POST", "/api/host/key/rotate", "{}", hdr)
	assert.Equal(t, http.StatusForbidden, code, "another request with the replaced key is refused")
}

// TestWrongHostKeyInLink: /host?k= sets the cookie only for the right key
// (an old link never signs a working console out); wrong keys are logged
// and, past a few, throttled per address, the right key included.
func TestWrongHostKeyInLink(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 305)
	var logs bytes.Buffer
	srv := httptest.NewServer(web.New(h.svc, web.Options{Logger: slog.New(slog.NewTextHandler(&logs, nil))}).Handler())
	defer srv.Close()
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	open := func(k string) *http.Response {
		req, _ := http.NewRequest("GET", srv.URL+"/host?k="+k, nil)
		req.Header.Set("Accept", "text/html")
		req.Header.Set("X-Lang", "en")
		resp, err := noFollow.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		return resp
	}
	resp := open("not-the-key")
	assert.Equal(t, http.StatusForbidden, resp.StatusCode)
	for _, c := range resp.Cookies() {
		assert.NotEqual(t, "host", c.Name, "a wrong key sets no cookie")
	}
	assert.Contains(t, logs.String(), "wrong host key")
	assert.NotContains(t, logs.String(), "not-the-key", "the guess is not logged")

	resp = open(h.svc.HostKey())
	assert.Equal(t, http.StatusSeeOther, resp.StatusCode)
	var set bool
	for _, c := range resp.Cookies() {
		set = set || c.Name == "host" && c.Value == h.svc.HostKey()
	}
	assert.True(t, set, "the right key signs in")

	// A guesser is slowed down: after a burst, every try is refused.
	code := 0
	for i := 0; i < 20 && code != http.StatusTooManyRequests; i++ {
		code = open("guess").StatusCode
	}
	assert.Equal(t, http.StatusTooManyRequests, code)
	assert.Equal(t, http.StatusTooManyRequests, open(h.svc.HostKey()).StatusCode, "even the right key waits")
	req, _ := http.NewRequest("GET", srv.URL+"/api/host/tables", nil)
	req.Header.Set("X-Host-Key", "guess")
	r2, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	r2.Body.Close()
	assert.Equal(t, http.StatusTooManyRequests, r2.StatusCode, "the API counts the same")
}

// TestSeatBackAfterLostFirstReply: a phone opens its seat's link and the
// reply (with the cookie that would make the seat its own) is lost on the
// way; the phone opens the link again, without a cookie, and gets its seat:
// nothing was claimed yet. Once its page shows the cookie back (its first
// API call), the seat is its own and a second phone is refused, as before.
// A lost reply after that claim loses nothing: the phone kept its cookie.
func TestSeatBackAfterLostFirstReply(t *testing.T) {
	h := newHarness(t, "", 311)
	tb := h.create("tagiron", 2)
	live, err := h.svc.Table(tb.id)
	require.NoError(t, err)
	page := h.srv.URL + "/s/" + tb.tokens[0]
	phone := func() *http.Client {
		jar, err := cookiejar.New(nil)
		require.NoError(t, err)
		return &http.Client{Jar: jar}
	}
	get := func(c *http.Client, url string) (int, string) {
		t.Helper()
		req, err := http.NewRequest("GET", url, nil)
		require.NoError(t, err)
		req.Header.Set("X-Lang", "en")
		resp, err := c.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		return resp.StatusCode, string(b)
	}

	// The first opening: the server answers, the phone never gets it (a
	// client without a cookie jar throws the cookie away with the reply).
	seq := live.Seq()
	code, _ := get(&http.Client{}, page)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, []bool{false, false}, live.Claimed(), "not claimed before the phone shows its cookie back")
	assert.Equal(t, seq, live.Seq(), "nothing written for an opening")

	// The same phone again, without a cookie: its seat.
	mine := phone()
	code, _ = get(mine, page)
	require.Equal(t, http.StatusOK, code)
	code, body := get(mine, h.srv.URL+"/api/seat/"+tb.tokens[0])
	require.Equal(t, http.StatusOK, code, body)
	assert.Equal(t, []bool{true, false}, live.Claimed(), "claimed once its first API call carried the cookie")

	// The claim's own reply lost: the phone still has its cookie and its seat.
	code, _ = get(&http.Client{Jar: mine.Jar}, h.srv.URL+"/api/seat/"+tb.tokens[0])
	require.Equal(t, http.StatusOK, code)

	// A confirmed claim refuses another phone, with or without a cookie of its own.
	other := phone()
	code, body = get(other, page)
	assert.Equal(t, http.StatusForbidden, code)
	assert.Contains(t, body, "this seat is in use on another phone")
	code, body = get(other, h.srv.URL+"/api/seat/"+tb.tokens[0])
	assert.Equal(t, http.StatusForbidden, code, body)
	code, _ = get(mine, h.srv.URL+"/api/seat/"+tb.tokens[0])
	assert.Equal(t, http.StatusOK, code, "the seat's own phone plays on")

	// Two phones open a free seat before either shows its cookie back: the
	// first to show it holds the seat, the other is refused.
	a, b := phone(), phone()
	code, _ = get(a, h.srv.URL+"/s/"+tb.tokens[1])
	require.Equal(t, http.StatusOK, code)
	code, _ = get(b, h.srv.URL+"/s/"+tb.tokens[1])
	require.Equal(t, http.StatusOK, code, "an opening is let in while nothing is claimed")
	code, _ = get(b, h.srv.URL+"/api/seat/"+tb.tokens[1])
	require.Equal(t, http.StatusOK, code)
	code, _ = get(a, h.srv.URL+"/api/seat/"+tb.tokens[1])
	assert.Equal(t, http.StatusForbidden, code)
	assert.Equal(t, []bool{true, true}, live.Claimed())
}
