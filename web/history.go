package web

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/history"
)

// The game-night history: finished tables, filtered, summed per player, exported and imported.

// historyRoutes: the host's history, its exports, import and deletion. An
// import is a file: its route has its own, larger body limit.
func (s *Server) historyRoutes(e *echo.Echo, host, limit echo.MiddlewareFunc) {
	e.GET("/api/host/history", s.history, host)
	e.GET("/api/host/history/export.json", s.historyJSON, host)
	e.GET("/api/host/history/export.csv", s.historyCSV, host)
	e.POST("/api/host/history/import", s.historyImport, host, limit, middleware.BodyLimit("5M"))
	e.POST("/api/host/history/delete", s.historyDelete, host, limit)
}

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

func (f historyFilter) keep(r history.Record) bool {
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

func (s *Server) records(c echo.Context) ([]history.Record, error) {
	f, err := readFilter(c)
	if err != nil {
		return nil, err
	}
	all, err := s.svc.History(c.Request().Context())
	if err != nil {
		return nil, &companion.Error{Code: companion.Internal, Key: "internal error", Msg: "reading the history", Err: err}
	}
	out := []history.Record{}
	for _, r := range all {
		// A record kept before imports were checked is left out of every
		// page and export: it could make them unbounded.
		if f.keep(r) && history.Check(r) == nil {
			out = append(out, r)
		}
	}
	// Newest first, then by table: the order pages are cut in (the store's
	// text order of times puts 20:00:00.5 before 20:00:00).
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Finished.Equal(out[j].Finished) {
			return out[i].Finished.After(out[j].Finished)
		}
		return out[i].Table < out[j].Table
	})
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
	// Questions counts the questions asked in deduction games the player
	// solved (won, or placed by solving, as Tagiron's second), and Solved
	// those games: questions asked before solving.
	Questions int `json:"questions"`
	Solved    int `json:"solved"`
	// Chips is the Lexio chips won (+) or lost (−) in all, and Series the
	// running total after each deal of each table, oldest first.
	Chips  int   `json:"chips"`
	Series []int `json:"series,omitempty"`
}

// figures works out every named player's figures, oldest game first.
func figures(recs []history.Record) []PlayerFigures {
	by := map[string]*PlayerFigures{}
	var order []string
	sorted := append([]history.Record(nil), recs...)
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
			won := slices.Contains(res.Winners, seat)
			if won {
				p.Won++
			}
			solvers := res.Solvers
			if solvers == nil {
				solvers = res.Winners
			}
			if slices.Contains(solvers, seat) && seat < len(res.Questions) {
				p.Questions += res.Questions[seat]
				p.Solved++
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

// The history list comes a page at a time: the console asks for the next
// page with the cursor the last one gave. The figures per player are over
// every record in view.
const (
	historyPage    = 50
	maxHistoryPage = 200
)

// HistoryPage is one answer of the history list.
type HistoryPage struct {
	Records []history.Record `json:"records"`
	Players []PlayerFigures  `json:"players"`
	Total   int              `json:"total"`          // records in view
	Next    string           `json:"next,omitempty"` // the cursor of the next page, if any
	// Bound is how many records the history keeps at most, Dropped how
	// many of the oldest it let go past it so far (the console says so).
	Bound   int `json:"bound"`
	Dropped int `json:"dropped"`
}

func (s *Server) history(c echo.Context) error {
	recs, err := s.records(c)
	if err != nil {
		return err
	}
	limit := historyPage
	if v := c.QueryParam("limit"); v != "" {
		if limit, err = strconv.Atoi(v); err != nil || limit < 1 || limit > maxHistoryPage {
			return companion.Bad("a page of the history holds 1 to %d games", maxHistoryPage)
		}
	}
	start := 0
	if v := c.QueryParam("cursor"); v != "" {
		if start, err = after(recs, v); err != nil {
			return err
		}
	}
	end := min(start+limit, len(recs))
	page := HistoryPage{Records: recs[start:end], Players: figures(recs), Total: len(recs), Bound: history.Max}
	if end < len(recs) {
		last := recs[end-1]
		page.Next = base64.RawURLEncoding.EncodeToString([]byte(last.Finished.UTC().Format(time.RFC3339Nano) + " " + last.Table))
	}
	if page.Dropped, err = s.svc.HistoryDropped(c.Request().Context()); err != nil {
		return &companion.Error{Code: companion.Internal, Key: "internal error", Msg: "reading the history", Err: err}
	}
	return c.JSON(http.StatusOK, page)
}

// after is where the page after cursor starts in recs (newest first, then
// by table, as the store lists them): after the record the cursor names,
// even if it was deleted since.
func after(recs []history.Record, cursor string) (int, error) {
	stale := companion.Bad("this page of the history is out of date: open the history again")
	b, err := base64.RawURLEncoding.DecodeString(cursor)
	if err != nil {
		return 0, stale
	}
	at, table, ok := strings.Cut(string(b), " ")
	finished, err := time.Parse(time.RFC3339Nano, at)
	if !ok || err != nil {
		return 0, stale
	}
	return sort.Search(len(recs), func(i int) bool {
		f := recs[i].Finished
		return f.Before(finished) || f.Equal(finished) && recs[i].Table > table
	}), nil
}

// HistoryExport is the JSON export: every record in view, as stored.
type HistoryExport = history.Export

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
	return history.WriteJSON(c.Response(), recs)
}

// historyCSV: one line per player per game (history.WriteCSV), in
// the reader's language.
func (s *Server) historyCSV(c echo.Context) error {
	recs, err := s.records(c)
	if err != nil {
		return err
	}
	attachment(c, "tablemate-history.csv")
	c.Response().Header().Set("Content-Type", "text/csv; charset=utf-8")
	c.Response().WriteHeader(http.StatusOK)
	return history.WriteCSV(c.Response(), recs, lang(c))
}

// historyImport puts an export back (after a reinstall, or on another Pi):
// the whole file is checked before anything is kept.
func (s *Server) historyImport(c echo.Context) error {
	recs, err := history.Read(http.MaxBytesReader(c.Response(), c.Request().Body, history.MaxImportBytes+1))
	if err != nil {
		return err
	}
	if err := s.svc.ImportHistory(c.Request().Context(), recs); err != nil {
		return err
	}
	dropped, err := s.svc.HistoryDropped(c.Request().Context())
	if err != nil {
		return &companion.Error{Code: companion.Internal, Key: "internal error", Msg: "reading the history", Err: err}
	}
	return c.JSON(http.StatusOK, map[string]int{"imported": len(recs), "bound": history.Max, "dropped": dropped})
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
