package web_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStaticAssetsCompressedAndCached: a page links its files by versioned
// URLs; such a file comes gzip-compressed, with a strong ETag, and may be
// kept for good; an unversioned or stale request must ask again and gets a
// 304 for what it has. A seat page loads its own game's script and styles
// only; the console every game's.
func TestStaticAssetsCompressedAndCached(t *testing.T) {
	h := newHarness(t, "", 5)
	tb := h.create("lexio", 3)
	get := func(path string, hdr map[string]string) (*http.Response, []byte) {
		req, err := http.NewRequest("GET", h.srv.URL+path, nil)
		require.NoError(t, err)
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultTransport.RoundTrip(req) // no transparent gunzip: the wire as sent
		require.NoError(t, err)
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		return resp, b
	}
	resp, page := get("/s/"+tb.tokens[0], nil)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	links := regexp.MustCompile(`(?:src|href)="(/static/[^"?]+)\?v=([^"]+)"`).FindAllStringSubmatch(string(page), -1)
	var names []string
	for _, l := range links {
		names = append(names, l[1])
	}
	assert.Contains(t, names, "/static/game-lexio.js")
	assert.Contains(t, names, "/static/game-lexio.css")
	assert.NotContains(t, names, "/static/game-tagiron.js")
	assert.NotContains(t, names, "/static/game-tagiron.css")

	versioned := links[0][1] + "?v=" + links[0][2]
	resp, body := get(versioned, map[string]string{"Accept-Encoding": "gzip, deflate, br"})
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Equal(t, "gzip", resp.Header.Get("Content-Encoding"))
	assert.Equal(t, "public, max-age=31536000, immutable", resp.Header.Get("Cache-Control"))
	etag := resp.Header.Get("ETag")
	assert.Regexp(t, `^"[A-Za-z0-9_-]+"$`, etag, "a strong validator")
	zr, err := gzip.NewReader(bytes.NewReader(body))
	require.NoError(t, err)
	plain, err := io.ReadAll(zr)
	require.NoError(t, err)
	want, err := os.ReadFile("static/" + links[0][1][len("/static/"):])
	require.NoError(t, err)
	if strings.HasSuffix(links[0][1], ".js") { // a script travels without its whole-line comments
		want = regexp.MustCompile(`(?m)^[ \t]*//.*\n`).ReplaceAll(want, nil)
	}
	assert.Equal(t, want, plain)
	assert.Less(t, len(body), len(want)/2)

	// A script travels without its whole-line comments, and nothing else changes.
	for _, l := range links {
		if l[1] == "/static/game-lexio.js" {
			resp, body := get(l[1]+"?v="+l[2], map[string]string{"Accept-Encoding": "identity"})
			require.Equal(t, http.StatusOK, resp.StatusCode)
			src, err := os.ReadFile("static/game-lexio.js")
			require.NoError(t, err)
			assert.NotContains(t, string(body), "\n  // ")
			assert.Equal(t, regexp.MustCompile(`(?m)^[ \t]*//.*\n`).ReplaceAllString(string(src), ""), string(body))
		}
	}
	resp, plainBody := get(links[0][1], map[string]string{"Accept-Encoding": "identity"})
	assert.Empty(t, resp.Header.Get("Content-Encoding"))
	assert.Equal(t, "no-cache", resp.Header.Get("Cache-Control"), "an unversioned URL asks again")
	assert.Equal(t, want, plainBody)
	resp, _ = get(links[0][1]+"?v=old", map[string]string{"If-None-Match": etag})
	assert.Equal(t, http.StatusNotModified, resp.StatusCode)
	resp, _ = get("/static/nothing.js", nil)
	assert.Equal(t, http.StatusNotFound, resp.StatusCode)

	_, host := get("/host", nil)
	for _, g := range []string{"tagiron", "code777", "clues13", "lexio"} {
		assert.Contains(t, string(host), "/static/game-"+g+".js?v=")
	}
}
