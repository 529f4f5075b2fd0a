package table_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/table"
)

// TestDamagedLogSetsOneTableAside: each kind of damage a stored log can
// carry — written straight into the SQLite file, as a bad disk, an old
// version or a hand edit would — sets that one table aside with the seq and
// the reason. The service starts, the healthy table next to it plays on,
// and the host can roll the damaged one back to its last good event (a new
// event: the bad rows stay for inspection), after which it plays on too,
// also after a restart.
func TestDamagedLogSetsOneTableAside(t *testing.T) {
	at := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)
	cases := []struct {
		name   string
		rows   func(id string, next int64) []companion.Event
		reason string
	}{
		{"seat out of range", func(id string, n int64) []companion.Event {
			return []companion.Event{{Table: id, Seq: n, Kind: "noted", Actor: 0, Data: json.RawMessage(`{"seat":7,"text":"x"}`), At: at}}
		}, "could not apply"},
		{"data that is not JSON", func(id string, n int64) []companion.Event {
			return []companion.Event{{Table: id, Seq: n, Kind: "added", Actor: 0, Data: json.RawMessage(`{"seat":0,"n":`), At: at}}
		}, "not valid JSON"},
		{"unknown kind", func(id string, n int64) []companion.Event {
			return []companion.Event{{Table: id, Seq: n, Kind: "teleported", Actor: 0, At: at}}
		}, "teleported"},
		{"a gap in the sequence", func(id string, n int64) []companion.Event {
			return []companion.Event{{Table: id, Seq: n + 1, Kind: "added", Actor: 0, Data: json.RawMessage(`{"seat":0,"n":1}`), At: at}}
		}, "sequence is broken"},
		{"an undo of nothing", func(id string, n int64) []companion.Event {
			return []companion.Event{{Table: id, Seq: n, Kind: companion.KindUndo, Actor: companion.Host, Data: json.RawMessage(`{"target":99}`), At: at}}
		}, "not in the log"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			b := newBench(t)
			sick, healthy := b.table(2), b.table(2)
			require.NoError(t, do(sick, 0, "add", map[string]int{"n": 5}))
			require.NoError(t, do(sick, 1, "add", map[string]int{"n": 6}))
			require.NoError(t, do(healthy, 0, "add", map[string]int{"n": 1}))
			good := sick.Seq()
			bad := tc.rows(sick.ID(), good+1)
			require.NoError(t, b.st.Append(ctx, bad))
			// A later row, written after the damage, is kept but not replayed.
			after := bad[len(bad)-1].Seq + 1
			require.NoError(t, b.st.Append(ctx, []companion.Event{{Table: sick.ID(), Seq: after, Kind: "added", Actor: 1, Data: json.RawMessage(`{"seat":1,"n":50}`), At: at}}))

			b.restart()
			sick, err := b.svc.Table(sick.ID())
			require.NoError(t, err)
			f := sick.Fault()
			require.NotNil(t, f, "the damaged table is set aside")
			assert.Equal(t, good+1, f.Seq)
			assert.Contains(t, f.Reason, tc.reason)
			host := sick.View(companion.Host)
			assert.True(t, host.SetAside)
			worded := *f
			worded.Reason = companion.Plain(f.Reason)
			assert.Equal(t, &worded, host.Fault, "the host sees where and why, in words")
			seat := sick.View(0)
			assert.True(t, seat.SetAside)
			assert.Nil(t, seat.Fault, "a seat learns only that the table is set aside")
			_, body := sick.ViewJSON(companion.Display)
			assert.Contains(t, string(body), `"total":11`, "the state is the last good event's")
			require.ErrorContains(t, do(sick, 0, "add", map[string]int{"n": 1}), "set aside")
			require.Error(t, do(sick, 0, "rollback", nil), "only the host rolls back")

			healthy, err = b.svc.Table(healthy.ID())
			require.NoError(t, err)
			require.Nil(t, healthy.Fault())
			require.NoError(t, do(healthy, 1, "add", map[string]int{"n": 2}), "the other table plays on")

			stored := len(sick.Events())
			require.NoError(t, do(sick, companion.Host, "rollback", nil))
			require.Nil(t, sick.Fault())
			assert.Len(t, sick.Events(), stored+1, "the bad rows stay; the rollback is a new event")
			require.NoError(t, do(sick, 0, "add", map[string]int{"n": 3}))
			require.NoError(t, do(sick, companion.Host, "undo", nil))
			require.NoError(t, do(sick, 1, "add", map[string]int{"n": 4}))
			live := viewsOf(sick, 2)
			assert.Contains(t, live["-3"], `"total":15`)

			b.restart()
			again, err := b.svc.Table(sick.ID())
			require.NoError(t, err)
			require.Nil(t, again.Fault(), "after the rollback the log replays")
			assert.Equal(t, live, viewsOf(again, 2))
			require.Error(t, do(again, companion.Host, "rollback", nil), "a healthy table has nothing to roll back")
		})
	}
}

// TestUnknownGameSetsTableAside: a table of a game this build does not know
// (an older or newer version's database) is set aside, not a failed start.
func TestUnknownGameSetsTableAside(t *testing.T) {
	ctx := context.Background()
	b := newBench(t)
	ok := b.table(1)
	require.NoError(t, b.st.CreateTable(ctx, table.Info{ID: "zzzzz", Settings: companion.Settings{Game: "chess", Players: 2},
		Tokens: []string{"tok-a", "tok-b"}, Created: time.Date(2026, 12, 1, 21, 0, 0, 0, time.UTC)}))
	b.restart()
	odd, err := b.svc.Table("zzzzz")
	require.NoError(t, err)
	require.NotNil(t, odd.Fault())
	assert.Contains(t, odd.Fault().Reason, "chess")
	v := odd.View(companion.Host)
	assert.True(t, v.SetAside)
	require.Error(t, do(odd, companion.Host, "rollback", nil))
	_, err = b.svc.Table(ok.ID())
	require.NoError(t, err)
}
