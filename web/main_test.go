package web_test

import (
	"os"
	"testing"
)

// TestMain stops the test binary's one chromium (browser_test.go) once
// every test has run.
func TestMain(m *testing.M) {
	code := m.Run()
	theBrowser.stop()
	os.Exit(code)
}
