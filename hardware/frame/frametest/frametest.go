// Package frametest builds reader frames for tests (as periph's gpiotest
// ships fakes beside the interfaces): the inverse of package frame's
// decoders, which production code never needs.
package frametest

import (
	"encoding/hex"
	"fmt"
	"strings"
)

// EM4100 builds a 14-byte RDM6300 frame (STX, the 10 hex characters of the
// id, their XOR checksum in 2 hex characters, ETX) for a 10-hex-character id.
func EM4100(id string) ([]byte, error) {
	b, err := hex.DecodeString(id)
	if len(id) != 10 || err != nil {
		return nil, fmt.Errorf("EM4100 id %q must be 10 hex characters", id)
	}
	var sum byte
	for _, x := range b {
		sum ^= x
	}
	return fmt.Appendf([]byte{0x02}, "%s%02X\x03", strings.ToUpper(id), sum), nil
}
