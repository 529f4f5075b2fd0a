package games_test

import (
	"context"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/table"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// openService opens a service on a fresh database file with the given options.
func openService(t *testing.T, opts service.Options) *service.Service {
	t.Helper()
	store, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "tablemate.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	svc, err := service.Open(context.Background(), store, opts)
	require.NoError(t, err)
	t.Cleanup(svc.Close)
	return svc
}

// over reports whether the table's game is over.
func over(tb *table.Table) bool { return tb.View(companion.Host).Phase == companion.PhaseOver }

// TestPracticeSchedulerGoroutines: the practice bots of every table share
// one bounded scheduler. A practice table waiting for its player costs no
// goroutine; bots-only tables, however many, play with the scheduler's
// service.BotWorkers goroutines; an ended table is not scheduled again;
// Close stops the bots and leaves no goroutine behind.
func TestPracticeSchedulerGoroutines(t *testing.T) {
	ctx := context.Background()
	svc := openService(t, service.Options{})
	base := runtime.NumGoroutine() // the database's own; a service without practice tables runs none
	settle := func(what string) {
		t.Helper()
		if !waitfor.Within(time.Minute, func() bool { return svc.BotsBusy() == 0 && runtime.NumGoroutine() <= base }) {
			buf := make([]byte, 1<<20)
			t.Fatalf("timed out waiting for %s: %d tables busy, %d goroutines (%d before)\n%s", what, svc.BotsBusy(), runtime.NumGoroutine(), base, buf[:runtime.Stack(buf, true)])
		}
	}

	// Practice tables with a player: the bots deal and play up to the player's turn, then rest.
	var waiting []*table.Table
	for _, g := range companion.Games() {
		tb, err := svc.CreateTable(ctx, companion.Settings{Game: g.Name, Players: g.Players[0], Practice: &companion.Practice{Seed: 11, Seat: 0}})
		require.NoError(t, err)
		waiting = append(waiting, tb)
	}
	settle("the bots to rest, with no goroutine, while every player thinks")
	for _, tb := range waiting {
		assert.True(t, tb.BotsWaiting(), "%s waits for its player", tb.Info.Settings.Game)
		want := companion.PhasePlay
		if tb.Info.Settings.Game == "clues13" {
			want = companion.PhaseSetup // the player chooses their own outside cards first
		}
		assert.Equal(t, want, tb.View(companion.Host).Phase)
	}

	// Many bots-only tables at once: never more than BotWorkers goroutines.
	var playing []*table.Table
	for i, g := range companion.Games() {
		for k := range 3 {
			tb, err := svc.CreateTable(ctx, companion.Settings{Game: g.Name, Players: g.Players[0], Practice: &companion.Practice{Seed: int64(20 + 3*i + k), Seat: -1}})
			require.NoError(t, err)
			playing = append(playing, tb)
		}
	}
	most := 0
	waitfor.Until(t, 3*time.Minute, "every bots-only game to end", func() bool {
		most = max(most, schedulerGoroutines())
		for _, tb := range playing {
			if !over(tb) {
				return false
			}
		}
		return true
	})
	t.Logf("%d bots-only tables played with at most %d scheduler goroutines at once", len(playing), most)
	// (A worker that found nothing due may still be returning for an
	// instant when the next one starts: hence twice the bound.)
	assert.LessOrEqual(t, most, 2*service.BotWorkers, "the scheduler's goroutines")
	assert.Positive(t, most, "the scheduler's workers were seen")
	settle("the workers to stop once every game is over")
	for _, tb := range waiting {
		assert.True(t, tb.BotsWaiting(), "%s still waits for its player", tb.Info.Settings.Game)
	}

	// A table the host ends is not scheduled again, even when it changes.
	tb, err := svc.CreateTable(ctx, companion.Settings{Game: "lexio", Players: 3, Practice: &companion.Practice{Seed: 4, Seat: 0}})
	require.NoError(t, err)
	settle("the bots to wait for the player")
	_, err = tb.Do(ctx, companion.Command{Actor: companion.Host, Type: "end"})
	require.NoError(t, err)
	_, err = tb.Do(ctx, companion.BotCommand(0, "name", map[string]any{"seat": 0, "name": "나"}))
	require.NoError(t, err)
	settle("the ended table to cost nothing")
	seq := tb.Seq()

	// Close while bots-only games are under way: the workers stop, no move follows.
	for i := range 4 {
		_, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 4, Practice: &companion.Practice{Seed: int64(40 + i), Seat: -1}})
		require.NoError(t, err)
	}
	svc.Close()
	assert.Zero(t, svc.BotsBusy(), "nothing scheduled after Close")
	busy := make([]int64, 0, 4)
	for _, t := range svc.Tables() {
		busy = append(busy, t.Seq())
	}
	waitfor.Until(t, time.Minute, "every goroutine of the bots to end", func() bool { return runtime.NumGoroutine() <= base })
	for i, tt := range svc.Tables() {
		assert.Equal(t, busy[i], tt.Seq(), "a move after Close at %s", tt.Info.ID)
	}
	assert.Equal(t, seq, tb.Seq(), "the ended table did not move")
}

