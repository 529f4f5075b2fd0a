package companion

import (
	"fmt"
)

// Fault says why a table was set aside (quarantined): its log does not
// replay from the event at Seq on. The rest of the service goes on.
type Fault struct {
	Seq    int64  `json:"seq"`
	Reason string `json:"reason"`
	// NoRollback, when set, says why a rollback cannot repair the table
	// (one of the NoRollback... reasons): the host's way out is to archive it.
	NoRollback string `json:"no_rollback,omitempty"`
}

// Why a set-aside table cannot be rolled back: nothing of its log can be
// replayed, so there is no last good event to go back to.
const (
	NoRollbackDamagedRow    = "damaged_row"    // the table's own row does not decode
	NoRollbackUnreadableLog = "unreadable_log" // its events cannot be read
	NoRollbackUnknownGame   = "unknown_game"   // this version does not know its game
	NoRollbackSettings      = "settings"       // its game refuses its settings
	NoRollbackAltered       = "altered"        // rows were changed where no check can tell
)

func (f *Fault) Error() string { return fmt.Sprintf("event %d: %s", f.Seq, f.Reason) }

// NoteKeeper is implemented by states whose notes (the kinds that are
// Private and not Undoable: a seat's notepad) change nothing but the notes,
// and whose notes nothing else changes. An undo or a redo then refolds the
// game's moves only and carries the notes over, so it costs the same however
// many notes were taken. Private and Undoable must depend on the kind alone.
type NoteKeeper interface {
	// CarryNotes returns the state with its notes replaced by from's: a
	// state of the same table, which the table drops afterwards.
	CarryNotes(from State) State
}
