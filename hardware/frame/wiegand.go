package frame

import "fmt"

// Wiegand is a decoded Wiegand card read.
type Wiegand struct {
	Bits     int // 26 or 34
	Facility uint32
	Card     uint32
}

// String returns "facility:card" in decimal, the form printed on most cards.
func (w Wiegand) String() string { return fmt.Sprintf("%d:%d", w.Facility, w.Card) }

// DecodeWiegand decodes a 26- or 34-bit Wiegand frame given as one byte per
// bit (0 or 1), most significant first, as received on D0/D1.
//
// W26: even parity over bits 0–12, 8-bit facility, 16-bit card, odd parity
// over bits 13–25. W34: even parity over bits 0–16, 16-bit facility, 16-bit
// card, odd parity over bits 17–33.
func DecodeWiegand(bits []byte) (Wiegand, error) {
	n := len(bits)
	var facBits int
	switch n {
	case 26:
		facBits = 8
	case 34:
		facBits = 16
	default:
		return Wiegand{}, fmt.Errorf("Wiegand frame has %d bits, want 26 or 34", n)
	}
	for i, b := range bits {
		if b > 1 {
			return Wiegand{}, fmt.Errorf("Wiegand bit %d has value %d, want 0 or 1", i, b)
		}
	}
	half := n / 2
	if ones(bits[:half])%2 != 0 {
		return Wiegand{}, fmt.Errorf("Wiegand-%d leading (even) parity fails", n)
	}
	if ones(bits[half:])%2 != 1 {
		return Wiegand{}, fmt.Errorf("Wiegand-%d trailing (odd) parity fails", n)
	}
	return Wiegand{
		Bits:     n,
		Facility: value(bits[1 : 1+facBits]),
		Card:     value(bits[1+facBits : n-1]),
	}, nil
}

// EncodeWiegand is the inverse of DecodeWiegand (bits must be 26 or 34;
// facility and card are truncated to their field widths).
func EncodeWiegand(w Wiegand) ([]byte, error) {
	facBits := 8
	switch w.Bits {
	case 26:
	case 34:
		facBits = 16
	default:
		return nil, fmt.Errorf("Wiegand frame has %d bits, want 26 or 34", w.Bits)
	}
	bits := make([]byte, w.Bits)
	put := func(v uint32, at, width int) {
		for i := 0; i < width; i++ {
			bits[at+i] = byte(v>>(width-1-i)) & 1
		}
	}
	put(w.Facility, 1, facBits)
	put(w.Card, 1+facBits, 16)
	half := w.Bits / 2
	bits[0] = byte(ones(bits[:half]) % 2)
	bits[w.Bits-1] = byte(1 - ones(bits[half:])%2)
	return bits, nil
}

func ones(bits []byte) int {
	n := 0
	for _, b := range bits {
		n += int(b)
	}
	return n
}

func value(bits []byte) uint32 {
	var v uint32
	for _, b := range bits {
		v = v<<1 | uint32(b)
	}
	return v
}
