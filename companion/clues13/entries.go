package clues13

import (
	"fmt"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// Conflict implements companion.Entries: a physical card lies in one place only.
func (s *State) Conflict() bool { return s.conflict() != nil }

func (s *State) conflict() error {
	seen := map[rules.Card]bool{}
	for p := range s.given {
		for _, card := range append(slices.Clone(s.given[p]), s.inside[p]...) {
			if seen[card] {
				return fmt.Errorf("a card is entered by two players")
			}
			seen[card] = true
		}
	}
	for _, d := range s.laid {
		if card, err := rules.ParseCard(d.Card); err == nil && seen[card] {
			return fmt.Errorf("a card laid under a letter is entered by a player")
		}
	}
	return nil
}

// Corrects implements companion.Entries: cards, scans and notes may be
// entered while the cards do not add up.
func (s *State) Corrects(command string) bool {
	switch command {
	case "cards", "scan", "mark", "note":
		return true
	}
	return false
}

// Replaces implements companion.Entries: a seat enters its cards again.
func (s *State) Replaces(c companion.Command) (companion.Word, bool) {
	if c.Type != "cards" || s.m.Started() || c.Actor < 0 || int(c.Actor) >= s.players() {
		return companion.Word{}, false
	}
	return companion.Word{EN: "cards", KO: "카드"}, s.given[c.Actor] != nil
}

// Complete implements companion.Entries: every seat entered its cards.
func (s *State) Complete() bool {
	for p := range s.given {
		if s.given[p] == nil {
			return false
		}
	}
	return true
}

// Ready implements companion.Entries: every seat entered its cards, before the start.
func (s *State) Ready() bool { return s.Complete() && !s.m.Started() }
