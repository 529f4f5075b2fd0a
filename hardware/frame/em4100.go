package frame

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
)

const (
	stx = 0x02
	etx = 0x03
)

// ErrIncomplete is returned by [ParseEM4100] when the bytes could still be
// the start of a valid frame.
var ErrIncomplete = errors.New("incomplete EM4100 frame")

// ParseEM4100 decodes one EM4100 frame at the start of b (b[0] must be 0x02).
//
// It accepts the three shapes readers send:
//
//	13 bytes  02 <10 hex> <1 binary checksum byte> 03          (EL125, NID1020 clones)
//	14 bytes  02 <10 hex> <2 hex checksum> 03                  (RDM6300)
//	16 bytes  02 <10 hex> <2 hex checksum> 0D 0A 03            (ID-12LA, ID-20LA)
//
// It returns the id (10 upper-case hex characters) and the frame length. When
// b is too short to decide it returns ErrIncomplete with n == 0; when b[0]
// cannot start a frame (malformed) it returns an error with n == 1 so a
// caller resynchronises at the next 0x02; when the frame is well formed but
// its checksum is wrong it returns an error with n == the frame length.
func ParseEM4100(b []byte) (id string, n int, err error) {
	if len(b) == 0 || b[0] != stx {
		return "", 1, errors.New("EM4100 frame does not start with 0x02")
	}
	// Reject early on a non-hex data character, so noise that happens to
	// contain 0x02 does not hold back a real frame that follows it.
	for i := 1; i <= 10 && i < len(b); i++ {
		if !isHex(b[i]) {
			return "", 1, fmt.Errorf("EM4100 frame has a non-hex data byte 0x%02x", b[i])
		}
	}
	if len(b) < 13 {
		return "", 0, ErrIncomplete
	}
	var sum, want byte
	for i := 1; i < 11; i += 2 {
		sum ^= hexByte(b[i], b[i+1])
	}
	switch {
	case b[12] == etx: // one binary checksum byte; a hex frame never has 0x03 here
		want, n = b[11], 13
	case !isHex(b[11]) || !isHex(b[12]):
		return "", 1, errors.New("EM4100 frame has a malformed checksum")
	case len(b) < 14:
		return "", 0, ErrIncomplete
	case b[13] == etx:
		want, n = hexByte(b[11], b[12]), 14
	case b[13] != '\r':
		return "", 1, errors.New("EM4100 frame does not end with 0x03")
	case len(b) < 16:
		if len(b) == 15 && b[14] != '\n' {
			return "", 1, errors.New("ID-12 frame lacks LF after CR")
		}
		return "", 0, ErrIncomplete
	case b[14] == '\n' && b[15] == etx:
		want, n = hexByte(b[11], b[12]), 16
	default:
		return "", 1, errors.New("ID-12 frame does not end with CR LF 0x03")
	}
	id = strings.ToUpper(string(b[1:11]))
	if sum != want {
		return "", n, fmt.Errorf("EM4100 frame %s has checksum %02X, want %02X", id, want, sum)
	}
	return id, n, nil
}

// EM4100 is the streaming [Decoder] for RDM6300 and ID-12/ID-20 readers.
// The zero value is ready to use.
type EM4100 struct {
	buf []byte // never more than one unfinished frame (< 16 bytes) between calls
}

// Feed implements [Decoder].
func (d *EM4100) Feed(p []byte) (ids []string, bad int) {
	d.buf = append(d.buf, p...)
	i := 0
	for {
		j := bytes.IndexByte(d.buf[i:], stx)
		if j < 0 {
			i = len(d.buf) // noise outside a frame is dropped silently
			break
		}
		i += j
		id, n, err := ParseEM4100(d.buf[i:])
		if n == 0 {
			break // wait for the rest of the frame
		}
		i += n
		if err != nil {
			bad++
			continue
		}
		ids = append(ids, id)
	}
	d.buf = append(d.buf[:0], d.buf[i:]...)
	return ids, bad
}
