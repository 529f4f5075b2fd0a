package lexio

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

func TestTileCodec(t *testing.T) {
	t.Run("every id round-trips", func(t *testing.T) {
		seen := map[string]bool{}
		for i := range Tile(NumTiles) {
			id := i.String()
			back, err := ParseTile(id)
			require.NoError(t, err, id)
			require.Equal(t, i, back, id)
			seen[id] = true
		}
		require.Equal(t, 60, len(seen))
	})
	t.Run("canonical examples", func(t *testing.T) {
		for id, want := range map[string][2]int{"sun15": {int(Sun), 15}, "moon3": {int(Moon), 3}, "star7": {int(Star), 7}, "cloud1": {int(Cloud), 1}} {
			tile, err := ParseTile(id)
			require.NoError(t, err, id)
			require.Equal(t, want, [2]int{int(tile.Suit()), tile.Rank()}, id)
		}
	})
	t.Run("bad ids", func(t *testing.T) {
		for _, id := range []string{"", "r5", "sun", "sun0", "sun16", "sun07", "sun+7", "Sun7", "sun 7", "moon-1"} {
			_, err := ParseTile(id)
			require.ErrorContains(t, err, "unknown tile", id)
		}
	})
	t.Run("ParseHand rejects duplicates", func(t *testing.T) {
		_, err := ParseHand([]string{"sun3", "moon3", "sun3"})
		require.ErrorContains(t, err, `"sun3" is listed twice`)
	})
	t.Run("hand order and String", func(t *testing.T) {
		h, err := ParseHand([]string{"cloud4", "sun3", "star4", "moon3"})
		require.NoError(t, err)
		require.Equal(t, "sun3 moon3 star4 cloud4", h.String())
		require.Equal(t, 4, h.Len())
	})
	t.Run("suits and types parse", func(t *testing.T) {
		for s := Sun; s <= Cloud; s++ {
			back, err := ParseSuit(s.String())
			require.NoError(t, err)
			require.Equal(t, s, back)
		}
		for ty := Single; ty < numTypes; ty++ {
			back, err := ParseType(ty.String())
			require.NoError(t, err)
			require.Equal(t, ty, back)
		}
		_, err := ParseType("four")
		require.ErrorContains(t, err, "unknown combination type")
	})
	t.Run("hand set round-trips through ids", rapid.MakeCheck(func(t *rapid.T) {
		h := Hand(rapid.Uint64().Draw(t, "bits")) & AllTiles
		back, err := ParseHand(h.IDs())
		require.NoError(t, err)
		require.Equal(t, h, back)
	}))
}
