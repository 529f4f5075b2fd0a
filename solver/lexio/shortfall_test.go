package lexio

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/solver/refuse"
	"pgregory.net/rapid"
)

// keeperChips gives seat exactly n chips in hand, the difference going to (or coming from) the pot.
func keeperChips(k *Scorekeeper, seat, n int) {
	k.ledger.pot += k.ledger.purse[seat] - n
	k.ledger.purse[seat] = n
}

// TestPayoutComesFromChipsInHand is the decision of lexio-bomb-market.md: a payout is paid from the
// chips in hand only; the chips in front of a buyer are committed to the pot and pay no one; a payer
// who had too few pays what they have and the ledger keeps what they owed, even for a payment of 0.
func TestPayoutComesFromChipsInHand(t *testing.T) {
	k, err := NewScorekeeper(Config{Players: 4, Deals: 2})
	require.NoError(t, err)
	k, err = k.StartDeal()
	require.NoError(t, err)
	keeperChips(&k, 3, 3) // player 4 goes out with their last 3 chips
	k, err = k.Buy(3)
	require.NoError(t, err)
	require.Equal(t, 0, k.Ledger().Chips(3))
	require.Equal(t, 3, k.Ledger().Front(3))
	pot := k.Ledger().Pot()
	before := len(k.Ledger().Transfers())

	k, err = k.Emptied(0, []int{0, 5, 2, 12})
	require.NoError(t, err)
	require.NoError(t, k.Invariant())
	l := k.Ledger()
	require.Equal(t, 3, l.Front(3), "the chips in front stay committed to the pot")
	require.Equal(t, 0, l.Chips(3))
	require.Equal(t, Playing, k.Phase(), "the buyer's chips in front are still theirs: not broke yet")
	require.Equal(t, 50+pot+5+2, l.Chips(0), "the emptier got the pot and what was in the others' hands")

	lines := l.Transfers()[before:]
	require.Len(t, lines, 4, "the pot, and one line per payer, even a payment of 0")
	want := []Transfer{
		{Deal: 1, From: Account{Pot, 0}, To: Account{Purse, 0}, Amount: pot, Reason: PotWin},
		{Deal: 1, From: Account{Purse, 1}, To: Account{Purse, 0}, Amount: 5, Reason: TilesLeft, Owed: 5},
		{Deal: 1, From: Account{Purse, 2}, To: Account{Purse, 0}, Amount: 2, Reason: TilesLeft, Owed: 2},
		{Deal: 1, From: Account{Purse, 3}, To: Account{Purse, 0}, Amount: 0, Reason: TilesLeft, Owed: 12},
	}
	require.Equal(t, want, lines)
	require.Equal(t, []int{0, 0, 0, 12}, []int{lines[0].Short(), lines[1].Short(), lines[2].Short(), lines[3].Short()})
	require.Equal(t, "deal 1: seat 3 -> seat 0, 0 chips (tiles left in hand), 0 of 12 owed", lines[3].String())

	// The shortfall is not owed later: the trick's clean-up moves the 3 chips to the pot, nowhere else.
	k, err = k.EndTrick()
	require.NoError(t, err)
	require.Equal(t, 0, k.Ledger().Front(3))
	require.Equal(t, 0, k.Ledger().Chips(3))
	require.NoError(t, k.Invariant())

	// A payer with some chips but too few pays them all: 2 owed, 1 paid; the game then ends.
	keeperChips(&k, 2, 1)
	k, err = k.Emptied(1, []int{0, 0, 2, 3})
	require.NoError(t, err)
	require.NoError(t, k.Invariant())
	lines = k.Ledger().Transfers()
	short := []Transfer{}
	for _, x := range lines[len(lines)-3:] {
		if x.Reason == TilesLeft {
			short = append(short, x)
		}
	}
	require.Equal(t, []Transfer{
		{Deal: 1, From: Account{Purse, 2}, To: Account{Purse, 1}, Amount: 1, Reason: TilesLeft, Owed: 2},
		{Deal: 1, From: Account{Purse, 3}, To: Account{Purse, 1}, Amount: 0, Reason: TilesLeft, Owed: 3},
	}, short)
	require.Equal(t, GameOver, k.Phase(), "a player at 0 chips after a payout ends the game")
}

