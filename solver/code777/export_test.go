package code777

// Test-only helpers: what only the tests use lives here, not in the package.

import (
	"strings"
)

// MustRack is ParseRack for literals in code and tests ("black3 black3 red5"); it panics on bad input.
func MustRack(s string) Rack {
	r, err := ParseRack(strings.Fields(s))
	if err != nil {
		panic(err)
	}
	return r
}
