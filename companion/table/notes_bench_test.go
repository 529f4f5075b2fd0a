package table_test

import (
	"context"
	"encoding/json"
	"fmt"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/table"
)

// tagironNotes is a 2-player Tagiron table in play where a question was
// asked and then n notepad marks were made (both seats, a hundred a tap):
// the undo takes back the question, before every one of the marks.
func tagironNotes(b *testing.B, n int) *table.Table {
	b.Helper()
	tb, cmd := startedTagiron(b, "full")
	cmd(0, map[string]any{"type": "ask", "card": "count-red"})
	states := []string{"out", "certain", "possible", ""}
	tiles := []int{0, 1, 2, 3, 4, 6, 7, 8, 9}
	for i := 0; int(tb.Seq()) < n; i++ {
		var marks []map[string]any
		for j := 0; j < 100 && int(tb.Seq())+len(marks) < n; j++ {
			k := i*100 + j
			marks = append(marks, map[string]any{"pos": 1 + k%5, "tile": fmt.Sprintf("b%d", tiles[k%9]), "state": states[k%4]})
		}
		cmd(companion.Actor(i%2), map[string]any{"type": "mark", "marks": marks})
	}
	require.EqualValues(b, n, tb.Seq())
	return tb
}

// cpuClock measures the process's CPU time (user + system) over the timed
// parts of a benchmark: on a machine shared with other work it is a steadier
// figure than the wall time.
type cpuClock struct {
	total time.Duration
	at    time.Duration
}

func cpuNow() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func (c *cpuClock) start(b *testing.B) { b.StartTimer(); c.at = cpuNow() }
func (c *cpuClock) stop(b *testing.B)  { c.total += cpuNow() - c.at; b.StopTimer() }
func (c *cpuClock) report(b *testing.B) {
	b.ReportMetric(float64(c.total.Nanoseconds())/float64(b.N), "cpu-ns/op")
}

func benchNotesUndo(b *testing.B, n int, redo bool) {
	tb := tagironNotes(b, n)
	do := func(typ string) {
		if _, err := tb.Do(context.Background(), companion.Command{Actor: companion.Host, Type: typ}); err != nil {
			b.Fatal(err)
		}
	}
	var c cpuClock
	runtime.GC() // the set-up's garbage is not the measured work's
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	for i := 0; i < b.N; i++ {
		if redo {
			do("undo")
			c.start(b)
			do("redo")
			c.stop(b)
		} else {
			c.start(b)
			do("undo")
			c.stop(b)
			do("redo")
		}
	}
	c.report(b)
}

func benchNotesView(b *testing.B, n int, a companion.Actor) {
	tb := tagironNotes(b, n)
	var c cpuClock
	runtime.GC() // the set-up's garbage is not the measured work's
	b.ReportAllocs()
	b.ResetTimer()
	c.at = cpuNow()
	for i := 0; i < b.N; i++ {
		v := table.ComputeView(tb, a)
		if _, err := json.Marshal(v); err != nil {
			b.Fatal(err)
		}
	}
	c.total = cpuNow() - c.at
	c.report(b)
}

// BenchmarkNotes: an undo (of the question), a redo (of that undo) and one
// view of the host, a seat and the display, each computed and encoded, on a
// table with 100 and with 10,000 notepad marks made after the question
// (target: the 10,000 within 1.5× of the 100). Each undo and redo is a
// durable append (an fsync): cpu-ns/op is the steadier figure.
func BenchmarkNotes(b *testing.B) {
	for _, n := range []int{100, 10000} {
		b.Run(fmt.Sprintf("undo/%d", n), func(b *testing.B) { benchNotesUndo(b, n, false) })
		b.Run(fmt.Sprintf("redo/%d", n), func(b *testing.B) { benchNotesUndo(b, n, true) })
		b.Run(fmt.Sprintf("host/%d", n), func(b *testing.B) { benchNotesView(b, n, companion.Host) })
		b.Run(fmt.Sprintf("seat/%d", n), func(b *testing.B) { benchNotesView(b, n, 0) })
		b.Run(fmt.Sprintf("display/%d", n), func(b *testing.B) { benchNotesView(b, n, companion.Display) })
	}
}