// TestPracticeHumanNotBlockedWhileBotThinks: a bot thinks outside the
// table's lock. While a bot is held in its think (the real scheduler's
// path, paused by the test's hook), the player's commands are decided,
// written and answered at once. A private note changes nothing the bot
// knows: its move stands. A public change makes its decision stale: it is
// dropped and the bot thinks again from the table as it is.
func TestPracticeHumanNotBlockedWhileBotThinks(t *testing.T) {
	ctx := context.Background()
	var hold atomic.Bool
	var mu sync.Mutex
	var thinks []table.BotThink
	held := make(chan table.BotThink, 1)
	release, stop := make(chan struct{}), make(chan struct{})
	svc := openService(t, service.Options{BotThink: func(b table.BotThink) {
		mu.Lock()
		thinks = append(thinks, b)
		mu.Unlock()
		if hold.CompareAndSwap(true, false) { // hold this think only
			held <- b
			select {
			case <-release:
			case <-stop:
			}
		}
	}})
	t.Cleanup(func() { close(stop) }) // before the service closes: a held bot lets go
	thoughtAt := func(seq int64) int {
		mu.Lock()
		defer mu.Unlock()
		n := 0
		for _, b := range thinks {
			if b.Seq == seq {
				n++
			}
		}
		return n
	}
	hold.Store(true)
	tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 3, Practice: &companion.Practice{Seed: 2, Seat: 0}})
	require.NoError(t, err)
	// act sends the player's command while a bot is held in its think: it must be answered meanwhile.
	act := func(c companion.Command) int64 {
		t.Helper()
		done := make(chan error, 1)
		go func() {
			_, _, _, err := tb.DoView(ctx, c)
			done <- err
		}()
		select {
		case err := <-done:
			require.NoError(t, err)
		case <-time.After(30 * time.Second):
			t.Fatalf("the player's %s waited for the bot's think", c.Type)
		}
		return tb.Seq()
	}
	waitHeld := func() table.BotThink {
		t.Helper()
		select {
		case b := <-held:
			require.Equal(t, b.Seq, tb.Seq(), "the bot thinks about the table as it is")
			return b
		case <-time.After(time.Minute):
			t.Fatal("no bot thought")
		}
		return table.BotThink{}
	}

	// A private note while the bot thinks: the bot's move follows it, decided before it.
	first := waitHeld()
	note := act(companion.BotCommand(0, "note", map[string]any{"text": "3 is out"}))
	require.Equal(t, first.Seq+1, note, "the note came right after the state the bot looked at")
	hold.Store(true) // and hold the next bot's think too
	release <- struct{}{}
	second := waitHeld()
	evs := tb.Events()
	require.Greater(t, second.Seq, note)
	assert.Equal(t, "note.text", evs[note-1].Kind, "the note")
	for _, e := range evs[note:second.Seq] {
		assert.NotEqual(t, companion.Actor(0), e.Actor, "then only the first bot's move: %s", e.Kind)
	}
	assert.Zero(t, thoughtAt(note), "a private note never makes a bot think again")

	// A public change while the next bot thinks: its move is dropped, and it thinks again.
	renamed := act(companion.BotCommand(0, "name", map[string]any{"seat": 0, "name": "민지"}))
	require.Equal(t, second.Seq+1, renamed)
	close(release)
	waitfor.Until(t, time.Minute, "the bot to think again and move", func() bool { return tb.Seq() > renamed })
	assert.Positive(t, thoughtAt(renamed), "the bot thought again from the renamed table")
	evs = tb.Events()
	assert.Equal(t, table.KindName, evs[renamed-1].Kind)
	assert.NotEqual(t, companion.Actor(0), evs[renamed].Actor, "the second bot's move, decided after the rename")
}

// schedulerGoroutines counts the goroutines the bots' scheduler started
// that are alive now.
func schedulerGoroutines() int {
	buf := make([]byte, 1<<20)
	return strings.Count(string(buf[:runtime.Stack(buf, true)]), "created by github.com/tablemate/tablemate/companion/service.(*bots)")
}

// TestPracticePacedBots: with a pace between bot moves, the scheduler's
// timer brings each next move (no goroutine waits out the pause), and a
// bots-only game still plays to the end, the same game as without a pace.
func TestPracticePacedBots(t *testing.T) {
	ctx := context.Background()
	set := companion.Settings{Game: "tagiron", Players: 2, Practice: &companion.Practice{Seed: 9, Seat: -1}}
	paced := openService(t, service.Options{BotPace: 5 * time.Millisecond})
	a, err := paced.CreateTable(ctx, set)
	require.NoError(t, err)
	waitfor.Until(t, 2*time.Minute, "the paced bots to finish the game", func() bool { return over(a) })
	b, err := openService(t, service.Options{}).CreateTable(ctx, set)
	require.NoError(t, err)
	waitfor.Until(t, 2*time.Minute, "the bots to finish the game", func() bool { return over(b) })
	assert.Equal(t, moves(b), moves(a), "the same game, paced or not")
	assert.Greater(t, len(a.Events()), 4, "a whole game")
}
