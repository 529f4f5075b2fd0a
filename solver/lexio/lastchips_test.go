package lexio

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// setChips gives seat exactly n chips in hand, the difference going to (or coming from) the pot, so the
// chip invariant still holds: a position from late in a game without playing it all.
func setChips(g *Game, seat, n int) {
	g.ledger.pot += g.ledger.purse[seat] - n
	g.ledger.purse[seat] = n
}

// position is a 3-player market game in its first deal with the given hands (the rest of the 60 tiles
// stay out of play) and the market, seat 0 leading.
func position(t *testing.T, hands []Hand, market Hand) Game {
	t.Helper()
	g, err := NewGame(Config{Players: 3, Deals: 3})
	require.NoError(t, err)
	g, err = g.Deal(rand.New(rand.NewPCG(1, 1)))
	require.NoError(t, err)
	g = g.clone()
	copy(g.hands, hands)
	g.market = market
	g.newTrick(0)
	return g
}

// stepper returns a check for one legal step: accepted, and the chip invariant holds.
func stepper(t *testing.T) func(Game, error) Game {
	return func(g Game, err error) Game {
		t.Helper()
		require.NoError(t, err)
		require.NoError(t, g.Invariant())
		return g
	}
}

// TestLastChipsDoNotEndTheGame: going out with one's last 3 chips leaves them in front of the buyer;
// the game goes on, the bought tile is played, and the buyer wins the pot back by emptying their hand.
func TestLastChipsDoNotEndTheGame(t *testing.T) {
	g := position(t, []Hand{hand(t, "sun3", "moon9"), hand(t, "star5"), hand(t, "sun2", "moon2", "cloud4", "cloud12")},
		hand(t, "moon5", "sun14"))
	setChips(&g, 1, 3)
	pot := g.Ledger().Pot()
	must := stepper(t)

	g = must(g.Play(0, hand(t, "sun3")))
	g = must(g.Out(1, mustTile(t, "moon5")))
	require.Equal(t, Playing, g.Phase(), "a purchase never ends the game")
	require.Equal(t, 0, g.Ledger().Chips(1))
	require.Equal(t, 3, g.Ledger().Front(1), "the buyer's last chips lie in front of it")
	g = must(g.Play(2, hand(t, "cloud4")))
	g = must(g.Pass(0))
	// The trick is over: the chips go into the pot; no payout, so no end-of-game check.
	require.Equal(t, Playing, g.Phase())
	require.Equal(t, 0, g.Ledger().Front(1))
	require.Equal(t, pot+3, g.Ledger().Pot())
	require.Equal(t, 2, g.Leader())

	g = must(g.Play(2, hand(t, "sun2", "moon2")))
	g = must(g.Pass(0))
	g = must(g.Play(1, hand(t, "star5", "moon5")))
	require.Equal(t, Hand(0), g.Hand(1), "the bought tile was played")
	require.Equal(t, Playing, g.Phase(), "the buyer won the pot back: the game goes on")
	// The pot as it stood, plus one chip per tile from each other holder (seat 0: moon9; seat 2: cloud12).
	require.Equal(t, pot+3+1+1, g.Ledger().Chips(1))
	require.Zero(t, g.Ledger().Pot())
}

