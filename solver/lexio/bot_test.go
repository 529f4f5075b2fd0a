package lexio

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestChooseMove: over random hands and tables, the bot's play is legal,
// the lowest non-bomb play that beats the table when there is one, a leader
// always plays, and a purchase names a market tile.
func TestChooseMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2000; i++ {
		tiles := AllTiles.Tiles()
		rng.Shuffle(len(tiles), func(a, b int) { tiles[a], tiles[b] = tiles[b], tiles[a] })
		hand, market := HandOf(tiles[:12]...), HandOf(tiles[12:24]...)
		stage := Stage(1 + rng.IntN(3))
		var table Play
		if rng.IntN(3) > 0 {
			opts := Plays(HandOf(tiles[24:40]...), Play{}, Options{Stage: stage})
			table = opts[rng.IntN(len(opts))]
		}
		s := BotSeat{Hand: hand, Table: table, Market: market, Chips: rng.IntN(60), Stage: stage}
		m := ChooseMove(s)
		legal := Plays(hand, table, Options{Stage: stage})
		switch m.Action {
		case "play":
			require.Contains(t, legal, m.Play)
			if m.Play.Type != Bomb {
				for _, p := range legal {
					if p.Type != Bomb {
						assert.GreaterOrEqual(t, p.Key, m.Play.Key, "a lower play %v than %v", p, m.Play)
					}
				}
			}
		case "out":
			require.NotEqual(t, None, table.Type, "a leader never goes out")
			assert.True(t, market.Has(m.Tile))
			assert.GreaterOrEqual(t, s.Chips, 20)
			assert.Equal(t, StageMarket, stage)
		case "pass":
			require.NotEqual(t, None, table.Type, "a leader never passes")
			for _, p := range legal {
				assert.Equal(t, Bomb, p.Type, "passed while %v beats the table", p)
			}
		default:
			t.Fatalf("unknown action %q", m.Action)
		}
	}
}
