package frame

import (
	"strings"
	"testing"

	"github.com/tablemate/tablemate/hardware/frame/frametest"
)

// feedSplit feeds data in two reads cut at k and in one read, and checks both
// give the same result; splitting must never change what a decoder yields.
func feedSplit(t *testing.T, mk func() Decoder, data []byte, k int) []string {
	t.Helper()
	whole, wholeBad := mk().Feed(data)
	if k < 0 || k > len(data) {
		k = len(data) / 2
	}
	d := mk()
	a, badA := d.Feed(data[:k])
	b, badB := d.Feed(data[k:])
	split := append(a, b...)
	if strings.Join(whole, "\n") != strings.Join(split, "\n") || wholeBad != badA+badB {
		t.Fatalf("split at %d changes the result: %q/%d vs %q/%d", k, whole, wholeBad, split, badA+badB)
	}
	return whole
}

func FuzzEM4100(f *testing.F) {
	f.Add([]byte(rdmFrame), 5)
	f.Add([]byte(binFrame+id12), 13)
	f.Add([]byte("\x02\x02\x021300AB4F21D7\x03"), 2)
	f.Fuzz(func(t *testing.T, data []byte, k int) {
		ids := feedSplit(t, func() Decoder { return new(EM4100) }, data, k)
		for _, id := range ids {
			// Every id must be a full, checksummed frame present in the input.
			frame, err := frametest.EM4100(id)
			if err != nil {
				t.Fatalf("emitted malformed id %q", id)
			}
			if !strings.Contains(strings.ToUpper(string(data)), string(frame[1:11])) {
				t.Fatalf("emitted id %q not in input", id)
			}
		}
	})
}

func FuzzLines(f *testing.F) {
	f.Add([]byte("ABC\r\nDEF\r"), 4, uint8(0))
	f.Add([]byte("tile-r5\n\n  \n"), 3, uint8(1))
	f.Add([]byte("A\rB\r\nC"), 2, uint8(2))
	f.Fuzz(func(t *testing.T, data []byte, k int, term uint8) {
		mk := func() Decoder { return &Lines{Term: Terminator(term % 4), Max: 16} }
		for _, line := range feedSplit(t, mk, data, k) {
			if line == "" || len(line) > 16 || line != strings.TrimSpace(line) {
				t.Fatalf("emitted bad line %q", line)
			}
		}
	})
}
