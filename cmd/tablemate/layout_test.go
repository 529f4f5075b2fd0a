package main

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDependenciesPointOneWay: solver ← companion ← web, cmd (inside
// companion: the contract ← history, teach ← table ← service); hardware
// imports nothing of ours; the tag registry knows no game's rules (each game
// declares its pieces in its own descriptor).
func TestDependenciesPointOneWay(t *testing.T) {
	const mod = "github.com/tablemate/tablemate/"
	deps := func(pkg string) []string {
		out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", mod+pkg).Output()
		require.NoError(t, err, pkg)
		var ours []string
		for _, p := range strings.Fields(string(out)) {
			if strings.HasPrefix(p, mod) && p != mod+strings.TrimSuffix(pkg, "/...") {
				ours = append(ours, strings.TrimPrefix(p, mod))
			}
		}
		return ours
	}
	forbid := func(pkg string, prefixes ...string) {
		t.Helper()
		for _, d := range deps(pkg) {
			for _, p := range prefixes {
				assert.False(t, strings.HasPrefix(d, p), "%s imports %s", pkg, d)
			}
		}
	}
	forbid("hardware/...", "solver", "companion", "web", "cmd")
	forbid("solver/...", "companion", "web", "cmd", "hardware")
	forbid("companion/...", "web", "cmd", "hardware")
	forbid("companion/tags", "solver/tagiron", "solver/code777", "solver/clues13", "solver/lexio", "companion/tagiron", "companion/code777", "companion/clues13", "companion/lexio")
	forbid("web", "cmd")
	// The core in rooms: the contract (companion) ← history, teach ← table ← service.
	forbid("companion", "companion/")
	forbid("companion/history", "companion/teach", "companion/table", "companion/service", "companion/sqlite")
	forbid("companion/teach", "companion/history", "companion/table", "companion/service", "companion/sqlite")
	forbid("companion/table", "companion/service", "companion/sqlite")
}
