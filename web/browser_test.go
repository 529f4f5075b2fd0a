package web_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/cdproto/inspector"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// browser opens a fresh browser context (its own cookies and storage, as a
// new phone has) in the test binary's one headless Debian chromium, started
// by the first test that needs it and stopped by TestMain. In CI a missing
// browser fails; elsewhere the test is skipped with the install command.
//
// The test runs in parallel with the others from here on: a browser test
// owns its server and its browser context, and shares its seat cookies with
// its own HTTP client only (phones_test.go). So a test calls browser first,
// once.
func browser(t *testing.T) context.Context {
	t.Helper()
	if testing.Short() {
		t.Skip("a real browser is slow: make test runs it (go test without -short)")
	}
	t.Parallel()
	shared, err := theBrowser.start()
	if errors.Is(err, exec.ErrNotFound) {
		if os.Getenv("CI") != "" {
			t.Fatal("neither chromium-headless-shell nor chromium is installed (make deps installs them)")
		}
		t.Skip("neither chromium-headless-shell nor chromium is installed: apt-get install -y chromium-headless-shell")
	}
	require.NoError(t, err, "starting chromium")
	// The test's first tab, in a browser context of its own (closed with
	// its tabs when the test ends): the tabs a test opens from ctx are in
	// the same context, sharing its cookies (one person's phone, several
	// pages).
	ctx := newTab(t, shared, chromedp.WithNewBrowserContext())
	// A test's budget, sized for a busy 2-core machine.
	ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(cancel)
	t.Cleanup(personOf(t).share(ctx))
	return ctx
}

// newTab opens a tab from parent (in parent's browser context, or with
// chromedp.WithNewBrowserContext in a new one: another phone), closed when
// the test ends. chromedp turns on DevTools domains the tests never read
// (the console log, the network's events, the CSS and inspector agents):
// each sends events for every request, stream message and style sheet
// through the browser process. They are turned off again: `go test ./web/`
// alone takes about a seventh less CPU.
func newTab(t *testing.T, parent context.Context, opts ...chromedp.ContextOption) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(parent, opts...)
	t.Cleanup(cancel)
	require.NoError(t, chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		for _, off := range []cdp.Command[cdp.Empty, cdp.Empty]{log.Disable, network.Disable, css.Disable, inspector.Disable} {
			if _, err := cdp.Call(ctx, tg, off, cdp.Empty{}); err != nil {
				return err
			}
		}
		return nil
	})))
	return ctx
}

// onEveryPage has the tab ctx run js at the start of every page it opens
// from now on, before the page's own scripts (a probe the test reads).
func onEveryPage(t *testing.T, ctx context.Context, js string) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: js})
		return err
	})))
}

// sharedBrowser is the test binary's one chromium: starting a browser costs
// seconds, a browser context (a fresh profile) milliseconds.
type sharedBrowser struct {
	mu     sync.Mutex
	ctx    context.Context // the browser's first tab, which keeps it running
	cancel func()
}

var theBrowser sharedBrowser

// start starts chromium if it does not run yet (again, if it crashed).
func (b *sharedBrowser) start() (context.Context, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.ctx != nil && b.ctx.Err() == nil {
		return b.ctx, nil
	}
	path, err := browserPath()
	if err != nil {
		return nil, err
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.WindowSize(420, 900), // a phone
	)
	// Frames composited on each page's main thread, not a thread of their
	// own: the same pages and layout for a quarter less of the browser's CPU
	// over the suite. The headless shell answers no screenshot that way, so
	// a run that saves them (TABLEMATE_SHOTS, TABLEMATE_README_SHOTS) keeps
	// the compositor's thread.
	if os.Getenv("TABLEMATE_SHOTS") == "" && os.Getenv("TABLEMATE_README_SHOTS") == "" {
		opts = append(opts, chromedp.Flag("disable-threaded-compositing", true))
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelBrowser := chromedp.NewContext(actx)
	if err := chromedp.Do(ctx); err != nil {
		cancelBrowser()
		cancelAlloc()
		return nil, err
	}
	b.ctx, b.cancel = ctx, func() { cancelBrowser(); cancelAlloc() }
	return ctx, nil
}

// browserPath finds Debian's chromium-headless-shell: the same chromium
// build (Blink, V8, fonts) without the desktop browser around it, which in
// headless mode still runs its window and tab-strip machinery and costs the
// suite more than twice the CPU. The full chromium serves where the shell is
// not installed.
func browserPath() (string, error) {
	if path, err := exec.LookPath("chromium-headless-shell"); err == nil {
		return path, nil
	}
	return exec.LookPath("chromium")
}

// stop stops chromium, if it was started.
func (b *sharedBrowser) stop() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.cancel != nil {
		b.cancel()
		b.ctx, b.cancel = nil, nil
	}
}

