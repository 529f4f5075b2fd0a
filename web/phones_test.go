package web_test

import (
	"context"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"
)

// A seat belongs to the device that first opened it. Each test is one
// person: its HTTP client (phones) keeps cookies as a browser does, for every
// seat and every server of the test, so a restarted server knows it again.
// A test that drives a page in a browser and checks the same seat over the
// API is that person with two of their own devices: the browsers it opens
// with browser() share their seat cookies with its client, both ways. A test
// that needs a stranger's device opens it with strangerBrowser().
//
// Nothing is shared between tests (nor between -count runs): each has its
// own cookie jar and its own browser contexts, so tests that own their
// server may run in parallel.
type person struct {
	phones *http.Client
	mu     sync.Mutex
	// browsers are the test's browser tabs that share its seats.
	browsers map[context.Context]bool
	users    int // the tests and subtests using it now (peopleMu)
	// seeds are the random seeds of the person's servers running now (mu):
	// the test that runs them and how many. Two servers with one seed hand
	// out the same seat tokens, so the same cookie names, and the person's
	// one jar (cookies do not mind ports) would give one server the other's
	// seat cookies. A test may run two at once on purpose (the privacy tests'
	// twin worlds, whose seats see the same bytes); two parallel subtests
	// play different games and must not.
	seeds map[int64]servedBy
}

type servedBy struct {
	test    string
	servers int
}

// serve registers a server of the person's with its seed, failing the test
// if another test of the person's (a parallel subtest) serves with the same
// seed now. The returned func unregisters it.
func (p *person) serve(tb testing.TB, seed int64) func() {
	tb.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	by := p.seeds[seed]
	if by.servers > 0 && by.test != tb.Name() {
		tb.Fatalf("%s serves with seed %d while %s does: the two servers' seats would share tokens and cookies; give each subtest its own seed", tb.Name(), seed, by.test)
	}
	if p.seeds == nil {
		p.seeds = map[int64]servedBy{}
	}
	p.seeds[seed] = servedBy{test: tb.Name(), servers: by.servers + 1}
	return func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		if by := p.seeds[seed]; by.servers > 1 {
			p.seeds[seed] = servedBy{test: by.test, servers: by.servers - 1}
		} else {
			delete(p.seeds, seed)
		}
	}
}

// people are the tests running now, by the name of their top-level test (a
// test's subtests are the same person, even when they run in parallel).
var (
	peopleMu sync.Mutex
	people   = map[string]*person{}
)

// personOf returns the test's person, made on first use and forgotten when
// the last test or subtest that asked for it ends (not the first: a
// parallel subtest that ends early must not take its siblings' cookies).
func personOf(tb testing.TB) *person {
	tb.Helper()
	root, _, _ := strings.Cut(tb.Name(), "/")
	peopleMu.Lock()
	defer peopleMu.Unlock()
	p := people[root]
	if p == nil {
		jar, _ := cookiejar.New(nil)
		p = &person{phones: &http.Client{Jar: jar}, browsers: map[context.Context]bool{}}
		people[root] = p
	}
	p.users++
	tb.Cleanup(func() {
		peopleMu.Lock()
		defer peopleMu.Unlock()
		if p.users--; p.users == 0 && people[root] == p {
			delete(people, root)
		}
	})
	return p
}

// share makes the browser tab ctx one of the person's devices, with the
// seats the person's client opened before the browser started (every test
// server is on the loopback address: cookies do not mind ports). The
// returned func stops the sharing.
func (p *person) share(ctx context.Context) func() {
	p.mu.Lock()
	p.browsers[ctx] = true
	p.mu.Unlock()
	const loopback = "http://127.0.0.1/"
	u, _ := url.Parse(loopback)
	var cks []*network.CookieParam
	for _, ck := range p.phones.Jar.Cookies(u) {
		if strings.HasPrefix(ck.Name, "seat_") {
			cks = append(cks, &network.CookieParam{Name: ck.Name, Value: ck.Value, URL: loopback, Path: "/", HTTPOnly: true})
		}
	}
	if len(cks) > 0 {
		_, _ = chromedp.CallBrowser(ctx, storage.SetCookies, storage.SetCookiesParams{Cookies: cks, BrowserContextID: profileOf(ctx)})
	}
	return func() {
		p.mu.Lock()
		delete(p.browsers, ctx)
		p.mu.Unlock()
	}
}

func (p *person) sharedBrowsers() []context.Context {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []context.Context
	for c := range p.browsers {
		out = append(out, c)
	}
	return out
}

// profileOf is the browser context (the profile: cookies, storage) of the
// tab ctx. Tabs opened from a test's tab are in its profile; a stranger's
// phone (strangerBrowser) has a profile of its own, which is never shared.
func profileOf(ctx context.Context) cdp.BrowserContextID {
	if c := chromedp.FromContext(ctx); c != nil {
		return c.BrowserContextID
	}
	return ""
}

// started makes sure the browser behind ctx runs.
func started(ctx context.Context) bool {
	c := chromedp.FromContext(ctx)
	if c == nil {
		return false
	}
	return c.Browser != nil || chromedp.Do(ctx) == nil
}

// pushSeatCookies gives the person's browsers the seat cookies a response set.
func (p *person) pushSeatCookies(base string, resp *http.Response) {
	var cks []*network.CookieParam
	for _, ck := range resp.Cookies() {
		if strings.HasPrefix(ck.Name, "seat_") {
			cks = append(cks, &network.CookieParam{Name: ck.Name, Value: ck.Value, URL: base, Path: "/", HTTPOnly: true})
		}
	}
	if len(cks) == 0 {
		return
	}
	for _, ctx := range p.sharedBrowsers() {
		if !started(ctx) {
			continue
		}
		_, _ = chromedp.CallBrowser(ctx, storage.SetCookies, storage.SetCookiesParams{Cookies: cks, BrowserContextID: profileOf(ctx)})
	}
}

// pullSeatCookies takes the person's browsers' seat cookies into its client.
func (p *person) pullSeatCookies(base string) bool {
	u, err := url.Parse(base)
	if err != nil {
		return false
	}
	got := false
	for _, ctx := range p.sharedBrowsers() {
		if c := chromedp.FromContext(ctx); c == nil || c.Browser == nil {
			continue
		}
		res, err := chromedp.CallBrowser(ctx, storage.GetCookies, storage.GetCookiesParams{BrowserContextID: profileOf(ctx)})
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
			p.phones.Jar.SetCookies(u, hc)
			got = true
		}
	}
	return got
}
