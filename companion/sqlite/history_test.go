package sqlite_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	_ "github.com/tablemate/tablemate/companion/games"
	"github.com/tablemate/tablemate/companion/history"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/table"
)

// playTagiron plays a 2-player Tagiron table to its end through the
// service: seat 1 ("지훈") declares seat 0's rack and wins.
func playTagiron(t *testing.T, ctx context.Context, svc *service.Service) *table.Table {
	t.Helper()
	tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 2, Hints: "full"})
	require.NoError(t, err)
	do := func(a companion.Actor, cmd map[string]any) {
		t.Helper()
		b, err := json.Marshal(cmd)
		require.NoError(t, err)
		_, err = tb.Do(ctx, companion.Command{Actor: a, Type: cmd["type"].(string), Data: b})
		require.NoError(t, err, "%v", cmd)
	}
	do(0, map[string]any{"type": "name", "name": "민지", "color": "red"})
	do(1, map[string]any{"type": "name", "name": "지훈"})
	rack0 := []string{"r0", "r1", "b2", "b3", "g5"}
	do(0, map[string]any{"type": "tiles", "tiles": rack0})
	do(1, map[string]any{"type": "tiles", "tiles": []string{"r2", "r3", "b4", "b6", "g5"}})
	for _, c := range []string{"count-red", "sum-all", "where-1-or-2", "same-color-neighbours", "count-pairs", "where-5"} {
		do(companion.Host, map[string]any{"type": "reveal", "card": c})
	}
	do(companion.Host, map[string]any{"type": "start", "starter": 0})
	do(0, map[string]any{"type": "ask", "card": "count-red"})
	do(companion.Host, map[string]any{"type": "reveal", "card": "sum-red"})
	do(1, map[string]any{"type": "declare", "tiles": rack0})
	require.Equal(t, companion.PhaseOver, tb.View(companion.Host).Phase)
	return tb
}

// TestHistoryMigrationFromTodaysSchema: a database written before the
// history existed (schema 0001–0002, tables with logs, one game finished,
// one under way) is migrated in place; the finished game appears in the
// history with its names, options, date, duration and places, the other
// does not; a deleted record stays deleted after the next start.
func TestHistoryMigrationFromTodaysSchema(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	at := time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC)
	tick := at
	clock := func() time.Time { tick = tick.Add(time.Minute); return tick }

	// Play on a current database, then take it back to today's schema: the
	// same rows, without the history table, at user_version 2.
	s, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	svc, err := service.Open(ctx, s, service.Options{Clock: clock})
	require.NoError(t, err)
	done := playTagiron(t, ctx, svc)
	open, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 3})
	require.NoError(t, err)
	require.NoError(t, s.Close())
	db, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	before := migrationsBefore(t, "0004_history.sql")
	for _, q := range []string{"ALTER TABLE tables DROP COLUMN last_seq", "ALTER TABLE tables DROP COLUMN log_digest", "DROP INDEX tables_create_key", "ALTER TABLE tables DROP COLUMN create_key", "ALTER TABLE tables DROP COLUMN archived_at", "DROP TABLE history", "DELETE FROM meta WHERE key = 'history_backfilled'", "PRAGMA user_version = " + strconv.Itoa(before)} {
		_, err := db.ExecContext(ctx, q)
		require.NoError(t, err, q)
	}
	var n int
	require.NoError(t, db.QueryRowContext(ctx, "SELECT count(*) FROM events").Scan(&n))
	require.Greater(t, n, 10, "the old database holds the logs")
	require.NoError(t, db.Close())

	// Start the new version on it.
	s, err = sqlite.Open(ctx, path)
	require.NoError(t, err)
	v, err := s.Pragma(ctx, "user_version")
	require.NoError(t, err)
	assert.Equal(t, strconv.Itoa(migrationFiles(t)), v)
	svc, err = service.Open(ctx, s, service.Options{})
	require.NoError(t, err)
	recs, err := svc.History(ctx)
	require.NoError(t, err)
	require.Len(t, recs, 1, "only the finished table")
	r := recs[0]
	assert.Equal(t, done.ID(), r.Table)
	assert.NotEqual(t, open.ID(), r.Table)
	assert.Equal(t, "tagiron", r.Game)
	assert.Equal(t, []string{"민지", "지훈"}, r.Names)
	assert.Equal(t, []int{2, 1}, r.Result.Places)
	assert.Equal(t, []int{1}, r.Result.Winners)
	assert.Equal(t, []int{1, 0}, r.Result.Questions)
	assert.False(t, r.Ended)
	// From the first game move (a rack, 20:04: the table was made at 20:01
	// and named at 20:02 and 20:03) to the declaration.
	assert.Equal(t, at.Add(4*time.Minute), r.Started.UTC())
	assert.Equal(t, r.Finished.Sub(r.Started)/time.Second, time.Duration(r.Seconds))
	assert.Greater(t, r.Seconds, int64(600))

	// The host deletes it: it does not come back at the next start.
	gone, err := svc.DeleteHistory(ctx, nil)
	require.NoError(t, err)
	assert.Equal(t, 1, gone)
	require.NoError(t, s.Close())
	s, err = sqlite.Open(ctx, path)
	require.NoError(t, err)
	defer s.Close()
	svc, err = service.Open(ctx, s, service.Options{})
	require.NoError(t, err)
	recs, err = svc.History(ctx)
	require.NoError(t, err)
	assert.Empty(t, recs)
}

