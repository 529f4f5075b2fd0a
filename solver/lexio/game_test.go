package lexio

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestSetup(t *testing.T) {
	t.Run("deal sizes from the rules table", func(t *testing.T) {
		want := map[int]Setup{3: {15, 15}, 4: {12, 12}, 5: {10, 10}, 6: {8, 12}}
		for n, w := range want {
			s, err := SetupFor(n)
			require.NoError(t, err)
			require.Equal(t, w, s, n)
			require.Equal(t, NumTiles, n*s.HandSize+s.MarketSize, "all 60 tiles are used")
		}
		for _, n := range []int{0, 2, 7} {
			_, err := SetupFor(n)
			require.ErrorContains(t, err, "3 to 6", n)
		}
	})
	t.Run("bad configs", func(t *testing.T) {
		_, err := NewGame(Config{Players: 4, Deals: 0})
		require.ErrorContains(t, err, "at least one")
		_, err = NewGame(Config{Players: 4, Deals: 1, Stage: 5})
		require.ErrorContains(t, err, "stage 5")
	})
	t.Run("50 chips each, a random deal", func(t *testing.T) {
		g, err := NewGame(Config{Players: 5, Deals: 2})
		require.NoError(t, err)
		for s := range 5 {
			require.Equal(t, 50, g.Ledger().Chips(s))
		}
		require.NoError(t, g.Invariant())
		g, err = g.Deal(rand.New(rand.NewPCG(1, 2)))
		require.NoError(t, err)
		var all Hand = g.Market()
		for s := range 5 {
			require.Equal(t, 10, g.Hand(s).Len())
			all |= g.Hand(s)
		}
		require.Equal(t, AllTiles, all)
		require.Equal(t, 10, g.Market().Len())
		require.Equal(t, Playing, g.Phase())
		_, err = g.Deal(rand.New(rand.NewPCG(1, 2)))
		require.ErrorContains(t, err, "not over")
	})
	t.Run("DealTiles checks the deal", func(t *testing.T) {
		g, _ := NewGame(Config{Players: 3, Deals: 1})
		hands, market := scriptedDeal(t)
		_, err := g.DealTiles(hands[:2], market)
		require.ErrorContains(t, err, "2 hands for 3 players")
		bad := append([]Hand(nil), hands...)
		bad[0] = bad[0]&^hand(t, "sun1") | hand(t, "moon15")
		_, err = g.DealTiles(bad, market)
		require.ErrorContains(t, err, "dealt twice")
		_, err = g.DealTiles(hands, market&^hand(t, "cloud15"))
		require.ErrorContains(t, err, "market holds 14")
	})
}

func TestFirstLeader(t *testing.T) {
	cases := []struct {
		name  string
		hands [][]string
		want  int
	}{
		{"sun15 leads", [][]string{{"moon15"}, {"sun15"}, {"cloud15"}}, 1},
		{"then moon15", [][]string{{"star15"}, {"cloud15"}, {"moon15"}}, 2},
		{"then cloud15", [][]string{{"cloud15"}, {"sun14"}, {"star13"}}, 0},
		{"then sun14 (the 15s are in the market)", [][]string{{"moon14"}, {"sun1"}, {"sun14"}}, 2},
		{"down the ranks", [][]string{{"cloud1"}, {"moon2"}, {"star1"}}, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			hs := make([]Hand, len(c.hands))
			for i, ids := range c.hands {
				hs[i] = hand(t, ids...)
			}
			require.Equal(t, c.want, FirstLeader(hs))
		})
	}
}

