package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/history"
	"github.com/tablemate/tablemate/companion/table"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Store is a table.Store backed by one SQLite file.
type Store struct {
	db       *sql.DB
	readOnly bool
	// oldEvents: a database read but not migrated (doctor on an older
	// schema) has no action_key column; oldTables no create_key and
	// archived_at columns; oldHead no last_seq and log_digest columns.
	oldEvents, oldTables, oldHead bool
	// Unclean is true when the previous run did not close the database (a
	// power cut or a crash); the service logs it.
	Unclean bool

	wmu    sync.Mutex
	writes Writes
}

var _ table.Store = (*Store)(nil)

// Open opens (creating if needed) the database at path, checks its integrity
// and brings its schema up to date.
func Open(ctx context.Context, path string) (*Store, error) {
	if err := CheckFile(path); err != nil {
		return nil, err
	}
	// Another program's database is refused before anything is written to
	// it (opening it for writing would already switch it to WAL).
	if err := checkOwn(ctx, path); err != nil {
		return nil, err
	}
	q := url.Values{}
	for _, p := range []string{"busy_timeout(5000)", "journal_mode(WAL)", "synchronous(FULL)", "foreign_keys(ON)"} {
		q.Add("_pragma", p)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, err
	}
	// One connection: SQLite serialises writers anyway, and one connection
	// keeps every pragma in force for every statement.
	db.SetMaxOpenConns(1)
	s := &Store{db: db}
	if err := s.init(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	return s, nil
}

// sqliteHeader starts every SQLite database file.
const sqliteHeader = "SQLite format 3\x00"

// CheckFile refuses a path that exists but is not a database: opening it
// would start a new, empty database with a new host key without a word (a
// zero-byte file left by a failed copy), or fail later with a riddle. A path
// that does not exist yet is fine: the first run creates it.
func CheckFile(path string) error {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("the database %s cannot be read: %w", path, err)
	case fi.IsDir():
		return fmt.Errorf("the database path %s is a folder, not a database file", path)
	case fi.Size() == 0:
		// In WAL mode a new database can still be all in its -wal file.
		if wal, err := os.Stat(path + "-wal"); err == nil && wal.Size() > 0 {
			return nil
		}
		return fmt.Errorf("the database file %s is empty (0 bytes), so it is not a Tablemate database: "+
			"a failed copy or a full disk? Restore it from a backup, or move it away to start a new, empty one", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("the database %s cannot be read: %w", path, err)
	}
	defer f.Close()
	head := make([]byte, len(sqliteHeader))
	if _, err := io.ReadFull(f, head); err != nil || string(head) != sqliteHeader {
		return fmt.Errorf("the file %s is not an SQLite database, so it is not a Tablemate database: "+
			"check the --db path, or move the file away to start a new, empty one", path)
	}
	return nil
}

func (s *Store) init(ctx context.Context) error {
	var check string
	if err := s.db.QueryRowContext(ctx, "PRAGMA quick_check").Scan(&check); err != nil {
		return err
	}
	if check != "ok" {
		return fmt.Errorf("database integrity check failed: %s", check)
	}
	if err := s.migrate(ctx); err != nil {
		return err
	}
	v, ok, err := s.Meta(ctx, "open")
	if err != nil {
		return err
	}
	s.Unclean = ok && v == "1"
	return s.SetMeta(ctx, "open", "1")
}

// SchemaVersion is the number of migrations this build knows.
func SchemaVersion() int {
	names, _ := migrationNames()
	return len(names)
}

func migrationNames() ([]string, error) {
	entries, err := migrations.ReadDir("migrations")
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names, nil
}

func (s *Store) migrate(ctx context.Context) error {
	var version int
	if err := s.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return err
	}
	names, err := migrationNames()
	if err != nil {
		return err
	}
	if version > len(names) {
		return fmt.Errorf("database schema version %d is newer than this program (%d): upgrade tablemate", version, len(names))
	}
	for i := version; i < len(names); i++ {
		body, err := migrations.ReadFile("migrations/" + names[i])
		if err != nil {
			return err
		}
		tx, err := s.db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, string(body)); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %s: %w", names[i], err)
		}
		if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", i+1)); err != nil {
			tx.Rollback()
			return err
		}
		if err := tx.Commit(); err != nil {
			return err
		}
	}
	return nil
}

// Close marks a clean shutdown and closes the file.
func (s *Store) Close() error {
	if s.readOnly {
		return s.db.Close()
	}
	err := s.SetMeta(context.Background(), "open", "0")
	return errors.Join(err, s.db.Close())
}

