package clues13

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"

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
	return &State{m: m, given: make([][]rules.Card, n),
		inside: make([][]rules.Card, n), peeked: make([]map[rules.Letter]rules.Card, n), notes: make([]notepad, n)}, nil
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
	// A physical card lies in one place only.
	for p := range s.given {
		if p == seat {
			continue
		}
		for _, card := range all {
			if slices.Contains(s.given[p], card) || slices.Contains(s.inside[p], card) {
				return nil, companion.Refuse("card %s is already entered by another player", cardWord(card))
			}
		}
	}
	return []companion.Change{{Kind: evCards, Data: cardsData{Seat: seat, Outside: ids(kindOrder(outside)), Inside: ids(inside)}}}, nil
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

func (s *State) decideStart(c companion.Command) ([]companion.Change, error) {
	if c.Actor != companion.Host && (c.Actor < 0 || int(c.Actor) >= s.players()) {
		return nil, companion.Errorf(companion.Forbidden, "only the host or a player can start", "only the host or a player can start")
	}
	if s.m.Started() {
		return nil, companion.Refuse("the game has already started")
	}
	for p := range s.given {
		if s.given[p] == nil {
			return nil, companion.Refuse("%s has not entered their cards yet", companion.Player(p))
		}
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
			return nil, companion.Errorf(companion.Forbidden, "only the host can lay out the informants", "only the host can lay out the informants")
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

// shuffle returns a uniformly shuffled copy, drawn with crypto/rand (the letters hide the cards).
func shuffle(cs []rules.Card) ([]rules.Card, error) {
	out := slices.Clone(cs)
	for i := len(out) - 1; i > 0; i-- {
		j, err := rand.Int(rand.Reader, big.NewInt(int64(i+1)))
		if err != nil {
			return nil, err
		}
		out[i], out[j.Int64()] = out[j.Int64()], out[i]
	}
	return out, nil
}

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
	c, err := s.conflict(seat, know, keep)
	if err != nil || c == nil {
		return companion.Refuse("%s under informant %s does not fit what you know: check the card", cardWord(card), l.String())
	}
	return companion.Refuse("%s under informant %s does not fit what you know: %s Check the card you see.",
		cardWord(card), l.String(), companion.Word{EN: c.Text["en"], KO: c.Text["ko"]})
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

func ids(cs []rules.Card) []string {
	out := make([]string, len(cs))
	for i, card := range cs {
		out[i] = card.String()
	}
	return out
}
