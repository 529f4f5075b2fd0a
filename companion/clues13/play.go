package clues13

import (
	"fmt"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// The play phase: tokens taken, asks, peeks at informants and solves.

func (s *State) decideTake(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	if err := s.m.CanTake(seat); err != nil {
		return nil, refusal(err)
	}
	var a struct{ From *int }
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	if a.From == nil || *a.From < 0 || *a.From >= s.players() || *a.From == seat {
		return nil, companion.Bad("name the other player to take a token from")
	}
	if _, err := s.m.Take(seat, *a.From); err != nil {
		return nil, refusal(err)
	}
	return []companion.Change{{Kind: evTake, Data: takeData{Seat: seat, From: *a.From}}}, nil
}

func (s *State) decideAsk(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	if err := s.m.CanAct(seat); err != nil {
		return nil, refusal(err)
	}
	var a struct {
		Answerer *int
		Ask      string
		Side     string
		Private  bool
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	if a.Answerer == nil {
		return nil, companion.Bad("name the player you ask")
	}
	q := *a.Answerer
	if q < 0 || q >= s.players() {
		return nil, companion.Bad("no player %d", q+1)
	}
	if q == seat {
		return nil, companion.Refuse("you cannot ask yourself")
	}
	sub, err := rules.ParseSubject(a.Ask)
	if err != nil {
		e := companion.Bad("only the 10 colours and the 6 categories may be asked")
		e.Err = err
		return nil, e
	}
	if err := s.m.Setup().CheckSubject(sub); err != nil {
		return nil, refusal(err)
	}
	side, err := rules.ParseSide(a.Side)
	if err != nil {
		return nil, companion.Unreadable(sideKind, err)
	}
	_, le, err := s.m.Ask(seat, q, sub, side, a.Private)
	if err != nil {
		return nil, refusal(err)
	}
	return []companion.Change{{Kind: evAsk, Data: askData{Seat: seat, Answerer: q, Ask: le.Ask, Side: le.Side, Private: le.Private, Answer: le.Answer}}}, nil
}

func (s *State) decidePeek(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	if err := s.m.CanPeek(seat); err != nil {
		return nil, refusal(err)
	}
	var a struct{ Letter, Card string }
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	l, err := rules.ParseLetter(a.Letter)
	if err != nil {
		return nil, companion.Unreadable(letterKind, err)
	}
	_, card, _, err := s.m.Peek(seat, l)
	if err != nil {
		return nil, refusal(err)
	}
	if card != rules.NoCard {
		if a.Card != "" {
			return nil, companion.Bad("the informants were laid out at set-up: peek without naming a card")
		}
		return []companion.Change{{Kind: evPeek, Data: peekData{Seat: seat, Letter: l.String(), Card: card.String()}}}, nil
	}
	// As the cards lie: the peeker says what they see. Only what this seat itself sees is checked, so
	// that peeking at guesses tells nothing about where the hidden cards are.
	if a.Card == "" {
		if prev, ok := s.peeked[seat][l]; ok {
			a.Card = prev.String()
		} else {
			return nil, companion.Bad("name the card you see under informant %s", l.String())
		}
	}
	seen, err := rules.ParseCard(a.Card)
	if err != nil {
		return nil, companion.Unreadable(cardKind, err)
	}
	if err := s.m.Setup().CheckCard(seen); err != nil {
		return nil, badInput(err)
	}
	if err := s.checkSeen(seat, l, seen); err != nil {
		return nil, err
	}
	if err := s.checkFits(seat, l, seen); err != nil {
		return nil, err
	}
	return []companion.Change{{Kind: evPeek, Data: peekData{Seat: seat, Letter: l.String(), Card: seen.String(), Entered: true}}}, nil
}

// checkSeen refuses card as what seat saw under l when seat's own knowledge rules it out: a card it sees
// elsewhere (its inside pair, the other players' cases), a card it saw under another letter, or a card
// other than the one it saw under l before. Nothing hidden from seat is consulted.
func (s *State) checkSeen(seat int, l rules.Letter, card rules.Card) error {
	if prev, ok := s.peeked[seat][l]; ok && prev != card {
		return companion.Refuse("you saw %s under informant %s before: the card there is the same", cardWord(prev), l.String())
	}
	if slices.Contains(s.m.Deal().Sees(seat), card) {
		return companion.Refuse("you can see %s elsewhere: it cannot lie under informant %s", cardWord(card), l.String())
	}
	for other, c := range s.peeked[seat] {
		if other != l && c == card {
			return companion.Refuse("you saw %s under informant %s: it cannot also lie under %s", cardWord(card), other.String(), l.String())
		}
	}
	return nil
}

// checkFits refuses card as what seat saw under l when it cannot hold together with the seat's own
// knowledge (its answers heard, its solves, its other peeks): the refusal names the entries it conflicts
// with. Only the seat's knowledge is consulted, never the hidden cards, so the refusal tells the seat
// nothing it did not know; a card that fits is accepted even if it is not the card lying there.
func (s *State) checkFits(seat int, l rules.Letter, card rules.Card) error {
	know, err := s.Knowledge(seat)
	if err != nil {
		return companion.AsError(err)
	}
	if know.Peeked == nil {
		know.Peeked = map[string]string{}
	}
	know.Peeked[l.String()] = card.String()
	if res, err := rules.Deduce(know); err == nil && !res.Contradiction {
		return nil
	}
	keep := len(know.Log) + len(know.Solves) + slices.Index(rules.PeekOrder(know), l.String())
	c, err := s.knowledgeConflict(seat, know, keep)
	if err != nil || c == nil {
		return companion.Refuse("%s under informant %s does not fit what you know: check the card", cardWord(card), l.String())
	}
	// The conflict names the askers: worded again with the table's names when it refuses.
	said := companion.NamedPhrase(func(names []string) companion.Word {
		w := companion.Word{EN: c.Text["en"], KO: c.Text["ko"]}
		if names == nil {
			return w
		}
		en, _, err1 := rules.FindConflict(know, "en", names, keep)
		ko, _, err2 := rules.FindConflict(know, "ko", names, keep)
		if err1 != nil || err2 != nil {
			return w
		}
		return companion.Word{EN: en.Text, KO: ko.Text}
	})
	return companion.Refuse("%s under informant %s does not fit what you know: %s Check the card you see.", cardWord(card), l.String(), said)
}

// PeekChoices returns, in card order, the cards seat may say it saw under an informant it has not looked
// at yet: the cards in play it sees nowhere (computed from its own knowledge only).
func (s *State) PeekChoices(seat int) []string {
	out := []string{}
	if !s.m.Started() {
		return out
	}
	sees := s.m.Deal().Sees(seat)
	for _, card := range s.m.Setup().Cards {
		if slices.Contains(sees, card) {
			continue
		}
		placed := false
		for _, c := range s.peeked[seat] {
			placed = placed || c == card
		}
		if !placed {
			out = append(out, card.String())
		}
	}
	return out
}

func (s *State) decideSolve(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	if err := s.m.CanAct(seat); err != nil {
		return nil, refusal(err)
	}
	var a struct{ Guess []string }
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	guess, err := parseCards(a.Guess)
	if err != nil {
		return nil, err
	}
	if err := s.m.Setup().CheckGuess(guess); err != nil {
		return nil, badInput(err)
	}
	_, correct, _, err := s.m.Solve(seat, guess)
	if err != nil {
		return nil, refusal(err)
	}
	return []companion.Change{{Kind: evSolve, Data: solveData{Seat: seat, Guess: ids(kindOrder(guess)), Correct: correct}}}, nil
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
