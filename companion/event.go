package companion

import (
	"encoding/json"
	"time"
)

// Actor identifies who caused an event: a seat (0-based), the host, or a reader.
type Actor int

// Special actors. Seats are 0, 1, 2, ...
const (
	Host    Actor = -1
	Reader  Actor = -2 // a hardware reader, through the tag registry
	Display Actor = -3 // the public table display: never acts, only views
)

// Event is one durable fact in a table's log. Data is the game's own JSON.
type Event struct {
	Table string          `json:"table"`
	Seq   int64           `json:"seq"` // 1, 2, 3, ... per table
	Kind  string          `json:"kind"`
	Actor Actor           `json:"actor"`
	Data  json.RawMessage `json:"data,omitempty"`
	At    time.Time       `json:"at"`
	// Key is the client's key of the command that wrote this event (on its
	// last event only), so a resend of it is recognised after a restart.
	Key string `json:"key,omitempty"`
}

// Decode unmarshals the event's data into v.
func (e Event) Decode(v any) error { return json.Unmarshal(e.Data, v) }

// Change is an event a game decided on, before it has a sequence number.
type Change struct {
	Kind string
	Data any
}

// Command is a request to change a table, from a seat, the host or a reader.
// Type names the action; Data holds its JSON arguments.
type Command struct {
	Actor Actor
	Type  string
	Data  json.RawMessage
	// Key, when set, names this command once and for all (a page makes one
	// per tap): a resend with the same key after a lost reply does not act
	// again (see Table.Do).
	Key string
}

// MaxKeyLen bounds a command's key (a UUID is 36 characters).
const MaxKeyLen = 64

// Args unmarshals the command's arguments into v, refusing malformed JSON
// with a sentence a person can read (which field wants what).
func (c Command) Args(v any) error {
	if len(c.Data) == 0 {
		return nil
	}
	if err := json.Unmarshal(c.Data, v); err != nil {
		return BadJSON(err)
	}
	return nil
}

// Generic event kinds that the Table handles itself, for every game.
const (
	KindUndo = "undo"      // Data: {"target": seq}; toggles the target (an undo of an undo redoes)
	KindEnd  = "table.end" // the host ended the table
	// KindRollback sets aside every event after Data's {"to": seq} (the
	// host's way out of a quarantine); the rows stay in the log.
	KindRollback = "table.rollback"
)
