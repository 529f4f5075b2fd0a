package sqlite

import (
	"context"
	"database/sql"

	"github.com/tablemate/tablemate/companion/tags"
)

var _ tags.Store = (*Store)(nil)

// TagEntries implements tags.Store.
func (s *Store) TagEntries(ctx context.Context) ([]tags.Entry, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT tag, set_id, component FROM tags ORDER BY tag")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []tags.Entry
	for rows.Next() {
		var e tags.Entry
		if err := rows.Scan(&e.Tag, &e.Set, &e.Component); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// ChangeTags implements tags.Store: removals and additions in one
// transaction; an added tag that exists fails the whole change (primary key).
func (s *Store) ChangeTags(ctx context.Context, remove []string, add []tags.Entry) error {
	return s.write(ctx, func(tx *sql.Tx) (int, error) {
		for _, t := range remove {
			if _, err := tx.ExecContext(ctx, "DELETE FROM tags WHERE tag = ?", t); err != nil {
				return 0, err
			}
		}
		for _, e := range add {
			if _, err := tx.ExecContext(ctx, "INSERT INTO tags(tag, set_id, component) VALUES (?, ?, ?)", e.Tag, string(e.Set), e.Component); err != nil {
				return 0, err
			}
		}
		return len(remove) + len(add), nil
	})
}

// ReaderRoutes implements tags.Store.
func (s *Store) ReaderRoutes(ctx context.Context) ([]tags.Route, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT reader, table_id, seat FROM reader_routes ORDER BY reader")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []tags.Route
	for rows.Next() {
		var r tags.Route
		var seat sql.NullInt64
		if err := rows.Scan(&r.Reader, &r.Table, &seat); err != nil {
			return nil, err
		}
		if seat.Valid {
			n := int(seat.Int64)
			r.Seat = &n
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// SetReaderRoute implements tags.Store.
func (s *Store) SetReaderRoute(ctx context.Context, r tags.Route) error {
	var seat any
	if r.Seat != nil {
		seat = *r.Seat
	}
	return s.write(ctx, func(tx *sql.Tx) (int, error) {
		if r.Table == "" {
			_, err := tx.ExecContext(ctx, "DELETE FROM reader_routes WHERE reader = ?", r.Reader)
			return 1, err
		}
		_, err := tx.ExecContext(ctx, "INSERT INTO reader_routes(reader, table_id, seat) VALUES (?, ?, ?) ON CONFLICT(reader) DO UPDATE SET table_id = excluded.table_id, seat = excluded.seat", r.Reader, r.Table, seat)
		return 1, err
	})
}
