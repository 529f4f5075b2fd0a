package clues13

import (
	"fmt"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// Apply implements companion.State. Each kind's data is decoded once, into
// its own type, and checked against the table before anything changes.
func (s *State) Apply(e companion.Event) (companion.State, error) {
	var err error
	switch e.Kind {
	case evCards:
		err = companion.Fold(e, s.applyCards)
	case evPlace:
		err = companion.Fold(e, s.applyPlace)
	case evLay:
		err = companion.Fold(e, s.applyLay)
	case evStart:
		err = companion.Fold(e, s.applyStart)
	case evTake:
		err = companion.Fold(e, s.applyTake)
	case evAsk:
		err = companion.Fold(e, s.applyAsk)
	case evPeek:
		err = companion.Fold(e, s.applyPeek)
	case evSolve:
		err = companion.Fold(e, s.applySolve)
	case evMark:
		err = companion.Fold(e, s.applyMark)
	case evText:
		err = companion.Fold(e, func(d textData) error {
			if err := s.checkSeat(d.Seat); err != nil {
				return err
			}
			s.notes[d.Seat].text = d.Text
			return nil
		})
	default:
		err = companion.UnknownKind("13 Clues", e)
	}
	return s, err
}

func (s *State) checkSeat(seat int) error {
	if seat < 0 || seat >= s.players() {
		return fmt.Errorf("for seat %d, which this %d-player table does not have", seat, s.players())
	}
	return nil
}

// applyCards enters a seat's cards (entered in any way, they drop the cards scanned for it).
func (s *State) applyCards(d cardsData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if s.m.Started() {
		return fmt.Errorf("for seat %d after the game started", d.Seat)
	}
	outside, err := s.cardsIn(d.Outside)
	if err != nil {
		return err
	}
	inside, err := s.cardsIn(d.Inside)
	if err != nil {
		return err
	}
	if len(inside) != 2 || s.m.Setup().CheckGuess(outside) != nil {
		return fmt.Errorf("for seat %d with %d outside and %d inside cards, not a case and a pair", d.Seat, len(outside), len(inside))
	}
	if s.placed != nil {
		s.placed[d.Seat] = nil
	}
	s.given[d.Seat], s.inside[d.Seat] = outside, inside
	return nil
}

func (s *State) applyStart(d startData) error {
	if err := s.checkSeat(d.Starter); err != nil {
		return err
	}
	if s.m.Started() {
		return fmt.Errorf("after the game started")
	}
	for p := range s.given {
		if s.given[p] == nil {
			return fmt.Errorf("before seat %d entered its cards", p)
		}
	}
	if err := s.conflict(); err != nil {
		return fmt.Errorf("while the cards do not add up: %v", err)
	}
	inf, err := s.cardsIn(d.Informants)
	if err != nil {
		return err
	}
	if len(inf) == 0 && s.m.Setup().Informants > 0 {
		inf = nil // as they lie: nobody knows the letters
	}
	m, err := s.m.Start(s.dealWith(inf), d.Starter)
	if err != nil {
		return fmt.Errorf("with a deal the rules refuse: %v", err)
	}
	s.m = m
	return nil
}

func (s *State) applyTake(d takeData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	m, err := s.m.Take(d.Seat, d.From)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	s.m = m
	from := d.From
	s.log = append(s.log, entry{Kind: "take", Seat: d.Seat, From: &from})
	return nil
}

func (s *State) applyAsk(d askData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	sub, err := rules.ParseSubject(d.Ask)
	if err != nil {
		return fmt.Errorf("asking about something the game does not have: %v", err)
	}
	side, err := rules.ParseSide(d.Side)
	if err != nil {
		return fmt.Errorf("with a side the game does not have: %v", err)
	}
	m, le, err := s.m.Ask(d.Seat, d.Answerer, sub, side, d.Private)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	if le.Answer != d.Answer {
		return fmt.Errorf("answered %d where the cards say %d", d.Answer, le.Answer)
	}
	s.noteSupply(d.Seat)
	s.m = m
	q, ans := d.Answerer, d.Answer
	en := entry{Kind: "ask", Seat: d.Seat, Answerer: &q, Ask: d.Ask, Side: d.Side, Answer: &ans, Private: d.Private}
	if s.players() > 2 {
		en.To = &q
	}
	s.log = append(s.log, en)
	return nil
}

func (s *State) applyPeek(d peekData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	l, err := rules.ParseLetter(d.Letter)
	if err != nil {
		return fmt.Errorf("at a letter the game does not have: %v", err)
	}
	m, card, to, err := s.m.Peek(d.Seat, l)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	seen, err := s.cardsIn([]string{d.Card})
	if err != nil {
		return err
	}
	switch {
	case card != rules.NoCard && (d.Entered || card != seen[0]):
		return fmt.Errorf("seeing %s under %s where the deal has %s", d.Card, d.Letter, card)
	case card == rules.NoCard && !d.Entered:
		return fmt.Errorf("with a card the peeker did not enter, at informants that are not laid out")
	case card == rules.NoCard:
		if err := s.checkSeen(d.Seat, l, seen[0]); err != nil {
			return fmt.Errorf("with a card the peeker cannot have seen there: %v", err)
		}
	}
	s.noteSupply(d.Seat)
	s.m = m
	if s.peeked[d.Seat] == nil {
		s.peeked[d.Seat] = map[rules.Letter]rules.Card{}
	}
	s.peeked[d.Seat][l] = seen[0]
	en := entry{Kind: "peek", Seat: d.Seat, Letter: d.Letter, Card: d.Card}
	if s.players() > 2 { // with 2 players there are no tokens to pass on
		en.To = &to
	}
	s.log = append(s.log, en)
	return nil
}

func (s *State) applySolve(d solveData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	guess, err := s.cardsIn(d.Guess)
	if err != nil {
		return err
	}
	m, correct, to, err := s.m.Solve(d.Seat, guess)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	if correct != d.Correct {
		return fmt.Errorf("judged %t where seat %d's case says %t", d.Correct, d.Seat, correct)
	}
	s.noteSupply(d.Seat)
	s.m = m
	ok := d.Correct
	en := entry{Kind: "solve", Seat: d.Seat, Guess: d.Guess, Correct: &ok}
	if s.players() > 2 {
		en.To = &to
	}
	s.log = append(s.log, en)
	return nil
}

// noteSupply logs the magnifying glass seat takes from the supply when its turn begins with none (the
// rules do it inside the turn's first action; players do it by hand, so the log says so).
func (s *State) noteSupply(seat int) {
	if _, active := s.m.Economy().Turn(); active || s.players() == 2 || s.m.MustTake() {
		return
	}
	if s.m.Economy().Held(seat) == 0 && s.m.Economy().Supply() > 0 {
		s.log = append(s.log, entry{Kind: "supply", Seat: seat})
	}
}

func (s *State) applyMark(d markData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	cs, err := s.cardsIn([]string{d.Card})
	if err != nil {
		return err
	}
	if !markStates[d.State] {
		return fmt.Errorf("with a mark %q the notepad does not have", d.State)
	}
	n := &s.notes[d.Seat]
	if n.marks == nil {
		n.marks = map[rules.Card]string{}
	}
	if d.State == "" {
		delete(n.marks, cs[0])
	} else {
		n.marks[cs[0]] = d.State
	}
	return nil
}
