package clues13

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// Rules creates 13 Clues tables for 2 to 6 players.
type Rules struct{}

// New implements companion.Rules.
func (Rules) New(s companion.Settings) (companion.State, error) {
	if s.Players < rules.MinPlayers || s.Players > rules.MaxPlayers {
		return nil, companion.Bad("13 Clues is for 2 to 6 players, not %d", s.Players)
	}
	var o Options
	if raw := bytes.TrimSpace(s.Options); len(raw) > 0 && string(raw) != "null" {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			return nil, companion.Bad("malformed options: %v", err)
		}
	}
	if o.Expert && s.Players == 2 {
		return nil, companion.Bad("the expert rule is for 3 to 6 players")
	}
	m, err := rules.NewMatch(s.Players, o.Expert)
	if err != nil {
		return nil, companion.BadOptions(err)
	}
	n := s.Players
	st := &State{m: m, given: make([][]rules.Card, n),
		inside: make([][]rules.Card, n), peeked: make([]map[rules.Letter]rules.Card, n), notes: make([]notepad, n)}
	if p := s.Practice; p != nil && p.Seat >= 0 && p.Seat < n {
		// The player of a practice table is dealt five cards by the service
		// (the same deal its bots draw) and chooses their case from them.
		deal, err := rules.NewDeal(n, p.Rand(saltDeal))
		if err != nil {
			return nil, companion.BadOptions(err)
		}
		st.dealt = append(deal.Outside[p.Seat][:], deal.Inside[p.Seat][:]...)
		st.dealtTo = p.Seat
	}
	return st, nil
}

// State is one 13 Clues table. given, inside and deal are the hidden truth: they leave the server
// only through View, each part to whoever may see it.
type State struct {
	// m is the turn flow: the deal once started, whose turn, the tokens, asks, peeks, solves, the winner.
	m      rules.Match
	given  [][]rules.Card                // by seat: the case it put on its left neighbour's screen (kind order); nil until entered
	inside [][]rules.Card                // by seat: [left, right]
	peeked []map[rules.Letter]rules.Card // by seat: the card the seat saw under each letter it looked at
	log    []entry
	notes  []notepad
	placed [][]placeData // by seat: cards scanned for a seat whose cards are not entered yet (scan.go)
	laid   []laidData    // informants scanned under their letters at set-up, in letter order (scan.go)
	// dealt is, at a practice table, the five cards the service dealt the
	// player (seat dealtTo), who chooses which three go outside; nil at a
	// physical table.
	dealt   []rules.Card
	dealtTo int
}

// entry is one line of the table's log, as the server keeps it; View redacts it per actor.
type entry struct {
	Kind     string   `json:"kind"` // supply | take | ask | peek | solve
	Seat     int      `json:"seat"`
	From     *int     `json:"from,omitempty"`     // take: the player the token came from
	Answerer *int     `json:"answerer,omitempty"` // ask
	Ask      string   `json:"ask,omitempty"`      // ask: colour or category (hidden in others' private asks)
	Side     string   `json:"side,omitempty"`     // ask, 2 players: left | right
	Answer   *int     `json:"answer,omitempty"`   // ask (hidden in others' private asks)
	Private  bool     `json:"private,omitempty"`  // ask under the expert rule
	Letter   string   `json:"letter,omitempty"`   // peek
	Card     string   `json:"card,omitempty"`     // peek: only in the peeker's own view
	Guess    []string `json:"guess,omitempty"`    // solve: announced aloud, so public
	Correct  *bool    `json:"correct,omitempty"`  // solve
	To       *int     `json:"to,omitempty"`       // the token's new holder; -1 the supply (3–6 players)
}

type notepad struct {
	marks map[rules.Card]string
	text  string
}

func (s *State) players() int { return s.m.Players() }

func (s *State) seatOf(c companion.Command) (int, error) { return companion.SeatOf(c, s.players()) }

// cardsIn reads card ids of a stored event: cards in play at this table.
func (s *State) cardsIn(ids []string) ([]rules.Card, error) {
	out := make([]rules.Card, len(ids))
	for i, id := range ids {
		card, err := rules.ParseCard(id)
		if err == nil {
			err = s.m.Setup().CheckCard(card)
		}
		if err != nil {
			return nil, fmt.Errorf("with a card this table does not have: %v", err)
		}
		out[i] = card
	}
	return out, nil
}

func ids(cs []rules.Card) []string {
	out := make([]string, len(cs))
	for i, card := range cs {
		out[i] = card.String()
	}
	return out
}

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
