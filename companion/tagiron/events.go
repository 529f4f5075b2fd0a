package tagiron

import (
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Event kinds.
const (
	evTiles   = "tiles.set"  // a seat entered its rack (private)
	evReveal  = "row.reveal" // a card was drawn face up
	evStart   = "game.start" // the starting player was chosen
	evAsk     = "ask"        // a question and every answer given aloud
	evDeclare = "declare"    // a declaration and its judgement
	evMark    = "note.mark"  // a notepad cell (private, not undoable)
	evText    = "note.text"  // the notepad's free text (private, not undoable)
)

type tilesData struct {
	Seat  int      `json:"seat"`
	Tiles []string `json:"tiles"`
}

type revealData struct {
	Card string `json:"card"`
}

type startData struct {
	Starter int `json:"starter"`
}

type askData struct {
	Seat    int                     `json:"seat"`
	Card    string                  `json:"card"`
	Pick    int                     `json:"pick,omitempty"`
	Answers map[string]rules.Answer `json:"answers"`
}

type declareData struct {
	Seat    int      `json:"seat"`
	Guess   []string `json:"guess"`
	Correct bool     `json:"correct"`
}

type markData struct {
	Seat  int    `json:"seat"`
	Pos   int    `json:"pos"`
	Tile  string `json:"tile"`
	State string `json:"state"`
}

type textData struct {
	Seat int    `json:"seat"`
	Text string `json:"text"`
}

// evDeal is one tile dealt to a seat by a scan. Its data holds the tile, so
// it stays on the server: views show only the completed rack, to its owner.
const evDeal = "tile.deal"

type dealData struct {
	Seat int    `json:"seat"`
	Tile string `json:"tile"`
	Tag  string `json:"tag"` // the physical tag: one tag is never dealt twice
	N    int    `json:"n"`   // tiles dealt to the seat with this one
	Of   int    `json:"of"`  // the rack size
}

// Undoable implements companion.State: the notepad is the player's own and
// is corrected by new marks, not by the host's undo.
func (s *State) Undoable(kind string) bool { return !s.Private(kind) }

// Private implements companion.State: a notepad is its owner's alone.
func (s *State) Private(kind string) bool { return kind == evMark || kind == evText }
