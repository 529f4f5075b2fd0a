package web

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestHostDevicesCountsSessionsInUse: a session counts while a request of
// it is open (a console's live stream, however long) and for the window
// after its last request; then it is no longer in use. Rotation keeps only
// the rotating session.
func TestHostDevicesCountsSessionsInUse(t *testing.T) {
	var d hostDevices
	t0 := time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC)
	d.begin("device:a", t0)(t0)                  // a console's one request
	stream := d.begin("device:b", t0)            // another console's live stream
	d.begin("client:x", t0)(t0.Add(time.Second)) // a script with the key in a header
	d.begin("client:x", t0.Add(time.Minute))(t0.Add(time.Minute))
	assert.Equal(t, 3, d.count(t0.Add(time.Minute)), "each session once")
	later := t0.Add(deviceWindow + 2*time.Minute)
	assert.Equal(t, 1, d.count(later), "only the open stream is still in use")
	stream(later)
	assert.Equal(t, 1, d.count(later.Add(deviceWindow)), "a stream counts for the window after it ends")
	assert.Equal(t, 0, d.count(later.Add(deviceWindow+time.Second)))

	d.begin("device:a", later)(later)
	d.begin("client:x", later)(later)
	d.keep("device:a")
	assert.Equal(t, 1, d.count(later))
}
