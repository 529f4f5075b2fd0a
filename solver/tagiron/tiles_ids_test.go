package tagiron

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestTileIDs: every id reads back as its tile and names its colour and
// number; nothing else reads as a tile.
func TestTileIDs(t *testing.T) {
	for tl := Tile(0); tl < NumTileIDs; tl++ {
		id := tl.String()
		require.Equal(t, string("rbg"[tl.Color()])+fmt.Sprint(tl.Number()), id)
		got, err := ParseTile(id)
		require.NoError(t, err)
		require.Equal(t, tl, got)
	}
	for _, bad := range []string{"", "r", "r5", "b5", "g4", "g6", "x1", "r10", "R1", "r-", "5r", "r0 "} {
		_, err := ParseTile(bad)
		require.Error(t, err, bad)
	}
}
