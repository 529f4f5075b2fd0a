package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	_ "github.com/tablemate/tablemate/companion/tagiron"
)

// piBuild is one Raspberry Pi release target and the emulator that runs it.
type piBuild struct {
	name, qemu string
}

var piBuilds = []piBuild{
	{name: "linux-arm64", qemu: "qemu-aarch64-static"},
	{name: "linux-armv6", qemu: "qemu-arm-static"},
}

// TestPiSmoke runs each Raspberry Pi release build under qemu: version,
// /healthz, a short 2-player Tagiron game over HTTP, a clean SIGTERM, and
// the database reopened with the game in it.
func TestPiSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-builds and qemu are slow: make test runs them")
	}
	t.Parallel() // it waits on cross-builds and an emulator, not on other tests
	emulators := map[string]string{}
	names := []string{}
	for _, b := range piBuilds {
		p, err := exec.LookPath(b.qemu)
		if err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s is missing in CI: `make deps` installs qemu-user-static", b.qemu)
			}
			t.Skipf("%s is not installed (apt-get install qemu-user-static, or `make deps`): the Pi smoke test needs it", b.qemu)
		}
		emulators[b.name] = p
		names = append(names, b.name)
	}
	bins := releaseBinaries(t, names...)
	for _, b := range piBuilds {
		t.Run(b.name, func(t *testing.T) {
			t.Parallel()
			smokeOne(t, emulators[b.name], bins[b.name])
		})
	}
}

// piServer is the emulated server process.
type piServer struct {
	cmd    *exec.Cmd
	base   string
	key    string
	stderr *bytes.Buffer
	exited chan error
}

func startPiServer(t *testing.T, qemu, bin, db string) *piServer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())

	s := &piServer{cmd: exec.Command(qemu, bin, "serve", "--addr", addr, "--db", db), base: "http://" + addr,
		stderr: new(bytes.Buffer), exited: make(chan error, 1)}
	s.cmd.Stderr = s.stderr
	stdout, err := s.cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, s.cmd.Start())
	t.Cleanup(func() {
		if s.cmd.ProcessState == nil {
			s.cmd.Process.Kill()
			<-s.exited
		}
	})
	keys := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if _, k, ok := strings.Cut(sc.Text(), "/host?k="); ok {
				keys <- strings.TrimSpace(k)
			}
		}
		io.Copy(io.Discard, stdout)
		s.exited <- s.cmd.Wait()
	}()
	select {
	case s.key = <-keys:
	case err := <-s.exited:
		t.Fatalf("the server exited before printing its host link: %v\n%s", err, s.stderr)
	case <-time.After(90 * time.Second):
		t.Fatalf("no \"Host console: ...host?k=KEY\" line within 90 s\n%s", s.stderr)
	}
	return s
}

// call sends a JSON request and decodes the JSON answer.
func (s *piServer) call(t *testing.T, method, path string, body any, host bool) (int, map[string]any) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		require.NoError(t, err)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, s.base+path, rd)
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Lang", "en")
	if host {
		req.Header.Set("X-Host-Key", s.key)
	}
	client := http.Client{Timeout: 30 * time.Second, Jar: phone.Jar} // keeps seat cookies, as a phone does
	resp, err := client.Do(req)
	require.NoError(t, err, "%s %s", method, path)
	defer resp.Body.Close()
	var out map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out), "%s %s", method, path)
	return resp.StatusCode, out
}

func (s *piServer) must(t *testing.T, path string, body any, host bool) map[string]any {
	t.Helper()
	code, out := s.call(t, http.MethodPost, path, body, host)
	require.Equal(t, http.StatusOK, code, "%s %v -> %v", path, body, out)
	return out
}

