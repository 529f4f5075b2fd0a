package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// TestDemoPrintsTheHostLinkFirst: `serve --demo` prints the host console's
// link before the demo table's links, as the README says.
func TestDemoPrintsTheHostLinkFirst(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr lockedBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--demo", "--addr", "127.0.0.1:0", "--db", filepath.Join(t.TempDir(), "t.db")}, nil, &stdout, &stderr)
	}()
	waitfor.Until(t, time.Minute, "the demo's links", func() bool { return strings.Contains(stdout.String(), "Player 3: ") })
	cancel()
	select {
	case code := <-done:
		assert.Equal(t, 0, code, stderr.String())
	case <-time.After(time.Minute):
		t.Error("serve did not stop")
	}
	out := stdout.String()
	host, demo := strings.Index(out, "Host console: "), strings.Index(out, "Demo table ")
	assert.True(t, host >= 0 && demo > host, "the host link comes first:\n%s", out)
}
