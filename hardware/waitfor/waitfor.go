// Package waitfor is the one way tests wait: on a condition, polled on the
// test's own goroutine, never a bare sleep. It is a test helper in the
// production tree, and it stays here on purpose: it lives under hardware/
// because hardware/ imports nothing else of ours, so the tests of every
// package (hardware, companion, web, cmd) may use it; an internal/ package
// would not do, since the top level is fixed (solver, companion, hardware,
// web, cmd) and the separate module cmd/tablemate/packaging, whose tests use
// it too, cannot import another module's internal packages. No production
// code imports it.
package waitfor

import (
	"testing"
	"time"
)

// Tick is how often a condition is polled.
const Tick = 20 * time.Millisecond

// Within polls cond on the calling goroutine until it is true, and reports
// whether it became true before timeout ran out.
func Within(timeout time.Duration, cond func() bool) bool {
	if cond() {
		return true
	}
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	tick := time.NewTicker(Tick)
	defer tick.Stop()
	for {
		select {
		case <-deadline.C:
			return cond()
		case <-tick.C:
			if cond() {
				return true
			}
		}
	}
}

// Until polls cond until it is true, and fails the test, naming what it
// waited for, if it is not within timeout.
func Until(tb testing.TB, timeout time.Duration, what string, cond func() bool) {
	tb.Helper()
	if !Within(timeout, cond) {
		tb.Fatalf("timed out after %v waiting for %s", timeout, what)
	}
}
