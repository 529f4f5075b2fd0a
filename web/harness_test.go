package web_test

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"math/rand"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	_ "github.com/tablemate/tablemate/companion/games"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/web"
)

// harness is a real server over a real SQLite file, reached over real HTTP.
type harness struct {
	t testing.TB
	// phones is the test's HTTP client: the person's cookies (phones_test.go).
	phones *http.Client
	person *person
	path   string
	store  *sqlite.Store
	svc    *service.Service
	web    *web.Server
	srv    *httptest.Server
	served func() // unregisters the server's seed from the person's
}

// fixedClock and a seeded random source make two runs byte-comparable.
// oneAddressForAll lifts the per-address command rate: in these tests every
// phone of a simulated table sends from the test's own address, at machine
// speed. (TestCommandsAreRateLimited checks the limit itself.)
var oneAddressForAll = web.Limits{CommandRate: 1e6, CommandBurst: 1 << 20}

func newHarness(t testing.TB, path string, seed int64) *harness {
	t.Helper()
	return newHarnessAt(t, path, seed, "")
}

// newHarnessLimits serves with the given stream and command limits.
func newHarnessLimits(t testing.TB, limits web.Limits) *harness {
	t.Helper()
	return newServer(t, "", 1, "", limits)
}

// newHarnessAt serves on a given address ("" for any), so a test can stop
// the server and start a new one where the phones expect it.
func newHarnessAt(t testing.TB, path string, seed int64, addr string) *harness {
	t.Helper()
	return newServer(t, path, seed, addr, oneAddressForAll)
}

func newServer(t testing.TB, path string, seed int64, addr string, limits web.Limits) *harness {
	t.Helper()
	if path == "" {
		path = filepath.Join(t.TempDir(), "tablemate.db")
	}
	p := personOf(t)
	served := p.serve(t, seed)
	ctx := context.Background()
	store, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	at := time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC)
	svc, err := service.Open(ctx, store, service.Options{
		Clock: func() time.Time { return at },
		Rand:  rand.New(rand.NewSource(seed)),
	})
	require.NoError(t, err)
	h := &harness{t: t, phones: p.phones, person: p, path: path, store: store, svc: svc, served: served}
	h.web = web.New(svc, web.Options{BaseURL: "http://tablemate.test", Heartbeat: time.Second, Limits: limits})
	h.srv = httptest.NewUnstartedServer(h.web.Handler())
	if addr != "" {
		ln, err := net.Listen("tcp", addr)
		require.NoError(t, err)
		h.srv.Listener.Close()
		h.srv.Listener = ln
	}
	h.srv.Start()
	t.Cleanup(h.close)
	return h
}

func (h *harness) close() {
	if h.srv == nil {
		return
	}
	h.web.Close()
	h.srv.Close()
	h.svc.Close()
	h.store.Close()
	h.served()
	h.srv = nil
}

// call sends a request and returns the status and raw body.
func (h *harness) call(method, path string, body any, hdr map[string]string) (int, []byte) {
	h.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		rd = bytes.NewReader(b)
	case string:
		rd = bytes.NewReader([]byte(b))
	default:
		buf, err := json.Marshal(b)
		require.NoError(h.t, err)
		rd = bytes.NewReader(buf)
	}
	h.openSeatPage(path)
	req, err := http.NewRequest(method, h.srv.URL+path, rd)
	require.NoError(h.t, err)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := h.phones.Do(req)
	require.NoError(h.t, err)
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	require.NoError(h.t, err)
	h.person.pushSeatCookies(h.srv.URL, resp)
	// The seat may be open in this test's own browser: the same person's
	// other device (phones_test.go).
	if resp.StatusCode == http.StatusForbidden && strings.Contains(path, "/api/seat/") && hdr["X-Retried"] == "" &&
		h.person.pullSeatCookies(h.srv.URL) {
		again := map[string]string{"X-Retried": "1"}
		for k, v := range hdr {
			again[k] = v
		}
		return h.call(method, path, body, again)
	}
	return resp.StatusCode, out
}

