package tagiron

import (
	"context"
	"sort"
	"strconv"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Hints is what a seat's hint panel shows; which fields are filled depends
// on the table's hint level (companion.Hints*).
type Hints struct {
	Level         string       `json:"level"`
	Contradiction bool         `json:"contradiction"`
	Mistakes      []rules.Mark `json:"mistakes"`       // marks the clues do not support
	Open          []rules.Mark `json:"open,omitempty"` // deductions not marked yet (on request)
	// possibilities and full:
	Candidates uint64     `json:"candidates,omitempty"`
	Consistent uint64     `json:"consistent,omitempty"`
	Possible   [][]string `json:"possible,omitempty"` // per position, the tiles still possible
	Solved     []string   `json:"solved,omitempty"`
	// Prompt says, once the seat's hints are certain, that it may act on
	// them now (for the page's pinned prompt).
	Prompt *companion.Said `json:"prompt,omitempty"`
	// full only:
	Positions   []map[string]float64 `json:"positions,omitempty"`
	Suggestions []rules.Suggestion   `json:"suggestions,omitempty"`

	// Conflict, on a contradiction, names the entries that cannot all hold (indexes in the seat's log)
	// and which of them the seat entered itself.
	Conflict *companion.ConflictNote `json:"conflict,omitempty"`
}

// Knowledge is exactly what the seat knows, in the solver's terms: its own
// rack, the face-up row, every answer said aloud and its own declarations
// judged wrong.
func (s *State) Knowledge(seat int) rules.SolveRequest {
	req := rules.SolveRequest{Game: rules.GameID, Players: s.players, Seat: seat, Own: ids(s.racks[seat])}
	for _, c := range s.match.Row() {
		req.Row = append(req.Row, c.String())
	}
	for _, e := range s.log {
		if e.Kind == "declare" && e.Seat == seat && e.Correct != nil && !*e.Correct {
			// The seat's own guess, judged wrong: that target is not the truth. Another seat's guess
			// is never heard (3–4 players) or is about the other's own rack (2 players).
			req.Wrong = append(req.Wrong, e.Guess)
		}
		if e.Kind != "ask" {
			continue
		}
		le := rules.LogEntry{Asker: e.Seat, Card: e.Card, Pick: e.Pick, Answers: map[int]rules.Answer{}}
		for k, a := range e.Answers {
			n, _ := strconv.Atoi(k)
			le.Answers[n] = a
		}
		req.Log = append(req.Log, le)
	}
	return req
}

// knowledgeAt maps the entries of Knowledge (its log, then its wrong declarations) to indexes in s.log,
// each with whether the seat entered it itself (its answers come from the tiles it entered; its
// declarations it named).
func (s *State) knowledgeAt(seat int) []struct {
	at   int
	mine bool
} {
	type ref = struct {
		at   int
		mine bool
	}
	var asks, wrong []ref
	for i, e := range s.log {
		switch {
		case e.Kind == "ask":
			_, answered := e.Answers[strconv.Itoa(seat)]
			asks = append(asks, ref{i, answered})
		case e.Kind == "declare" && e.Seat == seat && e.Correct != nil && !*e.Correct:
			wrong = append(wrong, ref{i, true})
		}
	}
	return append(asks, wrong...)
}

// conflict names, on a contradiction, the entries that cannot all hold (rules.FindConflict).
func conflict(know rules.SolveRequest, at []struct {
	at   int
	mine bool
}) (*companion.ConflictNote, error) {
	c, err := companion.Conflicting(func(lang string) (rules.Conflict, bool, error) { return rules.FindConflict(know, lang, nil) },
		func(j int) (int, bool, bool) { return at[j].at, at[j].mine, true })
	if c != nil {
		c.SayMine()
	}
	return c, err
}

func (s *State) marks(seat int) []rules.Mark {
	var out []rules.Mark
	for k, st := range s.notes[seat].marks {
		if st != rules.MarkOut && st != rules.MarkCertain {
			continue // "possible" is a reminder, not a claim
		}
		pos, tile := splitMark(k)
		out = append(out, rules.Mark{Position: pos, Tile: tile, State: st})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Position != out[j].Position {
			return out[i].Position < out[j].Position
		}
		return out[i].Tile < out[j].Tile
	})
	return out
}

// HintJob implements companion.Hinter. The snapshot holds only the seat's
// own knowledge; nothing else of the table reaches the solver.
func (s *State) HintJob(a companion.Actor, req companion.HintRequest) (companion.Job, error) {
	seat := int(a)
	if s.racks[seat] == nil {
		return nil, companion.Refuse("enter your tiles first")
	}
	know, marks, at := s.Knowledge(seat), s.marks(seat), s.knowledgeAt(seat)
	return func(ctx context.Context) (any, error) {
		chk, err := rules.Check(know, marks)
		if err != nil {
			return nil, companion.HintsFailed(err)
		}
		h := Hints{Level: req.Level, Contradiction: chk.Contradiction, Mistakes: nonNilMarks(chk.Mistakes)}
		if h.Contradiction {
			if h.Conflict, err = conflict(know, at); err != nil {
				return nil, companion.HintsFailed(err)
			}
		}
		if req.Open {
			h.Open = nonNilMarks(chk.Hints)
		}
		if req.Level == companion.HintsCheck {
			return h, nil
		}
		if err := ctx.Err(); err != nil {
			return nil, err // the seat moved on: the solve below is not needed
		}
		if req.Level != companion.HintsFull {
			know.Row = nil // no ranking needed below "full"
		}
		res, err := rules.Solve(know)
		if err != nil {
			return nil, companion.HintsFailed(err)
		}
		h.Candidates, h.Consistent = uint64(res.Target.Candidates), res.Consistent
		h.Solved = res.Target.Solved
		if h.Solved != nil {
			h.Prompt = &companion.Said{KO: "이제 정답을 선언할 수 있어요.", EN: "You can declare now: your hints are certain."}
		}
		for _, p := range res.Target.Positions {
			var tiles []string
			for id, pr := range p {
				if pr > 0 {
					tiles = append(tiles, id)
				}
			}
			sort.Slice(tiles, func(i, j int) bool { return tileOrder(tiles[i]) < tileOrder(tiles[j]) })
			h.Possible = append(h.Possible, tiles)
		}
		if req.Level == companion.HintsFull {
			h.Positions = res.Target.Positions
			h.Suggestions = res.Suggestions
		}
		return h, nil
	}, nil
}

func tileOrder(id string) int {
	t, err := rules.ParseTile(id)
	if err != nil {
		return 1 << 10
	}
	return int(t)
}

func nonNilMarks(m []rules.Mark) []rules.Mark {
	if m == nil {
		return []rules.Mark{}
	}
	return m
}
