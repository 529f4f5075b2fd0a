package web_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var sixCards = []string{"count-red", "sum-all", "where-1-or-2", "same-color-neighbours", "count-pairs", "where-5"}

// setup enters every rack and the six face-up cards, then starts with starter.
func setupTagiron(tb *table, racks [][]string, starter int) {
	for i, r := range racks {
		tb.seat(i, map[string]any{"type": "tiles", "tiles": r})
	}
	for _, c := range sixCards {
		tb.host(map[string]any{"type": "reveal", "card": c})
	}
	tb.host(map[string]any{"type": "start", "starter": starter})
}

func outcome(v map[string]any) map[string]any {
	o, _ := v["outcome"].(map[string]any)
	return o
}

func TestTagironTwoPlayersNonStarterWins(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 1)
	tb := h.create("tagiron", 2)
	// Entered out of order: the server sorts the rack.
	setupTagiron(tb, [][]string{{"r9", "r0", "r3", "b6", "b7"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)

	v0 := tb.view(0)
	assert.Equal(t, []any{"r0", "r3", "b6", "b7", "r9"}, v0["me"].(map[string]any)["tiles"])
	assert.Equal(t, "play", v0["phase"])

	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	// The answering phone shows the answer to say aloud; every notepad logs it.
	say := tb.view(1)["me"].(map[string]any)["say"].(map[string]any)
	assert.Equal(t, "count-red", say["card"])
	assert.EqualValues(t, 2, say["answer"])
	assert.Nil(t, tb.view(0)["me"].(map[string]any)["say"], "the asker does not answer a normal card")
	log0 := tb.view(0)["log"].([]any)
	require.Len(t, log0, 1)
	assert.EqualValues(t, 2, log0[0].(map[string]any)["answers"].(map[string]any)["1"])

	// A refill is needed before the next question.
	code, body := tb.seatTry(1, map[string]any{"type": "ask", "card": "sum-all"})
	assert.Equal(t, http.StatusConflict, code, body)
	tb.seat(1, map[string]any{"type": "reveal", "card": "sum-red"}) // any phone may enter the drawn card

	// A shared card: both answer, the asker too.
	tb.seat(1, map[string]any{"type": "ask", "card": "sum-all"})
	last := tb.view(0)["log"].([]any)[1].(map[string]any)["answers"].(map[string]any)
	assert.EqualValues(t, 25, last["0"])
	assert.EqualValues(t, 24, last["1"])
	tb.host(map[string]any{"type": "reveal", "card": "sum-blue"})

	// A choice card needs a pick.
	code, body = tb.seatTry(0, map[string]any{"type": "ask", "card": "where-1-or-2"})
	assert.Equal(t, http.StatusConflict, code, body)
	tb.seat(0, map[string]any{"type": "ask", "card": "where-1-or-2", "pick": 2})
	assert.Equal(t, []any{float64(2)}, tb.view(1)["me"].(map[string]any)["say"].(map[string]any)["answer"])
	tb.host(map[string]any{"type": "reveal", "card": "sum-low3"})

	// A wrong declaration: only "wrong", the turn passes.
	tb.seat(1, map[string]any{"type": "declare", "tiles": []string{"r0", "r3", "b6", "b7", "b9"}})
	v := tb.view(0)
	assert.Equal(t, false, v["log"].([]any)[3].(map[string]any)["correct"])
	assert.EqualValues(t, 0, v["turn"])
	tb.seat(0, map[string]any{"type": "ask", "card": "count-pairs"})
	tb.host(map[string]any{"type": "reveal", "card": "sum-high3"})
	// The non-starter declares correctly: wins at once.
	tb.seat(1, map[string]any{"type": "declare", "tiles": []string{"r0", "r3", "b6", "b7", "r9"}})
	o := outcome(tb.view(0))
	assert.Equal(t, true, o["over"])
	assert.Equal(t, false, o["draw"])
	assert.Equal(t, []any{float64(1)}, o["winners"])
	assert.NotNil(t, tb.view(0)["reveal"], "everything is shown once the game is over")
}

func TestTagironTwoPlayersLastChanceDraw(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 2)
	tb := h.create("tagiron", 2)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	// The starter declares correctly: the other player gets one last chance.
	tb.seat(0, map[string]any{"type": "declare", "tiles": []string{"r1", "r2", "b4", "b8", "b9"}})
	v := tb.view(1)
	assert.EqualValues(t, 1, v["last_chance"])
	assert.Equal(t, true, v["me"].(map[string]any)["can_declare"])
	assert.Equal(t, false, v["me"].(map[string]any)["can_ask"])
	code, body := tb.seatTry(1, map[string]any{"type": "ask", "card": "count-red"})
	assert.Equal(t, http.StatusConflict, code, body)
	tb.seat(1, map[string]any{"type": "declare", "tiles": []string{"r0", "r3", "b6", "b7", "r9"}})
	o := outcome(tb.view(0))
	assert.Equal(t, true, o["over"])
	assert.Equal(t, true, o["draw"])
}

