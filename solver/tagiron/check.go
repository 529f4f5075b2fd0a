package tagiron

import "fmt"

// Mark states on a note sheet.
const (
	MarkOut     = "out"     // this tile is not at this position
	MarkCertain = "certain" // this tile is at this position
)

// Mark is one note about the seat's target rack (the opponent's in 2 players, the centre in 3–4):
// position (1-based), tile id and state ("out" or "certain").
type Mark struct {
	Position int    `json:"position"`
	Tile     string `json:"tile"`
	State    string `json:"state"`
}

// CheckResult says which marks the clues do not support and which deductions are still unmarked.
type CheckResult struct {
	// Contradiction is true when the clues contradict each other; then nothing is judged.
	Contradiction bool `json:"contradiction"`
	// Mistakes: "out" where some consistent world has that tile there; "certain" where not every
	// consistent world has it there.
	Mistakes []Mark `json:"mistakes"`
	// Hints: a tile impossible at a position that is not marked out, or certain at a position that is
	// not marked certain. Ordered by position, then tile in rack order.
	Hints []Mark `json:"hints"`
}

// Check compares a seat's note marks with what its clues allow.
func Check(req SolveRequest, marks []Mark) (CheckResult, error) {
	s, err := parseState(req)
	if err != nil {
		return CheckResult{}, err
	}
	type key struct {
		pos  int
		tile Tile
	}
	marked := map[key]string{}
	for i, m := range marks {
		if m.Position < 1 || m.Position > s.size {
			return CheckResult{}, fmt.Errorf("mark %d: position %d out of range 1..%d", i+1, m.Position, s.size)
		}
		t, err := ParseTile(m.Tile)
		if err != nil {
			return CheckResult{}, fmt.Errorf("mark %d: %v", i+1, err)
		}
		if m.State != MarkOut && m.State != MarkCertain {
			return CheckResult{}, fmt.Errorf("mark %d: state %q: want %q or %q", i+1, m.State, MarkOut, MarkCertain)
		}
		k := key{m.Position, t}
		if prev, ok := marked[k]; ok && prev != m.State {
			return CheckResult{}, fmt.Errorf("mark %d: %s at position %d is marked both %s and %s", i+1, t, m.Position, prev, m.State)
		}
		marked[k] = m.State
	}
	e := newEngine(s)
	defer e.release()
	res := CheckResult{Contradiction: e.total == 0, Mistakes: []Mark{}, Hints: []Mark{}}
	if res.Contradiction {
		return res, nil
	}
	counts, _ := e.target()
	for _, m := range marks {
		n := counts[m.Position-1][MustTile(m.Tile)]
		if (m.State == MarkOut && n != 0) || (m.State == MarkCertain && n != e.total) {
			res.Mistakes = append(res.Mistakes, m)
		}
	}
	for p := range counts {
		for _, t := range AllTileIDs() {
			n, have := counts[p][t], marked[key{p + 1, t}]
			switch {
			case n == 0 && have != MarkOut:
				res.Hints = append(res.Hints, Mark{p + 1, t.String(), MarkOut})
			case n == e.total && have != MarkCertain:
				res.Hints = append(res.Hints, Mark{p + 1, t.String(), MarkCertain})
			}
		}
	}
	return res, nil
}
