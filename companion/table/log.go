package table

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/teach"
)

// history is a table's log with what undo, redo and rollback made of it,
// kept up to date event by event so that neither a view nor an undo has to
// scan the whole log.
//
// An undo event targets an earlier event; an effective undo of an undo
// re-activates that undo's target ("redo"). A rollback event (the host's way
// out of a quarantine) drops every event between the last good one and
// itself; the dropped rows stay in the log for inspection.
type eventLog struct {
	events []companion.Event
	// moves are the indexes in events of every event that is not a note
	// (see note): undo, redo and a refold look only at these, so none of
	// them grows with a notepad.
	moves []int
	// note says whether a kind is a seat's note the table carries over a
	// refold instead of replaying it (see NoteKeeper); nil: none is.
	note   func(kind string) bool
	undone map[int64]bool // taken back by an effective undo
	// dropped[seq] marks events a rollback set aside.
	dropped map[int64]bool
}

type rollbackData struct {
	To int64 `json:"to"` // the last event kept
}

func newEventLog() *eventLog {
	return &eventLog{undone: map[int64]bool{}, dropped: map[int64]bool{}}
}

// last is the seq of the last event (seqs are 1, 2, 3, ...; only rows a
// rollback set aside may leave a gap).
func (h *eventLog) last() int64 {
	if len(h.events) == 0 {
		return 0
	}
	return h.events[len(h.events)-1].Seq
}

// at returns the event with the given seq.
func (h *eventLog) at(seq int64) (companion.Event, bool) {
	if i := seq - 1; i >= 0 && i < int64(len(h.events)) && h.events[i].Seq == seq {
		return h.events[i], true // the usual case: no gap
	}
	i := sort.Search(len(h.events), func(i int) bool { return h.events[i].Seq >= seq })
	if i < len(h.events) && h.events[i].Seq == seq {
		return h.events[i], true
	}
	return companion.Event{}, false
}

// push appends an event to the log, and to the moves unless it is a note.
func (h *eventLog) push(e companion.Event) {
	if h.note == nil || !h.note(e.Kind) {
		h.moves = append(h.moves, len(h.events))
	}
	h.events = append(h.events, e)
}

// truncate keeps the first n events.
func (h *eventLog) truncate(n int) {
	h.events = h.events[:n]
	for len(h.moves) > 0 && h.moves[len(h.moves)-1] >= n {
		h.moves = h.moves[:len(h.moves)-1]
	}
}

// isNote says whether the event is a note the table carries over a refold.
func (h *eventLog) isNote(e companion.Event) bool { return h.note != nil && h.note(e.Kind) }

// movesAfter is the index in moves of the first move after seq.
func (h *eventLog) movesAfter(seq int64) int {
	return sort.Search(len(h.moves), func(i int) bool { return h.events[h.moves[i]].Seq > seq })
}

// skipped says whether the fold leaves the event out.
func (h *eventLog) skipped(e companion.Event) bool {
	return tableKind(e.Kind) || h.undone[e.Seq] || h.dropped[e.Seq]
}

// add appends an event the table decided (or one replayed from the store,
// already checked by check) and returns the seq of the earliest event whose
// effect it changed: for a game move its own seq, for an undo or a redo the
// move it takes back or restores, for a rollback the first event dropped.
func (h *eventLog) add(e companion.Event) int64 {
	h.push(e)
	switch e.Kind {
	case companion.KindUndo:
		// The target is taken back. If it was itself an undo, its own target
		// counts again, and so on down the chain (an undo of a redo undoes
		// again). By construction only one effective undo targets an event.
		target := undoTargetOf(e)
		off := true
		for {
			if off {
				h.undone[target] = true
			} else {
				delete(h.undone, target)
			}
			t, ok := h.at(target)
			if !ok || t.Kind != companion.KindUndo {
				return target
			}
			target, off = undoTargetOf(t), !off
		}
	case companion.KindRollback:
		var d rollbackData
		_ = json.Unmarshal(e.Data, &d)
		for s := d.To + 1; s < e.Seq; s++ {
			h.dropped[s] = true
		}
		// An undo among the dropped events no longer counts.
		h.undone = undoneSet(h.events, h.dropped)
		return d.To + 1
	}
	return e.Seq
}

func undoTargetOf(e companion.Event) int64 {
	var d undoData
	_ = json.Unmarshal(e.Data, &d)
	return d.Target
}

// check says what is wrong with a stored event before it is replayed: its
// place in the sequence, and the table's own kinds. (The game checks its
// own kinds when it applies them.)
func (h *eventLog) check(e companion.Event) error {
	if e.Seq != h.last()+1 {
		return fmt.Errorf("event %d follows event %d: the sequence is broken", e.Seq, h.last())
	}
	if len(e.Data) > 0 && !json.Valid(e.Data) {
		return fmt.Errorf("the event's data is not valid JSON")
	}
	switch e.Kind {
	case companion.KindUndo:
		var d undoData
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return fmt.Errorf("an undo that does not decode: %v", err)
		}
		t, ok := h.at(d.Target)
		if !ok || h.dropped[d.Target] {
			return fmt.Errorf("an undo of event %d, which is not in the log", d.Target)
		}
		if h.undone[d.Target] {
			return fmt.Errorf("an undo of event %d, which was already undone", d.Target)
		}
		if t.Kind != companion.KindUndo && tableKind(t.Kind) {
			return fmt.Errorf("an undo of event %d (%s), which cannot be undone", d.Target, t.Kind)
		}
	case companion.KindRollback:
		var d rollbackData
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return fmt.Errorf("a rollback that does not decode: %v", err)
		}
		if d.To < 0 || d.To >= e.Seq {
			return fmt.Errorf("a rollback to event %d, which is not before it", d.To)
		}
	case "":
		return fmt.Errorf("an event without a kind")
	}
	return nil
}