func TestTagironTwoPlayersLastChanceMissed(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 3)
	tb := h.create("tagiron", 2)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 1)
	tb.seat(1, map[string]any{"type": "declare", "tiles": []string{"r0", "r3", "b6", "b7", "r9"}})
	tb.seat(0, map[string]any{"type": "declare", "tiles": []string{"r1", "r2", "b4", "b8", "r9"}})
	o := outcome(tb.view(0))
	assert.Equal(t, []any{float64(1)}, o["winners"], "the starter wins when the last chance misses")
}

func TestTagironThreePlayersEliminationAndPlaces(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 4)
	tb := h.create("tagiron", 3)
	racks := [][]string{{"r0", "b0", "r1", "b1", "r2"}, {"b2", "r3", "b3", "r4", "b4"}, {"g5", "g5", "r6", "b6", "r7"}}
	centre := []string{"b7", "r8", "b8", "r9", "b9"}
	setupTagiron(tb, racks, 0)

	// Both others answer; a shared card is answered by the asker too.
	tb.seat(0, map[string]any{"type": "ask", "card": "sum-all"})
	ans := tb.view(2)["log"].([]any)[0].(map[string]any)["answers"].(map[string]any)
	assert.Len(t, ans, 3)
	tb.host(map[string]any{"type": "reveal", "card": "sum-red"})
	tb.seat(1, map[string]any{"type": "ask", "card": "count-red"})
	ans = tb.view(2)["log"].([]any)[1].(map[string]any)["answers"].(map[string]any)
	assert.Len(t, ans, 2)
	assert.NotContains(t, ans, "1")
	tb.host(map[string]any{"type": "reveal", "card": "sum-blue"})

	// Seat 0 declares wrongly off-turn: out, but keeps answering.
	tb.seat(0, map[string]any{"type": "declare", "tiles": []string{"b7", "r8", "b8", "r9", "r7"}})
	v := tb.view(1)
	assert.Equal(t, "out", v["seats"].([]any)[0].(map[string]any)["status"])
	assert.Nil(t, v["log"].([]any)[2].(map[string]any)["guess"], "a 3-player guess is written in secret")
	assert.NotNil(t, tb.view(0)["log"].([]any)[2].(map[string]any)["guess"], "the declarer sees their own guess")
	// A second declaration is refused.
	code, body := tb.seatTry(0, map[string]any{"type": "declare", "tiles": centre})
	assert.Equal(t, http.StatusConflict, code, body)

	tb.seat(2, map[string]any{"type": "ask", "card": "count-pairs"})
	ans = tb.view(1)["log"].([]any)[3].(map[string]any)["answers"].(map[string]any)
	assert.Contains(t, ans, "0", "an eliminated player still answers")
	tb.host(map[string]any{"type": "reveal", "card": "sum-low3"})
	// Turn skips the eliminated seat 0: seat 1 asks.
	assert.EqualValues(t, 1, tb.view(1)["turn"])

	tb.seat(2, map[string]any{"type": "declare", "tiles": centre})
	tb.seat(1, map[string]any{"type": "declare", "tiles": centre})
	o := outcome(tb.view(0))
	assert.Equal(t, true, o["over"])
	assert.Equal(t, []any{float64(2), float64(1)}, o["winners"])
	assert.Equal(t, []any{float64(0)}, o["out"])
	rev := tb.view(0)["reveal"].(map[string]any)
	assert.Equal(t, []any{"b7", "r8", "b8", "r9", "b9"}, rev["centre"])
}

