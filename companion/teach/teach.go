package teach

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"github.com/tablemate/tablemate/companion"
)

// First-game mode: a phone teaches each rule the moment it first matters,
// with the player's own situation as the example. The host turns it on for
// a whole table (Settings.FirstGame); each seat turns it on or off for
// itself ("처음이에요"), and what became of each tip is the seat's own
// private events: its phone showed it (KindSeen), the player put it away or
// its moment passed while it was shown (KindDone). So "once per seat and
// game" holds across a reload, a restart and a new phone.
const (
	KindSwitch = "seat.teach" // a seat turned first-game tips on or off (Data: switchData); private
	KindSeen   = "tip.seen"   // a seat's phone showed a tip (Data: tipData); private
	KindDone   = "tip.done"   // a seat dismissed a tip, or its moment passed once seen (Data: tipData); private
)

type switchData struct {
	On bool `json:"on"`
}

type tipData struct {
	Tip string `json:"tip"`
	// Passed: written by the table, not the player: the tip was shown and
	// then stopped applying, so it never returns.
	Passed bool `json:"passed,omitempty"`
}

// Tips is what a seat's page shows of first-game mode.
type Tips struct {
	// On says whether first-game tips are on for this seat: the seat's own
	// switch if it used it, else the table's setting.
	On    bool `json:"on"`
	Table bool `json:"table"` // the host's setting for the whole table
	// Tips holds at most one tip, the current one: a newcomer reads one
	// thing at a time, and the next shows once it is put away or its
	// moment passes.
	Tips []companion.Tip `json:"tips"`
	Seq  int64           `json:"seq"`
}

// IsKind says whether an event kind is a seat's first-game event: private
// to the seat, and neither a move nor an undo.
func IsKind(kind string) bool {
	return kind == KindSwitch || kind == KindSeen || kind == KindDone
}

// IsCommand says whether a command is a seat's own first-game setting.
func IsCommand(typ string) bool { return typ == "teach" || typ == "tip.seen" || typ == "tip.done" }

// Seats is every seat's first-game settings, folded from their private
// events. The zero value is a table where no seat used first-game mode.
type Seats struct {
	seats map[companion.Actor]*seat
}

// seat is one seat's first-game settings.
type seat struct {
	set  bool // the seat used its switch
	on   bool
	seen map[string]bool
	done map[string]bool
}

// pending says whether a tip was shown and is not done yet.
func (st *seat) pending() bool {
	for id := range st.seen {
		if !st.done[id] {
			return true
		}
	}
	return false
}

// Decide checks a seat's "teach" ({"on": bool}), "tip.seen" or "tip.done"
// ({"tip": id}) command. A tip seen or done already changes nothing (no
// change).
func (s *Seats) Decide(c companion.Command, players int) ([]companion.Change, error) {
	if c.Actor < 0 || int(c.Actor) >= players {
		return nil, companion.Detailed(companion.Forbidden, "only a player can do this", "only a seat may change its first-game tips")
	}
	if c.Type == "teach" {
		var a switchData
		if err := c.Args(&a); err != nil {
			return nil, err
		}
		return []companion.Change{{Kind: KindSwitch, Data: a}}, nil
	}
	var a tipData
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	if a.Tip == "" || len(a.Tip) > 64 {
		return nil, companion.Bad("a tip id is 1 to 64 characters")
	}
	kind := KindDone
	if c.Type == "tip.seen" {
		kind = KindSeen
	}
	if st := s.seats[c.Actor]; st != nil && (st.done[a.Tip] || kind == KindSeen && st.seen[a.Tip]) {
		return nil, nil
	}
	return []companion.Change{{Kind: kind, Data: tipData{Tip: a.Tip}}}, nil // Passed is the table's word only
}

// CheckEvent says what is wrong with a stored first-game event: a seat's
// own, with its data as the table writes it.
func CheckEvent(e companion.Event, players int) error {
	if e.Actor < 0 || int(e.Actor) >= players {
		return fmt.Errorf("a first-game %s by actor %d, which is not a seat of this table", e.Kind, e.Actor)
	}
	if e.Kind == KindSwitch {
		var d switchData
		if json.Unmarshal(e.Data, &d) != nil {
			return fmt.Errorf("a first-game switch whose data is not {\"on\": true or false}")
		}
		return nil
	}
	var d tipData
	if json.Unmarshal(e.Data, &d) != nil || d.Tip == "" || len(d.Tip) > 64 {
		return fmt.Errorf("a %s whose data names no tip", e.Kind)
	}
	return nil
}

// Fold counts a seat's first-game event (IsKind) of a table of players.
func (s *Seats) Fold(e companion.Event, players int) {
	if e.Actor < 0 || int(e.Actor) >= players {
		return
	}
	if s.seats == nil {
		s.seats = map[companion.Actor]*seat{}
	}
	st := s.seats[e.Actor]
	if st == nil {
		st = &seat{seen: map[string]bool{}, done: map[string]bool{}}
		s.seats[e.Actor] = st
	}
	switch e.Kind {
	case KindSwitch:
		var d switchData
		if json.Unmarshal(e.Data, &d) == nil {
			st.set, st.on = true, d.On
		}
	case KindSeen:
		var d tipData
		if json.Unmarshal(e.Data, &d) == nil {
			st.seen[d.Tip] = true
		}
	case KindDone:
		var d tipData
		if json.Unmarshal(e.Data, &d) == nil {
			st.done[d.Tip] = true
		}
	}
}

// On says whether first-game tips are on for a seat: its own switch if it
// used it, else the table's setting (firstGame).
func (s *Seats) On(a companion.Actor, firstGame bool) bool {
	if st := s.seats[a]; st != nil && st.set {
		return st.on
	}
	return firstGame
}

// Passed is the server's half of "once per seat and game": a tip the
// seat's phone has shown that no longer applies (is not among applying)
// has had its moment, and the changes it returns (tip.done, Passed, in the
// seat's name) say so, so it never returns however the table moves on.
// The table writes them only when the seat itself asks for its tips, never
// inside another actor's command: what a command costs must not depend on
// other seats' tips.
func (s *Seats) Passed(a companion.Actor, applying []companion.Tip) []companion.Change {
	st := s.seats[a]
	if st == nil || !st.pending() {
		return nil
	}
	now := map[string]bool{}
	for _, tip := range applying {
		now[tip.ID] = true
	}
	var changes []companion.Change
	for _, id := range slices.Sorted(maps.Keys(st.seen)) {
		if !st.done[id] && !now[id] {
			changes = append(changes, companion.Change{Kind: KindDone, Data: tipData{Tip: id, Passed: true}})
		}
	}
	return changes
}

// Current is the seat's current tip, of those applying now (in the order
// the game gives them): the first the seat has not put away, marked Seen
// once its phone showed it. A tip put away, or whose moment passed after
// the phone showed it, is never offered again. It is empty or one tip.
func (s *Seats) Current(a companion.Actor, applying []companion.Tip) []companion.Tip {
	st := s.seats[a]
	for _, tip := range applying {
		if st != nil && st.done[tip.ID] {
			continue
		}
		tip.Seen = st != nil && st.seen[tip.ID]
		return []companion.Tip{tip}
	}
	return []companion.Tip{}
}
