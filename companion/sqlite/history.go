package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tablemate/tablemate/companion/history"
)

// PutRecords keeps (or replaces) finished tables' history records, all in
// one transaction: an import that fails half-way changes nothing. Past
// history.Max records, the oldest go in the same transaction.
func (s *Store) PutRecords(ctx context.Context, recs ...history.Record) error {
	if len(recs) == 0 {
		return nil
	}
	return s.write(ctx, func(tx *sql.Tx) (int, error) {
		for i := range recs {
			if _, err := keepRecord(ctx, tx, history.Change{Table: recs[i].Table, Record: &recs[i]}); err != nil {
				return 0, err
			}
		}
		n, err := trimHistory(ctx, tx)
		return len(recs) + n, err
	})
}

// keepRecord writes a table's history record, or deletes it (Record nil),
// in the caller's transaction, and says how many rows it changed.
func keepRecord(ctx context.Context, tx *sql.Tx, k history.Change) (int, error) {
	if k.Record == nil {
		res, err := tx.ExecContext(ctx, "DELETE FROM history WHERE table_id = ?", k.Table)
		if err != nil {
			return 0, fmt.Errorf("the history record of table %s: %w", k.Table, err)
		}
		n, _ := res.RowsAffected()
		return int(n), nil
	}
	r := k.Record
	b, err := json.Marshal(r)
	if err != nil {
		return 0, err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO history(table_id, game, finished_at, record) VALUES (?, ?, ?, ?)
		ON CONFLICT(table_id) DO UPDATE SET game = excluded.game, finished_at = excluded.finished_at, record = excluded.record`,
		r.Table, r.Game, r.Finished.UTC().Format(orderFormat), string(b)); err != nil {
		return 0, fmt.Errorf("the history record of table %s: %w", r.Table, err)
	}
	return 1, nil
}

// trimHistory drops the oldest records past history.Max, in the
// caller's transaction, and counts them in the meta row
// history.DroppedKey; it says how many rows it changed.
func trimHistory(ctx context.Context, tx *sql.Tx) (int, error) {
	res, err := tx.ExecContext(ctx, `DELETE FROM history WHERE table_id IN
		(SELECT table_id FROM history ORDER BY finished_at DESC, table_id LIMIT -1 OFFSET ?)`, history.Max)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	if err != nil || n == 0 {
		return 0, err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO meta(key, value) VALUES (?, ?)
		ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + excluded.value`, history.DroppedKey, n); err != nil {
		return 0, err
	}
	return int(n) + 1, nil
}

// Records lists the history, newest first. A row that does not decode is
// skipped and named in the error only when nothing else could be read.
func (s *Store) Records(ctx context.Context) ([]history.Record, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT table_id, record FROM history ORDER BY finished_at DESC, table_id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []history.Record{}
	for rows.Next() {
		var id, rec string
		if err := rows.Scan(&id, &rec); err != nil {
			return nil, err
		}
		var r history.Record
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
	var n int
	err := s.write(ctx, func(tx *sql.Tx) (int, error) {
		res, err := tx.ExecContext(ctx, q, args...)
		if err != nil {
			return 0, err
		}
		m, err := res.RowsAffected()
		n = int(m)
		return n, err
	})
	return n, err
}
