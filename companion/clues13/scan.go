package clues13

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// A reader's scan (command "scan", actor companion.Reader; see package
// companion/tags) of a card (set clues13-cards) is a card placed during the
// set-up; after the start every scan is refused.
//
// The flow follows what a player does at a real table, so no phone is
// needed: holding their 5 cards, the player being dealt scans each card as
// they put it down, in this order:
//  1. to 3. the three OUTSIDE cards, in any order, one person, one location
//     and one weapon, as they place them on the screen of the player to
//     their left (that player's case);
//  4. the INSIDE card for the left slot of their own screen;
//  5. the INSIDE card for the right slot.
//
// The fifth card enters the seat's cards exactly as the seat's "cards"
// command would (the same checks). The seat being dealt is the one the host
// console picked on the reader's route; else the seat already part-way
// through; else the first seat whose cards are not entered. A seat whose
// cards are entered (by phone or scans) takes no more scans; the host's
// undo takes back one scan at a time. The scanned cards stay on the server
// and are in no view until the fifth: nobody learns them from a scan, and
// refusals never name a card (the host console is seen by the whole table).

// Once every seat's cards are in, a reader routed to the table may lay out
// the informants: the host lays each one face down under its letter and
// scans it, A first. When every letter has its card, the start takes them
// as laid out, and a peek shows the scanned card; with no informant scanned
// they are played as they lie (each peeker says what they saw). The console
// names the letter, never the card.

// CardsPerSeat is how many cards each seat places: 3 outside, 2 inside.
const CardsPerSeat = 5

// scanWordsKO is the Korean for what a scan may be refused with (see register.go).
var scanWordsKO = map[string]string{
	"only a reader or the host can scan":                                                           "리더나 호스트만 스캔할 수 있습니다",
	"this tag is not on a 13 Clues card":                                                           "이 태그는 13 클루 카드에 붙은 것이 아닙니다",
	"the game has started: cards are no longer placed":                                             "게임이 시작되어 더 이상 카드를 놓지 않습니다",
	"%s has already entered their cards":                                                           "%s{은/는} 이미 카드를 입력했습니다",
	"every player's cards are in: start the game":                                                  "모든 플레이어의 카드가 입력되었습니다. 게임을 시작하세요",
	"every informant is laid out: start the game":                                                  "비밀정보원 카드를 모두 놓았습니다. 게임을 시작하세요",
	"this card is not in play with %d players (a wrong card?)":                                     "이 카드는 %d인 게임에 쓰이지 않습니다 (다른 카드인가요?)",
	"this card is already placed (scanned twice?)":                                                 "이 카드는 이미 놓였습니다 (두 번 스캔?)",
	"the 3 outside cards are one person, one location and one weapon: scan the kind still missing": "바깥 카드 3장은 인물, 장소, 무기 하나씩입니다. 아직 없는 종류를 스캔하세요",
	"these five cards cannot be entered (a misread?): undo and scan again":                         "이 다섯 장은 입력할 수 없습니다 (잘못 읽었나요?): 되돌리고 다시 스캔하세요",
	"no player %d at this table":                                                                   "이 테이블에는 플레이어 %d{이/가} 없습니다",
}

func (s *State) decideScan(c companion.Command) ([]companion.Change, error) {
	a, err := tags.ScanOf(c)
	if err != nil {
		return nil, err
	}
	if a.Set != CardSet {
		return nil, companion.Refuse("this tag is not on a 13 Clues card")
	}
	card, err := rules.ParseCard(a.Component)
	if err != nil {
		return nil, companion.Unreadable(cardKind, err)
	}
	if s.m.Started() {
		return nil, companion.Refuse("the game has started: cards are no longer placed")
	}
	if s.m.Setup().CheckCard(card) != nil {
		return nil, companion.Refuse("this card is not in play with %d players (a wrong card?)", s.players())
	}
	if a.Seat == nil && s.allEntered() {
		return s.decideLay(card, a.Tag)
	}
	seat, err := s.seatToDeal(a.Seat)
	if err != nil {
		return nil, err
	}
	// A tag is read once, and a card scanned once among the cards being
	// placed (the cards a seat entered are its secret: whether they fit is
	// the table's public conflict).
	for p := range s.given {
		for _, d := range s.placedFor(p) {
			if d.Card == card.String() || (a.Tag != "" && d.Tag == a.Tag) {
				return nil, companion.Refuse("this card is already placed (scanned twice?)")
			}
		}
	}
	so := s.placedFor(seat)
	d := placeData{Seat: seat, Card: card.String(), Tag: a.Tag, N: len(so) + 1}
	if d.N <= 3 {
		for _, p := range so {
			if c, _ := rules.ParseCard(p.Card); c.Kind() == card.Kind() {
				return nil, companion.Refuse("the 3 outside cards are one person, one location and one weapon: scan the kind still missing")
			}
		}
	}
	if d.N == CardsPerSeat {
		// The fifth card: enter the seat's cards as its "cards" command would.
		var ids []string
		for _, p := range so {
			ids = append(ids, p.Card)
		}
		ids = append(ids, d.Card)
		data, _ := json.Marshal(map[string]any{"outside": ids[:3], "inside": ids[3:]})
		ch, err := s.decideCards(companion.Command{Actor: companion.Actor(seat), Type: "cards", Data: data})
		if err != nil || len(ch) != 1 {
			return nil, companion.Refuse("these five cards cannot be entered (a misread?): undo and scan again")
		}
		cd := ch[0].Data.(cardsData)
		d.Complete = &cd
	}
	return []companion.Change{{Kind: evPlace, Data: d}}, nil
}