// migrationsBefore counts the migrations that come before name: the
// schema version of a database from before it.
func migrationsBefore(t *testing.T, name string) int {
	t.Helper()
	names, err := filepath.Glob("migrations/*.sql")
	require.NoError(t, err)
	sort.Strings(names)
	for i, n := range names {
		if filepath.Base(n) == name {
			return i
		}
	}
	t.Fatalf("no migration %s", name)
	return 0
}

// TestHistoryImportIsAllOrNothing: a real SQLite refusal of the third of
// four records (a trigger raises an error) leaves the history as it was:
// the first two records are not kept half-imported.
func TestHistoryImportIsAllOrNothing(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "h.db")
	st, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	defer st.Close()
	at := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)
	rec := func(id string) history.Record {
		return history.Record{Table: id, Game: "tagiron", Finished: at}
	}
	require.NoError(t, st.PutRecords(ctx, rec("kept")))

	db, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	defer db.Close()
	_, err = db.ExecContext(ctx, `CREATE TRIGGER refuse_bad BEFORE INSERT ON history WHEN NEW.table_id = 'bad'
		BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`)
	require.NoError(t, err)

	err = st.PutRecords(ctx, rec("a"), rec("b"), rec("bad"), rec("c"))
	require.ErrorContains(t, err, "refused by the test")
	got, err := st.Records(ctx)
	require.NoError(t, err)
	ids := []string{}
	for _, r := range got {
		ids = append(ids, r.Table)
	}
	assert.Equal(t, []string{"kept"}, ids)
}

