package code777

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRacksFor(t *testing.T) {
	for _, tc := range []struct {
		players int
		want    []string
	}{
		{2, []string{"0", "1", "n1", "n2"}},
		{3, []string{"0", "1", "2", "n1"}},
		{4, []string{"0", "1", "2", "3"}},
		{5, []string{"0", "1", "2", "3", "4"}},
	} {
		t.Run(Count(tc.players).String()+" players", func(t *testing.T) {
			ids, err := RacksFor(tc.players)
			require.NoError(t, err)
			var got []string
			for _, id := range ids {
				got = append(got, id.String())
				back, err := ParseRackID(id.String())
				require.NoError(t, err)
				assert.Equal(t, id, back)
			}
			assert.Equal(t, tc.want, got)
		})
	}
	for _, p := range []int{0, 1, 6} {
		_, err := RacksFor(p)
		assert.ErrorContains(t, err, "2 to 5 players")
	}
	for _, s := range []string{"n3", "5", "-1", "01", "", "N1"} {
		_, err := ParseRackID(s)
		assert.ErrorContains(t, err, "unknown rack", s)
	}
	assert.True(t, N2.IsNeutral())
	seat, ok := SeatRack(3).Seat()
	assert.True(t, ok)
	assert.Equal(t, 3, seat)
	_, ok = N1.Seat()
	assert.False(t, ok)
}

func TestNeutralToRefresh(t *testing.T) {
	var two []string
	for i := range 4 {
		id, ok := NeutralToRefresh(2, i)
		require.True(t, ok)
		two = append(two, id.String())
	}
	assert.Equal(t, []string{"n1", "n2", "n1", "n2"}, two, "2 players: alternate, n1 first")
	id, ok := NeutralToRefresh(3, 5)
	assert.True(t, ok)
	assert.Equal(t, N1, id)
	_, ok = NeutralToRefresh(4, 0)
	assert.False(t, ok)
}