// undoTarget returns the latest effective game move, the one "undo" takes back.
func (h *eventLog) undoTarget(st companion.State) (int64, bool) {
	for i := len(h.moves) - 1; i >= 0; i-- { // a note is never a move to take back
		e := h.events[h.moves[i]]
		if e.Kind == companion.KindRollback {
			return 0, false // nothing before a rollback is taken back
		}
		if h.skipped(e) || !st.Undoable(e.Kind) {
			continue
		}
		return e.Seq, true
	}
	return 0, false
}

// redoTarget returns the latest effective undo, provided no game move came
// after it: redoing then restores exactly the state its target was decided
// against, so the fold stays legal.
func (h *eventLog) redoTarget(st companion.State) (int64, bool) {
	for i := len(h.moves) - 1; i >= 0; i-- { // notes neither block nor are redone
		e := h.events[h.moves[i]]
		if h.undone[e.Seq] || h.dropped[e.Seq] {
			continue
		}
		switch {
		case e.Kind == companion.KindUndo:
			return e.Seq, true
		case e.Kind == KindName, e.Kind == KindNext, e.Kind == KindChange, e.Kind == KindAllow, e.Kind == KindLogRead,
			e.Kind == KindClaim, e.Kind == KindMove, teach.IsKind(e.Kind):
			continue // table facts: neither a move nor an undo
		case e.Kind == companion.KindRollback, st.Undoable(e.Kind):
			return 0, false
		}
	}
	return 0, false
}

// undoneSet works out from scratch which events an undo has taken back
// (one backward pass: an event is undone if a later, itself effective, undo
// targets it). The table keeps the same set incrementally in history; the
// core tests check the two agree.
func undoneSet(events []companion.Event, dropped map[int64]bool) map[int64]bool {
	undone := map[int64]bool{}
	for i := len(events) - 1; i >= 0; i-- {
		e := events[i]
		if e.Kind != companion.KindUndo || undone[e.Seq] || dropped[e.Seq] {
			continue
		}
		var d undoData
		if e.Decode(&d) == nil {
			undone[d.Target] = true
		}
	}
	return undone
}

// endFault compares a stored log with what the table wrote (head: its last
// seq and running digest, kept with the events): a log that replays may
// still have lost its tail, gained a row (a duplicate, a row copied from
// another table) or had a row changed. nil when they agree or head is not
// known (a table last written before heads were kept).
func endFault(head *LogHead, events []companion.Event) *companion.Fault {
	if head == nil {
		return nil
	}
	last, digest := int64(0), ""
	for _, e := range events {
		if e.Seq > head.Seq {
			break
		}
		last, digest = e.Seq, ChainDigest(digest, e)
	}
	switch {
	case last < head.Seq:
		return &companion.Fault{Seq: last + 1, Reason: fmt.Sprintf("the log ends at event %d, but the table wrote it up to event %d: its last events are missing", last, head.Seq)}
	case digest != head.Digest:
		return &companion.Fault{Seq: head.Seq, NoRollback: companion.NoRollbackAltered,
			Reason: fmt.Sprintf("the rows of its log up to event %d are not the ones the table wrote (changed, or copied from another table)", head.Seq)}
	case len(events) > 0 && events[len(events)-1].Seq > head.Seq:
		return &companion.Fault{Seq: head.Seq + 1, Reason: fmt.Sprintf("the log goes on after event %d, the last one the table wrote: a row was added to it (a duplicate, or one copied from another table)", head.Seq)}
	}
	return nil
}

// checkTableEvent says what is wrong with a stored event of the table's
// own before it is replayed: who wrote it, and its data (the game checks
// its own kinds when it applies them).
func checkTableEvent(e companion.Event, players int) error {
	if e.Actor != companion.Host && e.Actor != companion.Reader && (e.Actor < 0 || int(e.Actor) >= players) {
		return fmt.Errorf("an event by actor %d, whom this table of %d players does not have", e.Actor, players)
	}
	if err := checkEntryData(e, players); err != nil {
		return err
	}
	if teach.IsKind(e.Kind) {
		return teach.CheckEvent(e, players)
	}
	switch e.Kind {
	case KindClaim:
		var d claimData
		if json.Unmarshal(e.Data, &d) != nil || d.Seat != int(e.Actor) || d.Device == "" {
			return fmt.Errorf("a seat's claim that does not name its own seat and device")
		}
	case KindMove:
		var d moveData
		if json.Unmarshal(e.Data, &d) != nil || e.Actor != companion.Host || d.Seat < 0 || d.Seat >= players || d.Token == "" {
			return fmt.Errorf("a seat's move that is not the host's or names no seat and link")
		}
	}
	return nil
}
