package clues13

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// Name is the game's id in settings, URLs and the CLI.
const Name = "clues13"

// Rules creates 13 Clues tables for 2 to 6 players.
type Rules struct{}

// Options are the table options the host may set in Settings.Options, e.g. {"expert": true}.
type Options struct {
	// Expert adds the seed's expert rule (3–6 players): one top-secret token per player for one
	// private Ask that only the asker and the answerer learn.
	Expert bool `json:"expert"`
}

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

// Event kinds.
const (
	evCards = "cards.set"  // a seat entered its five cards: the case it gives its left neighbour and its inside pair
	evStart = "game.start" // the starting player and, when laid out or scanned, the informants under their letters
	evTake  = "take"       // the player on turn took a token from another player (supply empty)
	evAsk   = "ask"        // an ask and its true answer (computed at decision time)
	evPeek  = "peek"       // a look at one informant, with the card seen (entered by the peeker unless laid out)
	evSolve = "solve"      // a solve attempt and its verdict
	evMark  = "note.mark"  // a notepad mark (private, not undoable)
	evText  = "note.text"  // the notepad's free text (private, not undoable)
)

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

type cardsData struct {
	Seat    int      `json:"seat"`
	Outside []string `json:"outside"`
	Inside  []string `json:"inside"`
}

// startData's Informants are in letter order when laid out (by the host or scans); empty when the
// informants stay as they lie, unknown to the server until each peeker says what they saw.
type startData struct {
	Starter    int      `json:"starter"`
	Informants []string `json:"informants,omitempty"`
}
type takeData struct {
	Seat int `json:"seat"`
	From int `json:"from"`
}
type askData struct {
	Seat     int    `json:"seat"`
	Answerer int    `json:"answerer"`
	Ask      string `json:"ask"`
	Side     string `json:"side,omitempty"`
	Private  bool   `json:"private,omitempty"`
	Answer   int    `json:"answer"`
}

// peekData's Card is the informant laid out under Letter, or, when the informants lie unknown, the card
// the peeker said they saw (Entered): their own knowledge, never checked against the hidden cards.
type peekData struct {
	Seat    int    `json:"seat"`
	Letter  string `json:"letter"`
	Card    string `json:"card"`
	Entered bool   `json:"entered,omitempty"`
}
type solveData struct {
	Seat    int      `json:"seat"`
	Guess   []string `json:"guess"`
	Correct bool     `json:"correct"`
}
type markData struct {
	Seat  int    `json:"seat"`
	Card  string `json:"card"`
	State string `json:"state"`
}
type textData struct {
	Seat int    `json:"seat"`
	Text string `json:"text"`
}

// Mark states a player may put on a card of the notepad; "maybe" is a reminder, not a claim.
var markStates = map[string]bool{"": true, "maybe": true, rules.MarkOut: true, rules.MarkCertain: true}

func (s *State) players() int { return s.m.Players() }

func (s *State) seatOf(c companion.Command) (int, error) { return companion.SeatOf(c, s.players()) }

// Undoable implements companion.State: the notepad is corrected by new marks, not by the host's undo.
func (s *State) Undoable(kind string) bool { return !s.Private(kind) }

// Private implements companion.State: a notepad is its owner's alone.
func (s *State) Private(kind string) bool { return kind == evMark || kind == evText }

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