// TestHistoryRecordInTheCommandsTransaction: the command that ends a game
// writes its events and the table's history record in one transaction.
// When SQLite refuses the record (a trigger raises an error, as a full disk
// would), the command fails with a sentence and nothing of it is kept: no
// event, no record, the same view; sent again once the database takes it,
// it ends the game with its record.
func TestHistoryRecordInTheCommandsTransaction(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "h.db")
	st, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	defer st.Close()
	svc, err := service.Open(ctx, st, service.Options{})
	require.NoError(t, err)
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
	require.NoError(t, err)
	defer db.Close()
	_, err = db.ExecContext(ctx, `CREATE TRIGGER full_disk BEFORE INSERT ON history BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`)
	require.NoError(t, err)

	tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 2, Hints: "full"})
	require.NoError(t, err)
	rack0 := []string{"r0", "r1", "b2", "b3", "g5"}
	script := []companion.Command{
		{Actor: 0, Type: "tiles", Data: json.RawMessage(`{"tiles":["r0","r1","b2","b3","g5"]}`)},
		{Actor: 1, Type: "tiles", Data: json.RawMessage(`{"tiles":["r2","r3","b4","b6","g5"]}`)},
	}
	for _, c := range []string{"count-red", "sum-all", "where-1-or-2", "same-color-neighbours", "count-pairs", "where-5"} {
		script = append(script, companion.Command{Actor: companion.Host, Type: "reveal", Data: json.RawMessage(`{"card":"` + c + `"}`)})
	}
	script = append(script, companion.Command{Actor: companion.Host, Type: "start", Data: json.RawMessage(`{"starter":0}`)},
		companion.Command{Actor: 0, Type: "ask", Data: json.RawMessage(`{"card":"count-red"}`)},
		companion.Command{Actor: companion.Host, Type: "reveal", Data: json.RawMessage(`{"card":"sum-red"}`)})
	for _, c := range script {
		_, err := tb.Do(ctx, c)
		require.NoError(t, err, c.Type)
	}
	b, err := json.Marshal(map[string]any{"tiles": rack0})
	require.NoError(t, err)
	declare := companion.Command{Actor: 1, Type: "declare", Data: b, Key: "declare-1"}
	seq, view := tb.Seq(), tb.View(companion.Host)
	before := st.Writes()
	_, err = tb.Do(ctx, declare)
	var ce *companion.Error
	require.ErrorAs(t, err, &ce)
	assert.Equal(t, "the database could not save this; nothing changed", ce.Key)
	assert.Equal(t, seq, tb.Seq(), "no event kept")
	assert.Equal(t, view, tb.View(companion.Host), "the table is as it was")
	assert.Equal(t, before, st.Writes(), "nothing committed")
	var rows int
	require.NoError(t, db.QueryRowContext(ctx, "SELECT count(*) FROM events WHERE table_id = ?", tb.ID()).Scan(&rows))
	assert.EqualValues(t, seq, rows, "no event on disk")

	_, err = db.ExecContext(ctx, "DROP TRIGGER full_disk")
	require.NoError(t, err)
	_, err = tb.Do(ctx, declare)
	require.NoError(t, err)
	assert.Equal(t, companion.PhaseOver, tb.View(companion.Host).Phase)
	after := st.Writes()
	assert.Equal(t, before.Transactions+1, after.Transactions, "the events and the record: one transaction")
	assert.Equal(t, before.Rows+3, after.Rows, "the declaration, the table's log head and the record")
	recs, err := svc.History(ctx)
	require.NoError(t, err)
	require.Len(t, recs, 1)
	assert.Equal(t, tb.ID(), recs[0].Table)
}

