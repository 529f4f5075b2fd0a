package lexio

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestFaultOf(t *testing.T) {
	p := func(ids ...string) Play {
		t.Helper()
		pl, err := ClassifyIn(hand(t, ids...), StageMarket)
		require.NoError(t, err)
		return pl
	}
	cases := []struct {
		name      string
		play, tab Play
		want      Fault
	}{
		{"lead", p("sun3"), Play{}, NoFault},
		{"higher", p("sun8"), p("moon7"), NoFault},
		{"type", p("sun8", "moon8"), p("moon7"), WrongType},
		{"length", p("sun5", "moon5", "sun6", "moon6", "sun7", "moon7"), p("star2", "cloud2", "star3", "cloud3"), WrongLength},
		{"equal key", p("sun7"), p("moon7"), NotHigher},
		{"bomb on bomb", p("sun2", "moon2", "star2", "cloud2"), p("sun3", "moon3", "star3", "cloud3"), WeakerBomb},
		{"single on bomb", p("sun15"), p("sun3", "moon3", "star3", "cloud3"), NeedsBomb},
		{"straight on bomb", p("sun4", "moon5", "star6", "cloud7", "sun8"), p("sun3", "moon3", "star3", "cloud3"), NeedsBomb},
		{"nothing", Play{}, p("sun3"), BombOnNothing},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			require.Equal(t, c.want, FaultOf(c.play, c.tab))
			require.Equal(t, c.want == NoFault, Beats(c.play, c.tab))
		})
	}
}

func TestChipsByDeal(t *testing.T) {
	k, err := NewScorekeeper(Config{Players: 3, Deals: 2})
	require.NoError(t, err)
	require.Equal(t, [][]int{{50, 50, 50}}, ChipsByDeal(k.Ledger()))
	k, err = k.StartDeal()
	require.NoError(t, err)
	k, err = k.Buy(1)
	require.NoError(t, err)
	k, err = k.EndTrick()
	require.NoError(t, err)
	k, err = k.Emptied(0, []int{0, 4, 2})
	require.NoError(t, err)
	k, err = k.Emptied(2, []int{0, 1, 0})
	require.NoError(t, err)
	rows := ChipsByDeal(k.Ledger())
	require.Equal(t, [][]int{{50, 50, 50}, {59, 42, 49}}, rows)
	require.Equal(t, BetweenDeals, k.Phase(), "only seat 1 holds tiles")
	require.Equal(t, 0, k.Ledger().Pot(), "seat 0 took the pot")
}
