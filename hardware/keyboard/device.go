package keyboard

import (
	"context"
	"errors"
	"time"
)

// ErrUnplugged reports that the input device went away.
var ErrUnplugged = errors.New("input device unplugged")

// ErrUnavailable is what Open returns where keyboard scanners cannot be
// read (anything but Linux): see [Available].
var ErrUnavailable = errors.New("not available on this system: keyboard scanners are read through Linux input devices (evdev); use a scanner in serial mode (kind \"line\")")

// Handler receives what Run decodes. Either func may be nil.
type Handler struct {
	Tag func(code string, at time.Time)
	Bad func(n int)
}

// Run reads d and feeds dec until ctx is done (nil) or the device fails
// (the error, wrapping ErrUnplugged when it went away). now stamps each
// code (time.Now when nil). Run does not close d.
func Run(ctx context.Context, d *Device, dec *Decoder, h Handler, now func() time.Time) error {
	if now == nil {
		now = time.Now
	}
	buf := make([]byte, 64*EventSize)
	for ctx.Err() == nil {
		n, err := d.Read(buf)
		if n > 0 {
			codes, bad := dec.Feed(buf[:n])
			if bad > 0 && h.Bad != nil {
				h.Bad(bad)
			}
			at := now()
			for _, c := range codes {
				if h.Tag != nil {
					h.Tag(c, at)
				}
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}
