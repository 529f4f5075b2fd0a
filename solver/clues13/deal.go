package clues13

import (
	"fmt"
	"math/rand/v2"
	"strconv"
)

// Deal is a complete physical deal: everything on the table, seen or not. Seats are numbered clockwise,
// so seat p+1 sits to the left of seat p; seat p-1 chose p's case and put it on the outside of p's screen.
type Deal struct {
	Players    int
	Outside    [][3]Card // Outside[p]: p's case, on the outside of p's screen (seen by all but p)
	Inside     [][2]Card // Inside[p]: [left, right] inside p's screen (seen by p only)
	Informants []Card    // Informants[l]: the card under letter l; nil when nobody knows (InformantCards)
}

// Laid reports whether the deal says which card lies under each letter. A deal played as the cards lie
// leaves it unknown: the informants are then only the set InformantCards, and each peeker tells what
// they saw.
func (d Deal) Laid() bool { return d.Informants != nil }

// InformantCards returns the cards in play that are in no case and no inside pair, in id order: the
// informants, whatever letters they lie under.
func (d Deal) InformantCards() []Card {
	s, err := NewSetup(d.Players)
	if err != nil {
		return nil
	}
	var used [NumCards]bool
	for p := range d.Outside {
		for _, c := range d.Outside[p] {
			used[c] = true
		}
	}
	for p := range d.Inside {
		for _, c := range d.Inside[p] {
			used[c] = true
		}
	}
	out := []Card{}
	for _, c := range s.Cards {
		if !used[c] {
			out = append(out, c)
		}
	}
	return out
}

// NewDeal draws a random deal: every case is one person, one location and one weapon, every inside pair
// two of the remaining cards, the rest informants. (At the table each player chooses which 3 of their 5
// cards go outside; a uniform draw is what the solver assumes anyway.)
func NewDeal(players int, rng *rand.Rand) (Deal, error) {
	s, err := NewSetup(players)
	if err != nil {
		return Deal{}, err
	}
	var byKind [3][]Card
	for _, c := range s.Cards {
		byKind[c.Kind()] = append(byKind[c.Kind()], c)
	}
	d := Deal{Players: players, Outside: make([][3]Card, players), Inside: make([][2]Card, players)}
	var rest []Card
	for k := range byKind {
		rng.Shuffle(len(byKind[k]), func(i, j int) { byKind[k][i], byKind[k][j] = byKind[k][j], byKind[k][i] })
		for p := 0; p < players; p++ {
			d.Outside[p][k] = byKind[k][p]
		}
		rest = append(rest, byKind[k][players:]...)
	}
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for p := 0; p < players; p++ {
		d.Inside[p] = [2]Card{rest[2*p], rest[2*p+1]}
	}
	d.Informants = append([]Card(nil), rest[2*players:]...)
	return d, nil
}

// Validate checks the deal uses every card in play exactly once in the right places.
func (d Deal) Validate() error {
	s, err := NewSetup(d.Players)
	if err != nil {
		return err
	}
	if len(d.Outside) != d.Players || len(d.Inside) != d.Players {
		return fmt.Errorf("a %d-player deal needs %d outside triples and inside pairs", d.Players, d.Players)
	}
	if d.Laid() && len(d.Informants) != s.Informants {
		return fmt.Errorf("a %d-player deal has %d informants, not %d", d.Players, s.Informants, len(d.Informants))
	}
	var used [NumCards]bool
	use := func(c Card) error {
		if err := s.CheckCard(c); err != nil {
			return err
		}
		if used[c] {
			return fmt.Errorf("card %q is dealt twice", c)
		}
		used[c] = true
		return nil
	}
	for p := range d.Outside {
		if err := s.CheckGuess(d.Outside[p][:]); err != nil {
			return fmt.Errorf("case of seat %d: %w", p, err)
		}
		for _, c := range d.Outside[p] {
			if err := use(c); err != nil {
				return err
			}
		}
		for _, c := range d.Inside[p] {
			if err := use(c); err != nil {
				return err
			}
		}
	}
	for _, c := range d.Informants {
		if err := use(c); err != nil {
			return err
		}
	}
	return nil
}

