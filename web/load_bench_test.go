package web_test

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/hardware/waitfor"
	"github.com/tablemate/tablemate/web"
)

// watcher is one live client reading a stream as fast as it comes, counting
// the views it has received. It sends the seat cookies of the tests' browser
// (a seat's stream answers only the phone that claimed the seat) and fails
// the benchmark, instead of hanging it, when its stream is refused or stops.
type watcher struct {
	tb   testing.TB
	path string
	mu   sync.Mutex
	cond *sync.Cond
	got  int
	err  error // the stream was refused or ended
}

// watchPatience is how long wait waits for a view before failing the run.
const watchPatience = 30 * time.Second

func watch(b testing.TB, h *harness, path string) *watcher {
	b.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(h.srv.URL, "http://"))
	require.NoError(b, err)
	b.Cleanup(func() { conn.Close() })
	var cookie string
	if u, err := url.Parse(h.srv.URL + path); err == nil && h.phones.Jar != nil {
		var cks []string
		for _, ck := range h.phones.Jar.Cookies(u) {
			cks = append(cks, ck.Name+"="+ck.Value)
		}
		if len(cks) > 0 {
			cookie = "Cookie: " + strings.Join(cks, "; ") + "\r\n"
		}
	}
	_, err = fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: tablemate.test\r\n%s\r\n", path, cookie)
	require.NoError(b, err)
	w := &watcher{tb: b, path: path}
	w.cond = sync.NewCond(&w.mu)
	end := func(err error) {
		w.mu.Lock()
		if w.err == nil {
			w.err = err
		}
		w.cond.Broadcast()
		w.mu.Unlock()
	}
	// A waiter re-checks its deadline once a second.
	tick := time.NewTicker(time.Second)
	done := make(chan struct{})
	b.Cleanup(func() { tick.Stop(); close(done) })
	go func() {
		for {
			select {
			case <-tick.C:
				w.mu.Lock()
				w.cond.Broadcast()
				w.mu.Unlock()
			case <-done:
				return
			}
		}
	}()
	go func() {
		rd := bufio.NewReaderSize(conn, 1<<16)
		status, err := rd.ReadString('\n')
		if err != nil {
			end(fmt.Errorf("no answer: %v", err))
			return
		}
		if !strings.Contains(status, " 200 ") {
			end(fmt.Errorf("refused: %s", strings.TrimSpace(status)))
			return
		}
		for {
			line, err := rd.ReadSlice('\n')
			if err != nil && err != bufio.ErrBufferFull {
				end(fmt.Errorf("stream ended: %v", err))
				return
			}
			if strings.HasPrefix(string(line), "event: view") {
				w.mu.Lock()
				w.got++
				w.cond.Broadcast()
				w.mu.Unlock()
			}
		}
	}()
	return w
}

// wait waits until the watcher has received n views; it fails the run when
// the stream was refused or ended first, or no view came for watchPatience.
func (w *watcher) wait(n int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	deadline := time.Now().Add(watchPatience)
	for w.got < n && w.err == nil && time.Now().Before(deadline) {
		w.cond.Wait()
	}
	if w.got < n {
		w.tb.Fatalf("%s: %d of %d views (%v)", w.path, w.got, n, w.err)
	}
}

// longTagiron is a 2-player Tagiron table in play whose log holds about
// events entries (notepad marks, the bulk of a long evening), ending in a
// question that undo and redo toggle.
func longTagiron(b testing.TB, h *harness, events int) *table {
	b.Helper()
	tb := h.create("tagiron", 2)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	tab, err := h.svc.Table(tb.id)
	require.NoError(b, err)
	states := []string{"out", "certain", "possible", ""}
	for n := int(tab.Seq()); n < events-1; n++ {
		cmd := fmt.Sprintf(`{"type":"mark","pos":%d,"tile":"b%d","state":%q}`, 1+n%5, []int{0, 1, 2, 3, 4, 6, 7, 8, 9}[n%9], states[n%4])
		_, err := tab.Do(context.Background(), companion.Command{Actor: companion.Actor(n % 2), Type: "mark", Data: []byte(cmd)})
		require.NoError(b, err)
	}
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	return tb
}

// percentiles reports the p50 and p99 of the measured durations.
func percentiles(b *testing.B, ds []time.Duration) {
	if len(ds) == 0 {
		return
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	at := func(q float64) float64 { return float64(ds[int(q*float64(len(ds)-1))].Microseconds()) / 1000 }
	b.ReportMetric(at(0.50), "p50-ms")
	b.ReportMetric(at(0.99), "p99-ms")
}

// benchEventToSix measures one change reaching 6 live clients (the two
// phones and a display, each open twice... as a table of six would): from
// the host's undo or redo until every client holds the new view.
func benchEventToSix(b *testing.B, events int) {
	h := newHarness(b, "", 41)
	tb := longTagiron(b, h, events)
	var ws []*watcher
	for i := 0; i < 2; i++ {
		ws = append(ws, watch(b, h, "/api/seat/"+tb.tokens[0]+"/events"), watch(b, h, "/api/seat/"+tb.tokens[1]+"/events"),
			watch(b, h, "/api/display/"+tb.id+"/events"))
	}
	for _, w := range ws {
		w.wait(1)
	}
	// Warm up first (the database file's pages, the streams' buffers, the code
	// paths of undo and redo): the figures are the steady state of a table in
	// play, not the first commands after the server started.
	const warm = 20
	toggle := func(i int) time.Duration {
		cmd := "undo" // toggles the question: every view changes
		if i%2 == 1 {
			cmd = "redo"
		}
		start := time.Now()
		tb.host(map[string]any{"type": cmd})
		for _, w := range ws {
			w.wait(i + 2)
		}
		return time.Since(start)
	}
	for i := range warm {
		toggle(i)
	}
	ds := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ds = append(ds, toggle(warm+i))
	}
	b.StopTimer()
	percentiles(b, ds)
}

