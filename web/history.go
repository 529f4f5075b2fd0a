package web

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"net/http"
	"sort"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/tablemate/tablemate/companion"
)

// The game-night history: finished tables, filtered, summed per player, exported and imported.

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
		if f.keep(r) {
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
type HistoryExport struct {
	Format  string             `json:"format"` // tablemate-history/1
	Records []companion.Record `json:"records"`
}

const historyFormat = "tablemate-history/1"

func attachment(c echo.Context, name string) {
	c.Response().Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	c.Response().Header().Set("Cache-Control", "no-store")
}

func (s *Server) historyJSON(c echo.Context) error {
	recs, err := s.records(c)
	if err != nil {
		return err
	}
	attachment(c, "tablemate-history.json")
	return c.JSONPretty(http.StatusOK, HistoryExport{Format: historyFormat, Records: recs}, "  ")
}

// historyCSV writes one line per player per game, so a spreadsheet can
// sum and filter it: the table's facts repeat on each of its lines. The file
// starts with a byte order mark (Excel then reads the names as UTF-8), and
// player_text names each player in the reader's language, the chosen name
// next to the seat number ("민지 (플레이어 1)").
func (s *Server) historyCSV(c echo.Context) error {
	recs, err := s.records(c)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	buf.WriteString("\ufeff")
	w := csv.NewWriter(&buf)
	seatWord := "player "
	if lang(c) == "ko" {
		seatWord = "플레이어 "
	}
	_ = w.Write([]string{"table", "game", "players", "options", "started", "finished", "seconds", "ended_early", "seat", "name", "place", "won", "questions", "chips", "player_text"})
	for _, r := range recs {
		for seat := 0; seat < r.Players; seat++ {
			name, place, won, q, chips := "", "", "0", "", ""
			if seat < len(r.Names) {
				name = r.Names[seat]
			}
			if seat < len(r.Result.Places) && r.Result.Places[seat] > 0 {
				place = strconv.Itoa(r.Result.Places[seat])
			}
			for _, x := range r.Result.Winners {
				if x == seat {
					won = "1"
				}
			}
			if seat < len(r.Result.Questions) {
				q = strconv.Itoa(r.Result.Questions[seat])
			}
			if seat < len(r.Result.Chips) {
				chips = strconv.Itoa(r.Result.Chips[seat])
			}
			_ = w.Write([]string{r.Table, r.Game, strconv.Itoa(r.Players), string(r.Options), r.Started.UTC().Format(time.RFC3339),
				r.Finished.UTC().Format(time.RFC3339), strconv.FormatInt(r.Seconds, 10), strconv.FormatBool(r.Ended),
				strconv.Itoa(seat + 1), name, place, won, q, chips, playerText(name, seatWord, seat)})
		}
	}
	w.Flush()
	attachment(c, "tablemate-history.csv")
	return c.Blob(http.StatusOK, "text/csv; charset=utf-8", buf.Bytes())
}

// playerText names a seat for people: "민지 (player 1)", or "player 1" unnamed.
func playerText(name, seatWord string, seat int) string {
	if name == "" {
		return seatWord + strconv.Itoa(seat+1)
	}
	return name + " (" + seatWord + strconv.Itoa(seat+1) + ")"
}

// historyImport puts an export back (after a reinstall, or on another Pi).
func (s *Server) historyImport(c echo.Context) error {
	var x HistoryExport
	if err := json.NewDecoder(c.Request().Body).Decode(&x); err != nil {
		return companion.BadJSON(err)
	}
	if x.Format != historyFormat {
		return companion.Bad("this is not a Tablemate history export")
	}
	if err := s.svc.ImportHistory(c.Request().Context(), x.Records); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]int{"imported": len(x.Records)})
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