// TestEmptiedCountsThatCannotBe: a hand holds at most the tiles dealt plus the market tiles bought
// since (or since its count was last recorded); a count beyond that is refused with the limit.
func TestEmptiedCountsThatCannotBe(t *testing.T) {
	k, err := NewScorekeeper(Config{Players: 3, Deals: 1})
	require.NoError(t, err)
	k, err = k.StartDeal()
	require.NoError(t, err)
	require.Equal(t, 15, k.MostTiles(1))

	// The phone that garbled 12 into 21.
	_, err = k.Emptied(0, []int{0, 21, 9})
	r, ok := refuse.As[*Refusal](err)
	require.True(t, ok, "%v", err)
	require.Equal(t, Refusal{Refusal: r.Refusal, Seat: 1, Count: 21, Max: 15}, *r)
	require.Equal(t, ReasonTooManyTiles, r.Reason)
	require.Equal(t, "payout", r.Rule)

	k, err = k.Buy(1)
	require.NoError(t, err)
	require.Equal(t, 16, k.MostTiles(1), "a bought tile joins the hand")
	k, err = k.Emptied(0, []int{0, 16, 9})
	require.NoError(t, err)
	require.Equal(t, 0, k.MostTiles(0), "an emptied hand holds nothing")
	require.Equal(t, 16, k.MostTiles(1))
	require.Equal(t, 9, k.MostTiles(2), "a count once recorded only grows by purchases")
	k, err = k.EndTrick()
	require.NoError(t, err)
	_, err = k.Emptied(1, []int{0, 0, 10})
	r, ok = refuse.As[*Refusal](err)
	require.True(t, ok, "%v", err)
	require.Equal(t, ReasonTooManyTiles, r.Reason)
	require.Equal(t, 9, r.Max)
	_, err = k.Emptied(1, []int{0, 0, 9})
	require.NoError(t, err)
}

// TestPayoutsFromChipsInHandProperty: chips-only games with few chips, random purchases, trick ends
// and emptied hands (counts up to what each hand can hold). At every payout each holder's line owes
// their tiles and pays min(tiles, chips in hand before), the chips in front of buyers pay no one,
// and a count beyond MostTiles is refused and changes nothing.
func TestPayoutsFromChipsInHandProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(3, 6).Draw(t, "players")
		k, err := NewScorekeeper(Config{Players: players, Deals: rapid.IntRange(1, 3).Draw(t, "deals")})
		require.NoError(t, err)
		k, err = k.StartDeal()
		require.NoError(t, err)
		for s := range players {
			keeperChips(&k, s, rapid.IntRange(0, 14).Draw(t, fmt.Sprint("chips", s)))
		}
		for step := 0; k.Phase() != GameOver && step < 200; step++ {
			if k.Phase() == BetweenDeals {
				k, err = k.StartDeal()
				require.NoError(t, err)
				continue
			}
			switch rapid.IntRange(0, 3).Draw(t, "action") {
			case 0:
				if next, err := k.Buy(rapid.IntRange(0, players-1).Draw(t, "buyer")); err == nil {
					k = next
				}
			case 1:
				k, err = k.EndTrick()
				require.NoError(t, err)
			default:
				var holders []int
				for s := range players {
					if k.Holding(s) && !k.bought[s] {
						holders = append(holders, s)
					}
				}
				if len(holders) == 0 {
					k, _ = k.EndTrick()
					continue
				}
				who := holders[rapid.IntRange(0, len(holders)-1).Draw(t, "who")]
				left := make([]int, players)
				for s := range players {
					if s != who && k.Holding(s) {
						left[s] = rapid.IntRange(1, k.MostTiles(s)).Draw(t, fmt.Sprint("left", s))
					}
				}
				if over := rapid.IntRange(0, 9).Draw(t, "over"); over == 0 {
					for s := range players {
						if left[s] > 0 {
							bad := slices.Clone(left)
							bad[s] = k.MostTiles(s) + 1
							_, err := k.Emptied(who, bad)
							r, ok := refuse.As[*Refusal](err)
							require.True(t, ok && r.Reason == ReasonTooManyTiles, "%v", err)
							break
						}
					}
				}
				purse := make([]int, players)
				front := make([]int, players)
				for s := range players {
					purse[s], front[s] = k.Ledger().Chips(s), k.Ledger().Front(s)
				}
				from := len(k.Ledger().Transfers())
				k, err = k.Emptied(who, left)
				require.NoError(t, err)
				owed := 0
				for _, x := range k.Ledger().Transfers()[from:] {
					if x.Reason != TilesLeft {
						continue
					}
					s := x.From.Seat
					owed++
					require.Equal(t, left[s], x.Owed, "seat %d owes its tiles", s)
					require.Equal(t, min(left[s], purse[s]), x.Amount, "seat %d pays from its chips in hand", s)
					require.Equal(t, Account{Purse, who}, x.To)
				}
				n := 0
				for s := range players {
					if left[s] > 0 {
						n++
					}
				}
				require.Equal(t, n, owed, "every holder has its line, even a payment of 0")
				if k.Phase() == Playing {
					for s := range players {
						require.Equal(t, front[s], k.Ledger().Front(s), "the chips in front pay no one")
					}
				}
			}
			require.NoError(t, k.Invariant())
		}
	})
}
