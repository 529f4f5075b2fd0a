package table_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/table"
	"pgregory.net/rapid"
)

// TestFoldEqualsLive: after any run of moves, private notes, undos and redos,
// what every audience receives equals what a restarted service (a replay of
// the log from the SQLite file) gives, and the incremental undo bookkeeping
// equals the one worked out from scratch.
func TestFoldEqualsLive(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		b := newBench(t)
		players := rapid.IntRange(1, 4).Draw(rt, "players")
		tb := b.table(players)
		steps := rapid.IntRange(1, 60).Draw(rt, "steps")
		for i := 0; i < steps; i++ {
			seat := companion.Actor(rapid.IntRange(0, players-1).Draw(rt, "seat"))
			switch rapid.IntRange(0, 5).Draw(rt, "op") {
			case 0, 1:
				require.NoError(rt, do(tb, seat, "add", map[string]int{"n": rapid.IntRange(1, 9).Draw(rt, "n")}))
			case 2:
				require.NoError(rt, do(tb, seat, "note", map[string]string{"text": rapid.StringN(0, 8, 8).Draw(rt, "text")}))
			case 3, 4:
				_ = do(tb, companion.Host, "undo", nil) // refused when there is nothing to undo
			case 5:
				_ = do(tb, companion.Host, "redo", nil)
			}
			require.True(rt, table.HistoryConsistent(tb), "step %d", i)
			require.Nil(rt, tb.Fault())
		}
		live := viewsOf(tb, players)
		b.restart()
		again, err := b.svc.Table(tb.ID())
		require.NoError(rt, err)
		require.Equal(rt, live, viewsOf(again, players), "replay equals live")
		require.True(rt, table.HistoryConsistent(again))
	})
}

// TestUndoFoldsFromSnapshots: on a long log an undo replays from the nearest
// snapshot, and the result is the same as a full replay.
func TestUndoFoldsFromSnapshots(t *testing.T) {
	b := newBench(t)
	tb := b.table(2)
	for i := 0; i < 700; i++ {
		require.NoError(t, do(tb, companion.Actor(i%2), "add", map[string]int{"n": 1}))
	}
	require.Greater(t, table.Snapshots(tb), 1)
	for i := 0; i < 3; i++ {
		require.NoError(t, do(tb, companion.Host, "undo", nil))
	}
	require.NoError(t, do(tb, companion.Host, "redo", nil))
	live := viewsOf(tb, 2)
	assert.Contains(t, live["-3"], `"total":698`)
	b.restart()
	again, err := b.svc.Table(tb.ID())
	require.NoError(t, err)
	require.Equal(t, live, viewsOf(again, 2))
}

// TestPrivateEventsAndSequence: a seat's private note moves only that seat's
// sequence number, so no other actor can even tell it happened.
func TestPrivateEventsAndSequence(t *testing.T) {
	b := newBench(t)
	tb := b.table(3)
	require.NoError(t, do(tb, 0, "add", map[string]int{"n": 2}))
	before := map[companion.Actor]int64{}
	for _, a := range []companion.Actor{companion.Host, companion.Display, 0, 1, 2} {
		before[a] = tb.View(a).Seq
	}
	require.NoError(t, do(tb, 1, "note", map[string]string{"text": "b3?"}))
	for a, seq := range before {
		want := seq
		if a == 1 {
			want++
		}
		assert.Equal(t, want, tb.View(a).Seq, "actor %d", a)
	}
	assert.NotContains(t, viewsOf(tb, 3)["0"], "b3?")
	assert.Contains(t, viewsOf(tb, 3)["1"], "b3?")
	require.Error(t, do(tb, 1, "undo", nil), "only the host undoes")
	require.NoError(t, do(tb, companion.Host, "undo", nil))
	assert.Contains(t, viewsOf(tb, 3)["1"], "b3?", "undo takes back the move, not the private note")
	assert.Contains(t, viewsOf(tb, 3)["-3"], `"total":0`)
}

