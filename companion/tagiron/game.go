package tagiron

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Name is the game's id in settings, URLs and the CLI.
const Name = "tagiron"

// Rules creates Tagiron tables for 2 to 4 players.
type Rules struct{}

// New implements companion.Rules.
func (Rules) New(s companion.Settings) (companion.State, error) {
	if s.Players < 2 || s.Players > 4 {
		return nil, companion.Bad("Tagiron is for 2 to 4 players, not %d", s.Players)
	}
	m, err := rules.NewMatch(s.Players, 0)
	if err != nil {
		return nil, companion.BadOptions(err)
	}
	return &State{players: s.Players, match: m, racks: make([][]rules.Tile, s.Players), notes: make([]notepad, s.Players)}, nil
}

// Event kinds.
const (
	evTiles   = "tiles.set"  // a seat entered its rack (private)
	evReveal  = "row.reveal" // a card was drawn face up
	evStart   = "game.start" // the starting player was chosen
	evAsk     = "ask"        // a question and every answer given aloud
	evDeclare = "declare"    // a declaration and its judgement
	evMark    = "note.mark"  // a notepad cell (private, not undoable)
	evText    = "note.text"  // the notepad's free text (private, not undoable)
)

// State is one Tagiron table. The racks are the hidden truth: they leave the
// server only through View, and only to their owner (or to all once the game is over).
type State struct {
	players int
	racks   [][]rules.Tile // by seat, sorted; nil until entered
	match   rules.Match    // before the start: only collects the revealed cards
	drawn   []rules.Card   // every card revealed, in order (to rebuild the match at the start)
	started bool
	log     []entry
	notes   []notepad
	deal    [][]dealt // tiles dealt by reader scans, per seat (scan.go)
}

// entry is one line of the public question-and-answer log.
type entry struct {
	Kind    string                  `json:"kind"` // "ask" or "declare"
	Seat    int                     `json:"seat"`
	Card    string                  `json:"card,omitempty"`
	Pick    int                     `json:"pick,omitempty"`
	Answers map[string]rules.Answer `json:"answers,omitempty"`
	Guess   []string                `json:"guess,omitempty"` // private to the declarer in 3–4 players
	Correct *bool                   `json:"correct,omitempty"`
}

type notepad struct {
	marks map[string]string // "pos/tile" -> possible | out | certain
	text  string
}

type tilesData struct {
	Seat  int      `json:"seat"`
	Tiles []string `json:"tiles"`
}
type revealData struct {
	Card string `json:"card"`
}
type startData struct {
	Starter int `json:"starter"`
}
type askData struct {
	Seat    int                     `json:"seat"`
	Card    string                  `json:"card"`
	Pick    int                     `json:"pick,omitempty"`
	Answers map[string]rules.Answer `json:"answers"`
}
type declareData struct {
	Seat    int      `json:"seat"`
	Guess   []string `json:"guess"`
	Correct bool     `json:"correct"`
}
type markData struct {
	Seat  int    `json:"seat"`
	Pos   int    `json:"pos"`
	Tile  string `json:"tile"`
	State string `json:"state"`
}
type textData struct {
	Seat int    `json:"seat"`
	Text string `json:"text"`
}

func (s *State) rackSize() int { return rules.RackSize(s.players) }

func (s *State) seatOf(c companion.Command) (int, error) { return companion.SeatOf(c, s.players) }

// Undoable implements companion.State: the notepad is the player's own and
// is corrected by new marks, not by the host's undo.
func (s *State) Undoable(kind string) bool { return !s.Private(kind) }

// Private implements companion.State: a notepad is its owner's alone.
func (s *State) Private(kind string) bool { return kind == evMark || kind == evText }

// Decide implements companion.State.
func (s *State) Decide(c companion.Command) ([]companion.Change, error) {
	switch c.Type {
	case "tiles":
		return s.decideTiles(c)
	case "reveal":
		var a struct{ Card string }
		if err := c.Args(&a); err != nil {
			return nil, err
		}
		card, err := rules.ParseCard(a.Card)
		if err != nil {
			return nil, companion.Unreadable(cardKind, err)
		}
		if _, err := s.match.Reveal(card); err != nil {
			return nil, refusal(err)
		}
		return []companion.Change{{Kind: evReveal, Data: revealData{Card: card.String()}}}, nil
	case "start":
		return s.decideStart(c)
	case "scan":
		return s.decideScan(c)
	case "ask":
		return s.decideAsk(c)
	case "declare":
		return s.decideDeclare(c)
	case "mark":
		return s.decideMark(c)
	case "note":
		seat, text, err := companion.NoteText(c, s.players)
		if err != nil {
			return nil, err
		}
		return []companion.Change{{Kind: evText, Data: textData{Seat: seat, Text: text}}}, nil
	}
	return nil, companion.Bad("unknown command %q", c.Type)
}