// openSeatPage opens a seat's page before the first API call a phone makes
// for that seat, as a phone does: the page hands out the seat's cookie, and
// the API call that shows it back claims the seat.
func (h *harness) openSeatPage(path string) {
	rest, ok := strings.CutPrefix(path, "/api/seat/")
	if !ok {
		return
	}
	tok, _, _ := strings.Cut(rest, "/")
	tok, _, _ = strings.Cut(tok, "?")
	u, err := url.Parse(h.srv.URL)
	require.NoError(h.t, err)
	sum := sha256.Sum256([]byte(tok))
	name := "seat_" + hex.EncodeToString(sum[:8])
	for _, ck := range h.phones.Jar.Cookies(u) {
		if ck.Name == name {
			return
		}
	}
	resp, err := h.phones.Get(h.srv.URL + "/s/" + tok)
	require.NoError(h.t, err)
	resp.Body.Close()
	h.person.pushSeatCookies(h.srv.URL, resp)
}

func (h *harness) hostHdr() map[string]string {
	return map[string]string{"X-Host-Key": h.svc.HostKey(), "X-Lang": "en"}
}

// table is one table seen from the host and its seats.
type table struct {
	h      *harness
	id     string
	tokens []string
}

func (h *harness) create(game string, players int) *table {
	h.t.Helper()
	return h.createWith(map[string]any{"game": game, "players": players, "hints": "full"})
}

// createWith creates a table from explicit settings (hints level, options).
func (h *harness) createWith(settings map[string]any) *table {
	h.t.Helper()
	code, body := h.call("POST", "/api/host/tables", settings, h.hostHdr())
	require.Equal(h.t, http.StatusCreated, code, string(body))
	var sum web.TableSummary
	require.NoError(h.t, json.Unmarshal(body, &sum))
	tb := &table{h: h, id: sum.ID}
	for _, j := range sum.Joins {
		tb.tokens = append(tb.tokens, j[len("http://tablemate.test/s/"):])
	}
	return tb
}

// host sends a host command and requires success.
func (tb *table) host(cmd map[string]any) {
	tb.h.t.Helper()
	code, body := tb.h.call("POST", "/api/host/tables/"+tb.id+"/do", cmd, tb.h.hostHdr())
	require.Equal(tb.h.t, http.StatusOK, code, "%v -> %s", cmd, body)
}

// seat sends a command as a seat and returns the status and body.
func (tb *table) seatTry(seat int, cmd any) (int, string) {
	tb.h.t.Helper()
	code, body := tb.h.call("POST", "/api/seat/"+tb.tokens[seat]+"/do", cmd, map[string]string{"X-Lang": "en"})
	return code, string(body)
}

func (tb *table) seat(seat int, cmd map[string]any) {
	tb.h.t.Helper()
	code, body := tb.seatTry(seat, cmd)
	require.Equal(tb.h.t, http.StatusOK, code, "seat %d %v -> %s", seat, cmd, body)
}

// view returns a seat's view as generic JSON.
func (tb *table) view(seat int) map[string]any {
	tb.h.t.Helper()
	code, body := tb.h.call("GET", "/api/seat/"+tb.tokens[seat], nil, nil)
	require.Equal(tb.h.t, http.StatusOK, code, string(body))
	var v map[string]any
	require.NoError(tb.h.t, json.Unmarshal(body, &v))
	return v
}

func (tb *table) display() map[string]any {
	tb.h.t.Helper()
	code, body := tb.h.call("GET", "/api/display/"+tb.id, nil, nil)
	require.Equal(tb.h.t, http.StatusOK, code, string(body))
	var v map[string]any
	require.NoError(tb.h.t, json.Unmarshal(body, &v))
	return v
}

// firstEvent opens a seat's live stream and returns everything up to and
// including its first message's data line (the snapshot a phone gets).
func (h *harness) firstEvent(token string) string {
	h.t.Helper()
	resp, err := h.phones.Get(h.srv.URL + "/api/seat/" + token + "/events")
	require.NoError(h.t, err)
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var msg []string
	for sc.Scan() {
		msg = append(msg, sc.Text())
		if strings.HasPrefix(sc.Text(), "data: ") {
			break
		}
	}
	return strings.Join(msg, "\n")
}