// TestSubscriptionSignals: every change signals each subscriber once, and a
// subscriber that does not read holds one pending signal, never blocking the table.
func TestSubscriptionSignals(t *testing.T) {
	b := newBench(t)
	tb := b.table(2)
	fast, slow := tb.Subscribe(), tb.Subscribe()
	defer fast.Close()
	defer slow.Close()
	for i := 0; i < 5; i++ {
		require.NoError(t, do(tb, 0, "add", map[string]int{"n": 1}))
		select {
		case <-fast.C:
		case <-time.After(time.Second):
			t.Fatal("no signal after a change")
		}
	}
	assert.Len(t, slow.C, 1, "a slow subscriber has one signal waiting")
	refused := do(tb, 0, "add", map[string]int{"n": -1})
	require.Error(t, refused)
	assert.Len(t, fast.C, 0, "a refused command changes nothing and signals nothing")
	fast.Close()
	require.NoError(t, do(tb, 0, "add", map[string]int{"n": 1}), "a closed subscription is forgotten")
}

// TestViewsEncodedOncePerAudience: every stream of one audience gets the
// very same bytes, and a change gives new ones.
func TestViewsEncodedOncePerAudience(t *testing.T) {
	b := newBench(t)
	tb := b.table(2)
	_, b1 := tb.ViewJSON(companion.Display)
	_, b2 := tb.ViewJSON(companion.Display)
	assert.Same(t, &b1[0], &b2[0], "one encoding per audience and change")
	require.NoError(t, do(tb, 0, "add", map[string]int{"n": 4}))
	_, b3 := tb.ViewJSON(companion.Display)
	assert.Contains(t, string(b3), `"total":4`)
	var env map[string]any
	require.NoError(t, json.Unmarshal(b3, &env))
	for _, k := range []string{"game", "table", "seq", "phase", "players", "hints", "total", "adds"} {
		assert.Contains(t, env, k, "the envelope and the game's part are one object")
	}
	assert.NotContains(t, env, "seat", "the display has no seat")
}

// TestUndoCarriesNotes: an undo or a redo of a move made before many notes
// refolds the moves alone and keeps every note; a damaged log whose undo
// took back a note still folds as a replay does when that undo is redone.
func TestUndoCarriesNotes(t *testing.T) {
	b := newBench(t)
	tb := b.table(2)
	require.NoError(t, do(tb, 0, "add", map[string]int{"n": 5}))
	for i := 0; i < 300; i++ {
		require.NoError(t, do(tb, companion.Actor(i%2), "note", map[string]string{"text": fmt.Sprint("n", i)}))
		if i == 150 {
			require.NoError(t, do(tb, 1, "add", map[string]int{"n": 7}))
		}
	}
	lastNote := tb.Seq()
	for _, c := range []string{"undo", "undo", "redo", "undo", "redo", "redo"} {
		require.NoError(t, do(tb, companion.Host, c, nil))
		assert.Equal(t, tb.Refold(), tb.State(), "after %s", c)
	}
	live := viewsOf(tb, 2)
	assert.Contains(t, live["-3"], `"total":`)
	assert.Contains(t, live["0"], `"note":"n298"`)
	assert.Contains(t, live["1"], `"note":"n299"`)

	// A stored undo of a note (no page makes one), then the host's redo of it.
	require.NoError(t, b.st.Append(context.Background(), []companion.Event{{Table: tb.ID(), Seq: tb.Seq() + 1, Kind: companion.KindUndo, Actor: companion.Host, Data: json.RawMessage(fmt.Sprintf(`{"target":%d}`, lastNote)), At: time.Now()}}))
	b.restart()
	tb, err := b.svc.Table(tb.ID())
	require.NoError(t, err)
	require.Nil(t, tb.Fault())
	assert.Contains(t, viewsOf(tb, 2)["1"], `"note":"n297"`)
	require.NoError(t, do(tb, companion.Host, "redo", nil))
	assert.Equal(t, tb.Refold(), tb.State())
	live = viewsOf(tb, 2)
	assert.Contains(t, live["1"], `"note":"n299"`)
	b.restart()
	again, err := b.svc.Table(tb.ID())
	require.NoError(t, err)
	require.Equal(t, live, viewsOf(again, 2), "replay equals live")
}