func TestTagironFourPlayers(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 5)
	tb := h.create("tagiron", 4)
	racks := [][]string{{"r0", "b0", "r1", "b1"}, {"r2", "b2", "r3", "b3"}, {"r4", "b4", "g5", "g5"}, {"r6", "b6", "r7", "b7"}}
	centre := []string{"r8", "b8", "r9", "b9"}
	// The 4-player deck has no sum-mid3.
	tb.seat(0, map[string]any{"type": "tiles", "tiles": racks[0]})
	// A tile on two racks is the table's public conflict, not a refusal to one seat (TestEntriesConflictIsPublic),
	// judged only once every rack is in: seats 3 and 4 have not entered.
	code, body := tb.seatTry(1, map[string]any{"type": "tiles", "tiles": []string{"r0", "b2", "r3", "b3"}})
	assert.Equal(t, http.StatusOK, code, body)
	assert.Nil(t, tb.display()["conflict"])
	code, body = tb.seatTry(1, map[string]any{"type": "tiles", "tiles": []string{"r2", "b2", "r3", "b3", "r4"}})
	assert.Equal(t, http.StatusBadRequest, code, "4 tiles each with 4 players: %s", body)
	code, _ = tb.h.call("POST", "/api/host/tables/"+tb.id+"/do", map[string]any{"type": "reveal", "card": "sum-mid3"}, tb.h.hostHdr())
	assert.Equal(t, http.StatusConflict, code)
	setupTagiron(tb, racks, 3)

	tb.seat(3, map[string]any{"type": "ask", "card": "count-red"})
	ans := tb.view(0)["log"].([]any)[0].(map[string]any)["answers"].(map[string]any)
	assert.Len(t, ans, 4, "with 4 players everyone answers, the asker too")
	tb.host(map[string]any{"type": "reveal", "card": "sum-red"})
	for _, s := range []int{1, 0, 2} {
		tb.seat(s, map[string]any{"type": "declare", "tiles": centre})
	}
	o := outcome(tb.view(3))
	assert.Equal(t, true, o["over"])
	assert.Equal(t, []any{float64(1), float64(0), float64(2)}, o["winners"])
}

func TestTagironBadInput(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 6)
	tb := h.create("tagiron", 2)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	before := tb.view(0)
	cases := []struct {
		name string
		seat int
		body any
		code int
	}{
		{"malformed JSON", 0, `{"type":`, http.StatusBadRequest},
		{"no type", 0, `{"card":"count-red"}`, http.StatusBadRequest},
		{"unknown command", 0, map[string]any{"type": "fly"}, http.StatusBadRequest},
		{"unknown card", 0, map[string]any{"type": "ask", "card": "count-green"}, http.StatusBadRequest},
		{"out of turn", 1, map[string]any{"type": "ask", "card": "count-red"}, http.StatusConflict},
		{"card not face up", 0, map[string]any{"type": "ask", "card": "sum-red"}, http.StatusConflict},
		{"wrong pick", 0, map[string]any{"type": "ask", "card": "where-1-or-2", "pick": 3}, http.StatusConflict},
		{"declare off turn in 2p", 1, map[string]any{"type": "declare", "tiles": []string{"r0", "r3", "b6", "b7", "r9"}}, http.StatusConflict},
		{"bad declaration size", 0, map[string]any{"type": "declare", "tiles": []string{"r0"}}, http.StatusBadRequest},
		{"tiles after start", 0, map[string]any{"type": "tiles", "tiles": []string{"r1", "r2", "b4", "b8", "b9"}}, http.StatusConflict},
		{"oversized body", 0, `{"type":"note","text":"` + strings.Repeat("x", 70000) + `"}`, http.StatusRequestEntityTooLarge},
		{"undo by a seat", 0, map[string]any{"type": "undo"}, http.StatusForbidden},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, body := tb.seatTry(c.seat, c.body)
			assert.Equal(t, c.code, code, body)
			var e map[string]string
			require.NoError(t, json.Unmarshal([]byte(body), &e), body)
			assert.NotEmpty(t, e["error"])
		})
	}
	assert.Equal(t, before, tb.view(0), "refused requests change nothing")

	// Wrong or missing tokens and host keys.
	code, _ := h.call("GET", "/api/seat/not-a-token", nil, nil)
	assert.Equal(t, http.StatusForbidden, code)
	code, _ = h.call("POST", "/api/host/tables", map[string]any{"game": "tagiron", "players": 2}, nil)
	assert.Equal(t, http.StatusForbidden, code)
	code, _ = h.call("POST", "/api/host/tables", map[string]any{"game": "tagiron", "players": 2}, map[string]string{"X-Host-Key": "guess"})
	assert.Equal(t, http.StatusForbidden, code)
	code, _ = h.call("POST", "/api/host/tables", map[string]any{"game": "tagiron", "players": 5}, h.hostHdr())
	assert.Equal(t, http.StatusBadRequest, code)

	// Korean by default.
	code, body := h.call("POST", "/api/seat/"+tb.tokens[1]+"/do", map[string]any{"type": "ask", "card": "count-red"}, nil)
	assert.Equal(t, http.StatusConflict, code)
	assert.NotContains(t, string(body), "error\":\"\"")
	_, body = h.call("GET", "/api/seat/nope", nil, nil)
	assert.Contains(t, string(body), "유효하지 않은 링크")
}

