package code777

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion/gametest"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// BenchmarkSolveHistory solves the costliest knowledge (the longest tile history with the most
// unseen earlier racks) of a 4-player bot game with 16 wrong challenges and 3 reshuffles: the seat's
// whole history is replayed on every solve.
func BenchmarkSolveHistory(b *testing.B) {
	ctx := context.Background()
	store, err := sqlite.Open(ctx, filepath.Join(b.TempDir(), "bench.db"))
	require.NoError(b, err)
	b.Cleanup(func() { store.Close() })
	svc, err := service.Open(ctx, store, service.Options{})
	require.NoError(b, err)
	_, err = SimulateWith(ctx, svc, 4, 3, SimOptions{Threshold: 0.3})
	require.NoError(b, err)
	table := svc.Tables()[0]
	st := gametest.New(b, table.Info.Settings)
	var worst rules.SolveRequest
	var slowest time.Duration
	for _, e := range gametest.Effective(table.Events()) {
		st, err = gametest.Apply(b, st, e)
		require.NoError(b, err)
		s := st.(*State)
		if !s.m.Started() {
			continue
		}
		for seat := range 4 {
			know, ok := s.Knowledge(seat)
			if !ok {
				continue
			}
			start := time.Now()
			_, err := rules.Solve(know)
			require.NoError(b, err)
			if d := time.Since(start); d > slowest {
				slowest, worst = d, know
			}
		}
	}
	b.ReportMetric(float64(len(worst.History)), "steps")
	b.ResetTimer()
	for range b.N {
		if _, err := rules.Solve(worst); err != nil {
			b.Fatal(err)
		}
	}
}
