package lexio

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestChooseMove: over random hands and tables, the bot's play is legal,
// the lowest non-bomb play that beats the table without breaking a bomb
// when there is one (a leader breaks one only when it must), a leader
// always plays, and a purchase names a market tile.
func TestChooseMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2000; i++ {
		tiles := AllTiles.Tiles()
		rng.Shuffle(len(tiles), func(a, b int) { tiles[a], tiles[b] = tiles[b], tiles[a] })
		if rng.IntN(3) == 0 { // bombs are rare in random hands: give a third of them four of a kind
			four := fourOf(1 + rng.IntN(MaxRank))
			tiles = append(four, without(tiles, four)...)
		}
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
		keep := BombTiles(hand, stage)
		whole := func(p Play) bool { return p.Type != Bomb && p.Tiles&keep == 0 }
		switch m.Action {
		case "play":
			require.Contains(t, legal, m.Play)
			if whole(m.Play) {
				for _, p := range legal {
					if whole(p) {
						assert.GreaterOrEqual(t, p.Key, m.Play.Key, "a lower play %v than %v", p, m.Play)
					}
				}
			} else if m.Play.Type != Bomb {
				require.Equal(t, None, table.Type, "only a leader breaks a bomb (%v)", m.Play)
				for _, p := range legal {
					assert.False(t, whole(p), "broke a bomb with %v while %v keeps it whole", m.Play, p)
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
				assert.False(t, whole(p), "passed while %v beats the table", p)
			}
		default:
			t.Fatalf("unknown action %q", m.Action)
		}
	}
}

// TestChooseBomb: over random deals, an out-of-turn bomb is one the seat
// may throw in (a bomb among its legal out-of-turn plays, never over an
// empty table, its own play or once it went out), the weakest it holds, and
// only when it leaves the seat at most 3 tiles or stops an opponent holding
// 1 to 3 tiles; a seat with such a bomb always throws it.
func TestChooseBomb(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	thrown := 0
	for i := 0; i < 4000; i++ {
		tiles := AllTiles.Tiles()
		rng.Shuffle(len(tiles), func(a, b int) { tiles[a], tiles[b] = tiles[b], tiles[a] })
		n := 1 + rng.IntN(14)
		// Bombs are rare in random hands: half the time, give the seat one.
		if rng.IntN(2) == 0 {
			four := fourOf(1 + rng.IntN(MaxRank))
			tiles = append(four, without(tiles, four)...)
			n = max(n, 4)
		}
		hand := HandOf(tiles[:n]...)
		stage := Stage(1 + rng.IntN(3))
		var table Play
		if rng.IntN(4) > 0 {
			opts := Plays(HandOf(tiles[n:n+16]...), Play{}, Options{Stage: stage})
			table = opts[rng.IntN(len(opts))]
		}
		s := BotSeat{Seat: 0, Hand: hand, Table: table, Stage: stage, Turn: 1 + rng.IntN(3), Last: rng.IntN(4) - 1,
			Out: rng.IntN(8) == 0, Counts: []int{hand.Len(), rng.IntN(5), rng.IntN(5), rng.IntN(5)}}
		if table.Type == None {
			s.Last = -1
		}
		b, ok := ChooseBomb(s)
		legal := Plays(hand, table, Options{Stage: stage, BombsOnly: true})
		var weakest *Play
		for i := range legal {
			if p := legal[i]; p.Type == Bomb && (weakest == nil || Beats(*weakest, p)) {
				weakest = &legal[i]
			}
		}
		may := weakest != nil && table.Type != None && !s.Out && s.Last != 0 && stage >= StageBombs
		sensible := weakest != nil && (hand.Len()-weakest.Len() <= 3 || s.Last > 0 && s.Counts[s.Last] > 0 && s.Counts[s.Last] <= 3)
		if !ok {
			assert.False(t, may && sensible, "kept a bomb %v it should throw: %+v", weakest, s)
			continue
		}
		thrown++
		require.True(t, may, "threw %v where it may not: %+v", b, s)
		assert.Equal(t, Bomb, b.Type)
		assert.Contains(t, legal, b)
		assert.Equal(t, *weakest, b, "the weakest bomb")
		assert.True(t, sensible, "threw %v for no reason: %+v", b, s)
	}
	assert.Greater(t, thrown, 100, "bombs thrown")
}

// fourOf is the four tiles of rank r (none for 0).
func fourOf(r int) []Tile {
	var out []Tile
	for suit := Sun; r > 0 && suit <= Cloud; suit++ {
		t, _ := NewTile(suit, r)
		out = append(out, t)
	}
	return out
}

func without(tiles, drop []Tile) []Tile {
	var out []Tile
	for _, t := range tiles {
		if !HandOf(drop...).Has(t) {
			out = append(out, t)
		}
	}
	return out
}
