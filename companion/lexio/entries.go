package lexio

import (
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// overlap is the tiles entered in two places (two hands, or a hand and the
// market): a physical tile lies in one place only.
func overlap(hands []rules.Hand, entered []bool, market rules.Hand, marketSet bool) rules.Hand {
	var seen, both rules.Hand
	if marketSet {
		seen = market
	}
	for i, h := range hands {
		if entered[i] {
			both |= seen & h
			seen |= h
		}
	}
	return both
}

// Conflict implements companion.Entries: the hands and the market entered
// for the next deal share a tile.
func (s *State) Conflict() bool {
	return !s.opts.Scorekeeping && overlap(s.hands, s.entered, s.market, s.marketSet) != 0
}

// Corrects implements companion.Entries: hands, the market and scans may
// be entered while they do not add up.
func (s *State) Corrects(command string) bool {
	switch command {
	case "hand", "market", "scan", "press":
		return true
	}
	return false
}

// Replaces implements companion.Entries: a seat enters its hand again, or
// the host the market.
func (s *State) Replaces(c companion.Command) (companion.Word, bool) {
	if s.opts.Scorekeeping || s.game.Phase() != rules.BetweenDeals {
		return companion.Word{}, false
	}
	switch {
	case c.Type == "hand" && c.Actor >= 0 && int(c.Actor) < s.players:
		return companion.Word{EN: "hand", KO: "손패"}, s.entered[c.Actor]
	case c.Type == "market" && c.Actor == companion.Host:
		return companion.Word{EN: "market", KO: "시장패"}, s.marketSet
	}
	return companion.Word{}, false
}

// Complete implements companion.Entries: between deals, every hand and the
// market are in (they stay so only while they do not add up: else the deal
// begins); during a deal no entry is awaited.
func (s *State) Complete() bool {
	return s.opts.Scorekeeping || s.game.Phase() != rules.BetweenDeals || s.marketSet && !slices.Contains(s.entered, false)
}

// Ready implements companion.Entries: every hand and the market of the next
// deal are in.
func (s *State) Ready() bool {
	return !s.opts.Scorekeeping && s.game.Phase() == rules.BetweenDeals && s.Complete()
}
