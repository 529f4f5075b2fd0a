package web_test

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	ctable "github.com/tablemate/tablemate/companion/table"
)

// hostView is the host's view of the table as generic JSON.
func (tb *table) hostView() map[string]any {
	tb.h.t.Helper()
	code, body := tb.h.call("GET", "/api/host/tables/"+tb.id, nil, tb.h.hostHdr())
	require.Equal(tb.h.t, http.StatusOK, code, string(body))
	var v map[string]any
	require.NoError(tb.h.t, json.Unmarshal(body, &v))
	if inner, ok := v["view"].(map[string]any); ok {
		return inner
	}
	return v
}

// TestEntriesConflictIsPublic: a rack that repeats another seat's tile is
// saved with the same reply as any rack; the table is then in conflict on
// every screen alike, the game cannot start, the refusal names nothing, a
// correction clears it and is announced, and after everyone is ready a
// change waits for the host's OK.
func TestEntriesConflictIsPublic(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 201)
	tb := h.create("tagiron", 3)
	tb.seat(0, map[string]any{"type": "tiles", "tiles": []string{"r0", "b0", "r1", "b1", "g5"}})
	tb.seat(1, map[string]any{"type": "tiles", "tiles": []string{"b2", "r3", "b3", "r4", "b4"}})
	// Seat 2 enters b4, which is on seat 1's rack: saved, nothing said to it alone.
	code, body := tb.seatTry(2, map[string]any{"type": "tiles", "tiles": []string{"b4", "r6", "b6", "r7", "b7"}})
	require.Equal(t, http.StatusOK, code, body)
	assert.NotContains(t, body, "already")
	for i := 0; i < 3; i++ {
		assert.Equal(t, true, tb.view(i)["conflict"], "seat %d", i)
	}
	assert.Equal(t, true, tb.display()["conflict"])
	assert.Equal(t, true, tb.hostView()["conflict"])
	for _, c := range sixCards {
		tb.host(map[string]any{"type": "reveal", "card": c})
	}
	// Nobody can start; every refusal is the same sentence, naming nothing.
	var refusals []string
	for i := 0; i < 3; i++ {
		code, body := tb.seatTry(i, map[string]any{"type": "start"})
		require.Equal(t, http.StatusConflict, code, body)
		refusals = append(refusals, body)
	}
	code, hb := h.call("POST", "/api/host/tables/"+tb.id+"/do", map[string]any{"type": "start"}, h.hostHdr())
	require.Equal(t, http.StatusConflict, code)
	refusals = append(refusals, string(hb))
	for _, r := range refusals {
		assert.Equal(t, refusals[0], r)
		assert.NotContains(t, r, "b4")
		assert.NotContains(t, r, "blue")
		assert.NotContains(t, r, "Player")
	}
	assert.Contains(t, refusals[0], "don't add up")
	// Korean too, the same for everyone.
	code, ko := h.call("POST", "/api/seat/"+tb.tokens[0]+"/do", map[string]any{"type": "start"}, map[string]string{"X-Lang": "ko"})
	require.Equal(t, http.StatusConflict, code)
	assert.Contains(t, string(ko), "입력한 내용이 서로 맞지 않습니다")

	// Everyone is ready: seat 2's correction waits for the host's OK.
	fix := map[string]any{"type": "tiles", "tiles": []string{"r0", "r6", "b6", "r7", "b7"}}
	code, body = tb.seatTry(2, fix)
	require.Equal(t, http.StatusConflict, code, body)
	assert.Contains(t, body, "the host must allow a change first")
	tb.host(map[string]any{"type": "allow", "seat": 2})
	assert.Equal(t, []any{2.0}, tb.view(0)["allowed"], "the OK is public")
	// r0 is on seat 0's rack: still in conflict, and seat 2's OK is spent.
	tb.seat(2, fix)
	assert.Equal(t, true, tb.view(1)["conflict"])
	ch := tb.view(0)["changed"].(map[string]any)
	assert.Equal(t, 2.0, ch["actor"])
	assert.Equal(t, 1.0, ch["n"])
	assert.Equal(t, map[string]any{"en": "rack", "ko": "받침대"}, ch["what"])
	code, body = tb.seatTry(2, map[string]any{"type": "tiles", "tiles": []string{"r8", "r6", "b6", "r7", "b7"}})
	require.Equal(t, http.StatusConflict, code, body)
	tb.host(map[string]any{"type": "allow", "seat": 2})
	tb.seat(2, map[string]any{"type": "tiles", "tiles": []string{"r8", "r6", "b6", "r7", "b7"}})
	for i := 0; i < 3; i++ {
		v := tb.view(i)
		assert.Nil(t, v["conflict"], "seat %d", i)
		assert.Equal(t, 2.0, v["changed"].(map[string]any)["n"], "every screen shows the second change")
	}
	assert.Equal(t, tb.display()["changed"], tb.hostView()["changed"])
	tb.seat(0, map[string]any{"type": "start", "starter": 0})
}

