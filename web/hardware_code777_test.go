package web_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/tags"
)

// rackTiles returns rack i's tiles as a view shows them (nil: hidden or empty).
func rackTiles(v map[string]any, i int) []string {
	r := v["racks"].([]any)[i].(map[string]any)
	if r["tiles"] == nil {
		return nil
	}
	return toStrings(r["tiles"])
}

func TestHardwarePlaysCode777(t *testing.T) {
	hw := newHWHarness(t)
	registerSet(t, hw.harness, tags.Set("code777-tiles"), "K-")
	registerSet(t, hw.harness, tags.Set("code777-cards"), "Q-")
	tb := hw.create("code777", 2) // racks 0, 1, n1, n2
	hostView := func() map[string]any {
		code, body := hw.call("GET", "/api/host/tables/"+tb.id, nil, hw.hostHdr())
		require.Equal(t, http.StatusOK, code)
		return decodeView(t, body)
	}

	t.Run("a card before the racks are full is refused", func(t *testing.T) {
		hw.refusedScan(tb, 2, "Q-q1", "the game has not started yet")
	})
	t.Run("the host picks player 2's rack; its tiles reach nobody until entered, then never its owner", func(t *testing.T) {
		hw.api("POST", "/routes", map[string]any{"reader": "console", "table": tb.id, "seat": 1}, http.StatusOK)
		before := withoutCounters(t, allViews(tb, 2))
		assert.Equal(t, "tile placed on Player 2's rack (1 of 3)", hw.accept("K-red5-1")["message"])
		hw.refusedScan(tb, 2, "K-red5-1", "scanned twice")
		hw.accept("K-red5-2")
		assert.Equal(t, before, withoutCounters(t, allViews(tb, 2)), "a rack being filled is in no view")
		r := hw.accept("K-blue7-1")
		assert.Equal(t, "tile placed on Player 2's rack (3 of 3): the rack is entered", r["message"])
		assert.Empty(t, r["component"], "a tile is not named on the console")
		assert.ElementsMatch(t, []string{"red5", "red5", "blue7"}, rackTiles(tb.view(0), 1))
		assert.Nil(t, rackTiles(tb.view(1), 1), "the owner never sees their rack")
		assert.Nil(t, rackTiles(hostView(), 1))
		assert.Nil(t, rackTiles(tb.display(), 1))
		hw.refusedScan(tb, 2, "K-green1", "the rack of Player 2 does not need tiles now")
	})
	t.Run("without a seat, racks fill in table order", func(t *testing.T) {
		hw.api("POST", "/routes", map[string]any{"reader": "console", "table": tb.id}, http.StatusOK)
		for _, tag := range []string{"K-green1", "K-yellow2-1", "K-black3-1"} {
			hw.accept(tag)
		}
		assert.ElementsMatch(t, []string{"green1", "yellow2", "black3"}, rackTiles(tb.view(1), 0))
		// The one green 1 is on a rack the console does not show: a second
		// one is placed, and would make the pile over-drawn (a public conflict).
		hw.accept("K-green1")
		assert.Equal(t, "undid the last move", hw.press("undo")["message"])
		for _, tag := range []string{"K-pink6-1", "K-green6-1", "K-yellow7-1", "K-pink7", "K-blue7-2"} {
			hw.accept(tag)
		}
		assert.Equal(t, "tile placed on neutral rack n2 (3 of 3): the rack is entered", hw.accept("K-blue7-3")["message"])
		assert.Empty(t, tb.view(0)["waiting"])
		hw.refusedScan(tb, 2, "K-brown4-1", "every rack is full")
	})
	t.Run("a question card is the reader's drawn card", func(t *testing.T) {
		tb.host(map[string]any{"type": "start", "starter": 0})
		r := hw.accept("Q-q5")
		assert.Equal(t, "card q5 read by Player 1", r["message"])
		assert.Equal(t, "q5", r["component"], "question cards are public")
		log := tb.view(1)["log"].([]any)
		require.Len(t, log, 1)
		assert.Equal(t, "q5", log[0].(map[string]any)["card"])
		hw.refusedScan(tb, 2, "Q-q5", "already read")
		assert.Equal(t, "undid the last move", hw.press("undo")["message"])
		assert.Empty(t, tb.view(1)["log"])
		hw.accept("Q-q5")
		hw.refusedPress(tb, 2, "confirm", "nothing to confirm now")
	})
	t.Run("a refill after a challenge", func(t *testing.T) {
		tb.seat(0, map[string]any{"type": "challenge", "numbers": "1 2 3"})
		v := tb.view(1)
		require.Contains(t, toStrings(v["waiting"]), "0", "player 1's rack waits for a refill")
		hw.refusedScan(tb, 2, "Q-q6", "still waits for its tiles")
		for _, tag := range []string{"K-brown4-1", "K-brown4-2", "K-brown4-3"} {
			hw.accept(tag)
		}
		assert.ElementsMatch(t, []string{"brown4", "brown4", "brown4"}, rackTiles(tb.view(1), 0))
		assert.Nil(t, rackTiles(tb.view(0), 0))
	})
}
