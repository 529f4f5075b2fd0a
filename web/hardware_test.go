package web_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/labels"
	"github.com/tablemate/tablemate/companion/tags"
	"github.com/tablemate/tablemate/hardware"
	"github.com/tablemate/tablemate/web"
)

// hwHarness is the harness's server with the hardware routes, a virtual
// reader "console" and a record of the buzzes.
type hwHarness struct {
	*harness
	bridge *tags.Bridge
	mu     sync.Mutex
	buzzes []string
	sounds []string // every feedback in order: "ok" or "no"
}

func newHWHarness(t testing.TB) *hwHarness {
	t.Helper()
	h := newHarness(t, "", 7)
	ctx := context.Background()
	cfg, err := hardware.ParseConfig([]byte("[[device]]\nname = \"console\"\nkind = \"virtual\"\nduplicate_window = \"1ms\"\nremoval = \"1ms\"\n"))
	require.NoError(t, err)
	hub := hardware.Open(cfg, hardware.Options{})
	reg, err := tags.OpenRegistry(ctx, h.store)
	require.NoError(t, err)
	hw := &hwHarness{harness: h}
	hw.bridge, err = tags.NewBridge(ctx, h.svc, reg, h.store, tags.BridgeOptions{Feedback: func(reader string, ok bool) {
		hw.mu.Lock()
		defer hw.mu.Unlock()
		if !ok {
			hw.buzzes = append(hw.buzzes, reader)
		}
		hw.sounds = append(hw.sounds, map[bool]string{true: "ok", false: "no"}[ok])
	}})
	require.NoError(t, err)
	w := web.NewHardware(hub, hw.bridge, h.svc, slog.New(slog.NewTextHandler(io.Discard, nil)))
	w.Labels = labels.NewBook(reg, h.store)
	runCtx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { w.Run(runCtx); close(done) }()
	// Serve the same service with the hardware routes instead of the plain server.
	h.web.Close()
	h.srv.Close()
	h.web = web.New(h.svc, web.Options{BaseURL: "http://tablemate.test", Extra: w.Routes, Limits: oneAddressForAll})
	h.srv = httptest.NewServer(h.web.Handler())
	t.Cleanup(func() { cancel(); <-done; hub.Close() })
	return hw
}

// soundsSince returns the feedback given after the first n.
func (hw *hwHarness) soundsSince(n int) []string {
	hw.mu.Lock()
	defer hw.mu.Unlock()
	return append([]string(nil), hw.sounds[n:]...)
}

func (hw *hwHarness) soundCount() int {
	hw.mu.Lock()
	defer hw.mu.Unlock()
	return len(hw.sounds)
}

func (hw *hwHarness) buzzCount() int {
	hw.mu.Lock()
	defer hw.mu.Unlock()
	return len(hw.buzzes)
}

// api calls a hardware route as the host and decodes the answer.
func (hw *hwHarness) api(method, path string, body any, want int) map[string]any {
	hw.t.Helper()
	code, out := hw.call(method, "/api/host/hardware"+path, body, hw.hostHdr())
	require.Equal(hw.t, want, code, "%s %s %v -> %s", method, path, body, out)
	var v map[string]any
	if len(out) > 0 && out[0] == '{' {
		require.NoError(hw.t, json.Unmarshal(out, &v))
	}
	return v
}

func (hw *hwHarness) scan(tag string) map[string]any {
	hw.t.Helper()
	code, out := hw.call("POST", "/api/host/hardware/scan", map[string]any{"reader": "console", "tag": tag}, hw.hostHdr())
	if code == http.StatusAccepted {
		// Pending: say where the read went (device counters, latest results).
		_, status := hw.call("GET", "/api/host/hardware", nil, hw.hostHdr())
		hw.t.Fatalf("scan %s still pending after ScanWait; hardware status: %s", tag, status)
	}
	require.Equal(hw.t, http.StatusOK, code, "scan %s -> %s", tag, out)
	var v map[string]any
	require.NoError(hw.t, json.Unmarshal(out, &v))
	return v
}

func (hw *hwHarness) wizard(action string) map[string]any {
	hw.t.Helper()
	return hw.api("POST", "/wizard", map[string]any{"action": action, "set": "tagiron-tiles"}, http.StatusOK)
}

