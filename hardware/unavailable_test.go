//go:build !linux || tablemate_portable

package hardware

import (
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestUnavailableKinds runs the Hub as a laptop build does (on Linux with
// -tags tablemate_portable, which builds the keyboard package without
// evdev): a keyboard scanner is shown as not available and never opened,
// while a serial reader beside it is supervised as usual.
func TestUnavailableKinds(t *testing.T) {
	require.False(t, Available(KindKeyboard))
	var logs syncBuffer
	h := openHubWith(t, Options{Log: slog.New(slog.NewTextHandler(&logs, nil))},
		Device{Name: "scanner", Kind: KindKeyboard, Path: "/dev/input/by-id/usb-scanner-event-kbd"},
		Device{Name: "tiles", Kind: KindRDM6300, Port: t.TempDir() + "/no-such-port"})
	st := statusOf(h, "scanner")
	assert.Equal(t, Unavailable, st.State)
	assert.Contains(t, st.LastError, "not available on this system")
	assert.Zero(t, st.Reconnects)
	assert.Contains(t, logs.String(), `msg="reader not available on this system" device=scanner`)
	require.Eventually(t, func() bool { return statusOf(h, "tiles").LastError != "" }, 3*time.Second, 5*time.Millisecond)
	assert.Contains(t, statusOf(h, "tiles").LastError, "no-such-port", "the serial reader is tried")
	assert.Equal(t, Absent, statusOf(h, "tiles").State)
}
