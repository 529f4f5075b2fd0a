package companion

import (
	"fmt"

	"github.com/tablemate/tablemate/solver/korean"
)

// Said is a sentence in both languages, for a page to show in its reader's.
type Said struct {
	EN string `json:"en"`
	KO string `json:"ko"`
}

// UndoNote tells every page what the table's latest undo or redo did, as
// long as it is the latest public event: "the host undid Minji's question".
// It names only what Recount names (never a secret tile or card), and a
// seat's private notes after it neither hide it nor change it, so it says
// nothing about them.
type UndoNote struct {
	// At counts the public events up to the undo: a new undo has a new At,
	// the same for every page.
	At   int64 `json:"at"`
	Redo bool  `json:"redo,omitempty"`
	Said
}

// recountLocked words one game move for the undo notes and the host's
// confirmation, naming players as the table does.
func (t *Table) recountLocked(e Event) Said {
	g, err := GameFor(t.Info.Settings.Game)
	if err != nil || g.Recount == nil {
		return Said{EN: "a move", KO: "한 수"}
	}
	w := g.Recount(e, func(seat int) Word { return PlayerWord(t.names, seat) })
	return Said{EN: w.EN, KO: korean.Fill(w.In("ko"))}
}

// undoNoteLocked is the note of the latest undo or redo, nil when a public
// event came after it.
func (t *Table) undoNoteLocked() *UndoNote {
	var after int64 // private events after it
	for i := len(t.hist.events) - 1; i >= 0; i-- {
		e := t.hist.events[i]
		if teachKind(e.Kind) || (t.state != nil && t.state.Private(e.Kind)) {
			after++
			continue
		}
		if e.Kind == KindClaim || e.Kind == KindMove || e.Kind == KindName {
			continue // a phone taking its seat, or a name, is no move: the note stays
		}
		if e.Kind != KindUndo || t.hist.dropped[e.Seq] {
			return nil
		}
		target, ok := t.hist.at(undoTargetOf(e))
		redo := false
		for ok && target.Kind == KindUndo {
			target, ok = t.hist.at(undoTargetOf(target))
			redo = !redo
		}
		if !ok {
			return nil
		}
		return &UndoNote{At: e.Seq - (t.privateTotal - after), Redo: redo, Said: t.recountLocked(target)}
	}
	return nil
}

// PlaceSaid is a player's own result in a sentence, for their view once
// the game has placed them: "1위예요!" / "You won!", "2위예요." / "You
// placed 2nd." (shared places read the same). Pages show it instead of
// the player's name in a list ("(나)").
func PlaceSaid(place int) *Said {
	if place == 1 {
		return &Said{KO: "1위예요! 이겼습니다.", EN: "You won!"}
	}
	return &Said{KO: fmt.Sprintf("%d위예요.", place), EN: fmt.Sprintf("You placed %s.", ordinal(place))}
}

// ordinal writes an English ordinal: 1st, 2nd, 3rd, 4th, 11th.
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}
