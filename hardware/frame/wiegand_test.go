package frame

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

func bitsOf(s string) []byte {
	out := make([]byte, len(s))
	for i := range s {
		out[i] = s[i] - '0'
	}
	return out
}

func TestDecodeWiegand(t *testing.T) {
	// Facility 1, card 1: P 00000001 0000000000000001 P. First half has one
	// 1-bit so the even parity bit is 1; second half has one so odd parity is 0.
	w26 := "1" + "00000001" + "0000000000000001" + "0"
	tests := []struct {
		name string
		bits string
		want Wiegand
		err  string
	}{
		{"W26", w26, Wiegand{26, 1, 1}, ""},
		{"W26 bad even parity", "0" + w26[1:], Wiegand{}, "Wiegand-26 leading (even) parity fails"},
		{"W26 bad odd parity", w26[:25] + "1", Wiegand{}, "Wiegand-26 trailing (odd) parity fails"},
		{"W34", "0" + "0000000000000000" + "0000000000000000" + "1", Wiegand{34, 0, 0}, ""},
		{"wrong length", "0101", Wiegand{}, "Wiegand frame has 4 bits, want 26 or 34"},
		{"not a bit", "2" + w26[1:], Wiegand{}, "Wiegand bit 0 has value 2, want 0 or 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := DecodeWiegand(bitsOf(tc.bits))
			if tc.err != "" {
				assert.EqualError(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	assert.Equal(t, "1:1", Wiegand{26, 1, 1}.String())
}

func TestWiegandRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.SampledFrom([]int{26, 34}).Draw(t, "bits")
		maxFac := uint32(0xff)
		if n == 34 {
			maxFac = 0xffff
		}
		w := Wiegand{n, rapid.Uint32Max(maxFac).Draw(t, "fac"), rapid.Uint32Max(0xffff).Draw(t, "card")}
		bits, err := EncodeWiegand(w)
		require.NoError(t, err)
		got, err := DecodeWiegand(bits)
		require.NoError(t, err)
		assert.Equal(t, w, got)
		// Any single flipped bit must be caught by a parity check.
		i := rapid.IntRange(0, n-1).Draw(t, "flip")
		bits[i] ^= 1
		_, err = DecodeWiegand(bits)
		assert.Error(t, err)
	})
}
