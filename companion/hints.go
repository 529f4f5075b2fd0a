package companion

import (
	"sync"
)

// Hint levels a host may choose per table (some groups want no help).
const (
	HintsOff           = "off"           // nothing
	HintsCheck         = "check"         // "check my notes": my mistaken marks; open deductions on request
	HintsPossibilities = "possibilities" // + what is still possible, and whether it is solved
	HintsFull          = "full"          // + exact probabilities and the best questions
)

// hintLevel checks a host's choice of hint level for this game: empty means
// the most help the game offers; a game without hints is always "off".
func (g *Game) hintLevel(level string) (string, error) {
	switch level {
	case "", HintsOff, HintsCheck, HintsPossibilities, HintsFull:
	default:
		return "", Bad("unknown hint level %q (off, check, possibilities, full)", level)
	}
	if len(g.Hints) == 1 && g.Hints[0] == HintsOff {
		return HintsOff, nil
	}
	if level == "" {
		return g.Hints[0], nil
	}
	for _, h := range g.Hints {
		if h == level {
			return level, nil
		}
	}
	return "", Bad("unknown hint level %q (off, check, possibilities, full)", level)
}

// HintRequest says what a seat asks for.
type HintRequest struct {
	Level string // the table's level, filled in by the Table
	Open  bool   // also list the deductions the seat has not marked yet (a spoiler, so on request)
}

// Hinter is implemented by deduction games. HintJob takes a snapshot of what
// the seat knows (under the table's lock, so it must be quick) and returns
// the work that computes the hints from that snapshot alone; the table runs
// it outside the lock, because a solve may take a while.
type Hinter interface {
	HintJob(seat Actor, req HintRequest) (func() (any, error), error)
}

// hintKey identifies a cached answer: the seat, what it knew, what it asked.
type hintKey struct {
	seat Actor
	seq  int64
	open bool
}

type hintCache struct {
	mu sync.Mutex
	m  map[hintKey]any
}

// Hints computes the seat's hints at the table's level, from the seat's
// knowledge only. Results are cached until the seat learns something new.
func (t *Table) Hints(seat Actor, open bool) (any, error) {
	t.mu.Lock()
	level := t.Info.Settings.Hints
	h, ok := t.state.(Hinter)
	if !ok || level == HintsOff || level == "" {
		t.mu.Unlock()
		return nil, Errorf(Forbidden, "hints are off at this table", "hints are off at this table")
	}
	if seat < 0 || int(seat) >= t.Info.Settings.Players {
		t.mu.Unlock()
		return nil, Errorf(Forbidden, "only a player can do this", "only a player can ask for hints")
	}
	key := hintKey{seat: seat, seq: t.seqFor(seat), open: open}
	t.hints.mu.Lock()
	if v, ok := t.hints.m[key]; ok {
		t.hints.mu.Unlock()
		t.mu.Unlock()
		return v, nil
	}
	t.hints.mu.Unlock()
	job, err := h.HintJob(seat, HintRequest{Level: level, Open: open})
	t.mu.Unlock()
	if err != nil {
		return nil, err
	}
	v, err := job()
	if err != nil {
		return nil, err
	}
	t.hints.mu.Lock()
	if t.hints.m == nil || len(t.hints.m) > 64 {
		t.hints.m = map[hintKey]any{}
	}
	t.hints.m[key] = v
	t.hints.mu.Unlock()
	return v, nil
}
