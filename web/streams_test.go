package web_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/waitfor"
	"github.com/tablemate/tablemate/web"
)

// rawStream opens a live stream over a plain TCP connection that the test
// reads only when it wants to: a phone, or a client that never reads.
func rawStream(t testing.TB, h *harness, path string) net.Conn {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(h.srv.URL, "http://"))
	require.NoError(t, err)
	t.Cleanup(func() { conn.Close() })
	// The tests' browser's cookies go along: a seat is its device's.
	u, err := url.Parse(h.srv.URL + path)
	require.NoError(t, err)
	cookie := ""
	for _, c := range h.phones.Jar.Cookies(u) {
		cookie += "Cookie: " + c.String() + "\r\n"
	}
	_, err = fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: tablemate.test\r\n%s\r\n", path, cookie)
	require.NoError(t, err)
	return conn
}

// viewsUntil reads a raw stream (through its one reader) until it has seen
// n more views or the stream's last chunk, and says how many views it saw.
func viewsUntil(t *testing.T, c net.Conn, rd *bufio.Reader, n int) int {
	t.Helper()
	require.NoError(t, c.SetReadDeadline(time.Now().Add(10*time.Second)))
	seen := 0
	for seen < n {
		line, err := rd.ReadString('\n')
		require.NoError(t, err)
		switch {
		case strings.HasPrefix(line, "event: view"):
			seen++
		case line == "0\r\n":
			return seen
		}
	}
	return seen
}

// healthStreams reads how many live streams the server holds.
func healthStreams(t testing.TB, h *harness) int {
	t.Helper()
	var hz struct{ Streams int }
	require.NoError(t, json.Unmarshal(mustGet(t, h, "/healthz"), &hz))
	return hz.Streams
}

// waitFor polls a condition a moment (a stream's end travels over TCP).
func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	waitfor.Until(t, 10*time.Second, what, ok)
}

// TestStreamCapsCloseTheOldest: a crowd of display watchers that never
// read, on one table, is held to the cap (the oldest go first), the table
// still answers its players at once, the server's goroutines return when
// they go, and a seat's extra tabs are capped the same way.
func TestStreamCapsCloseTheOldest(t *testing.T) {
	h := newHarnessLimits(t, web.Limits{DisplayStreams: 8, SeatStreams: 2, CommandRate: 1e6, CommandBurst: 1 << 20})
	tb := h.create("tagiron", 3)
	base := runtime.NumGoroutine()
	var crowd []net.Conn
	var first *bufio.Reader
	for i := 0; i < 192; i++ {
		crowd = append(crowd, rawStream(t, h, "/api/display/"+tb.id+"/events"))
	}
	for i, c := range crowd { // each has been served (so counted) once its headers come
		rd := bufio.NewReader(c)
		require.NoError(t, c.SetReadDeadline(time.Now().Add(10*time.Second)))
		status, err := rd.ReadString('\n')
		require.NoError(t, err)
		require.Contains(t, status, "200 OK")
		if i == 0 {
			first = rd
		}
	}
	waitFor(t, "the display cap", func() bool { return healthStreams(t, h) == 8 })
	// Eight more, one after the other: the newest are the ones kept.
	var kept []*bufio.Reader
	for i := 0; i < 8; i++ {
		c := rawStream(t, h, "/api/display/"+tb.id+"/events")
		crowd = append(crowd, c)
		rd := bufio.NewReader(c)
		require.Equal(t, 1, viewsUntil(t, c, rd, 1), "a new watcher gets its snapshot")
		kept = append(kept, rd)
	}
	require.Equal(t, 8, healthStreams(t, h))
	// Every one of the first crowd got at most its snapshot before it was ended.
	require.LessOrEqual(t, viewsUntil(t, crowd[0], first, 2), 1)
	tb.seat(0, map[string]any{"type": "tiles", "tiles": []string{"r0", "r1", "b2", "b3", "g5"}})
	for i, rd := range kept {
		require.Equal(t, 1, viewsUntil(t, crowd[192+i], rd, 1), "a kept watcher sees the change")
	}
	for _, c := range crowd {
		c.Close()
	}
	waitFor(t, "every stream to end", func() bool { return healthStreams(t, h) == 0 })
	waitFor(t, "the goroutines to return", func() bool { return runtime.NumGoroutine() <= base+10 })

	// A seat's third tab closes its first. The tabs are one phone's: it
	// opens its seat first, so they all carry its cookie.
	tb.view(1)
	tab := rawStream(t, h, "/api/seat/"+tb.tokens[1]+"/events")
	require.NoError(t, tab.SetReadDeadline(time.Now().Add(10*time.Second)))
	rd := bufio.NewReader(tab)
	status, err := rd.ReadString('\n') // served, so counted, before the next tab opens
	require.NoError(t, err)
	require.Contains(t, status, "200 OK")
	rawStream(t, h, "/api/seat/"+tb.tokens[1]+"/events")
	waitFor(t, "two seat streams", func() bool { return healthStreams(t, h) == 2 })
	rawStream(t, h, "/api/seat/"+tb.tokens[1]+"/events")
	for { // until the stream's last chunk: the page then reconnects by itself
		line, err := rd.ReadString('\n')
		require.NoError(t, err, "the oldest tab's stream is ended by the server")
		if line == "0\r\n" {
			break
		}
	}
	waitFor(t, "the seat cap", func() bool { return healthStreams(t, h) == 2 })
}

// TestCommandsAreRateLimited: one address that sends commands in a loop is
// slowed down with a clear message in its language; other phones at the
// same table are not affected.
func TestCommandsAreRateLimited(t *testing.T) {
	h := newHarnessLimits(t, web.Limits{CommandRate: 0.5, CommandBurst: 3})
	tb := h.create("tagiron", 2) // the host's create is the first of the burst
	notes := map[string]any{"type": "note", "text": "x"}
	for i := 0; i < 2; i++ {
		code, body := tb.seatTry(0, notes)
		require.Equal(t, http.StatusOK, code, body)
	}
	code, body := tb.seatTry(0, notes)
	require.Equal(t, http.StatusTooManyRequests, code)
	assert.Contains(t, body, "too many requests from this device")
	code, ko := h.call("POST", "/api/seat/"+tb.tokens[0]+"/do", notes, map[string]string{"X-Lang": "ko"})
	require.Equal(t, http.StatusTooManyRequests, code)
	assert.NotContains(t, string(ko), "too many", "the Korean phone reads Korean")

	// Another phone (another address on the loopback network) is not slowed.
	other := &http.Client{Transport: &http.Transport{DialContext: (&net.Dialer{
		LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.2")}}).DialContext}}
	req, err := http.NewRequestWithContext(context.Background(), "POST", h.srv.URL+"/api/seat/"+tb.tokens[1]+"/do",
		strings.NewReader(`{"type":"note","text":"y"}`))
	require.NoError(t, err)
	resp, err := other.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
}
