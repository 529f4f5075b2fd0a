package keyboard

import (
	"encoding/binary"
	"strconv"
)

// Event is one struct input_event without its time stamp.
type Event struct {
	Type  uint16
	Code  uint16
	Value int32
}

// Event types and values the decoder uses.
const (
	EvSyn = 0
	EvKey = 1

	Release = 0
	Press   = 1
	Repeat  = 2
)

// Record sizes of struct input_event: struct timeval (two longs), then
// u16 type, u16 code, s32 value.
const (
	EventSize64 = 24 // arm64, amd64
	EventSize32 = 16 // 32-bit arm (armhf, armv6)
)

// EventSize is the record size the kernel uses with this build: a long is
// the word size of the process (a 32-bit Pi OS runs 32-bit processes even
// on a 64-bit kernel, and the kernel then writes the 32-bit layout).
const EventSize = 2*(strconv.IntSize/8) + 8

// ParseEvents decodes whole records of the given size (EventSize64 or
// EventSize32) from b, in the machine's byte order (little-endian on every
// Pi), and returns them with the number of bytes used; a partial record at
// the end is left for the next call.
func ParseEvents(b []byte, size int) (evs []Event, used int) {
	for len(b)-used >= size {
		r := b[used+size-8 : used+size] // type, code, value follow the time
		evs = append(evs, Event{
			Type:  binary.LittleEndian.Uint16(r[0:]),
			Code:  binary.LittleEndian.Uint16(r[2:]),
			Value: int32(binary.LittleEndian.Uint32(r[4:])),
		})
		used += size
	}
	return evs, used
}
