package lexio

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// expectAccepted restates, from the naive model, whether seat may play tiles now.
func expectAccepted(g Game, seat int, tiles Hand) bool {
	if g.Phase() != Playing || tiles == 0 || tiles&^g.Hand(seat) != 0 || g.IsOut(seat) {
		return false
	}
	p, ok := naiveClassify(tiles.Tiles(), int(g.Config().Stage))
	if !ok || !naiveBeats(p, toNaive(g.Table())) {
		return false
	}
	return seat == g.Turn() || p.typ == Bomb && g.Table().Type != None
}

// checkPayout checks a play that emptied a hand against the rules in words:
// the winner gets the pot as it stood plus one chip per tile from each
// holder (all they have when short).
func checkPayout(t *rapid.T, before, after Game, seat int) {
	want := make([]int, before.Config().Players)
	for s := range want {
		want[s] = before.Ledger().Chips(s)
	}
	want[seat] += before.Ledger().Pot()
	for s := range want {
		if s != seat {
			paid := min(after.Hand(s).Len(), before.Ledger().Chips(s))
			want[s] -= paid
			want[seat] += paid
		}
	}
	for s := range want {
		require.Equal(t, want[s], after.Ledger().Chips(s), fmt.Sprint("payout to seat", seat, "seat", s))
	}
}

func TestRandomGamesKeepTheRules(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(3, 6).Draw(t, "players")
		stage := Stage(rapid.IntRange(1, 3).Draw(t, "stage"))
		deals := rapid.IntRange(1, 3).Draw(t, "deals")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		g, err := NewGame(Config{Players: players, Stage: stage, Deals: deals})
		require.NoError(t, err)
		for steps := 0; g.Phase() != GameOver; steps++ {
			if steps > 20000 {
				t.Fatalf("game did not end")
			}
			if g.Phase() == BetweenDeals {
				g, err = g.Deal(rng)
				require.NoError(t, err)
				continue
			}
			// Probe: a random subset of a random seat's hand is accepted
			// exactly when the naive model says it is legal now.
			seat := rng.IntN(players)
			probe := g.Hand(seat) & Hand(rng.Uint64())
			if rng.IntN(2) == 0 && g.Table().Type != None {
				probe &= rankBits(g.Table().Key+rng.IntN(3), 0xF) | rankBits(g.Table().Key+1, 0xF)
			}
			_, perr := g.Play(seat, probe)
			require.Equal(t, expectAccepted(g, seat, probe), perr == nil, fmt.Sprint("probe", probe, "by", seat, "on", g.Table(), perr))

			next := act(t, g, rng)
			for s := range players {
				if g.Hand(s) != 0 && next.Hand(s) == 0 {
					checkPayout(t, g, next, s)
				}
			}
			if next.Phase() == Playing && next.Ledger().Deal() == g.Ledger().Deal() && next.Table().Type == None && g.Table().Type != None {
				// A trick ended: the last player leads, or the next holder on their left.
				// The step itself may have been that last play (everyone else
				// already out or empty): then its player, whose hand shrank, is last.
				want := g.LastPlayer()
				for s := range players {
					if next.Hand(s).Len() < g.Hand(s).Len() {
						want = s
					}
				}
				if next.Hand(want) == 0 {
					for next.Hand(want) == 0 {
						want = (want + 1) % players
					}
				}
				require.Equal(t, want, next.Leader(), "new leader")
				for s := range players {
					require.Equal(t, 0, next.Ledger().Front(s), "clean-up")
				}
			}
			require.NoError(t, next.Invariant())
			g = next
		}
		// The game ends after the agreed deals or when someone is broke.
		broke := false
		for s := range players {
			broke = broke || g.Ledger().Chips(s) == 0
		}
		require.True(t, broke || g.Ledger().Deal() == deals, "game end")
		require.True(t, len(g.Ledger().DealTransfers(1)) > 0 || stage < StageMarket)
		require.NoError(t, g.Invariant())
	})
}

// act makes one random legal move; every legal move must be accepted.
func act(t *rapid.T, g Game, rng *rand.Rand) Game {
	step := func(next Game, err error) Game {
		require.NoError(t, err, "a legal move was refused")
		return next
	}
	// Sometimes a random other seat throws in a bomb.
	if g.Table().Type != None && rng.IntN(4) == 0 {
		s := rng.IntN(g.Config().Players)
		if bombs := g.LegalPlays(s); s != g.Turn() && len(bombs) > 0 {
			return step(g.Play(s, bombs[rng.IntN(len(bombs))].Tiles))
		}
	}
	seat := g.Turn()
	plays := g.LegalPlays(seat)
	if g.Table().Type == None {
		return step(g.Play(seat, plays[rng.IntN(len(plays))].Tiles))
	}
	switch r := rng.IntN(10); {
	case r < 5 && len(plays) > 0:
		return step(g.Play(seat, plays[rng.IntN(len(plays))].Tiles))
	case r < 7 && g.Market() != 0 && g.Config().Stage == StageMarket && g.Ledger().Chips(seat) >= OutCost:
		tiles := g.Market().Tiles()
		return step(g.Out(seat, tiles[rng.IntN(len(tiles))]))
	}
	return step(g.Pass(seat))
}
