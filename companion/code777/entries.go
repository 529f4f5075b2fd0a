package code777

import (
	"strconv"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// Conflict implements companion.Entries: an entry waits for tiles the draw
// pile does not hold.
func (s *State) Conflict() bool {
	for _, r := range s.short {
		if r != nil {
			return true
		}
	}
	return false
}

// Corrects implements companion.Entries: racks, scans and the note sheet may
// be entered while the entries do not add up.
func (s *State) Corrects(command string) bool {
	switch command {
	case "rack", "scan", "mark", "clear_marks", "reshuffle", tags.PressCommand:
		return true
	}
	return false
}

// Replaces implements companion.Entries: a placer (or the host, for a
// neutral rack) enters a rack's tiles again before the game starts.
func (s *State) Replaces(c companion.Command) (companion.Word, bool) {
	if c.Type != "rack" || s.m.Started() {
		return companion.Word{}, false
	}
	var a struct {
		Rack string `json:"rack"`
	}
	if c.Args(&a) != nil {
		return companion.Word{}, false
	}
	id, err := rules.ParseRackID(a.Rack)
	if err != nil {
		return companion.Word{}, false
	}
	i := s.index(id)
	if i < 0 {
		return companion.Word{}, false
	}
	w := companion.Word{EN: "tiles of rack " + id.String(), KO: id.String() + " 받침대의 타일"}
	if owner, ok := id.Seat(); ok {
		n := strconv.Itoa(owner + 1)
		w = companion.Word{EN: "tiles of Player " + n + "'s rack", KO: "플레이어 " + n + " 받침대의 타일"}
	}
	return w, s.filled(i)
}

// Complete implements companion.Entries: every rack holds tiles.
func (s *State) Complete() bool {
	for i := range s.m.IDs() {
		if !s.filled(i) {
			return false
		}
	}
	return true
}

// Ready implements companion.Entries: every rack holds tiles, before the start.
func (s *State) Ready() bool { return s.Complete() && !s.m.Started() }

// judged refuses a move while the entries are not all in or do not add up.
// A rack still waiting for its tiles is named first (which racks hold tiles
// is public), then the table's conflict: both before the match's own check,
// which would name the rack saved short of tiles.
func (s *State) judged() error {
	for i, id := range s.m.IDs() {
		if !s.filled(i) {
			return refusal(&rules.Refusal{Refusal: rules.Cites.New(rules.ReasonRackWaits, "rack %s still waits for its tiles", id), Rack: id})
		}
	}
	if companion.Conflicted(s) {
		return companion.EntriesConflict()
	}
	return nil
}
