package table

import (
	"context"
	"errors"
	"sync"

	"github.com/tablemate/tablemate/companion"
)

// workKey identifies a computed answer: the seat, what it knew (its
// sequence number), which work and with what arguments.
type workKey struct {
	seat companion.Actor
	seq  int64
	what string // "hints" or "explain"
	arg  string // what was asked, e.g. "open" or the claim and language
}

// flight is one job under way; every request for the same key waits on it.
type flight struct {
	done    chan struct{}
	v       any
	err     error
	cancel  context.CancelFunc
	waiters int
}

// hintCache keeps each seat's hints and explanations for the seat's current
// state, and the jobs under way. A job runs once per key however many
// requests wait for it; it is cancelled when nobody waits any more or when
// the seat learns something new (moved), and its result is then dropped.
type hintCache struct {
	mu      sync.Mutex
	m       map[workKey]any
	running map[workKey]*flight
}

// maxCached bounds the cache: a few seats, each with its hints and a
// handful of explanations for its current state.
const maxCached = 256

// errStale is what a request waiting on an abandoned job gets: the seat's
// state moved on while it was computed, so the page asks again.
var errStale = companion.Errorf(companion.Conflict, "your information changed while this was worked out: ask again")

// moved cancels the jobs of seats whose state has moved past the job's
// (seqFor gives each seat's current sequence number). The table calls it,
// under its lock, after every change.
func (c *hintCache) moved(seqFor func(companion.Actor) int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, f := range c.running {
		if seqFor(k.seat) != k.seq {
			f.cancel()
		}
	}
}

// get returns the cached answer for key, or joins or starts the job that
// computes it. mk builds the job; it runs with the table's lock held (the
// caller's), so the snapshot it takes is consistent. The caller's lock is
// released by unlock before waiting.
func (c *hintCache) get(ctx context.Context, key workKey, mk func() (companion.Job, error), unlock func()) (any, error) {
	c.mu.Lock()
	if v, ok := c.m[key]; ok {
		c.mu.Unlock()
		unlock()
		return v, nil
	}
	f, ok := c.running[key]
	if !ok {
		job, err := mk()
		if err != nil {
			c.mu.Unlock()
			unlock()
			return nil, err
		}
		// A job belongs to every request waiting on it, not to the first
		// one: it lives until the last waiter leaves or the seat moves on.
		fctx, cancel := context.WithCancel(context.Background())
		f = &flight{done: make(chan struct{}), cancel: cancel}
		if c.running == nil {
			c.running = map[workKey]*flight{}
		}
		c.running[key] = f
		for k, old := range c.running {
			if k.seat == key.seat && k.seq < key.seq {
				old.cancel() // an older state of the same seat: nobody needs it now
			}
		}
		go c.run(fctx, key, f, job)
	}
	f.waiters++
	c.mu.Unlock()
	unlock()
	select {
	case <-f.done:
		return f.v, f.err
	case <-ctx.Done():
		c.mu.Lock()
		f.waiters--
		if f.waiters == 0 {
			f.cancel()
		}
		c.mu.Unlock()
		return nil, ctx.Err()
	}
}

// run computes one job and, unless it was abandoned, keeps its answer.
func (c *hintCache) run(ctx context.Context, key workKey, f *flight, job companion.Job) {
	v, err := job(ctx)
	if ctx.Err() != nil && (err == nil || errors.Is(err, context.Canceled)) {
		v, err = nil, errStale
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.running, key)
	f.v, f.err = v, err
	if err == nil {
		if c.m == nil || len(c.m) >= maxCached {
			c.m = map[workKey]any{}
		}
		for k := range c.m {
			if k.seat == key.seat && k.seq < key.seq {
				delete(c.m, k) // the seat will not ask about an older state again
			}
		}
		c.m[key] = v
	}
	f.cancel()
	close(f.done)
}

// hintGate checks that hints may be given to this seat at this table and
// returns the table's level and the game's state. t.mu must be held.
func (t *Table) hintGate(seat companion.Actor) (string, companion.State, error) {
	level := t.Info.Settings.Hints
	if level == companion.HintsOff || level == "" {
		return "", nil, companion.Errorf(companion.Forbidden, "hints are off at this table")
	}
	if seat < 0 || int(seat) >= t.Info.Settings.Players {
		return "", nil, companion.Detailed(companion.Forbidden, "only a player can do this", "only a player can ask for hints")
	}
	if companion.Conflicted(t.state) {
		return "", nil, companion.EntriesConflict() // what is hidden is not known until the entries add up
	}
	return level, t.state, nil
}

// Hints computes the seat's hints at the table's level, from the seat's
// knowledge only. The answer is computed once per seat state and kept until
// the seat learns something new; ctx ends the wait (the job goes on while
// another request waits for it).
func (t *Table) Hints(ctx context.Context, seat companion.Actor, open bool) (any, error) {
	t.mu.Lock()
	level, st, err := t.hintGate(seat)
	if err != nil {
		t.mu.Unlock()
		return nil, err
	}
	h, ok := st.(companion.Hinter)
	if !ok {
		t.mu.Unlock()
		return nil, companion.Errorf(companion.Forbidden, "hints are off at this table")
	}
	arg := ""
	if open {
		arg = "open"
	}
	key := workKey{seat: seat, seq: t.seqFor(seat), what: "hints", arg: arg}
	return t.hints.get(ctx, key, func() (companion.Job, error) {
		return h.HintJob(seat, companion.HintRequest{Level: level, Open: open})
	}, t.mu.Unlock)
}
