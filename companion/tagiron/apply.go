package tagiron

import (
	"fmt"
	"strconv"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Apply implements companion.State. Each kind's data is decoded once, into
// its own type, and checked against the table before anything changes.
func (s *State) Apply(e companion.Event) (companion.State, error) {
	var err error
	switch e.Kind {
	case evTiles:
		err = companion.Fold(e, s.applyTiles)
	case evReveal:
		err = companion.Fold(e, s.applyReveal)
	case evDeal:
		err = companion.Fold(e, s.applyDeal)
	case evStart:
		err = companion.Fold(e, s.applyStart)
	case evAsk:
		err = companion.Fold(e, s.applyAsk)
	case evDeclare:
		err = companion.Fold(e, s.applyDeclare)
	case evMark:
		err = companion.Fold(e, s.applyMark)
	case evText:
		err = companion.Fold(e, s.applyText)
	default:
		err = companion.UnknownKind("Tagiron", e)
	}
	if err != nil {
		return s, err
	}
	return s, nil
}

func (s *State) checkSeat(seat int) error {
	if seat < 0 || seat >= s.players {
		return fmt.Errorf("for seat %d, which this %d-player table does not have", seat, s.players)
	}
	return nil
}

func (s *State) applyTiles(d tilesData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if s.started {
		return fmt.Errorf("for seat %d after the game started", d.Seat)
	}
	rack, err := rules.ParseRack(d.Tiles, s.rackSize())
	if err != nil {
		return fmt.Errorf("for seat %d with a rack the game does not have: %v", d.Seat, err)
	}
	s.racks[d.Seat] = rack.Tiles()
	return nil
}

func (s *State) applyReveal(d revealData) error {
	card, err := rules.ParseCard(d.Card)
	if err != nil {
		return fmt.Errorf("with a card the game does not have: %v", err)
	}
	m, err := s.match.Reveal(card)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	s.match = m
	s.drawn = append(s.drawn, card)
	return nil
}

func (s *State) applyStart(d startData) error {
	if s.started {
		return fmt.Errorf("after the game started")
	}
	if err := s.checkSeat(d.Starter); err != nil {
		return err
	}
	for i, r := range s.racks {
		if r == nil {
			return fmt.Errorf("before seat %d entered its tiles", i)
		}
	}
	if err := s.conflict(); err != nil {
		return fmt.Errorf("while the racks do not add up: %v", err)
	}
	// The starter is known only now: rebuild the match with the cards drawn so far.
	m, err := startMatch(s.players, d.Starter, s.drawn)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	s.match, s.started = m, true
	return nil
}

func (s *State) applyAsk(d askData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if !s.started {
		return fmt.Errorf("before the game started")
	}
	card, err := rules.ParseCard(d.Card)
	if err != nil {
		return fmt.Errorf("with a card the game does not have: %v", err)
	}
	for k := range d.Answers {
		who, err := strconv.Atoi(k)
		if err != nil || who < 0 || who >= s.players {
			return fmt.Errorf("with an answer from seat %q, which this %d-player table does not have", k, s.players)
		}
	}
	m, err := s.match.Ask(d.Seat, card, d.Pick)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	// Every answer recorded is the one the racks give, and only the seats
	// that must answer did.
	who := s.match.Answerers(d.Seat, card)
	if len(who) != len(d.Answers) {
		return fmt.Errorf("with %d answers where %d seats answer", len(d.Answers), len(who))
	}
	for _, p := range who {
		got, ok := d.Answers[strconv.Itoa(p)]
		if !ok {
			return fmt.Errorf("without the answer of seat %d", p)
		}
		rack, err := rules.NewRack(s.racks[p], s.rackSize())
		if err != nil {
			return fmt.Errorf("for seat %d's rack: %v", p, err)
		}
		want, err := rules.AnswerCard(rack, card, d.Pick)
		if err != nil {
			return fmt.Errorf("that the rules cannot answer: %v", err)
		}
		if !got.Equal(want) {
			return fmt.Errorf("whose answer for seat %d is not what its rack gives", p)
		}
	}
	s.match = m
	s.log = append(s.log, entry{Kind: "ask", Seat: d.Seat, Card: d.Card, Pick: d.Pick, Answers: d.Answers})
	return nil
}

func (s *State) applyDeclare(d declareData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if !s.started {
		return fmt.Errorf("before the game started")
	}
	if _, err := rules.ParseRack(d.Guess, s.rackSize()); err != nil {
		return fmt.Errorf("with a guess the game does not have: %v", err)
	}
	guess, _ := rules.ParseRack(d.Guess, s.rackSize())
	truth, err := rules.NewRack(s.target(d.Seat), s.rackSize())
	if err != nil {
		return fmt.Errorf("for a target the racks do not make: %v", err)
	}
	if correct := guess.String() == truth.String(); correct != d.Correct {
		return fmt.Errorf("judged %t where the tiles say %t", d.Correct, correct)
	}
	m, err := s.match.Declare(d.Seat, d.Correct)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	s.match = m
	ok := d.Correct
	s.log = append(s.log, entry{Kind: "declare", Seat: d.Seat, Guess: d.Guess, Correct: &ok})
	return nil
}

func (s *State) applyMark(d markData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if d.Pos < 1 || d.Pos > s.rackSize() {
		return fmt.Errorf("at position %d, which a %d-tile rack does not have", d.Pos, s.rackSize())
	}
	if _, err := rules.ParseTile(d.Tile); err != nil {
		return fmt.Errorf("with a tile the game does not have: %v", err)
	}
	if !markStates[d.State] {
		return fmt.Errorf("with a mark %q the notepad does not have", d.State)
	}
	n := &s.notes[d.Seat]
	if n.marks == nil {
		n.marks = map[string]string{}
	}
	key := strconv.Itoa(d.Pos) + "/" + d.Tile
	if d.State == "" {
		delete(n.marks, key)
	} else {
		n.marks[key] = d.State
	}
	return nil
}

func (s *State) applyText(d textData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	s.notes[d.Seat].text = d.Text
	return nil
}

func startMatch(players, starter int, drawn []rules.Card) (rules.Match, error) {
	m, err := rules.NewMatch(players, starter)
	if err != nil {
		return m, err
	}
	for _, c := range drawn {
		if m, err = m.Reveal(c); err != nil {
			return m, err
		}
	}
	return m, nil
}
