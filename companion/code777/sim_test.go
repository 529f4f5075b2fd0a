package code777_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/code777"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
)

func simService(tb testing.TB) *service.Service {
	tb.Helper()
	store, err := sqlite.Open(context.Background(), filepath.Join(tb.TempDir(), "sim.db"))
	require.NoError(tb, err)
	tb.Cleanup(func() { store.Close() })
	svc, err := service.Open(context.Background(), store, service.Options{})
	require.NoError(tb, err)
	return svc
}

// TestSimulateThreshold: bots waiting for certainty never challenge wrongly; bots that gamble at a lower
// threshold sometimes do, and their games still end with a winner holding 3 coins.
func TestSimulateThreshold(t *testing.T) {
	ctx, svc := context.Background(), simService(t)
	t.Run("certain", func(t *testing.T) {
		r, err := code777.Simulate(ctx, svc, 3, 5)
		require.NoError(t, err)
		assert.Zero(t, r.Wrong)
		assert.Equal(t, code777.CoinsToWin, r.Coins[r.Winner])
		coins := 0
		for _, c := range r.Coins {
			coins += c
		}
		assert.Equal(t, coins, r.Challenges, "every challenge earned a coin")
		require.Len(t, r.SolvedAfter, 3)
		assert.GreaterOrEqual(t, r.SolvedAfter[r.Winner], 0, "the winner solved its first rack")
	})
	t.Run("gamble", func(t *testing.T) {
		wrong := 0
		for seed := int64(1); seed <= 4; seed++ {
			r, err := code777.SimulateWith(ctx, svc, 4, seed, code777.SimOptions{Threshold: 0.3})
			require.NoError(t, err)
			require.GreaterOrEqual(t, r.Winner, 0)
			assert.Equal(t, code777.CoinsToWin, r.Coins[r.Winner])
			wrong += r.Wrong
		}
		assert.Positive(t, wrong, "a 30% threshold loses some challenges")
	})
	t.Run("bad threshold", func(t *testing.T) {
		_, err := code777.SimulateWith(ctx, svc, 3, 1, code777.SimOptions{Threshold: 1.5})
		assert.ErrorContains(t, err, "threshold")
	})
}
