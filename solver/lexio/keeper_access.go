package lexio

// Holding reports whether a seat still holds tiles in the current deal.
func (k Scorekeeper) Holding(seat int) bool { return k.holding[seat] }

// Bought reports whether a seat went out (bought a market tile) in the current trick.
func (k Scorekeeper) Bought(seat int) bool { return k.bought[seat] }
