package web_test

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
)

// BenchmarkCommandFanout6 measures one public change end to end: an HTTP
// command, its durable append (WAL, synchronous=FULL), the fold, and the new
// views reaching 6 live SSE clients (two phones and a display per seat pair).
func BenchmarkCommandFanout6(b *testing.B) {
	h := newHarness(b, "", 31)
	tb := h.create("tagiron", 2)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})

	urls := []string{}
	for i := 0; i < 3; i++ {
		urls = append(urls, "/api/seat/"+tb.tokens[0]+"/events", "/api/seat/"+tb.tokens[1]+"/events")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var mu sync.Mutex
	cond := sync.NewCond(&mu)
	got := make([]int, len(urls)) // views received per client
	for i, u := range urls {
		req, _ := http.NewRequestWithContext(ctx, "GET", h.srv.URL+u, nil)
		resp, err := h.phones.Do(req)
		require.NoError(b, err)
		go func(i int) {
			defer resp.Body.Close()
			sc := bufio.NewScanner(resp.Body)
			sc.Buffer(make([]byte, 1<<20), 1<<20)
			for sc.Scan() {
				if strings.HasPrefix(sc.Text(), "data: ") {
					mu.Lock()
					got[i]++
					cond.Broadcast()
					mu.Unlock()
				}
			}
		}(i)
	}
	waitAll := func(n int) {
		mu.Lock()
		for {
			done := true
			for _, g := range got {
				if g < n {
					done = false
				}
			}
			if done {
				break
			}
			cond.Wait()
		}
		mu.Unlock()
	}
	waitAll(1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cmd := "undo" // toggles the question: every view changes
		if i%2 == 1 {
			cmd = "redo"
		}
		tb.host(map[string]any{"type": cmd})
		waitAll(i + 2)
	}
}

// BenchmarkReplay10k measures start-up: opening the database and replaying a
// table of 10,000 events (a 3-player game and its players' notepads).
func BenchmarkReplay10k(b *testing.B) {
	path := filepath.Join(b.TempDir(), "replay.db")
	h := newHarness(b, path, 32)
	tb := h.create("tagiron", 3)
	setupTagiron(tb, [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}, 0)
	// Write the bulk straight through the service (HTTP adds nothing to replay).
	tab, err := h.svc.Table(tb.id)
	require.NoError(b, err)
	states := []string{"out", "certain", "possible", ""}
	for n := int(tab.Seq()); n < 10000; n++ {
		cmd := fmt.Sprintf(`{"type":"mark","pos":%d,"tile":"b9","state":%q}`, 1+n%5, states[n%4])
		_, err := tab.Do(context.Background(), companion.Command{Actor: companion.Actor(n % 3), Type: "mark", Data: []byte(cmd)})
		require.NoError(b, err)
	}
	require.Equal(b, int64(10000), tab.Seq())
	h.close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		store, err := sqlite.Open(context.Background(), path)
		require.NoError(b, err)
		svc, err := service.Open(context.Background(), store, service.Options{})
		require.NoError(b, err)
		require.Len(b, svc.Tables(), 1)
		store.Close()
	}
}
