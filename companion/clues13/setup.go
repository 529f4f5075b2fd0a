package clues13

import (
	"fmt"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

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

// Conflict implements companion.Entries: a physical card lies in one place only.
func (s *State) Conflict() bool { return s.conflict() != nil }

func (s *State) conflict() error {
	seen := map[rules.Card]bool{}
	for p := range s.given {
		for _, card := range append(slices.Clone(s.given[p]), s.inside[p]...) {
			if seen[card] {
				return fmt.Errorf("a card is entered by two players")
			}
			seen[card] = true
		}
	}
	for _, d := range s.laid {
		if card, err := rules.ParseCard(d.Card); err == nil && seen[card] {
			return fmt.Errorf("a card laid under a letter is entered by a player")
		}
	}
	return nil
}

// Corrects implements companion.Entries: cards, scans and notes may be
// entered while the cards do not add up.
func (s *State) Corrects(command string) bool {
	switch command {
	case "cards", "scan", "mark", "note":
		return true
	}
	return false
}

// Replaces implements companion.Entries: a seat enters its cards again.
func (s *State) Replaces(c companion.Command) (companion.Word, bool) {
	if c.Type != "cards" || s.m.Started() || c.Actor < 0 || int(c.Actor) >= s.players() {
		return companion.Word{}, false
	}
	return companion.Word{EN: "cards", KO: "카드"}, s.given[c.Actor] != nil
}

// Complete implements companion.Entries: every seat entered its cards.
func (s *State) Complete() bool {
	for p := range s.given {
		if s.given[p] == nil {
			return false
		}
	}
	return true
}

// Ready implements companion.Entries: every seat entered its cards, before the start.
func (s *State) Ready() bool { return s.Complete() && !s.m.Started() }

// informantCards are the cards in play that nobody entered, in id order.
func (s *State) informantCards() []rules.Card {
	var out []rules.Card
	for _, card := range s.m.Setup().Cards {
		used := false
		for p := range s.given {
			used = used || slices.Contains(s.given[p], card) || slices.Contains(s.inside[p], card)
		}
		if !used {
			out = append(out, card)
		}
	}
	return out
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

// dealWith assembles the physical deal: seat p's case is what seat p-1 (its right neighbour) gave.
func (s *State) dealWith(informants []rules.Card) rules.Deal {
	n := s.players()
	d := rules.Deal{Players: n, Outside: make([][3]rules.Card, n), Inside: make([][2]rules.Card, n), Informants: informants}
	for p := 0; p < n; p++ {
		copy(d.Outside[(p+1)%n][:], s.given[p])
		copy(d.Inside[p][:], s.inside[p])
	}
	return d
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
