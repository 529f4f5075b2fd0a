package clues13

import "fmt"

// Setup is what the player count fixes: which colours stay in the box and how many informants lie out.
type Setup struct {
	Players    int      // 2..6
	Colours    []Colour // colours in play, in the seed's order
	Removed    []Colour // colours put back in the box
	Cards      []Card   // cards in play, in id order
	Informants int      // secret informant cards (A, B, ...)
	Letters    []Letter // their letter tiles
}

// MinPlayers and MaxPlayers bound the player count.
const (
	MinPlayers = 2
	MaxPlayers = 6
)

// Unseen is the number of cards every player cannot see at the start (the seed's beginner hint).
const Unseen = 13

// NewSetup returns the set-up for 2–6 players. Removed colours always come from the end of the seed's
// order (2: gray, brown, white, orange; 3: gray, brown, white; 4: gray, brown; 5: gray; 6: none).
func NewSetup(players int) (Setup, error) {
	if players < MinPlayers || players > MaxPlayers {
		return Setup{}, fmt.Errorf("13 Clues is for 2 to 6 players, not %d", players)
	}
	inPlay := coloursInPlay(players)
	s := Setup{Players: players}
	for c := Colour(0); c < NumColours; c++ {
		if int(c) < inPlay {
			s.Colours = append(s.Colours, c)
			for k := Person; k <= Weapon; k++ {
				s.Cards = append(s.Cards, CardOf(c, k))
			}
		}
	}
	for c := Colour(NumColours - 1); int(c) >= inPlay; c-- {
		s.Removed = append(s.Removed, c) // gray first, as the rules list them
	}
	s.Informants = len(s.Cards) - 5*players
	for l := 0; l < s.Informants; l++ {
		s.Letters = append(s.Letters, Letter(l))
	}
	return s, nil
}

// ColourInPlay reports whether colour c is used at this player count.
func (s Setup) ColourInPlay(c Colour) bool { return int(c) < len(s.Colours) }

// InPlay reports whether card c is used at this player count.
func (s Setup) InPlay(c Card) bool { return c.Valid() && s.ColourInPlay(c.Colour()) }

// Subjects returns every subject a player may ask about: the colours in play, then the six categories.
func (s Setup) Subjects() []Subject {
	out := make([]Subject, 0, len(s.Colours)+NumCategories)
	for _, c := range s.Colours {
		out = append(out, ColourSubject(c))
	}
	for c := Category(0); c < NumCategories; c++ {
		out = append(out, CategorySubject(c))
	}
	return out
}

// CheckCard refuses a card that is not in play at this player count.
func (s Setup) CheckCard(c Card) error {
	if !c.Valid() {
		return fmt.Errorf("unknown card %v", c)
	}
	if !s.InPlay(c) {
		return refused(ReasonCardNotInPlay, Refusal{Card: c, Players: s.Players}, "card %q is not in play with %d players (its colour %s is removed)", c, s.Players, c.Colour())
	}
	return nil
}

// CheckSubject refuses a subject no player may ask about. Every one of the 10 colours may be asked, even
// one removed at this player count (the seed lists all 10): its answer is always 0 (see Removed).
func (s Setup) CheckSubject(sub Subject) error { return checkSubject(s.Players, sub) }

// SubjectRemoved reports whether sub is a colour removed at this player count: an ask about it is
// legal, costs its action as usual and is always answered 0, so it teaches nothing.
func (s Setup) SubjectRemoved(sub Subject) bool {
	col, ok := sub.Colour()
	return ok && !s.ColourInPlay(col)
}

// coloursInPlay is how many colours (from purple on) a player count uses.
func coloursInPlay(players int) int { return players + 4 }

func checkSubject(_ int, sub Subject) error {
	if int(sub) >= NumSubjects {
		return fmt.Errorf("unknown subject %v", sub)
	}
	return nil
}

// CheckSide refuses a side that does not fit the player count: 2 players must name one, 3–6 none.
func (s Setup) CheckSide(side Side) error { return checkSide(s.Players, side) }

func checkSide(players int, side Side) error {
	switch {
	case side > Right:
		return fmt.Errorf("unknown side %d", side)
	case players == 2 && side == NoSide:
		return refused(ReasonSideNeeded, Refusal{Players: players}, "with 2 players an ask must include the left or the right inside card")
	case players > 2 && side != NoSide:
		return refused(ReasonSideOnlyWith2, Refusal{Players: players}, "a side (%s) is only named with 2 players", side)
	}
	return nil
}

// CheckLetter refuses an informant letter not laid out at this player count.
func (s Setup) CheckLetter(l Letter) error {
	if int(l) >= s.Informants {
		if s.Informants == 0 {
			return refused(ReasonNoPeeking, Refusal{Players: s.Players}, "there are no informant cards with %d players", s.Players)
		}
		return refused(ReasonLetterNotLaidOut, Refusal{Letter: l, Players: s.Players}, "informant %v is not laid out with %d players (A to %v)", l, s.Players, Letter(s.Informants-1))
	}
	return nil
}

// CheckGuess refuses a solve guess that is not one person, one location and one weapon in play.
func (s Setup) CheckGuess(guess []Card) error {
	if len(guess) != 3 {
		return refused(ReasonGuessSize, Refusal{Count: len(guess)}, "a solve names one person, one location and one weapon, not %d cards", len(guess))
	}
	var have [3]bool
	for _, c := range guess {
		if err := s.CheckCard(c); err != nil {
			return err
		}
		if have[c.Kind()] {
			return refused(ReasonGuessSecondKind, Refusal{Card: c}, "a solve names one person, one location and one weapon, but %q is a second %s", c, c.Kind())
		}
		have[c.Kind()] = true
	}
	return nil
}

// MaxAnswer is the largest answer any deal could give to an ask about sub (with side, for 2 players).
// A colour has 3 cards. A category lives on one kind: each other player shows one card of it outside
// (with 2 players only the asker's outside is counted), plus the inside cards counted (2, or 1 with a side).
func (s Setup) MaxAnswer(sub Subject, side Side) int {
	if s.SubjectRemoved(sub) {
		return 0
	}
	if _, ok := sub.Colour(); ok {
		return 3
	}
	outside, inside := s.Players-1, 2
	if side != NoSide {
		outside, inside = 1, 1
	}
	m := outside + inside
	cat, _ := sub.Category()
	n := 0
	for _, c := range s.Cards {
		if c.Category() == cat {
			n++
		}
	}
	return min(m, n)
}
