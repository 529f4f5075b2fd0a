package web

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/tablemate/tablemate/companion"
)

// explainRoutes: a seat's "why?". Costly, so counted like a command.
func (s *Server) explainRoutes(e *echo.Echo, limit echo.MiddlewareFunc) {
	e.GET("/api/seat/:token/explain", s.seatExplain, limit)
}

// seatExplain answers a seat's "why?" about one claim on its target, from
// its own knowledge only and under the table's hint level:
// GET /api/seat/:token/explain?claim=3/r5&is=1 (is=0: the claim that it is
// not). The sentence is in the phone's language.
func (s *Server) seatExplain(c echo.Context) error {
	t, a, err := s.seat(c)
	if err != nil {
		return err
	}
	claim, is := c.QueryParam("claim"), c.QueryParam("is")
	if claim == "" || (is != "1" && is != "0") {
		return companion.Bad("malformed request: %v", "claim and is=1|0 are needed")
	}
	ex, err := t.Explain(c.Request().Context(), a, companion.ExplainRequest{Claim: claim, Is: is == "1", Lang: lang(c)})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, ex)
}
