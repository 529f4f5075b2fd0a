package gametest_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	_ "github.com/tablemate/tablemate/companion/games"
	"github.com/tablemate/tablemate/companion/gametest"
)

// TestEveryGameKeepsItsSecrets runs the differential privacy harness over
// every registered game.
func TestEveryGameKeepsItsSecrets(t *testing.T) {
	games := companion.Games()
	require.NotEmpty(t, games)
	for _, g := range games {
		t.Run(g.Name, func(t *testing.T) { gametest.Differential(t, g) })
	}
}
