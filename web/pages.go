package web

import (
	"html/template"
	"io/fs"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

// shell is the one HTML page; static/app.js renders it from the JSON view.
var shell = template.Must(template.New("shell").Parse(`<!doctype html>
<html lang="{{if .Lang}}{{.Lang}}{{else}}ko{{end}}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>Tablemate</title>
<link rel="stylesheet" href="/static/style.css">
</head>
<body data-page="{{.Page}}" data-token="{{.Token}}" data-table="{{.Table}}" data-lang="{{.Lang}}">
<header class="bar"><strong id="title">Tablemate</strong><span id="conn" class="conn" role="status" aria-live="polite"></span>
<button id="lang" class="small" type="button" aria-label="English / 한국어">English</button></header>
<main id="app">{{if .Error}}<section class="error"><h1>{{.Error}}</h1><p><a href="/">{{if eq .Lang "en"}}Tablemate home{{else}}Tablemate 처음 화면{{end}}</a></p></section>{{else}}<noscript>자바스크립트가 필요합니다. JavaScript is needed.</noscript>{{end}}</main>
<div id="toast" class="toast" role="status" aria-live="assertive" hidden></div>
<script src="/static/i18n.js"></script>
<script src="/static/kit.js"></script>
{{range .Scripts}}<script src="/static/{{.}}"></script>
{{end}}<script src="/static/names.js"></script>
<script src="/static/teach.js"></script>
{{if eq .Page "host"}}<script src="/static/host.js"></script>{{end}}{{if eq .Page "display"}}<script src="/static/display.js"></script>{{end}}
<script src="/static/app.js"></script>
{{if eq .Page "host"}}<script src="/static/hw.js"></script>{{end}}
</body></html>`))

type shellData struct {
	Page, Token, Table string
	Scripts            []string
	Error              string // set: a page that only says what went wrong
	Lang               string // the language Error is in ("ko", "en")
}

// gameScripts are the per-game page scripts in static/ (game-<name>.js),
// each registering its game with the page kit (TM.register, static/kit.js).
func gameScripts() []string {
	names, _ := fs.Glob(assets, "static/game-*.js")
	for i, n := range names {
		names[i] = strings.TrimPrefix(n, "static/")
	}
	return names
}

func render(c echo.Context, d shellData) error {
	if d.Error == "" {
		d.Scripts = gameScripts()
	}
	c.Response().Header().Set("Content-Type", "text/html; charset=utf-8")
	c.Response().Header().Set("Cache-Control", "no-store")
	c.Response().WriteHeader(http.StatusOK)
	return shell.Execute(c.Response(), d)
}

func (s *Server) page(kind string) echo.HandlerFunc {
	return func(c echo.Context) error {
		if _, err := s.table(c); err != nil {
			return err
		}
		return render(c, shellData{Page: kind, Table: c.Param("id")})
	}
}

func (s *Server) index(c echo.Context) error { return render(c, shellData{Page: "index"}) }

// hostPage opens the console. The link printed at start-up carries the key
// once; it is moved into an HttpOnly cookie and the URL is cleaned. A
// wrong key sets nothing (an old link never signs a working console out)
// and is counted against the address.
func (s *Server) hostPage(c echo.Context) error {
	if k := c.QueryParam("k"); k != "" {
		if err := s.checkHostKey(c, k); err != nil {
			return err
		}
		hostCookies(c, k)
		return c.Redirect(http.StatusSeeOther, "/host")
	}
	return render(c, shellData{Page: "host"})
}

func (s *Server) seatPage(c echo.Context) error {
	if _, _, err := s.seat(c); err != nil {
		return err
	}
	return render(c, shellData{Page: "seat", Token: c.Param("token")})
}

// pageRoutes: the pages, each the one shell drawn by its scripts.
func (s *Server) pageRoutes(e *echo.Echo) {
	e.GET("/", s.index)
	e.GET("/host", s.hostPage)
	e.GET("/display/:id", s.page("display"))
	e.GET("/s/:token", s.seatPage)
}