// Sees returns the cards seat sees when answering an ask with 3–6 players: every other player's outside
// cards and its own two inside cards (informants it peeked at do not count in answers).
func (d Deal) Sees(seat int) []Card {
	out := make([]Card, 0, 3*d.Players)
	for p := range d.Outside {
		if p != seat {
			out = append(out, d.Outside[p][:]...)
		}
	}
	return append(out, d.Inside[seat][:]...)
}

// AskView returns the cards the answerer counts when asker asks them. With 3–6 players that is
// Sees(answerer). With 2 players it is the asker's three outside cards plus only the named inside card.
func (d Deal) AskView(asker, answerer int, side Side) ([]Card, error) {
	if err := checkPair(d.Players, asker, answerer); err != nil {
		return nil, err
	}
	if err := checkSide(d.Players, side); err != nil {
		return nil, err
	}
	if side == NoSide {
		return d.Sees(answerer), nil
	}
	return append(d.Outside[asker][:3:3], d.Inside[answerer][side-Left]), nil
}

// Answer is the true answer answerer gives to asker about sub (side: 2 players only).
func (d Deal) Answer(asker, answerer int, sub Subject, side Side) (int, error) {
	if err := checkSubject(d.Players, sub); err != nil {
		return 0, err
	}
	view, err := d.AskView(asker, answerer, side)
	if err != nil {
		return 0, err
	}
	return Answer(view, sub), nil
}

// LogAsk answers an ask truthfully and returns it as a log entry in the solve contract's shape.
func (d Deal) LogAsk(asker, answerer int, sub Subject, side Side, private bool) (LogEntry, error) {
	a, err := d.Answer(asker, answerer, sub, side)
	if err != nil {
		return LogEntry{}, err
	}
	if private && d.Players == 2 {
		return LogEntry{}, refused(ReasonPrivateNeeds3, Refusal{Players: d.Players}, "the expert rule's private asks need 3 to 6 players")
	}
	return LogEntry{Asker: asker, Answerer: answerer, Ask: sub.String(), Side: side.String(), Answer: a, Private: private}, nil
}

// Request returns what seat knows of the deal (its inside pair, the others' cases, the informants it
// peeked at) as a solve request with an empty log. A seat or a letter the deal does not have is an error,
// and so is a peek in a deal whose letters are not laid out (the peeker's own record says what they saw).
func (d Deal) Request(seat int, peeked []Letter) (SolveRequest, error) {
	if seat < 0 || seat >= d.Players || len(d.Inside) != d.Players || len(d.Outside) != d.Players {
		return SolveRequest{}, fmt.Errorf("seat %d is not a seat of this %d-player deal", seat, d.Players)
	}
	setup, err := NewSetup(d.Players)
	if err != nil {
		return SolveRequest{}, err
	}
	for _, l := range peeked {
		if err := setup.CheckLetter(l); err != nil {
			return SolveRequest{}, err
		}
		if !d.Laid() {
			return SolveRequest{}, fmt.Errorf("the deal does not say which card lies under %v", l)
		}
	}
	req := SolveRequest{
		Game:    GameID,
		Players: d.Players,
		Seat:    seat,
		Inside:  cardIDsOf(d.Inside[seat][:]),
		Outside: map[string][]string{},
	}
	for p := range d.Outside {
		if p != seat {
			req.Outside[strconv.Itoa(p)] = cardIDsOf(d.Outside[p][:])
		}
	}
	if len(peeked) > 0 {
		req.Peeked = map[string]string{}
		for _, l := range peeked {
			req.Peeked[l.String()] = d.Informants[l].String()
		}
	}
	return req, nil
}

func cardIDsOf(cs []Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

func checkPair(players, asker, answerer int) error {
	if asker < 0 || asker >= players {
		return fmt.Errorf("asker %d is not a seat of a %d-player game", asker, players)
	}
	if answerer < 0 || answerer >= players {
		return fmt.Errorf("answerer %d is not a seat of a %d-player game", answerer, players)
	}
	if asker == answerer {
		return refused(ReasonAskSelf, Refusal{Seat: asker}, "seat %d cannot ask itself", asker)
	}
	return nil
}
