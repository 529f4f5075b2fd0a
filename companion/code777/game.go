package code777

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/code777"
	"github.com/tablemate/tablemate/solver/refuse"
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
	m, err := rules.NewMatch(n, rules.ReshuffleAt(opts.ReshuffleAt))
	if err != nil {
		return nil, companion.BadOptions(err)
	}
	s := &State{players: n, opts: opts, m: m, placedAt: make([]int, len(ids)), seen: make([]rules.Tiles, n),
		old: make([][]rules.Rack, n), marks: make([]map[string]string, n)}
	for i := range s.marks {
		s.marks[i] = map[string]string{}
	}
	if set.Practice != nil {
		s.drawSeed, s.practice = set.Practice.Seed, true
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

// State is one Code 777 table: the flow of the game (racks, piles, refills, deck, turn, coins, winner) is
// rules.Match; the table keeps what each seat has seen, the public log and the note sheets. Racks are the
// hidden truth: a rack's tiles leave the server only through View and HintJob, and never to the rack's owner.
type State struct {
	players int
	opts    Options
	m       rules.Match
	// placedAt is how many cards had been read when the rack's current tiles were placed: only later
	// answers say anything about them.
	placedAt []int
	seen     []rules.Tiles // per seat: the discards it saw (they were on racks it could see)
	reads    []reading
	log      []entry
	old      [][]rules.Rack // per seat: its own racks it was allowed to see after correct challenges
	moves    []move         // every move of the tiles since the start, in order (the seats' histories)
	marks    []map[string]string
	placing  [][]placed // by rack index: tiles scanned onto a rack not yet entered (scan.go)
	// short holds, by rack index, an entry saved although the draw pile (as
	// the racks the placer cannot see leave it) does not hold its tiles: the
	// entries then do not add up, a public state (Conflict), until a
	// correction lets it be drawn.
	short []*rules.Rack
	// held holds, by rack index, the entries kept for their turn in the
	// draw order, in order (a neutral rack refreshed twice takes two): racks
	// drawn before them, or the reshuffle, are not entered yet
	// (reshuffle.go). Each is drawn as soon as they are.
	held [][]rules.Rack
	// practice: the service draws each question card at random from the
	// pile (from drawSeed and the count of cards read), and the reader
	// turns that card over (drawn).
	practice bool
	drawSeed int64
}

// move is one move of the tiles after the start: a rack filled (draw), a rack emptied (discard; a
// challenger's rack carries the numbers named and the verdict), the discards shuffled back into the pile
// (reshuffle), or a card read (read, an index in reads), in the order they happened at the table (the
// draw order, whatever the order of the entries). Each seat's knowledge is read off these.
type move struct {
	kind    string // "draw", "discard", "reshuffle" or "read"
	rack    int
	tiles   rules.Rack
	judged  bool // a challenger's rack: numbers and correct say how
	numbers rules.Numbers
	correct bool
	read    int
	log     int // reads and judged racks: the entry in the public log
}

// reading is one card read aloud, with every rack as it was then (for the listeners' knowledge).
type reading struct {
	reader int
	card   rules.Card
	answer rules.Answer
	racks  []rules.Rack
}

// entry is one line of the public log: a card read, a challenge judged, the
// discards shuffled back into the draw pile (reshuffle: pile says how many
// discards went in, a count everyone sees), or the question cards shuffled
// into a new deck (deck: cycle is the new deck's).
type entry struct {
	kind    string // "read", "challenge", "reshuffle" or "deck"
	seat    int    // the reader, the challenger, or who confirmed a reshuffle (-1: the host)
	read    int    // index in reads (read entries)
	card    rules.Card
	answer  rules.Answer
	cycle   int
	numbers rules.Numbers
	correct bool
	void    bool       // the game was won before this challenge was resolved
	tiles   rules.Rack // the challenged rack (shown only to who saw it)
	refresh []rules.RackID
	pile    int // reshuffle: the discards shuffled back in
}

type rackData struct {
	Rack  string   `json:"rack"`
	Tiles []string `json:"tiles"`
	// Held: the entry is kept for its turn in the draw order (reshuffle.go).
	Held bool `json:"held,omitempty"`
	// Reshuffled, in logs written before the reshuffle was its own step:
	// the discards were shuffled in just before this rack was drawn.
	Reshuffled bool `json:"reshuffled,omitempty"`
}
type startData struct {
	Starter int `json:"starter"`
}
type readData struct {
	Reader int          `json:"reader"`
	Card   string       `json:"card"`
	Answer rules.Answer `json:"answer"`
	// NewCycle, in logs written before the deck's reshuffle was its own
	// step: the used cards became a new deck just before this card.
	NewCycle bool `json:"new_cycle,omitempty"`
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

// index returns the position of a rack in the match's racks, or -1.
func (s *State) index(id rules.RackID) int { return s.m.Index(id) }

// placer is the seat that puts tiles on a player's rack: the owner's right-hand neighbour (the previous seat
// clockwise), because everyone places tiles on the rack of the player to their left.
func (s *State) placer(owner int) int { return (owner - 1 + s.players) % s.players }

func (s *State) isSeat(a companion.Actor) bool { return a >= 0 && int(a) < s.players }

// hostLike: the host console, or a hardware reader acting for it.
func hostLike(a companion.Actor) bool { return a == companion.Host || a == companion.Reader }

func (s *State) over() bool { return s.m.Over() }

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
	case "reshuffle":
		return s.decideReshuffle(c)
	case tags.PressCommand:
		return s.decidePress(c)
	case "clear_marks":
		if !s.isSeat(c.Actor) {
			return nil, companion.Errorf(companion.Forbidden, "only a player can do this")
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
		return nil, companion.Unreadable(rackKind, err)
	}
	i := s.index(id)
	if i < 0 {
		return nil, companion.Bad("%s is not in this game", rackArg(id))
	}
	rack, err := rules.ParseRack(a.Tiles)
	if err != nil {
		return nil, badInput(err)
	}
	if s.isSeat(c.Actor) {
		// What the placer can see: every rack but its own (and the one it
		// fills now). A tile all of whose copies are there is a mis-tap it
		// can be told about; the rest is the table's public conflict.
		seen := rack.Tiles()
		for j, rid := range s.m.IDs() {
			if owner, ok := rid.Seat(); (ok && owner == int(c.Actor)) || j == i || !s.filled(j) {
				continue
			}
			seen = seen.Plus(s.rackOf(j).Tiles())
		}
		for _, k := range rules.Kinds() {
			if seen[k] > k.Copies() {
				return nil, companion.Refuse("the racks you can see already hold every %s tile", kindWord(k))
			}
		}
	}
	if s.m.Started() && s.filled(i) {
		// A rack saved short during play is corrected by the host's undo:
		// it reads as filled to everyone, like any other.
		return nil, companion.Refuse("%s does not need tiles now", rackArg(id))
	}
	if owner, ok := id.Seat(); ok {
		switch {
		case hostLike(c.Actor):
			return nil, companion.Errorf(companion.Forbidden, "the host can enter only the neutral racks")
		case int(c.Actor) != s.placer(owner):
			return nil, companion.Errorf(companion.Forbidden, "%s places the tiles on %s", companion.Player(s.placer(owner)), rackArg(id))
		}
	} else if !hostLike(c.Actor) && !s.isSeat(c.Actor) {
		return nil, companion.Errorf(companion.Forbidden, "only a player can do this")
	}
	// A rack drawn after racks not entered yet, or after the reshuffle, is
	// kept for its turn (public: the draw order is the table's).
	d := rackData{Rack: id.String(), Tiles: rack.IDs()}
	if err := s.m.MayDraw(id); err != nil {
		if !heldReason(err) {
			return nil, refusal(err)
		}
		d.Held = true
	}
	d.Held = d.Held || s.keptAt(i) > 0 // after the rack's own kept entry
	// Checked against the placer's knowledge only: whether the pile holds
	// these tiles depends on the placer's own rack, which it cannot see, so
	// a short pile is no refusal but the table's public conflict.
	if !d.Held {
		if _, _, err := s.m.Enter(id, rack); err != nil && !pileShort(err) {
			return nil, refusal(err)
		}
	}
	return []companion.Change{{Kind: evRack, Data: d}}, nil
}

// pileShort says the rules refused an entry only because the draw pile does
// not hold its tiles.
func pileShort(err error) bool {
	r, ok := refuse.As[*rules.Refusal](err)
	return ok && r.Reason == rules.ReasonPileShort
}

// Conflict implements companion.Entries: an entry waits for tiles the draw
// pile does not hold.
func (s *State) Conflict() bool {
	for _, r := range s.short {
		if r != nil {
			return true
		}
	}
	return false
}

// Corrects implements companion.Entries: racks, scans and the note sheet may
// be entered while the entries do not add up.
func (s *State) Corrects(command string) bool {
	switch command {
	case "rack", "scan", "mark", "clear_marks", "reshuffle", tags.PressCommand:
		return true
	}
	return false
}

// Replaces implements companion.Entries: a placer (or the host, for a
// neutral rack) enters a rack's tiles again before the game starts.
func (s *State) Replaces(c companion.Command) (companion.Word, bool) {
	if c.Type != "rack" || s.m.Started() {
		return companion.Word{}, false
	}
	var a struct {
		Rack string `json:"rack"`
	}
	if c.Args(&a) != nil {
		return companion.Word{}, false
	}
	id, err := rules.ParseRackID(a.Rack)
	if err != nil {
		return companion.Word{}, false
	}
	i := s.index(id)
	if i < 0 {
		return companion.Word{}, false
	}
	w := companion.Word{EN: "tiles of rack " + id.String(), KO: id.String() + " 받침대의 타일"}
	if owner, ok := id.Seat(); ok {
		n := strconv.Itoa(owner + 1)
		w = companion.Word{EN: "tiles of Player " + n + "'s rack", KO: "플레이어 " + n + " 받침대의 타일"}
	}
	return w, s.filled(i)
}

// Complete implements companion.Entries: every rack holds tiles.
func (s *State) Complete() bool {
	for i := range s.m.IDs() {
		if !s.filled(i) {
			return false
		}
	}
	return true
}

// Ready implements companion.Entries: every rack holds tiles, before the start.
func (s *State) Ready() bool { return s.Complete() && !s.m.Started() }

// judged refuses a move while the entries are not all in or do not add up.
// A rack still waiting for its tiles is named first (which racks hold tiles
// is public), then the table's conflict: both before the match's own check,
// which would name the rack saved short of tiles.
func (s *State) judged() error {
	for i, id := range s.m.IDs() {
		if !s.filled(i) {
			return refusal(&rules.Refusal{Refusal: rules.Cites.New(rules.ReasonRackWaits, "rack %s still waits for its tiles", id), Rack: id})
		}
	}
	if companion.Conflicted(s) {
		return companion.EntriesConflict()
	}
	return nil
}

// filled says whether rack i needs no further entry: drawn, saved short,
// or kept for every refill it waits for.
func (s *State) filled(i int) bool {
	return s.m.Filled(i) || (s.short != nil && s.short[i] != nil) || (s.m.Started() && s.keptAt(i) >= 1+s.m.Owed(i))
}

// keptAt is how many of rack i's entries are held for their turn.
func (s *State) keptAt(i int) int {
	if s.held == nil {
		return 0
	}
	return len(s.held[i])
}

// rackOf is rack i's tiles as entered: the saved short entry, else the
// latest held one (its first tiles of a double refresh went to the
// discards), else the tiles drawn.
func (s *State) rackOf(i int) rules.Rack {
	switch {
	case s.short != nil && s.short[i] != nil:
		return *s.short[i]
	case s.keptAt(i) > 0:
		return s.held[i][len(s.held[i])-1]
	}
	return s.m.Rack(i)
}

func (s *State) decideStart(c companion.Command) ([]companion.Change, error) {
	if !hostLike(c.Actor) && !s.isSeat(c.Actor) {
		return nil, companion.Errorf(companion.Forbidden, "only the host or a player can start")
	}
	if s.m.Started() {
		return nil, refusal(s.m.CanStart())
	}
	if err := s.judged(); err != nil {
		return nil, err
	}
	if err := s.m.CanStart(); err != nil {
		return nil, refusal(err)
	}
	starter, err := c.Starter(s.players)
	if err != nil {
		return nil, err
	}
	return []companion.Change{{Kind: evStart, Data: startData{Starter: starter}}}, nil
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
		return nil, companion.Unreadable(cardKind, err)
	}
	if !hostLike(c.Actor) && !s.isSeat(c.Actor) {
		return nil, companion.Errorf(companion.Forbidden, "only the host or the reader can enter the card")
	}
	reader := s.m.Turn()
	if s.isSeat(c.Actor) {
		reader = int(c.Actor)
	}
	if !s.m.Started() {
		return nil, companion.Refuse("the game has not started yet")
	}
	if companion.Conflicted(s) {
		return nil, companion.EntriesConflict()
	}
	if reader != s.m.Turn() { // whose turn it is, before a rack that waits
		if want, ok := s.practiceCard(); ok && card != want {
			return nil, companion.Refuse("at practice the service draws the question card: turn over the card drawn")
		}
		if _, err := s.m.Read(reader, card); err != nil {
			return nil, refusal(err)
		}
	}
	if err := s.orderRefusal(); err != nil { // before a waiting rack or the match's, which would name a held rack as empty
		return nil, err
	}
	if err := s.judged(); err != nil {
		return nil, err
	}
	if want, ok := s.practiceCard(); ok && card != want {
		return nil, companion.Refuse("at practice the service draws the question card: turn over the card drawn")
	}
	if _, err := s.m.Read(reader, card); err != nil {
		return nil, refusal(err)
	}
	visible := make([]rules.Rack, 0, len(s.m.IDs())-1)
	for i, r := range s.m.Racks() {
		if i != reader {
			visible = append(visible, r)
		}
	}
	ans, err := rules.AnswerCard(visible, card, rules.Options{Q2ThresholdMore: s.opts.Q2ThresholdMore})
	if err != nil {
		return nil, companion.AsError(err)
	}
	return []companion.Change{{Kind: evRead, Data: readData{Reader: reader, Card: card.String(), Answer: ans}}}, nil
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
			return nil, companion.Errorf(companion.Forbidden, "only a player can do this")
		}
		n, err := rules.ParseNumbers(*a.Numbers)
		if err != nil {
			return nil, badNumbers(int(c.Actor), err)
		}
		seats, named[int(c.Actor)] = []int{int(c.Actor)}, n
	case len(a.Challenges) == 0:
		return nil, companion.Bad("name at least one challenger")
	default:
		if !hostLike(c.Actor) && !s.isSeat(c.Actor) {
			return nil, companion.Errorf(companion.Forbidden, "only a player can do this")
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
				return nil, badNumbers(*ch.Seat, err)
			}
			seats = append(seats, *ch.Seat)
			named[*ch.Seat] = n
		}
	}
	if _, err := s.m.Order(seats); err != nil {
		return nil, badInput(err)
	}
	for _, seat := range seats { // a challenger whose rack waits, before any other rack
		if !s.filled(seat) {
			return nil, refusal(&rules.Refusal{Refusal: rules.Cites.New(rules.ReasonNoTiles, "seat %d has no tiles to name yet", seat), Seat: seat})
		}
	}
	for _, seat := range seats {
		if s.keptAt(seat) > 0 { // entered, drawn at its turn: not on the rack yet for the table
			return nil, refusal(s.m.MayDraw(rules.SeatRack(seat)))
		}
	}
	if err := s.judged(); err != nil {
		return nil, err
	}
	challenges := make([]rules.Challenge, len(seats))
	for i, seat := range seats {
		challenges[i] = rules.Challenge{Seat: seat, Numbers: named[seat]}
	}
	_, round, err := s.m.Challenge(challenges)
	if err != nil {
		return nil, refusal(err)
	}
	d := challengeData{Results: []challengeResult{}, Void: round.Void}
	for _, v := range round.Verdicts {
		r := challengeResult{Seat: v.Seat, Numbers: named[v.Seat].String(), Correct: v.Correct, Tiles: s.m.Rack(v.Seat).IDs()}
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
		return nil, companion.Errorf(companion.Forbidden, "only a player can do this")
	}
	var a struct {
		Cell  string `json:"cell"`
		State string `json:"state"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	if _, _, ok := parseCell(a.Cell); !ok {
		return nil, companion.Bad("unknown notepad cell %q", a.Cell)
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
		err = companion.Fold(e, s.applyRack)
	case evPlace:
		err = companion.Fold(e, s.applyPlace)
	case evStart:
		err = companion.Fold(e, s.applyStart)
	case evRead:
		err = companion.Fold(e, s.applyRead)
	case evChallenge:
		err = companion.Fold(e, s.applyChallenge)
	case evPileShuffle:
		err = companion.Fold(e, s.applyPileShuffle)
	case evDeckShuffle:
		err = companion.Fold(e, s.applyDeckShuffle)
	case evMark:
		err = companion.Fold(e, s.applyMark)
	case evClear:
		err = companion.Fold(e, func(d clearData) error {
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
	if s.Conflict() {
		return fmt.Errorf("while the entries do not add up (the draw pile is over-drawn)")
	}
	m, err := s.m.Start(d.Starter)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	s.m = m
	// The racks as they stand at the start were drawn from the full set (earlier entries were corrections).
	for i, r := range m.Racks() {
		s.moves = append(s.moves, move{kind: "draw", rack: i, tiles: r})
	}
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
// tiles scanned for it): drawn now, or kept — held for its turn in the draw
// order, or saved short when the draw pile does not hold its tiles — and
// drawn as soon as it may be (settle).
func (s *State) applyRack(d rackData) error {
	i, err := s.rackIndex(d.Rack)
	if err != nil {
		return err
	}
	rack, err := rules.ParseRack(d.Tiles)
	if err != nil {
		return fmt.Errorf("for rack %s with tiles the game does not have: %v", d.Rack, err)
	}
	if s.short == nil {
		s.short, s.held = make([]*rules.Rack, len(s.m.IDs())), make([][]rules.Rack, len(s.m.IDs()))
	}
	if s.placing != nil {
		s.placing[i] = nil
	}
	if d.Held {
		if !s.m.Started() || s.filled(i) {
			return fmt.Errorf("held for rack %s, which does not wait for tiles", d.Rack)
		}
		s.held[i] = append(s.held[i], rack)
		s.settle()
		return nil
	}
	if d.Reshuffled { // a log from before the reshuffle was its own step
		m, in, err := s.m.Reshuffle()
		if err != nil {
			return fmt.Errorf("for rack %s that says reshuffled where the rules refuse: %v", d.Rack, err)
		}
		s.m = m
		s.reshuffled(-1, in)
	}
	m, entered, err := s.m.Enter(s.m.IDs()[i], rack)
	if pileShort(err) {
		// Saved, not drawn: the entries do not add up until corrected.
		s.short[i] = &rack
		return nil
	}
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	s.drawn(i, rack, entered)
	s.m, s.placedAt[i], s.short[i] = m, len(s.reads), nil
	s.settle()
	return nil
}

// drawn records what entering rack i's tiles did — the tiles drawn, a
// refresh gone straight to the discards — as the moves each seat's tile
// history (and so its hints) is built from, whether the rack was entered
// now or kept and drawn at its turn.
func (s *State) drawn(i int, rack rules.Rack, entered rules.Entry) {
	if s.m.Started() {
		s.moves = append(s.moves, move{kind: "draw", rack: i, tiles: rack})
	}
	if entered.Discarded {
		s.moves = append(s.moves, move{kind: "discard", rack: i, tiles: rack})
		// A further refresh was due: these tiles were seen by everyone (only neutral racks are refreshed)
		// and went straight to the discards; the rack waits for three more.
		s.see(rack.Tiles(), -1)
	}
}

func (s *State) applyRead(d readData) error {
	if err := s.checkSeat(d.Reader); err != nil {
		return err
	}
	if s.Conflict() {
		return fmt.Errorf("while the entries do not add up (the draw pile is over-drawn)")
	}
	card, err := rules.ParseCard(d.Card)
	if err != nil {
		return fmt.Errorf("with a card the game does not have: %v", err)
	}
	if d.NewCycle != s.m.DeckDue() {
		return fmt.Errorf("that says new_cycle=%t where the deck says %t", d.NewCycle, s.m.DeckDue())
	}
	if d.NewCycle { // a log from before the deck's reshuffle was its own step
		if s.m, err = s.m.ShuffleDeck(); err != nil {
			return fmt.Errorf("the rules refuse: %v", err)
		}
	}
	m, err := s.m.Read(d.Reader, card)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	// The answer recorded is the one the racks the reader sees give.
	visible := make([]rules.Rack, 0, len(s.m.IDs())-1)
	for i, r := range s.m.Racks() {
		if i != d.Reader {
			visible = append(visible, r)
		}
	}
	want, err := rules.AnswerCard(visible, card, rules.Options{Q2ThresholdMore: s.opts.Q2ThresholdMore})
	if err != nil {
		return fmt.Errorf("that the rules cannot answer: %v", err)
	}
	if want != d.Answer {
		return fmt.Errorf("whose answer is not what the racks give")
	}
	s.log = append(s.log, entry{kind: "read", seat: d.Reader, read: len(s.reads), card: card, answer: d.Answer, cycle: m.Cycle()})
	s.moves = append(s.moves, move{kind: "read", read: len(s.reads), log: len(s.log) - 1})
	s.reads = append(s.reads, reading{reader: d.Reader, card: card, answer: d.Answer, racks: s.m.Racks()})
	s.m = m
	return nil
}

// see adds discarded tiles to what every seat but except (-1: none) has seen.
func (s *State) see(t rules.Tiles, except int) {
	for p := range s.seen {
		if p != except {
			s.seen[p] = s.seen[p].Plus(t)
		}
	}
}

// applyChallenge judges the recorded round again with the match and requires the same verdicts.
func (s *State) applyChallenge(d challengeData) error {
	if s.Conflict() {
		return fmt.Errorf("while the entries do not add up (the draw pile is over-drawn)")
	}
	var challenges []rules.Challenge
	for _, r := range d.Results {
		if err := s.checkSeat(r.Seat); err != nil {
			return err
		}
		n, err := rules.ParseNumbers(r.Numbers)
		if err != nil {
			return fmt.Errorf("for seat %d with numbers the game does not have: %v", r.Seat, err)
		}
		challenges = append(challenges, rules.Challenge{Seat: r.Seat, Numbers: n})
	}
	for _, seat := range d.Void {
		if err := s.checkSeat(seat); err != nil {
			return err
		}
		challenges = append(challenges, rules.Challenge{Seat: seat})
	}
	m, round, err := s.m.Challenge(challenges)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	if len(round.Verdicts) != len(d.Results) || !slices.Equal(round.Void, d.Void) {
		return fmt.Errorf("with %d heard and %d void where the rules hear %d and void %d", len(d.Results), len(d.Void), len(round.Verdicts), len(round.Void))
	}
	for j, v := range round.Verdicts {
		r := d.Results[j]
		var refresh []string
		if v.Refreshes {
			refresh = []string{v.Refresh.String()}
		}
		switch {
		case r.Seat != v.Seat:
			return fmt.Errorf("hearing seat %d where the rules hear seat %d", r.Seat, v.Seat)
		case r.Correct != v.Correct:
			return fmt.Errorf("for seat %d judged %t where its rack says %t", r.Seat, r.Correct, v.Correct)
		case !slices.Equal(r.Refresh, refresh):
			return fmt.Errorf("for seat %d refreshing %v where the rules refresh %v", r.Seat, r.Refresh, refresh)
		}
	}
	// What each seat sees of the tiles moved, in the order they moved.
	filled := make([]bool, len(s.m.IDs()))
	for i := range filled {
		filled[i] = s.m.Filled(i)
	}
	for j, v := range round.Verdicts {
		rack := s.m.Rack(v.Seat)
		en := entry{kind: "challenge", seat: v.Seat, numbers: challenges[j].Numbers, correct: v.Correct, tiles: rack}
		if v.Correct {
			s.old[v.Seat] = append(s.old[v.Seat], rack)
			s.see(rack.Tiles(), -1)
		} else {
			s.see(rack.Tiles(), v.Seat)
		}
		filled[v.Seat] = false
		s.moves = append(s.moves, move{kind: "discard", rack: v.Seat, tiles: rack, judged: true, numbers: challenges[j].Numbers,
			correct: v.Correct, log: len(s.log)}) // en is appended below
		if v.Refreshes {
			if i := s.index(v.Refresh); filled[i] {
				s.see(s.m.Rack(i).Tiles(), -1)
				filled[i] = false
				s.moves = append(s.moves, move{kind: "discard", rack: i, tiles: s.m.Rack(i)})
			}
			en.refresh = []rules.RackID{v.Refresh}
		}
		s.log = append(s.log, en)
	}
	for _, seat := range round.Void {
		s.log = append(s.log, entry{kind: "challenge", seat: seat, void: true})
	}
	s.m = m
	return nil
}
