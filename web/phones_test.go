package web_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// A seat belongs to the device that first opened it. A test that drives a
// page in a browser and checks the same seat over the API is one person with
// two of their own devices: the browsers a test opens with browser() share
// their seat cookies with the tests' HTTP client (phones), both ways. A test
// that needs a stranger's device opens it with strangerBrowser().
var sharing = struct {
	sync.Mutex
	ctxs map[context.Context]bool
}{ctxs: map[context.Context]bool{}}

func shareCookies(ctx context.Context) func() {
	sharing.Lock()
	sharing.ctxs[ctx] = true
	sharing.Unlock()
	// The seats the test's client opened before the browser started (every
	// test server is on the loopback address: cookies do not mind ports).
	const loopback = "http://127.0.0.1/"
	u, _ := url.Parse(loopback)
	var cks []*network.CookieParam
	for _, ck := range phones.Jar.Cookies(u) {
		if strings.HasPrefix(ck.Name, "seat_") {
			cks = append(cks, &network.CookieParam{Name: ck.Name, Value: ck.Value, URL: loopback, Path: "/", HTTPOnly: true})
		}
	}
	if len(cks) > 0 {
		for _, id := range contextsOf(ctx) {
			_, _ = chromedp.CallBrowser(ctx, storage.SetCookies, storage.SetCookiesParams{Cookies: cks, BrowserContextID: id})
		}
	}
	return func() {
		sharing.Lock()
		delete(sharing.ctxs, ctx)
		sharing.Unlock()
	}
}

func sharedBrowsers() []context.Context {
	sharing.Lock()
	defer sharing.Unlock()
	var out []context.Context
	for c := range sharing.ctxs {
		out = append(out, c)
	}
	return out
}

// contextsOf lists the browser contexts of the browser behind ctx (each
// tab a test opens may have its own), leaving out strangers'.
func contextsOf(ctx context.Context) []cdp.BrowserContextID {
	res, err := chromedp.CallBrowser(ctx, target.GetBrowserContexts, cdp.Empty{})
	if err != nil {
		return nil
	}
	out := []cdp.BrowserContextID{""} // the default one
	for _, id := range res.BrowserContextIDs {
		if id != res.DefaultBrowserContextID && !isStranger(id) {
			out = append(out, id)
		}
	}
	return out
}

// strangers are the browser contexts of strangerBrowser: other people's phones.
var strangers = struct {
	sync.Mutex
	ids map[cdp.BrowserContextID]bool
}{ids: map[cdp.BrowserContextID]bool{}}

func isStranger(id cdp.BrowserContextID) bool {
	strangers.Lock()
	defer strangers.Unlock()
	return strangers.ids[id]
}

func markStranger(ctx context.Context) {
	if c := chromedp.FromContext(ctx); c != nil && c.BrowserContextID != "" {
		strangers.Lock()
		strangers.ids[c.BrowserContextID] = true
		strangers.Unlock()
	}
}

// started makes sure the browser behind ctx runs.
func started(ctx context.Context) bool {
	c := chromedp.FromContext(ctx)
	if c == nil {
		return false
	}
	return c.Browser != nil || chromedp.Do(ctx) == nil
}

// pushSeatCookies gives the sharing browsers the seat cookies a response set.
func pushSeatCookies(base string, resp *http.Response) {
	var cks []*network.CookieParam
	for _, ck := range resp.Cookies() {
		if strings.HasPrefix(ck.Name, "seat_") {
			cks = append(cks, &network.CookieParam{Name: ck.Name, Value: ck.Value, URL: base, Path: "/", HTTPOnly: true})
		}
	}
	if len(cks) == 0 {
		return
	}
	for _, ctx := range sharedBrowsers() {
		if !started(ctx) {
			continue
		}
		for _, id := range contextsOf(ctx) {
			_, _ = chromedp.CallBrowser(ctx, storage.SetCookies, storage.SetCookiesParams{Cookies: cks, BrowserContextID: id})
		}
	}
}

// pullSeatCookies takes the sharing browsers' seat cookies into phones.
func pullSeatCookies(base string) bool {
	u, err := url.Parse(base)
	if err != nil {
		return false
	}
	got := false
	for _, ctx := range sharedBrowsers() {
		if c := chromedp.FromContext(ctx); c == nil || c.Browser == nil {
			continue
		}
		for _, id := range contextsOf(ctx) {
			res, err := chromedp.CallBrowser(ctx, storage.GetCookies, storage.GetCookiesParams{BrowserContextID: id})
			if err != nil {
				continue
			}
			var hc []*http.Cookie
			for _, ck := range res.Cookies {
				if strings.HasPrefix(ck.Name, "seat_") && (ck.Domain == u.Hostname() || ck.Domain == "."+u.Hostname()) {
					hc = append(hc, &http.Cookie{Name: ck.Name, Value: ck.Value, Path: "/"})
				}
			}
			if len(hc) > 0 {
				phones.Jar.SetCookies(u, hc)
				got = true
			}
		}
	}
	return got
}