func (s *State) allEntered() bool {
	for p := range s.given {
		if s.given[p] == nil {
			return false
		}
	}
	return true
}

// decideLay lays a scanned card under the next informant letter.
func (s *State) decideLay(card rules.Card, tag string) ([]companion.Change, error) {
	free := s.informantCards()
	if len(free) == 0 {
		return nil, companion.Refuse("every player's cards are in: start the game")
	}
	if len(s.laid) == len(free) {
		return nil, companion.Refuse("every informant is laid out: start the game")
	}
	// Whether the card is one nobody entered is not the console's to say:
	// a laid card someone entered is the table's public conflict.
	placed := false
	for _, d := range s.laid {
		placed = placed || d.Card == card.String() || (tag != "" && d.Tag == tag)
	}
	if placed {
		return nil, companion.Refuse("this card is already placed (scanned twice?)")
	}
	l := rules.Letter(len(s.laid))
	return []companion.Change{{Kind: evLay, Data: laidData{Letter: l.String(), Card: card.String(), Tag: tag}}}, nil
}

// applyLay folds an informant laid under its letter.
func (s *State) applyLay(d laidData) error {
	if s.m.Started() || !s.allEntered() {
		return fmt.Errorf("outside the set-up's last step")
	}
	l, err := rules.ParseLetter(d.Letter)
	if err != nil || int(l) != len(s.laid) {
		return fmt.Errorf("under letter %q where the next letter is %v", d.Letter, rules.Letter(len(s.laid)))
	}
	if _, err := s.cardsIn([]string{d.Card}); err != nil {
		return err
	}
	// A card someone entered may be laid (the table's public conflict then
	// says the entries do not add up); the same card twice may not.
	if slices.ContainsFunc(s.laid, func(x laidData) bool { return x.Card == d.Card }) {
		return fmt.Errorf("with %s, which lies elsewhere", d.Card)
	}
	s.laid = append(s.laid, d)
	return nil
}

// seatToDeal picks the seat a scanned card is for (see the comment at the top).
func (s *State) seatToDeal(seat *int) (int, error) {
	if seat != nil {
		if *seat < 0 || *seat >= s.players() {
			return 0, companion.Bad("no player %d at this table", *seat+1)
		}
		if s.given[*seat] != nil {
			return 0, companion.Refuse("%s has already entered their cards", companion.Player(*seat))
		}
		return *seat, nil
	}
	for p := range s.given {
		if s.given[p] == nil && len(s.placedFor(p)) > 0 {
			return p, nil
		}
	}
	for p := range s.given {
		if s.given[p] == nil {
			return p, nil
		}
	}
	return 0, companion.Refuse("every player's cards are in: start the game")
}

func (s *State) placedFor(seat int) []placeData {
	if s.placed == nil {
		return nil
	}
	return s.placed[seat]
}

// applyPlace folds a card a scan placed for a seat; the fifth enters them.
func (s *State) applyPlace(d placeData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if d.Complete != nil {
		if d.Complete.Seat != d.Seat {
			return fmt.Errorf("for seat %d that completes seat %d's cards", d.Seat, d.Complete.Seat)
		}
		return s.applyCards(*d.Complete)
	}
	if _, err := s.cardsIn([]string{d.Card}); err != nil {
		return err
	}
	if s.m.Started() || s.given[d.Seat] != nil {
		return fmt.Errorf("for seat %d, whose cards are already entered", d.Seat)
	}
	if len(s.placedFor(d.Seat)) >= 4 {
		return fmt.Errorf("for seat %d, which already has 4 cards placed and no entry", d.Seat)
	}
	if s.placed == nil {
		s.placed = make([][]placeData, s.players())
	}
	s.placed[d.Seat] = append(s.placed[d.Seat], d)
	return nil
}

// describeScan tells the host console what a scan did, without naming a card.
func describeScan(evs []companion.Event, name func(int) companion.Word) string {
	for _, e := range evs {
		var l laidData
		if e.Kind == evLay && e.Decode(&l) == nil {
			return fmt.Sprintf("informant laid under letter %s", l.Letter)
		}
		var d placeData
		if e.Kind != evPlace || e.Decode(&d) != nil {
			continue
		}
		switch {
		case d.Complete != nil:
			return fmt.Sprintf("card placed for %s: inside right; their 5 cards are entered", name(d.Seat))
		case d.N <= 3:
			return fmt.Sprintf("card placed for %s: outside %d of 3", name(d.Seat), d.N)
		default:
			return fmt.Sprintf("card placed for %s: inside left", name(d.Seat))
		}
	}
	return ""
}
