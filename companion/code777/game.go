package code777

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// Name is the game's id in settings, URLs and the CLI.
const Name = "code777"

// CoinsToWin ends the game: the first player with this many coins wins.
const CoinsToWin = rules.CoinsToWin

// Rules creates Code 777 tables for 2 to 5 players.
type Rules struct{}

// Options are the table options, from Settings.Options:
// {"q2_threshold_more": true, "reshuffle_at": 4}.
type Options struct {
	// Q2ThresholdMore makes card 2 ask "sum 12 or more" (some printings) instead of "12 or less".
	Q2ThresholdMore bool `json:"q2_threshold_more"`
	// ReshuffleAt is the draw-pile size at which the discards are shuffled back in: 1 (basic), 4 or 7.
	ReshuffleAt int `json:"reshuffle_at"`
}

func parseOptions(raw json.RawMessage) (Options, error) {
	o := Options{ReshuffleAt: int(rules.ReshuffleBasic)}
	if len(bytes.TrimSpace(raw)) > 0 && string(bytes.TrimSpace(raw)) != "null" {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			return o, companion.Bad("bad table options: %v", err)
		}
	}
	switch rules.ReshuffleAt(o.ReshuffleAt) {
	case rules.ReshuffleBasic, rules.ReshuffleAt4, rules.ReshuffleAt7:
	default:
		return o, companion.Bad("the draw-pile reshuffle happens at 1, 4 or 7 tiles, not %d", o.ReshuffleAt)
	}
	return o, nil
}

// New implements companion.Rules.
func (Rules) New(set companion.Settings) (companion.State, error) {
	ids, err := rules.RacksFor(set.Players)
	if err != nil {
		return nil, companion.Bad("Code 777 is for 2 to 5 players, not %d", set.Players)
	}
	opts, err := parseOptions(set.Options)
	if err != nil {
		return nil, err
	}
	n := set.Players
	s := &State{players: n, opts: opts, ids: ids, racks: make([]rules.Rack, len(ids)), filled: make([]bool, len(ids)),
		owed: make([]int, len(ids)), placedAt: make([]int, len(ids)), pile: rules.FullSet(), seen: make([]rules.Tiles, n), deck: rules.FullDeck(),
		coins: make([]int, n), winner: -1, old: make([][]rules.Rack, n), marks: make([]map[string]string, n)}
	for i := range s.marks {
		s.marks[i] = map[string]string{}
	}
	return s, nil
}

// Event kinds.
const (
	evRack      = "rack.set"   // a placer entered the tiles they put on a rack (hidden from its owner)
	evStart     = "game.start" // the first reader was chosen
	evRead      = "card.read"  // a card was turned up; the reader's answer, computed from the racks they see
	evChallenge = "challenge"  // one or more challenges, judged in the rule sheet's order
	evMark      = "note.mark"  // a note-sheet cell (private, not undoable)
	evClear     = "note.clear" // the note sheet wiped (private, not undoable)
)

// State is one Code 777 table. Racks are the hidden truth: a rack's tiles leave the server only through
// View and HintJob, and never to the rack's owner.
type State struct {
	players int
	opts    Options
	ids     []rules.RackID // racks in play: seats first (index = seat), then neutral racks
	racks   []rules.Rack   // by index in ids
	filled  []bool
	// owed counts, per rack, the refreshes still due after the tiles it waits for: a neutral rack
	// refreshed twice in one round of challenges takes three tiles, discards them and takes three more.
	owed []int
	// placedAt is how many cards had been read when the rack's current tiles were placed: only later
	// answers say anything about them.
	placedAt       []int
	pile, discards rules.Tiles
	seen           []rules.Tiles // per seat: the discards it saw (they were on racks it could see)
	started        bool
	starter, turn  int
	deck           rules.Deck
	cycle          int // 1, 2, ... once cards are read
	reads          []reading
	log            []entry
	coins          []int
	correct        int            // correct challenges so far (2 players: which neutral rack is refreshed)
	winner         int            // -1 until someone has 3 coins
	old            [][]rules.Rack // per seat: its own racks it was allowed to see after correct challenges
	marks          []map[string]string
	placing        [][]placed // by rack index: tiles scanned onto a rack not yet entered (scan.go)
}

// reading is one card read aloud, with every rack as it was then (for the listeners' knowledge).
type reading struct {
	reader int
	card   rules.Card
	answer rules.Answer
	racks  []rules.Rack
}

