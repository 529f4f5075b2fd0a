package web

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"github.com/skip2/go-qrcode"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/table"
	"golang.org/x/time/rate"
)

//go:embed static
var assets embed.FS

// Options configure the server.
type Options struct {
	// BaseURL is how phones reach this server (for join links and QR codes),
	// e.g. http://192.168.1.20:8080. Empty: taken from each request's Host.
	BaseURL string
	// BaseURLFunc, if set, is asked for the base URL on every request
	// instead (the LAN address can change while serving); "" falls back
	// to BaseURL.
	BaseURLFunc func() string
	// Heartbeat is the SSE comment interval that keeps phones' connections open.
	Heartbeat time.Duration
	Logger    *slog.Logger
	// Extra, if set, adds routes (hardware status, tag registry) to the server.
	Extra func(e *echo.Echo, host echo.MiddlewareFunc)
	// Limits bound live streams and commands (zero: DefaultLimits).
	Limits Limits
}

// Server is the HTTP face of a service.Service.
type Server struct {
	svc      *service.Service
	opts     Options
	echo     *echo.Echo
	done     chan struct{} // closed at shutdown: ends live streams
	once     sync.Once
	streams  *streams
	devices  hostDevices // browsers signed in to the console
	guard    keyGuard    // wrong host keys, per client address
	rotation lastRotation
}

// MaxBody bounds every request body: commands are small.
const MaxBody = "64K"

// New builds the server and its routes.
func New(svc *service.Service, opts Options) *Server {
	if opts.Heartbeat == 0 {
		opts.Heartbeat = 15 * time.Second
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	opts.Limits = opts.Limits.withDefaults()
	s := &Server{svc: svc, opts: opts, echo: echo.New(), done: make(chan struct{}), streams: &streams{limits: opts.Limits}}
	e := s.echo
	e.HideBanner, e.HidePort = true, true
	e.HTTPErrorHandler = s.errorHandler
	e.Use(middleware.Recover())
	e.Use(middleware.BodyLimitWithConfig(middleware.BodyLimitConfig{Limit: MaxBody,
		// A history import and a photo are files: their routes have their own, larger bounds.
		Skipper: func(c echo.Context) bool {
			return c.Path() == "/api/host/history/import" || strings.HasSuffix(c.Path(), "/photo")
		}}))
	e.Use(func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			// Seat tokens live in URLs: never leak them to another site.
			c.Response().Header().Set("Referrer-Policy", "no-referrer")
			c.Response().Header().Set("X-Content-Type-Options", "nosniff")
			return next(c)
		}
	})

	// Pages and API answers travel compressed (a view or the hints are a
	// few KB of JSON); the live streams do not (each event must leave at
	// once), nor what is compressed already (static files, the games, PNGs).
	e.Use(middleware.GzipWithConfig(middleware.GzipConfig{MinLength: 1024, Skipper: func(c echo.Context) bool {
		p := c.Request().URL.Path
		return strings.HasPrefix(p, "/static/") || strings.HasSuffix(p, "/events") || p == "/api/games" || strings.Contains(p, "/qr/")
	}}))
	e.GET("/static/*", staticAssets().serve)
	e.GET("/healthz", s.health)

	host := s.requireHost
	// Commands are rate-limited per client address with a generous token
	// bucket, so a runaway loop on the LAN cannot starve a table.
	limit := middleware.RateLimiterWithConfig(middleware.RateLimiterConfig{
		Store: middleware.NewRateLimiterMemoryStoreWithConfig(middleware.RateLimiterMemoryStoreConfig{
			Rate: rate.Limit(opts.Limits.CommandRate), Burst: opts.Limits.CommandBurst}),
		// The address the request came from, not a header a client could set:
		// nothing stands between the phones and the Pi.
		IdentifierExtractor: func(c echo.Context) (string, error) {
			host, _, err := net.SplitHostPort(c.Request().RemoteAddr)
			if err != nil {
				return c.Request().RemoteAddr, nil
			}
			return host, nil
		},
		DenyHandler: func(c echo.Context, _ string, _ error) error {
			return &companion.Error{Code: companion.TooMany, Key: "too many requests from this device: wait a moment and try again",
				Msg: "too many requests from this device: wait a moment and try again"}
		},
	})
	// The tables, their views and live streams (this file's handlers).
	e.GET("/api/host/tables", s.listTables, host)
	e.POST("/api/host/tables", s.createTable, host, limit)
	e.GET("/api/host/tables/:id", s.hostTable, host)
	e.POST("/api/host/tables/:id/do", s.hostDo, host, limit)
	e.GET("/api/host/tables/:id/log", s.hostLog, host)
	e.GET("/api/host/tables/:id/events", s.hostEvents, host)
	e.GET("/api/host/tables/:id/qr/:seat", s.seatQR, host)

	e.GET("/api/display/:id", s.displayView)
	e.GET("/api/display/:id/events", s.displayEvents)

	e.GET("/api/seat/:token", s.seatView)
	e.POST("/api/seat/:token/do", s.seatDo, limit)
	e.GET("/api/seat/:token/events", s.seatEvents)
	e.GET("/api/seat/:token/hints", s.seatHints)
	// Each other file registers the routes of the handlers it holds.
	s.pageRoutes(e)                 // pages.go
	s.seatRoutes(e, host, limit)    // seats.go
	s.gameRoutes(e)                 // games.go
	s.explainRoutes(e, limit)       // explain.go
	s.rematchRoutes(e, host, limit) // rematch.go
	s.historyRoutes(e, host, limit) // history.go
	s.hostKeyRoutes(e, host, limit) // hostkey.go
	s.teachRoutes(e)                // teach.go
	s.memoryRoutes(e, host)         // memory.go

	if opts.Extra != nil {
		opts.Extra(e, host)
	}
	return s
}

