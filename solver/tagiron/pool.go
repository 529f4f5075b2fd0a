package tagiron

import "sync/atomic"

// buffers are the big arrays of one request's engine (indexed by slot mask, or the splits' lists) and
// the ranking workers' scratch. Solve hands them back when it is done, to a pool per player count (so
// the next request of that count finds them the right size), so a request allocates little beyond its
// answer. Every array is cleared or overwritten before it is read, exactly as a fresh one would be.
// One set is kept per player count, not one per concurrent request: a burst of hints leaves behind
// what one request needs, and concurrent requests beyond the first allocate their own.
type buffers struct {
	weight []uint64
	in     [3][]bool
	cand   [3][]uint32
	racks  []uint32
	idx    []uint16
	eights []uint32
	// the splits (splits.go) and countFour's per-eight counts
	pairStart, pairs, r1Start, r1s, pairCount, pairTogether, next []uint32
	scratch                                                       []*scratch
}

var spare [4]atomic.Pointer[buffers] // by number of opponents

func getBuffers(opps int) *buffers {
	if b := spare[opps].Swap(nil); b != nil {
		return b
	}
	return &buffers{}
}

// release hands the engine's buffers back; the engine must not be used afterwards.
func (e *engine) release() {
	if b := e.bufs; b != nil {
		e.bufs = nil
		spare[len(e.opps)].Store(b)
	}
}

// scratchFor returns the scratch of ranking worker w.
func (b *buffers) scratchFor(w int) *scratch {
	for len(b.scratch) <= w {
		b.scratch = append(b.scratch, &scratch{})
	}
	return b.scratch[w]
}

// zeroed returns s resized to n elements, all zero, reusing its array when it is large enough.
func zeroed[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}
