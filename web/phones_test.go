package web_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/network"
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

// pushSeatCookies gives the sharing browsers the seat cookies a response set.
func pushSeatCookies(base string, resp *http.Response) {
	for _, ck := range resp.Cookies() {
		if !strings.HasPrefix(ck.Name, "seat_") {
			continue
		}
		for _, ctx := range sharedBrowsers() {
			if c := chromedp.FromContext(ctx); c == nil || c.Target == nil {
				continue // no page yet
			}
			yes := true
			_, _ = chromedp.Call(ctx, network.SetCookie, network.SetCookieParams{Name: ck.Name, Value: ck.Value, URL: base, Path: "/", HTTPOnly: &yes})
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
		if c := chromedp.FromContext(ctx); c == nil || c.Target == nil {
			continue
		}
		res, err := chromedp.Call(ctx, network.GetCookies, network.GetCookiesParams{URLs: []string{base}})
		if err != nil {
			continue
		}
		var hc []*http.Cookie
		for _, ck := range res.Cookies {
			if strings.HasPrefix(ck.Name, "seat_") {
				hc = append(hc, &http.Cookie{Name: ck.Name, Value: ck.Value, Path: "/"})
			}
		}
		if len(hc) > 0 {
			phones.Jar.SetCookies(u, hc)
			got = true
		}
	}
	return got
}
