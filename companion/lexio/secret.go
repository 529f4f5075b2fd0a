package lexio

// Secret implements companion.Secrets: every event holds something hidden
// from some seat but plays, passes, purchases and the score.
func (s *State) Secret(kind string) bool {
	switch kind {
	case evPlay, evPass, evOut, evSkDeal, evSkBuy, evSkTrick, evSkEmpty:
		return false
	}
	return true
}
