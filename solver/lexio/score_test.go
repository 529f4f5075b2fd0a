package lexio

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

func TestScorekeeperSeedExample(t *testing.T) {
	// The seed's example, 3 players: A empties their hand with 9 chips in the
	// pot; B holds 3 tiles, C holds 5. A takes 9 + 3 + 5.
	const A, B, C = 0, 1, 2
	k, err := NewScorekeeper(Config{Players: 3, Deals: 2})
	require.NoError(t, err)
	k, err = k.StartDeal()
	require.NoError(t, err)
	for _, s := range []int{A, B, C} {
		k, err = k.Buy(s)
		require.NoError(t, err)
	}
	_, err = k.Buy(B)
	require.ErrorContains(t, err, "already went out")
	require.Equal(t, 0, k.Ledger().Pot(), "purchases wait in front of the buyers")
	k, err = k.EndTrick()
	require.NoError(t, err)
	require.Equal(t, 9, k.Ledger().Pot())
	k, err = k.Emptied(A, []int{0, 3, 5})
	require.NoError(t, err)
	require.Equal(t, [4]int{47 + 9 + 8, 44, 42, 0}, [4]int{k.Ledger().Chips(A), k.Ledger().Chips(B), k.Ledger().Chips(C), k.Ledger().Pot()})
	require.Equal(t, Playing, k.Phase())
	require.NoError(t, k.Invariant())

	// This deal's transfers, in words.
	var lines []string
	for _, tr := range k.Ledger().DealTransfers(1) {
		lines = append(lines, tr.String())
	}
	require.Equal(t, []string{
		"deal 1: pot -> seat 0, 9 chips (pot taken on emptying a hand)",
		"deal 1: seat 1 -> seat 0, 3 chips (tiles left in hand)",
		"deal 1: seat 2 -> seat 0, 5 chips (tiles left in hand)",
	}, lines[len(lines)-3:])

	t.Run("purchases of the current trick are not in the pot yet", func(t *testing.T) {
		k, err := k.Buy(B)
		require.NoError(t, err)
		k, err = k.Emptied(C, []int{0, 2, 0})
		require.NoError(t, err)
		require.Equal(t, [3]int{44, 39, 3}, [3]int{k.Ledger().Chips(C), k.Ledger().Chips(B), k.Ledger().Pot()})
		require.Equal(t, BetweenDeals, k.Phase(), "only B holds tiles: the deal is over and the pot carries over")
		require.Equal(t, 0, k.Ledger().Front(B))
		k, err = k.StartDeal()
		require.NoError(t, err)
		require.Equal(t, 3, k.Ledger().Pot())
		require.Equal(t, 2, k.Ledger().Deal())
	})
	t.Run("bad events", func(t *testing.T) {
		_, err := k.Emptied(A, []int{0, 3, 5})
		require.ErrorContains(t, err, "already emptied")
		_, err = k.Emptied(B, []int{0, 0, 0})
		require.ErrorContains(t, err, "count must be 1..60")
		_, err = k.Emptied(B, []int{1, 0, 5})
		require.ErrorContains(t, err, "seat 0 has emptied")
		_, err = k.Emptied(B, []int{0, 0})
		require.ErrorContains(t, err, "2 tile counts for 3 players")
		_, err = k.Buy(7)
		require.ErrorContains(t, err, "no seat 7")
		_, err = k.StartDeal()
		require.ErrorContains(t, err, "not over")
	})
}

func TestScorekeeperShortPayAndBroke(t *testing.T) {
	k, err := NewScorekeeper(Config{Players: 4, Deals: 5})
	require.NoError(t, err)
	k, err = k.StartDeal()
	require.NoError(t, err)
	// Seat 3 buys 15 times (12 market tiles in the first deal, 3 in the
	// second) and pays 3 tiles at the end of the first deal: 2 chips left.
	for range 15 {
		k, err = k.Buy(3)
		require.NoError(t, err)
		k, err = k.EndTrick()
		require.NoError(t, err)
		if k.MarketLeft() == 0 {
			k, err = k.Emptied(0, []int{0, 1, 1, 1})
			require.NoError(t, err)
			k, err = k.Emptied(1, []int{0, 0, 1, 1})
			require.NoError(t, err)
			k, err = k.Emptied(2, []int{0, 0, 0, 1})
			require.NoError(t, err)
			k, err = k.StartDeal()
			require.NoError(t, err)
		}
	}
	require.Equal(t, 50-15*3-3, k.Ledger().Chips(3))
	require.NoError(t, k.Invariant())
	_, err = k.Buy(3)
	require.ErrorContains(t, err, "going out costs 3")
	// Seat 3 holds 10 tiles but has fewer chips: it pays what it has and the game ends.
	k, err = k.Emptied(0, []int{0, 4, 4, 10})
	require.NoError(t, err)
	require.Equal(t, 0, k.Ledger().Chips(3))
	require.Equal(t, GameOver, k.Phase())
	require.NoError(t, k.Invariant())
	_, err = k.Buy(1)
	require.ErrorContains(t, err, "game is over")
}

func TestScorekeeperStage(t *testing.T) {
	k, err := NewScorekeeper(Config{Players: 3, Deals: 1, Stage: StageBombs})
	require.NoError(t, err)
	k, err = k.StartDeal()
	require.NoError(t, err)
	_, err = k.Buy(0)
	require.ErrorContains(t, err, "no market in stage 2")
}

// TestScorekeeperInvariant: random event streams keep every chip.
func TestScorekeeperInvariant(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(3, 6).Draw(t, "players")
		k, err := NewScorekeeper(Config{Players: players, Deals: rapid.IntRange(1, 4).Draw(t, "deals")})
		require.NoError(t, err)
		for k.Phase() != GameOver {
			if k.Phase() == BetweenDeals {
				k, err = k.StartDeal()
				require.NoError(t, err)
				continue
			}
			seat := rapid.IntRange(0, players-1).Draw(t, "seat")
			switch rapid.IntRange(0, 2).Draw(t, "event") {
			case 0:
				if next, err := k.Buy(seat); err == nil {
					k = next
				}
			case 1:
				k, err = k.EndTrick()
				require.NoError(t, err)
			case 2:
				left := make([]int, players)
				for s := range left {
					if s != seat && k.holding[s] {
						left[s] = rapid.IntRange(1, 20).Draw(t, "left")
					}
				}
				if next, err := k.Emptied(seat, left); err == nil {
					k = next
				}
			}
			require.NoError(t, k.Invariant())
		}
	})
}