func TestChallengeOrder(t *testing.T) {
	for _, tc := range []struct {
		name                string
		players, lastReader int
		challengers         []int
		want                []int
	}{
		{"right of reader first, counter-clockwise", 5, 2, []int{0, 1, 3, 4}, []int{1, 0, 4, 3}},
		{"reader speaks last", 4, 0, []int{0, 1, 2, 3}, []int{3, 2, 1, 0}},
		{"wraps around", 3, 0, []int{1, 2}, []int{2, 1}},
		{"one challenger", 2, 1, []int{1}, []int{1}},
		{"nobody", 4, 1, nil, []int{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ChallengeOrder(tc.players, tc.lastReader, tc.challengers)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	_, err := ChallengeOrder(4, 4, []int{1})
	assert.ErrorContains(t, err, "last reader")
	_, err = ChallengeOrder(4, 1, []int{5})
	assert.ErrorContains(t, err, "challenger 5")
	_, err = ChallengeOrder(4, 1, []int{2, 2})
	assert.ErrorContains(t, err, "twice")
	_, err = ChallengeOrder(6, 1, nil)
	assert.Error(t, err)
}

func TestDeck(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	d := NewDeck(r)
	require.NoError(t, d.Validate())
	first := slices.Clone(d.Pile)
	var drawn []Card
	for i := range NumCards {
		c, next, reshuffled, err := d.Next(r)
		require.NoError(t, err)
		assert.False(t, reshuffled, "draw %d", i)
		require.NoError(t, next.Validate())
		assert.Len(t, next.Discards, i+1)
		drawn = append(drawn, c)
		d = next
	}
	assert.Equal(t, first, drawn, "cards come off the top in order")
	assert.ElementsMatch(t, Cards(), drawn, "each card once per cycle")
	assert.Empty(t, d.Pile)

	before := d
	c, next, reshuffled, err := d.Next(r)
	require.NoError(t, err)
	assert.True(t, reshuffled, "after all 23 the discards become the new pile")
	assert.Len(t, next.Pile, NumCards-1)
	assert.Equal(t, []Card{c}, next.Discards)
	assert.Len(t, before.Discards, NumCards, "Next does not change the deck it was called on")

	t.Run("same seed, same cards", func(t *testing.T) {
		a := NewDeck(rand.New(rand.NewPCG(7, 7)))
		b := NewDeck(rand.New(rand.NewPCG(7, 7)))
		assert.Equal(t, a, b)
	})
	t.Run("invalid decks", func(t *testing.T) {
		for _, bad := range []Deck{
			{Pile: []Card{1, 2}},
			{Pile: append(Cards(), 1)},
			{Pile: append(Cards()[1:], 24)},
			{Pile: Cards()[1:], Discards: []Card{2}},
		} {
			assert.Error(t, bad.Validate())
			_, _, _, err := bad.Next(r)
			assert.Error(t, err)
		}
	})
}

func tilesOf(tb testing.TB, ids ...string) Tiles {
	tb.Helper()
	t, err := ParseTiles(ids)
	require.NoError(tb, err)
	return t
}

func TestPileForRefill(t *testing.T) {
	discards := tilesOf(t, "red5", "red5", "blue7", "green1", "pink6", "pink6")
	t.Run("basic: one tile left joins the discards", func(t *testing.T) {
		pile := tilesOf(t, "brown4")
		np, nd, re, err := PileForRefill(pile, discards, ReshuffleBasic)
		require.NoError(t, err)
		assert.True(t, re)
		assert.Equal(t, 7, np.Total())
		assert.Equal(t, pile.Plus(discards), np)
		assert.Zero(t, nd.Total())
	})
	t.Run("basic: four left, no reshuffle", func(t *testing.T) {
		pile := tilesOf(t, "brown4", "brown4", "black3", "yellow7")
		np, nd, re, err := PileForRefill(pile, discards, ReshuffleBasic)
		require.NoError(t, err)
		assert.False(t, re)
		assert.Equal(t, pile, np)
		assert.Equal(t, discards, nd)
	})
	t.Run("variant 4 and 7", func(t *testing.T) {
		pile := tilesOf(t, "brown4", "brown4", "black3", "yellow7")
		np, _, re, err := PileForRefill(pile, discards, ReshuffleAt4)
		require.NoError(t, err)
		assert.True(t, re)
		assert.Equal(t, 10, np.Total())
		_, _, re, err = PileForRefill(pile, discards, ReshuffleAt7)
		require.NoError(t, err)
		assert.True(t, re)
		seven := pile.Plus(tilesOf(t, "blue7", "blue7", "blue7"))
		_, _, re, err = PileForRefill(seven, discards, ReshuffleAt4)
		require.NoError(t, err)
		assert.False(t, re)
	})
	t.Run("errors", func(t *testing.T) {
		_, _, _, err := PileForRefill(tilesOf(t, "brown4"), discards, 3)
		assert.ErrorContains(t, err, "1, 4 or 7")
		_, _, _, err = PileForRefill(tilesOf(t, "green1"), discards, ReshuffleBasic)
		assert.ErrorContains(t, err, "green1", "two green1 in pile and discards")
		_, _, _, err = PileForRefill(tilesOf(t, "brown4"), Tiles{}, ReshuffleBasic)
		assert.ErrorContains(t, err, "only 1 tiles left")
	})
}

func TestDrawRack(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	pile := FullSet()
	for pile.Total() >= RackSize {
		rack, rest, err := DrawRack(pile, r)
		require.NoError(t, err)
		back := rest.Plus(rack.Tiles())
		assert.Equal(t, pile, back, "drawn tiles come from the pile")
		pile = rest
	}
	_, _, err := DrawRack(pile, r)
	assert.ErrorContains(t, err, "cannot draw")
	t.Run("uniform over physical tiles", func(t *testing.T) {
		// From {red5 x4, green1}: P(rack has green1) = 1 - C(4,3)/C(5,3) = 0.6.
		pile := tilesOf(t, "red5", "red5", "red5", "red5", "green1")
		hits := 0
		const n = 20000
		for range n {
			rack, _, err := DrawRack(pile, r)
			require.NoError(t, err)
			if rack.Tiles()[Green1] > 0 {
				hits++
			}
		}
		assert.InDelta(t, 0.6, float64(hits)/n, 0.02)
	})
}
