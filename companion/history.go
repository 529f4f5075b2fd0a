package companion

import (
	"bytes"
	"encoding/json"
	"time"
)

// Result is how a finished game came out, as its game reads it from the
// public display view (Game.Result): every figure in it is public.
type Result struct {
	// Places holds each seat's place, 1 being first (equal places share a
	// number); 0 means unplaced (the table ended before the game did).
	Places  []int `json:"places"`
	Winners []int `json:"winners"`
	Draw    bool  `json:"draw,omitempty"`
	// Questions counts, per seat, the questions it asked (deduction games).
	Questions []int `json:"questions,omitempty"`
	// Solvers are the seats that solved the puzzle, in a deduction game
	// where more than the winner may (Tagiron's second place); without
	// it the winners are the solvers.
	Solvers []int `json:"solvers,omitempty"`
	// Chips is each seat's net chips over the game and Chart its chips at
	// the start and after each deal (Lexio).
	Chips []int   `json:"chips,omitempty"`
	Chart [][]int `json:"chart,omitempty"`
}

// Record is one finished table in the game-night history: kept in the
// store when a game ends, so it stays when the table's log is long gone
// from anyone's mind.
type Record struct {
	Table    string          `json:"table"`
	Game     string          `json:"game"`
	Players  int             `json:"players"`
	Hints    string          `json:"hints,omitempty"`
	Options  json.RawMessage `json:"options,omitempty"`
	Names    []string        `json:"names"`
	Started  time.Time       `json:"started"`
	Finished time.Time       `json:"finished"`
	Seconds  int64           `json:"seconds"`
	// Ended says the host ended the table before the game was over: it has
	// no places.
	Ended  bool   `json:"ended,omitempty"`
	Result Result `json:"result"`
}

// finishedLocked says whether the game is done: over by its rules, or ended
// by the host once it was under way.
func (t *Table) finishedLocked() bool {
	if t.state == nil || t.fault != nil {
		return false
	}
	if t.state.Phase() == PhaseOver {
		return true
	}
	return t.ended && t.state.Phase() == PhasePlay
}

// Finished says whether the table's game is done (over, or ended while under way).
func (t *Table) Finished() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.finishedLocked() || (t.ended && t.state != nil)
}

// recordLocked builds the table's history record from its log and its
// public view.
func (t *Table) recordLocked() Record {
	set := t.Info.Settings
	r := Record{Table: t.Info.ID, Game: set.Game, Players: set.Players, Hints: set.Hints, Options: set.Options,
		Started: t.Info.Created, Finished: t.Info.Created}
	for _, n := range t.names {
		r.Names = append(r.Names, n.Name)
	}
	first := true
	for _, e := range t.hist.events {
		if t.hist.skipped(e) && e.Kind != KindEnd || t.state.Private(e.Kind) {
			continue // a seat's notes are not the game's time
		}
		if first {
			r.Started, first = e.At, false
		}
		r.Finished = e.At // the last move (or the end) is when the game finished
	}
	r.Seconds = int64(r.Finished.Sub(r.Started) / time.Second)
	over := t.state.Phase() == PhaseOver
	r.Ended = !over
	g, err := GameFor(set.Game)
	if err == nil && g.Result != nil {
		res := g.Result(t.viewLocked(Display))
		if !over { // ended early: what was counted stays, but nobody placed
			res.Places, res.Winners, res.Draw = make([]int, set.Players), []int{}, false
		}
		r.Result = res
	}
	if r.Result.Places == nil {
		r.Result.Places = make([]int, set.Players)
	}
	if r.Result.Winners == nil {
		r.Result.Winners = []int{}
	}
	return r
}

// recordChange is the history record the change just folded keeps: the
// table's record when its game is done (again when it changed, e.g. a
// name), or taking it back when an undo reopened the game. It is written in
// the command's own transaction: the history is a projection of the log.
func (t *Table) recordChange() []RecordChange {
	if p := t.Info.Settings.Practice; p != nil && !p.History {
		return nil // a practice game stays out of the history unless asked
	}
	switch {
	case t.finishedLocked():
		r := t.recordLocked()
		b, _ := json.Marshal(r)
		if t.recorded != nil && bytes.Equal(b, t.recorded) {
			return nil
		}
		return []RecordChange{{Table: t.Info.ID, Record: &r}}
	case t.recorded != nil:
		return []RecordChange{{Table: t.Info.ID}}
	}
	return nil
}

// kept remembers what the store now holds of the table's record.
func (t *Table) kept(keep []RecordChange) {
	for _, k := range keep {
		t.recorded = nil
		if k.Record != nil {
			t.recorded, _ = json.Marshal(k.Record)
		}
	}
}

// Unrecorded is the table's history record when its game is done and the
// store does not hold it from this run (nil otherwise); it is then noted as
// held: the caller writes it, or fails (the service's backfill of the
// tables played before the history existed fails to open).
func (t *Table) Unrecorded() *Record {
	t.mu.Lock()
	defer t.mu.Unlock()
	keep := t.recordChange()
	t.kept(keep)
	for _, k := range keep {
		if k.Record != nil {
			return k.Record
		}
	}
	return nil
}
