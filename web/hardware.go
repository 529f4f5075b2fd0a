package web

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"sort"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/labels"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/tags"
	"github.com/tablemate/tablemate/hardware"
)

// Hardware is the host console's "Devices & tags" side: it feeds the
// hub's reads to the bridge (Run) and serves the panel's API (Routes, to
// pass as Options.Extra). Every route needs the host key.
type Hardware struct {
	hub    *hardware.Hub
	bridge *tags.Bridge
	svc    *service.Service
	log    *slog.Logger
	// ScanWait bounds how long POST /api/host/hardware/scan waits for the
	// read it injected to be decided.
	ScanWait time.Duration
	// Labels prints label sheets (GET /api/host/hardware/labels); nil
	// refuses them.
	Labels *labels.Book
}

// NewHardware joins a running hub and a bridge. A hub with no device is
// fine: the panel then shows no device and tags can still be managed.
func NewHardware(hub *hardware.Hub, bridge *tags.Bridge, svc *service.Service, log *slog.Logger) *Hardware {
	if log == nil {
		log = slog.Default()
	}
	return &Hardware{hub: hub, bridge: bridge, svc: svc, log: log, ScanWait: 3 * time.Second}
}

// Run hands every read and every button press to the bridge, in order,
// until the hub closes or ctx ends (see tags.Bridge.Press for what the
// buttons do).
func (h *Hardware) Run(ctx context.Context) {
	scans, presses := h.hub.Scans(), h.hub.Presses()
	for scans != nil || presses != nil {
		select {
		case <-ctx.Done():
			return
		case s, ok := <-scans:
			if !ok {
				scans = nil
				continue
			}
			res := h.bridge.Handle(ctx, tags.Read{Tag: s.Tag, Reader: s.Reader, At: s.At})
			h.log.Info("scan", "reader", res.Reader, "outcome", res.Outcome, "table", res.Table, "message", res.Message)
		case p, ok := <-presses:
			if !ok {
				presses = nil
				continue
			}
			res := h.bridge.Press(ctx, tags.Press{Button: p.Button.String(), Source: p.Source, At: p.At})
			h.log.Info("button", "button", res.Button, "source", res.Reader, "outcome", res.Outcome, "table", res.Table, "message", res.Message)
		}
	}
}

// Routes adds the panel's API; pass it as Options.Extra.
func (h *Hardware) Routes(e *echo.Echo, host echo.MiddlewareFunc) {
	g := e.Group("/api/host/hardware", host)
	g.GET("", h.status)
	g.POST("/scan", h.scan)
	g.POST("/press", h.press)
	g.POST("/wizard", h.wizard)
	g.POST("/routes", h.route)
	g.GET("/sets/:set", h.set)
	g.GET("/tags", h.listTags)
	g.POST("/tags", h.registerTag)
	g.DELETE("/tags", h.removeTag) // ?tag=: a barcode may hold a slash
	g.GET("/tags/export", h.exportTags)
	g.POST("/tags/import", h.importTags)
	g.GET("/labels", h.labelsPDF)
	e.POST("/api/host/photo", h.hostPhoto, host)
	e.POST("/api/seat/:token/photo", h.seatPhoto)
}

// HardwareStatus is everything the "Devices & tags" panel shows.
type HardwareStatus struct {
	Devices []hardware.Status `json:"devices"`
	Virtual []string          `json:"virtual"` // readers the console can scan with
	Wizard  tags.WizardView   `json:"wizard"`
	Routes  []tags.Route      `json:"routes"`
	Results []tags.Result     `json:"results"` // newest first
	Unknown []tags.Read       `json:"unknown"` // newest first
	Sets    []SetSummary      `json:"sets"`
	Tables  []TableRef        `json:"tables"` // live tables a reader may feed
}

// SetSummary counts a component set's registered tags.
type SetSummary struct {
	ID         tags.Set `json:"id"`
	Game       string   `json:"game"`
	Pieces     int      `json:"pieces"`
	Registered int      `json:"registered"`
}

// TableRef names a live table for the route picker.
type TableRef struct {
	ID      string `json:"id"`
	Game    string `json:"game"`
	Players int    `json:"players"`
}

func (h *Hardware) status(c echo.Context) error {
	st := HardwareStatus{Devices: []hardware.Status{}, Virtual: []string{}, Wizard: h.bridge.Wizard(),
		Routes: h.bridge.Routes(), Results: h.bridge.Results(), Unknown: h.bridge.Unknown(), Tables: []TableRef{}}
	if h.hub != nil {
		st.Devices = h.hub.Status()
	}
	for _, d := range st.Devices {
		if d.Kind == hardware.KindVirtual && d.State != hardware.Disabled {
			st.Virtual = append(st.Virtual, d.Name)
		}
	}
	counts := map[tags.Set]int{}
	for _, e := range h.bridge.Registry().List("") {
		counts[e.Set]++
	}
	for _, s := range tags.Sets() {
		st.Sets = append(st.Sets, SetSummary{ID: s, Game: s.Game(), Pieces: s.Pieces(), Registered: counts[s]})
	}
	for _, t := range h.svc.Tables() {
		if !t.Ended() {
			st.Tables = append(st.Tables, TableRef{ID: t.ID(), Game: t.Info.Settings.Game, Players: t.Info.Settings.Players})
		}
	}
	sort.Slice(st.Tables, func(i, j int) bool { return st.Tables[i].ID < st.Tables[j].ID })
	return c.JSON(http.StatusOK, st)
}