func smokeOne(t *testing.T, qemu, bin string) {
	out, err := exec.Command(qemu, bin, "version").Output()
	require.NoError(t, err)
	assert.Equal(t, "tablemate "+releaseVersion+"\n", string(out))

	db := filepath.Join(t.TempDir(), "tablemate.db")
	s := startPiServer(t, qemu, bin, db)
	var health map[string]any
	require.Eventually(t, func() bool {
		resp, err := http.Get(s.base + "/healthz")
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		return resp.StatusCode == http.StatusOK && json.NewDecoder(resp.Body).Decode(&health) == nil
	}, 60*time.Second, 100*time.Millisecond, "GET /healthz")
	assert.Equal(t, "ok", health["status"])
	assert.EqualValues(t, 0, health["tables"])

	code, sum := s.call(t, http.MethodPost, "/api/host/tables", map[string]any{"game": "tagiron", "players": 2, "hints": "full"}, true)
	require.Equal(t, http.StatusCreated, code, "%v", sum)
	tableID := sum["id"].(string)
	var seats []string
	for _, j := range sum["joins"].([]any) {
		u := j.(string)
		seats = append(seats, "/api/seat/"+u[strings.LastIndex(u, "/")+1:]+"/do")
	}
	require.Len(t, seats, 2)
	hostDo := "/api/host/tables/" + tableID + "/do"

	s.must(t, seats[0], map[string]any{"type": "tiles", "tiles": []string{"r0", "r3", "b6", "b7", "r9"}}, false)
	s.must(t, seats[1], map[string]any{"type": "tiles", "tiles": []string{"r1", "r2", "b4", "b8", "b9"}}, false)
	for _, c := range []string{"count-red", "sum-all", "where-1-or-2", "same-color-neighbours", "count-pairs", "where-5"} {
		s.must(t, hostDo, map[string]any{"type": "reveal", "card": c}, true)
	}
	s.must(t, hostDo, map[string]any{"type": "start", "starter": 0}, true)
	s.must(t, seats[0], map[string]any{"type": "ask", "card": "count-red"}, false)
	s.must(t, hostDo, map[string]any{"type": "reveal", "card": "sum-red"}, true)
	// Seat 1 is not the starter: a correct declaration wins at once.
	res := s.must(t, seats[1], map[string]any{"type": "declare", "tiles": []string{"r0", "r3", "b6", "b7", "r9"}}, false)
	outcome, _ := res["view"].(map[string]any)["outcome"].(map[string]any)
	require.NotNil(t, outcome, "%v", res)
	assert.Equal(t, true, outcome["over"])
	assert.Equal(t, []any{float64(1)}, outcome["winners"])
	lastSeq := res["seq"]

	require.NoError(t, s.cmd.Process.Signal(syscall.SIGTERM))
	select {
	case err := <-s.exited:
		require.NoError(t, err, "a SIGTERM is a clean exit (status 0)\n%s", s.stderr)
	case <-time.After(60 * time.Second):
		t.Fatalf("the server did not stop within 60 s of SIGTERM\n%s", s.stderr)
	}
	assert.Equal(t, 0, s.cmd.ProcessState.ExitCode())

	// The file the emulated Pi wrote opens here, clean, with the game in it.
	ctx := context.Background()
	store, err := sqlite.Open(ctx, db)
	require.NoError(t, err)
	defer store.Close()
	assert.False(t, store.Unclean, "the SIGTERM shutdown marked the database closed")
	require.NoError(t, store.Check(ctx))
	svc, err := service.Open(ctx, store, service.Options{})
	require.NoError(t, err)
	tab, err := svc.Table(tableID)
	require.NoError(t, err)
	assert.EqualValues(t, lastSeq, tab.Seq(), "every acknowledged event is in the file")
	b, err := json.Marshal(tab.View(companion.Host))
	require.NoError(t, err)
	var replayed struct {
		Outcome struct {
			Over    bool  `json:"over"`
			Winners []int `json:"winners"`
		} `json:"outcome"`
	}
	require.NoError(t, json.Unmarshal(b, &replayed))
	assert.True(t, replayed.Outcome.Over, "the replayed game is over")
	assert.Equal(t, []int{1}, replayed.Outcome.Winners)
}
