package table_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/table"
)

func doKeyed(tb *table.Table, a companion.Actor, key, typ string, args any) (int64, error) {
	data, _ := json.Marshal(args)
	return tb.Do(context.Background(), companion.Command{Actor: a, Type: typ, Data: data, Key: key})
}

// TestActionKeyActsOnce: a command resent with its key (the reply was lost)
// acts once and gets the first reply's sequence number again, live and after
// a restart; the key is stored with the event; another actor cannot reuse it.
func TestActionKeyActsOnce(t *testing.T) {
	b := newBench(t)
	tb := b.table(2)
	seq1, err := doKeyed(tb, 0, "k-1", "add", map[string]int{"n": 3})
	require.NoError(t, err)
	require.NoError(t, do(tb, 1, "add", map[string]int{"n": 1}))
	again, err := doKeyed(tb, 0, "k-1", "add", map[string]int{"n": 3})
	require.NoError(t, err)
	assert.Equal(t, seq1, again, "the original reply")
	assert.Contains(t, viewsOf(tb, 2)["-3"], `"total":4`, "added once")

	evs := tb.Events()
	assert.True(t, strings.HasPrefix(evs[0].Key, "k-1#"), "the key and the digest of its action: %q", evs[0].Key)
	assert.Empty(t, evs[1].Key)

	_, err = doKeyed(tb, 1, "k-1", "add", map[string]int{"n": 3})
	require.Error(t, err, "a key is its actor's")
	assert.Equal(t, companion.Invalid, companion.ErrorCode(err))

	b.restart()
	tb, err = b.svc.Table(tb.ID())
	require.NoError(t, err)
	again, err = doKeyed(tb, 0, "k-1", "add", map[string]int{"n": 3})
	require.NoError(t, err)
	assert.Equal(t, seq1, again, "the key was rebuilt from the log")
	assert.Contains(t, viewsOf(tb, 2)["-3"], `"total":4`, "still added once after a restart")

	// The same key with another action is refused in words, live and after
	// the restart alike, and does nothing.
	_, err = doKeyed(tb, 0, "k-1", "add", map[string]int{"n": 5})
	require.Error(t, err, "a key names one action")
	assert.Equal(t, companion.Conflict, companion.ErrorCode(err))
	assert.Contains(t, err.Error(), "already used for a different action")
	assert.Contains(t, viewsOf(tb, 2)["-3"], `"total":4`, "nothing was done")

	// A new key acts; a refused command leaves its key free for a later try.
	_, err = doKeyed(tb, 0, "k-2", "add", map[string]int{"n": -1})
	require.Error(t, err)
	_, err = doKeyed(tb, 0, "k-2", "add", map[string]int{"n": 2})
	require.NoError(t, err)
	assert.Contains(t, viewsOf(tb, 2)["-3"], `"total":6`)

	_, err = doKeyed(tb, 0, string(make([]byte, companion.MaxKeyLen+1)), "add", map[string]int{"n": 2})
	require.Error(t, err, "an overlong key")
}
