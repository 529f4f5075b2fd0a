package tagiron

// Candidates is the number of distinct target racks still possible from the seat's knowledge: exactly
// Solve's Target.Candidates, without the per-position distribution or the ranking of questions (a
// first-game tip counts the racks before and after an answer).
func Candidates(req SolveRequest) (int, error) {
	s, err := parseState(req)
	if err != nil {
		return 0, err
	}
	e := newEngine(s)
	defer e.release()
	n := 0
	for _, r := range e.racks {
		if e.weight[r] != 0 && e.distinctTarget(r) {
			n++
		}
	}
	return n, nil
}
