package main

import (
	"context"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"testing"
)

// TestMain lets a test re-run this binary as the real server (a child process
// that the crash test can SIGKILL): TABLEMATE_CHILD holds the arguments. It
// removes the release builds the tests shared (release_test.go).
func TestMain(m *testing.M) {
	if args := os.Getenv("TABLEMATE_CHILD"); args != "" {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		code := run(ctx, strings.Fields(args), os.Stdin, os.Stdout, os.Stderr)
		stop()
		os.Exit(code)
	}
	code := m.Run()
	removeReleaseBuilds()
	os.Exit(code)
}
