package tags

import (
	"encoding/json"

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

// describer returns the game's scan Describer (companion.Game.Describe), if any.
func describer(game string) func([]companion.Event, func(int) companion.Word) string {
	if g, err := companion.GameFor(game); err == nil {
		return g.Describe
	}
	return nil
}

// PressCommand is the command type a hardware button press becomes (actor
// companion.Reader) when the table's game registered the button with
// companion.Game.Buttons; undo never becomes one (the Bridge asks the table for
// the host's undo).
const PressCommand = "press"

// The buttons of the table's button box, as package hardware names them.
const (
	ButtonNext    = "next"
	ButtonUndo    = "undo"
	ButtonConfirm = "confirm"
)

// PressArgs are the arguments of a "press" command.
type PressArgs struct {
	Button string `json:"button"` // ButtonNext or ButtonConfirm
	Source string `json:"source"` // the button device's configured name
	// Seat is the seat the host console picked on the source's route, if any.
	Seat *int `json:"seat,omitempty"`
}

// Command builds the companion command for a press.
func (a PressArgs) Command() companion.Command {
	data, _ := json.Marshal(struct {
		Type string `json:"type"`
		PressArgs
	}{PressCommand, a})
	return companion.Command{Actor: companion.Reader, Type: PressCommand, Data: data}
}

// handlesButton says whether the game declared the button in its
// companion.Game.Buttons: only those presses reach its Decide as
// PressCommand; any other is refused by the Bridge with a clear message, so
// a game that declares none needs no code for presses.
func handlesButton(game, name string) bool {
	g, err := companion.GameFor(game)
	if err != nil {
		return false
	}
	for _, b := range g.Buttons {
		if b == name {
			return true
		}
	}
	return false
}

// ScanOf reads a "scan" command's arguments, refusing anyone but a reader
// (or the host's console, which scans as a reader would).
func ScanOf(c companion.Command) (ScanArgs, error) {
	var a ScanArgs
	if c.Actor != companion.Reader && c.Actor != companion.Host {
		return a, companion.Errorf(companion.Forbidden, "only a reader or the host can scan")
	}
	err := c.Args(&a)
	return a, err
}
