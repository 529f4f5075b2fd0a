package conformance_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/conformance"
	_ "github.com/tablemate/tablemate/companion/conformance/testdata/toy" // registered in this test only
	_ "github.com/tablemate/tablemate/companion/games"
	"github.com/tablemate/tablemate/companion/gametest"
)

// TestConformance runs the suite on every registered game: the four real
// ones and the toy game made from the README's list alone.
func TestConformance(t *testing.T) {
	games := companion.Games()
	var names []string
	for _, g := range games {
		names = append(names, g.Name)
	}
	require.Subset(t, names, []string{"clues13", "code777", "lexio", "tagiron", "toy"})
	for _, g := range games {
		t.Run(g.Name, func(t *testing.T) {
			// The games share nothing (each its tables, stores and files):
			// side by side, the package's run is no longer the longest
			// queue of one core at the end of go test ./...
			t.Parallel()
			conformance.Game(t, g)
		})
	}
}

// BenchmarkClone is the cost of one snapshot of each game's first session,
// finished.
func BenchmarkClone(b *testing.B) {
	for _, g := range companion.Games() {
		b.Run(g.Name, func(b *testing.B) {
			dir := conformance.Dir(b, g)
			log := gametest.ReadLog(b, filepath.Join(dir, "testdata", g.Sessions[0].Name+".log.json"))
			st := gametest.Fold(b, gametest.New(b, log.Settings), gametest.Effective(log.Events))
			for b.Loop() {
				st.Clone()
			}
		})
	}
}
