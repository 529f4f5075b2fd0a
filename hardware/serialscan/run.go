package serialscan

import (
	"context"
	"time"

	"github.com/tablemate/tablemate/hardware/frame"
)

// Handler receives what the read loop decodes. Either func may be nil.
type Handler struct {
	Tag func(id string, at time.Time) // a complete, checked id
	Bad func(n int)                   // n frames rejected by the decoder
}

// Run reads p and feeds dec until ctx is done (it returns nil) or the port
// fails (it returns the error, wrapping ErrUnplugged when the device went
// away). now stamps each id (time.Now when nil). Run does not close p. A
// read is at most the port's timeout, so Run notices ctx within ~200 ms.
func Run(ctx context.Context, p *Port, dec frame.Decoder, h Handler, now func() time.Time) error {
	if now == nil {
		now = time.Now
	}
	buf := make([]byte, 256)
	for ctx.Err() == nil {
		n, err := p.Read(buf)
		if n > 0 {
			at := now()
			ids, bad := dec.Feed(buf[:n])
			if bad > 0 && h.Bad != nil {
				h.Bad(bad)
			}
			if h.Tag != nil {
				for _, id := range ids {
					h.Tag(id, at)
				}
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}
