package gametest

import (
	"strings"

	"github.com/tablemate/tablemate/solver/korean"
)

// HasHangul reports whether s holds at least one Hangul syllable: a
// message's Korean is Korean.
func HasHangul(s string) bool {
	for _, r := range s {
		if r >= 0xAC00 && r <= 0xD7A3 {
			return true
		}
	}
	return false
}

// Markers reports whether s still holds a particle marker that korean.Fill
// would fill, or a written template form (both particles, the second in
// brackets: the list below), that a person should never read.
func Markers(s string) bool {
	for _, t := range []string{"(가)", "(이)", "(를)", "(을)", "(는)", "(은)", "(와)", "(과)", "(" + "으)로"} {
		if strings.Contains(s, t) {
			return true
		}
	}
	return korean.Fill(s) != s
}
