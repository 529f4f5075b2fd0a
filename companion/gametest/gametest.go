// Package gametest holds the checks every game's tests run against the
// table core: recorded game logs replayed through a real Service on a real
// SQLite file to golden views, and damaged events fed to Apply, which must
// answer with an error and never panic. It imports no game: each game's
// tests call it with their own logs.
package gametest

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/table"
)

var (
	update = flag.Bool("update", false, "rewrite the golden views in testdata")
	record = flag.Bool("record", false, "record the game logs in testdata again (then run with -update)")
)

// Log is a recorded game: the table's settings and its stored events.
type Log struct {
	Settings companion.Settings `json:"settings"`
	Events   []companion.Event  `json:"events"`
}

// WaitOver waits (on the table's change signal, never a bare sleep) until
// the practice table's bots have played its game to the end.
func WaitOver(t *testing.T, tb *table.Table) {
	t.Helper()
	sub := tb.Subscribe()
	defer sub.Close()
	deadline := time.After(3 * time.Minute)
	for tb.View(companion.Host).Phase != companion.PhaseOver {
		select {
		case <-sub.C:
		case <-deadline:
			t.Fatalf("the bots did not finish the game: phase %s after %d events", tb.View(companion.Host).Phase, tb.Seq())
		}
	}
}

// Service opens a service on a new SQLite file in the test's temporary directory.
func Service(tb testing.TB) *service.Service {
	tb.Helper()
	store, err := sqlite.Open(context.Background(), filepath.Join(tb.TempDir(), "record.db"))
	require.NoError(tb, err)
	tb.Cleanup(func() { store.Close() })
	svc, err := service.Open(context.Background(), store, service.Options{})
	require.NoError(tb, err)
	tb.Cleanup(svc.Close) // before the store closes: the practice bots stop first
	return svc
}

// Recorded returns the log kept in path, or (with -record) plays a game with play on a fresh service, keeps its
// table's log in path and returns it. play returns the table it played at.
func Recorded(t *testing.T, path string, play func(ctx context.Context, svc *service.Service) (*table.Table, error)) Log {
	t.Helper()
	if _, err := os.Stat(path); err == nil && !*record {
		return ReadLog(t, path)
	} else if !*record {
		t.Fatalf("no recording %s: run the test with -record -update to play, record and replay it", path)
	}
	table, err := play(context.Background(), Service(t))
	require.NoError(t, err)
	log := Log{Settings: table.Info.Settings, Events: table.Events()}
	b, err := json.MarshalIndent(log, "", "\t")
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, append(b, '\n'), 0o644))
	return log
}

// Recording says whether this run records the game logs again (-record).
func Recording() bool { return *record }

// ReadLog reads a recorded log.
func ReadLog(tb testing.TB, path string) Log {
	tb.Helper()
	b, err := os.ReadFile(path)
	require.NoError(tb, err)
	var log Log
	require.NoError(tb, json.Unmarshal(b, &log))
	require.NotEmpty(tb, log.Events, "%s holds no events", path)
	return log
}

// Audiences are every actor with a view of a table of n players: the host,
// the display and each seat, by the name their golden file has.
func Audiences(n int) map[string]companion.Actor {
	out := map[string]companion.Actor{"host": companion.Host, "display": companion.Display}
	for i := 0; i < n; i++ {
		out["seat"+strconv.Itoa(i)] = companion.Actor(i)
	}
	return out
}

// Replay stores the log in a new SQLite file, opens a real Service on it
// (which replays the log as it does at start-up) and returns every
// audience's final view, as the server sends it.
func Replay(t *testing.T, log Log) map[string][]byte {
	t.Helper()
	table := Reopen(t, log)
	require.Nil(t, table.Fault(), "the recorded log replays")
	return Views(table)
}

// Views are every audience's view of a table, as the server sends it.
func Views(table *table.Table) map[string][]byte {
	out := map[string][]byte{}
	for name, a := range Audiences(table.Info.Settings.Players) {
		_, b := table.ViewJSON(a)
		out[name] = b
	}
	return out
}

// Reopen stores the log in a new SQLite file as it stands (damaged or not),
// opens a real Service on it, which replays it as at start-up, and returns
// the log's table.
func Reopen(t *testing.T, log Log) *table.Table {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "replay.db")
	store, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	id := log.Events[0].Table
	info := table.Info{ID: id, Settings: log.Settings, Created: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	for i := 0; i < log.Settings.Players; i++ {
		info.Tokens = append(info.Tokens, fmt.Sprintf("seat-token-%d", i))
	}
	require.NoError(t, store.CreateTable(ctx, info))
	require.NoError(t, store.Append(ctx, log.Events))
	require.NoError(t, store.Close())

	store, err = sqlite.Open(ctx, path)
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	svc, err := service.Open(ctx, store, service.Options{})
	require.NoError(t, err)
	table, err := svc.Table(id)
	require.NoError(t, err)
	return table
}

// Golden compares each view with dir/<audience>.json, or (with -update)
// writes them. The files hold the view indented for readable diffs; the
// view the server sends is compact, so equal indented forms mean equal bytes.
func Golden(t *testing.T, dir string, views map[string][]byte) {
	t.Helper()
	if *update {
		require.NoError(t, os.MkdirAll(dir, 0o755))
	}
	for name, b := range views {
		var ind bytes.Buffer
		require.NoError(t, json.Indent(&ind, b, "", "  "))
		ind.WriteByte('\n')
		path := filepath.Join(dir, name+".json")
		if *update {
			require.NoError(t, os.WriteFile(path, ind.Bytes(), 0o644))
			continue
		}
		want, err := os.ReadFile(path)
		require.NoError(t, err, "no golden view %s: run go test with -update", path)
		var compact bytes.Buffer
		require.NoError(t, json.Compact(&compact, want))
		require.Equal(t, string(want), ind.String(), "the %s view differs from %s (run with -update if the change is intended)", name, path)
		require.Equal(t, compact.String(), string(b))
	}
}

// Simulated plays a game with a game's bots (simulate returns once the game
// is over), then the host's undo and redo of the last move, and returns the
// table: the recording every game's golden replays start from.
func Simulated(simulate func(ctx context.Context, svc *service.Service) error) func(ctx context.Context, svc *service.Service) (*table.Table, error) {
	return func(ctx context.Context, svc *service.Service) (*table.Table, error) {
		if err := simulate(ctx, svc); err != nil {
			return nil, err
		}
		table := svc.Tables()[0]
		for _, c := range []string{"undo", "redo"} {
			if _, err := table.Do(ctx, companion.Command{Actor: companion.Host, Type: c}); err != nil {
				return nil, fmt.Errorf("%s: %w", c, err)
			}
		}
		return table, nil
	}
}

// EachBotGame plays each of the bots' games, {players, seed} (quick ones
// always, slow ones only without -short), at a new service with play, as a subtest, and hands
// check the played table and the game's initial state for its settings, to
// fold the table's events into.
func EachBotGame(t *testing.T, quick, slow [][2]int, play func(ctx context.Context, svc *service.Service, players int, seed int64) error,
	check func(t *testing.T, table *table.Table, st companion.State)) {
	games := quick
	if !testing.Short() {
		games = append(slices.Clone(quick), slow...)
	}
	for _, g := range games {
		t.Run(fmt.Sprintf("%dp/seed%d", g[0], g[1]), func(t *testing.T) {
			svc := Service(t)
			require.NoError(t, play(context.Background(), svc, g[0], int64(g[1])))
			table := svc.Tables()[0]
			check(t, table, New(t, table.Info.Settings))
		})
	}
}
