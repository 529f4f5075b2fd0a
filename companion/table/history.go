package table

import (
	"bytes"
	"encoding/json"
	"time"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/history"
)

// finishedLocked says whether the game is done: over by its rules, or ended
// by the host once it was under way.
func (t *Table) finishedLocked() bool {
	if t.state == nil || t.fault != nil {
		return false
	}
	if t.state.Phase() == companion.PhaseOver {
		return true
	}
	return t.ended && t.state.Phase() == companion.PhasePlay
}

// Finished says whether the table's game is done (over, or ended while under way).
func (t *Table) Finished() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.finishedLocked() || (t.ended && t.state != nil)
}

// recordLocked builds the table's history record from its log and its
// public view.
func (t *Table) recordLocked() history.Record {
	set := t.Info.Settings
	r := history.Record{Table: t.Info.ID, Game: set.Game, Players: set.Players, Hints: set.Hints, Options: set.Options,
		Started: t.Info.Created, Finished: t.Info.Created}
	for _, n := range t.names {
		r.Names = append(r.Names, n.Name)
	}
	first := true
	for _, e := range t.hist.events {
		if t.hist.skipped(e) && e.Kind != companion.KindEnd || t.state.Private(e.Kind) {
			continue // a seat's notes are not the game's time
		}
		if first {
			r.Started, first = e.At, false
		}
		r.Finished = e.At // the last move (or the end) is when the game finished
	}
	r.Seconds = int64(r.Finished.Sub(r.Started) / time.Second)
	over := t.state.Phase() == companion.PhaseOver
	r.Ended = !over
	g, err := companion.GameFor(set.Game)
	if err == nil && g.Result != nil {
		res := g.Result(t.viewLocked(companion.Display))
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
func (t *Table) recordChange() []history.Change {
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
		return []history.Change{{Table: t.Info.ID, Record: &r}}
	case t.recorded != nil:
		return []history.Change{{Table: t.Info.ID}}
	}
	return nil
}

// kept remembers what the store now holds of the table's record.
func (t *Table) kept(keep []history.Change) {
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
func (t *Table) Unrecorded() *history.Record {
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
