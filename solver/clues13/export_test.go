package clues13

// Test-only helpers: what only the tests use lives here, not in the package.

// ColourNames returns the 10 colours with their Korean names, in the seed's order.
func ColourNames() []Name {
	out := make([]Name, NumColours)
	for i := range out {
		out[i] = Name{ID: Colour(i).String(), Korean: Colour(i).Korean()}
	}
	return out
}
