package hardware

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"pgregory.net/rapid"
)

var t0 = time.Date(2026, 1, 2, 20, 0, 0, 0, time.UTC)

func read(reader, tag string, ms int) Scan {
	return Scan{Tag: tag, Reader: reader, At: t0.Add(time.Duration(ms) * time.Millisecond)}
}

func TestDedupe(t *testing.T) {
	const w, rm = 1500 * time.Millisecond, time.Second
	tests := []struct {
		name  string
		reads []Scan
		want  []int // indexes of reads that count
	}{
		{"single", []Scan{read("a", "X", 0)}, []int{0}},
		{"same tag within window", []Scan{read("a", "X", 0), read("a", "X", 1400)}, []int{0}},
		{"same tag after window and removal", []Scan{read("a", "X", 0), read("a", "X", 1600)}, []int{0, 1}},
		{"other reader counts", []Scan{read("a", "X", 0), read("b", "X", 10)}, []int{0, 1}},
		{"other tag counts", []Scan{read("a", "X", 0), read("a", "Y", 10)}, []int{0, 1}},
		{
			"tile lying on an RDM6300 (2 frames/s for 5 s) counts once",
			[]Scan{read("a", "X", 0), read("a", "X", 500), read("a", "X", 1000), read("a", "X", 1500), read("a", "X", 2000),
				read("a", "X", 2500), read("a", "X", 3000), read("a", "X", 3500), read("a", "X", 4000), read("a", "X", 5000)},
			[]int{0},
		},
		{
			"lifted (1.2 s without reads) and put back counts again",
			[]Scan{read("a", "X", 0), read("a", "X", 800), read("a", "X", 1600), read("a", "X", 2800)},
			[]int{0, 3},
		},
		{
			"put back quickly still inside the window counts once",
			[]Scan{read("a", "X", 0), read("a", "X", 1200)},
			[]int{0},
		},
		{"slow repeats (every 1.1 s) past the window count again", []Scan{read("a", "X", 0), read("a", "X", 1100), read("a", "X", 2200)}, []int{0, 2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var want []Scan
			for _, i := range tc.want {
				want = append(want, tc.reads[i])
			}
			assert.Equal(t, want, Dedupe(tc.reads, w, rm))
		})
	}
}

func TestFilterZeroValueSuppressesNothing(t *testing.T) {
	var f Filter
	assert.True(t, f.Accept(read("a", "X", 0)))
	assert.True(t, f.Accept(read("a", "X", 0)))
}

// TestDedupeProperties: per reader and tag, counted reads are at least the
// window apart, and a counted read never follows another read of the same
// tag by Removal or less (the tile was lifted).
func TestDedupeProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		window := time.Duration(rapid.IntRange(0, 2000).Draw(t, "window")) * time.Millisecond
		removal := time.Duration(rapid.IntRange(0, 2000).Draw(t, "removal")) * time.Millisecond
		var reads []Scan
		ms := 0
		for range rapid.IntRange(0, 80).Draw(t, "n") {
			ms += rapid.IntRange(0, 1500).Draw(t, "gap")
			reads = append(reads, read(rapid.SampledFrom([]string{"a", "b"}).Draw(t, "reader"),
				rapid.SampledFrom([]string{"X", "Y", "Z"}).Draw(t, "tag"), ms))
		}
		f := Filter{Window: window, Removal: removal}
		counted := make([]bool, len(reads))
		var kept []Scan
		for i, s := range reads {
			counted[i] = f.Accept(s)
			if counted[i] {
				kept = append(kept, s)
			}
		}
		assert.Equal(t, kept, Dedupe(reads, window, removal), "Dedupe is the Filter applied in order")
		type key struct{ r, t string }
		lastRead, lastCounted := map[key]time.Time{}, map[key]time.Time{}
		for i, s := range reads {
			k := key{s.Reader, s.Tag}
			prevRead, seen := lastRead[k]
			if counted[i] && seen {
				if c, ok := lastCounted[k]; ok && s.At.Sub(c) < window {
					t.Fatalf("%v counted within the window of %v", s, c)
				}
				if removal > 0 && s.At.Sub(prevRead) <= removal {
					t.Fatalf("%v counted while the tag was still present", s)
				}
			}
			if !seen && !counted[i] {
				t.Fatalf("first read %v was suppressed", s)
			}
			lastRead[k] = s.At
			if counted[i] {
				lastCounted[k] = s.At
			}
		}
	})
}

func TestFilterPrunes(t *testing.T) {
	f := NewFilter(0, 0)
	for i := range 10000 {
		f.Accept(read("a", string(rune('A'+i%5000)), i*10))
	}
	assert.Less(t, len(f.seen), 1000, "old tags are forgotten")
}

// Dedupe applies a fresh Filter with the given settings to reads in order
// and returns the reads that count.
func Dedupe(reads []Scan, window, removal time.Duration) []Scan {
	f := Filter{Window: window, Removal: removal}
	var out []Scan
	for _, r := range reads {
		if f.Accept(r) {
			out = append(out, r)
		}
	}
	return out
}

// TestDefaultsHoldForSlowRepeaters: a tile left on a reader that repeats
// every 1.05–1.2 s (some 125 kHz modules) counts once with the defaults,
// even when one repeat is lost; lifted for longer, it counts again.
func TestDefaultsHoldForSlowRepeaters(t *testing.T) {
	var reads []Scan
	at := 0
	for i := range 40 {
		at += 1050 + (i*37)%151 // 1.05–1.2 s apart
		if i == 17 {
			at += 1200 // one repeat lost to noise
		}
		reads = append(reads, read("a", "X", at))
	}
	reads = append(reads, read("a", "X", at+3000)) // lifted and put back
	got := Dedupe(reads, DefaultWindow, DefaultRemoval)
	assert.Equal(t, []Scan{reads[0], reads[len(reads)-1]}, got)
	assert.Equal(t, DefaultRemoval, NewFilter(0, 0).Removal)
}