// OpenReadOnly opens an existing database to read it while a server may be
// running on it: no migration, no clean-shutdown flag, no writes.
func OpenReadOnly(ctx context.Context, path string) (*Store, error) {
	if err := CheckFile(path); err != nil {
		return nil, err
	}
	q := url.Values{"mode": {"ro"}}
	q.Add("_pragma", "busy_timeout(5000)")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	s := &Store{db: db, readOnly: true}
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM pragma_table_info('events') WHERE name = 'action_key'").Scan(&n); err == nil && n == 0 {
		s.oldEvents = true
	}
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM pragma_table_info('tables') WHERE name = 'archived_at'").Scan(&n); err == nil && n == 0 {
		s.oldTables = true
	}
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM pragma_table_info('tables') WHERE name = 'last_seq'").Scan(&n); err == nil && n == 0 {
		s.oldHead = true
	}
	return s, nil
}

// Check runs SQLite's full integrity check (for `tablemate doctor`).
func (s *Store) Check(ctx context.Context) error {
	var res string
	if err := s.db.QueryRowContext(ctx, "PRAGMA integrity_check").Scan(&res); err != nil {
		return err
	}
	if res != "ok" {
		return errors.New(res)
	}
	return nil
}

const timeFormat = time.RFC3339Nano

// orderFormat is a time that sorts as text: RFC 3339 with every digit of
// the fraction kept (time.RFC3339Nano cuts trailing zeros, and "…:05Z"
// sorts after "…:05.1Z"). The history's finished_at is ordered by it.
const orderFormat = "2006-01-02T15:04:05.000000000Z07:00"

// CreateTable stores a table and its seats in one transaction.
func (s *Store) CreateTable(ctx context.Context, t table.Info) error {
	set, err := json.Marshal(t.Settings)
	if err != nil {
		return err
	}
	var key any
	if t.Key != "" {
		key = t.Key
	}
	return s.write(ctx, func(tx *sql.Tx) (int, error) {
		if _, err := tx.ExecContext(ctx, "INSERT INTO tables(id, settings, created_at, create_key, last_seq, log_digest) VALUES (?, ?, ?, ?, 0, '')",
			t.ID, string(set), t.Created.UTC().Format(timeFormat), key); err != nil {
			return 0, err
		}
		for i, tok := range t.Tokens {
			if _, err := tx.ExecContext(ctx, "INSERT INTO seats(table_id, seat, token) VALUES (?, ?, ?)", t.ID, i, tok); err != nil {
				return 0, err
			}
		}
		return 1 + len(t.Tokens), nil
	})
}