// entry is one line of the public log: a card read, or a challenge judged.
type entry struct {
	kind    string // "read" or "challenge"
	seat    int    // the reader or the challenger
	read    int    // index in reads (read entries)
	card    rules.Card
	answer  rules.Answer
	cycle   int
	numbers rules.Numbers
	correct bool
	void    bool       // the game was won before this challenge was resolved
	tiles   rules.Rack // the challenged rack (shown only to who saw it)
	refresh []rules.RackID
}

type rackData struct {
	Rack       string   `json:"rack"`
	Tiles      []string `json:"tiles"`
	Reshuffled bool     `json:"reshuffled,omitempty"`
}
type startData struct {
	Starter int `json:"starter"`
}
type readData struct {
	Reader   int          `json:"reader"`
	Card     string       `json:"card"`
	Answer   rules.Answer `json:"answer"`
	NewCycle bool         `json:"new_cycle,omitempty"`
}
type challengeResult struct {
	Seat    int      `json:"seat"`
	Numbers string   `json:"numbers"`
	Correct bool     `json:"correct"`
	Tiles   []string `json:"tiles"`
	Refresh []string `json:"refresh,omitempty"`
}
type challengeData struct {
	Results []challengeResult `json:"results"`
	Void    []int             `json:"void,omitempty"`
}
type markData struct {
	Seat  int    `json:"seat"`
	Cell  string `json:"cell"`
	State string `json:"state"`
}
type clearData struct {
	Seat int `json:"seat"`
}

// index returns the position of a rack in s.ids, or -1.
func (s *State) index(id rules.RackID) int { return slices.Index(s.ids, id) }

// placer is the seat that puts tiles on a player's rack: the owner's right-hand neighbour (the previous seat
// clockwise), because everyone places tiles on the rack of the player to their left.
func (s *State) placer(owner int) int { return (owner - 1 + s.players) % s.players }

func (s *State) isSeat(a companion.Actor) bool { return a >= 0 && int(a) < s.players }

// hostLike: the host console, or a hardware reader acting for it.
func hostLike(a companion.Actor) bool { return a == companion.Host || a == companion.Reader }

func (s *State) over() bool { return s.winner >= 0 }

func (s *State) allFilled() bool { return !slices.Contains(s.filled, false) }

// lastReader is the reader of the latest card; before any, the seat before the first reader.
func (s *State) lastReader() int {
	if n := len(s.reads); n > 0 {
		return s.reads[n-1].reader
	}
	return (s.turn - 1 + s.players) % s.players
}

// Undoable implements companion.State: the note sheet is the player's own, corrected by new marks.
func (s *State) Undoable(kind string) bool { return !s.Private(kind) }

// Private implements companion.State: a note sheet is its owner's alone.
func (s *State) Private(kind string) bool { return kind == evMark || kind == evClear }

// Decide implements companion.State.
func (s *State) Decide(c companion.Command) ([]companion.Change, error) {
	switch c.Type {
	case "rack":
		return s.decideRack(c)
	case "start":
		return s.decideStart(c)
	case "read":
		return s.decideRead(c)
	case "challenge":
		return s.decideChallenge(c)
	case "mark":
		return s.decideMark(c)
	case "scan":
		return s.decideScan(c)
	case "clear_marks":
		if !s.isSeat(c.Actor) {
			return nil, companion.Errorf(companion.Forbidden, "only a player can do this", "only a player can do this")
		}
		return []companion.Change{{Kind: evClear, Data: clearData{Seat: int(c.Actor)}}}, nil
	}
	return nil, companion.Bad("unknown command %q", c.Type)
}

