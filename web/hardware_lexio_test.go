package web_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// singleKey is a tile's strength played alone.
func singleKey(t *testing.T, tile rules.Tile) int {
	p, err := rules.ClassifyIn(rules.HandOf(tile), rules.StageMarket)
	require.NoError(t, err)
	return p.Key
}

func TestHardwarePlaysLexio(t *testing.T) {
	hw := newHWHarness(t)
	registerSet(t, hw.harness, tags.Set("lexio-tiles"), "L-")
	tb := lexioCreate(hw.harness, 3, nil)
	hands, market := lexioFixedDeal(t, 3) // seat 0 holds sun15 and leads
	scanAll := func(ts []rules.Tile) (last map[string]any) {
		t.Helper()
		for _, x := range ts {
			last = hw.accept("L-" + x.String())
		}
		return last
	}

	t.Run("buttons before the deal", func(t *testing.T) {
		hw.refusedPress(tb, 3, "confirm", "no tiles are laid")
		hw.refusedPress(tb, 3, "next", "no deal is being played")
	})
	t.Run("deal by scans: hands, then the market", func(t *testing.T) {
		hw.api("POST", "/routes", map[string]any{"reader": "console", "table": tb.id, "seat": 2}, http.StatusOK)
		before := withoutCounters(t, allViews(tb, 3))
		h2 := hands[2].Tiles()
		assert.Equal(t, "tile dealt into Player 3's hand (1 of 15)", hw.accept("L-" + h2[0].String())["message"])
		hw.refusedScan(tb, 3, "L-"+h2[0].String(), "already dealt")
		scanAll(h2[1:14])
		assert.Equal(t, before, withoutCounters(t, allViews(tb, 3)), "a hand being dealt is in no view")
		hw.api("POST", "/routes", map[string]any{"reader": "console", "table": tb.id}, http.StatusOK)
		assert.Equal(t, "tile dealt into Player 3's hand (15 of 15): entered", scanAll(h2[14:])["message"])
		assert.Equal(t, hands[2].IDs(), toStrings(tb.view(2)["me"].(map[string]any)["hand"]))
		scanAll(hands[0].Tiles())
		scanAll(hands[1].Tiles())
		// A tile of an entered hand is not the console's to know about: it
		// goes into the market, and would make the entries not add up.
		hw.accept("L-" + hands[0].Tiles()[0].String())
		assert.Equal(t, "undid the last move", hw.press("undo")["message"])
		assert.Equal(t, "tile dealt into the market (15 of 15): entered", scanAll(market.Tiles())["message"])
		assert.Equal(t, "play", tb.display()["phase"])
	})
	t.Run("privacy: a scanned hand is in no other view", func(t *testing.T) {
		views := allViews(tb, 3)
		for i, v := range views {
			if i != 0 {
				assert.Empty(t, quoted(v, hands[0].IDs()), "view %d shows player 1's tiles", i)
			}
		}
	})

	// Player 1 leads their strongest single; player 2 tries a weaker one.
	lead, weak := hands[0].Tiles()[0], rules.Tile(0)
	for _, x := range hands[0].Tiles() {
		if singleKey(t, x) > singleKey(t, lead) {
			lead = x
		}
	}
	for _, x := range hands[1].Tiles() {
		if singleKey(t, x) < singleKey(t, lead) {
			weak = x
		}
	}
	require.Less(t, singleKey(t, weak), singleKey(t, lead), "player 2 holds a weaker single")
	t.Run("a play laid on the reader, committed by confirm", func(t *testing.T) {
		assert.Equal(t, "Player 1 lays a tile (1 laid): press confirm to play", hw.accept("L-" + lead.String())["message"])
		hw.refusedScan(tb, 3, "L-"+weak.String(), "not in the hand of the player laying tiles")
		hw.refusedScan(tb, 3, "L-"+market.Tiles()[0].String(), "tiles are laid for a play")
		hw.refusedPress(tb, 3, "next", "tiles are laid for a play")
		r := hw.press("confirm")
		assert.Equal(t, "accepted", r["outcome"], r)
		assert.Equal(t, "Player 1 played 1 tiles", r["message"])
		assert.Equal(t, []string{lead.String()}, toStrings(tb.display()["on_table"].(map[string]any)["tiles"]))
		hw.refusedScan(tb, 3, "L-"+lead.String(), "in no player's hand")
	})
	t.Run("a refused play stays laid; undo takes it back; next passes", func(t *testing.T) {
		hw.accept("L-" + weak.String())
		hw.refusedPress(tb, 3, "confirm", "not higher")
		assert.Equal(t, "undid the last move", hw.press("undo")["message"])
		assert.Equal(t, "Player 2 passed", hw.press("next")["message"])
	})
	t.Run("a market tile is a purchase by the player on turn", func(t *testing.T) {
		buy := market.Tiles()[0]
		r := hw.accept("L-" + buy.String())
		assert.Equal(t, "Player 3 went out and bought a market tile", r["message"])
		assert.Contains(t, toStrings(tb.view(2)["me"].(map[string]any)["hand"]), buy.String())
		assert.NotContains(t, toStrings(tb.display()["market"]), buy.String())
	})
}
