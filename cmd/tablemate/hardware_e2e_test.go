package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// lockedBuffer collects a running server's output.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// ptyScanner is a barcode scanner on a pseudo-terminal, reached through a
// symlink as a udev rule would name it. Unplugging closes the master;
// replugging makes a new pty and re-points the symlink.
type ptyScanner struct {
	t             *testing.T
	link          string
	master, slave *os.File
}

func (s *ptyScanner) plug() {
	s.t.Helper()
	m, sl, err := pty.Open()
	require.NoError(s.t, err)
	s.master, s.slave = m, sl
	tmp := s.link + ".new"
	_ = os.Remove(tmp)
	require.NoError(s.t, os.Symlink(sl.Name(), tmp))
	require.NoError(s.t, os.Rename(tmp, s.link)) // atomic, as udev does
}

func (s *ptyScanner) unplug() {
	s.master.Close()
	s.slave.Close()
}

func (s *ptyScanner) send(tag string) {
	s.t.Helper()
	_, err := io.WriteString(s.master, tag+"\r\n")
	require.NoError(s.t, err)
}

// phone is the tests' client that keeps cookies: a seat belongs to the
// device that first opened it.
var phone = func() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar}
}()

// hwClient talks to the served host API.
type hwClient struct {
	t         *testing.T
	base, key string
}

func (c *hwClient) call(method, path string, body any) (int, []byte) {
	c.t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		require.NoError(c.t, err)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.base+path, rd)
	require.NoError(c.t, err)
	req.Header.Set("X-Host-Key", c.key)
	resp, err := phone.Do(req) // keeps its seat cookies, as a phone does
	require.NoError(c.t, err)
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	return resp.StatusCode, out
}

func (c *hwClient) json(method, path string, body any, v any) {
	c.t.Helper()
	code, out := c.call(method, path, body)
	require.Less(c.t, code, 300, "%s %s -> %d %s", method, path, code, out)
	if v != nil {
		require.NoError(c.t, json.Unmarshal(out, v))
	}
}

type e2eStatus struct {
	Devices []struct {
		Name       string `json:"name"`
		State      string `json:"state"`
		Reconnects int    `json:"reconnects"`
		LastError  string `json:"last_error"`
	} `json:"devices"`
	Results []struct {
		Seq     int64  `json:"seq"`
		Tag     string `json:"tag"`
		Outcome string `json:"outcome"`
		Message string `json:"message"`
	} `json:"results"`
}

func (c *hwClient) status() e2eStatus {
	var st e2eStatus
	c.json("GET", "/api/host/hardware", nil, &st)
	return st
}

// waitFor polls until ok or fails after a few seconds.
func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	waitfor.Until(t, 8*time.Second, what, ok)
}