func TestHardwareWizard(t *testing.T) {
	hw := newHWHarness(t)

	t.Run("host only", func(t *testing.T) {
		code, _ := hw.call("GET", "/api/host/hardware", nil, nil)
		assert.Equal(t, http.StatusForbidden, code)
	})
	t.Run("status", func(t *testing.T) {
		st := hw.api("GET", "", nil, http.StatusOK)
		devs := st["devices"].([]any)
		require.Len(t, devs, 1)
		assert.Equal(t, "virtual", devs[0].(map[string]any)["kind"])
		assert.Equal(t, []any{"console"}, st["virtual"])
		assert.Len(t, st["sets"], 6)
	})
	t.Run("register, skip and undo", func(t *testing.T) {
		w := hw.wizard("start")
		assert.Equal(t, "scan the red 0", w["prompt"])
		assert.EqualValues(t, 20, w["steps"])
		r := hw.scan("TAG-r0")
		assert.Equal(t, "registered", r["outcome"])
		assert.Contains(t, r["message"], "now scan the blue 0")
		assert.Equal(t, "scan the red 1", hw.wizard("skip")["prompt"])
		assert.Equal(t, "scan the blue 0", hw.wizard("undo")["prompt"], "undo takes back the skip")
		assert.Equal(t, "registered", hw.scan("TAG-b0")["outcome"])
		w = hw.wizard("undo")
		assert.Equal(t, "scan the blue 0", w["prompt"], "undo takes back the registration")
		code, body := hw.call("GET", "/api/host/hardware/tags?set=tagiron-tiles", nil, hw.hostHdr())
		require.Equal(t, http.StatusOK, code)
		assert.JSONEq(t, `[{"tag":"TAG-r0","set":"tagiron-tiles","component":"r0"}]`, string(body))

		buzzes := hw.buzzCount()
		r = hw.scan("TAG-r0")
		assert.Equal(t, "refused", r["outcome"], "a tag already registered")
		assert.Contains(t, r["message"], "already registered as tagiron-tiles r0")
		assert.Equal(t, buzzes+1, hw.buzzCount(), "the reader buzzes")
		assert.Equal(t, "scan the red 1", hw.wizard("skip")["prompt"])
	})
	t.Run("the whole set, g5 twice", func(t *testing.T) {
		hw.wizard("start") // restarts at the pieces without a tag
		var prompts []string
		for i := 0; ; i++ {
			w := hw.api("GET", "", nil, http.StatusOK)["wizard"].(map[string]any)
			cur, ok := w["current"].(map[string]any)
			if !ok {
				assert.EqualValues(t, 20, w["registered"])
				break
			}
			prompts = append(prompts, w["prompt"].(string))
			require.Equal(t, "registered", hw.scan("TAG-" + cur["component"].(string) + "-" + string(rune('a'+i)))["outcome"])
		}
		assert.Len(t, prompts, 19)
		assert.Contains(t, prompts, "scan the green 5 (copy 1 of 2)")
		assert.Contains(t, prompts, "scan the green 5 (copy 2 of 2)")
		assert.False(t, hw.wizard("stop")["active"].(bool))
	})
	t.Run("bad requests", func(t *testing.T) {
		hw.api("POST", "/wizard", map[string]any{"action": "start", "set": "chess"}, http.StatusBadRequest)
		hw.api("POST", "/wizard", map[string]any{"action": "skip"}, http.StatusConflict)
		hw.api("POST", "/wizard", map[string]any{"action": "dance"}, http.StatusBadRequest)
		hw.api("POST", "/scan", map[string]any{"reader": "nope", "tag": "x"}, http.StatusConflict)
		hw.api("POST", "/tags", map[string]any{"tag": "TAG-r0", "set": "tagiron-tiles", "component": "b3"}, http.StatusConflict)
	})
}

// registerTagiron imports a tag for every Tagiron tile ("T-<id>", g5 twice)
// and card ("C-<id>").
func registerTagiron(tb testing.TB, h *harness) {
	tb.Helper()
	f := tags.File{Format: tags.FileFormat}
	for _, c := range tags.Set("tagiron-tiles").Components() {
		for i := 1; i <= c.Copies; i++ {
			tag := "T-" + c.ID
			if c.Copies > 1 {
				tag += "-" + string(rune('0'+i))
			}
			f.Tags = append(f.Tags, tags.Entry{Tag: tag, Set: tags.Set("tagiron-tiles"), Component: c.ID})
		}
	}
	for _, c := range tags.Set("tagiron-cards").Components() {
		f.Tags = append(f.Tags, tags.Entry{Tag: "C-" + c.ID, Set: tags.Set("tagiron-cards"), Component: c.ID})
	}
	code, body := h.call("POST", "/api/host/hardware/tags/import", f, h.hostHdr())
	require.Equal(tb, http.StatusOK, code, string(body))
	assert.JSONEq(tb, `{"added":41,"unchanged":0,"removed":0}`, string(body))
}

