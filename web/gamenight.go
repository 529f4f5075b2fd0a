package web

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"github.com/skip2/go-qrcode"
	"github.com/tablemate/tablemate/companion"
	ko "github.com/tablemate/tablemate/solver/korean"
)

// Game night: names, undo that says what it undid, rematch, history and
// the host key's hygiene. Routes are added by New (gameNightRoutes).

func (s *Server) gameNightRoutes(e *echo.Echo, host, limit echo.MiddlewareFunc) {
	e.POST("/api/host/tables/:id/rematch", s.rematch, host, limit)
	e.GET("/api/host/history", s.history, host)
	e.GET("/api/host/history/export.json", s.historyJSON, host)
	e.GET("/api/host/history/export.csv", s.historyCSV, host)
	e.POST("/api/host/history/import", s.historyImport, host, limit, middleware.BodyLimit("5M"))
	e.POST("/api/host/history/delete", s.historyDelete, host, limit)
	e.GET("/api/host/key", s.hostKeyInfo, host)
	e.POST("/api/host/key/rotate", s.rotateKey, host, limit)
	e.GET("/api/display/:id/qr/:seat", s.displayQR)
}

// recountUndo words what the table's latest undo or redo did, in the
// reader's language: "undid: Minji's question “Sum of the red tiles?”".
func recountUndo(t *companion.Table, l string) string {
	move, redo, ok := t.LastUndo()
	if !ok {
		return ""
	}
	names := t.Names()
	name := func(seat int) companion.Word { return companion.PlayerWord(names, seat) }
	what := companion.Word{EN: "event " + strconv.FormatInt(move.Seq, 10), KO: strconv.FormatInt(move.Seq, 10) + "번째 기록"}
	if g, err := companion.GameFor(t.Info.Settings.Game); err == nil && g.Recount != nil {
		what = g.Recount(move, name)
	}
	format := map[bool][2]string{false: {"undid: %s", "되돌렸습니다: %s"}, true: {"redid: %s", "다시 했습니다: %s"}}[redo]
	if l == "ko" {
		return ko.Fill(strings.Replace(format[1], "%s", what.In("ko"), 1))
	}
	return strings.Replace(format[0], "%s", what.EN, 1)
}

// rematch starts the same game with the same players; every page of the
// old table follows to its place at the new one.
func (s *Server) rematch(c echo.Context) error {
	old, err := s.table(c)
	if err != nil {
		return err
	}
	t, err := s.svc.RematchKeyed(c.Request().Context(), old, c.Request().Header.Get("Idempotency-Key"))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, s.summary(c, t))
}

// displayQR is a join code on the public display, for a seat no device
// has claimed yet while the game is being set up; the moment a phone
// claims it, the display no longer hands out that seat's link.
func (s *Server) displayQR(c echo.Context) error {
	t, err := s.table(c)
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(strings.TrimSuffix(c.Param("seat"), ".png"))
	v := t.View(companion.Display)
	tokens, claimed := t.Tokens(), t.Claimed()
	if err != nil || n < 0 || n >= len(tokens) || n >= len(claimed) || claimed[n] || v.Phase != companion.PhaseSetup || v.SetAside {
		return companion.Errorf(companion.NotFound, "not found", "no open seat %q", c.Param("seat"))
	}
	png, err := qrcode.Encode(s.baseURL(c)+"/s/"+tokens[n], qrcode.Medium, 320)
	if err != nil {
		return err
	}
	c.Response().Header().Set("Cache-Control", "no-store")
	return c.Blob(http.StatusOK, "image/png", png)
}

// ---- history ----

// historyFilter is the history page's choice: a game, and dates (YYYY-MM-DD, inclusive).
type historyFilter struct {
	game     string
	from, to time.Time
}

func readFilter(c echo.Context) (historyFilter, error) {
	f := historyFilter{game: c.QueryParam("game")}
	for _, p := range []struct {
		name string
		into *time.Time
	}{{"from", &f.from}, {"to", &f.to}} {
		if v := c.QueryParam(p.name); v != "" {
			d, err := time.ParseInLocation("2006-01-02", v, time.Local)
			if err != nil {
				return f, companion.Bad("a date is written like 2026-11-30")
			}
			*p.into = d
		}
	}
	if !f.to.IsZero() {
		f.to = f.to.AddDate(0, 0, 1) // the whole last day
	}
	return f, nil
}

func (f historyFilter) keep(r companion.Record) bool {
	switch {
	case f.game != "" && r.Game != f.game:
		return false
	case !f.from.IsZero() && r.Started.Before(f.from):
		return false
	case !f.to.IsZero() && !r.Started.Before(f.to):
		return false
	}
	return true
}

func (s *Server) records(c echo.Context) ([]companion.Record, error) {
	f, err := readFilter(c)
	if err != nil {
		return nil, err
	}
	all, err := s.svc.History(c.Request().Context())
	if err != nil {
		return nil, &companion.Error{Code: companion.Internal, Key: "internal error", Msg: "reading the history", Err: err}
	}
	out := []companion.Record{}
	for _, r := range all {
		// A record kept before imports were checked is left out of every
		// page and export: it could make them unbounded.
		if f.keep(r) && companion.CheckRecord(r) == nil {
			out = append(out, r)
		}
	}
	return out, nil
}

