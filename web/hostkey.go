package web

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/tablemate/tablemate/companion"
)

// The host key's hygiene: the host sessions in use, the key's cookies, and rotating it.

// hostKeyRoutes: how many devices hold the host key, and rotating it.
func (s *Server) hostKeyRoutes(e *echo.Echo, host, limit echo.MiddlewareFunc) {
	e.GET("/api/host/key", s.hostKeyInfo, host)
	e.POST("/api/host/key/rotate", s.rotateKey, host, limit)
}

// hostDevices counts the host sessions in use: a browser by its device
// cookie (set when it opens the host link), any other client that sends the
// key (a header or a query parameter: scripts, the command line) by its
// address and user agent. A session counts while it holds a request open
// (a console's live stream) and for deviceWindow after its last request.
// The count lives in memory: after a restart it counts from then on.
type hostDevices struct {
	mu   sync.Mutex
	seen map[string]*hostSession
}

type hostSession struct {
	at   time.Time // the last request began or ended
	open int       // requests (streams) still running
}

const (
	deviceCookie = "host_device"
	deviceWindow = 10 * time.Minute
)

// begin notes a request of session id at now; end, called when the
// request is over, notes its end (a stream that ran for an hour was in use
// all along).
func (d *hostDevices) begin(id string, now time.Time) (end func(time.Time)) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.seen == nil {
		d.seen = map[string]*hostSession{}
	}
	for k, h := range d.seen { // forget sessions long gone
		if h.open == 0 && now.Sub(h.at) > deviceWindow {
			delete(d.seen, k)
		}
	}
	h := d.seen[id]
	if h == nil {
		h = &hostSession{}
		d.seen[id] = h
	}
	h.at = now
	h.open++
	return func(at time.Time) {
		d.mu.Lock()
		defer d.mu.Unlock()
		h.open--
		h.at = at
	}
}

// count is how many sessions are in use at now: a request open, or one
// within deviceWindow.
func (d *hostDevices) count(now time.Time) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	n := 0
	for _, h := range d.seen {
		if h.open > 0 || now.Sub(h.at) <= deviceWindow {
			n++
		}
	}
	return n
}

// keep forgets every session but one (after a rotation, only the console
// that rotated still holds the key; the others' open streams end unseen).
func (d *hostDevices) keep(id string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	h, ok := d.seen[id]
	d.seen = map[string]*hostSession{}
	if ok {
		d.seen[id] = h
	}
}

// hostSessionOf names the host session of a request: the browser's device
// cookie, else a digest of the client's address and user agent (never the
// key itself).
func hostSessionOf(c echo.Context) string {
	if id := deviceOf(c); id != "" {
		return "device:" + id
	}
	sum := sha256.Sum256([]byte(c.RealIP() + "\x00" + c.Request().UserAgent()))
	return "client:" + base64.RawURLEncoding.EncodeToString(sum[:9])
}

func newDeviceID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func deviceOf(c echo.Context) string {
	if ck, err := c.Cookie(deviceCookie); err == nil {
		return ck.Value
	}
	return ""
}

// hostCookies signs this browser in to the console with key.
func hostCookies(c echo.Context, key string) {
	c.SetCookie(&http.Cookie{Name: "host", Value: key, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: 365 * 24 * 3600})
	if deviceOf(c) == "" {
		c.SetCookie(&http.Cookie{Name: deviceCookie, Value: newDeviceID(), Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: 365 * 24 * 3600})
	}
}

// keyMatches compares a presented key with the current one in constant time.
func (s *Server) keyMatches(key string) bool {
	return subtle.ConstantTimeCompare([]byte(key), []byte(s.svc.HostKey())) == 1
}

func (s *Server) hostKeyInfo(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]any{"devices": s.devices.count(time.Now()), "minutes": int(deviceWindow / time.Minute)})
}

// rotateKey makes a new host key: every other console and every printed
// host link stop working; this browser stays signed in with the new key.
func (s *Server) rotateKey(c echo.Context) error {
	if resent, _ := c.Get("rotation-resent").(bool); resent {
		key := s.svc.HostKey()
		hostCookies(c, key)
		n := s.devices.count(time.Now())
		return c.JSON(http.StatusOK, map[string]any{"link": s.baseURL(c) + "/host?k=" + key, "devices": n, "minutes": int(deviceWindow / time.Minute)})
	}
	old := s.svc.HostKey()
	key, err := s.svc.RotateHostKey(c.Request().Context())
	if err != nil {
		return err
	}
	s.guard.retire(old)
	s.rotation.mu.Lock()
	s.rotation.idem, s.rotation.old = c.Request().Header.Get("Idempotency-Key"), keyDigest(old)
	s.rotation.mu.Unlock()
	// Every console of the old key stops now: its live streams close (this
	// console's too: it reconnects with the new key set below), and its
	// next request is refused.
	closed := s.streams.closeWhere(func(a audience) bool { return a.actor == companion.Host })
	s.devices.keep(hostSessionOf(c))
	hostCookies(c, key)
	n := s.devices.count(time.Now())
	s.opts.Logger.Info("host key rotated", "devices", n, "streams_closed", closed)
	return c.JSON(http.StatusOK, map[string]any{"link": s.baseURL(c) + "/host?k=" + key, "devices": n, "minutes": int(deviceWindow / time.Minute)})
}
