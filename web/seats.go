package web

import (
	"crypto/sha256"
	"encoding/hex"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/table"
	"golang.org/x/time/rate"
)

// A seat belongs to the device that first opened its link and showed the
// secret it was given back: a device without one gets a secret for the seat
// in a cookie of its own (one browser may hold several seats), and once a
// request carries that cookie (the page's first API call or its stream),
// the table keeps its digest (table.Table.Admit). A phone whose first
// reply was lost comes back without the cookie and is let in again.

// seatCookie names the cookie that holds this device's secret for a seat.
func seatCookie(token string) string {
	sum := sha256.Sum256([]byte(token))
	return "seat_" + hex.EncodeToString(sum[:8])
}

// seat finds the seat behind the link and lets this device in: a free seat
// becomes this device's once it shows its cookie back; a seat another
// device holds is refused with words (and the host and that seat's phone
// are told).
func (s *Server) seat(c echo.Context) (*table.Table, companion.Actor, error) {
	return admitSeat(c, s.svc)
}

// admitSeat is Server.seat for routes outside the Server (the camera's).
func admitSeat(c echo.Context, svc *service.Service) (*table.Table, companion.Actor, error) {
	tok := c.Param("token")
	t, a, err := svc.Seat(tok)
	if err != nil {
		return nil, 0, err
	}
	name := seatCookie(tok)
	secret := ""
	if ck, err := c.Cookie(name); err == nil && len(ck.Value) >= 16 && len(ck.Value) <= 64 {
		secret = ck.Value
	}
	fresh := secret == ""
	if fresh {
		secret = newDeviceID() + newDeviceID()
	}
	claimed, err := t.Admit(c.Request().Context(), a, secret, !fresh)
	if err != nil {
		return nil, 0, err
	}
	if fresh || claimed {
		c.SetCookie(&http.Cookie{Name: name, Value: secret, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode, MaxAge: 30 * 24 * 3600})
	}
	return t, a, nil
}

// moveSeat gives a seat a new link and QR code, for a new phone: the old
// link and the phone that held the seat stop at once (their live streams
// close). The Idempotency-Key makes a resend move it once.
func (s *Server) moveSeat(c echo.Context) error {
	t, err := s.table(c)
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(c.Param("seat"))
	if err != nil {
		return companion.Detailed(companion.NotFound, "not found", "no seat %q", c.Param("seat"))
	}
	key := c.Request().Header.Get("Idempotency-Key")
	tok, err := s.svc.MoveSeat(c.Request().Context(), t, n, key)
	if err != nil {
		return err
	}
	closed := s.streams.closeWhere(func(a audience) bool { return a.table == t.ID() && a.actor == companion.Actor(n) })
	s.opts.Logger.Info("seat moved to a new phone", "table", t.ID(), "seat", n+1, "streams_closed", closed)
	sum := s.summary(c, t)
	return c.JSON(http.StatusOK, map[string]any{"seat": n, "join": s.baseURL(c) + "/s/" + tok, "table": sum})
}

// ---- the host key: wrong keys are throttled per address and logged ----

// keyGuard counts wrong host keys per client address: a few are typos, a
// stream of them is a guesser, who then waits.
type keyGuard struct {
	mu    sync.Mutex
	addrs map[string]*rate.Limiter
	// retired holds digests of keys a rotation replaced: a console still
	// holding one is told so, and is not counted as guessing.
	retired map[string]bool
}

// A client address may get wrongKeyBurst keys wrong at once, then one every
// wrongKeyEvery.
const (
	wrongKeyBurst = 10
	wrongKeyEvery = 3 * time.Second
)

func keyDigest(key string) string {
	sum := sha256.Sum256([]byte("tablemate-host-key\x00" + key))
	return hex.EncodeToString(sum[:])
}

func clientAddr(c echo.Context) string {
	host, _, err := net.SplitHostPort(c.Request().RemoteAddr)
	if err != nil {
		return c.Request().RemoteAddr
	}
	return host
}

func (g *keyGuard) limiter(addr string) *rate.Limiter {
	if g.addrs == nil {
		g.addrs = map[string]*rate.Limiter{}
	}
	l := g.addrs[addr]
	if l == nil {
		if len(g.addrs) > 4096 { // forget addresses that are back to full
			for k, o := range g.addrs {
				if o.Tokens() >= wrongKeyBurst {
					delete(g.addrs, k)
				}
			}
		}
		l = rate.NewLimiter(rate.Every(wrongKeyEvery), wrongKeyBurst)
		g.addrs[addr] = l
	}
	return l
}

