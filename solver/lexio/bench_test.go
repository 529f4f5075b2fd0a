package lexio

import (
	"math/rand/v2"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// benchHands are 256 random 15-tile hands, fixed by seed.
func benchHands() []Hand {
	rng := rand.New(rand.NewPCG(15, 15))
	hs := make([]Hand, 256)
	for i := range hs {
		hs[i] = randomHand(rng, 15, 0)
	}
	return hs
}

// Worst cases found by a hill-climbing search over 15-tile hands (1312 free
// leads, the most it found) and a straight-rich hand (ranks 4..8 in three suits).
var (
	worstSteps = mustHand("sun9 moon9 star9 cloud9 sun10 moon10 star10 cloud10 sun11 moon11 star11 cloud11 moon12 star12 cloud12")
	runRich    = mustHand("sun4 moon4 star4 sun5 moon5 star5 sun6 moon6 star6 sun7 moon7 star7 sun8 moon8 star8")
	// thirty is a 15-tile hand after 15 purchases: ranks 1..15 twice.
	thirty = mustHand("sun1 moon1 sun2 moon2 sun3 moon3 sun4 moon4 sun5 moon5 sun6 moon6 sun7 moon7 sun8 moon8 sun9 moon9 sun10 moon10 sun11 moon11 sun12 moon12 sun13 moon13 sun14 moon14 sun15 moon15")
)

func mustHand(s string) Hand {
	var h Hand
	for _, id := range strings.Fields(s) {
		t, err := ParseTile(id)
		if err != nil {
			panic(err)
		}
		h |= HandOf(t)
	}
	return h
}

func BenchmarkPlaysRandom15FreeLead(b *testing.B) {
	hs := benchHands()
	n := 0
	for i := 0; b.Loop(); i++ {
		n += len(Plays(hs[i%len(hs)], Play{}, Options{}))
	}
	b.ReportMetric(float64(n)/float64(b.N), "plays/op")
}

func BenchmarkPlaysRandom15OnTable(b *testing.B) {
	hs := benchHands()
	table, _ := ClassifyIn(mustHand("sun2 moon3 star4 cloud5 sun6"), StageMarket)
	pair, _ := ClassifyIn(mustHand("sun6 moon6"), StageMarket)
	for i := 0; b.Loop(); i++ {
		t := table
		if i%2 == 0 {
			t = pair
		}
		Plays(hs[i%len(hs)], t, Options{})
	}
}

// benchOne lists one hand's free leads; besides the wall clock it reports the process's CPU time per
// call (cpu-ns/op), the steadier figure on a loaded machine (and the one frohlfing's harness takes).
func benchOne(b *testing.B, h Hand) {
	b.Helper()
	n := 0
	at := cpuNow()
	for b.Loop() {
		n = len(Plays(h, Play{}, Options{}))
	}
	b.ReportMetric(float64((cpuNow()-at).Nanoseconds())/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(n), "plays/op")
}

func BenchmarkPlaysWorstSteps15(b *testing.B) { benchOne(b, worstSteps) }
func BenchmarkPlaysRunRich15(b *testing.B)    { benchOne(b, runRich) }
func BenchmarkPlaysThirtyTiles(b *testing.B)  { benchOne(b, thirty) }

func BenchmarkCountPlaysRunRich15(b *testing.B) {
	for b.Loop() {
		CountPlays(runRich, Play{}, Options{})
	}
}

func BenchmarkCountPlaysAllSixty(b *testing.B) {
	var c Counts
	for b.Loop() {
		c = CountPlays(AllTiles, Play{}, Options{})
	}
	b.ReportMetric(float64(c.Total), "plays")
}

func BenchmarkPlaysForRandom15(b *testing.B) {
	hs := benchHands()
	reqs := make([]PlaysRequest, len(hs))
	for i, h := range hs {
		reqs[i] = PlaysRequest{Hand: h.IDs()}
	}
	for i := 0; b.Loop(); i++ {
		if _, err := PlaysFor(reqs[i%len(reqs)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSubsetEnumeration15 is the approach of the public move generators
// found (Python Tichu engines): iterate every subset of the hand and keep the
// legal combinations. Same hands as BenchmarkPlaysRandom15FreeLead, same rules
// (naiveClassify is the test oracle), so the ratio of the two is the speed-up
// of generating from the rank structure instead.
func BenchmarkSubsetEnumeration15(b *testing.B) {
	hs := benchHands()
	n := 0
	sub := make([]Tile, 0, 15)
	for i := 0; b.Loop(); i++ {
		tiles := hs[i%len(hs)].Tiles()
		for s := 1; s < 1<<len(tiles); s++ {
			sub = sub[:0]
			for j := range tiles {
				if s&(1<<j) != 0 {
					sub = append(sub, tiles[j])
				}
			}
			if _, ok := naiveClassify(sub, 3); ok {
				n++
			}
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "plays/op")
}

// The fixed cost of a call: a 4-tile hand (a pair and two singles, five plays),
// through the engine and through the JSON contract function.
var fourTiles = mustHand("sun3 moon3 star7 cloud9")

func BenchmarkPlaysFourTiles(b *testing.B) { benchOne(b, fourTiles) }

func BenchmarkPlaysForFourTiles(b *testing.B) {
	req := PlaysRequest{Hand: fourTiles.IDs()}
	at := cpuNow()
	for b.Loop() {
		if _, err := PlaysFor(req); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64((cpuNow()-at).Nanoseconds())/float64(b.N), "cpu-ns/op")
}

// oneSuit15 is one suit's 15 ranks: singles, straights and straight flushes only.
var oneSuit15 = mustHand("sun1 sun2 sun3 sun4 sun5 sun6 sun7 sun8 sun9 sun10 sun11 sun12 sun13 sun14 sun15")

func BenchmarkPlaysOneSuit15(b *testing.B) { benchOne(b, oneSuit15) }

// BenchmarkComparisonHands lists the plays of each hand of the comparison with frohlfing/tichu
// (testdata/frohlfing: the hands, its side's harness and compare.sh).
func BenchmarkComparisonHands(b *testing.B) {
	data, err := os.ReadFile("testdata/frohlfing/hands.txt")
	if err != nil {
		b.Fatal(err)
	}
	for line := range strings.Lines(string(data)) {
		f := strings.Fields(line)
		if len(f) < 2 || strings.HasPrefix(f[0], "#") {
			continue
		}
		h := mustHand(strings.Join(f[1:], " "))
		b.Run(f[0], func(b *testing.B) { benchOne(b, h) })
	}
}

// cpuNow is this process's CPU time (user + system).
func cpuNow() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
