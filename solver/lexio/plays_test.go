package lexio

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// tablesFor picks tables to test a hand against: legal plays made of tiles
// outside the hand (from a random run-rich sample of them, since the whole
// rest of the set holds billions of straights), a few of every type.
func tablesFor(rng *rand.Rand, h Hand, stage Stage) []Play {
	sample := randomHand(rng, 30, 8) &^ h
	others := Plays(sample, Play{}, Options{Stage: stage})
	// Two plays of each type at random: the i-th of its type, counted first (listing the thousands of
	// plays by type was most of this test's time).
	var count [numTypes]int
	for _, p := range others {
		count[p.Type]++
	}
	nth := func(t Type, i int) Play {
		for _, p := range others {
			if p.Type == t {
				if i == 0 {
					return p
				}
				i--
			}
		}
		panic("fewer plays than counted")
	}
	tables := []Play{{}}
	for t := Single; t < numTypes; t++ {
		for range 2 {
			if count[t] > 0 {
				tables = append(tables, nth(t, rng.IntN(count[t])))
			}
		}
	}
	return tables
}

func toNaive(p Play) *naivePlay {
	if p.Type == None {
		return nil
	}
	return &naivePlay{p.Type, p.Key, p.Len()}
}

func checkAgainstBrute(t *testing.T, h Hand, b *bruteHand, table Play, opt Options) {
	t.Helper()
	stage := int(opt.Stage.norm())
	want := b.list(toNaive(table), stage, opt.BombsOnly)
	got := Plays(h, table, opt)
	gotSet := make(map[Hand]naivePlay, len(got))
	for _, p := range got {
		_, dup := gotSet[p.Tiles]
		if dup || p.Tiles&^h != 0 {
			t.Fatalf("play %s listed twice or uses tiles outside the hand %s", p, h)
		}
		gotSet[p.Tiles] = naivePlay{p.Type, p.Key, p.Len()}
	}
	ctx := fmt.Sprintf("hand %s, table %s, %+v", h, table, opt)
	require.Equal(t, len(want), len(gotSet), ctx)
	require.Equal(t, want, gotSet, ctx)
	c := CountPlays(h, table, opt)
	require.Equal(t, len(want), c.Total, ctx)
	var byType [numTypes]int
	for _, p := range want {
		byType[p.typ]++
	}
	require.Equal(t, byType, c.ByType, ctx)
}

func TestPlaysMatchBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("slow brute-force cross-check: runs without -short")
	}
	rng := rand.New(rand.NewPCG(2021, 129))
	bands := []int{0, 5, 6, 8}
	hands := 0
	for _, band := range bands {
		t.Run(fmt.Sprintf("band=%d", band), func(t *testing.T) {
			for range 20 {
				h := randomHand(rng, 8+rng.IntN(8), band)
				b := newBrute(h)
				hands++
				for _, stage := range []Stage{StageBasic, StageBombs, StageMarket} {
					for _, table := range tablesFor(rng, h, stage) {
						for _, bombsOnly := range []bool{false, true} {
							checkAgainstBrute(t, h, b, table, Options{Stage: stage, BombsOnly: bombsOnly})
						}
					}
				}
			}
		})
	}
	require.Equal(t, 80, hands)
}
