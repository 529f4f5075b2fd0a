// Package lexio holds the pure rules of the Lexio "bomb market" house variant
// (shared/rules/lexio-bomb-market.md): tiles and hands, combinations and what
// beats what, the complete list of legal plays for a hand (the `lexio plays`
// contract of shared/rules/cli-contract.md), and the rules of a whole game as
// immutable values (deal, tricks, market purchases, payouts, chip ledger),
// plus a scorekeeping-only mode that shares the same ledger.
//
// Nothing here does I/O, reads a clock or keeps mutable globals; randomness
// only comes from a *rand.Rand the caller passes in.
package lexio