// blocked says whether the address has used up its wrong keys for now.
func (g *keyGuard) blocked(addr string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.limiter(addr).Tokens() < 1
}

// wrong counts a wrong key from an address (a retired key is not a guess).
func (g *keyGuard) wrong(addr, key string) (retired bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.retired[keyDigest(key)] {
		return true
	}
	g.limiter(addr).Allow()
	return false
}

func (g *keyGuard) retire(key string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.retired == nil {
		g.retired = map[string]bool{}
	}
	g.retired[keyDigest(key)] = true
}

var (
	errWrongKey    = companion.Errorf(companion.Forbidden, "the host key is missing or wrong")
	errRetiredKey  = companion.Detailed(companion.Forbidden, "this host link was replaced by a new one: open the new host link", "this host link was replaced by a new one")
	errTooManyKeys = &companion.Error{Code: companion.TooMany, Key: "too many wrong host keys from this device: wait a minute and try again",
		Msg: "too many wrong host keys from this device: wait a minute and try again"}
)

// checkHostKey admits the current key; a wrong one is counted against the
// client's address and logged, and an address with too many is refused
// before its key is even compared.
func (s *Server) checkHostKey(c echo.Context, key string) error {
	addr := clientAddr(c)
	if s.guard.blocked(addr) {
		return errTooManyKeys
	}
	if key != "" && s.keyMatches(key) {
		return nil
	}
	if s.rotationResent(c, key) {
		return nil // the console that rotated lost the reply: it gets the new key again
	}
	if key == "" {
		return errWrongKey
	}
	if s.guard.wrong(addr, key) {
		return errRetiredKey
	}
	s.opts.Logger.Warn("wrong host key", "addr", addr, "path", c.Request().URL.Path)
	return errWrongKey
}

func init() {
	for en, ko := range map[string]string{
		"this seat is in use on another phone; if it is yours, ask the host to move it to this phone": "이 자리는 다른 휴대폰에서 쓰고 있습니다. 내 자리라면 호스트에게 이 휴대폰으로 옮겨 달라고 하세요",
		"the host moved this seat to another phone; this link no longer opens it":                     "호스트가 이 자리를 다른 휴대폰으로 옮겼습니다. 이 링크로는 더 이상 열 수 없습니다",
		"this action key was already used for a different action; nothing was done":                   "이 동작 키는 이미 다른 동작에 쓰였습니다. 아무것도 하지 않았습니다",
		"this host link was replaced by a new one: open the new host link":                            "이 호스트 링크는 새 링크로 바뀌었습니다. 새 호스트 링크를 여세요",
		"too many wrong host keys from this device: wait a minute and try again":                      "이 기기에서 틀린 호스트 키가 너무 많았습니다. 1분쯤 기다린 뒤 다시 해 보세요",
		"this table's saved data cannot be read, so its seats cannot be moved":                        "이 테이블의 저장된 데이터를 읽을 수 없어 자리를 옮길 수 없습니다",
		"no seat %d": "%d번 자리가 없습니다",
		"only a table that was set aside can be archived; end it instead":                                                                                              "잠시 멈춘 테이블만 보관할 수 있습니다. 이 테이블은 끝내기를 쓰세요",
		"this table's own record in the database is damaged, so none of its events can be replayed; it cannot be rolled back, but it can be archived":                  "데이터베이스에 있는 이 테이블의 정보가 손상되어 어떤 기록도 다시 읽을 수 없습니다. 되돌릴 수는 없지만 보관할 수는 있습니다",
		"this table's log cannot be read from the database, so it cannot be rolled back; download what can be read, then archive it":                                   "데이터베이스에서 이 테이블의 기록을 읽을 수 없어 되돌릴 수 없습니다. 읽을 수 있는 만큼 내려받은 뒤 보관하세요",
		"this table's game is not known to this version; it cannot be rolled back, but it can be archived":                                                             "이 버전은 이 테이블의 게임을 모릅니다. 되돌릴 수는 없지만 보관할 수는 있습니다",
		"rows of this table's log were changed after they were written, and which ones cannot be told, so it cannot be rolled back; download its log, then archive it": "이 테이블의 기록 가운데 일부가 저장된 뒤에 바뀌었는데 어느 것인지 알 수 없어 되돌릴 수 없습니다. 기록을 내려받은 뒤 보관하세요",
		"this table's settings are refused by its game in this version, so none of its events can be replayed; it cannot be rolled back, but it can be archived":       "이 버전의 게임이 이 테이블의 설정을 받아들이지 않아 어떤 기록도 다시 읽을 수 없습니다. 되돌릴 수는 없지만 보관할 수는 있습니다",
		"the history file could not be read": "기록 파일을 읽을 수 없습니다",
		"the history file is larger than %d MB; split it, or check that it is a Tablemate history export": "기록 파일이 %dMB보다 큽니다. 나누어 가져오거나 Tablemate 기록 파일이 맞는지 확인하세요",
		"this is not a Tablemate history export":                                                          "Tablemate 게임 기록 파일이 아닙니다",
		"the file holds %d games; at most %d can be imported at once":                                     "파일에 게임이 %d개 있습니다. 한 번에 %d개까지 가져올 수 있습니다",
		"game %d of the file: %s":                                                                         "파일의 %d번째 게임: %s",
		"game %d of the file: table %s is in the file twice":                                              "파일의 %d번째 게임: %s 테이블이 파일에 두 번 들어 있습니다",
	} {
		korean[en] = ko
	}
}