func TestUndoRedoAndReplay(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 7)
	tb := h.create("tagiron", 2)
	setupTagiron(tb, [][]string{{"r0", "r3", "b6", "b7", "r9"}, {"r1", "r2", "b4", "b8", "b9"}}, 0)
	tb.seat(0, map[string]any{"type": "ask", "card": "count-red"})
	tb.seat(0, map[string]any{"type": "mark", "pos": 1, "tile": "r1", "state": "certain"})
	afterAsk := tb.view(0)

	tb.host(map[string]any{"type": "undo"}) // takes back the question, not the notepad mark
	v := tb.view(0)
	assert.Len(t, v["log"].([]any), 0)
	assert.EqualValues(t, 0, v["turn"])
	assert.Equal(t, "certain", v["me"].(map[string]any)["marks"].(map[string]any)["1/r1"])
	tb.host(map[string]any{"type": "redo"}) // an undo of the undo
	v = tb.view(0)
	assert.Len(t, v["log"].([]any), 1)
	assert.NotNil(t, v["undone"], "the redo is said")
	delete(v, "seq")
	delete(v, "undone")
	delete(afterAsk, "seq")
	assert.Equal(t, afterAsk, v)

	// Replay from the file equals the live state.
	live := tb.view(0)
	h.close()
	h2 := newHarness(t, h.path, 8)
	tb.h = h2
	assert.Equal(t, live, tb.view(0))
	tab, err := h2.svc.Table(tb.id)
	require.NoError(t, err)
	assert.Equal(t, tab.State(), tab.Refold())
}

// TestBadLinkGivesAPage: an old QR code opened on a phone shows a page that
// says so, in the phone's language; the API keeps answering JSON.
func TestBadLinkGivesAPage(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 71)
	code, body := h.call("GET", "/s/not-a-seat", nil, map[string]string{"Accept": "text/html,application/xhtml+xml", "Accept-Language": "ko-KR"})
	assert.Equal(t, http.StatusForbidden, code)
	assert.Contains(t, string(body), "<h1>유효하지 않은 링크입니다</h1>")
	code, body = h.call("GET", "/display/nope", nil, map[string]string{"Accept": "text/html", "Accept-Language": "en"})
	assert.Equal(t, http.StatusNotFound, code)
	assert.Contains(t, string(body), "<h1>no such table")
	code, body = h.call("GET", "/api/seat/not-a-seat", nil, map[string]string{"Accept": "text/html"})
	assert.Equal(t, http.StatusForbidden, code)
	assert.True(t, json.Valid(body))
}
