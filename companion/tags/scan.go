package tags

import (
	"encoding/json"
	"sync"

	"github.com/tablemate/tablemate/companion"
)

// ScanCommand is the command type a read becomes; its actor is companion.Reader.
const ScanCommand = "scan"

// ScanArgs are the arguments of a "scan" command, decided by the game.
type ScanArgs struct {
	Tag       string `json:"tag"`       // the physical tag, as read
	Set       Set    `json:"set"`       // the registered component set
	Component string `json:"component"` // the canonical component id, valid in Set
	Reader    string `json:"reader"`    // the reader's configured name
	// Seat is the seat the host console says is being dealt; nil lets the
	// game choose (for example the first seat whose rack is not full).
	Seat *int `json:"seat,omitempty"`
}

// Command builds the companion command for a read.
func (a ScanArgs) Command() companion.Command {
	data, _ := json.Marshal(struct {
		Type string `json:"type"`
		ScanArgs
	}{ScanCommand, a})
	return companion.Command{Actor: companion.Reader, Type: ScanCommand, Data: data}
}

// Describer turns the events an accepted scan produced into one line for
// the host console. It must not name pieces of a secret set.
type Describer func(events []companion.Event) string

var (
	describeMu sync.RWMutex
	describers = map[string]Describer{}
)

// RegisterDescriber sets a game's Describer (games call it in init).
func RegisterDescriber(game string, d Describer) {
	describeMu.Lock()
	defer describeMu.Unlock()
	describers[game] = d
}

func describer(game string) Describer {
	describeMu.RLock()
	defer describeMu.RUnlock()
	return describers[game]
}
