package service

import (
	"context"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/table"
)

// Rematch starts the same game again with the same players: a new table
// with the old one's settings and names. The old table then tells each of
// its pages where to go (View.Next), so no phone scans a code again. A
// second request returns the same new table.
func (s *Service) Rematch(ctx context.Context, old *table.Table) (*table.Table, error) {
	return s.RematchKeyed(ctx, old, "")
}

// RematchKeyed is Rematch named by the client's key: a resend after a lost
// reply (even across a restart between creating the table and linking it)
// makes one table.
func (s *Service) RematchKeyed(ctx context.Context, old *table.Table, key string) (*table.Table, error) {
	s.rematch.Lock()
	defer s.rematch.Unlock()
	if id := old.NextTable(); id != "" {
		return s.Table(id)
	}
	if !old.Finished() {
		return nil, companion.Refuse("only a finished table can be played again")
	}
	if key != "" {
		key = "rematch:" + old.ID() + ":" + key
		if len(key) > companion.MaxKeyLen {
			key = key[len(key)-companion.MaxKeyLen:]
		}
	}
	t, err := s.CreateTableKeyed(ctx, old.Info.Settings, key)
	if err != nil {
		return nil, err
	}
	if err := t.TakeNames(ctx, old.Names()); err != nil {
		return nil, err
	}
	if err := old.Link(ctx, t); err != nil {
		return nil, err
	}
	return t, nil
}