// BenchmarkEventToSixNew and BenchmarkEventToSix10k: event → 6 live
// clients on a new table and on one with 10,000 events (target: p99 under 5 ms).
func BenchmarkEventToSixNew(b *testing.B) { benchEventToSix(b, 20) }
func BenchmarkEventToSix10k(b *testing.B) { benchEventToSix(b, 10000) }

// benchWatchers measures a command's latency (a public change, so every
// watcher is sent a view) while n display streams watch the table and take
// every message. The watchers run in a child process, as phones and
// tablets are other machines: in this process their readers would queue
// ahead of the acting phone's reply in Go's scheduler and measure the
// benchmark, not the server.
func benchWatchers(b *testing.B, n int) {
	h := newHarnessLimits(b, web.Limits{DisplayStreams: n + 1, Streams: n + 64, CommandRate: 1e6, CommandBurst: 1 << 20})
	tb := h.create("tagiron", 2)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	if n > 0 {
		child := exec.Command(os.Args[0], "-test.run=^TestWatcherProcess$")
		child.Env = append(os.Environ(), "TABLEMATE_WATCH="+h.srv.URL+"/api/display/"+tb.id+"/events", "TABLEMATE_WATCHERS="+strconv.Itoa(n))
		out, err := child.StdoutPipe()
		require.NoError(b, err)
		require.NoError(b, child.Start())
		b.Cleanup(func() { child.Process.Kill(); child.Wait() })
		line, err := bufio.NewReader(out).ReadString('\n')
		require.NoError(b, err)
		require.Contains(b, line, "ready")
	}
	// One display watcher here says when a change's fan-out has gone out.
	fanout := watch(b, h, "/api/display/"+tb.id+"/events")
	fanout.wait(1)
	ds := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	cpu := cpuNow()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		if i%2 == 0 {
			tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
		} else {
			tb.host(map[string]any{"type": "undo"})
		}
		ds = append(ds, time.Since(start))
		b.StopTimer()
		fanout.wait(i + 2) // the fan-out to the watchers finishes
		b.StartTimer()
	}
	b.StopTimer()
	// The server's CPU time per command, its fan-out included (the
	// watchers' own is their process's): steadier than latency on a busy machine.
	b.ReportMetric(float64((cpuNow()-cpu).Nanoseconds())/float64(b.N), "server-cpu-ns/op")
	percentiles(b, ds)
}

// TestWatcherProcess is the watchers' process of benchWatchers: it opens
// the streams it is told to, says "ready" once each has its first view, and
// reads everything until it is killed. Run on its own it does nothing.
func TestWatcherProcess(t *testing.T) {
	url, n := os.Getenv("TABLEMATE_WATCH"), os.Getenv("TABLEMATE_WATCHERS")
	if url == "" {
		t.Skip("the watchers' process of BenchmarkCommandWatchers500")
	}
	count, _ := strconv.Atoi(n)
	h := &harness{t: t, srv: &httptest.Server{URL: url[:strings.Index(url, "/api/")]}}
	var ws []*watcher
	for i := 0; i < count; i++ {
		ws = append(ws, watch(t, h, url[strings.Index(url, "/api/"):]))
	}
	for _, w := range ws {
		w.wait(1)
	}
	fmt.Println("ready")
	select {}
}

// BenchmarkCommandWatchers0 and BenchmarkCommandWatchers500: command
// latency with no display watching and with 500 (target: within 2×).
func BenchmarkCommandWatchers0(b *testing.B)   { benchWatchers(b, 0) }
func BenchmarkCommandWatchers500(b *testing.B) { benchWatchers(b, 500) }

// cpuNow is this process's CPU time, user and system.
func cpuNow() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// rssMB reads this process's resident memory.
func rssMB() float64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.ParseFloat(f[1], 64)
			return kb / 1024
		}
	}
	return 0
}

// BenchmarkIdleStreams2000: 2,000 streams that never read, opened against
// the default limits on 20 tables, and the memory the server holds then and
// after they go.
func BenchmarkIdleStreams2000(b *testing.B) {
	for i := 0; i < b.N; i++ {
		h := newHarnessLimits(b, web.Limits{CommandRate: 1e6, CommandBurst: 1 << 20})
		var tables []*table
		for j := 0; j < 20; j++ {
			tables = append(tables, h.create("tagiron", 4))
		}
		runtime.GC()
		before := rssMB()
		var conns []net.Conn
		for j := 0; j < 2000; j++ {
			tb := tables[j%len(tables)]
			path := "/api/display/" + tb.id + "/events"
			if j%2 == 1 {
				path = "/api/seat/" + tb.tokens[j/2%4] + "/events"
			}
			conns = append(conns, rawStream(b, h, path))
		}
		waitfor.Within(30*time.Second, func() bool { return healthStreams(b, h) <= web.DefaultLimits.Streams })
		prev := -1 // the last accepted ones are served: the count holds still
		waitfor.Within(5*time.Second, func() bool { n := healthStreams(b, h); steady := n == prev; prev = n; return steady })
		runtime.GC()
		open := healthStreams(b, h)
		during := rssMB()
		for _, c := range conns {
			c.Close()
		}
		waitfor.Within(30*time.Second, func() bool { return healthStreams(b, h) == 0 })
		runtime.GC()
		after := rssMB()
		b.ReportMetric(float64(open), "streams-kept")
		b.ReportMetric(during-before, "MB-rss-with-streams")
		b.ReportMetric(after-before, "MB-rss-after")
		h.close()
	}
}
