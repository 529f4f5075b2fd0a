package sqlite

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tablemate/tablemate/companion"
)

// PutRecords keeps (or replaces) finished tables' history records, all in
// one transaction: an import that fails half-way changes nothing. Past
// companion.MaxHistory records, the oldest go in the same transaction, and
// the meta row companion.HistoryDroppedKey counts them.
func (s *Store) PutRecords(ctx context.Context, recs ...companion.Record) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() // a no-op after Commit
	for _, r := range recs {
		b, err := json.Marshal(r)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO history(table_id, game, finished_at, record) VALUES (?, ?, ?, ?)
		ON CONFLICT(table_id) DO UPDATE SET game = excluded.game, finished_at = excluded.finished_at, record = excluded.record`,
			r.Table, r.Game, r.Finished.UTC().Format(timeFormat), string(b)); err != nil {
			return fmt.Errorf("the history record of table %s: %w", r.Table, err)
		}
	}
	res, err := tx.ExecContext(ctx, `DELETE FROM history WHERE table_id IN
		(SELECT table_id FROM history ORDER BY finished_at DESC, table_id LIMIT -1 OFFSET ?)`, companion.MaxHistory)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n > 0 {
		if _, err := tx.ExecContext(ctx, `INSERT INTO meta(key, value) VALUES (?, ?)
			ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + excluded.value`, companion.HistoryDroppedKey, n); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// Records lists the history, newest first. A row that does not decode is
// skipped and named in the error only when nothing else could be read.
func (s *Store) Records(ctx context.Context) ([]companion.Record, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT table_id, record FROM history ORDER BY finished_at DESC, table_id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []companion.Record{}
	for rows.Next() {
		var id, rec string
		if err := rows.Scan(&id, &rec); err != nil {
			return nil, err
		}
		var r companion.Record
		if err := json.Unmarshal([]byte(rec), &r); err != nil {
			return nil, fmt.Errorf("the history record of table %s does not decode: %w", id, err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// DeleteRecords deletes the given tables' records, every record when
// tables is empty, and returns how many went.
func (s *Store) DeleteRecords(ctx context.Context, tables []string) (int, error) {
	q, args := "DELETE FROM history", []any{}
	if len(tables) > 0 {
		q += " WHERE table_id IN (?" + strings.Repeat(", ?", len(tables)-1) + ")"
		for _, t := range tables {
			args = append(args, t)
		}
	}
	res, err := s.db.ExecContext(ctx, q, args...)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}
