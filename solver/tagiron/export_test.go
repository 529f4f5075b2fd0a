package tagiron

// Helpers only this package's tests use (no code needs them).

// MustCard is ParseCard for literals in tests; it panics on an unknown id.
func MustCard(s string) Card {
	c, err := ParseCard(s)
	if err != nil {
		panic(err)
	}
	return c
}

// At returns the tile at a 1-based position.
func (r Rack) At(pos int) Tile { return r.t[pos-1] }
