package service

import (
	"context"
	"strconv"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/history"
)

// backfillHistory records, once, every finished table that was played
// before the history existed (a database from before the history's
// migration). Afterwards tables record themselves as they finish, and what
// the host deletes stays deleted.
func (s *Service) backfillHistory(ctx context.Context) error {
	if _, done, err := s.store.Meta(ctx, "history_backfilled"); err != nil || done {
		return err
	}
	var recs []history.Record
	for _, t := range s.tables {
		if r := t.Unrecorded(); r != nil { // Open fails if they cannot be written
			recs = append(recs, *r)
		}
	}
	if err := s.store.PutRecords(ctx, recs...); err != nil {
		return err
	}
	return s.store.SetMeta(ctx, "history_backfilled", "1")
}

// History lists the kept records, newest first.
func (s *Service) History(ctx context.Context) ([]history.Record, error) {
	return s.store.Records(ctx)
}

// DeleteHistory deletes the given records (every record when tables is
// empty): the host's explicit action. The tables themselves stay.
func (s *Service) DeleteHistory(ctx context.Context, tables []string) (int, error) {
	return s.store.DeleteRecords(ctx, tables)
}

// ImportHistory stores records from an export (a backup put back): a
// record of a table already kept is replaced. It is all or nothing.
func (s *Service) ImportHistory(ctx context.Context, recs []history.Record) error {
	for _, r := range recs {
		if r.Table == "" || r.Game == "" {
			return companion.Bad("a history record needs its table and game")
		}
	}
	if err := s.store.PutRecords(ctx, recs...); err != nil {
		return &companion.Error{Code: companion.Internal, Key: "the database could not save this; nothing changed", Msg: "the database could not save this; nothing changed", Err: err}
	}
	return nil
}

// HistoryDropped says how many of the oldest records the bound let go so far.
func (s *Service) HistoryDropped(ctx context.Context) (int, error) {
	v, ok, err := s.store.Meta(ctx, history.DroppedKey)
	if err != nil || !ok {
		return 0, err
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, nil // a count the store cannot read is no reason to refuse the history
	}
	return n, nil
}