// strangerBrowser is another device in the same browser process (its own
// cookies, as another phone has): it shares nothing with the test's client.
func strangerBrowser(t *testing.T, of context.Context) context.Context {
	t.Helper()
	require.NoError(t, chromedp.Do(of)) // the browser runs: a new context is made in it
	return newTab(t, of, chromedp.WithNewBrowserContext())
}

// TestBrowserSeatJoinsAndGetsLiveUpdates: a phone opens its QR link, enters
// its tiles on the page, sees its notepad, and shows the answer to say aloud
// as soon as another seat asks.
func TestBrowserSeatJoinsAndGetsLiveUpdates(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 11)
	tb := h.create("tagiron", 2)
	// The QR code encodes exactly this join link.
	join := h.srv.URL + "/s/" + tb.tokens[1]

	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(join),
		chromedp.WaitVisible(chromedp.CSS(`.palette`)),
	))
	// Pick five tiles on the phone and save them.
	for _, id := range []string{"b9", "r1", "r2", "b4", "b8"} {
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button[data-tile="`+id+`"]`))))
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.picker button.big`))))
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`.rack.big`))))
	assert.Equal(t, []any{"r1", "r2", "b4", "b8", "b9"}, tb.view(1)["me"].(map[string]any)["tiles"])

	tb.seat(0, map[string]any{"type": "tiles", "tiles": []string{"r0", "r3", "b6", "b7", "r9"}})
	for _, c := range sixCards {
		tb.host(map[string]any{"type": "reveal", "card": c})
	}
	tb.host(map[string]any{"type": "start", "starter": 0})

	// The notepad grid is there; a tap marks a cell through the server.
	require.NoError(t, chromedp.Do(ctx,
		chromedp.WaitVisible(chromedp.CSS(`.tg-cells`)),
		chromedp.Click(chromedp.CSS(`button[data-cell="1/r0"]`)),
		chromedp.WaitVisible(chromedp.CSS(`button.tg-cell.out[data-cell="1/r0"]`)),
	))
	assert.Equal(t, "out", tb.view(1)["me"].(map[string]any)["marks"].(map[string]any)["1/r0"])

	// Seat 0 asks from another phone: seat 1's page shows the answer live.
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`.say .sayans`))))
	say := textOf(t, ctx, `.say .sayans`)
	assert.Equal(t, "2", strings.TrimSpace(say))

	// The English switch.
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#lang`))))
	title := textOf(t, ctx, `#title`)
	assert.Contains(t, title, "Tagiron")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#lang`))))
	title = textOf(t, ctx, `#title`)
	assert.Contains(t, title, "타기론")
}

// waitShown waits until an element matching sel is in the live document and
// visible. Pages redraw from fresh views (a live update, hints arriving), so
// chromedp's WaitVisible, which keeps the node it first found, can wait on a
// node that was replaced; this looks the selector up again each time.
func waitShown(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	js := `(() => { const e = document.querySelector(` + strconv.Quote(sel) + `); return !!(e && e.offsetParent !== null); })()`
	if waitfor.Within(20*time.Second, func() bool {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js))
		return err == nil && ok
	}) {
		return
	}
	// Say what the page showed instead: that is what a failure needs.
	page, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`"seq " + document.body.dataset.seq + " " + (document.getElementById("conn") || {}).textContent + "\n" + document.body.innerText.slice(0, 2500)`))
	t.Fatalf("waiting for %s; the page showed:\n%s", sel, page)
}

// textOf reads an element's text from the live document (see waitShown).
func textOf(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	waitShown(t, ctx, sel)
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.querySelector(`+strconv.Quote(sel)+`) || {}).innerText || ""`))
	require.NoError(t, err)
	return s
}
