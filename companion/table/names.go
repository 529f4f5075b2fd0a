package table

import (
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/teach"
)

// Table-level event kinds besides undo, end and rollback: they are facts
// about the table, the same for every game, so the game's fold never sees them.
const (
	// KindName names a seat (Data: nameData). A seat names itself when it
	// joins; the host may rename any seat. It is not a game move, so undo
	// passes over it.
	KindName = "seat.name"
	// KindNext says a rematch table follows this one (Data: nextData): every
	// page of this table moves to its own place at the next one.
	KindNext = "table.next"
)

type nameData struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Color string `json:"color,omitempty"`
}

type nextData struct {
	Table  string   `json:"table"`
	Tokens []string `json:"tokens"` // the next table's seat tokens, by seat: each seat's view carries only its own
}

// tableKind says whether the table itself handles events of this kind.
func tableKind(kind string) bool {
	switch kind {
	case companion.KindUndo, companion.KindEnd, companion.KindRollback, KindName, KindNext, KindChange, KindAllow, KindLogRead, KindClaim, KindMove:
		return true
	}
	return teach.IsKind(kind)
}

// decideName checks a "name" command: a seat names itself, the host names
// any seat ({"seat": n}).
func decideName(c companion.Command, players int) (companion.Change, error) {
	var a struct {
		Seat  *int   `json:"seat"`
		Name  string `json:"name"`
		Color string `json:"color"`
	}
	if err := c.Args(&a); err != nil {
		return companion.Change{}, err
	}
	seat := int(c.Actor)
	switch {
	case c.Actor == companion.Host:
		if a.Seat == nil || *a.Seat < 0 || *a.Seat >= players {
			return companion.Change{}, companion.Bad("say which seat to name")
		}
		seat = *a.Seat
	case c.Actor < 0 || seat >= players:
		return companion.Change{}, companion.Errorf(companion.Forbidden, "only a player or the host can name a seat")
	case a.Seat != nil && *a.Seat != seat:
		return companion.Change{}, companion.Errorf(companion.Forbidden, "a player names only their own seat")
	}
	name, err := companion.CleanName(a.Name)
	if err != nil {
		return companion.Change{}, err
	}
	if a.Color != "" && !validColor(a.Color) {
		return companion.Change{}, companion.Bad("unknown colour %q", a.Color)
	}
	return companion.Change{Kind: KindName, Data: nameData{Seat: seat, Name: name, Color: a.Color}}, nil
}

func validColor(c string) bool {
	for _, x := range companion.Colors {
		if x == c {
			return true
		}
	}
	return false
}

// Names returns the seats' chosen names.
func (t *Table) Names() []companion.SeatName {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]companion.SeatName(nil), t.names...)
}

// PlayerWord names a seat as this table does (its chosen name, else
// "Player 2"), for lines the host console shows.
func (t *Table) PlayerWord(seat int) companion.Word {
	t.mu.Lock()
	defer t.mu.Unlock()
	return companion.PlayerWord(t.names, seat)
}