// TestHardwareEndToEnd serves with a `line` scanner on a pty and deals and
// plays a 2-player Tagiron game in which tiles and question cards arrive
// only by scans, unplugging and replugging the scanner mid-deal.
func TestHardwareEndToEnd(t *testing.T) {
	dir := t.TempDir()
	sc := &ptyScanner{t: t, link: filepath.Join(dir, "tablemate-scanner")}
	sc.plug()
	cfg := filepath.Join(dir, "tablemate.toml")
	require.NoError(t, os.WriteFile(cfg, []byte(fmt.Sprintf(`[retry]
min = "50ms"
max = "200ms"

[[device]]
name = "scanner"
kind = "line"
port = %q
terminator = "CRLF"
duplicate_window = "1ms"
removal = "1ms"

[[device]]
name = "missing"
kind = "rdm6300"
port = %q
`, sc.link, filepath.Join(dir, "no-such-device"))), 0o644))

	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr lockedBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--db", filepath.Join(dir, "t.db"), "--config", cfg}, nil, &stdout, &stderr)
	}()
	defer func() {
		cancel()
		select {
		case code := <-done:
			assert.Equal(t, 0, code, stderr.String())
		case <-time.After(10 * time.Second):
			t.Error("serve did not stop")
		}
	}()
	link := regexp.MustCompile(`Host console: (http://[^/\s]+)/host\?k=(\S+)`)
	var m []string
	waitFor(t, "the host link", func() bool { m = link.FindStringSubmatch(stdout.String()); return m != nil })
	c := &hwClient{t: t, base: m[1], key: m[2]}

	st := c.status()
	require.Len(t, st.Devices, 2)
	waitFor(t, "the scanner to connect", func() bool { return c.status().Devices[0].State == "connected" })
	assert.Equal(t, "absent", c.status().Devices[1].State, "a configured device that is missing does not stop the service")

	// Register the box: a tag per tile and card.
	var tagsFile struct {
		Format string           `json:"format"`
		Tags   []map[string]any `json:"tags"`
	}
	tagsFile.Format = "tablemate-tags/1"
	add := func(tag, set, comp string) {
		tagsFile.Tags = append(tagsFile.Tags, map[string]any{"tag": tag, "set": set, "component": comp})
	}
	rack0 := []string{"r0", "r3", "b6", "b7", "r9"}
	rack1 := []string{"r1", "r2", "b4", "g5", "b9"}
	for _, id := range append(append([]string{}, rack0...), "r1", "r2", "b4", "b9", "b1") {
		add("T-"+id, "tagiron-tiles", id)
	}
	add("T-g5-a", "tagiron-tiles", "g5")
	cards := []string{"count-red", "sum-all", "where-1-or-2", "same-color-neighbours", "count-pairs", "where-5", "sum-red", "count-blue"}
	for _, id := range cards {
		add("C-"+id, "tagiron-cards", id)
	}
	c.json("POST", "/api/host/hardware/tags/import", tagsFile, nil)

	var table struct {
		ID    string   `json:"id"`
		Joins []string `json:"joins"`
	}
	c.json("POST", "/api/host/tables", map[string]any{"game": "tagiron", "players": 2}, &table)
	c.json("POST", "/api/host/hardware/routes", map[string]any{"reader": "scanner", "table": table.ID}, nil)
	seatView := func(i int) map[string]any {
		var v map[string]any
		c.json("GET", "/api/seat/"+table.Joins[i][len(c.base)+len("/s/"):], nil, &v)
		return v
	}
	hostView := func() string {
		_, out := c.call("GET", "/api/host/tables/"+table.ID, nil)
		return string(out)
	}
	last := int64(0)
	scan := func(tag, want string) string {
		t.Helper()
		sc.send(tag)
		var msg string
		waitFor(t, "the read of "+tag, func() bool {
			for _, r := range c.status().Results {
				if r.Seq > last && r.Tag == tag {
					last, msg = r.Seq, r.Message
					assert.Equal(t, want, r.Outcome, "%s: %s", tag, r.Message)
					return true
				}
			}
			return false
		})
		return msg
	}
	refuse := func(tag, why string) {
		t.Helper()
		before := hostView()
		assert.Contains(t, scan(tag, "refused"), why)
		assert.Equal(t, before, hostView(), "a refused read changes nothing")
	}

	for _, id := range rack0 {
		scan("T-"+id, "accepted")
	}
	scan("T-r1", "accepted")
	scan("T-r2", "accepted")

	t.Run("unplug and replug mid-deal", func(t *testing.T) {
		sc.unplug()
		waitFor(t, "the unplug to be noticed", func() bool { return c.status().Devices[0].State != "connected" })
		assert.Equal(t, rack0, toStringSlice(seatView(0)["me"].(map[string]any)["tiles"]))
		sc.plug()
		waitFor(t, "the scanner to reconnect", func() bool {
			d := c.status().Devices[0]
			return d.State == "connected" && d.Reconnects >= 1
		})
	})
	defer sc.unplug()

	for _, tag := range []string{"T-b4", "T-g5-a", "T-b9"} {
		scan(tag, "accepted")
	}
	assert.Equal(t, rack1, toStringSlice(seatView(1)["me"].(map[string]any)["tiles"]))
	refuse("T-b1", "every rack is full")
	scan("UNREGISTERED", "unknown")
	for _, id := range cards[:6] {
		scan("C-"+id, "accepted")
	}
	refuse("C-sum-red", "no card is needed now")

	seatDo := func(i int, cmd map[string]any) {
		t.Helper()
		c.json("POST", "/api/seat/"+table.Joins[i][len(c.base)+len("/s/"):]+"/do", cmd, nil)
	}
	c.json("POST", "/api/host/tables/"+table.ID+"/do", map[string]any{"type": "start", "starter": 0}, nil)
	seatDo(0, map[string]any{"type": "ask", "card": "count-red"})
	assert.Equal(t, "card sum-red revealed into the row", scan("C-sum-red", "accepted"))
	seatDo(1, map[string]any{"type": "ask", "card": "sum-all"})
	scan("C-count-blue", "accepted")
	seatDo(0, map[string]any{"type": "declare", "tiles": rack1})
	seatDo(1, map[string]any{"type": "declare", "tiles": []string{"r0", "r3", "b6", "b7", "b9"}})
	o := seatView(0)["outcome"].(map[string]any)
	assert.Equal(t, true, o["over"])
	assert.Equal(t, []any{0.0}, o["winners"])
	log := seatView(1)["log"].([]any)
	assert.Len(t, log, 4, "two questions and two declarations")
}

func toStringSlice(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

func TestTagsCommand(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "t.db")
	in := filepath.Join(dir, "in.json")
	require.NoError(t, os.WriteFile(in, []byte(`{"format":"tablemate-tags/1","tags":[{"tag":"A1","set":"tagiron-tiles","component":"g5"},{"tag":"Q1","set":"code777-cards","component":"q1"}]}`), 0o644))
	tags := func(args ...string) (int, string, string) {
		var out, errOut bytes.Buffer
		code := run(context.Background(), append([]string{"tags"}, args...), nil, &out, &errOut)
		return code, out.String(), errOut.String()
	}
	code, out, errOut := tags("import", "--db", db, in)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "imported: 2 added, 0 unchanged, 0 removed\n", out)
	_, out, _ = tags("list", "--db", db)
	// Sets are listed game by game (by the games' names), pieces in each set's own order.
	assert.Equal(t, "Q1\tcode777-cards\tq1\nA1\ttagiron-tiles\tg5\n", out)
	exp := filepath.Join(dir, "out.json")
	code, _, errOut = tags("export", "--db", db, "--set", "code777-cards", exp)
	require.Equal(t, 0, code, errOut)
	b, err := os.ReadFile(exp)
	require.NoError(t, err)
	assert.JSONEq(t, `{"format":"tablemate-tags/1","tags":[{"tag":"Q1","set":"code777-cards","component":"q1"}]}`, string(b))
	require.NoError(t, os.WriteFile(in, []byte(`{"format":"tablemate-tags/1","tags":[{"tag":"A1","set":"tagiron-tiles","component":"r1"}]}`), 0o644))
	code, _, errOut = tags("import", "--db", db, in)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "tag A1 is already registered as tagiron-tiles g5")
	code, _, _ = tags("frobnicate", "--db", db)
	assert.Equal(t, 1, code)
}
