package companion

// Secrets is implemented by a game whose events may hold pieces some seat
// may not see (a rack, a hand, a peeked card, a declared guess): Secret
// says whether events of this kind do. A game that does not implement it
// has every event of its own counted as secret.
type Secrets interface {
	Secret(kind string) bool
}
