package companion

import (
	"context"
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
func (t *Table) LastUndo() (move Event, redo bool, ok bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(t.hist.events)
	if n == 0 || t.hist.events[n-1].Kind != KindUndo {
		return Event{}, false, false
	}
	target, ok := t.hist.at(undoTargetOf(t.hist.events[n-1]))
	for ok && target.Kind == KindUndo {
		target, ok = t.hist.at(undoTargetOf(target))
		redo = !redo
	}
	return target, redo, ok
}

// link writes the table's pointer to its rematch table.
func (t *Table) link(ctx context.Context, next *Table) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.next != nil {
		return nil
	}
	_, err := t.commit(ctx, Host, "", []Change{{Kind: KindNext, Data: nextData{Table: next.Info.ID, Tokens: next.Tokens()}}})
	return err
}

// Rematch starts the same game again with the same players: a new table
// with the old one's settings and names. The old table then tells each of
// its pages where to go (View.Next), so no phone scans a code again. A
// second request returns the same new table.
func (s *Service) Rematch(ctx context.Context, old *Table) (*Table, error) {
	return s.RematchKeyed(ctx, old, "")
}

// RematchKeyed is Rematch named by the client's key: a resend after a lost
// reply (even across a restart between creating the table and linking it)
// makes one table.
func (s *Service) RematchKeyed(ctx context.Context, old *Table, key string) (*Table, error) {
	s.rematch.Lock()
	defer s.rematch.Unlock()
	if id := old.NextTable(); id != "" {
		return s.Table(id)
	}
	if !old.Finished() {
		return nil, Refuse("only a finished table can be played again")
	}
	if key != "" {
		key = "rematch:" + old.ID() + ":" + key
		if len(key) > MaxKeyLen {
			key = key[len(key)-MaxKeyLen:]
		}
	}
	t, err := s.CreateTableKeyed(ctx, old.Info.Settings, key)
	if err != nil {
		return nil, err
	}
	var names []Change
	have := t.Names()
	for i, n := range old.Names() {
		if n.Name != "" && (i >= len(have) || have[i].Name == "") {
			names = append(names, Change{Kind: KindName, Data: nameData{Seat: i, Name: n.Name, Color: n.Color}})
		}
	}
	t.mu.Lock()
	_, err = t.commit(ctx, Host, "", names)
	t.mu.Unlock()
	if err != nil {
		return nil, err
	}
	if err := old.link(ctx, t); err != nil {
		return nil, err
	}
	return t, nil
}
