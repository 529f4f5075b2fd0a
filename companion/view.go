package companion

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// View is what leaves the server for one actor: the table's envelope, the
// same for every game, with the game's own part (Body) beside it. It encodes
// as one flat JSON object, so pages read v.seq and v.seats alike.
type View struct {
	Game    string `json:"game"`
	Table   string `json:"table"`
	Seq     int64  `json:"seq"` // how many events this actor may know of (see State.Private)
	Phase   string `json:"phase"`
	Seat    *int   `json:"seat,omitempty"` // nil for the host and the display
	Players int    `json:"players"`
	Hints   string `json:"hints"`
	// Names are the seats' chosen names ("" for a seat not named yet) and
	// Colors the colours they picked beside them (see companion.Colors).
	Names  []string `json:"names"`
	Colors []string `json:"colors"`
	// Next is where a seat's or the display's page goes when a rematch
	// table follows this one (its own link only); NextTable is the host's.
	Next      string `json:"next,omitempty"`
	NextTable string `json:"next_table,omitempty"`
	// SetAside says the table was quarantined: its saved log does not
	// replay past some event, so it takes no commands until the host rolls it
	// back. Fault (the host's only) says where and why.
	SetAside bool   `json:"set_aside,omitempty"`
	Fault    *Fault `json:"fault,omitempty"`
	// LogReads counts the host's downloads of the whole log while the table
	// was set aside: every screen says so.
	LogReads int `json:"log_reads,omitempty"`
	// Conflict says the saved entries do not add up (see Entries): every
	// screen shows the same sentence, naming no piece and no seat. Changed
	// is the latest change to a saved entry, EntryLog every change so far
	// (a line each in the public log), Allowed the seats the host allowed
	// to change one: all public.
	Conflict bool          `json:"conflict,omitempty"`
	Ready    bool          `json:"ready,omitempty"` // every entry is in: a change needs the host's OK
	Changed  *EntryChange  `json:"changed,omitempty"`
	EntryLog []EntryChange `json:"entry_log,omitempty"`
	Allowed  []int         `json:"allowed,omitempty"`
	// Claimed says which seats a device holds (left out while none does);
	// Contested lists the seats another device tried to open: the host's
	// for every seat, a seat's own only.
	Claimed   []bool    `json:"claimed,omitempty"`
	Contested []Contest `json:"contested,omitempty"`
	// CanUndo and CanRedo are the host's: other views leave them out.
	CanUndo bool `json:"can_undo,omitempty"`
	CanRedo bool `json:"can_redo,omitempty"`
	// UndoWhat and RedoWhat (the host's) name the move an undo would take
	// back and a redo restore, for the confirmation.
	UndoWhat *Said `json:"undo_what,omitempty"`
	RedoWhat *Said `json:"redo_what,omitempty"`
	// Undone is the latest undo or redo, on every page until the next move.
	Undone *UndoNote `json:"undone,omitempty"`
	// Body is the game's part, from State.View; it must encode as a JSON
	// object whose keys differ from the envelope's.
	Body any `json:"-"`
}

type envelope View // without MarshalJSON

// MarshalJSON writes the envelope's fields, then the body's, in one object.
func (v View) MarshalJSON() ([]byte, error) {
	head, err := json.Marshal(envelope(v))
	if err != nil {
		return nil, err
	}
	if v.Body == nil {
		return head, nil
	}
	body, err := json.Marshal(v.Body)
	if err != nil {
		return nil, err
	}
	body = bytes.TrimSpace(body)
	if len(body) < 2 || body[0] != '{' {
		return nil, fmt.Errorf("companion: a %s view's body is not a JSON object", v.Game)
	}
	if len(body) == 2 { // {}
		return head, nil
	}
	out := make([]byte, 0, len(head)+len(body))
	out = append(out, head[:len(head)-1]...)
	out = append(out, ',')
	return append(out, body[1:]...), nil
}
