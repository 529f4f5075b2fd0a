package clues13

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
)

// TestSimulate: bot games end with the winner certain of its case, the bots peek at every player count
// with informants (2 players included) and never with 6, and a seed replays the same game.
func TestSimulate(t *testing.T) {
	t.Parallel() // shares nothing with the other tests: the package's long tests run side by side
	ctx := context.Background()
	store, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "sim.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	svc, err := service.Open(ctx, store, service.Options{})
	require.NoError(t, err)
	for _, players := range []int{2, 3, 4, 5, 6} {
		t.Run(fmt.Sprint(players), func(t *testing.T) {
			peeks := 0
			for seed := int64(1); seed <= 3; seed++ {
				r, err := Simulate(ctx, svc, players, seed)
				require.NoError(t, err)
				require.GreaterOrEqual(t, r.Winner, 0)
				assert.GreaterOrEqual(t, r.SolvedAfter[r.Winner], 0, "the winner solved only once certain")
				peeks += r.Peeks
				again, err := Simulate(ctx, svc, players, seed)
				require.NoError(t, err)
				again.Events, r.Events = 0, 0
				assert.Equal(t, r, again, "deterministic for a seed")
			}
			if players == 6 {
				assert.Zero(t, peeks, "no informants with 6 players")
			} else {
				assert.Positive(t, peeks, "the bots peek with %d players when the engine ranks a peek best", players)
			}
		})
	}
}

// TestRichest: with the supply empty, a bot takes from the other player holding most, nearest clockwise
// on a tie, never from itself.
func TestRichest(t *testing.T) {
	seats := func(tokens ...int) []SeatView {
		out := make([]SeatView, len(tokens))
		for i, n := range tokens {
			out[i] = SeatView{Seat: i, Tokens: n}
		}
		return out
	}
	assert.Equal(t, 3, richest(seats(0, 1, 1, 3), 0))
	assert.Equal(t, 4, richest(seats(2, 1, 0, 1, 2), 2), "a tie goes to the nearest clockwise")
	assert.Equal(t, 0, richest(seats(1, 0, 9), 2), "never itself")
	assert.Equal(t, 1, richest(seats(0, 0), 0))
}
