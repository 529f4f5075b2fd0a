package table

import (
	"maps"

	"github.com/tablemate/tablemate/companion"
)

// HistoryConsistent reports whether the table's incrementally kept undo
// bookkeeping equals the one worked out from scratch from its log.
func HistoryConsistent(t *Table) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return maps.Equal(t.hist.undone, undoneSet(t.hist.events, t.hist.dropped))
}

// Snapshots is how many fold snapshots the table holds.
func Snapshots(t *Table) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.snaps)
}

// ComputeView works out the actor's view afresh, as after a change (the
// table otherwise keeps each audience's view until the next one).
func ComputeView(t *Table, a companion.Actor) companion.View {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.viewLocked(a)
}
