package lexio

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// TestResultsOfAScriptedDeal: the emptied-hand panels, the deal summary and the end of the game of a
// scripted 3-player chips-only game of 2 deals, against the ledger lines it wrote.
func TestResultsOfAScriptedDeal(t *testing.T) {
	st := newState(t, 3, Options{Scorekeeping: true, Deals: 2})
	view := func() View { return st.View(companion.Display, companion.ViewContext{}).(View) }
	require.NoError(t, do(t, st, 0, map[string]any{"type": "deal"}))
	require.NoError(t, do(t, st, 0, map[string]any{"type": "buy", "seat": 2}))     // player 3: 3 chips in front
	require.NoError(t, do(t, st, companion.Host, map[string]any{"type": "trick"})) // ... into the pot
	assert.Empty(t, view().Emptied)
	require.NoError(t, do(t, st, 1, map[string]any{"type": "emptied", "left": []int{3, 0, 5}}))
	v := view()
	// Player 2 took the pot of 3; player 1 paid 3 for 3 tiles, player 3 paid 5.
	require.Equal(t, []Emptied{{Deal: 1, Seat: 1, Pot: 3, Paid: []int{3, 0, 5}}}, v.Emptied)
	assert.Empty(t, v.Summaries, "the deal goes on")
	ledger := v.History[len(v.History)-3:]
	assert.Equal(t, []Transfer{
		{Deal: 1, From: "pot", To: "player 2", Amount: 3, Reason: "pot taken on emptying a hand"},
		{Deal: 1, From: "player 1", To: "player 2", Amount: 3, Reason: "tiles left in hand"},
		{Deal: 1, From: "player 3", To: "player 2", Amount: 5, Reason: "tiles left in hand"}}, ledger)

	require.NoError(t, do(t, st, 0, map[string]any{"type": "emptied", "seat": 0, "left": []int{0, 0, 2}}))
	v = view()
	require.Equal(t, "setup", st.Phase(), "deal 1 is over")
	require.Len(t, v.Emptied, 2, "the last deal's panels stay until the next deal")
	assert.Equal(t, Emptied{Deal: 1, Seat: 0, Pot: 0, Paid: []int{0, 0, 2}}, v.Emptied[1])
	require.Len(t, v.Summaries, 1)
	sum := v.Summaries[0]
	assert.Equal(t, []int{50, 50, 50}, sum.Before)
	assert.Equal(t, []int{0, 0, -3}, sum.Purchases)
	assert.Equal(t, []int{0, 3, 0}, sum.Pots)
	assert.Equal(t, []int{-3 + 2, 8, -5 - 2}, sum.Tiles)
	assert.Equal(t, []int{49, 61, 40}, sum.After)
	for p := range 3 {
		assert.Equal(t, st.Ledger().Chips(p), sum.After[p])
		assert.Equal(t, sum.After[p], sum.Before[p]+sum.Purchases[p]+sum.Pots[p]+sum.Tiles[p])
	}
	assert.Len(t, sum.Emptied, 2)
	assert.Nil(t, v.Final)

	// Deal 2: the summary of deal 1 stays reachable; player 3 empties first, then player 1.
	require.NoError(t, do(t, st, 0, map[string]any{"type": "deal"}))
	v = view()
	assert.Empty(t, v.Emptied, "a new deal has no emptied hands yet")
	assert.Len(t, v.Summaries, 1)
	require.NoError(t, do(t, st, 2, map[string]any{"type": "emptied", "left": []int{4, 6, 0}}))
	require.ErrorContains(t, do(t, st, 0, map[string]any{"type": "emptied", "left": []int{0, 7, 0}}), "Player 2 can hold at most 6 tiles now", "a count only grows by purchases")
	require.NoError(t, do(t, st, 0, map[string]any{"type": "emptied", "left": []int{0, 1, 0}}))
	v = view()
	require.Equal(t, companion.PhaseOver, st.Phase())
	require.Len(t, v.Summaries, 2)
	assert.Equal(t, []int{49, 61, 40}, v.Summaries[1].Before)
	assert.Equal(t, []int{49 - 4 + 1, 61 - 6 - 1, 40 + 10}, v.Summaries[1].After)
	require.NotNil(t, v.Final)
	assert.Equal(t, []int{46, 54, 50}, v.Final.Totals)
	assert.Equal(t, []int{3, 1, 2}, v.Final.Places)
	assert.Equal(t, [][]int{{-1, 11, -10}, {-3, -7, 10}}, v.Final.Changes)
}

