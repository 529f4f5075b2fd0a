package table_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/table"
)

// TestDamagedTablesTellTheTruth: every way a table can be set aside either
// rolls back, or refuses the rollback with its own reason and can be
// archived: off the live list, its rows kept, its log still there, and
// the checker reports it once as archived.
func TestDamagedTablesTellTheTruth(t *testing.T) {
	ctx := context.Background()
	b := newBench(t)
	at := time.Date(2026, 12, 1, 21, 0, 0, 0, time.UTC)
	mk := func(id, game string, players int) {
		require.NoError(t, b.st.CreateTable(ctx, table.Info{ID: id, Settings: companion.Settings{Game: game, Players: players},
			Tokens: []string{id + "-a", id + "-b"}, Created: at}))
	}
	mk("chess", "chess", 2)   // a game this version does not know
	mk("badset", "tally", 99) // settings its game refuses
	broken := b.table(2)      // a log that breaks mid-way: rollback works
	require.NoError(t, do(broken, 0, "add", map[string]int{"n": 1}))
	require.NoError(t, b.st.Append(ctx, []companion.Event{{Table: broken.ID(), Seq: 5, Kind: "add", Actor: 0, Data: json.RawMessage(`{"n":1}`), At: at}}))
	b.restart()

	for id, want := range map[string]string{
		"chess":  "this table's game is not known to this version; it cannot be rolled back, but it can be archived",
		"badset": "this table's settings are refused by its game in this version",
	} {
		tb, err := b.svc.Table(id)
		require.NoError(t, err)
		f := tb.Fault()
		require.NotNil(t, f, id)
		assert.NotEmpty(t, f.NoRollback, "%s: the host is not offered a rollback", id)
		err = do(tb, companion.Host, "rollback", nil)
		require.Error(t, err)
		assert.Contains(t, err.Error(), want, id)
	}
	bt, err := b.svc.Table(broken.ID())
	require.NoError(t, err)
	require.NotNil(t, bt.Fault())
	assert.Empty(t, bt.Fault().NoRollback, "a rollback can repair this one")
	require.NoError(t, do(bt, companion.Host, "rollback", nil))
	assert.Nil(t, bt.Fault())

	// Archive the unknown game's table: off the list, rows kept.
	chess, err := b.svc.Table("chess")
	require.NoError(t, err)
	err = b.svc.Archive(ctx, bt)
	require.Error(t, err, "a sound table is ended, not archived")
	require.NoError(t, b.svc.Archive(ctx, chess))
	_, err = b.svc.Table("chess")
	require.Error(t, err, "off the live list")
	_, _, err = b.svc.Seat("chess-a")
	require.Error(t, err, "its links stop")
	got, err := b.svc.AnyTable("chess")
	require.NoError(t, err, "its log still downloads")
	assert.Equal(t, "chess", got.ID())

	b.restart()
	_, err = b.svc.Table("chess")
	require.Error(t, err, "archived for good")
	require.Len(t, b.svc.Archived(), 1)
	problems, n, err := service.Check(ctx, b.st)
	require.NoError(t, err)
	assert.Equal(t, 3, n)
	var archived, live int
	for _, p := range problems {
		if p.Archived.IsZero() {
			live++
		} else {
			archived++
			assert.Equal(t, "chess", p.Table)
		}
	}
	assert.Equal(t, 1, archived, "reported once, as archived")
	assert.Equal(t, 1, live, "the refused settings are still a problem until archived")
}
