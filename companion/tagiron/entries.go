package tagiron

import (
	"fmt"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Conflict implements companion.Entries: a physical tile lies on one rack only.
func (s *State) Conflict() bool { return s.conflict() != nil }

// conflict names the tile entered more often than the game has it, if any
// (for the log of a damaged table; never for a refusal).
func (s *State) conflict() error {
	used := map[rules.Tile]int{}
	for _, r := range s.racks {
		for _, t := range r {
			used[t]++
			if used[t] > t.Copies() {
				return fmt.Errorf("a tile is on more racks than the game has copies of it")
			}
		}
	}
	return nil
}

// Corrects implements companion.Entries: racks, the face-up row and the
// notepad may be entered while the racks do not add up.
func (s *State) Corrects(command string) bool {
	switch command {
	case "tiles", "reveal", "scan", "mark", "note":
		return true
	}
	return false
}

// Replaces implements companion.Entries: a seat enters its rack again.
func (s *State) Replaces(c companion.Command) (companion.Word, bool) {
	if c.Type != "tiles" || s.started || c.Actor < 0 || int(c.Actor) >= s.players {
		return companion.Word{}, false
	}
	return companion.Word{EN: "rack", KO: "받침대"}, s.racks[c.Actor] != nil
}

// Complete implements companion.Entries: every rack is entered.
func (s *State) Complete() bool {
	return !slices.ContainsFunc(s.racks, func(r []rules.Tile) bool { return r == nil })
}

// Ready implements companion.Entries: every rack is entered, before the start.
func (s *State) Ready() bool { return s.Complete() && !s.started }