// closeWhere ends every open stream whose audience matches (a moved seat's
// old phone, every host console after a key rotation) and says how many.
func (st *streams) closeWhere(match func(audience) bool) int {
	st.mu.Lock()
	defer st.mu.Unlock()
	n := 0
	for _, o := range st.open {
		if match(o.who) {
			o.end()
			n++
		}
	}
	return n
}

var _ = strings.TrimSpace

// seatRoutes: moving a seat to a new phone, and archiving a set-aside table.
func (s *Server) seatRoutes(e *echo.Echo, host, limit echo.MiddlewareFunc) {
	e.POST("/api/host/tables/:id/seats/:seat/move", s.moveSeat, host, limit)
	e.POST("/api/host/tables/:id/archive", s.archiveTable, host, limit)
	e.GET("/api/host/archive", s.archivedTables, host)
}

// archiveTable takes a set-aside table that cannot be repaired off the live
// list (its rows stay; its log still downloads); its pages stop.
func (s *Server) archiveTable(c echo.Context) error {
	t, err := s.svc.AnyTable(c.Param("id"))
	if err != nil {
		return err
	}
	if _, live := s.svc.Table(t.ID()); live != nil { // a resend after a lost reply: archived already
		return c.JSON(http.StatusOK, map[string]string{"archived": t.ID()})
	}
	if err := s.svc.Archive(c.Request().Context(), t); err != nil {
		return err
	}
	s.streams.closeWhere(func(a audience) bool { return a.table == t.ID() })
	s.opts.Logger.Info("table archived", "table", t.ID())
	return c.JSON(http.StatusOK, map[string]string{"archived": t.ID()})
}

// ArchivedTable is one archived table on the host's list.
type ArchivedTable struct {
	ID       string           `json:"id"`
	Game     string           `json:"game"`
	Created  time.Time        `json:"created"`
	Archived time.Time        `json:"archived"`
	Fault    *companion.Fault `json:"fault,omitempty"`
	Log      string           `json:"log"`
}

func (s *Server) archivedTables(c echo.Context) error {
	out := []ArchivedTable{}
	for _, t := range s.svc.Archived() {
		out = append(out, ArchivedTable{ID: t.ID(), Game: t.Info.Settings.Game, Created: t.Info.Created, Archived: t.Info.Archived,
			Fault: t.Fault(), Log: "/api/host/tables/" + t.ID() + "/log"})
	}
	return c.JSON(http.StatusOK, out)
}

// lastRotation remembers the latest rotation's request key and the key it
// replaced, so the console that rotated, if it lost the reply (and with it
// the new key's cookie), can resend the same request and get the new key
// instead of being locked out by its own rotation.
type lastRotation struct {
	mu        sync.Mutex
	idem, old string // the request's Idempotency-Key; a digest of the key it replaced
}

func (s *Server) rotationResent(c echo.Context, key string) bool {
	idem := c.Request().Header.Get("Idempotency-Key")
	if c.Request().Method != http.MethodPost || c.Path() != "/api/host/key/rotate" || idem == "" || key == "" {
		return false
	}
	s.rotation.mu.Lock()
	defer s.rotation.mu.Unlock()
	if s.rotation.idem == idem && s.rotation.old == keyDigest(key) {
		c.Set("rotation-resent", true)
		return true
	}
	return false
}
