package service

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/tablemate/tablemate/companion/table"
)

// BotWorkers bounds how many practice tables' bots think at once, however
// many practice tables the service holds: the scheduler's only goroutines.
const BotWorkers = 2

// bots is the one scheduler of every practice table's bots. A table is due
// when it changed (a human's move, an undo: at once) or after its bots
// moved (after the pace). Up to BotWorkers goroutines take due tables one
// step at a time, the longest-waiting first, and exit when nothing is due;
// a timer (no goroutine while it waits) wakes them for a paced step. A
// table whose bots have nothing to do (the human's turn, the game over, the
// table ended or archived) is not scheduled at all and costs nothing until
// it changes again.
type bots struct {
	pace time.Duration
	hook func(table.BotThink)

	mu      sync.Mutex
	due     map[*table.Table]dueAt
	running map[*table.Table]bool // a worker is taking a step there now
	dirty   map[*table.Table]bool // it changed while a worker was at it
	n       uint64                // orders tables due at the same time
	active  int                   // workers running
	timer   *time.Timer
	timerAt time.Time
	closed  bool
	wg      sync.WaitGroup
}

type dueAt struct {
	at time.Time
	n  uint64
}

func newBots(pace time.Duration, hook func(table.BotThink)) *bots {
	return &bots{pace: pace, hook: hook,
		due: map[*table.Table]dueAt{}, running: map[*table.Table]bool{}, dirty: map[*table.Table]bool{}}
}

// watch has the scheduler run a practice table's bots now and after every
// change of the table (a set-aside table's bots rest until a rollback
// repairs it). Other tables are left alone.
func (b *bots) watch(t *table.Table) {
	if t.Info.Settings.Practice == nil {
		return
	}
	t.OnChange(func() { b.wake(t) })
	b.wake(t)
}

// forget stops scheduling a table (archived).
func (b *bots) forget(t *table.Table) {
	t.OnChange(nil)
	b.mu.Lock()
	delete(b.due, t)
	delete(b.dirty, t)
	b.mu.Unlock()
}

// wake makes a table due now (it changed), unless it is due already. It
// never blocks on a table.
func (b *bots) wake(t *table.Table) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return
	}
	if b.running[t] {
		b.dirty[t] = true
		return
	}
	if _, ok := b.due[t]; ok {
		return // the bots keep their pace: a change never brings their next move forward
	}
	b.scheduleLocked(t, time.Now())
	b.kickLocked()
}

func (b *bots) scheduleLocked(t *table.Table, at time.Time) {
	if d, ok := b.due[t]; ok && !at.Before(d.at) {
		return
	}
	b.n++
	b.due[t] = dueAt{at: at, n: b.n}
}

// kickLocked starts a worker for a due table if the bound allows, or sets
// the timer for the next paced step.
func (b *bots) kickLocked() {
	if b.closed {
		return
	}
	now := time.Now()
	ready, next := 0, time.Time{}
	for t, d := range b.due {
		if b.running[t] {
			continue
		}
		if !d.at.After(now) {
			ready++
		} else if next.IsZero() || d.at.Before(next) {
			next = d.at
		}
	}
	for ; ready > 0 && b.active < BotWorkers; ready-- {
		b.active++
		b.wg.Add(1)
		go b.work()
	}
	if ready > 0 || next.IsZero() || (b.timer != nil && !b.timerAt.After(next) && b.timerAt.After(now)) {
		return
	}
	if b.timer != nil {
		b.timer.Stop()
	}
	b.timerAt = next
	b.timer = time.AfterFunc(next.Sub(now), func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		b.kickLocked()
	})
}

// takeLocked picks the due table that waited longest, or nil.
func (b *bots) takeLocked() *table.Table {
	now := time.Now()
	var best *table.Table
	var bd dueAt
	for t, d := range b.due {
		if b.running[t] || d.at.After(now) {
			continue
		}
		if best == nil || d.at.Before(bd.at) || d.at.Equal(bd.at) && d.n < bd.n {
			best, bd = t, d
		}
	}
	if best != nil {
		delete(b.due, best)
		b.running[best] = true
	}
	return best
}

// work takes steps at due tables until none is due.
func (b *bots) work() {
	defer b.wg.Done()
	for {
		b.mu.Lock()
		t := b.takeLocked()
		if t == nil || b.closed {
			if t != nil {
				delete(b.running, t)
			}
			b.active--
			b.kickLocked() // the timer for the next paced step
			b.mu.Unlock()
			return
		}
		b.kickLocked() // a second worker for another due table
		b.mu.Unlock()

		// A step is short (a think, one write) and is never cut: its move is
		// written whole or not at all, and Close waits for it.
		res, err := t.BotStep(context.Background(), b.hook)
		if err != nil {
			// The table stays as it is (every acknowledged move kept) and its
			// bots rest until it changes again: never a loop of refusals.
			slog.Warn("practice bots stopped", "table", t.Info.ID, "err", err)
		}

		b.mu.Lock()
		dirty := b.dirty[t]
		delete(b.running, t)
		delete(b.dirty, t)
		switch {
		case b.closed:
		case res == table.BotMoved:
			b.scheduleLocked(t, time.Now().Add(b.pace))
		case res == table.BotStale || dirty:
			b.scheduleLocked(t, time.Now())
		}
		b.mu.Unlock()
	}
}

// busy is how many tables are scheduled or being stepped.
func (b *bots) busy() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.due) + len(b.running)
}

// close stops scheduling and waits for the workers: a step under way ends
// (its move kept like any other) and no new one starts.
func (b *bots) close() {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return
	}
	b.closed = true
	if b.timer != nil {
		b.timer.Stop()
	}
	clear(b.due)
	b.mu.Unlock()
	b.wg.Wait()
}
