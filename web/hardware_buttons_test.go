package web_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/tags"
)

// registerSet imports a tag for every physical piece of a set: prefix+id,
// with "-<copy>" added when the component has several copies.
func registerSet(tb testing.TB, h *harness, set tags.Set, prefix string) {
	tb.Helper()
	f := tags.File{Format: tags.FileFormat}
	for _, c := range set.Components() {
		for i := 1; i <= c.Copies; i++ {
			tag := prefix + c.ID
			if c.Copies > 1 {
				tag += "-" + string(rune('0'+i))
			}
			f.Tags = append(f.Tags, tags.Entry{Tag: tag, Set: set, Component: c.ID})
		}
	}
	code, body := h.call("POST", "/api/host/hardware/tags/import", f, h.hostHdr())
	require.Equal(tb, http.StatusOK, code, string(body))
}

// press presses a button on the console's button box.
func (hw *hwHarness) press(button string) map[string]any {
	hw.t.Helper()
	return hw.api("POST", "/press", map[string]any{"button": button}, http.StatusOK)
}

// accept scans a tag and requires the game to take it.
func (hw *hwHarness) accept(tag string) map[string]any {
	hw.t.Helper()
	r := hw.scan(tag)
	require.Equal(hw.t, "accepted", r["outcome"], "%s: %v", tag, r)
	return r
}

// allViews returns every seat's, the host's and the display's view, raw.
func allViews(tb *table, players int) []string {
	tb.h.t.Helper()
	var out []string
	for s := 0; s < players; s++ { // every phone has opened its seat
		tb.h.call("GET", "/api/seat/"+tb.tokens[s], nil, nil)
	}
	for s := 0; s < players; s++ {
		code, body := tb.h.call("GET", "/api/seat/"+tb.tokens[s], nil, nil)
		require.Equal(tb.h.t, http.StatusOK, code)
		out = append(out, string(body))
	}
	for _, path := range []string{"/api/host/tables/" + tb.id, "/api/display/" + tb.id} {
		hdr := map[string]string(nil)
		if strings.HasPrefix(path, "/api/host") {
			hdr = tb.h.hostHdr()
		}
		code, body := tb.h.call("GET", path, nil, hdr)
		require.Equal(tb.h.t, http.StatusOK, code)
		out = append(out, string(body))
	}
	return out
}

// withoutCounters drops the per-actor event counters (seq, can_undo,
// can_redo) at any depth: what is left is what an actor may know.
func withoutCounters(t *testing.T, views []string) []string {
	t.Helper()
	var strip func(v any) any
	strip = func(v any) any {
		switch x := v.(type) {
		case map[string]any:
			for _, k := range []string{"seq", "can_undo", "can_redo", "undo_what", "redo_what"} {
				delete(x, k)
			}
			for k, y := range x {
				x[k] = strip(y)
			}
		case []any:
			for i, y := range x {
				x[i] = strip(y)
			}
		}
		return v
	}
	out := make([]string, len(views))
	for i, s := range views {
		var v any
		require.NoError(t, json.Unmarshal([]byte(s), &v))
		b, err := json.Marshal(strip(v))
		require.NoError(t, err)
		out[i] = string(b)
	}
	return out
}

// refusedScan requires a read to be refused with a message holding want,
// to buzz the reader, and to change no view at all.
func (hw *hwHarness) refusedScan(tb *table, players int, tag, want string) {
	hw.t.Helper()
	before, buzzes := allViews(tb, players), hw.buzzCount()
	r := hw.scan(tag)
	assert.Equal(hw.t, "refused", r["outcome"], "%s: %v", tag, r)
	assert.Contains(hw.t, r["message"], want, tag)
	assert.Equal(hw.t, before, allViews(tb, players), "a refused read changes nothing")
	assert.Equal(hw.t, buzzes+1, hw.buzzCount(), "a refused read buzzes")
}

// refusedPress is refusedScan for a button.
func (hw *hwHarness) refusedPress(tb *table, players int, button, want string) {
	hw.t.Helper()
	before, buzzes := allViews(tb, players), hw.buzzCount()
	r := hw.press(button)
	assert.Equal(hw.t, "refused", r["outcome"], "%s: %v", button, r)
	assert.Contains(hw.t, r["message"], want, button)
	assert.Equal(hw.t, before, allViews(tb, players), "a refused press changes nothing")
	assert.Equal(hw.t, buzzes+1, hw.buzzCount(), "a refused press buzzes")
}

// quoted reports which of the ids appear as JSON strings in s.
func quoted(s string, ids []string) []string {
	var out []string
	for _, id := range ids {
		if strings.Contains(s, `"`+id+`"`) {
			out = append(out, id)
		}
	}
	return out
}

func TestHardwareButtons(t *testing.T) {
	hw := newHWHarness(t)
	t.Run("in the wizard: confirm and next skip, undo takes back", func(t *testing.T) {
		hw.wizard("start")
		r := hw.press("confirm")
		assert.Equal(t, "accepted", r["outcome"])
		assert.Equal(t, "confirm", r["button"])
		assert.Equal(t, "skipped the red 0", r["message"])
		assert.Equal(t, "skipped the blue 0", hw.press("next")["message"])
		assert.Equal(t, "back to the blue 0", hw.press("undo")["message"])
		assert.Equal(t, "scan the blue 0", hw.api("GET", "", nil, http.StatusOK)["wizard"].(map[string]any)["prompt"])
		hw.wizard("stop")
	})
	t.Run("at a table", func(t *testing.T) {
		tb := hw.create("tagiron", 2)
		hw.refusedPress(tb, 2, "confirm", "the confirm button does nothing at a tagiron table")
		hw.refusedPress(tb, 2, "undo", "nothing to undo")
		hw.refusedPress(tb, 2, "jump", `unknown button "jump"`)
		registerTagiron(t, hw.harness)
		hw.accept("C-where-0")
		r := hw.press("undo")
		assert.Equal(t, "accepted", r["outcome"])
		assert.Equal(t, tb.id, r["table"])
		assert.Empty(t, tb.display()["row"], "undo took back the scan")
	})
}

// decodeView reads a host table summary and returns its view.
func decodeView(t *testing.T, body []byte) map[string]any {
	t.Helper()
	var sum map[string]any
	require.NoError(t, json.Unmarshal(body, &sum))
	return sum["view"].(map[string]any)
}

// withoutKey drops a top-level key (or the view's, in a host summary) from a view.
func withoutKey(t *testing.T, s, key string) string {
	t.Helper()
	var v map[string]any
	require.NoError(t, json.Unmarshal([]byte(s), &v))
	delete(v, key)
	if inner, ok := v["view"].(map[string]any); ok {
		delete(inner, key)
	}
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}
