package web_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/clues13"
	"github.com/tablemate/tablemate/companion/code777"
	"github.com/tablemate/tablemate/companion/tagiron"
	"github.com/tablemate/tablemate/web"
)

// TestHistoryRecordsEveryGamesWinnerAndPlaces: after a finished game of
// each game the history and its export hold the winner, every seat's
// place (the winner first, nobody else first) and the chosen names.
func TestHistoryRecordsEveryGamesWinnerAndPlaces(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 92)
	bg := context.Background()
	tg, err := tagiron.Simulate(bg, h.svc, 3, 5)
	require.NoError(t, err)
	c7, err := code777.Simulate(bg, h.svc, 3, 5)
	require.NoError(t, err)
	c13, err := clues13.Simulate(bg, h.svc, 4, 5)
	require.NoError(t, err)
	require.GreaterOrEqual(t, c13.Winner, 0, "the bots solved 13 Clues")
	lx := lexioCreate(h, 3, map[string]any{"stage": 3, "deals": 1})
	for i, n := range []string{"민지", "Jihun", "서연"} {
		lx.seat(i, map[string]any{"type": "name", "name": n})
	}
	newLexioDriver(t, lx, 3, 3, 1, 3).playOut()
	_ = tg
	_ = c7

	code, body := h.call("GET", "/api/host/history/export.json", nil, h.hostHdr())
	require.Equal(t, http.StatusOK, code, string(body))
	var x web.HistoryExport
	require.NoError(t, json.Unmarshal(body, &x))
	games := map[string]bool{}
	for _, r := range x.Records {
		games[r.Game] = true
		assert.False(t, r.Ended, r.Game)
		require.NotEmpty(t, r.Result.Winners, "%s records its winner", r.Game)
		require.Len(t, r.Result.Places, r.Players, r.Game)
		for s, p := range r.Result.Places {
			assert.Positive(t, p, "%s seat %d is placed", r.Game, s)
			assert.Equal(t, p == 1, contains(r.Result.Winners, s), "%s: a winner is first, and only a winner", r.Game)
		}
		if r.Game == "clues13" {
			assert.Equal(t, []int{c13.Winner}, r.Result.Winners)
		}
		if r.Game == "code777" {
			var v struct {
				Racks []struct {
					ID    string   `json:"id"`
					Tiles []string `json:"tiles"`
				} `json:"racks"`
			}
			require.NoError(t, json.Unmarshal(mustGet(t, h, "/api/display/"+r.Table), &v))
			for _, rk := range v.Racks {
				assert.Len(t, rk.Tiles, 3, "Code 777's end shows every rack, the winner's too: %s", rk.ID)
			}
		}
		if r.Game == "lexio" {
			assert.Equal(t, []string{"민지", "Jihun", "서연"}, r.Names)
		}
	}
	assert.Equal(t, map[string]bool{"tagiron": true, "code777": true, "clues13": true, "lexio": true}, games)

	// The CSV export: one line per player with its place; "won" for first place only; the names.
	code, body = h.call("GET", "/api/host/history/export.csv", nil, h.hostHdr())
	require.Equal(t, http.StatusOK, code)
	rows, err := csv.NewReader(bytes.NewReader(body)).ReadAll()
	require.NoError(t, err)
	winners := map[string]int{}
	for _, r := range rows[1:] {
		require.NotEmpty(t, r[10], "%s seat %s has a place", r[1], r[8])
		assert.Equal(t, r[10] == "1", r[11] == "1", "%s seat %s: won is first place", r[1], r[8])
		if r[11] == "1" {
			winners[r[1]]++
		}
		if r[1] == "lexio" {
			assert.Contains(t, []string{"민지", "Jihun", "서연"}, r[9])
		}
	}
	for _, g := range []string{"tagiron", "code777", "clues13", "lexio"} {
		assert.Positive(t, winners[g], "%s has a winner in the CSV", g)
	}
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestLexioShortPayerIsNamed: a payer who owed more than they had is in the
// emptied hand's record with what they owed, also on the end screen's data.
func TestLexioShortPayerIsNamed(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 93)
	tb := lexioCreate(h, 4, map[string]any{"scorekeeping": true, "deals": 5})
	do := func(cmd map[string]any) []byte {
		t.Helper()
		code, body := tb.seatTry(0, cmd)
		require.Equal(t, http.StatusOK, code, "%v: %s", cmd, body)
		return []byte(body)
	}
	// A 4-player hand holds 12 tiles: seat 3 keeps 12 each time and pays
	// 36 in deal 1 (14 left), 12 and then its last 2 of 12 in deal 2.
	var last []byte
	over := func() bool {
		var r struct{ View lexioView }
		require.NoError(t, json.Unmarshal(last, &r))
		return r.View.Phase == "over"
	}
	for deal := 0; deal < 2 && (last == nil || !over()); deal++ {
		do(map[string]any{"type": "deal"})
		for seat, left := range [][]int{{0, 1, 1, 12}, {0, 0, 1, 12}, {0, 0, 0, 12}} {
			last = do(map[string]any{"type": "emptied", "seat": seat, "left": left})
			if over() {
				break
			}
		}
	}
	var r struct {
		View struct {
			Phase   string `json:"phase"`
			Emptied []struct {
				Seat int   `json:"seat"`
				Paid []int `json:"paid"`
				Owed []int `json:"owed"`
			} `json:"emptied"`
		} `json:"view"`
	}
	require.NoError(t, json.Unmarshal(last, &r))
	require.Equal(t, "over", r.View.Phase, "seat 3 ran out of chips")
	require.Len(t, r.View.Emptied, 2)
	e := r.View.Emptied[1]
	assert.Equal(t, []int{0, 0, 1, 2}, e.Paid, "seat 3 had 2 chips left")
	require.Len(t, e.Owed, 4, "a short payment keeps what each payer owed")
	assert.Equal(t, 12, e.Owed[3], "and owed 12")
}
