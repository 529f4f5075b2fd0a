package web

import (
	"html/template"
	"io/fs"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

// shell is the one HTML page; static/app.js renders it from the JSON view.
// Its scripts are native ES modules, each linked by its versioned URL; the
// import map sends every import between them ("./kit.js") to the versioned
// URL too, so a module is one file in the cache and one instance in the
// page, and the kit's own modules are preloaded (no round trip per level of
// imports), as is the games' vocabulary (GET /api/games) the first view
// needs: fetched beside the scripts, not after them.
var shell = template.Must(template.New("shell").Funcs(template.FuncMap{"asset": func(name string) string { return staticAssets().url(name) }, "games": gamesURL,
	"importmap": func() template.HTML { return staticAssets().importMap() }, "modules": kitModules}).Parse(`<!doctype html>
<html lang="{{if .Lang}}{{.Lang}}{{else}}ko{{end}}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>Tablemate</title>
<link rel="stylesheet" href="{{asset "style.css"}}">
<link rel="preload" href="{{games}}" as="fetch" crossorigin>
{{range .Games}}<link rel="stylesheet" href="{{asset (printf "game-%s.css" .)}}">
{{end}}</head>
<body data-page="{{.Page}}" data-token="{{.Token}}" data-table="{{.Table}}" data-lang="{{.Lang}}" data-games="{{games}}">
<header class="bar"><strong id="title">Tablemate</strong><span id="conn" class="conn" role="status" aria-live="polite"></span>
<button id="lang" class="small" type="button" aria-label="English / 한국어">English</button></header>
<main id="app">{{if .Error}}<section class="error"><h1>{{.Error}}</h1><p><a href="/">{{if eq .Lang "en"}}Tablemate home{{else}}Tablemate 처음 화면{{end}}</a></p></section>{{else}}<noscript>자바스크립트가 필요합니다. JavaScript is needed.</noscript>{{end}}</main>
<div id="toast" class="toast" role="status" aria-live="assertive" hidden></div>
{{importmap}}
{{range modules}}<link rel="modulepreload" href="{{asset .}}">
{{end}}<script type="module" src="{{asset "kit.js"}}"></script>
{{range .Games}}<script type="module" src="{{asset (printf "game-%s.js" .)}}"></script>
{{end}}<script type="module" src="{{asset "names.js"}}"></script>
<script type="module" src="{{asset "teach.js"}}"></script>
{{if eq .Page "host"}}<script type="module" src="{{asset "host.js"}}"></script>{{end}}{{if eq .Page "display"}}<script type="module" src="{{asset "display.js"}}"></script>{{end}}
<script type="module" src="{{asset "app.js"}}"></script>
{{if eq .Page "host"}}<script type="module" src="{{asset "hw.js"}}"></script>{{end}}{{if eq .Page "seat"}}<script type="module" src="{{asset "camera.js"}}"></script>{{end}}
</body></html>`))

type shellData struct {
	Page, Token, Table string
	// Games are the games whose page script and styles the page loads:
	// a seat and a display their table's, the console every game.
	Games []string
	Error string // set: a page that only says what went wrong
	Lang  string // the language Error is in ("ko", "en")
}

// pageGames are the games with a page script in static/ (game-NAME.js,
// each registering its game with the page kit, TM.register in kit.js),
// beside its styles (game-NAME.css).
func pageGames() []string {
	names, _ := fs.Glob(assets, "static/game-*.js")
	for i, n := range names {
		names[i] = strings.TrimSuffix(strings.TrimPrefix(n, "static/game-"), ".js")
	}
	return names
}

// kitModules are the modules the page scripts reach only through imports
// (the kit's parts, the words): preloaded with the page.
func kitModules() []string {
	out := []string{"i18n.js"}
	names, _ := fs.Glob(assets, "static/kit/*.js")
	for _, n := range names {
		out = append(out, strings.TrimPrefix(n, "static/"))
	}
	return out
}

func render(c echo.Context, d shellData) error {
	if d.Error != "" {
		d.Games = nil
	}
	c.Response().Header().Set("Content-Type", "text/html; charset=utf-8")
	c.Response().Header().Set("Cache-Control", "no-store")
	c.Response().WriteHeader(http.StatusOK)
	return shell.Execute(c.Response(), d)
}

func (s *Server) page(kind string) echo.HandlerFunc {
	return func(c echo.Context) error {
		t, err := s.table(c)
		if err != nil {
			return err
		}
		return render(c, shellData{Page: kind, Table: c.Param("id"), Games: []string{t.Info.Settings.Game}})
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
	return render(c, shellData{Page: "host", Games: pageGames()})
}

func (s *Server) seatPage(c echo.Context) error {
	t, _, err := s.seat(c)
	if err != nil {
		return err
	}
	return render(c, shellData{Page: "seat", Token: c.Param("token"), Games: []string{t.Info.Settings.Game}})
}

// pageRoutes: the pages, each the one shell drawn by its scripts.
func (s *Server) pageRoutes(e *echo.Echo) {
	e.GET("/", s.index)
	e.GET("/host", s.hostPage)
	e.GET("/display/:id", s.page("display"))
	e.GET("/s/:token", s.seatPage)
}