// TestZeroChipsEndTheGameAtThePayout: a player left with no chips by a payout ends the game at that
// payout; a buyer whose last chips still lie in front of it is not at 0.
func TestZeroChipsEndTheGameAtThePayout(t *testing.T) {
	t.Run("paying the tiles left", func(t *testing.T) {
		g := position(t, []Hand{hand(t, "sun3"), hand(t, "star5", "star6"), hand(t, "sun2", "moon2", "cloud4", "cloud12")},
			hand(t, "moon5"))
		setChips(&g, 2, 2)
		must := stepper(t)
		g = must(g.Play(0, hand(t, "sun3")))
		require.Equal(t, GameOver, g.Phase(), "seat 2 paid its last 2 chips for 4 tiles")
		require.Equal(t, 0, g.Ledger().Chips(2))
		_, err := g.Pass(1)
		require.ErrorContains(t, err, "game is over")
	})
	t.Run("a buyer's chips in front still count", func(t *testing.T) {
		g := position(t, []Hand{hand(t, "sun3", "sun9"), hand(t, "star5", "star6"), hand(t, "cloud4", "moon10", "sun11")},
			hand(t, "moon5", "sun14"))
		setChips(&g, 1, 3)
		must := stepper(t)
		g = must(g.Play(0, hand(t, "sun3")))
		g = must(g.Out(1, mustTile(t, "moon5")))
		g = must(g.Play(2, hand(t, "cloud4")))
		g = must(g.Play(0, hand(t, "sun9")))
		// Seat 0 emptied its hand: seat 1 has nothing in hand to pay with, but 3 chips in front of it.
		require.Equal(t, Playing, g.Phase(), "seat 1 is not at 0 while its chips lie in front of it")
		require.Equal(t, 0, g.Ledger().Chips(1))
		require.Equal(t, 3, g.Ledger().Front(1))
		// The trick ends (the clean-up leaves seat 1 at 0, but no payout checks it yet).
		g = must(g.Pass(2))
		require.Equal(t, Playing, g.Phase())
		require.Equal(t, 0, g.Ledger().Chips(1)+g.Ledger().Front(1))
		require.Equal(t, 1, g.Leader(), "seat 0 has no tiles: the next holder on its left leads")
		g = must(g.Play(1, hand(t, "star5")))
		g = must(g.Play(2, hand(t, "moon10")))
		g = must(g.Pass(1))
		require.Equal(t, Playing, g.Phase())
		g = must(g.Play(2, hand(t, "sun11")))
		require.Equal(t, GameOver, g.Phase(), "seat 1 is at 0 at this payout")
		require.Equal(t, 0, g.Ledger().Chips(1))
	})
}

// TestGameNeverEndsAtAPurchase: random games from low chip counts (so that players run out): the chip
// invariant always holds, and the game only ends at a step that paid someone out (a hand emptied),
// never at a purchase.
func TestGameNeverEndsAtAPurchase(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(3, 6).Draw(t, "players")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 2))
		g, err := NewGame(Config{Players: players, Stage: StageMarket, Deals: rapid.IntRange(1, 4).Draw(t, "deals")})
		require.NoError(t, err)
		for s := range players {
			setChips(&g, s, rapid.IntRange(3, 12).Draw(t, fmt.Sprint("chips", s)))
		}
		require.NoError(t, g.Invariant())
		ended := false
		for steps := 0; g.Phase() != GameOver; steps++ {
			require.Less(t, steps, 20000, "game did not end")
			if g.Phase() == BetweenDeals {
				g, err = g.Deal(rng)
				require.NoError(t, err)
				continue
			}
			next := act(t, g, rng)
			require.NoError(t, next.Invariant())
			purchase := next.Market() != g.Market()
			payout := false
			for s := range players {
				payout = payout || (g.Hand(s) != 0 && next.Hand(s) == 0)
			}
			if purchase {
				require.NotEqual(t, GameOver, next.Phase(), "a purchase never ends the game")
			}
			if next.Phase() == GameOver {
				require.True(t, payout, "the game ends only at a payout")
				ended = true
			}
			g = next
		}
		require.True(t, ended)
		require.NoError(t, g.Invariant())
	})
}

// TestScorekeeperLastChips: the scorekeeping mode follows the same rule: a purchase with one's last chips
// goes on, and emptying the hand wins the pot back.
func TestScorekeeperLastChips(t *testing.T) {
	k, err := NewScorekeeper(Config{Players: 3, Deals: 2})
	require.NoError(t, err)
	k, err = k.StartDeal()
	require.NoError(t, err)
	k.ledger.pot += k.ledger.purse[1] - 3
	k.ledger.purse[1] = 3
	k, err = k.Buy(1)
	require.NoError(t, err)
	require.Equal(t, Playing, k.Phase(), "a purchase never ends the game")
	k, err = k.EndTrick()
	require.NoError(t, err)
	require.Equal(t, Playing, k.Phase())
	pot := k.Ledger().Pot()
	k, err = k.Emptied(1, []int{4, 0, 5})
	require.NoError(t, err)
	require.Equal(t, Playing, k.Phase())
	require.Equal(t, pot+4+5, k.Ledger().Chips(1))
	require.NoError(t, k.Invariant())
}