func (s *State) decideTiles(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	if s.started {
		return nil, companion.Refuse("tiles cannot change once the game has started")
	}
	var a struct{ Tiles []string }
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	rack, err := rules.ParseRack(a.Tiles, s.rackSize())
	if err != nil {
		return nil, companion.Unreadable(tilesKind, err)
	}
	// Checked against the seat's own knowledge only (a valid rack): whether
	// it fits the others' racks is the table's public conflict (Conflict).
	return []companion.Change{{Kind: evTiles, Data: tilesData{Seat: seat, Tiles: rack.IDs()}}}, nil
}

// Conflict implements companion.Entries: a physical tile lies on one rack only.
func (s *State) Conflict() bool { return s.conflict() != nil }

// conflict names the tile entered more often than the game has it, if any
// (for the log of a damaged table; never for a refusal).
func (s *State) conflict() error {
	used := map[rules.Tile]int{}
	for _, r := range s.racks {
		for _, t := range r {
			used[t]++
			if used[t] > t.Copies() {
				return fmt.Errorf("a tile is on more racks than the game has copies of it")
			}
		}
	}
	return nil
}

// Corrects implements companion.Entries: racks, the face-up row and the
// notepad may be entered while the racks do not add up.
func (s *State) Corrects(command string) bool {
	switch command {
	case "tiles", "reveal", "scan", "mark", "note":
		return true
	}
	return false
}

// Replaces implements companion.Entries: a seat enters its rack again.
func (s *State) Replaces(c companion.Command) (companion.Word, bool) {
	if c.Type != "tiles" || s.started || c.Actor < 0 || int(c.Actor) >= s.players {
		return companion.Word{}, false
	}
	return companion.Word{EN: "rack", KO: "받침대"}, s.racks[c.Actor] != nil
}

// Complete implements companion.Entries: every rack is entered.
func (s *State) Complete() bool {
	return !slices.ContainsFunc(s.racks, func(r []rules.Tile) bool { return r == nil })
}

// Ready implements companion.Entries: every rack is entered, before the start.
func (s *State) Ready() bool { return s.Complete() && !s.started }

func (s *State) decideStart(c companion.Command) ([]companion.Change, error) {
	if c.Actor != companion.Host && (c.Actor < 0 || int(c.Actor) >= s.players) {
		return nil, companion.Errorf(companion.Forbidden, "only the host or a player can start")
	}
	if s.started {
		return nil, companion.Refuse("the game has already started")
	}
	for i, r := range s.racks {
		if r == nil {
			return nil, companion.Refuse("%s has not entered their tiles yet", companion.Player(i))
		}
	}
	if s.match.NeedsRefill() {
		return nil, companion.Refuse("reveal the face-up question cards first (%d of 6)", len(s.match.Row()))
	}
	starter, err := c.Starter(s.players)
	if err != nil {
		return nil, err
	}
	return []companion.Change{{Kind: evStart, Data: startData{Starter: starter}}}, nil
}

