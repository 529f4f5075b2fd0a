package lexio

import (
	"testing"

	"pgregory.net/rapid"
)

func TestTileCodec(t *testing.T) {
	t.Run("every id round-trips", func(t *testing.T) {
		seen := map[string]bool{}
		for i := range Tile(NumTiles) {
			id := i.String()
			back, err := ParseTile(id)
			noError(t, err, id)
			equal(t, back, i, id)
			seen[id] = true
		}
		equal(t, len(seen), 60)
	})
	t.Run("canonical examples", func(t *testing.T) {
		for id, want := range map[string][2]int{"sun15": {int(Sun), 15}, "moon3": {int(Moon), 3}, "star7": {int(Star), 7}, "cloud1": {int(Cloud), 1}} {
			tile, err := ParseTile(id)
			noError(t, err, id)
			equal(t, [2]int{int(tile.Suit()), tile.Rank()}, want, id)
		}
	})
	t.Run("bad ids", func(t *testing.T) {
		for _, id := range []string{"", "r5", "sun", "sun0", "sun16", "sun07", "sun+7", "Sun7", "sun 7", "moon-1"} {
			_, err := ParseTile(id)
			errorContains(t, err, "unknown tile", id)
		}
	})
	t.Run("ParseHand rejects duplicates", func(t *testing.T) {
		_, err := ParseHand([]string{"sun3", "moon3", "sun3"})
		errorContains(t, err, `"sun3" is listed twice`)
	})
	t.Run("hand order and String", func(t *testing.T) {
		h, err := ParseHand([]string{"cloud4", "sun3", "star4", "moon3"})
		noError(t, err)
		equal(t, h.String(), "sun3 moon3 star4 cloud4")
		equal(t, h.Len(), 4)
	})
	t.Run("suits and types parse", func(t *testing.T) {
		for s := Sun; s <= Cloud; s++ {
			back, err := ParseSuit(s.String())
			noError(t, err)
			equal(t, back, s)
		}
		for ty := Single; ty < numTypes; ty++ {
			back, err := ParseType(ty.String())
			noError(t, err)
			equal(t, back, ty)
		}
		_, err := ParseType("four")
		errorContains(t, err, "unknown combination type")
	})
	t.Run("hand set round-trips through ids", rapid.MakeCheck(func(t *rapid.T) {
		h := Hand(rapid.Uint64().Draw(t, "bits")) & AllTiles
		back, err := ParseHand(h.IDs())
		noError(t, err)
		equal(t, back, h)
	}))
}
