package web_test

import (
	"context"
	"os/exec"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// pageProbe is put into every page before its own scripts run: it times each
// live update from the stream event to the redrawn DOM (the page's handler
// parses the view and redraws synchronously) and counts the page's elements
// (the whole body: the app and the sections beside it, the devices panel,
// the tips, the rules bar) that the update kept, once what the update set off
// has settled (the fetches it started, the tips and hints, answered and
// drawn). The first live view's time is since the navigation started, to
// when the page has drawn it (app.js sets body's data-seq as it draws a
// view: the view may come before the words it is drawn with). (The browser
// does not count a live stream's bytes until it ends: the first view's size
// is taken here.)
const pageProbe = `(() => {
  const m = window.__tmProbe = { first: 0, viewBytes: 0, updates: [] };
  new MutationObserver(() => { if (!m.first) m.first = performance.now(); })
    .observe(document, { subtree: true, attributes: true, attributeFilter: ["data-seq"] });
  let inflight = 0, idle = [];
  const settled = () => { if (inflight === 0) { const w = idle; idle = []; w.forEach((f) => f()); } };
  const fetch0 = window.fetch;
  window.fetch = function (...args) {
    inflight++;
    return fetch0.apply(this, args).finally(() => { inflight--; setTimeout(settled, 0); });
  };
  // A reply's body is read after the fetch resolves: the page draws once it is in.
  for (const how of ["json", "text", "blob"]) {
    const read = Response.prototype[how];
    Response.prototype[how] = function () {
      inflight++;
      return read.call(this).finally(() => { inflight--; setTimeout(settled, 0); });
    };
  }
  const add = EventSource.prototype.addEventListener;
  EventSource.prototype.addEventListener = function (type, fn, opt) {
    if (type !== "view") return add.call(this, type, fn, opt);
    return add.call(this, type, function (e) {
      const before = Array.from(document.body.querySelectorAll("*"));
      const t0 = performance.now();
      fn.call(this, e);
      const t1 = performance.now();
      if (!m.viewBytes) m.viewBytes = new Blob([e.data]).size;
      const u = { ms: t1 - t0, kept: 0, before: before.length, settled: false };
      m.updates.push(u);
      setTimeout(() => { idle.push(() => requestAnimationFrame(() => {
        u.kept = before.filter((n) => n.isConnected).length; u.settled = true;
      })); settled(); }, 0);
    }, opt);
  };
})()`

// wire counts the bytes a tab received over the network (headers and
// bodies, as sent: compressed where the server compressed), per request.
type wire struct {
	mu       sync.Mutex
	got      map[network.RequestID]float64 // bytes so far
	done     map[network.RequestID]bool
	streamID map[network.RequestID]bool // live streams never finish
	cached   map[network.RequestID]bool // answered from the browser's cache: nothing on the wire
	url      map[network.RequestID]string
}

func listenWire(ctx context.Context) *wire {
	w := &wire{got: map[network.RequestID]float64{}, done: map[network.RequestID]bool{}, streamID: map[network.RequestID]bool{}, cached: map[network.RequestID]bool{}, url: map[network.RequestID]string{}}
	_ = chromedp.Listen(ctx, func(ev any) {
		w.mu.Lock()
		defer w.mu.Unlock()
		switch e := ev.(type) {
		case *network.EventRequestWillBeSent:
			if _, ok := w.got[e.RequestID]; !ok {
				w.got[e.RequestID] = 0
			}
			w.url[e.RequestID] = e.Request.URL
		case *network.EventResponseReceived:
			if e.Response.FromDiskCache {
				w.cached[e.RequestID] = true
			}
			if e.Type == network.ResourceTypeEventSource {
				w.streamID[e.RequestID] = true
			}
			w.got[e.RequestID] += e.Response.EncodedDataLength
		case *network.EventDataReceived:
			w.got[e.RequestID] += float64(e.EncodedDataLength)
		case *network.EventRequestServedFromCache:
			w.cached[e.RequestID] = true
		case *network.EventLoadingFinished:
			if e.EncodedDataLength > w.got[e.RequestID] {
				w.got[e.RequestID] = e.EncodedDataLength
			}
			w.done[e.RequestID] = true
		case *network.EventLoadingFailed:
			w.done[e.RequestID] = true
		}
	})
	return w
}

// reset forgets what was counted; settled says whether every request but
// the live streams has finished.
func (w *wire) reset() {
	w.mu.Lock()
	defer w.mu.Unlock()
	clear(w.got)
	clear(w.done)
	clear(w.cached)
	clear(w.url)
}

func (w *wire) settled() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	for id := range w.got {
		if !w.done[id] && !w.streamID[id] {
			return false
		}
	}
	return true
}

// open lists the requests not finished (the live streams left out).
func (w *wire) open() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []string
	for id := range w.got {
		if !w.done[id] && !w.streamID[id] {
			out = append(out, w.url[id])
		}
	}
	return out
}