func (s *State) decideAsk(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	if !s.started {
		return nil, companion.Refuse("the game has not started yet")
	}
	var a struct {
		Card string
		Pick int
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	card, err := rules.ParseCard(a.Card)
	if err != nil {
		return nil, companion.Unreadable(cardKind, err)
	}
	if _, err := s.match.Ask(seat, card, a.Pick); err != nil {
		return nil, refusal(err)
	}
	answers := map[string]rules.Answer{}
	for _, who := range s.match.Answerers(seat, card) {
		rack, err := rules.NewRack(s.racks[who], s.rackSize())
		if err != nil {
			return nil, companion.AsError(err)
		}
		ans, err := rules.AnswerCard(rack, card, a.Pick)
		if err != nil {
			return nil, companion.Unreadable(pickKind, err)
		}
		answers[strconv.Itoa(who)] = ans
	}
	pick := 0
	if card.Choices() != nil {
		pick = a.Pick
	}
	return []companion.Change{{Kind: evAsk, Data: askData{Seat: seat, Card: card.String(), Pick: pick, Answers: answers}}}, nil
}

// target is what a seat must name: the opponent's rack (2 players) or the centre.
func (s *State) target(seat int) []rules.Tile {
	if s.players == 2 {
		return s.racks[1-seat]
	}
	return s.centre()
}

// centre is the complement of every rack in the 20 physical tiles.
func (s *State) centre() []rules.Tile {
	left := map[rules.Tile]int{}
	for _, t := range rules.PhysicalTiles() {
		left[t]++
	}
	for _, r := range s.racks {
		for _, t := range r {
			left[t]--
		}
	}
	var out []rules.Tile
	for _, t := range rules.AllTileIDs() {
		for i := 0; i < left[t]; i++ {
			out = append(out, t)
		}
	}
	return out
}

func (s *State) decideDeclare(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	if !s.started {
		return nil, companion.Refuse("the game has not started yet")
	}
	var a struct{ Tiles []string }
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	guess, err := rules.ParseRack(a.Tiles, s.rackSize())
	if err != nil {
		return nil, companion.Unreadable(tilesKind, err)
	}
	truth, err := rules.NewRack(s.target(seat), s.rackSize())
	if err != nil {
		return nil, companion.AsError(err)
	}
	correct := guess.String() == truth.String()
	if _, err := s.match.Declare(seat, correct); err != nil {
		return nil, refusal(err)
	}
	return []companion.Change{{Kind: evDeclare, Data: declareData{Seat: seat, Guess: guess.IDs(), Correct: correct}}}, nil
}

// Mark states a player may put in a notepad cell.
var markStates = map[string]bool{"": true, "possible": true, "out": true, "certain": true}

func (s *State) decideMark(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	type mark struct {
		Pos   int
		Tile  string
		State string
	}
	var a struct {
		mark
		// Marks sets several cells at once (the notepad's quick marks: a
		// whole position, a whole number), one event each.
		Marks []mark
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	marks := a.Marks
	if len(marks) == 0 {
		marks = []mark{a.mark}
	}
	if len(marks) > s.rackSize()*20 {
		return nil, companion.Bad("too many marks at once")
	}
	var out []companion.Change
	for _, m := range marks {
		if m.Pos < 1 || m.Pos > s.rackSize() {
			return nil, companion.Bad("position %d is not on a %d-tile rack", m.Pos, s.rackSize())
		}
		t, err := rules.ParseTile(m.Tile)
		if err != nil {
			return nil, companion.Unreadable(tileKind, err)
		}
		if !markStates[m.State] {
			return nil, companion.Bad("unknown mark %q (possible, out, certain or empty)", m.State)
		}
		out = append(out, companion.Change{Kind: evMark, Data: markData{Seat: seat, Pos: m.Pos, Tile: t.String(), State: m.State}})
	}
	return out, nil
}

// Apply implements companion.State. Each kind's data is decoded once, into
// its own type, and checked against the table before anything changes.
func (s *State) Apply(e companion.Event) (companion.State, error) {
	var err error
	switch e.Kind {
	case evTiles:
		err = companion.Fold(e, s.applyTiles)
	case evReveal:
		err = companion.Fold(e, s.applyReveal)
	case evDeal:
		err = companion.Fold(e, s.applyDeal)
	case evStart:
		err = companion.Fold(e, s.applyStart)
	case evAsk:
		err = companion.Fold(e, s.applyAsk)
	case evDeclare:
		err = companion.Fold(e, s.applyDeclare)
	case evMark:
		err = companion.Fold(e, s.applyMark)
	case evText:
		err = companion.Fold(e, s.applyText)
	default:
		err = companion.UnknownKind("Tagiron", e)
	}
	if err != nil {
		return s, err
	}
	return s, nil
}

func (s *State) checkSeat(seat int) error {
	if seat < 0 || seat >= s.players {
		return fmt.Errorf("for seat %d, which this %d-player table does not have", seat, s.players)
	}
	return nil
}

func (s *State) applyTiles(d tilesData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if s.started {
		return fmt.Errorf("for seat %d after the game started", d.Seat)
	}
	rack, err := rules.ParseRack(d.Tiles, s.rackSize())
	if err != nil {
		return fmt.Errorf("for seat %d with a rack the game does not have: %v", d.Seat, err)
	}
	s.racks[d.Seat] = rack.Tiles()
	return nil
}

func (s *State) applyReveal(d revealData) error {
	card, err := rules.ParseCard(d.Card)
	if err != nil {
		return fmt.Errorf("with a card the game does not have: %v", err)
	}
	m, err := s.match.Reveal(card)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	s.match = m
	s.drawn = append(s.drawn, card)
	return nil
}

func (s *State) applyStart(d startData) error {
	if s.started {
		return fmt.Errorf("after the game started")
	}
	if err := s.checkSeat(d.Starter); err != nil {
		return err
	}
	for i, r := range s.racks {
		if r == nil {
			return fmt.Errorf("before seat %d entered its tiles", i)
		}
	}
	if err := s.conflict(); err != nil {
		return fmt.Errorf("while the racks do not add up: %v", err)
	}
	// The starter is known only now: rebuild the match with the cards drawn so far.
	m, err := startMatch(s.players, d.Starter, s.drawn)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	s.match, s.started = m, true
	return nil
}

func (s *State) applyAsk(d askData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if !s.started {
		return fmt.Errorf("before the game started")
	}
	card, err := rules.ParseCard(d.Card)
	if err != nil {
		return fmt.Errorf("with a card the game does not have: %v", err)
	}
	for k := range d.Answers {
		who, err := strconv.Atoi(k)
		if err != nil || who < 0 || who >= s.players {
			return fmt.Errorf("with an answer from seat %q, which this %d-player table does not have", k, s.players)
		}
	}
	m, err := s.match.Ask(d.Seat, card, d.Pick)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	// Every answer recorded is the one the racks give, and only the seats
	// that must answer did.
	who := s.match.Answerers(d.Seat, card)
	if len(who) != len(d.Answers) {
		return fmt.Errorf("with %d answers where %d seats answer", len(d.Answers), len(who))
	}
	for _, p := range who {
		got, ok := d.Answers[strconv.Itoa(p)]
		if !ok {
			return fmt.Errorf("without the answer of seat %d", p)
		}
		rack, err := rules.NewRack(s.racks[p], s.rackSize())
		if err != nil {
			return fmt.Errorf("for seat %d's rack: %v", p, err)
		}
		want, err := rules.AnswerCard(rack, card, d.Pick)
		if err != nil {
			return fmt.Errorf("that the rules cannot answer: %v", err)
		}
		if !got.Equal(want) {
			return fmt.Errorf("whose answer for seat %d is not what its rack gives", p)
		}
	}
	s.match = m
	s.log = append(s.log, entry{Kind: "ask", Seat: d.Seat, Card: d.Card, Pick: d.Pick, Answers: d.Answers})
	return nil
}

func (s *State) applyDeclare(d declareData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if !s.started {
		return fmt.Errorf("before the game started")
	}
	if _, err := rules.ParseRack(d.Guess, s.rackSize()); err != nil {
		return fmt.Errorf("with a guess the game does not have: %v", err)
	}
	guess, _ := rules.ParseRack(d.Guess, s.rackSize())
	truth, err := rules.NewRack(s.target(d.Seat), s.rackSize())
	if err != nil {
		return fmt.Errorf("for a target the racks do not make: %v", err)
	}
	if correct := guess.String() == truth.String(); correct != d.Correct {
		return fmt.Errorf("judged %t where the tiles say %t", d.Correct, correct)
	}
	m, err := s.match.Declare(d.Seat, d.Correct)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	s.match = m
	ok := d.Correct
	s.log = append(s.log, entry{Kind: "declare", Seat: d.Seat, Guess: d.Guess, Correct: &ok})
	return nil
}

func (s *State) applyMark(d markData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if d.Pos < 1 || d.Pos > s.rackSize() {
		return fmt.Errorf("at position %d, which a %d-tile rack does not have", d.Pos, s.rackSize())
	}
	if _, err := rules.ParseTile(d.Tile); err != nil {
		return fmt.Errorf("with a tile the game does not have: %v", err)
	}
	if !markStates[d.State] {
		return fmt.Errorf("with a mark %q the notepad does not have", d.State)
	}
	n := &s.notes[d.Seat]
	if n.marks == nil {
		n.marks = map[string]string{}
	}
	key := strconv.Itoa(d.Pos) + "/" + d.Tile
	if d.State == "" {
		delete(n.marks, key)
	} else {
		n.marks[key] = d.State
	}
	return nil
}

func (s *State) applyText(d textData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	s.notes[d.Seat].text = d.Text
	return nil
}

func ids(ts []rules.Tile) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.String()
	}
	return out
}

func splitMark(key string) (int, string) {
	pos, tile, _ := strings.Cut(key, "/")
	n, _ := strconv.Atoi(pos)
	return n, tile
}

func startMatch(players, starter int, drawn []rules.Card) (rules.Match, error) {
	m, err := rules.NewMatch(players, starter)
	if err != nil {
		return m, err
	}
	for _, c := range drawn {
		if m, err = m.Reveal(c); err != nil {
			return m, err
		}
	}
	return m, nil
}