// Handler is the server's http.Handler.
func (s *Server) Handler() http.Handler { return s.echo }

// Close ends every live stream so a graceful shutdown does not wait for phones.
func (s *Server) Close() { s.once.Do(func() { close(s.done) }) }

func (s *Server) errorHandler(err error, c echo.Context) {
	if c.Response().Committed {
		return
	}
	status := http.StatusInternalServerError
	var he *echo.HTTPError
	var ce *companion.Error
	switch {
	case errors.As(err, &ce):
	case errors.As(err, &he):
		status = he.Code
		switch he.Code {
		case http.StatusRequestEntityTooLarge:
			ce = &companion.Error{Code: companion.Invalid, Key: "the request is too large", Msg: "the request is too large"}
		case http.StatusNotFound:
			ce = companion.Errorf(companion.NotFound, "not found")
		case http.StatusMethodNotAllowed:
			ce = companion.Bad("this address does not take this kind of request")
		default:
			ce = companion.Bad("the request was not understood")
			ce.Err = he
		}
	default:
		ce = companion.AsError(err)
	}
	if he == nil {
		status = statusOf(ce.Code)
	}
	if ce.Code == companion.Internal {
		s.opts.Logger.Error("request failed", "path", c.Path(), "err", err)
	}
	msg := message(ce, lang(c))
	// A person opening a page (an old QR code, a mistyped link) gets a page, not JSON.
	if !strings.HasPrefix(c.Request().URL.Path, "/api/") && c.Request().Method == http.MethodGet &&
		strings.Contains(c.Request().Header.Get("Accept"), "text/html") {
		c.Response().Header().Set("Content-Type", "text/html; charset=utf-8")
		c.Response().WriteHeader(status)
		_ = shell.Execute(c.Response(), shellData{Page: "error", Error: msg, Lang: lang(c)})
		return
	}
	body := map[string]string{"error": msg}
	if ce.Rule != "" {
		body["rule"] = ce.Rule // the rules section "why can't I?" opens
	}
	c.JSON(status, body)
}

// statusOf is the one place error codes become HTTP statuses.
func statusOf(code companion.Code) int {
	switch code {
	case companion.Invalid:
		return http.StatusBadRequest
	case companion.NotFound:
		return http.StatusNotFound
	case companion.Forbidden:
		return http.StatusForbidden
	case companion.Conflict:
		return http.StatusConflict
	case companion.TooMany:
		return http.StatusTooManyRequests
	}
	return http.StatusInternalServerError
}

