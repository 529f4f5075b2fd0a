package clues13

import (
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// Decide implements companion.State.
func (s *State) Decide(c companion.Command) ([]companion.Change, error) {
	switch c.Type {
	case "cards":
		return s.decideCards(c)
	case "start":
		return s.decideStart(c)
	case "scan":
		return s.decideScan(c)
	case "take":
		return s.decideTake(c)
	case "ask":
		return s.decideAsk(c)
	case "peek":
		return s.decidePeek(c)
	case "solve":
		return s.decideSolve(c)
	case "mark":
		return s.decideMark(c)
	case "note":
		seat, text, err := companion.NoteText(c, s.players())
		if err != nil {
			return nil, err
		}
		return []companion.Change{{Kind: evText, Data: textData{Seat: seat, Text: text}}}, nil
	}
	return nil, companion.Bad("unknown command %q", c.Type)
}

// The set-up phase: each seat enters its cards, then the game starts with its informants.

func parseCards(ids []string) ([]rules.Card, error) {
	out := make([]rules.Card, len(ids))
	for i, id := range ids {
		card, err := rules.ParseCard(id)
		if err != nil {
			return nil, companion.Unreadable(cardKind, err)
		}
		out[i] = card
	}
	return out, nil
}

// kindOrder sorts a case as person, location, weapon.
func kindOrder(cs []rules.Card) []rules.Card {
	out := slices.Clone(cs)
	slices.SortFunc(out, func(a, b rules.Card) int { return int(a.Kind()) - int(b.Kind()) })
	return out
}

func (s *State) decideCards(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	if s.m.Started() {
		return nil, companion.Refuse("cards cannot change once the game has started")
	}
	var a struct{ Outside, Inside []string }
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	if len(a.Outside) != 3 || len(a.Inside) != 2 {
		return nil, companion.Bad("enter 5 cards: 3 outside (one person, one location, one weapon) and 2 inside (left, right)")
	}
	outside, err := parseCards(a.Outside)
	if err != nil {
		return nil, err
	}
	inside, err := parseCards(a.Inside)
	if err != nil {
		return nil, err
	}
	all := append(slices.Clone(outside), inside...)
	for i, card := range all {
		if err := s.m.Setup().CheckCard(card); err != nil {
			return nil, badInput(err)
		}
		if slices.Contains(all[:i], card) {
			return nil, companion.Bad("card %s is entered twice", cardWord(card))
		}
	}
	if s.m.Setup().CheckGuess(outside) != nil {
		return nil, companion.Bad("the 3 outside cards must be one person, one location and one weapon")
	}
	if s.dealt != nil && seat == s.dealtTo {
		for _, card := range all {
			if !slices.Contains(s.dealt, card) {
				return nil, companion.Bad("at practice you choose from the 5 cards the phone dealt you: %s is not one of them", cardWord(card))
			}
		}
	}
	// Checked against the seat's own knowledge only: the cases it sees (on
	// every screen but its own; its right neighbour gave it its own). Whether
	// its cards fit the rest is the table's public conflict (Conflict).
	n := s.players()
	for p := range s.given {
		if p == seat || p == (seat-1+n)%n {
			continue
		}
		for _, card := range all {
			if slices.Contains(s.given[p], card) {
				return nil, companion.Refuse("you can see card %s in another player's case", cardWord(card))
			}
		}
	}
	return []companion.Change{{Kind: evCards, Data: cardsData{Seat: seat, Outside: ids(kindOrder(outside)), Inside: ids(inside)}}}, nil
}

func (s *State) decideStart(c companion.Command) ([]companion.Change, error) {
	if c.Actor != companion.Host && (c.Actor < 0 || int(c.Actor) >= s.players()) {
		return nil, companion.Errorf(companion.Forbidden, "only the host or a player can start")
	}
	if s.m.Started() {
		return nil, companion.Refuse("the game has already started")
	}
	for p := range s.given {
		if s.given[p] == nil {
			return nil, companion.Refuse("%s has not entered their cards yet", companion.Player(p))
		}
	}
	if companion.Conflicted(s) { // before the deal's own check, which says more
		return nil, companion.EntriesConflict()
	}
	var a struct {
		Starter    *int
		Informants []string
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	free := s.informantCards()
	var inf []rules.Card // nil: the informants lie as they are, unknown until peeked
	switch {
	case a.Informants != nil:
		// The host may lay the informants out by hand and enter them (letter order); nobody else may.
		if c.Actor != companion.Host {
			return nil, companion.Errorf(companion.Forbidden, "only the host can lay out the informants")
		}
		cs, err := parseCards(a.Informants)
		if err != nil {
			return nil, err
		}
		if !slices.Equal(slices.Sorted(slices.Values(cs)), free) {
			return nil, companion.Bad("the informants must be exactly the %d cards nobody entered", len(free))
		}
		inf = cs
	case len(s.laid) > 0 && len(s.laid) < len(free):
		return nil, companion.Refuse("%d of the %d informants are scanned: scan the rest, or undo the scans to play them as they lie", len(s.laid), len(free))
	case len(s.laid) > 0:
		for _, d := range s.laid {
			card, _ := rules.ParseCard(d.Card)
			inf = append(inf, card)
		}
	}
	starter, err := companion.Starter(a.Starter, s.players())
	if err != nil {
		return nil, err
	}
	if err := s.dealWith(inf).Validate(); err != nil {
		return nil, companion.RulesRefused(err)
	}
	sd := startData{Starter: starter}
	if inf != nil {
		sd.Informants = ids(inf)
	}
	return []companion.Change{{Kind: evStart, Data: sd}}, nil
}

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

// A seat's notepad: marks and notes, its owner's alone.

// Mark states a player may put on a card of the notepad; "maybe" is a reminder, not a claim.
var markStates = map[string]bool{"": true, "maybe": true, rules.MarkOut: true, rules.MarkCertain: true}

func (s *State) decideMark(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	var a struct{ Card, State string }
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	card, err := rules.ParseCard(a.Card)
	if err != nil {
		return nil, companion.Unreadable(cardKind, err)
	}
	if err := s.m.Setup().CheckCard(card); err != nil {
		return nil, badInput(err)
	}
	if !markStates[a.State] {
		return nil, companion.Bad("unknown mark %q (out, certain, maybe or empty)", a.State)
	}
	return []companion.Change{{Kind: evMark, Data: markData{Seat: seat, Card: card.String(), State: a.State}}}, nil
}
