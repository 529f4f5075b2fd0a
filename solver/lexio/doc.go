// Package lexio holds the pure rules of the Lexio "bomb market" house variant
// (the café's rule sheet, as README's "At the table" restates it): tiles and
// hands, combinations and what beats what, the complete list of legal plays
// for a hand (the `lexio plays` contract, cmd/tablemate/CONTRACT.md), and the rules of a whole game as
// immutable values (deal, tricks, market purchases, payouts, chip ledger),
// plus a scorekeeping-only mode that shares the same ledger.
//
// Nothing here does I/O, reads a clock or keeps mutable globals; randomness
// only comes from a *rand.Rand the caller passes in.
package lexio