func (s *Server) health(c echo.Context) error {
	aside := 0
	for _, t := range s.svc.Tables() {
		if t.Fault() != nil {
			aside++
		}
	}
	return c.JSON(http.StatusOK, map[string]any{"status": "ok", "tables": len(s.svc.Tables()), "set_aside": aside, "streams": s.streams.count()})
}

// requireHost admits the host: the key from the console link, as a cookie,
// a header or a query parameter.
func (s *Server) requireHost(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		key := c.Request().Header.Get("X-Host-Key")
		if key == "" {
			key = c.QueryParam("k")
		}
		if key == "" {
			if ck, err := c.Cookie("host"); err == nil {
				key = ck.Value
			}
		}
		if err := s.checkHostKey(c, key); err != nil {
			return err
		}
		end := s.devices.begin(hostSessionOf(c), time.Now())
		defer func() { end(time.Now()) }()
		return next(c)
	}
}

// readCommand reads {"type": "...", ...args} as a companion.Command.
func readCommand(c echo.Context, actor companion.Actor) (companion.Command, error) {
	var raw json.RawMessage
	if err := json.NewDecoder(c.Request().Body).Decode(&raw); err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return companion.Command{}, &companion.Error{Code: companion.Invalid, Key: "the request is too large", Msg: "the request is too large"}
		}
		return companion.Command{}, companion.BadJSON(err)
	}
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(raw, &head); err != nil || head.Type == "" {
		return companion.Command{}, companion.Bad("a command needs a \"type\"")
	}
	// The page's key for this tap (one per action, kept across resends).
	return companion.Command{Actor: actor, Type: head.Type, Data: raw, Key: c.Request().Header.Get("Idempotency-Key")}, nil
}

func (s *Server) do(c echo.Context, t *table.Table, actor companion.Actor) error {
	cmd, err := readCommand(c, actor)
	if err != nil {
		return err
	}
	written := s.streams.replyingTo(t.ID()) // the live streams wait for this reply
	defer written()
	seq, _, view, err := t.DoView(c.Request().Context(), cmd)
	if err != nil {
		return err
	}
	// The view is already encoded (once per audience and change): reuse it.
	body := fmt.Appendf(nil, `{"seq":%d,"view":%s}`, seq, view)
	c.Response().Header().Set(echo.HeaderContentLength, strconv.Itoa(len(body)))
	if err := c.JSONBlob(http.StatusOK, body); err != nil {
		return err
	}
	c.Response().Flush()
	return nil
}

// ---- host ----

// TableSummary is the host's view of a table, with the seats' join links.
type TableSummary struct {
	ID       string             `json:"id"`
	Settings companion.Settings `json:"settings"`
	Created  time.Time          `json:"created"`
	Ended    bool               `json:"ended"`
	Joins    []string           `json:"joins"`
	Display  string             `json:"display"`
	View     any                `json:"view"`
}

func (s *Server) baseURL(c echo.Context) string {
	if s.opts.BaseURLFunc != nil {
		if b := s.opts.BaseURLFunc(); b != "" {
			return strings.TrimRight(b, "/")
		}
	}
	if s.opts.BaseURL != "" {
		return strings.TrimRight(s.opts.BaseURL, "/")
	}
	return c.Scheme() + "://" + c.Request().Host
}

func (s *Server) summary(c echo.Context, t *table.Table) TableSummary {
	base := s.baseURL(c)
	sum := TableSummary{ID: t.ID(), Settings: t.Info.Settings, Created: t.Info.Created, Ended: t.Ended(),
		Display: base + "/display/" + t.ID(), View: t.View(companion.Host)}
	for _, tok := range t.Tokens() {
		sum.Joins = append(sum.Joins, base+"/s/"+tok)
	}
	return sum
}

func (s *Server) listTables(c echo.Context) error {
	out := []TableSummary{}
	for _, t := range s.svc.Tables() {
		out = append(out, s.summary(c, t))
	}
	return c.JSON(http.StatusOK, out)
}