// PlayerFigures are one player's figures across the games in view, the
// player known by name (unnamed seats are left out: nobody to follow).
type PlayerFigures struct {
	Name   string  `json:"name"`
	Played int     `json:"played"`
	Won    int     `json:"won"`
	Placed int     `json:"placed"` // games with a place (not ended early)
	Place  float64 `json:"average_place"`
	// Questions counts the questions asked in deduction games that were
	// won, and Solved those games: questions asked before solving.
	Questions int `json:"questions"`
	Solved    int `json:"solved"`
	// Chips is the Lexio chips won (+) or lost (−) in all, and Series the
	// running total after each deal of each table, oldest first.
	Chips  int   `json:"chips"`
	Series []int `json:"series,omitempty"`
}

// figures works out every named player's figures, oldest game first.
func figures(recs []companion.Record) []PlayerFigures {
	by := map[string]*PlayerFigures{}
	var order []string
	sorted := append([]companion.Record(nil), recs...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Started.Before(sorted[j].Started) })
	for _, r := range sorted {
		for seat, name := range r.Names {
			if name == "" {
				continue
			}
			p := by[name]
			if p == nil {
				p = &PlayerFigures{Name: name}
				by[name] = p
				order = append(order, name)
			}
			p.Played++
			res := r.Result
			if seat < len(res.Places) && res.Places[seat] > 0 {
				p.Placed++
				p.Place += float64(res.Places[seat])
			}
			won := false
			for _, w := range res.Winners {
				won = won || w == seat
			}
			if won {
				p.Won++
				if seat < len(res.Questions) {
					p.Questions += res.Questions[seat]
					p.Solved++
				}
			}
			if seat < len(res.Chips) {
				p.Chips += res.Chips[seat]
				base := 0
				if n := len(p.Series); n > 0 {
					base = p.Series[n-1]
				}
				for d := 1; d < len(res.Chart); d++ {
					if seat < len(res.Chart[d]) && seat < len(res.Chart[0]) {
						p.Series = append(p.Series, base+res.Chart[d][seat]-res.Chart[0][seat])
					}
				}
			}
		}
	}
	out := make([]PlayerFigures, 0, len(order))
	for _, n := range order {
		p := *by[n]
		if p.Placed > 0 {
			p.Place = float64(int(p.Place/float64(p.Placed)*100+0.5)) / 100
		}
		out = append(out, p)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Won > out[j].Won })
	return out
}

func (s *Server) history(c echo.Context) error {
	recs, err := s.records(c)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"records": recs, "players": figures(recs)})
}

// HistoryExport is the JSON export: every record in view, as stored.
type HistoryExport = companion.HistoryExport

func attachment(c echo.Context, name string) {
	c.Response().Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	c.Response().Header().Set("Cache-Control", "no-store")
}

// historyJSON and historyCSV stream the export record by record: the file
// is never held in memory, and unsound records (kept before imports were
// checked) are left out, so it stays bounded.
func (s *Server) historyJSON(c echo.Context) error {
	recs, err := s.records(c)
	if err != nil {
		return err
	}
	attachment(c, "tablemate-history.json")
	c.Response().Header().Set("Content-Type", "application/json; charset=utf-8")
	c.Response().WriteHeader(http.StatusOK)
	return companion.WriteHistoryJSON(c.Response(), recs)
}

func (s *Server) historyCSV(c echo.Context) error {
	recs, err := s.records(c)
	if err != nil {
		return err
	}
	attachment(c, "tablemate-history.csv")
	c.Response().Header().Set("Content-Type", "text/csv; charset=utf-8")
	c.Response().WriteHeader(http.StatusOK)
	return companion.WriteHistoryCSV(c.Response(), recs)
}

// historyImport puts an export back (after a reinstall, or on another Pi):
// the whole file is checked before anything is kept.
func (s *Server) historyImport(c echo.Context) error {
	recs, err := companion.ReadHistory(http.MaxBytesReader(c.Response(), c.Request().Body, companion.MaxImportBytes+1))
	if err != nil {
		return err
	}
	if err := s.svc.ImportHistory(c.Request().Context(), recs); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]int{"imported": len(recs)})
}

// historyDelete deletes history records: the host names the tables, or
// sends {"all": true}. An empty request deletes nothing.
func (s *Server) historyDelete(c echo.Context) error {
	var req struct {
		All    bool     `json:"all"`
		Tables []string `json:"tables"`
	}
	if err := json.NewDecoder(c.Request().Body).Decode(&req); err != nil {
		return companion.BadJSON(err)
	}
	if !req.All && len(req.Tables) == 0 {
		return companion.Bad("say which games to delete from the history")
	}
	if req.All {
		req.Tables = nil
	}
	n, err := s.svc.DeleteHistory(c.Request().Context(), req.Tables)
	if err != nil {
		return &companion.Error{Code: companion.Internal, Key: "the database could not save this; nothing changed", Msg: "the database could not save this; nothing changed", Err: err}
	}
	return c.JSON(http.StatusOK, map[string]int{"deleted": n})
}

// ---- host key ----

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
