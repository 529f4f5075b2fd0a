package hardware

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAvailableOn: which kinds each release target can use. Serial readers
// everywhere; keyboard scanners where evdev is; SPI and GPIO on Linux only.
func TestAvailableOn(t *testing.T) {
	for _, goos := range []string{"linux", "windows", "darwin"} {
		for _, k := range kinds {
			want := true
			switch k {
			case KindKeyboard:
				want = goos == "linux"
			case KindMFRC522, KindButtons:
				want = goos == "linux"
			}
			assert.Equal(t, want, availableOn(k, goos, goos == "linux"), "%s on %s", k, goos)
		}
	}
	for _, k := range []Kind{KindKeyboard, KindMFRC522, KindButtons} {
		assert.Contains(t, unavailableReason(k), "not available on this system", k)
	}
	assert.Contains(t, unavailableReason(KindKeyboard), `kind "line"`, "says what to use instead")
	assert.Equal(t, "unavailable", Unavailable.String())
}
