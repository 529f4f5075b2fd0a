package table

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// TestHintCacheOnceAndAbandoned: requests for the same seat state share one computation and its
// answer is kept; when the seat's state moves on while a job runs, the job's context ends, its
// waiters are told to ask again, and nothing is kept for the stale state.
func TestHintCacheOnceAndAbandoned(t *testing.T) {
	var c hintCache
	var runs atomic.Int32
	release := make(chan struct{})
	job := func(ctx context.Context) (any, error) {
		runs.Add(1)
		<-release
		return "hints", nil
	}
	key := workKey{seat: 1, seq: 5, what: "hints"}
	var wg sync.WaitGroup
	got := make([]any, 3)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			v, err := c.get(context.Background(), key, func() (companion.Job, error) { return job, nil }, func() {})
			assert.NoError(t, err)
			got[i] = v
		}()
	}
	waitfor.Until(t, 10*time.Second, "all three requests waiting on the one flight", func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		f := c.running[key]
		return f != nil && f.waiters == 3
	})
	close(release)
	wg.Wait()
	assert.Equal(t, []any{"hints", "hints", "hints"}, got)
	assert.EqualValues(t, 1, runs.Load())
	v, err := c.get(context.Background(), key, func() (companion.Job, error) { t.Fatal("recomputed"); return nil, nil }, func() {})
	require.NoError(t, err)
	assert.Equal(t, "hints", v)

	// A slow job for seq 6; the seat moves on to seq 7 while it runs.
	started := make(chan struct{})
	slow := func(ctx context.Context) (any, error) {
		close(started)
		<-ctx.Done()
		return nil, ctx.Err()
	}
	stale := workKey{seat: 1, seq: 6, what: "hints"}
	done := make(chan error)
	go func() {
		_, err := c.get(context.Background(), stale, func() (companion.Job, error) { return slow, nil }, func() {})
		done <- err
	}()
	<-started
	c.moved(func(companion.Actor) int64 { return 7 })
	err = <-done
	assert.Equal(t, companion.Conflict, companion.ErrorCode(err))
	c.mu.Lock()
	_, kept := c.m[stale]
	c.mu.Unlock()
	assert.False(t, kept, "nothing is kept for a stale state")

	// The last waiter leaving (the phone asked for something newer, or went away) also ends the job.
	ctx, cancel := context.WithCancel(context.Background())
	ended := make(chan struct{})
	leave := func(ctx context.Context) (any, error) { <-ctx.Done(); close(ended); return nil, ctx.Err() }
	go func() { <-started; cancel() }()
	_, err = c.get(ctx, workKey{seat: 2, seq: 1, what: "explain", arg: "x"}, func() (companion.Job, error) { return leave, nil }, func() {})
	assert.ErrorIs(t, err, context.Canceled)
	<-ended
}
