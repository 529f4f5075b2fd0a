package code777

import (
	"encoding/json"
	"fmt"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// A reader's scan (command "scan", actor companion.Reader; see package
// companion/tags) means, by the table's step:
//   - a question card (set code777-cards), while the reader on turn waits
//     for their card: the card they drew, exactly as the "read" command
//     (the answer is computed from the racks the reader sees).
//   - a tile (set code777-tiles), while a rack waits for tiles (the deal
//     before the start, or a refill after a challenge): a tile put on the
//     rack being filled. That rack is the one of the seat the host console
//     picked on the reader's route; else the rack already holding scanned
//     tiles; else the first rack that waits, in draw order (before the
//     start: seats, then n1, n2). The rack is entered, as by the "rack"
//     command of its placer (the same checks and draw order: a rack drawn
//     after the reshuffle is kept until it is confirmed), when its third
//     tile arrives.
//   - the confirm button: the reshuffle that is due is done (reshuffle.go). Until then its tiles are kept on the server and shown
//     in no view: the rack's owner must never learn them.
//
// Anything else is refused and changes nothing. Messages never name a tile:
// the host console is seen by the whole table.

// placed is one tile on a rack being filled by scans.
type placed struct {
	kind rules.Kind
	tag  string
}

// scanWordsKO is the Korean for what a scan may be refused with (see register.go).
var scanWordsKO = map[string]string{
	"only a reader or the host can scan":                                            "리더나 호스트만 스캔할 수 있습니다",
	"this tag is not on a Code 777 tile or question card":                           "이 태그는 코드 777 타일이나 질문 카드에 붙은 것이 아닙니다",
	"the rack of %s does not need tiles now":                                        "%s의 받침대에는 지금 타일을 놓지 않습니다",
	"every rack is full: start the game, or scan a question card":                   "모든 받침대가 찼습니다. 게임을 시작하거나 질문 카드를 스캔하세요",
	"no rack waits for tiles: scan a question card":                                 "타일을 기다리는 받침대가 없습니다. 질문 카드를 스캔하세요",
	"this tile tag is already on a rack being filled (scanned twice?)":              "이 타일 태그는 이미 채우는 중인 받침대에 있습니다 (두 번 스캔?)",
	"every copy of this tile is already in play (a misread, or a wrong tag?)":       "이 타일은 이미 모두 사용 중입니다 (잘못 읽었거나 태그가 틀렸나요?)",
	"these three tiles cannot form this rack now (a misread?): undo and scan again": "이 세 타일로는 지금 받침대를 만들 수 없습니다 (잘못 읽었나요?): 되돌리고 다시 스캔하세요",
}

func (s *State) decideScan(c companion.Command) ([]companion.Change, error) {
	a, err := tags.ScanOf(c)
	if err != nil {
		return nil, err
	}
	switch a.Set {
	case CardSet:
		// The reader's drawn card: the same decision as the "read" command.
		return s.decideRead(command(c.Actor, "read", map[string]any{"card": a.Component}))
	case TileSet:
		return s.decidePlace(a)
	}
	return nil, companion.Refuse("this tag is not on a Code 777 tile or question card")
}

// command builds a command as a phone or the host would send it.
func command(actor companion.Actor, typ string, args map[string]any) companion.Command {
	data, _ := json.Marshal(args)
	return companion.Command{Actor: actor, Type: typ, Data: data}
}

// decidePlace puts a scanned tile on the rack being filled.
func (s *State) decidePlace(a tags.ScanArgs) ([]companion.Change, error) {
	kind, err := rules.ParseKind(a.Component)
	if err != nil {
		return nil, companion.Unreadable(tileKind, err)
	}
	if s.over() {
		return nil, companion.Refuse("the game is over")
	}
	i, err := s.rackToFill(a.Seat)
	if err != nil {
		return nil, err
	}
	// Deck invariants: a tag is placed once, and a kind no more often than
	// the game has it among the tiles being placed (what the draw pile holds
	// depends on racks the console may not show: an over-drawn pile is the
	// table's public conflict).
	used := 1
	for _, ps := range s.placing {
		for _, p := range ps {
			if a.Tag != "" && p.tag == a.Tag {
				return nil, companion.Refuse("this tile tag is already on a rack being filled (scanned twice?)")
			}
			if p.kind == kind {
				used++
			}
		}
	}
	if used > kind.Copies() {
		return nil, companion.Refuse("every copy of this tile is already in play (a misread, or a wrong tag?)")
	}
	d := placeData{Rack: s.m.IDs()[i].String(), Tile: kind.String(), Tag: a.Tag, N: len(s.placingAt(i)) + 1}
	if d.N == rules.RackSize {
		// The third tile: enter the rack as its placer's "rack" command would.
		ids := []string{}
		for _, p := range s.placingAt(i) {
			ids = append(ids, p.kind.String())
		}
		actor := companion.Host
		if owner, ok := s.m.IDs()[i].Seat(); ok {
			actor = companion.Actor(s.placer(owner))
		}
		ch, err := s.decideRack(command(actor, "rack", map[string]any{"rack": d.Rack, "tiles": append(ids, d.Tile)}))
		if err != nil || len(ch) != 1 {
			// Its message may name tiles; the console is public.
			return nil, companion.Refuse("these three tiles cannot form this rack now (a misread?): undo and scan again")
		}
		rd := ch[0].Data.(rackData)
		d.Complete = &rd
	}
	return []companion.Change{{Kind: evPlace, Data: d}}, nil
}

// rackToFill picks the rack a scanned tile goes on (see the comment at the top).
func (s *State) rackToFill(seat *int) (int, error) {
	waits := func(i int) bool { return !s.filled(i) }
	if seat != nil {
		if *seat < 0 || *seat >= s.players {
			return 0, companion.Bad("no player %d", *seat+1)
		}
		if !waits(*seat) {
			return 0, companion.Refuse("the rack of %s does not need tiles now", companion.Player(*seat))
		}
		return *seat, nil
	}
	for i := range s.m.IDs() {
		if waits(i) && len(s.placingAt(i)) > 0 {
			return i, nil
		}
	}
	waiting, _ := s.waiting() // in draw order
	if len(waiting) > 0 {
		id, _ := rules.ParseRackID(waiting[0])
		return s.index(id), nil
	}
	if !s.m.Started() {
		return 0, companion.Refuse("every rack is full: start the game, or scan a question card")
	}
	return 0, companion.Refuse("no rack waits for tiles: scan a question card")
}

func (s *State) placingAt(i int) []placed {
	if s.placing == nil {
		return nil
	}
	return s.placing[i]
}

// applyPlace folds a tile a scan put on a rack; the third enters the rack.
func (s *State) applyPlace(d placeData) error {
	i, err := s.rackIndex(d.Rack)
	if err != nil {
		return err
	}
	if d.Complete != nil {
		if d.Complete.Rack != d.Rack {
			return fmt.Errorf("on rack %s that completes rack %s", d.Rack, d.Complete.Rack)
		}
		return s.applyRack(*d.Complete)
	}
	k, err := rules.ParseKind(d.Tile)
	if err != nil {
		return fmt.Errorf("with a tile the game does not have: %v", err)
	}
	if s.m.Filled(i) {
		return fmt.Errorf("on rack %s, which does not need tiles now", d.Rack)
	}
	if len(s.placingAt(i)) >= rules.RackSize-1 {
		return fmt.Errorf("on rack %s, which already holds %d scanned tiles and no entry", d.Rack, len(s.placingAt(i)))
	}
	if s.placing == nil {
		s.placing = make([][]placed, len(s.m.IDs()))
	}
	s.placing[i] = append(s.placing[i], placed{kind: k, tag: d.Tag})
	return nil
}

// rackName says whose rack it is, for the host console.
func rackName(rack string, name func(int) companion.Word) string {
	if id, err := rules.ParseRackID(rack); err == nil {
		if seat, ok := id.Seat(); ok {
			return name(seat).EN + "'s rack"
		}
	}
	return "neutral rack " + rack
}

// describeScan tells the host console what a scan or a press did, without naming a tile.
func describeScan(evs []companion.Event, name func(int) companion.Word) string {
	for _, e := range evs {
		switch e.Kind {
		case evPlace:
			var d placeData
			if e.Decode(&d) == nil {
				if d.Complete != nil && d.Complete.Held {
					return fmt.Sprintf("tile placed on %s (%d of %d): the rack is entered, and drawn at its turn", rackName(d.Rack, name), d.N, rules.RackSize)
				}
				if d.Complete != nil {
					return fmt.Sprintf("tile placed on %s (%d of %d): the rack is entered", rackName(d.Rack, name), d.N, rules.RackSize)
				}
				return fmt.Sprintf("tile placed on %s (%d of %d)", rackName(d.Rack, name), d.N, rules.RackSize)
			}
		case evRead:
			var d readData
			if e.Decode(&d) == nil {
				return fmt.Sprintf("card %s read by %s", d.Card, name(d.Reader))
			}
		case evPileShuffle:
			return "the discards are shuffled into the tile pile"
		case evDeckShuffle:
			return "the question cards are shuffled into a new deck"
		}
	}
	return ""
}