func TestHardwarePlaysTagiron(t *testing.T) {
	hw := newHWHarness(t)
	registerTagiron(t, hw.harness)
	tb := hw.create("tagiron", 2)
	other := hw.create("tagiron", 3)
	hostView := func() string {
		code, body := hw.call("GET", "/api/host/tables/"+tb.id, nil, hw.hostHdr())
		require.Equal(t, http.StatusOK, code)
		return string(body)
	}
	refused := func(tag, want string) {
		t.Helper()
		before, buzzes := hostView(), hw.buzzCount()
		r := hw.scan(tag)
		assert.Equal(t, "refused", r["outcome"], tag)
		assert.Contains(t, r["message"], want)
		assert.Equal(t, before, hostView(), "a refused read changes nothing")
		assert.Equal(t, buzzes+1, hw.buzzCount(), "a refused read buzzes")
	}

	t.Run("two live tables: the reader needs a route", func(t *testing.T) {
		refused("T-r0", "feeds no table")
		hw.api("POST", "/routes", map[string]any{"reader": "console", "table": other.id, "seat": 5}, http.StatusBadRequest)
		hw.api("POST", "/routes", map[string]any{"reader": "console", "table": tb.id}, http.StatusOK)
	})
	rack0 := []string{"r0", "r3", "b6", "b7", "r9"}
	rack1 := []string{"r1", "r2", "b4", "g5", "b9"}
	t.Run("deal by scans", func(t *testing.T) {
		// The host picks seat 1 first, then lets scans fill the racks in order.
		hw.api("POST", "/routes", map[string]any{"reader": "console", "table": tb.id, "seat": 1}, http.StatusOK)
		r := hw.scan("T-g5-2")
		assert.Equal(t, "accepted", r["outcome"])
		assert.Equal(t, "tile dealt to Player 2 (1 of 5)", r["message"])
		assert.Empty(t, r["component"], "a tile is not named on the console")
		refused("T-g5-2", "this tile tag was already dealt (scanned twice?)")
		hw.api("POST", "/routes", map[string]any{"reader": "console", "table": tb.id}, http.StatusOK)
		for _, id := range rack0 {
			assert.Equal(t, "accepted", hw.scan("T-" + id)["outcome"])
		}
		for _, id := range []string{"r1", "r2", "b4", "b9"} {
			assert.Equal(t, "accepted", hw.scan("T-" + id)["outcome"])
		}
		assert.Equal(t, rack0, toStrings(tb.view(0)["me"].(map[string]any)["tiles"]))
		assert.Equal(t, rack1, toStrings(tb.view(1)["me"].(map[string]any)["tiles"]))
		refused("T-b1", "every rack is full")
	})
	t.Run("cards into the row, then play", func(t *testing.T) {
		for _, c := range sixCards {
			r := hw.scan("C-" + c)
			require.Equal(t, "accepted", r["outcome"], r)
			assert.Equal(t, c, r["component"], "question cards are public")
		}
		refused("C-sum-red", "no card is needed now")
		tb.host(map[string]any{"type": "start", "starter": 0})
		refused("T-b1", "tiles are no longer dealt")
		tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
		refused("C-count-red", "already been drawn")

		// An unknown tag is offered for registration, then applied.
		sounds := hw.soundCount()
		r := hw.scan("NEW-CARD")
		assert.Equal(t, "unknown", r["outcome"])
		assert.Equal(t, []string{"no"}, hw.soundsSince(sounds), "an unknown tag buzzes, and never beeps ok first")
		st := hw.api("GET", "", nil, http.StatusOK)
		require.Len(t, st["unknown"], 1)
		hw.api("POST", "/tags", map[string]any{"tag": "NEW-CARD", "set": "tagiron-cards", "component": "sum-blue"}, http.StatusConflict)
		hw.api("DELETE", "/tags?tag=C-sum-blue", nil, http.StatusOK) // say its old tag was lost
		reg := hw.api("POST", "/tags", map[string]any{"tag": "NEW-CARD", "set": "tagiron-cards", "component": "sum-blue", "replay": true}, http.StatusOK)
		res := reg["result"].(map[string]any)
		assert.Equal(t, "accepted", res["outcome"])
		assert.Equal(t, []string{"no", "ok"}, hw.soundsSince(sounds), "the accept sound comes once the game took it")
		assert.Equal(t, "card sum-blue revealed into the row", res["message"])
		assert.Empty(t, hw.api("GET", "", nil, http.StatusOK)["unknown"])
		assert.Contains(t, toStrings(tb.view(0)["row"]), "sum-blue")

		tb.seat(1, map[string]any{"type": "ask", "card": "sum-all"})
		assert.Equal(t, "accepted", hw.scan("C-count-blue")["outcome"])
		tb.seat(0, map[string]any{"type": "declare", "tiles": rack1})
		tb.seat(1, map[string]any{"type": "declare", "tiles": []string{"r0", "r3", "b6", "b7", "b9"}})
		o := outcome(tb.view(0))
		assert.Equal(t, true, o["over"])
		assert.Equal(t, []any{0.0}, o["winners"])
		refused("C-where-0", "the game is over")
	})
	t.Run("undo takes back a scan", func(t *testing.T) {
		t3 := hw.create("tagiron", 2)
		hw.api("POST", "/routes", map[string]any{"reader": "console", "table": t3.id}, http.StatusOK)
		assert.Equal(t, "accepted", hw.scan("C-where-0")["outcome"])
		t3.host(map[string]any{"type": "undo"})
		assert.Empty(t, t3.display()["row"])
		assert.Equal(t, "accepted", hw.scan("C-where-0")["outcome"], "the card may be scanned again")
	})
}

func toStrings(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}
