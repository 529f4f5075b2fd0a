package companion

// undoneSet works out which events an undo has taken back. An undo event
// targets an earlier event; an effective undo of an undo re-activates that
// undo's target ("redo"). Targets are always earlier, so one backward pass
// decides every event: an event is undone if a later, itself effective, undo
// targets it.
func undoneSet(events []Event) map[int64]bool {
	undone := map[int64]bool{}
	for i := len(events) - 1; i >= 0; i-- {
		e := events[i]
		if e.Kind != KindUndo || undone[e.Seq] {
			continue
		}
		var d undoData
		if e.Decode(&d) == nil {
			undone[d.Target] = true
		}
	}
	return undone
}

// fold computes a state from the initial state and the whole log: the state
// is a pure function of the events, which is what makes replay after a
// restart equal the live state.
func fold(initial State, events []Event) State {
	undone := undoneSet(events)
	st := initial
	for _, e := range events {
		if e.Kind == KindUndo || e.Kind == KindEnd || undone[e.Seq] {
			continue
		}
		st = st.Apply(e)
	}
	return st
}

// undoTarget returns the latest effective game move, the one "undo" takes back.
func undoTarget(st State, events []Event) (int64, bool) {
	undone := undoneSet(events)
	for i := len(events) - 1; i >= 0; i-- {
		e := events[i]
		if e.Kind == KindUndo || e.Kind == KindEnd || undone[e.Seq] || !st.Undoable(e.Kind) {
			continue
		}
		return e.Seq, true
	}
	return 0, false
}

// redoTarget returns the latest effective undo, provided no game move came
// after it: redoing then restores exactly the state its target was decided
// against, so the fold stays legal.
func redoTarget(st State, events []Event) (int64, bool) {
	undone := undoneSet(events)
	for i := len(events) - 1; i >= 0; i-- {
		e := events[i]
		if undone[e.Seq] {
			continue
		}
		if e.Kind == KindUndo {
			return e.Seq, true
		}
		if st.Undoable(e.Kind) {
			return 0, false
		}
	}
	return 0, false
}
