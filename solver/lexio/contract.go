package lexio

import (
	"errors"
	"fmt"
)

// MaxListedPlays bounds the list PlaysFor returns. A hand of many bought
// tiles can hold billions of straights (four suits at each of 15 ranks give
// 4^15 suit choices); such a request is refused with its exact count rather
// than answered with a truncated list.
const MaxListedPlays = 1_000_000

// PlaysRequest is one input line of `tablemate lexio plays`.
type PlaysRequest struct {
	Hand      []string `json:"hand"`
	Table     []string `json:"table"`
	Stage     int      `json:"stage,omitempty"`
	BombsOnly bool     `json:"bombs_only,omitempty"`
}

// PlayOut is one listed play.
type PlayOut struct {
	Type  string   `json:"type"`
	Tiles []string `json:"tiles"`
	Key   int      `json:"key"`
}

// PlaysResponse is one output line of `tablemate lexio plays`.
type PlaysResponse struct {
	Count  int            `json:"count"`
	ByType map[string]int `json:"by_type"`
	Plays  []PlayOut      `json:"plays"`
}

// PlaysFor answers a `lexio plays` request: every legal play of the hand on
// the table. Unknown ids, a tile listed twice, a table that is no combination
// at the stage, table tiles that are also in the hand, an empty hand and a
// stage outside 1..3 are errors.
func PlaysFor(req PlaysRequest) (PlaysResponse, error) {
	if req.Stage < 0 || req.Stage > int(StageMarket) {
		return PlaysResponse{}, fmt.Errorf("stage %d is not a teaching stage (1, 2 or 3)", req.Stage)
	}
	opt := Options{Stage: Stage(req.Stage), BombsOnly: req.BombsOnly}
	hand, err := ParseHand(req.Hand)
	if err != nil {
		return PlaysResponse{}, fmt.Errorf("hand: %w", err)
	}
	if hand == 0 {
		return PlaysResponse{}, errors.New("hand is empty")
	}
	var table Play
	if len(req.Table) > 0 {
		th, err := ParseHand(req.Table)
		if err != nil {
			return PlaysResponse{}, fmt.Errorf("table: %w", err)
		}
		if both := th & hand; both != 0 {
			return PlaysResponse{}, fmt.Errorf("tile %q is both in the hand and on the table", both.Tiles()[0])
		}
		if table, err = ClassifyIn(th, opt.Stage); err != nil {
			return PlaysResponse{}, fmt.Errorf("table is no legal combination: %w", err)
		}
	}
	if hand.Len() > smallHand {
		// A hand of many bought tiles may hold more plays than a list may: count first.
		if n := CountPlays(hand, table, opt).Total; n > MaxListedPlays {
			return PlaysResponse{}, fmt.Errorf("the hand has %d legal plays, more than the %d a list may hold", n, MaxListedPlays)
		}
	}
	plays := Plays(hand, table, opt)
	var byType [numTypes]int
	tiles, types := 0, 0
	for _, p := range plays {
		tiles += p.Len()
		if byType[p.Type] == 0 {
			types++
		}
		byType[p.Type]++
	}
	resp := PlaysResponse{Count: len(plays), ByType: make(map[string]int, types), Plays: make([]PlayOut, 0, len(plays))}
	for t, n := range byType {
		if n > 0 {
			resp.ByType[Type(t).String()] = n
		}
	}
	// Every play's ids are cut from one array: one allocation, not one per play.
	ids := make([]string, 0, tiles)
	for _, p := range plays {
		from := len(ids)
		ids = p.Tiles.appendIDs(ids)
		resp.Plays = append(resp.Plays, PlayOut{Type: p.Type.String(), Tiles: ids[from:len(ids):len(ids)], Key: p.Key})
	}
	return resp, nil
}
