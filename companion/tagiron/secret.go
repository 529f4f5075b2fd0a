package tagiron

// Secret implements companion.Secrets: every event holds something hidden
// from some seat but the face-up row, the start and the answers said aloud.
func (s *State) Secret(kind string) bool {
	switch kind {
	case evReveal, evStart, evAsk:
		return false
	}
	return true
}
