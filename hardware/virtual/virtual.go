package virtual

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// MaxTag is the longest tag the virtual reader accepts, the same cap as a
// barcode line.
const MaxTag = 256

// ErrBusy is returned when scans are injected faster than they are read.
var ErrBusy = errors.New("virtual reader is busy: too many scans waiting")

// Reader takes tags from Scan and hands them to Run.
type Reader struct {
	tags chan string
}

// New returns a Reader that buffers a few pending scans.
func New() *Reader { return &Reader{tags: make(chan string, 16)} }

// Scan injects one tag. Surrounding white space is trimmed; an empty,
// over-long or non-text tag is refused.
func (r *Reader) Scan(tag string) error {
	tag = strings.TrimSpace(tag)
	switch {
	case tag == "":
		return errors.New("virtual scan needs a tag")
	case len(tag) > MaxTag:
		return fmt.Errorf("virtual scan tag is %d bytes long, the limit is %d", len(tag), MaxTag)
	case !utf8.ValidString(tag):
		return fmt.Errorf("virtual scan tag %q is not text", tag)
	}
	select {
	case r.tags <- tag:
		return nil
	default:
		return ErrBusy
	}
}

// Run passes injected tags to emit until ctx is done.
func (r *Reader) Run(ctx context.Context, emit func(tag string, at time.Time)) error {
	for {
		select {
		case <-ctx.Done():
			return nil
		case tag := <-r.tags:
			emit(tag, time.Now())
		}
	}
}
