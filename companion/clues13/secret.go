package clues13

// Secret implements companion.Secrets: every event holds something hidden
// from some seat but tokens taken and solves said aloud.
func (s *State) Secret(kind string) bool {
	switch kind {
	case evTake, evSolve:
		return false
	}
	return true
}
