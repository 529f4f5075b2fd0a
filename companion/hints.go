package companion

import (
	"context"
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

// Job is work computed from a snapshot of one seat's knowledge, outside the
// table's lock. It should give up (returning ctx.Err()) between its steps
// once ctx is done: the seat's state has moved on, or nobody waits any more.
type Job func(ctx context.Context) (any, error)

// Hinter is implemented by deduction games. HintJob takes a snapshot of what
// the seat knows (under the table's lock, so it must be quick) and returns
// the work that computes the hints from that snapshot alone; the table runs
// it outside the lock, because a solve may take a while.
type Hinter interface {
	HintJob(seat Actor, req HintRequest) (Job, error)
}