// scriptedDeal: A holds sun15 and ranks 1..3 with sun4 moon4; B ranks 5..7
// with star4 cloud4 sun8; C ranks 9..11 with the other 8s; the market holds
// ranks 12..14 and moon15 star15 cloud15.
func scriptedDeal(tb tester) ([]Hand, Hand) {
	tb.Helper()
	ranks := func(lo, hi int) Hand {
		var h Hand
		for r := lo; r <= hi; r++ {
			h |= rankBits(r, 0xF)
		}
		return h
	}
	a := ranks(1, 3) | hand(tb, "sun15", "sun4", "moon4")
	b := ranks(5, 7) | hand(tb, "star4", "cloud4", "sun8")
	c := ranks(9, 11) | hand(tb, "moon8", "star8", "cloud8")
	return []Hand{a, b, c}, ranks(12, 14) | hand(tb, "moon15", "star15", "cloud15")
}

type step struct {
	name    string
	do      func(Game) (Game, error)
	wantErr string
}

func runSteps(t *testing.T, g Game, steps []step) Game {
	t.Helper()
	for _, s := range steps {
		next, err := s.do(g)
		if s.wantErr != "" {
			require.ErrorContains(t, err, s.wantErr, s.name)
			continue
		}
		require.NoError(t, err, s.name)
		require.NoError(t, next.Invariant(), s.name)
		g = next
	}
	return g
}

func TestScriptedTricks(t *testing.T) {
	const A, B, C = 0, 1, 2
	play := func(seat int, ids ...string) func(Game) (Game, error) {
		return func(g Game) (Game, error) { return g.Play(seat, hand(t, ids...)) }
	}
	pass := func(seat int) func(Game) (Game, error) { return func(g Game) (Game, error) { return g.Pass(seat) } }
	out := func(seat int, id string) func(Game) (Game, error) {
		return func(g Game) (Game, error) {
			tile, err := ParseTile(id)
			require.NoError(t, err)
			return g.Out(seat, tile)
		}
	}
	g, err := NewGame(Config{Players: 3, Deals: 2})
	require.NoError(t, err)
	hands, market := scriptedDeal(t)
	g, err = g.DealTiles(hands, market)
	require.NoError(t, err)
	require.Equal(t, A, g.Leader(), "A holds sun15")

	g = runSteps(t, g, []step{
		{"leader cannot pass", pass(A), "leader must play"},
		{"leader cannot go out", out(A, "moon15"), "leader must play"},
		{"nobody bombs an empty table", play(B, "sun5", "moon5", "star5", "cloud5"), "empty table"},
		{"A leads a single 1", play(A, "sun1"), ""},
		{"out of turn only bombs", play(C, "sun9"), "only a bomb"},
		{"B follows", play(B, "sun5"), ""},
		{"C cannot play a tile it does not hold", play(C, "sun5"), "does not hold"},
		{"C cannot play a pair on a single", play(C, "sun9", "moon9"), "does not beat"},
		{"C beats 5", play(C, "moon8"), ""},
		{"A passes", pass(A), ""},
		{"B passes", pass(B), ""},
	})
	// Everyone else passed after C's play: C leads the next trick.
	require.Equal(t, [3]any{C, C, None}, [3]any{g.Leader(), g.Turn(), g.Table().Type})

	g = runSteps(t, g, []step{
		{"C leads a single 9", play(C, "sun9"), ""},
		{"A goes out buying moon15", out(A, "moon15"), ""},
	})
	require.Equal(t, [3]int{47, 3, 0}, [3]int{g.Ledger().Chips(A), g.Ledger().Front(A), g.Ledger().Pot()})
	require.True(t, g.Hand(A).Has(mustTile(t, "moon15")))
	require.False(t, g.Market().Has(mustTile(t, "moon15")))
	g = runSteps(t, g, []step{
		{"an out player cannot play", play(A, "moon15"), "went out"},
		{"nor bomb", play(A, "sun2", "moon2", "star2", "cloud2"), "went out"},
		{"B passes", pass(B), ""},
	})
	// After C's single, A went out and B passed: the trick is over, C leads again.
	require.Equal(t, [4]int{C, C, 0, 3}, [4]int{g.Leader(), g.Turn(), g.Ledger().Front(A), g.Ledger().Pot()})
	require.False(t, g.IsOut(A), "out only lasts one trick")

	g = runSteps(t, g, []step{
		{"C leads a pair of 11s", play(C, "sun11", "moon11"), ""},
		{"A passes", pass(A), ""},
		{"B throws a four of a kind in its turn", play(B, "sun7", "moon7", "star7", "cloud7"), ""},
		{"a pair no longer follows a bomb", play(C, "sun10", "moon10"), "does not beat"},
		{"C bombs with four 10s", play(C, "sun10", "moon10", "star10", "cloud10"), ""},
		{"a lower four of a kind is refused, even out of turn", play(B, "sun6", "moon6", "star6", "cloud6"), "does not beat"},
	})
	require.Equal(t, A, g.Turn(), "after C's bomb, C's left")
	g = runSteps(t, g, []step{
		{"A bombs over C out of turn? A is to play: in turn", play(A, "sun3", "moon3", "star3", "cloud3"), "does not beat"},
		{"A passes", pass(A), ""},
	})
	require.Equal(t, B, g.Turn())
	g = runSteps(t, g, []step{
		{"C bombs over its own bomb out of turn", play(C, "star11", "cloud11", "moon9", "star9"), "no combination"},
		{"C has no stronger bomb; B passes", pass(B), ""},
	})
	require.Equal(t, [3]int{C, C, 3}, [3]int{g.Leader(), g.Turn(), g.Ledger().Pot()})
}