// TestResultsAgreeWithTheLedger plays random full-rules games (bombs out of turn, purchases) and
// checks after every move that the emptied-hand panels and the deal summaries add up to the ledger.
func TestResultsAgreeWithTheLedger(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		rng := rand.New(rand.NewPCG(seed, 17))
		players := 3 + int(seed%4)
		st := newState(t, players, Options{Deals: 2})
		for moves := 0; st.Phase() != companion.PhaseOver && moves < 3000; moves++ {
			if st.Phase() == companion.PhaseSetup {
				dealRandom(t, st, rng)
				continue
			}
			randomMove(t, st, rng)
			v := st.View(companion.Display, companion.ViewContext{}).(View)
			l := st.Ledger()
			var pots, paid int
			for _, tr := range l.DealTransfers(l.Deal()) {
				switch tr.Reason {
				case rules.PotWin:
					pots += tr.Amount
				case rules.TilesLeft:
					paid += tr.Amount
				}
			}
			var gotPots, gotPaid int
			for _, e := range v.Emptied {
				gotPots += e.Pot
				for _, x := range e.Paid {
					gotPaid += x
				}
				assert.Zero(t, e.Paid[e.Seat])
			}
			require.Equal(t, pots, gotPots, "seed %d", seed)
			require.Equal(t, paid, gotPaid, "seed %d", seed)
			for _, sum := range v.Summaries {
				for p := range players {
					require.Equal(t, v.Chart[sum.Deal][p], sum.After[p])
					require.Equal(t, sum.After[p], sum.Before[p]+sum.Purchases[p]+sum.Pots[p]+sum.Tiles[p], "seed %d deal %d seat %d", seed, sum.Deal, p)
				}
			}
		}
		require.Equal(t, companion.PhaseOver, st.Phase(), "seed %d", seed)
		v := st.View(companion.Display, companion.ViewContext{}).(View)
		require.NotNil(t, v.Final)
		for p := range players {
			total := rules.StartChips
			for _, ch := range v.Final.Changes {
				total += ch[p]
			}
			require.Equal(t, v.Final.Totals[p], total)
			if v.Final.Places[p] == 1 {
				assert.Contains(t, v.Winners, p)
			}
		}
	}
}

// TestShortPaymentIsNamed: a payer with fewer chips in hand than tiles left pays what they have;
// the emptied-hand panel and the ledger keep what they owed, so every screen can name them.
func TestShortPaymentIsNamed(t *testing.T) {
	st := newState(t, 3, Options{Scorekeeping: true, Deals: 2})
	view := func() View { return st.View(companion.Display, companion.ViewContext{}).(View) }
	require.NoError(t, do(t, st, 0, map[string]any{"type": "deal"}))
	for range 15 { // player 3 buys the whole market, one tile a trick: 5 chips left
		require.NoError(t, do(t, st, 2, map[string]any{"type": "buy"}))
		require.NoError(t, do(t, st, 0, map[string]any{"type": "trick"}))
	}
	require.Equal(t, 5, st.Ledger().Chips(2))
	require.Equal(t, 30, view().Seats[2].Most, "15 dealt and 15 bought")
	require.NoError(t, do(t, st, 0, map[string]any{"type": "emptied", "left": []int{0, 3, 20}}))
	v := view()
	require.Equal(t, []Emptied{{Deal: 1, Seat: 0, Pot: 45, Paid: []int{0, 3, 5}, Owed: []int{0, 3, 20}}}, v.Emptied)
	assert.Equal(t, []Transfer{
		{Deal: 1, From: "player 2", To: "player 1", Amount: 3, Reason: "tiles left in hand"},
		{Deal: 1, From: "player 3", To: "player 1", Amount: 5, Reason: "tiles left in hand", Owed: 20}}, v.History[len(v.History)-2:])
	assert.Equal(t, companion.PhaseOver, st.Phase(), "player 3 has no chips left")
	for lang, line := range map[string]string{
		"ko": "1,player 3,지수 (플레이어 3),player 1,플레이어 1,5,20,tiles left in hand,남은 패 정산: 20개 중 5개 (칩 부족)\n",
		"en": "1,player 3,Jisu (player 3),player 1,player 1,5,20,tiles left in hand,tiles left in hand: 5 of 20 paid (too few chips)\n",
	} {
		name := map[string]string{"ko": "지수", "en": "Jisu"}[lang]
		b, err := ExportCSV(v, []string{"", "", name}, lang)
		require.NoError(t, err)
		assert.Contains(t, string(b), line)
	}
}