// Tables loads every table with its seat tokens and the head of its log.
func (s *Store) Tables(ctx context.Context) ([]table.Info, error) {
	q := "SELECT id, settings, created_at, create_key, archived_at, last_seq, log_digest FROM tables ORDER BY created_at, id"
	switch {
	case s.oldTables:
		q = "SELECT id, settings, created_at, NULL, NULL, NULL, NULL FROM tables ORDER BY created_at, id"
	case s.oldHead:
		q = "SELECT id, settings, created_at, create_key, archived_at, NULL, NULL FROM tables ORDER BY created_at, id"
	}
	rows, err := s.db.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	var out []table.Info
	for rows.Next() {
		var t table.Info
		var set, created string
		var key, archived, digest sql.NullString
		var last sql.NullInt64
		if err := rows.Scan(&t.ID, &set, &created, &key, &archived, &last, &digest); err != nil {
			rows.Close()
			return nil, err
		}
		t.Key = key.String
		if archived.Valid {
			if at, err := time.Parse(timeFormat, archived.String); err == nil {
				t.Archived = at
			}
		}
		if last.Valid && digest.Valid {
			t.Head = &table.LogHead{Seq: last.Int64, Digest: digest.String}
		}
		// A damaged row sets that one table aside (the service says why);
		// it does not stop the others from loading.
		if err := json.Unmarshal([]byte(set), &t.Settings); err != nil {
			t.Damaged = fmt.Sprintf("its settings do not decode: %v", err)
		}
		if t.Created, err = time.Parse(timeFormat, created); err != nil && t.Damaged == "" {
			t.Damaged = fmt.Sprintf("its creation time does not decode: %v", err)
		}
		out = append(out, t)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		if err := s.seatTokens(ctx, &out[i]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// seatTokens reads a table's seat links, by seat: a seat whose row is
// missing gets "" (the service sets such a table aside: its other links
// must not shift to the wrong seats).
func (s *Store) seatTokens(ctx context.Context, t *table.Info) error {
	rows, err := s.db.QueryContext(ctx, "SELECT seat, token FROM seats WHERE table_id = ? ORDER BY seat", t.ID)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var seat int
		var tok string
		if err := rows.Scan(&seat, &tok); err != nil {
			return err
		}
		if seat < 0 || seat > 1<<10 {
			continue // a row no table can have: as missing
		}
		for len(t.Tokens) <= seat {
			t.Tokens = append(t.Tokens, "")
		}
		t.Tokens[seat] = tok
	}
	return rows.Err()
}

// Append writes one command's events and the history records it keeps or
// takes back in one transaction; when it returns nil they are durable (one
// commit, one sync of the write-ahead log).
func (s *Store) Append(ctx context.Context, events []companion.Event, keep ...history.Change) error {
	return s.write(ctx, func(tx *sql.Tx) (int, error) {
		for _, e := range events {
			var data, key any
			if len(e.Data) > 0 {
				data = string(e.Data)
			}
			if e.Key != "" {
				key = e.Key
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO events(table_id, seq, kind, actor, data, at, action_key) VALUES (?, ?, ?, ?, ?, ?, ?)",
				e.Table, e.Seq, e.Kind, int(e.Actor), data, e.At.UTC().Format(timeFormat), key); err != nil {
				return 0, err
			}
		}
		rows := len(events)
		n, err := s.moveHeads(ctx, tx, events)
		if err != nil {
			return 0, err
		}
		rows += n
		kept := false
		for _, k := range keep {
			n, err := keepRecord(ctx, tx, k)
			if err != nil {
				return 0, err
			}
			rows += n
			kept = kept || k.Record != nil
		}
		if kept { // a game finished: the oldest record past the bound goes
			n, err := trimHistory(ctx, tx)
			if err != nil {
				return 0, err
			}
			rows += n
		}
		return rows, nil
	})
}

// Writes counts what the store has written since it opened: committed
// write transactions (each one sync of the write-ahead log, at
// synchronous=FULL) and rows written or deleted. Tests compare them
// between commands that must cost the same.
type Writes struct {
	Transactions, Rows int64
}

// Writes returns the counts so far.
func (s *Store) Writes() Writes {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	return s.writes
}

// write runs f in one write transaction and counts it once committed.
func (s *Store) write(ctx context.Context, f func(tx *sql.Tx) (rows int, err error)) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() // a no-op after Commit
	n, err := f(tx)
	if err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	s.wmu.Lock()
	s.writes.Transactions++
	s.writes.Rows += int64(n)
	s.wmu.Unlock()
	return nil
}

// moveHeads folds appended events into their tables' log heads (the last
// seq and running digest the table row keeps), in the events' transaction.
// A head that does not end right before the new events (a table from
// before the heads were kept, or a log that lost its tail), or a rollback
// (the host's repair of a damaged log, whose damaged rows stay), is worked
// out afresh from the rows on disk.
func (s *Store) moveHeads(ctx context.Context, tx *sql.Tx, events []companion.Event) (int, error) {
	rows := 0
	for i := 0; i < len(events); {
		id := events[i].Table
		j := i
		for j < len(events) && events[j].Table == id {
			j++
		}
		var last sql.NullInt64
		var digest sql.NullString
		err := tx.QueryRowContext(ctx, "SELECT last_seq, log_digest FROM tables WHERE id = ?", id).Scan(&last, &digest)
		if errors.Is(err, sql.ErrNoRows) {
			i = j
			continue // no table row: doctor names such rows
		}
		if err != nil {
			return 0, err
		}
		head, end := digest.String, events[j-1].Seq
		if last.Valid && digest.Valid && last.Int64+1 == events[i].Seq && !rollsBack(events[i:j]) {
			for _, e := range events[i:j] {
				head = table.ChainDigest(head, e)
			}
		} else {
			stored, err := readEvents(ctx, tx, id, false) // the new rows included
			if err != nil {
				return 0, err
			}
			head = ""
			for _, e := range stored {
				head, end = table.ChainDigest(head, e), e.Seq
			}
		}
		if _, err := tx.ExecContext(ctx, "UPDATE tables SET last_seq = ?, log_digest = ? WHERE id = ?", end, head, id); err != nil {
			return 0, err
		}
		rows++
		i = j
	}
	return rows, nil
}

func rollsBack(events []companion.Event) bool {
	for _, e := range events {
		if e.Kind == companion.KindRollback {
			return true
		}
	}
	return false
}

// Events loads a table's log in order.
func (s *Store) Events(ctx context.Context, table string) ([]companion.Event, error) {
	return readEvents(ctx, s.db, table, s.oldEvents)
}

// querier is a database or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func readEvents(ctx context.Context, db querier, table string, old bool) ([]companion.Event, error) {
	q := "SELECT seq, kind, actor, data, at, action_key FROM events WHERE table_id = ? ORDER BY seq"
	if old {
		q = "SELECT seq, kind, actor, data, at, NULL FROM events WHERE table_id = ? ORDER BY seq"
	}
	rows, err := db.QueryContext(ctx, q, table)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []companion.Event
	for rows.Next() {
		e := companion.Event{Table: table}
		var actor int
		var data, key sql.NullString
		var at string
		if err := rows.Scan(&e.Seq, &e.Kind, &actor, &data, &at, &key); err != nil {
			return nil, err
		}
		e.Key = key.String
		e.Actor = companion.Actor(actor)
		if data.Valid {
			e.Data = json.RawMessage(data.String)
		}
		if e.At, err = time.Parse(timeFormat, at); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// Strays are rows that belong to no table (their table's row is gone):
// one sentence per table id, for tablemate doctor.
func (s *Store) Strays(ctx context.Context) ([]string, error) {
	var out []string
	for _, q := range []struct{ what, table string }{{"events", "events"}, {"seat links", "seats"}} {
		rows, err := s.db.QueryContext(ctx, "SELECT table_id, count(*) FROM "+q.table+
			" WHERE table_id NOT IN (SELECT id FROM tables) GROUP BY table_id ORDER BY table_id")
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var id string
			var n int
			if err := rows.Scan(&id, &n); err != nil {
				rows.Close()
				return nil, err
			}
			out = append(out, fmt.Sprintf("%d %s of table %s, which is not in the database", n, q.what, id))
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Meta reads a server setting.
func (s *Store) Meta(ctx context.Context, key string) (string, bool, error) {
	var v string
	err := s.db.QueryRowContext(ctx, "SELECT value FROM meta WHERE key = ?", key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	return v, err == nil, err
}

// SetMeta writes a server setting.
func (s *Store) SetMeta(ctx context.Context, key, value string) error {
	return s.write(ctx, func(tx *sql.Tx) (int, error) {
		_, err := tx.ExecContext(ctx, "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, value)
		return 1, err
	})
}

// ArchiveTable marks a table archived (it leaves the live list; its rows stay).
func (s *Store) ArchiveTable(ctx context.Context, table string, at time.Time) error {
	return s.write(ctx, func(tx *sql.Tx) (int, error) {
		res, err := tx.ExecContext(ctx, "UPDATE tables SET archived_at = ? WHERE id = ?", at.UTC().Format(timeFormat), table)
		if err != nil {
			return 0, err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return 0, fmt.Errorf("no table %s", table)
		}
		return 1, nil
	})
}

// tablemateTables are the tables every Tablemate database has.
var tablemateTables = []string{"tables", "seats", "events", "meta"}

// checkOwn reads an existing database without writing to it and refuses it
// when it is not Tablemate's: an SQLite file with tables of its own and none
// of Tablemate's (another program's data, a --db typo), or a schema version
// Tablemate never wrote.
func checkOwn(ctx context.Context, path string) error {
	fi, err := os.Stat(path)
	if err != nil || fi.Size() == 0 {
		return nil // a new database (or one still all in its -wal file)
	}
	q := url.Values{"mode": {"ro"}}
	q.Add("_pragma", "busy_timeout(5000)")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	var version int
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return fmt.Errorf("the database %s cannot be read: %w", path, err)
	}
	rows, err := db.QueryContext(ctx, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
	if err != nil {
		return fmt.Errorf("the database %s cannot be read: %w", path, err)
	}
	have := map[string]bool{}
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			rows.Close()
			return err
		}
		have[n] = true
		names = append(names, n)
	}
	rows.Close()
	if len(names) == 0 && version == 0 {
		return nil // an empty SQLite file: a first run
	}
	missing := 0
	for _, n := range tablemateTables {
		if !have[n] {
			missing++
		}
	}
	if missing > 0 || version == 0 {
		shown := names
		if len(shown) > 6 {
			shown = append(shown[:6:6], "…")
		}
		return fmt.Errorf("the file %s is an SQLite database of another program (its tables: %s), not Tablemate's; "+
			"nothing was changed in it. Check the --db path, or give Tablemate a file of its own", path, strings.Join(shown, ", "))
	}
	return nil
}
