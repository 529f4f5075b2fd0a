package web_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/clues13"
	"github.com/tablemate/tablemate/companion/code777"
	"github.com/tablemate/tablemate/companion/tagiron"
	"github.com/tablemate/tablemate/web"
)

// readCSV reads an export that starts with a UTF-8 byte order mark (for spreadsheets).
func readCSV(t *testing.T, body []byte) [][]string {
	t.Helper()
	require.True(t, bytes.HasPrefix(body, []byte("\ufeff")), "UTF-8 with a byte order mark")
	rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(body, []byte("\ufeff")))).ReadAll()
	require.NoError(t, err)
	return rows
}

// TestEveryGameExportsNames: a finished game of each game (the bots' Tagiron, Code 777 and 13 Clues,
// a chips-only Lexio game) with named seats: the history (JSON and CSV) and Lexio's ledger (CSV and
// JSON) carry each player's chosen name next to the seat number, in Korean and in English.
func TestEveryGameExportsNames(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 231)
	bg := context.Background()
	_, err := tagiron.Simulate(bg, h.svc, 2, 3)
	require.NoError(t, err)
	_, err = code777.Simulate(bg, h.svc, 3, 3)
	require.NoError(t, err)
	_, err = clues13.Simulate(bg, h.svc, 3, 3)
	require.NoError(t, err)
	lx := h.createWith(map[string]any{"game": "lexio", "players": 3, "hints": "off", "options": map[string]any{"scorekeeping": true, "deals": 1}})
	lx.seat(0, map[string]any{"type": "deal"})
	lx.seat(0, map[string]any{"type": "emptied", "left": []int{0, 4, 15}})
	lx.seat(1, map[string]any{"type": "emptied", "left": []int{0, 0, 2}})

	names := []string{"민지", "Alex", "소라"}
	want := map[string][]string{} // table -> names by seat
	for _, tab := range h.svc.Tables() {
		require.True(t, tab.Finished(), "%s is finished", tab.Info.Settings.Game)
		tb := &table{h: h, id: tab.ID()}
		n := tab.Info.Settings.Players
		for i := range n {
			tb.host(map[string]any{"type": "name", "seat": i, "name": names[i]})
		}
		want[tab.ID()] = names[:n]
	}

	code, body := h.call("GET", "/api/host/history/export.json", nil, h.hostHdr())
	require.Equal(t, http.StatusOK, code, string(body))
	var x web.HistoryExport
	require.NoError(t, json.Unmarshal(body, &x))
	games := map[string]bool{}
	for _, r := range x.Records {
		games[r.Game] = true
		assert.Equal(t, want[r.Table], r.Names, r.Game)
	}
	assert.Equal(t, map[string]bool{"tagiron": true, "code777": true, "clues13": true, "lexio": true}, games)

	for lang, seat := range map[string]string{"ko": "플레이어 ", "en": "player "} {
		hdr := h.hostHdr()
		hdr["X-Lang"] = lang
		code, body = h.call("GET", "/api/host/history/export.csv", nil, hdr)
		require.Equal(t, http.StatusOK, code)
		rows := readCSV(t, body)
		require.Equal(t, "player_text", rows[0][14])
		lines := 0
		for _, r := range rows[1:] {
			i := strings.Index("123", r[8])
			require.GreaterOrEqual(t, i, 0, r[8])
			assert.Equal(t, names[i], r[9], "%s seat %s", r[1], r[8])
			assert.Equal(t, names[i]+" ("+seat+r[8]+")", r[14], "%s seat %s", r[1], r[8])
			lines++
		}
		assert.Equal(t, 2+3+3+3, lines, "one line per player of each game")

		// Lexio's ledger: every player account reads the chosen name and the seat number.
		code, body = h.call("GET", "/api/display/"+lx.id+"/export/ledger.csv", nil, map[string]string{"X-Lang": lang})
		require.Equal(t, http.StatusOK, code)
		rows = readCSV(t, body)
		require.Equal(t, []string{"deal", "from", "from_text", "to", "to_text", "amount", "owed", "reason", "reason_text"}, rows[0])
		require.Len(t, rows, 1+3, "the payouts: two players, then one (no pot)")
		for _, r := range rows[1:] {
			for _, c := range []int{1, 3} {
				p := strings.TrimPrefix(r[c], "player ")
				i := strings.Index("123", p)
				require.GreaterOrEqual(t, i, 0, r[c])
				assert.Equal(t, names[i]+" ("+seat+p+")", r[c+1])
			}
		}
		code, body = h.call("GET", "/api/display/"+lx.id+"/export/ledger.json", nil, map[string]string{"X-Lang": lang})
		require.Equal(t, http.StatusOK, code)
		var lj struct {
			Seats []struct {
				Seat int    `json:"seat"`
				Name string `json:"name"`
			} `json:"seats"`
			Deals []struct {
				Transfers []struct {
					From     string `json:"from"`
					FromText string `json:"from_text"`
				} `json:"transfers"`
			} `json:"deals"`
		}
		require.NoError(t, json.Unmarshal(body, &lj))
		require.Len(t, lj.Seats, 3)
		for i, s := range lj.Seats {
			assert.Equal(t, i+1, s.Seat)
			assert.Equal(t, names[i], s.Name)
		}
		assert.Equal(t, "player 3", lj.Deals[0].Transfers[1].From)
		assert.Equal(t, "소라 ("+seat+"3)", lj.Deals[0].Transfers[1].FromText)
	}
}
