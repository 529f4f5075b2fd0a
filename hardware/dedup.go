package hardware

import "time"

// Default duplicate-suppression settings. DefaultRemoval holds for 125 kHz
// readers that repeat a tag lying on them about once a second (1.05–1.2 s
// apart is common), with room for one repeat lost to noise; a tile lifted
// and put back counts again after it.
const (
	DefaultWindow  = 1500 * time.Millisecond
	DefaultRemoval = 2500 * time.Millisecond
)

// Filter suppresses duplicate reads. It is a pure function of the reads fed
// to it (no clock): a read of a tag on a reader is a duplicate when
//   - the same tag was counted on that reader less than Window ago (a scanner
//     or a hand passing the tile twice), or
//   - the same tag was read on that reader at most Removal ago, counted or
//     not. A tile lying on an RDM6300 repeats its frame 1–2 times a second,
//     so it stays "present" and never counts twice; it counts again only
//     after Removal without reads (it was lifted) and outside Window.
//
// Removal <= 0 turns the second rule off. The zero Filter is ready to use
// with Window and Removal zero (nothing suppressed); use NewFilter for the
// defaults. A Filter is not safe for concurrent use.
type Filter struct {
	Window  time.Duration
	Removal time.Duration

	seen      map[filterKey]seen
	pruneSize int
}

type filterKey struct{ reader, tag string }

type seen struct{ lastRead, lastCounted time.Time }

// NewFilter returns a Filter with the given settings; zero values take
// DefaultWindow and DefaultRemoval.
func NewFilter(window, removal time.Duration) *Filter {
	if window == 0 {
		window = DefaultWindow
	}
	if removal == 0 {
		removal = DefaultRemoval
	}
	return &Filter{Window: window, Removal: removal}
}

// Accept reports whether s counts (true) or is a duplicate (false), and
// records it. Reads should arrive in time order per reader; a read older
// than the last one of its tag is a duplicate.
func (f *Filter) Accept(s Scan) bool {
	if f.seen == nil {
		f.seen = make(map[filterKey]seen)
	}
	k := filterKey{s.Reader, s.Tag}
	e, ok := f.seen[k]
	dup := ok && (s.At.Sub(e.lastCounted) < f.Window ||
		(f.Removal > 0 && s.At.Sub(e.lastRead) <= f.Removal))
	if !ok || s.At.After(e.lastRead) {
		e.lastRead = s.At
	}
	if !dup {
		e.lastCounted = s.At
	}
	f.seen[k] = e
	f.prune(s.At)
	return !dup
}

// prune forgets tags that can no longer make a read a duplicate, so a
// long game does not grow the map; it runs when the map doubles.
func (f *Filter) prune(now time.Time) {
	if len(f.seen) <= f.pruneSize {
		return
	}
	horizon := max(f.Window, f.Removal)
	for k, e := range f.seen {
		if now.Sub(e.lastRead) > horizon && now.Sub(e.lastCounted) >= f.Window {
			delete(f.seen, k)
		}
	}
	f.pruneSize = 2*len(f.seen) + 64
}