// TestHostLogHoldsPublicEventsInPlay: mid-game the host's download has no
// rack and no note; once the game is over it has every row.
func TestHostLogHoldsPublicEventsInPlay(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 202)
	tb := h.create("tagiron", 2)
	tb.seat(0, map[string]any{"type": "tiles", "tiles": []string{"r0", "b0", "r1", "b1", "g5"}})
	tb.seat(1, map[string]any{"type": "tiles", "tiles": []string{"b2", "r3", "b3", "r4", "b4"}})
	for _, c := range sixCards {
		tb.host(map[string]any{"type": "reveal", "card": c})
	}
	tb.seat(0, map[string]any{"type": "note", "text": "secret note"})
	tb.seat(0, map[string]any{"type": "start", "starter": 0})
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	code, body := h.call("GET", "/api/host/tables/"+tb.id+"/log", nil, h.hostHdr())
	require.Equal(t, http.StatusOK, code, string(body))
	for _, secret := range []string{"\"r3\"", "\"r0\"", "secret note", "note.text"} {
		assert.NotContains(t, string(body), secret)
	}
	assert.Contains(t, string(body), "count-red", "the answers said aloud are public")
	assert.Contains(t, string(body), `"full": false`)
	var l struct {
		Events []companion.Event `json:"events"`
	}
	require.NoError(t, json.Unmarshal(body, &l))
	first := slices.IndexFunc(l.Events, func(e companion.Event) bool { return e.Kind != ctable.KindClaim }) // the phones' claims come first
	require.GreaterOrEqual(t, first, 0)
	assert.Equal(t, "tiles.set", l.Events[first].Kind, "that a seat entered its rack is public…")
	assert.Empty(t, l.Events[first].Data, "…its tiles are not")
	assert.EqualValues(t, tb.hostView()["seq"], l.Events[len(l.Events)-1].Seq, "numbered as the host's view counts: no gap where a note was")
	tb.host(map[string]any{"type": "end"})
	code, body = h.call("GET", "/api/host/tables/"+tb.id+"/log", nil, h.hostHdr())
	require.Equal(t, http.StatusOK, code)
	assert.Contains(t, string(body), "tiles.set")
	assert.Contains(t, string(body), `"full": true`)
	assert.True(t, strings.Contains(string(body), "secret note"))
}

// TestSetAsideSaysOneSentence: a table set aside by a damaged rack tells a
// seat one sentence in its language (never the reason, which names the
// rack's tiles); the host sees where and why; the host's download of the
// whole log is then announced on every screen, also after a restart.
func TestSetAsideSaysOneSentence(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 203)
	tb := h.create("tagiron", 2)
	tb.seat(0, map[string]any{"type": "tiles", "tiles": []string{"r0", "r1", "b2", "b3", "g5"}})
	next := int64(tb.hostView()["seq"].(float64)) + 1 // after the phone's claim and its rack
	require.NoError(t, h.store.Append(context.Background(), []companion.Event{
		{Table: tb.id, Seq: next, Kind: "tiles.set", Actor: 1, Data: json.RawMessage(`{"seat":1,"tiles":["r7","b8","r9","b9","r7"]}`), At: time.Now()}}))
	path := h.path
	h.close()
	h = newHarnessAt(t, path, 203, "")
	tb.h = h
	for seat := range 2 {
		for _, l := range []string{"en", "ko"} {
			code, body := h.call("POST", "/api/seat/"+tb.tokens[seat]+"/do", map[string]any{"type": "note", "text": "hi"}, map[string]string{"X-Lang": l})
			require.Equal(t, http.StatusConflict, code)
			for _, secret := range []string{"r7", "b8", "tiles.set", "event", "seat"} {
				assert.NotContains(t, string(body), secret, "seat %d %s", seat, l)
			}
		}
		v := tb.view(seat)
		assert.Equal(t, true, v["set_aside"])
		assert.NotContains(t, v, "fault")
		assert.NotContains(t, v, "log_reads")
	}
	host := tb.hostView()
	require.Contains(t, host, "fault")
	assert.EqualValues(t, next, host["fault"].(map[string]any)["seq"])
	reason := host["fault"].(map[string]any)["reason"].(string)
	t.Log("the host reads: " + reason)
	assert.Contains(t, reason, "tiles.set", "the host sees where and why")
	for _, piece := range []string{"r7", "b8", "r9", "b9", "red 7"} {
		assert.NotContains(t, reason, piece, "but no hidden piece while the game is on")
	}

	code, body := h.call("GET", "/api/host/tables/"+tb.id+"/log", nil, h.hostHdr())
	require.Equal(t, http.StatusOK, code)
	assert.Contains(t, string(body), `"full": true`)
	assert.Contains(t, string(body), "r7", "the whole log, to inspect the damage")
	for seat := range 2 {
		assert.EqualValues(t, 1, tb.view(seat)["log_reads"], "seat %d is told", seat)
	}
	assert.EqualValues(t, 1, tb.display()["log_reads"])
	h.close()
	h = newHarnessAt(t, path, 203, "")
	tb.h = h
	assert.EqualValues(t, 1, tb.display()["log_reads"], "kept across a restart")
}
