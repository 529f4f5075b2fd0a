package web_test

import (
	"net/http"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// clues13Hands deals the 2-player cards in play: per seat, one person, one
// location, one weapon (outside) then two more (inside), and a card out of play.
func clues13Hands(t *testing.T) ([2][]string, string) {
	setup, err := rules.NewSetup(2)
	require.NoError(t, err)
	byKind := map[rules.Kind][]string{}
	var rest []string
	for _, c := range setup.Cards {
		if len(byKind[c.Kind()]) < 2 {
			byKind[c.Kind()] = append(byKind[c.Kind()], c.String())
		} else {
			rest = append(rest, c.String())
		}
	}
	var hands [2][]string
	for s := 0; s < 2; s++ {
		hands[s] = []string{byKind[rules.Person][s], byKind[rules.Location][s], byKind[rules.Weapon][s], rest[2*s], rest[2*s+1]}
	}
	for i := 0; i < rules.NumCards; i++ {
		if setup.CheckCard(rules.Card(i)) != nil {
			return hands, rules.Card(i).String()
		}
	}
	t.Fatal("every card is in play")
	return hands, ""
}

func TestHardwarePlaysClues13(t *testing.T) {
	hw := newHWHarness(t)
	registerSet(t, hw.harness, tags.Set("clues13-cards"), "C-")
	tb := hw.create("clues13", 2)
	hands, outOfPlay := clues13Hands(t)
	scanAll := func(ids []string) (last map[string]any) {
		t.Helper()
		for _, id := range ids {
			last = hw.accept("C-" + id)
		}
		return last
	}

	t.Run("refused reads", func(t *testing.T) {
		hw.refusedScan(tb, 2, "C-"+outOfPlay, "not in play with 2 players")
		hw.refusedPress(tb, 2, "next", "does nothing at a clues13 table")
	})
	t.Run("player 2 is dealt first; nothing shows until the fifth card", func(t *testing.T) {
		hw.api("POST", "/routes", map[string]any{"reader": "console", "table": tb.id, "seat": 1}, http.StatusOK)
		before := withoutCounters(t, allViews(tb, 2))
		r := hw.accept("C-" + hands[1][0])
		assert.Equal(t, "card placed for Player 2: outside 1 of 3", r["message"])
		assert.Empty(t, r["component"], "a card is not named on the console")
		hw.refusedScan(tb, 2, "C-"+hands[1][0], "already placed")
		hw.refusedScan(tb, 2, "C-"+hands[0][0], "one person, one location and one weapon") // a second person outside
		scanAll(hands[1][1:4])
		assert.Equal(t, before, withoutCounters(t, allViews(tb, 2)), "cards being placed are in no view")
		// The route is cleared: the seat part-way through still gets the next card.
		hw.api("POST", "/routes", map[string]any{"reader": "console", "table": tb.id}, http.StatusOK)
		assert.Equal(t, "card placed for Player 2: inside right; their 5 cards are entered", scanAll(hands[1][4:])["message"])
		me := tb.view(1)["me"].(map[string]any)
		assert.Equal(t, hands[1][3:], toStrings(me["inside"]))
		assert.ElementsMatch(t, hands[1][:3], toStrings(me["outside"]))
	})
	t.Run("privacy: player 1 sees player 2's case, never player 2's inside cards", func(t *testing.T) {
		// Player 2's outside cards are player 1's case (seat 1 gives to its left, seat 0).
		views := allViews(tb, 2)
		for i, v := range views {
			if i == 1 {
				continue // player 2's own view
			}
			assert.Empty(t, quoted(withoutKey(t, v, "cards"), hands[1][3:]), "view %d shows player 2's inside cards", i)
		}
		assert.Empty(t, quoted(withoutKey(t, views[0], "cards"), hands[1][:3]), "player 1 does not see their own case")
	})
	t.Run("player 1 by default; then the informants are laid under their letters", func(t *testing.T) {
		// A card player 2 entered is not the console's to know about: it is
		// placed for player 1, and would make the entries not add up.
		assert.Equal(t, "card placed for Player 1: outside 1 of 3", hw.accept("C-" + hands[1][2])["message"])
		assert.Equal(t, "undid the last move", hw.press("undo")["message"])
		assert.Equal(t, "card placed for Player 1: outside 1 of 3", hw.accept("C-" + hands[0][0])["message"])
		assert.Equal(t, "undid the last move", hw.press("undo")["message"])
		scanAll(hands[0])
		assert.Equal(t, true, tb.view(0)["seats"].([]any)[0].(map[string]any)["ready"])
		// A card a player entered, laid as an informant: the entries do not add up, on every screen.
		hw.accept("C-" + hands[0][0])
		assert.Equal(t, true, tb.display()["conflict"])
		assert.Equal(t, "undid the last move", hw.press("undo")["message"])
		assert.Nil(t, tb.display()["conflict"])
	})
	// The informants: the cards in play nobody holds, laid face down under A, B, ... and scanned.
	setup, err := rules.NewSetup(2)
	require.NoError(t, err)
	var informants []string
	for _, c := range setup.Cards {
		held := false
		for _, h := range hands {
			held = held || slices.Contains(h, c.String())
		}
		if !held {
			informants = append(informants, c.String())
		}
	}
	require.Len(t, informants, 8)
	slices.Reverse(informants) // laid in an order no one could guess from the ids
	t.Run("a half-laid row keeps the game from starting; the console names letters, never cards", func(t *testing.T) {
		r := hw.accept("C-" + informants[0])
		assert.Equal(t, "informant laid under letter A", r["message"])
		assert.Empty(t, r["component"], "a card is not named on the console")
		hw.refusedScan(tb, 2, "C-"+informants[0], "already placed")
		scanAll(informants[1:3])
		assert.EqualValues(t, 3, tb.display()["informants_scanned"])
		for _, v := range allViews(tb, 2) {
			assert.Empty(t, quoted(withoutKey(t, v, "cards"), informants[:3]), "scanned informants are in no view")
		}
		code, body := tb.h.call("POST", "/api/host/tables/"+tb.id+"/do", map[string]any{"type": "start", "starter": 0}, tb.h.hostHdr())
		assert.Equal(t, http.StatusConflict, code)
		assert.Contains(t, string(body), "3 of the 8 informants are scanned")
		assert.Equal(t, "informant laid under letter H", scanAll(informants[3:])["message"])
		hw.refusedScan(tb, 2, "C-"+informants[0], "every informant is laid out: start the game")
	})
	t.Run("the game starts with the scanned informants; a peek shows the card under the letter", func(t *testing.T) {
		tb.host(map[string]any{"type": "start", "starter": 0})
		assert.Equal(t, true, tb.view(0)["informants_laid"])
		hw.refusedScan(tb, 2, "C-"+hands[0][0], "the game has started")
		code, body := tb.seatTry(0, map[string]any{"type": "peek", "letter": "C", "card": informants[5]})
		assert.Equal(t, http.StatusBadRequest, code)
		assert.Contains(t, body, "peek without naming a card")
		tb.seat(0, map[string]any{"type": "peek", "letter": "C"})
		assert.Equal(t, map[string]any{"C": informants[2]}, tb.view(0)["me"].(map[string]any)["peeked"])
	})
}
