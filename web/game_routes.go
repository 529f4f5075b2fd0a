package web

import "github.com/labstack/echo/v4"

// gameRoutes are routes a game's own web file adds for endpoints the generic
// API does not cover (exports, charts). They are registered from init, so
// server.go needs no edit per game.
var gameRoutes []func(s *Server, e *echo.Echo)

// RegisterGameRoutes adds a function that registers a game's own routes on
// every Server built by New. Call it from an init function.
func RegisterGameRoutes(add func(s *Server, e *echo.Echo)) { gameRoutes = append(gameRoutes, add) }

func addGameRoutes(s *Server, e *echo.Echo) {
	for _, add := range gameRoutes {
		add(s, e)
	}
}
