package keyboard

// Test-only helpers: what only the tests use lives here, not in the package.

import (
	"encoding/binary"
)

// AppendEvent appends ev as one record of the given size with the time
// stamp sec.usec, the layout the kernel writes (tests record streams
// with it; a uinput device is fed with it).
func AppendEvent(b []byte, size int, sec, usec int64, ev Event) []byte {
	half := (size - 8) / 2
	var t [16]byte
	if half == 8 {
		binary.LittleEndian.PutUint64(t[0:], uint64(sec))
		binary.LittleEndian.PutUint64(t[8:], uint64(usec))
	} else {
		binary.LittleEndian.PutUint32(t[0:], uint32(sec))
		binary.LittleEndian.PutUint32(t[4:], uint32(usec))
	}
	b = append(b, t[:2*half]...)
	b = binary.LittleEndian.AppendUint16(b, ev.Type)
	b = binary.LittleEndian.AppendUint16(b, ev.Code)
	return binary.LittleEndian.AppendUint32(b, uint32(ev.Value))
}
