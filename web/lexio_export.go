package web

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/lexio"
)

// Lexio's public exports: the ledger as CSV and JSON, and the chips chart as
// SVG. They are drawn from the display view, so they can only ever show what
// the public display shows.
func init() {
	RegisterGameRoutes(func(s *Server, e *echo.Echo) {
		e.GET("/api/display/:id/lexio/ledger.csv", s.lexioExport("text/csv; charset=utf-8", lexio.ExportCSV))
		e.GET("/api/display/:id/lexio/ledger.json", s.lexioExport("application/json", lexio.ExportJSON))
		e.GET("/api/display/:id/lexio/chart.svg", s.lexioExport("image/svg+xml", func(v lexio.View) ([]byte, error) {
			return lexio.ChartSVG(v.Chart, v.Players), nil
		}))
	})
}

func (s *Server) lexioExport(mime string, render func(lexio.View) ([]byte, error)) echo.HandlerFunc {
	return func(c echo.Context) error {
		t, err := s.table(c)
		if err != nil {
			return err
		}
		v, ok := t.View(companion.Display).(lexio.View)
		if !ok {
			return companion.Errorf(companion.NotFound, "not found", "table %s is not a Lexio table", t.ID())
		}
		b, err := render(v)
		if err != nil {
			return err
		}
		c.Response().Header().Set("Cache-Control", "no-store")
		if mime != "image/svg+xml" {
			c.Response().Header().Set("Content-Disposition", `attachment; filename="lexio-`+t.ID()+`-ledger.`+map[bool]string{true: "csv", false: "json"}[mime[:4] == "text"]+`"`)
		}
		return c.Blob(http.StatusOK, mime, b)
	}
}
