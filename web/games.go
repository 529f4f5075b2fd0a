package web

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"

	"github.com/labstack/echo/v4"
	"github.com/tablemate/tablemate/companion"
)

// gameRoutes: every game's facts, and a table's downloads.
func (s *Server) gameRoutes(e *echo.Echo) {
	e.GET("/api/games", s.games)
	e.GET("/api/display/:id/export/:name", s.export)
}

// games serves what the pages need to know of every game before a table
// exists (player counts, options, hint levels, exports): the host console
// and the page scripts read it instead of keeping lists of their own.
// They are the same for the whole run, so they are served as a static
// file is: compressed, and kept for good behind their versioned URL (the
// page finds it in its body's data-games).
func (s *Server) games(c echo.Context) error { return gamesAsset().serveFile(c) }

var gamesAsset = sync.OnceValue(func() *asset {
	out := []*companion.Game{}
	out = append(out, companion.Games()...)
	b, _ := json.Marshal(out)
	return newAsset(b, "application/json; charset=utf-8")
})

// gamesURL is the versioned address of GET /api/games.
func gamesURL() string { return "/api/games?v=" + gamesAsset().version }

// export serves one of a game's downloads (Lexio's ledger and chart), drawn
// from the public display view, so it can only ever show what the display shows.
func (s *Server) export(c echo.Context) error {
	t, err := s.table(c)
	if err != nil {
		return err
	}
	v := t.View(companion.Display)
	g, err := companion.GameFor(v.Game)
	if err != nil {
		return err
	}
	x, ok := g.Export(c.Param("name"))
	if !ok {
		return companion.Detailed(companion.NotFound, "not found", "table %s has no export %q", t.ID(), c.Param("name"))
	}
	b, err := x.Render(v, lang(c))
	if err != nil {
		return err
	}
	h := c.Response().Header()
	h.Set("Cache-Control", "no-store")
	if !strings.HasPrefix(x.MIME, "image/") {
		h.Set("Content-Disposition", `attachment; filename="`+v.Game+"-"+t.ID()+"-"+x.Name+`"`)
	}
	return c.Blob(http.StatusOK, x.MIME, b)
}