func bind(c echo.Context, v any) error {
	dec := json.NewDecoder(c.Request().Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return companion.BadJSON(err)
	}
	return nil
}

// scan reads a tag on a virtual reader, as if scanned, and answers with
// what became of it (202 if it is not decided within ScanWait, e.g. because
// the reader's duplicate filter dropped a repeat).
func (h *Hardware) scan(c echo.Context) error {
	var a struct {
		Reader string `json:"reader"`
		Tag    string `json:"tag"`
	}
	if err := bind(c, &a); err != nil {
		return err
	}
	if h.hub == nil {
		return companion.Refuse("no virtual reader is configured")
	}
	after := h.bridge.LastSeq()
	if err := h.hub.Inject(a.Reader, a.Tag); err != nil {
		e := companion.Refuse("reader %q cannot take a typed tag (no such virtual reader)", a.Reader)
		e.Err = err
		return e
	}
	ctx, cancel := context.WithTimeout(c.Request().Context(), h.ScanWait)
	defer cancel()
	res, ok := h.bridge.WaitResult(ctx, after, a.Reader)
	if !ok {
		return c.JSON(http.StatusAccepted, map[string]any{"pending": true})
	}
	return c.JSON(http.StatusOK, res)
}

// press presses a button from the host console, as if on the button box
// named source (default "console"), and answers with what became of it.
func (h *Hardware) press(c echo.Context) error {
	var a struct {
		Button string `json:"button"`
		Source string `json:"source"`
	}
	if err := bind(c, &a); err != nil {
		return err
	}
	if a.Source == "" {
		a.Source = "console"
	}
	return c.JSON(http.StatusOK, h.bridge.Press(c.Request().Context(), tags.Press{Button: a.Button, Source: a.Source, At: time.Now()}))
}

func (h *Hardware) wizard(c echo.Context) error {
	var a struct {
		Action string   `json:"action"` // start | skip | undo | stop
		Set    tags.Set `json:"set"`
		Reader string   `json:"reader"`
	}
	if err := bind(c, &a); err != nil {
		return err
	}
	var v tags.WizardView
	var err error
	switch a.Action {
	case "start":
		v, err = h.bridge.StartWizard(a.Set, a.Reader)
	case "skip":
		v, err = h.bridge.SkipWizard()
	case "undo":
		v, err = h.bridge.UndoWizard(c.Request().Context())
	case "stop":
		v = h.bridge.StopWizard()
	default:
		err = companion.Bad("unknown wizard action %q (start, skip, undo, stop)", a.Action)
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, v)
}

func (h *Hardware) route(c echo.Context) error {
	var r tags.Route
	if err := bind(c, &r); err != nil {
		return err
	}
	if err := h.bridge.SetRoute(c.Request().Context(), r); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, h.bridge.Routes())
}

func (h *Hardware) set(c echo.Context) error {
	s, err := tags.ParseSet(c.Param("set"))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"id": s, "game": s.Game(), "components": s.Components()})
}

func (h *Hardware) listTags(c echo.Context) error {
	var set tags.Set
	if q := c.QueryParam("set"); q != "" {
		var err error
		if set, err = tags.ParseSet(q); err != nil {
			return err
		}
	}
	return c.JSON(http.StatusOK, h.bridge.Registry().List(set))
}

// registerTag registers a tag; with "replay", the unknown read the console
// was prompted about is then handled as if scanned again.
func (h *Hardware) registerTag(c echo.Context) error {
	var a struct {
		tags.Entry
		Replay bool `json:"replay"`
	}
	if err := bind(c, &a); err != nil {
		return err
	}
	e, res, err := h.bridge.RegisterUnknown(c.Request().Context(), a.Entry, a.Replay)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"entry": e, "result": res})
}

func (h *Hardware) removeTag(c echo.Context) error {
	e, err := h.bridge.Registry().Unregister(c.Request().Context(), c.QueryParam("tag"))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, e)
}

func (h *Hardware) exportTags(c echo.Context) error {
	var set tags.Set
	if q := c.QueryParam("set"); q != "" {
		var err error
		if set, err = tags.ParseSet(q); err != nil {
			return err
		}
	}
	c.Response().Header().Set("Content-Disposition", `attachment; filename="tablemate-tags.json"`)
	return c.JSON(http.StatusOK, h.bridge.Registry().Export(set))
}

func (h *Hardware) importTags(c echo.Context) error {
	f, err := tags.ReadFile(c.Request().Body)
	if err != nil {
		return err
	}
	rep, err := h.bridge.Registry().Import(c.Request().Context(), f, c.QueryParam("replace") == "1")
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, rep)
}