// TestLogHeadStartsWhenFirstWritten: a database from before the tables kept
// their log's head opens as it is (its tables replay, unchecked); the first
// command a table takes works its head out from the rows on disk, and from
// then on a deleted tail is found at start-up.
func TestLogHeadStartsWhenFirstWritten(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	s, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	svc, err := service.Open(ctx, s, service.Options{})
	require.NoError(t, err)
	tb := playTagiron(t, ctx, svc)
	require.NoError(t, s.Close())
	db, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	defer db.Close()
	for _, q := range []string{"ALTER TABLE tables DROP COLUMN last_seq", "ALTER TABLE tables DROP COLUMN log_digest",
		"PRAGMA user_version = " + strconv.Itoa(migrationsBefore(t, "0006_log_head.sql"))} {
		_, err := db.ExecContext(ctx, q)
		require.NoError(t, err, q)
	}

	open := func() *table.Table {
		t.Helper()
		s, err = sqlite.Open(ctx, path)
		require.NoError(t, err)
		t.Cleanup(func() { s.Close() })
		svc, err := service.Open(ctx, s, service.Options{})
		require.NoError(t, err)
		tb, err := svc.Table(tb.ID())
		require.NoError(t, err)
		return tb
	}
	old := open()
	require.Nil(t, old.Fault(), "an old database opens as it is")
	_, err = old.Do(ctx, companion.Command{Actor: 0, Type: "name", Data: json.RawMessage(`{"name":"민지"}`)})
	require.NoError(t, err)
	require.NoError(t, s.Close())
	require.Nil(t, open().Fault(), "the head worked out from the rows on disk")
	require.NoError(t, s.Close())
	_, err = db.ExecContext(ctx, "DELETE FROM events WHERE table_id = ? AND seq = (SELECT max(seq) FROM events WHERE table_id = ?)", tb.ID(), tb.ID())
	require.NoError(t, err)
	f := open().Fault()
	require.NotNil(t, f, "a deleted tail is found")
	assert.Contains(t, f.Reason, "its last events are missing")
}

// TestHistoryNewestFirstWithinASecond: records finished within one second
// (on a whole second, a tenth and a quarter past) list newest first, both
// as written now and as an older build wrote them (RFC 3339 with the
// fraction's trailing zeros cut, which sorts "…:05Z" after "…:05.1Z"), which
// the migration rewrites; the bound drops the oldest of them.
func TestHistoryNewestFirstWithinASecond(t *testing.T) {
	ctx := context.Background()
	at := time.Date(2026, 12, 1, 20, 0, 5, 0, time.UTC)
	finished := map[string]time.Time{
		"whole":   at,
		"tenth":   at.Add(100 * time.Millisecond),
		"quarter": at.Add(250 * time.Millisecond),
	}
	newestFirst := []string{"quarter", "tenth", "whole"}
	order := func(st *sqlite.Store) []string {
		t.Helper()
		got, err := st.Records(ctx)
		require.NoError(t, err)
		ids := []string{}
		for _, r := range got {
			ids = append(ids, r.Table)
		}
		return ids
	}

	path := filepath.Join(t.TempDir(), "h.db")
	st, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	for _, id := range []string{"whole", "tenth", "quarter"} {
		require.NoError(t, st.PutRecords(ctx, history.Record{Table: id, Game: "tagiron", Finished: finished[id]}))
	}
	assert.Equal(t, newestFirst, order(st), "as written now")
	require.NoError(t, st.Close())

	// The rows as the older build wrote them, at the schema before the fix.
	db, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	defer db.Close()
	for id, f := range finished {
		_, err := db.ExecContext(ctx, "UPDATE history SET finished_at = ? WHERE table_id = ?", f.Format(time.RFC3339Nano), id)
		require.NoError(t, err)
	}
	_, err = db.ExecContext(ctx, "PRAGMA user_version = "+strconv.Itoa(migrationsBefore(t, "0007_history_order.sql")))
	require.NoError(t, err)
	var first string
	require.NoError(t, db.QueryRowContext(ctx, "SELECT table_id FROM history ORDER BY finished_at DESC LIMIT 1").Scan(&first))
	require.Equal(t, "whole", first, "the old text sorts the whole second as the newest")

	st, err = sqlite.Open(ctx, path)
	require.NoError(t, err)
	defer st.Close()
	assert.Equal(t, newestFirst, order(st), "after the migration")
	var records []history.Record
	for i := 0; i < history.Max-2; i++ {
		records = append(records, history.Record{Table: fmt.Sprintf("later%04d", i), Game: "tagiron", Finished: at.Add(time.Duration(i+1) * time.Second)})
	}
	require.NoError(t, st.PutRecords(ctx, records...))
	got := order(st)
	assert.Equal(t, []string{"quarter", "tenth"}, got[len(got)-2:], "the bound drops the oldest, the whole second")
}