// TestOutOfTurnBomb: a bomb thrown in while another player is to act moves
// the turn to the bomber's left.
func TestOutOfTurnBomb(t *testing.T) {
	const A, B, C = 0, 1, 2
	g, err := NewGame(Config{Players: 3, Deals: 1})
	require.NoError(t, err)
	hands, market := scriptedDeal(t)
	g, err = g.DealTiles(hands, market)
	require.NoError(t, err)
	g, err = g.Play(A, hand(t, "sun2"))
	require.NoError(t, err)
	require.Equal(t, B, g.Turn())
	g, err = g.Play(C, hand(t, "sun10", "moon10", "star10", "cloud10"))
	require.NoError(t, err)
	require.Equal(t, [2]int{A, C}, [2]int{g.Turn(), g.LastPlayer()})
	g, err = g.Play(B, hand(t, "sun5", "moon5", "star5", "cloud5"))
	require.ErrorContains(t, err, "does not beat")
	g, err = g.Pass(A)
	require.NoError(t, err)
	require.Equal(t, B, g.Turn(), "B passed nothing yet: its turn comes")
	g, err = g.Pass(B)
	require.NoError(t, err)
	require.Equal(t, [2]int{C, C}, [2]int{g.Leader(), g.Turn()})
	t.Run("stage 2 has bombs but no market", func(t *testing.T) {
		g, err := NewGame(Config{Players: 3, Deals: 1, Stage: StageBombs})
		require.NoError(t, err)
		g, err = g.DealTiles(hands, market)
		require.NoError(t, err)
		g, err = g.Play(A, hand(t, "sun2"))
		require.NoError(t, err)
		_, err = g.Out(B, mustTile(t, "moon15"))
		require.ErrorContains(t, err, "no market in stage 2")
		_, err = g.Play(C, hand(t, "sun10", "moon10", "star10", "cloud10"))
		require.NoError(t, err)
	})
	t.Run("stage 1 has no bombs", func(t *testing.T) {
		g, err := NewGame(Config{Players: 3, Deals: 1, Stage: StageBasic})
		require.NoError(t, err)
		g, err = g.DealTiles(hands, market)
		require.NoError(t, err)
		g, err = g.Play(A, hand(t, "sun2"))
		require.NoError(t, err)
		_, err = g.Play(C, hand(t, "sun10", "moon10", "star10", "cloud10"))
		require.ErrorContains(t, err, "no play in stage 1")
	})
}

func mustTile(tb tester, id string) Tile {
	tb.Helper()
	tile, err := ParseTile(id)
	require.NoError(tb, err, id)
	return tile
}
