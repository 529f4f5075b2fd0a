//go:build !linux || tablemate_portable

package keyboard

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestUnavailable: where there is no evdev, a keyboard scanner is refused
// with words that say so and what to use instead. On Linux this runs with
// -tags tablemate_portable.
func TestUnavailable(t *testing.T) {
	assert.False(t, Available)
	d, err := Open("/dev/input/by-id/usb-scanner-event-kbd")
	assert.Nil(t, d)
	assert.ErrorIs(t, err, ErrUnavailable)
	assert.ErrorContains(t, err, "not available on this system")
	assert.ErrorContains(t, err, `kind "line"`)
	var dev Device
	assert.ErrorIs(t, Run(context.Background(), &dev, &Decoder{}, Handler{}, nil), ErrUnavailable)
	assert.NoError(t, dev.Close())
	// The decoder is the same everywhere.
	codes, bad := (&Decoder{}).Feed(nil)
	assert.Empty(t, codes)
	assert.Zero(t, bad)
}
