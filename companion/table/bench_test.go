package table_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/table"
	_ "github.com/tablemate/tablemate/companion/tagiron"
)

// tagironAt is a 2-player Tagiron table in play whose log holds n events:
// the set-up, notepad marks (most of a long evening's log) and, last, a
// question for undo and redo to toggle.
func tagironAt(b *testing.B, n int) *table.Table {
	b.Helper()
	tb, cmd := startedTagiron(b, "")
	states := []string{"out", "certain", "possible", ""}
	for i := int(tb.Seq()); i < n-1; i++ {
		cmd(companion.Actor(i%2), map[string]any{"type": "mark", "pos": 1 + i%5, "tile": fmt.Sprintf("b%d", []int{0, 1, 2, 3, 4, 6, 7, 8, 9}[i%9]), "state": states[i%4]})
	}
	cmd(0, map[string]any{"type": "ask", "card": "count-red"})
	require.EqualValues(b, n, tb.Seq())
	return tb
}

func benchView(b *testing.B, n int) {
	tb := tagironAt(b, n)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v := table.ComputeView(tb, companion.Host) // the host's: with its undo and redo state
		if _, err := json.Marshal(v); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkView100 and BenchmarkView10k: computing and encoding one view on
// a table of 100 and of 10,000 events (target: within 1.5×).
func BenchmarkView100(b *testing.B) { benchView(b, 100) }
func BenchmarkView10k(b *testing.B) { benchView(b, 10000) }

func benchUndo(b *testing.B, n int) {
	tb := tagironAt(b, n)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		typ := "undo"
		if i%2 == 1 {
			typ = "redo"
		}
		if _, err := tb.Do(context.Background(), companion.Command{Actor: companion.Host, Type: typ}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkUndo100 and BenchmarkUndo10k: one undo (or redo), its durable
// append and the refold from the nearest snapshot, on a table of 100 and of
// 10,000 events (target: within 1.5×).
func BenchmarkUndo100(b *testing.B) { benchUndo(b, 100) }
func BenchmarkUndo10k(b *testing.B) { benchUndo(b, 10000) }

// startedTagiron is a 2-player Tagiron table at the start of play (both
// racks entered, six cards face up), with hints at the given level, and a
// way to send it commands.
func startedTagiron(b *testing.B, hints string) (*table.Table, func(companion.Actor, map[string]any)) {
	b.Helper()
	bn := newBench(b)
	tb, err := bn.svc.CreateTable(context.Background(), companion.Settings{Game: "tagiron", Players: 2, Hints: hints})
	require.NoError(b, err)
	cmd := func(a companion.Actor, v map[string]any) {
		data, _ := json.Marshal(v)
		_, err := tb.Do(context.Background(), companion.Command{Actor: a, Type: v["type"].(string), Data: data})
		require.NoError(b, err)
	}
	cmd(0, map[string]any{"type": "tiles", "tiles": []string{"r0", "r3", "b6", "b7", "r9"}})
	cmd(1, map[string]any{"type": "tiles", "tiles": []string{"r1", "r2", "b4", "b8", "b9"}})
	for _, c := range []string{"count-red", "count-blue", "sum-all", "sum-low3", "where-0", "count-pairs"} {
		cmd(companion.Host, map[string]any{"type": "reveal", "card": c})
	}
	cmd(companion.Host, map[string]any{"type": "start", "starter": 0})
	return tb, cmd
}
