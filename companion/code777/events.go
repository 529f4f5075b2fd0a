package code777

import (
	rules "github.com/tablemate/tablemate/solver/code777"
)

// Event kinds.
const (
	evRack      = "rack.set"   // a placer entered the tiles they put on a rack (hidden from its owner)
	evStart     = "game.start" // the first reader was chosen
	evRead      = "card.read"  // a card was turned up; the reader's answer, computed from the racks they see
	evChallenge = "challenge"  // one or more challenges, judged in the rule sheet's order
	evMark      = "note.mark"  // a note-sheet cell (private, not undoable)
	evClear     = "note.clear" // the note sheet wiped (private, not undoable)
)

type rackData struct {
	Rack  string   `json:"rack"`
	Tiles []string `json:"tiles"`
	// Held: the entry is kept for its turn in the draw order (reshuffle.go).
	Held bool `json:"held,omitempty"`
	// Reshuffled, in logs written before the reshuffle was its own step:
	// the discards were shuffled in just before this rack was drawn.
	Reshuffled bool `json:"reshuffled,omitempty"`
}

type startData struct {
	Starter int `json:"starter"`
}

type readData struct {
	Reader int          `json:"reader"`
	Card   string       `json:"card"`
	Answer rules.Answer `json:"answer"`
	// NewCycle, in logs written before the deck's reshuffle was its own
	// step: the used cards became a new deck just before this card.
	NewCycle bool `json:"new_cycle,omitempty"`
}

type challengeResult struct {
	Seat    int      `json:"seat"`
	Numbers string   `json:"numbers"`
	Correct bool     `json:"correct"`
	Tiles   []string `json:"tiles"`
	Refresh []string `json:"refresh,omitempty"`
}

type challengeData struct {
	Results []challengeResult `json:"results"`
	Void    []int             `json:"void,omitempty"`
}

type markData struct {
	Seat  int    `json:"seat"`
	Cell  string `json:"cell"`
	State string `json:"state"`
}

type clearData struct {
	Seat int `json:"seat"`
}

// evPlace is one tile a scan put on a rack; the third carries the rack's
// entry (the "rack" command's event data) and completes it.
const evPlace = "tile.place"

type placeData struct {
	Rack     string    `json:"rack"`
	Tile     string    `json:"tile"`
	Tag      string    `json:"tag"` // the physical tag: one tag is never placed twice
	N        int       `json:"n"`   // tiles on the rack with this one
	Complete *rackData `json:"complete,omitempty"`
}

// Event kinds of the two reshuffles.
const (
	evPileShuffle = "pile.reshuffle" // the discards shuffled into the draw pile
	evDeckShuffle = "deck.reshuffle" // the used question cards shuffled into a new deck
)

type pileShuffleData struct {
	Seat     int `json:"seat"`     // who tapped: a seat, or -1 for the host (or a reader's button)
	Discards int `json:"discards"` // how many discards went in, a count everyone sees
}

type deckShuffleData struct {
	Seat  int `json:"seat"`  // who tapped, as above
	Cycle int `json:"cycle"` // the deck's cycle that starts
}

// Undoable implements companion.State: the note sheet is the player's own, corrected by new marks.
func (s *State) Undoable(kind string) bool { return !s.Private(kind) }

// Private implements companion.State: a note sheet is its owner's alone.
func (s *State) Private(kind string) bool { return kind == evMark || kind == evClear }
