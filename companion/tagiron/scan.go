package tagiron

import (
	"fmt"
	"slices"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// A reader's scan (command "scan", actor companion.Reader; see package
// companion/tags) means, by the table's step:
//   - a tile, before the start: deal it to the seat the host console picked,
//     else to the first seat whose rack is not full. The rack is entered
//     when its last tile arrives.
//   - a question card, whenever the row needs one (the six at the start,
//     then a refill after each question): reveal it into the row.
//
// Anything else is refused and changes nothing.

// dealt is one tile a scan dealt.
type dealt struct {
	tile rules.Tile
	tag  string
}

// scanWordsKO is the Korean for what a scan may be refused with (see register.go).
var scanWordsKO = map[string]string{
	"only a reader or the host can scan":                                    "리더나 호스트만 스캔할 수 있습니다",
	"this tag is not on a Tagiron tile or question card":                    "이 태그는 타기론 타일이나 질문 카드에 붙은 것이 아닙니다",
	"the game has started: tiles are no longer dealt":                       "게임이 시작되어 더 이상 타일을 나눠 줄 수 없습니다",
	"%s already has all %d tiles":                                           "%s{은/는} 이미 타일 %d장을 모두 받았습니다",
	"every rack is full: start the game, or scan a question card":           "모든 받침대가 찼습니다. 게임을 시작하거나 질문 카드를 스캔하세요",
	"this tile tag was already dealt (scanned twice?)":                      "이 타일 태그는 이미 나눠 주었습니다 (두 번 스캔?)",
	"every copy of this tile is already dealt (a misread, or a wrong tag?)": "이 타일은 이미 모두 나눠 주었습니다 (잘못 읽었거나 태그가 틀렸나요?)",
	"the row holds six cards: no card is needed now":                        "공개된 카드가 이미 6장입니다. 지금은 카드가 필요 없습니다",
	"no player %d at this table":                                            "이 테이블에는 플레이어 %d{이/가} 없습니다",
	"the game is over":                                                      "게임이 끝났습니다",
	"card %s is not in the %d-player deck":                                  "%s 카드는 %d인용 더미에 없습니다",
	"card %s has already been drawn":                                        "%s 카드는 이미 뽑혔습니다",
}

func (s *State) decideScan(c companion.Command) ([]companion.Change, error) {
	a, err := tags.ScanOf(c)
	if err != nil {
		return nil, err
	}
	switch a.Set {
	case TileSet:
		return s.decideDeal(a)
	case CardSet:
		card, err := rules.ParseCard(a.Component)
		if err != nil {
			return nil, companion.Unreadable(cardKind, err)
		}
		switch {
		case s.match.Over():
			return nil, companion.Refuse("the game is over")
		case !card.InDeck(s.players):
			return nil, companion.Refuse("card %s is not in the %d-player deck", cardWord(card), s.players)
		case s.match.Remaining() > 0 && !s.match.NeedsRefill():
			return nil, companion.Refuse("the row holds six cards: no card is needed now")
		}
		if _, err := s.match.Reveal(card); err != nil {
			return nil, refusal(err)
		}
		return []companion.Change{{Kind: evReveal, Data: revealData{Card: card.String()}}}, nil
	}
	return nil, companion.Refuse("this tag is not on a Tagiron tile or question card")
}

// decideDeal deals a scanned tile. Messages never name the tile: the host
// console is seen by the whole table.
func (s *State) decideDeal(a tags.ScanArgs) ([]companion.Change, error) {
	tile, err := rules.ParseTile(a.Component)
	if err != nil {
		return nil, companion.Unreadable(tileKind, err)
	}
	if s.started {
		return nil, companion.Refuse("the game has started: tiles are no longer dealt")
	}
	size := s.rackSize()
	full := func(seat int) bool { return s.racks[seat] != nil || len(s.dealtTo(seat)) >= size }
	seat := -1
	if a.Seat != nil {
		seat = *a.Seat
		if seat < 0 || seat >= s.players {
			return nil, companion.Bad("no player %d at this table", seat+1)
		}
		if full(seat) {
			return nil, companion.Refuse("%s already has all %d tiles", companion.Player(seat), size)
		}
	} else {
		for i := 0; i < s.players && seat < 0; i++ {
			if !full(i) {
				seat = i
			}
		}
		if seat < 0 {
			return nil, companion.Refuse("every rack is full: start the game, or scan a question card")
		}
	}
	// Deck invariants, as dealing machines check them: a tag is dealt once,
	// and a tile id no more often than it has physical copies — among the
	// tiles dealt by scans so far only (a rack entered on a phone is its
	// seat's secret: whether it fits is the table's public conflict), and
	// without saying to whom (the console is seen by the whole table).
	used := 0
	for i := 0; i < s.players; i++ {
		if s.racks[i] != nil {
			continue
		}
		for _, d := range s.dealtTo(i) {
			if a.Tag != "" && d.tag == a.Tag {
				return nil, companion.Refuse("this tile tag was already dealt (scanned twice?)")
			}
			if d.tile == tile {
				used++
			}
		}
	}
	if used >= tile.Copies() {
		return nil, companion.Refuse("every copy of this tile is already dealt (a misread, or a wrong tag?)")
	}
	n := len(s.dealtTo(seat)) + 1
	return []companion.Change{{Kind: evDeal, Data: dealData{Seat: seat, Tile: tile.String(), Tag: a.Tag, N: n, Of: size}}}, nil
}

func (s *State) dealtTo(seat int) []dealt {
	if s.deal == nil {
		return nil
	}
	return s.deal[seat]
}

// applyDeal adds a dealt tile; the seat's last tile completes its rack.
func (s *State) applyDeal(d dealData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if s.started {
		return fmt.Errorf("for seat %d after the game started", d.Seat)
	}
	t, err := rules.ParseTile(d.Tile)
	if err != nil {
		return fmt.Errorf("with a tile the game does not have: %v", err)
	}
	if s.racks[d.Seat] != nil || len(s.dealtTo(d.Seat)) >= s.rackSize() {
		return fmt.Errorf("for seat %d, whose rack is already full", d.Seat)
	}
	got := append(slices.Clone(s.dealtTo(d.Seat)), dealt{tile: t, tag: d.Tag})
	var rack []rules.Tile
	if len(got) == s.rackSize() {
		tiles := make([]rules.Tile, 0, s.rackSize())
		for _, x := range got {
			tiles = append(tiles, x.tile)
		}
		r, err := rules.NewRack(tiles, s.rackSize())
		if err != nil {
			return fmt.Errorf("completing seat %d's rack with tiles the game does not have: %v", d.Seat, err)
		}
		rack = r.Tiles()
	}
	if s.deal == nil {
		s.deal = make([][]dealt, s.players)
	}
	s.deal[d.Seat] = got
	if rack != nil {
		s.racks[d.Seat] = rack
	}
	return nil
}

// describeScan tells the host console what a scan did, without naming a tile.
func describeScan(evs []companion.Event, name func(int) companion.Word) string {
	for _, e := range evs {
		switch e.Kind {
		case evDeal:
			var d dealData
			if e.Decode(&d) == nil {
				return fmt.Sprintf("tile dealt to %s (%d of %d)", name(d.Seat), d.N, d.Of)
			}
		case evReveal:
			var d revealData
			if e.Decode(&d) == nil {
				return "card " + d.Card + " revealed into the row"
			}
		}
	}
	return ""
}
