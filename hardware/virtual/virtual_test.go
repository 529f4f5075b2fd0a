package virtual

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestVirtual(t *testing.T) {
	r := New()
	ctx, cancel := context.WithCancel(context.Background())
	got := make(chan string, 4)
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx, func(tag string, _ time.Time) { got <- tag }) }()

	t.Run("scan is read, trimmed", func(t *testing.T) {
		require.NoError(t, r.Scan("  r5 \n"))
		select {
		case tag := <-got:
			assert.Equal(t, "r5", tag)
		case <-time.After(2 * time.Second):
			t.Fatal("no scan")
		}
	})
	t.Run("refusals", func(t *testing.T) {
		assert.EqualError(t, r.Scan("  "), "virtual scan needs a tag")
		assert.EqualError(t, r.Scan(strings.Repeat("x", MaxTag+1)), "virtual scan tag is 257 bytes long, the limit is 256")
		assert.Error(t, r.Scan("\xff"))
	})
	cancel()
	assert.NoError(t, <-done)

	t.Run("busy when nobody reads", func(t *testing.T) {
		r := New()
		var err error
		for i := 0; i < 20 && err == nil; i++ {
			err = r.Scan("a")
		}
		assert.ErrorIs(t, err, ErrBusy)
	})
}