func (s *State) decideRack(c companion.Command) ([]companion.Change, error) {
	var a struct {
		Rack  string   `json:"rack"`
		Tiles []string `json:"tiles"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	id, err := rules.ParseRackID(a.Rack)
	if err != nil {
		return nil, companion.Bad("%v", err)
	}
	i := s.index(id)
	if i < 0 {
		return nil, companion.Bad("rack %s is not in this game", id)
	}
	rack, err := rules.ParseRack(a.Tiles)
	if err != nil {
		return nil, badInput(err)
	}
	if owner, ok := id.Seat(); ok {
		switch {
		case hostLike(c.Actor):
			return nil, companion.Errorf(companion.Forbidden, "the host can enter only the neutral racks", "the host can enter only the neutral racks")
		case int(c.Actor) != s.placer(owner):
			return nil, companion.Errorf(companion.Forbidden, "player %d places the tiles on rack %s", "player %d places the tiles on rack %s", s.placer(owner)+1, id)
		}
	} else if !hostLike(c.Actor) && !s.isSeat(c.Actor) {
		return nil, companion.Errorf(companion.Forbidden, "only a player can do this", "only a player can do this")
	}
	if s.over() {
		return nil, companion.Refuse("the game is over")
	}
	if s.started && s.filled[i] {
		return nil, companion.Refuse("rack %s does not need tiles now", id)
	}
	pile, reshuffled := s.pile, false
	if !s.started && s.filled[i] { // a correction before the start: the old tiles go back
		pile = pile.Plus(s.racks[i].Tiles())
	}
	if s.started {
		if pile, _, reshuffled, err = rules.PileForRefill(pile, s.discards, rules.ReshuffleAt(s.opts.ReshuffleAt)); err != nil {
			return nil, refusal(err)
		}
	}
	want := rack.Tiles()
	for _, k := range rules.Kinds() {
		if want[k] > pile[k] {
			return nil, companion.Refuse("not enough %s tiles left in the draw pile", k)
		}
	}
	return []companion.Change{{Kind: evRack, Data: rackData{Rack: id.String(), Tiles: rack.IDs(), Reshuffled: reshuffled}}}, nil
}

func (s *State) decideStart(c companion.Command) ([]companion.Change, error) {
	if !hostLike(c.Actor) && !s.isSeat(c.Actor) {
		return nil, companion.Errorf(companion.Forbidden, "only the host or a player can start", "only the host or a player can start")
	}
	if s.started {
		return nil, companion.Refuse("the game has already started")
	}
	for i, id := range s.ids {
		if !s.filled[i] {
			return nil, companion.Refuse("rack %s still waits for its tiles", id)
		}
	}
	var a struct {
		Starter *int `json:"starter"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	starter, err := companion.Starter(a.Starter, s.players)
	if err != nil {
		return nil, err
	}
	return []companion.Change{{Kind: evStart, Data: startData{Starter: starter}}}, nil
}

// playing refuses moves outside the game's play phase.
func (s *State) playing() error {
	if !s.started {
		return companion.Refuse("the game has not started yet")
	}
	if s.over() {
		return companion.Refuse("the game is over")
	}
	return nil
}

func (s *State) decideRead(c companion.Command) ([]companion.Change, error) {
	var a struct {
		Card string `json:"card"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	card, err := rules.ParseCard(a.Card)
	if err != nil {
		return nil, companion.Bad("%v", err)
	}
	if !hostLike(c.Actor) && !s.isSeat(c.Actor) {
		return nil, companion.Errorf(companion.Forbidden, "only the host or the reader can enter the card", "only the host or the reader can enter the card")
	}
	if err := s.playing(); err != nil {
		return nil, err
	}
	if s.isSeat(c.Actor) && int(c.Actor) != s.turn {
		return nil, companion.Refuse("it is player %d's turn to read a card", s.turn+1)
	}
	for i, id := range s.ids {
		if !s.filled[i] {
			return nil, companion.Refuse("rack %s still waits for its tiles", id)
		}
	}
	_, newCycle, err := s.deck.Take(card)
	if err != nil {
		return nil, refusal(err)
	}
	visible := make([]rules.Rack, 0, len(s.ids)-1)
	for i := range s.ids {
		if i != s.turn {
			visible = append(visible, s.racks[i])
		}
	}
	ans, err := rules.AnswerCard(visible, card, rules.Options{Q2ThresholdMore: s.opts.Q2ThresholdMore})
	if err != nil {
		return nil, companion.AsError(err)
	}
	return []companion.Change{{Kind: evRead, Data: readData{Reader: s.turn, Card: card.String(), Answer: ans, NewCycle: newCycle}}}, nil
}

func (s *State) decideChallenge(c companion.Command) ([]companion.Change, error) {
	var a struct {
		Numbers    *string `json:"numbers"`
		Challenges []struct {
			Seat    *int   `json:"seat"`
			Numbers string `json:"numbers"`
		} `json:"challenges"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	named := map[int]rules.Numbers{}
	var seats []int
	switch {
	case a.Numbers != nil && a.Challenges != nil:
		return nil, companion.Bad("give either \"numbers\" (your own challenge) or \"challenges\"")
	case a.Numbers != nil:
		if !s.isSeat(c.Actor) {
			return nil, companion.Errorf(companion.Forbidden, "only a player can do this", "only a player can do this")
		}
		n, err := rules.ParseNumbers(*a.Numbers)
		if err != nil {
			return nil, companion.Bad("player %d: %v", int(c.Actor)+1, err)
		}
		seats, named[int(c.Actor)] = []int{int(c.Actor)}, n
	case len(a.Challenges) == 0:
		return nil, companion.Bad("name at least one challenger")
	default:
		if !hostLike(c.Actor) && !s.isSeat(c.Actor) {
			return nil, companion.Errorf(companion.Forbidden, "only a player can do this", "only a player can do this")
		}
		for _, ch := range a.Challenges {
			if ch.Seat == nil || *ch.Seat < 0 || *ch.Seat >= s.players {
				seat := -1
				if ch.Seat != nil {
					seat = *ch.Seat
				}
				return nil, companion.Bad("no player %d", seat+1)
			}
			n, err := rules.ParseNumbers(ch.Numbers)
			if err != nil {
				return nil, companion.Bad("player %d: %v", *ch.Seat+1, err)
			}
			seats = append(seats, *ch.Seat)
			named[*ch.Seat] = n
		}
	}
	order, err := rules.ChallengeOrder(s.players, s.lastReader(), seats)
	if err != nil {
		return nil, badInput(err)
	}
	if err := s.playing(); err != nil {
		return nil, err
	}
	for _, seat := range order {
		if !s.filled[seat] {
			return nil, companion.Refuse("player %d has no tiles to name yet", seat+1)
		}
	}
	challenges := make([]rules.Challenge, len(order))
	for i, seat := range order {
		challenges[i] = rules.Challenge{Seat: seat, Numbers: named[seat]}
	}
	round := rules.JudgeRound(s.players, s.racks[:s.players], s.coins, s.correct, challenges)
	d := challengeData{Results: []challengeResult{}, Void: round.Void}
	for _, v := range round.Verdicts {
		r := challengeResult{Seat: v.Seat, Numbers: named[v.Seat].String(), Correct: v.Correct, Tiles: s.racks[v.Seat].IDs()}
		if v.Refreshes {
			r.Refresh = []string{v.Refresh.String()}
		}
		d.Results = append(d.Results, r)
	}
	return []companion.Change{{Kind: evChallenge, Data: d}}, nil
}

// Note-sheet cell states: "x" the tile is seen elsewhere (crossed out), "out" deduced not on my rack,
// "certain" on my rack.
var markStates = map[string]bool{"": true, "x": true, "out": true, "certain": true}

// parseCell reads a note-sheet cell "red5/2": a kind and which of its copies (1-based).
func parseCell(cell string) (rules.Kind, int, bool) {
	for _, k := range rules.Kinds() {
		for i := 1; i <= k.Copies(); i++ {
			if cell == cellID(k, i) {
				return k, i, true
			}
		}
	}
	return 0, 0, false
}

func (s *State) decideMark(c companion.Command) ([]companion.Change, error) {
	if !s.isSeat(c.Actor) {
		return nil, companion.Errorf(companion.Forbidden, "only a player can do this", "only a player can do this")
	}
	var a struct {
		Cell  string `json:"cell"`
		State string `json:"state"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	if _, _, ok := parseCell(a.Cell); !ok {
		return nil, companion.Bad("unknown cell %q (cells are like \"red5/2\")", a.Cell)
	}
	if !markStates[a.State] {
		return nil, companion.Bad("unknown mark %q (x, out, certain or empty)", a.State)
	}
	return []companion.Change{{Kind: evMark, Data: markData{Seat: int(c.Actor), Cell: a.Cell, State: a.State}}}, nil
}

// Apply implements companion.State. Each kind's data is decoded once, into
// its own type, and checked against the table before anything changes.
func (s *State) Apply(e companion.Event) (companion.State, error) {
	var err error
	switch e.Kind {
	case evRack:
		err = apply(e, s.applyRack)
	case evPlace:
		err = apply(e, s.applyPlace)
	case evStart:
		err = apply(e, s.applyStart)
	case evRead:
		err = apply(e, s.applyRead)
	case evChallenge:
		err = apply(e, s.applyChallenge)
	case evMark:
		err = apply(e, s.applyMark)
	case evClear:
		err = apply(e, func(d clearData) error {
			if err := s.checkSeat(d.Seat); err != nil {
				return err
			}
			s.marks[d.Seat] = map[string]string{}
			return nil
		})
	default:
		err = companion.UnknownKind("Code 777", e)
	}
	return s, err
}

// apply decodes an event's data into the type its kind declares and hands
// it to the kind's fold, naming the kind in any error.
func apply[T any](e companion.Event, fold func(T) error) error {
	d, err := companion.DecodeEvent[T](e)
	if err != nil {
		return err
	}
	if err := fold(d); err != nil {
		return fmt.Errorf("a %s event %v", e.Kind, err)
	}
	return nil
}

func (s *State) checkSeat(seat int) error {
	if seat < 0 || seat >= s.players {
		return fmt.Errorf("for seat %d, which this %d-player table does not have", seat, s.players)
	}
	return nil
}

// rackIndex reads a rack id of a stored event: a rack of this table.
func (s *State) rackIndex(rack string) (int, error) {
	id, err := rules.ParseRackID(rack)
	if err != nil {
		return 0, fmt.Errorf("for a rack the game does not have: %v", err)
	}
	i := s.index(id)
	if i < 0 {
		return 0, fmt.Errorf("for rack %s, which this %d-player table does not have", id, s.players)
	}
	return i, nil
}

func (s *State) applyStart(d startData) error {
	if err := s.checkSeat(d.Starter); err != nil {
		return err
	}
	if s.started {
		return fmt.Errorf("after the game started")
	}
	if !s.allFilled() {
		return fmt.Errorf("before every rack was entered")
	}
	s.started, s.starter, s.turn = true, d.Starter, d.Starter
	return nil
}

func (s *State) applyMark(d markData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if _, _, ok := parseCell(d.Cell); !ok {
		return fmt.Errorf("for a cell %q the note sheet does not have", d.Cell)
	}
	if !markStates[d.State] {
		return fmt.Errorf("with a mark %q the note sheet does not have", d.State)
	}
	if d.State == "" {
		delete(s.marks[d.Seat], d.Cell)
	} else {
		s.marks[d.Seat][d.Cell] = d.State
	}
	return nil
}

// applyRack enters a rack's tiles (a rack entered in any way drops the
// tiles scanned for it).
func (s *State) applyRack(d rackData) error {
	i, err := s.rackIndex(d.Rack)
	if err != nil {
		return err
	}
	rack, err := rules.ParseRack(d.Tiles)
	if err != nil {
		return fmt.Errorf("for rack %s with tiles the game does not have: %v", d.Rack, err)
	}
	switch {
	case s.over():
		return fmt.Errorf("after the game was won")
	case s.started && s.filled[i]:
		return fmt.Errorf("for rack %s, which does not need tiles now", d.Rack)
	}
	pile, discards := s.pile, s.discards
	if !s.started && s.filled[i] { // a correction before the start: the old tiles go back
		pile = pile.Plus(s.racks[i].Tiles())
	}
	if s.started {
		_, _, reshuffle, err := rules.PileForRefill(pile, discards, rules.ReshuffleAt(s.opts.ReshuffleAt))
		if err != nil {
			return fmt.Errorf("the rules refuse: %v", err)
		}
		if reshuffle != d.Reshuffled {
			return fmt.Errorf("for rack %s that says reshuffled=%t where the draw pile says %t", d.Rack, d.Reshuffled, reshuffle)
		}
	} else if d.Reshuffled {
		return fmt.Errorf("for rack %s that says reshuffled before the game started", d.Rack)
	}
	if d.Reshuffled {
		// The pile's last tiles and every discard are shuffled together: nobody knows where they are now.
		pile, discards = pile.Plus(discards), rules.Tiles{}
	}
	pile, err = pile.Minus(rack.Tiles())
	if err != nil {
		return fmt.Errorf("for rack %s with tiles the draw pile does not hold: %v", d.Rack, err)
	}
	if d.Reshuffled {
		for p := range s.seen {
			s.seen[p] = rules.Tiles{}
		}
	}
	s.pile, s.discards = pile, discards
	if s.placing != nil {
		s.placing[i] = nil
	}
	s.racks[i], s.filled[i], s.placedAt[i] = rack, true, len(s.reads)
	if s.started && s.owed[i] > 0 {
		// A further refresh is due: these tiles were seen by everyone (only neutral racks are refreshed)
		// and go straight to the discards; the rack waits for three more.
		s.owed[i]--
		s.discard(i, true)
	}
	return nil
}

func (s *State) applyRead(d readData) error {
	if err := s.checkSeat(d.Reader); err != nil {
		return err
	}
	card, err := rules.ParseCard(d.Card)
	if err != nil {
		return fmt.Errorf("with a card the game does not have: %v", err)
	}
	switch {
	case !s.started:
		return fmt.Errorf("before the game started")
	case s.over():
		return fmt.Errorf("after the game was won")
	case d.Reader != s.turn:
		return fmt.Errorf("by seat %d on seat %d's turn", d.Reader, s.turn)
	case !s.allFilled():
		return fmt.Errorf("while a rack waits for its tiles")
	}
	deck, newCycle, err := s.deck.Take(card)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	if newCycle || s.cycle == 0 {
		s.cycle++
	}
	s.deck = deck
	s.log = append(s.log, entry{kind: "read", seat: d.Reader, read: len(s.reads), card: card, answer: d.Answer, cycle: s.cycle})
	s.reads = append(s.reads, reading{reader: d.Reader, card: card, answer: d.Answer, racks: slices.Clone(s.racks)})
	s.turn = (d.Reader + 1) % s.players
	return nil
}

// discard moves a rack's tiles to the discard pile; every seat that could see them remembers them.
func (s *State) discard(i int, ownerMaySee bool) {
	t := s.racks[i].Tiles()
	s.discards = s.discards.Plus(t)
	for p := range s.seen {
		if p != i || ownerMaySee {
			s.seen[p] = s.seen[p].Plus(t)
		}
	}
	s.racks[i], s.filled[i] = rules.Rack{}, false
}

func (s *State) applyChallenge(d challengeData) error {
	if !s.started {
		return fmt.Errorf("before the game started")
	}
	if s.over() {
		return fmt.Errorf("after the game was won")
	}
	// Check every result before changing anything.
	type checked struct {
		n       rules.Numbers
		refresh []int
	}
	ok := make([]checked, len(d.Results))
	heard := map[int]bool{}
	for j, r := range d.Results {
		if err := s.checkSeat(r.Seat); err != nil {
			return err
		}
		if !s.filled[r.Seat] || heard[r.Seat] {
			return fmt.Errorf("for seat %d, which has no tiles to name", r.Seat)
		}
		heard[r.Seat] = true
		n, err := rules.ParseNumbers(r.Numbers)
		if err != nil {
			return fmt.Errorf("for seat %d with numbers the game does not have: %v", r.Seat, err)
		}
		if rules.JudgeChallenge(s.racks[r.Seat], n) != r.Correct {
			return fmt.Errorf("for seat %d judged %t where its rack says %t", r.Seat, r.Correct, !r.Correct)
		}
		ok[j].n = n
		for _, rid := range r.Refresh {
			i, err := s.rackIndex(rid)
			if err != nil {
				return err
			}
			if !s.ids[i].IsNeutral() {
				return fmt.Errorf("refreshing rack %s, which is not a neutral rack", rid)
			}
			ok[j].refresh = append(ok[j].refresh, i)
		}
	}
	for _, seat := range d.Void {
		if err := s.checkSeat(seat); err != nil {
			return err
		}
	}
	for j, r := range d.Results {
		en := entry{kind: "challenge", seat: r.Seat, numbers: ok[j].n, correct: r.Correct, tiles: s.racks[r.Seat]}
		if r.Correct {
			s.coins[r.Seat]++
			s.correct++
			s.old[r.Seat] = append(s.old[r.Seat], s.racks[r.Seat])
			if s.coins[r.Seat] >= CoinsToWin && s.winner < 0 {
				s.winner = r.Seat
			}
		}
		s.discard(r.Seat, r.Correct)
		for _, i := range ok[j].refresh {
			if s.filled[i] {
				s.discard(i, true)
			} else { // already refreshed in this round: its next tiles are discarded and drawn again
				s.owed[i]++
			}
			en.refresh = append(en.refresh, s.ids[i])
		}
		s.log = append(s.log, en)
	}
	for _, seat := range d.Void {
		s.log = append(s.log, entry{kind: "challenge", seat: seat, void: true})
	}
	return nil
}
