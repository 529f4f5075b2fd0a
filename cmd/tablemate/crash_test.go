package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// child is the server running in its own process.
type child struct {
	cmd  *exec.Cmd
	base string
	key  string
}

func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	return ln.Addr().String()
}

func startChild(t *testing.T, db, addr string) *child {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "TABLEMATE_CHILD=serve --addr "+addr+" --db "+db)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	cmd.Stderr = io.Discard
	require.NoError(t, cmd.Start())
	c := &child{cmd: cmd, base: "http://" + addr}
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if _, k, ok := strings.Cut(sc.Text(), "/host?k="); ok {
			c.key = strings.TrimSpace(k)
			break
		}
	}
	go io.Copy(io.Discard, out)
	require.NotEmpty(t, c.key, "the server prints its host link")
	waitfor.Until(t, 2*time.Second, "the server to come up", func() bool {
		resp, err := http.Get(c.base + "/healthz")
		if err == nil {
			resp.Body.Close()
		}
		return err == nil
	})
	return c
}

func (c *child) post(path string, body any, key bool) (int, map[string]any, error) {
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", c.base+path, bytes.NewReader(b))
	if key {
		req.Header.Set("X-Host-Key", c.key)
	}
	resp, err := phone.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	var out map[string]any
	err = json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out, err
}

// TestCrashSafety SIGKILLs the server at random moments while a client sends
// commands, 50 times. After every restart each acknowledged event is in the
// log, and the served state equals a fresh fold of the file.
func TestCrashSafety(t *testing.T) {
	if testing.Short() {
		t.Skip("crash loop skipped in -short mode")
	}
	db := filepath.Join(t.TempDir(), "crash.db")
	addr := freePort(t)
	c := startChild(t, db, addr)
	code, sum, err := c.post("/api/host/tables", map[string]any{"game": "tagiron", "players": 2}, true)
	require.NoError(t, err)
	require.Equal(t, http.StatusCreated, code)
	tableID := sum["id"].(string)
	var tokens []string
	for _, j := range sum["joins"].([]any) {
		s := j.(string)
		tokens = append(tokens, s[strings.LastIndex(s, "/")+1:])
	}
	seat := func(c *child, i int, cmd map[string]any) {
		code, out, err := c.post("/api/seat/"+tokens[i]+"/do", cmd, false)
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, code, "%v", out)
	}
	seat(c, 0, map[string]any{"type": "tiles", "tiles": []string{"r0", "r3", "b6", "b7", "r9"}})
	seat(c, 1, map[string]any{"type": "tiles", "tiles": []string{"r1", "r2", "b4", "b8", "b9"}})

	rng := rand.New(rand.NewSource(42))
	acked := map[int64]string{} // seq -> the note text it carried
	counter := 0
	for round := 0; round < 50; round++ {
		// A client sends notes as fast as it can; some get acknowledged before the kill.
		base := len(acked)
		var mu sync.Mutex
		stop := make(chan struct{})
		done := make(chan struct{})
		go func() {
			defer close(done)
			for {
				select {
				case <-stop:
					return
				default:
				}
				mu.Lock()
				counter++
				text := fmt.Sprintf("note %d", counter)
				mu.Unlock()
				// One seat: its reply's seq then numbers the whole log (a
				// seat's seq leaves out other seats' private events).
				code, out, err := c.post("/api/seat/"+tokens[0]+"/do", map[string]any{"type": "note", "text": text}, false)
				if err != nil || code != http.StatusOK {
					return // the server died mid-request: not acknowledged
				}
				mu.Lock()
				acked[int64(out["seq"].(float64))] = text
				mu.Unlock()
			}
		}()
		// The kill comes after a random number of acknowledged notes, while
		// the next is being written.
		k := 1 + rng.Intn(8)
		waitfor.Until(t, 10*time.Second, fmt.Sprintf("%d acknowledged notes", k), func() bool {
			mu.Lock()
			defer mu.Unlock()
			return len(acked) >= base+k
		})
		require.NoError(t, c.cmd.Process.Signal(syscall.SIGKILL))
		c.cmd.Wait()
		close(stop)
		<-done

		// The file alone: every acknowledged event is there, as acknowledged.
		store, err := sqlite.Open(context.Background(), db)
		require.NoError(t, err)
		events, err := store.Events(context.Background(), tableID)
		require.NoError(t, err)
		bySeq := map[int64]companion.Event{}
		for _, e := range events {
			bySeq[e.Seq] = e
		}
		for seq, text := range acked {
			e, ok := bySeq[seq]
			require.True(t, ok, "round %d: acknowledged event %d lost", round, seq)
			var d struct{ Text string }
			require.NoError(t, json.Unmarshal(e.Data, &d))
			require.Equal(t, text, d.Text)
		}
		// A fresh fold of the file, served in this process...
		svc, err := service.Open(context.Background(), store, service.Options{})
		require.NoError(t, err)
		tab, err := svc.Table(tableID)
		require.NoError(t, err)
		want, err := json.Marshal(tab.View(companion.Actor(0)))
		require.NoError(t, err)
		store.Close()

		// ...equals what the restarted server serves.
		c = startChild(t, db, addr)
		resp, err := phone.Get(c.base + "/api/seat/" + tokens[0])
		require.NoError(t, err)
		got, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		assert.JSONEq(t, string(want), string(got), "round %d", round)
	}
	assert.Greater(t, len(acked), 50, "the client got many acknowledgements across the crashes")
	require.NoError(t, c.cmd.Process.Signal(syscall.SIGTERM))
	require.NoError(t, c.cmd.Wait(), "a SIGTERM shuts down cleanly")
}
