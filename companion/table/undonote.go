package table

import (
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/teach"
	"github.com/tablemate/tablemate/solver/korean"
)

// recountLocked words one game move for the undo notes and the host's
// confirmation, naming players as the table does.
func (t *Table) recountLocked(e companion.Event) companion.Said {
	g, err := companion.GameFor(t.Info.Settings.Game)
	if err != nil || g.Recount == nil {
		return companion.Said{EN: "a move", KO: "한 수"}
	}
	w := g.Recount(e, func(seat int) companion.Word { return companion.PlayerWord(t.names, seat) })
	return companion.Said{EN: w.EN, KO: korean.Fill(w.In("ko"))}
}

// undoNoteLocked is the note of the latest undo or redo, nil when a public
// event came after it.
func (t *Table) undoNoteLocked() *companion.UndoNote {
	var after int64 // private events after it
	for i := len(t.hist.events) - 1; i >= 0; i-- {
		e := t.hist.events[i]
		if teach.IsKind(e.Kind) || (t.state != nil && t.state.Private(e.Kind)) {
			after++
			continue
		}
		if e.Kind == KindClaim || e.Kind == KindMove || e.Kind == KindName {
			continue // a phone taking its seat, or a name, is no move: the note stays
		}
		if e.Kind != companion.KindUndo || t.hist.dropped[e.Seq] {
			return nil
		}
		target, ok := t.hist.at(undoTargetOf(e))
		redo := false
		for ok && target.Kind == companion.KindUndo {
			target, ok = t.hist.at(undoTargetOf(target))
			redo = !redo
		}
		if !ok {
			return nil
		}
		return &companion.UndoNote{At: e.Seq - (t.privateTotal - after), Redo: redo, Said: t.recountLocked(target)}
	}
	return nil
}
