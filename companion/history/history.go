package history

import (
	"encoding/json"
	"time"

	"github.com/tablemate/tablemate/companion"
)

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
	Ended  bool             `json:"ended,omitempty"`
	Result companion.Result `json:"result"`
}
