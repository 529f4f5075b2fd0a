package table

import (
	"context"

	"github.com/tablemate/tablemate/companion"
)

// NextTable is the id of the rematch table that follows this one, or "".
func (t *Table) NextTable() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.next == nil {
		return ""
	}
	return t.next.Table
}

// LastUndo returns the game move the table's latest event took back (an
// undo) or restored (a redo), for the host's confirmation.
func (t *Table) LastUndo() (move companion.Event, redo bool, ok bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(t.hist.events)
	if n == 0 || t.hist.events[n-1].Kind != companion.KindUndo {
		return companion.Event{}, false, false
	}
	target, ok := t.hist.at(undoTargetOf(t.hist.events[n-1]))
	for ok && target.Kind == companion.KindUndo {
		target, ok = t.hist.at(undoTargetOf(target))
		redo = !redo
	}
	return target, redo, ok
}

// Link writes the table's pointer to its rematch table (once: a second
// link changes nothing).
func (t *Table) Link(ctx context.Context, next *Table) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.next != nil {
		return nil
	}
	_, err := t.commit(ctx, companion.Host, "", []companion.Change{{Kind: KindNext, Data: nextData{Table: next.Info.ID, Tokens: next.Tokens()}}})
	return err
}

// TakeNames names each seat still unnamed as names does (a rematch's
// players), in one command of the host's.
func (t *Table) TakeNames(ctx context.Context, names []companion.SeatName) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	var changes []companion.Change
	for i, n := range names {
		if n.Name != "" && (i >= len(t.names) || t.names[i].Name == "") {
			changes = append(changes, companion.Change{Kind: KindName, Data: nameData{Seat: i, Name: n.Name, Color: n.Color}})
		}
	}
	_, err := t.commit(ctx, companion.Host, "", changes)
	return err
}
