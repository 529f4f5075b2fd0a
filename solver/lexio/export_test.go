package lexio

// Test-only helpers: what only the tests use lives here, not in the package.

import (
	"fmt"
)

// ParseSuit reads a canonical suit id.
func ParseSuit(s string) (Suit, error) {
	for i, n := range suitNames {
		if s == n {
			return Suit(i), nil
		}
	}
	return 0, fmt.Errorf("unknown suit %q", s)
}
