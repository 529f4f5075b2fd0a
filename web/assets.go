package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"html/template"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync"

	"github.com/labstack/echo/v4"
)

// A phone on a weak café Wi-Fi fetches each static file once: the pages
// link every asset by a versioned URL (its content hash in the query), which
// may be kept for a year without asking again, and the files travel
// gzip-compressed. Both are worked out once, at start, from the embedded
// bytes.

// staticAssets is the table of static/, built on first use: at server
// start (New), so a command-line run that serves nothing never pays for it.
var staticAssets = sync.OnceValue(func() assetTable {
	files, _ := fs.Sub(assets, "static")
	return loadAssets(files)
})

// asset is one file of static/ as served.
type asset struct {
	body, gz []byte // gz: nil when compressing does not pay
	etag     string // strong: the content hash
	version  string // the hash in the versioned URL
	ctype    string
}

// assetTable is every file of static/ by name ("kit.js", "game-lexio.css").
type assetTable map[string]*asset

// loadAssets reads, hashes and compresses every embedded static file.
func loadAssets(files fs.FS) assetTable {
	table := assetTable{}
	_ = fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := fs.ReadFile(files, name)
		if err != nil {
			return err
		}
		ctype := mime.TypeByExtension(path.Ext(name))
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		if path.Ext(name) == ".js" {
			body = withoutCommentLines(body)
		}
		table[name] = newAsset(body, ctype)
		return nil
	})
	return table
}

// withoutCommentLines drops a script's whole-line comments ("// why …"):
// they are for the people reading the source and a fifth of what a phone
// would fetch. Nothing else changes (no page script holds a string or
// template literal across lines), so the line a browser reports in an error
// is still found by its text.
func withoutCommentLines(src []byte) []byte {
	var out bytes.Buffer
	for _, line := range bytes.SplitAfter(src, []byte("\n")) {
		if !bytes.HasPrefix(bytes.TrimSpace(line), []byte("//")) {
			out.Write(line)
		}
	}
	return out.Bytes()
}

// newAsset hashes and compresses one file's bytes.
func newAsset(body []byte, ctype string) *asset {
	sum := sha256.Sum256(body)
	version := base64.RawURLEncoding.EncodeToString(sum[:9])
	a := &asset{body: body, etag: `"` + version + `"`, version: version, ctype: ctype}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = zw.Write(body)
	_ = zw.Close()
	if buf.Len() < len(body) {
		a.gz = buf.Bytes()
	}
	return a
}

// url is the versioned address of a static file; a name not there keeps
// its plain address (the page then shows what is missing).
func (t assetTable) url(name string) string {
	if a, ok := t[name]; ok {
		return "/static/" + name + "?v=" + a.version
	}
	return "/static/" + name
}

// importMap is the page's import map: every module's plain address (what
// an import such as "./kit.js" resolves to) mapped to its versioned URL.
func (t assetTable) importMap() template.HTML {
	imports := map[string]string{}
	for name := range t {
		if strings.HasSuffix(name, ".js") {
			imports["/static/"+name] = t.url(name)
		}
	}
	b, _ := json.Marshal(map[string]any{"imports": imports})
	return template.HTML(`<script type="importmap">` + string(b) + `</script>`)
}

// serve answers GET /static/*. A request that carries the file's current
// version may keep it for good; any other (an old version, no version) is
// told to ask again each time, cheaply: the ETag turns a repeat into a 304.
func (t assetTable) serve(c echo.Context) error {
	a, ok := t[c.Param("*")]
	if !ok {
		return echo.ErrNotFound
	}
	return a.serveFile(c)
}

func (a *asset) serveFile(c echo.Context) error {
	h := c.Response().Header()
	h.Set("Content-Type", a.ctype)
	h.Set("ETag", a.etag)
	h.Set("Vary", "Accept-Encoding")
	if c.QueryParam("v") == a.version {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	if etagMatches(c.Request().Header.Get("If-None-Match"), a.etag) {
		return c.NoContent(http.StatusNotModified)
	}
	body := a.body
	if a.gz != nil && acceptsGzip(c.Request().Header.Get("Accept-Encoding")) {
		h.Set("Content-Encoding", "gzip")
		body = a.gz
	}
	return c.Blob(http.StatusOK, a.ctype, body)
}

func etagMatches(header, etag string) bool {
	for _, tag := range strings.Split(header, ",") {
		tag = strings.TrimSpace(tag)
		if tag == etag || tag == "*" || strings.TrimPrefix(tag, "W/") == etag {
			return true
		}
	}
	return false
}

// acceptsGzip reads Accept-Encoding as RFC 9110 says: gzip listed without q=0.
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(coding), "gzip") && strings.TrimSpace(coding) != "*" {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