func (w *wire) kb() float64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	var n float64
	for id, b := range w.got {
		if !w.cached[id] {
			n += b
		}
	}
	return n / 1000
}

type probeUpdate struct {
	MS     float64 `json:"ms"`
	Kept   int     `json:"kept"`
	Before int     `json:"before"`
	// Settled: the update's follow-ups are drawn and Kept is counted.
	Settled bool `json:"settled"`
}

type probe struct {
	First     float64       `json:"first"`
	ViewBytes float64       `json:"viewBytes"`
	Updates   []probeUpdate `json:"updates"`
}

func readProbe(b *testing.B, ctx context.Context) probe {
	b.Helper()
	p, err := chromedp.Run(ctx, chromedp.Evaluate[probe](`window.__tmProbe || {first: 0, updates: []}`))
	require.NoError(b, err)
	return p
}

// pageText is the start of what the page says (a refusal instead of the
// live view, say "this seat is in use on another phone").
func pageText(b *testing.B, ctx context.Context) string {
	txt, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body ? document.body.innerText.slice(0, 300) : ""`))
	return txt
}

// pageBench is one page as a phone on a weak network and a slow CPU meets it.
type pageBench struct {
	name string
	// open sets up the table and returns the page's path and the small
	// updates to measure (each sends one command; they repeat in turn).
	open func(h *harness) (path string, updates []func())
	// readers: served as a Pi with a card reader is (a virtual one), so the
	// console has its devices panel beside the game.
	readers bool
}

func renamer(tb *table, seat int) func() {
	n := 0
	return func() {
		n++
		name := "민지"
		if n%2 == 0 {
			name = "Jihun"
		}
		tb.seat(seat, map[string]any{"type": "name", "name": name})
	}
}

// midTagiron is a 2-player Tagiron after four questions, seat 1's view.
func midTagiron(h *harness) *table {
	tb := h.create("tagiron", 2)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	tb.seat(0, map[string]any{"type": "name", "name": "Jihun"})
	tb.seat(1, map[string]any{"type": "name", "name": "서연"})
	refill := []string{"count-blue", "sum-red", "count-odd", "sum-low3"}
	for i, c := range []string{"count-red", "sum-all", "count-pairs", "where-5"} {
		tb.seat(i%2, map[string]any{"type": "ask", "card": c})
		tb.host(map[string]any{"type": "reveal", "card": refill[i]})
	}
	for pos, tile := range map[int]string{1: "r0", 2: "b6", 5: "r9"} {
		tb.seat(1, map[string]any{"type": "mark", "pos": pos, "tile": tile, "state": "out"})
	}
	return tb
}

// midClues13 is a 3-player practice 13 Clues after the player's first two
// questions and the bots' turns, the player's view (its turn again).
func midClues13(h *harness) *table {
	tb := h.createWith(map[string]any{"game": "clues13", "players": 3, "hints": "possibilities",
		"practice": map[string]any{"seed": 3310, "seat": 0}})
	ct, err := h.svc.Table(tb.id)
	require.NoError(h.t, err)
	tb.seat(0, map[string]any{"type": "name", "name": "서연"})
	clues13Choose(h.t, tb)
	for asked := 0; asked < 2; {
		waitfor.Until(h.t, 30*time.Second, "the bots to wait for the player", ct.BotsWaiting)
		v := tb.view(0)
		turn, ok := v["turn"].(float64)
		switch {
		case !ok || turn != 0:
		case v["me"].(map[string]any)["can_take"] == true:
			tb.seat(0, map[string]any{"type": "take", "from": 1})
		default:
			tb.seat(0, map[string]any{"type": "ask", "answerer": 1 + asked, "ask": []string{"male", "indoor"}[asked]})
			asked++
		}
	}
	waitfor.Until(h.t, 30*time.Second, "the bots to wait for the player", ct.BotsWaiting)
	return tb
}

// undoRedo takes the last question back and asks it again, in turn: an
// answer leaves the log and comes back.
func undoRedo(tb *table) func() {
	n := 0
	return func() {
		n++
		cmd := "undo"
		if n%2 == 0 {
			cmd = "redo"
		}
		tb.host(map[string]any{"type": cmd})
	}
}

func freshTable(game string, players int) func(h *harness) (string, []func()) {
	return func(h *harness) (string, []func()) {
		tb := h.create(game, players)
		return "/s/" + tb.tokens[1], []func(){renamer(tb, 0)}
	}
}

var pageBenches = []pageBench{
	{"tagiron-seat", func(h *harness) (string, []func()) {
		tb := midTagiron(h)
		return "/s/" + tb.tokens[1], []func(){renamer(tb, 0), undoRedo(tb)}
	}, false},
	{"code777-seat", freshTable("code777", 3), false},
	{"clues13-seat", freshTable("clues13", 3), false},
	{"lexio-seat", freshTable("lexio", 3), false},
	{"clues13-mid", func(h *harness) (string, []func()) {
		tb := midClues13(h)
		return "/s/" + tb.tokens[0], []func(){renamer(tb, 0)}
	}, false},
	{"display", func(h *harness) (string, []func()) {
		tb := midTagiron(h)
		return "/display/" + tb.id, []func(){renamer(tb, 0), undoRedo(tb)}
	}, false},
	{"host", func(h *harness) (string, []func()) {
		tb := midTagiron(h)
		return "/host?k=" + h.svc.HostKey(), []func(){renamer(tb, 0), undoRedo(tb)}
	}, true},
}

// BenchmarkPages measures each page as a user feels it on a cheap phone
// (the CPU throttled 4× through the DevTools emulation API, 390×844): the
// bytes on the wire at the first load (cache empty) and at a reload, the
// time from the navigation to the first live view drawn, and for small
// updates (a rename; on Tagiron's pages also an answer taken back and logged
// again) the median time from the stream event to the redrawn DOM and the
// share of the page's elements the update kept. Run with -benchtime Nx:
// N updates per page.
func BenchmarkPages(b *testing.B) {
	path, err := exec.LookPath("chromium")
	if err != nil {
		b.Skip("chromium is not installed: apt-get install -y chromium")
	}
	for _, pb := range pageBenches {
		b.Run(pb.name, func(b *testing.B) {
			var h *harness
			if pb.readers {
				h = newHWHarness(b).harness
			} else {
				h = newHarness(b, "", 41)
			}
			target, updates := pb.open(h)
			opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path),
				chromedp.Flag("headless", true), chromedp.Flag("no-sandbox", true), chromedp.Flag("disable-gpu", true),
				chromedp.Flag("disable-background-networking", true), chromedp.WindowSize(390, 844))
			actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
			defer cancel()
			// The tab opens in a browser context of its own (an empty cache),
			// not the browser's default one: the person's seat cookies are
			// shared with the test's contexts only (phones_test.go), and the
			// Tagiron seat was claimed by the client that played it to mid-game.
			bctx, cancel2 := chromedp.NewContext(actx)
			defer cancel2()
			require.NoError(b, chromedp.Do(bctx))
			ctx, cancel3 := chromedp.NewContext(bctx, chromedp.WithNewBrowserContext())
			defer cancel3()
			ctx, cancel4 := context.WithTimeout(ctx, 5*time.Minute)
			defer cancel4()
			require.NoError(b, chromedp.Do(ctx))
			defer h.person.share(ctx)()
			w := listenWire(ctx)
			require.NoError(b, chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				if _, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{}); err != nil {
					return err
				}
				if _, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: pageProbe}); err != nil {
					return err
				}
				_, err := cdp.Call(ctx, tg, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4})
				return err
			})))

			load := func(reload bool) (kb, firstMS float64) {
				w.reset()
				if reload {
					require.NoError(b, chromedp.Do(ctx, chromedp.Reload()))
				} else {
					require.NoError(b, chromedp.Do(ctx, chromedp.Navigate(h.srv.URL+target)))
				}
				var p probe
				if !waitfor.Within(60*time.Second, func() bool {
					p = readProbe(b, ctx)
					return p.First > 0
				}) {
					b.Fatalf("no first live view (requests still open: %v); the page showed:\n%s", w.open(), pageText(b, ctx))
				}
				// The bytes are counted once every request has finished. The
				// console's devices panel polls every two seconds: a poll a
				// loaded server is slow to answer is let go after a while (and
				// named), rather than failing the run.
				if !waitfor.Within(20*time.Second, w.settled) {
					b.Logf("still open after the first view: %v", w.open())
				}
				return w.kb() + p.ViewBytes/1000, p.First
			}
			firstKB, firstMS := load(false)
			reloadKB, reloadMS := load(true)

			var ms, kept []float64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				had := len(readProbe(b, ctx).Updates)
				updates[i%len(updates)]()
				var p probe
				require.True(b, waitfor.Within(30*time.Second, func() bool {
					p = readProbe(b, ctx)
					return len(p.Updates) > had && p.Updates[had].Settled
				}), "the live update")
				u := p.Updates[had]
				ms = append(ms, u.MS)
				if u.Before > 0 {
					kept = append(kept, float64(u.Kept)/float64(u.Before))
				}
			}
			b.StopTimer()
			sort.Float64s(ms)
			sort.Float64s(kept)
			b.ReportMetric(firstKB, "first-KB")
			b.ReportMetric(reloadKB, "reload-KB")
			b.ReportMetric(firstMS, "first-view-ms")
			b.ReportMetric(reloadMS, "reload-view-ms")
			b.ReportMetric(ms[len(ms)/2], "update-ms")
			b.ReportMetric(100*kept[len(kept)/2], "kept-%")
			b.ReportMetric(100*kept[0], "min-kept-%")
		})
	}
}