func (s *Server) createTable(c echo.Context) error {
	var set companion.Settings
	if err := json.NewDecoder(c.Request().Body).Decode(&set); err != nil {
		return companion.BadJSON(err)
	}
	if err := companion.CheckRequested(set); err != nil {
		return err
	}
	// The console's key for this creation: a resend after a lost reply
	// returns the table the first request made.
	t, err := s.svc.CreateTableKeyed(c.Request().Context(), set, c.Request().Header.Get("Idempotency-Key"))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, s.summary(c, t))
}

func (s *Server) table(c echo.Context) (*table.Table, error) { return s.svc.Table(c.Param("id")) }

func (s *Server) hostTable(c echo.Context) error {
	t, err := s.table(c)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, s.summary(c, t))
}

func (s *Server) hostDo(c echo.Context) error {
	t, err := s.table(c)
	if err != nil {
		return err
	}
	cmd, err := readCommand(c, companion.Host)
	if err != nil {
		return err
	}
	seq, err := t.Do(c.Request().Context(), cmd)
	if err != nil {
		return err
	}
	out := map[string]any{"seq": seq, "view": t.View(companion.Host)}
	if cmd.Type == "undo" || cmd.Type == "redo" {
		out["said"] = recountUndo(t, lang(c)) // what was taken back or restored, in words
	}
	return c.JSON(http.StatusOK, out)
}

func (s *Server) hostEvents(c echo.Context) error {
	t, err := s.table(c)
	if err != nil {
		return err
	}
	return s.stream(c, t, companion.Host)
}

func (s *Server) seatQR(c echo.Context) error {
	t, err := s.table(c)
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(strings.TrimSuffix(c.Param("seat"), ".png"))
	tokens := t.Tokens()
	if err != nil || n < 0 || n >= len(tokens) {
		return companion.Detailed(companion.NotFound, "not found", "no seat %q", c.Param("seat"))
	}
	png, err := qrcode.Encode(s.baseURL(c)+"/s/"+tokens[n], qrcode.Medium, 320)
	if err != nil {
		return err
	}
	c.Response().Header().Set("Cache-Control", "no-store")
	return c.Blob(http.StatusOK, "image/png", png)
}

// ---- display (public) ----

func (s *Server) displayView(c echo.Context) error {
	t, err := s.table(c)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, t.View(companion.Display))
}

func (s *Server) displayEvents(c echo.Context) error {
	t, err := s.table(c)
	if err != nil {
		return err
	}
	return s.stream(c, t, companion.Display)
}

// ---- seats ----

func (s *Server) seatView(c echo.Context) error {
	t, a, err := s.seat(c)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, t.View(a))
}

func (s *Server) seatDo(c echo.Context) error {
	t, a, err := s.seat(c)
	if err != nil {
		return err
	}
	return s.do(c, t, a)
}

// seatHints computes the seat's hints from its own knowledge, at the level
// the host chose; ?open=1 also lists the deductions not yet marked.
func (s *Server) seatHints(c echo.Context) error {
	t, a, err := s.seat(c)
	if err != nil {
		return err
	}
	h, err := t.Hints(c.Request().Context(), a, c.QueryParam("open") == "1")
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, h)
}

func (s *Server) seatEvents(c echo.Context) error {
	t, a, err := s.seat(c)
	if err != nil {
		return err
	}
	return s.stream(c, t, a)
}

// hostLog downloads a table's log: its public events while the game is on,
// every row as stored once it is over, or of a set-aside table (its bad rows
// included, to inspect; that download is announced on every screen).
func (s *Server) hostLog(c echo.Context) error {
	t, err := s.svc.AnyTable(c.Param("id")) // an archived table's log too
	if err != nil {
		return err
	}
	l, err := t.HostLog(c.Request().Context())
	if err != nil {
		return err
	}
	c.Response().Header().Set("Content-Disposition", `attachment; filename="tablemate-`+t.ID()+`-log.json"`)
	c.Response().Header().Set("Cache-Control", "no-store")
	return c.JSONPretty(http.StatusOK, map[string]any{"table": t.Info.ID, "settings": t.Info.Settings,
		"created": t.Info.Created, "full": l.Full, "fault": l.Fault, "events": l.Events}, "  ")
}
