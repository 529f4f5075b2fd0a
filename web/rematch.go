package web

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/skip2/go-qrcode"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/table"
	ko "github.com/tablemate/tablemate/solver/korean"
)

// Game night: undo that says what it undid, rematch and the display's join
// codes. (The history is history.go; the host key's hygiene hostkey.go.)

// rematchRoutes: a rematch from the console, and the display's join codes.
func (s *Server) rematchRoutes(e *echo.Echo, host, limit echo.MiddlewareFunc) {
	e.POST("/api/host/tables/:id/rematch", s.rematch, host, limit)
	e.GET("/api/display/:id/qr/:seat", s.displayQR)
}

// recountUndo words what the table's latest undo or redo did, in the
// reader's language: "undid: Minji's question “Sum of the red tiles?”".
func recountUndo(t *table.Table, l string) string {
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
		return companion.Detailed(companion.NotFound, "not found", "no open seat %q", c.Param("seat"))
	}
	png, err := qrcode.Encode(s.baseURL(c)+"/s/"+tokens[n], qrcode.Medium, 320)
	if err != nil {
		return err
	}
	c.Response().Header().Set("Cache-Control", "no-store")
	return c.Blob(http.StatusOK, "image/png", png)
}
