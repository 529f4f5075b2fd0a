package tagiron

import (
	"strconv"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Decide implements companion.State.
func (s *State) Decide(c companion.Command) ([]companion.Change, error) {
	switch c.Type {
	case "tiles":
		return s.decideTiles(c)
	case "reveal":
		var a struct{ Card string }
		if err := c.Args(&a); err != nil {
			return nil, err
		}
		card, err := rules.ParseCard(a.Card)
		if err != nil {
			return nil, companion.Unreadable(cardKind, err)
		}
		if _, err := s.match.Reveal(card); err != nil {
			return nil, refusal(err)
		}
		return []companion.Change{{Kind: evReveal, Data: revealData{Card: card.String()}}}, nil
	case "start":
		return s.decideStart(c)
	case "scan":
		return s.decideScan(c)
	case "ask":
		return s.decideAsk(c)
	case "declare":
		return s.decideDeclare(c)
	case "mark":
		return s.decideMark(c)
	case "note":
		seat, text, err := companion.NoteText(c, s.players)
		if err != nil {
			return nil, err
		}
		return []companion.Change{{Kind: evText, Data: textData{Seat: seat, Text: text}}}, nil
	}
	return nil, companion.Bad("unknown command %q", c.Type)
}

func (s *State) decideTiles(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	if s.started {
		return nil, companion.Refuse("tiles cannot change once the game has started")
	}
	var a struct{ Tiles []string }
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	rack, err := rules.ParseRack(a.Tiles, s.rackSize())
	if err != nil {
		return nil, companion.Unreadable(tilesKind, err)
	}
	// Checked against the seat's own knowledge only (a valid rack): whether
	// it fits the others' racks is the table's public conflict (Conflict).
	return []companion.Change{{Kind: evTiles, Data: tilesData{Seat: seat, Tiles: rack.IDs()}}}, nil
}

func (s *State) decideStart(c companion.Command) ([]companion.Change, error) {
	if c.Actor != companion.Host && (c.Actor < 0 || int(c.Actor) >= s.players) {
		return nil, companion.Errorf(companion.Forbidden, "only the host or a player can start")
	}
	if s.started {
		return nil, companion.Refuse("the game has already started")
	}
	for i, r := range s.racks {
		if r == nil {
			return nil, companion.Refuse("%s has not entered their tiles yet", companion.Player(i))
		}
	}
	if s.match.NeedsRefill() {
		return nil, companion.Refuse("reveal the face-up question cards first (%d of 6)", len(s.match.Row()))
	}
	starter, err := c.Starter(s.players)
	if err != nil {
		return nil, err
	}
	return []companion.Change{{Kind: evStart, Data: startData{Starter: starter}}}, nil
}

func (s *State) decideAsk(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	if !s.started {
		return nil, companion.Refuse("the game has not started yet")
	}
	var a struct {
		Card string
		Pick int
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	card, err := rules.ParseCard(a.Card)
	if err != nil {
		return nil, companion.Unreadable(cardKind, err)
	}
	if _, err := s.match.Ask(seat, card, a.Pick); err != nil {
		return nil, refusal(err)
	}
	answers := map[string]rules.Answer{}
	for _, who := range s.match.Answerers(seat, card) {
		rack, err := rules.NewRack(s.racks[who], s.rackSize())
		if err != nil {
			return nil, companion.AsError(err)
		}
		ans, err := rules.AnswerCard(rack, card, a.Pick)
		if err != nil {
			return nil, companion.Unreadable(pickKind, err)
		}
		answers[strconv.Itoa(who)] = ans
	}
	pick := 0
	if card.Choices() != nil {
		pick = a.Pick
	}
	return []companion.Change{{Kind: evAsk, Data: askData{Seat: seat, Card: card.String(), Pick: pick, Answers: answers}}}, nil
}

// target is what a seat must name: the opponent's rack (2 players) or the centre.
func (s *State) target(seat int) []rules.Tile {
	if s.players == 2 {
		return s.racks[1-seat]
	}
	return s.centre()
}

func (s *State) decideDeclare(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	if !s.started {
		return nil, companion.Refuse("the game has not started yet")
	}
	var a struct{ Tiles []string }
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	guess, err := rules.ParseRack(a.Tiles, s.rackSize())
	if err != nil {
		return nil, companion.Unreadable(tilesKind, err)
	}
	truth, err := rules.NewRack(s.target(seat), s.rackSize())
	if err != nil {
		return nil, companion.AsError(err)
	}
	correct := guess.String() == truth.String()
	if _, err := s.match.Declare(seat, correct); err != nil {
		return nil, refusal(err)
	}
	return []companion.Change{{Kind: evDeclare, Data: declareData{Seat: seat, Guess: guess.IDs(), Correct: correct}}}, nil
}

// Mark states a player may put in a notepad cell.
var markStates = map[string]bool{"": true, "possible": true, "out": true, "certain": true}

func (s *State) decideMark(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	type mark struct {
		Pos   int
		Tile  string
		State string
	}
	var a struct {
		mark
		// Marks sets several cells at once (the notepad's quick marks: a
		// whole position, a whole number), one event each.
		Marks []mark
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	marks := a.Marks
	if len(marks) == 0 {
		marks = []mark{a.mark}
	}
	if len(marks) > s.rackSize()*20 {
		return nil, companion.Bad("too many marks at once")
	}
	var out []companion.Change
	for _, m := range marks {
		if m.Pos < 1 || m.Pos > s.rackSize() {
			return nil, companion.Bad("position %d is not on a %d-tile rack", m.Pos, s.rackSize())
		}
		t, err := rules.ParseTile(m.Tile)
		if err != nil {
			return nil, companion.Unreadable(tileKind, err)
		}
		if !markStates[m.State] {
			return nil, companion.Bad("unknown mark %q (possible, out, certain or empty)", m.State)
		}
		out = append(out, companion.Change{Kind: evMark, Data: markData{Seat: seat, Pos: m.Pos, Tile: t.String(), State: m.State}})
	}
	return out, nil
}
