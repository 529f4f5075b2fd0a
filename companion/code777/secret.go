package code777

// Secret implements companion.Secrets: every event holds something hidden
// from some seat but the start, the answers read aloud and the reshuffles.
func (s *State) Secret(kind string) bool {
	switch kind {
	case evStart, evRead, evPileShuffle, evDeckShuffle:
		return false
	}
	return true
}
