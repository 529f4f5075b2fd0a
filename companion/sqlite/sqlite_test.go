package sqlite_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/table"
)

func TestStoreSurvivesReopen(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "t.db")
	s, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	assert.False(t, s.Unclean)

	mode, err := s.Pragma(ctx, "journal_mode")
	require.NoError(t, err)
	assert.Equal(t, "wal", mode)
	sync, err := s.Pragma(ctx, "synchronous")
	require.NoError(t, err)
	assert.Equal(t, "2", sync, "synchronous=FULL")
	v, err := s.Pragma(ctx, "user_version")
	require.NoError(t, err)
	assert.Equal(t, strconv.Itoa(migrationFiles(t)), v, "every migration applied")

	at := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	info := table.Info{ID: "abc", Settings: companion.Settings{Game: "tagiron", Players: 2}, Tokens: []string{"t0", "t1"}, Created: at}
	require.NoError(t, s.CreateTable(ctx, info))
	evs := []companion.Event{
		{Table: "abc", Seq: 1, Kind: "x", Actor: 0, Data: json.RawMessage(`{"a":1}`), At: at},
		{Table: "abc", Seq: 2, Kind: "y", Actor: companion.Host, At: at},
	}
	require.NoError(t, s.Append(ctx, evs))
	// A duplicate sequence number fails the whole batch: nothing of it is written.
	err = s.Append(ctx, []companion.Event{{Table: "abc", Seq: 3, Kind: "z", At: at}, {Table: "abc", Seq: 2, Kind: "dup", At: at}})
	require.Error(t, err)
	require.NoError(t, s.Close())

	s2, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	defer s2.Close()
	assert.False(t, s2.Unclean, "a clean close is remembered")
	tables, err := s2.Tables(ctx)
	require.NoError(t, err)
	require.Len(t, tables, 1)
	head := table.ChainDigest(table.ChainDigest("", evs[0]), evs[1])
	assert.Equal(t, &table.LogHead{Seq: 2, Digest: head}, tables[0].Head, "the log ends where the table wrote it, not at the failed batch")
	tables[0].Head = nil
	assert.Equal(t, info, tables[0])
	got, err := s2.Events(ctx, "abc")
	require.NoError(t, err)
	assert.Equal(t, evs, got)
	require.NoError(t, s2.Check(ctx))
}

func TestUncleanShutdownIsDetected(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "t.db")
	s, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	// Simulate a power cut: the file is left without Close's clean mark.
	require.NoError(t, s.SetMeta(ctx, "open", "1"))
	s2, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	defer s2.Close()
	assert.True(t, s2.Unclean)
	assert.Equal(t, migrationFiles(t), sqlite.SchemaVersion())
}

// TestNotADatabaseIsRefused: a file that exists but is not a database (a
// zero-byte file from a failed copy, a text file, a folder) is refused with a
// message that says what to do; it never silently becomes a new database with
// a new host key. A path that does not exist yet is created.
func TestNotADatabaseIsRefused(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.db")
	require.NoError(t, os.WriteFile(empty, nil, 0o600))
	_, err := sqlite.Open(ctx, empty)
	require.ErrorContains(t, err, "is empty (0 bytes)")
	info, statErr := os.Stat(empty)
	require.NoError(t, statErr)
	assert.Zero(t, info.Size(), "the refused file is left as it was")

	text := filepath.Join(dir, "notes.db")
	require.NoError(t, os.WriteFile(text, []byte("not a database at all, just some text"), 0o600))
	_, err = sqlite.Open(ctx, text)
	require.ErrorContains(t, err, "is not an SQLite database")

	_, err = sqlite.Open(ctx, dir)
	require.ErrorContains(t, err, "is a folder")

	fresh := filepath.Join(dir, "new.db")
	s, err := sqlite.Open(ctx, fresh)
	require.NoError(t, err, "a path that does not exist yet is a first run")
	require.NoError(t, s.Close())
	s, err = sqlite.Open(ctx, fresh)
	require.NoError(t, err, "and it opens again")
	require.NoError(t, s.Close())
}

// migrationFiles counts the migrations in the source tree.
func migrationFiles(t *testing.T) int {
	t.Helper()
	names, err := filepath.Glob("migrations/*.sql")
	require.NoError(t, err)
	return len(names)
}
