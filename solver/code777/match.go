package code777

import (
	"fmt"
	"slices"
)

// Match is the flow of one game of Code 777 at a real table, as a pure value: every move returns a new
// Match and leaves the receiver untouched, so a Match may be kept and shared freely. It holds the racks in
// play (seats first, then the neutral racks), the draw pile and the discards with their reshuffle rule, the
// rack refills (a neutral rack refreshed twice in one round of challenges owes a second refill), the
// question deck, whose turn it is to read, the coins and the winner. At a real table the tiles drawn and the
// cards turned up are whatever the players report, so they are inputs of the moves; the rules judge them.
//
// The two reshuffles are moves of their own (Reshuffle, ShuffleDeck), taken when the players say they did
// them: a refill never shuffles the discards in by itself, and a card is never read from an empty deck. Once
// play has started the racks waiting for tiles are drawn in a fixed order (Refills: the rack emptied first
// draws first), so that when the pile reaches its reshuffle point between two of them the table knows which
// was drawn before the reshuffle and which after.
type Match struct {
	players    int
	at         ReshuffleAt
	ids        []RackID
	racks      []Rack // by index in ids
	filled     []bool
	owed       []int // refreshes still due after the tiles a rack waits for
	queue      []int // after the start: the racks waiting for tiles (indexes in ids), in draw order
	pile       Tiles
	discards   Tiles
	started    bool
	starter    int
	turn       int
	deck       Deck
	cycle      int // 1, 2, ... once cards are read
	reads      int
	lastReader int
	coins      []int
	correct    int // correct challenges so far
	winner     int // -1 until someone has CoinsToWin coins
}

// NewMatch sets up a game for players seats with the reshuffle rule at: every rack empty, all 28 tiles in
// the draw pile, the 23 cards face down.
func NewMatch(players int, at ReshuffleAt) (Match, error) {
	ids, err := RacksFor(players)
	if err != nil {
		return Match{}, err
	}
	if at != ReshuffleBasic && at != ReshuffleAt4 && at != ReshuffleAt7 {
		return Match{}, fmt.Errorf("reshuffle threshold must be 1, 4 or 7, got %d", at)
	}
	return Match{players: players, at: at, ids: ids, racks: make([]Rack, len(ids)), filled: make([]bool, len(ids)),
		owed: make([]int, len(ids)), pile: FullSet(), deck: FullDeck(), coins: make([]int, players), winner: -1, lastReader: -1}, nil
}

func (m Match) clone() Match {
	m.ids = slices.Clone(m.ids)
	m.racks = slices.Clone(m.racks)
	m.filled = slices.Clone(m.filled)
	m.owed = slices.Clone(m.owed)
	m.queue = slices.Clone(m.queue)
	m.deck = Deck{Pile: slices.Clone(m.deck.Pile), Discards: slices.Clone(m.deck.Discards)}
	m.coins = slices.Clone(m.coins)
	return m
}

// Players returns the player count.
func (m Match) Players() int { return m.players }

// ReshuffleAt returns the draw-pile size at which the discards are shuffled back in.
func (m Match) ReshuffleAt() ReshuffleAt { return m.at }

// IDs returns the racks in play: seats first (index = seat), then the neutral racks.
func (m Match) IDs() []RackID { return slices.Clone(m.ids) }

// Index returns the position of a rack in IDs, or -1.
func (m Match) Index(id RackID) int { return slices.Index(m.ids, id) }

// Rack returns the tiles on the rack at index i (the zero Rack while it waits).
func (m Match) Rack(i int) Rack { return m.racks[i] }

// Racks returns every rack by index in IDs.
func (m Match) Racks() []Rack { return slices.Clone(m.racks) }

// Filled reports whether the rack at index i holds its tiles.
func (m Match) Filled(i int) bool { return m.filled[i] }

// AllFilled reports whether every rack holds its tiles.
func (m Match) AllFilled() bool { return !slices.Contains(m.filled, false) }

// Owed returns the refreshes the rack at index i still owes after the tiles it waits for.
func (m Match) Owed(i int) int { return m.owed[i] }

// Pile returns the draw pile.
func (m Match) Pile() Tiles { return m.pile }

// Discards returns the discard pile.
func (m Match) Discards() Tiles { return m.discards }

// Refills returns the refills the table waits for, in draw order: the racks emptied during play in the
// order they were emptied (challengers as heard, each refreshed neutral rack after the challenge that
// refreshed it), a rack owed a further refresh once per refill. Before the start it is empty: the deal is
// entered in any order (no reshuffle can fall inside it).
func (m Match) Refills() []RackID {
	var out []RackID
	for _, i := range m.queue {
		for range 1 + m.owed[i] {
			out = append(out, m.ids[i])
		}
	}
	return out
}

// BeforeReshuffle returns how many of the Refills draw from the pile before it reaches the reshuffle point
// (the threshold of tiles, or too few to draw three): all of them when it never does, 0 when the discards
// must be shuffled in before the next refill.
func (m Match) BeforeReshuffle() int {
	n, left := 0, m.pile.Total()
	for range m.Refills() {
		if left <= int(m.at) || left < RackSize {
			break
		}
		n, left = n+1, left-RackSize
	}
	return n
}

// ReshuffleDue reports whether the discards must be shuffled into the draw pile before the next refill.
func (m Match) ReshuffleDue() bool {
	return m.started && !m.Over() && len(m.queue) > 0 && m.BeforeReshuffle() == 0
}

// Reshuffle shuffles the draw pile's last tiles and every discard into a new pile, when the pile has
// reached its reshuffle point and a rack waits for tiles (ReshuffleDue). It returns how many discards went in.
func (m Match) Reshuffle() (Match, int, error) {
	if err := m.playing(); err != nil {
		return m, 0, err
	}
	if !m.ReshuffleDue() {
		return m, 0, refused(ReasonNoReshuffle, Refusal{Count: m.pile.Total()}, "no reshuffle is due: the draw pile holds %d tiles", m.pile.Total())
	}
	pile, discards, _, err := PileForRefill(m.pile, m.discards, m.at)
	if err != nil {
		return m, 0, err
	}
	n := m.clone()
	in := n.discards.Total()
	n.pile, n.discards = pile, discards
	return n, in, nil
}

// DrawnBefore returns the racks that draw before the pile reaches its reshuffle point (the first
// BeforeReshuffle of the Refills).
func (m Match) DrawnBefore() []RackID { return m.Refills()[:m.BeforeReshuffle()] }

// MayDraw says why the rack id cannot take its tiles now, or nil: during play a waiting rack draws only
// when it is among the racks drawn before the next reshuffle, and no rack draws while the reshuffle is due.
func (m Match) MayDraw(id RackID) error {
	i := m.Index(id)
	switch {
	case i < 0:
		return fmt.Errorf("rack %s is not in a %d-player game", id, m.players)
	case m.Over():
		return m.gameOver()
	case !m.started:
		return nil
	case m.filled[i]:
		return refused(ReasonRackFull, Refusal{Rack: id}, "rack %s does not need tiles now", id)
	case m.ReshuffleDue():
		return refused(ReasonReshuffleFirst, Refusal{Count: m.pile.Total()}, "the draw pile holds %d tiles: the discards are shuffled in first", m.pile.Total())
	}
	before := m.DrawnBefore()
	if !slices.Contains(before, id) {
		return refused(ReasonDrawnFirst, Refusal{Rack: before[0], Count: len(before)}, "rack %s is drawn before the reshuffle, and rack %s after it", before[0], id)
	}
	return nil
}

// DeckDue reports whether every question card is used, so the used cards must be shuffled into a new deck
// before the next card is read.
func (m Match) DeckDue() bool { return m.started && !m.Over() && len(m.deck.Pile) == 0 }

// ShuffleDeck shuffles the used question cards into a new deck once all 23 are used (DeckDue), starting
// the deck's next cycle.
func (m Match) ShuffleDeck() (Match, error) {
	if err := m.playing(); err != nil {
		return m, err
	}
	if !m.DeckDue() {
		return m, refused(ReasonDeckNotEmpty, Refusal{Count: len(m.deck.Pile)}, "the question deck still holds %d cards", len(m.deck.Pile))
	}
	n := m.clone()
	n.deck, n.cycle = FullDeck(), n.cycle+1
	return n, nil
}

// Started reports whether the first reader was chosen.
func (m Match) Started() bool { return m.started }

// Starter returns the first reader.
func (m Match) Starter() int { return m.starter }

// Turn returns the seat whose turn it is to read a card.
func (m Match) Turn() int { return m.turn }

// Deck returns the question deck (a copy).
func (m Match) Deck() Deck {
	return Deck{Pile: slices.Clone(m.deck.Pile), Discards: slices.Clone(m.deck.Discards)}
}

// Cycle returns how many times the deck has been started (0 before the first card).
func (m Match) Cycle() int { return m.cycle }

// Reads returns how many cards have been read.
func (m Match) Reads() int { return m.reads }

// LastReader is the reader of the latest card; before any, the seat before the first reader.
func (m Match) LastReader() int {
	if m.reads > 0 {
		return m.lastReader
	}
	return (m.turn - 1 + m.players) % m.players
}

// Coins returns every seat's coins.
func (m Match) Coins() []int { return slices.Clone(m.coins) }

// Correct returns the number of correct challenges so far.
func (m Match) Correct() int { return m.correct }

// Winner returns the seat that reached CoinsToWin, or -1.
func (m Match) Winner() int { return m.winner }

// Over reports whether someone has won.
func (m Match) Over() bool { return m.winner >= 0 }

func (m Match) gameOver() error {
	return refused(ReasonGameOver, Refusal{Seat: m.winner}, "the game is over: seat %d won", m.winner)
}

// Entry says what entering a rack did besides putting its tiles on it.
type Entry struct {
	// Discarded: the rack owed a further refresh, so these tiles went straight to the discards (seen by
	// everyone) and the rack waits for three more.
	Discarded bool
}

// Enter puts the tiles a player drew on the rack id: before the start (a correction returns the old tiles
// to the pile), or a refill of a rack that waits. The tiles must be in the draw pile, and no refill is
// drawn while the reshuffle is due (Reshuffle first). Any waiting rack may be entered: the draw order
// (MayDraw) is the table's to keep, and the draws before one reshuffle are alike whatever their order.
func (m Match) Enter(id RackID, r Rack) (Match, Entry, error) {
	i := m.Index(id)
	switch {
	case i < 0:
		return m, Entry{}, fmt.Errorf("rack %s is not in a %d-player game", id, m.players)
	case m.Over():
		return m, Entry{}, m.gameOver()
	case m.started && m.filled[i]:
		return m, Entry{}, refused(ReasonRackFull, Refusal{Rack: id}, "rack %s does not need tiles now", id)
	}
	pile, e := m.pile, Entry{}
	if !m.started && m.filled[i] {
		pile = pile.Plus(m.racks[i].Tiles())
	}
	if m.ReshuffleDue() {
		return m, Entry{}, refused(ReasonReshuffleFirst, Refusal{Count: pile.Total()}, "the draw pile holds %d tiles: the discards are shuffled in first", pile.Total())
	}
	want := r.Tiles()
	for _, k := range Kinds() {
		if want[k] > pile[k] {
			return m, Entry{}, refused(ReasonPileShort, Refusal{Kind: k, Count: pile[k]}, "not enough %s tiles left in the draw pile", k)
		}
	}
	n := m.clone()
	n.pile, _ = pile.Minus(want)
	n.racks[i], n.filled[i] = r, true
	switch {
	case n.started && n.owed[i] > 0:
		n.owed[i]--
		n.discard(i)
		e.Discarded = true
	case n.started:
		n.queue = slices.DeleteFunc(n.queue, func(j int) bool { return j == i })
	}
	return n, e, nil
}

// discard moves a rack's tiles to the discards; the rack waits for tiles, after the racks already waiting.
func (m *Match) discard(i int) {
	m.discards = m.discards.Plus(m.racks[i].Tiles())
	m.racks[i], m.filled[i] = Rack{}, false
	if !slices.Contains(m.queue, i) {
		m.queue = append(m.queue, i)
	}
}

// CanStart says why the game cannot start now, or nil.
func (m Match) CanStart() error {
	if m.started {
		return refused(ReasonStarted, Refusal{}, "the game has already started")
	}
	for i, id := range m.ids {
		if !m.filled[i] {
			return refused(ReasonRackWaits, Refusal{Rack: id}, "rack %s still waits for its tiles", id)
		}
	}
	return nil
}

// Start begins the game with starter as the first reader, once every rack holds its tiles.
func (m Match) Start(starter int) (Match, error) {
	if err := m.CanStart(); err != nil {
		return m, err
	}
	if starter < 0 || starter >= m.players {
		return m, fmt.Errorf("seat %d is not a seat of a %d-player game", starter, m.players)
	}
	n := m.clone()
	n.started, n.starter, n.turn = true, starter, starter
	return n, nil
}

// playing says why no move is possible now, or nil.
func (m Match) playing() error {
	if !m.started {
		return refused(ReasonNotStarted, Refusal{}, "the game has not started yet")
	}
	if m.Over() {
		return m.gameOver()
	}
	return nil
}

// Read records that reader turned up card c: it must be their turn, every rack must hold its tiles, the
// deck must hold cards (ShuffleDeck once all 23 are used), and the card must not have been read in this
// cycle of the deck. The turn passes to the next seat.
func (m Match) Read(reader int, c Card) (Match, error) {
	if err := m.playing(); err != nil {
		return m, err
	}
	if reader != m.turn {
		return m, refused(ReasonNotYourTurn, Refusal{Seat: m.turn}, "it is seat %d's turn to read a card", m.turn)
	}
	for i, id := range m.ids {
		if !m.filled[i] {
			return m, refused(ReasonRackWaits, Refusal{Rack: id}, "rack %s still waits for its tiles", id)
		}
	}
	if m.DeckDue() {
		return m, refused(ReasonDeckEmpty, Refusal{}, "all %d question cards are used: they are shuffled into a new deck first", NumCards)
	}
	deck, _, err := m.deck.Take(c)
	if err != nil {
		return m, err
	}
	n := m.clone()
	n.cycle = max(n.cycle, 1)
	n.deck, n.reads, n.lastReader = deck, n.reads+1, reader
	n.turn = (reader + 1) % n.players
	return n, nil
}

// Order returns the challengers in the rule sheet's order (ChallengeOrder after the last reader).
func (m Match) Order(seats []int) ([]int, error) {
	return ChallengeOrder(m.players, m.LastReader(), seats)
}

// Challenge judges one round of challenges (in any order: they are heard in the rule sheet's order) with
// JudgeRound, then moves the tiles: every challenger heard discards their rack and waits for a refill, and
// each refreshed neutral rack discards its tiles (or, already refreshed in this round, owes one more
// refill). The round's verdicts are returned in the order heard.
func (m Match) Challenge(challenges []Challenge) (Match, Round, error) {
	seats := make([]int, len(challenges))
	named := map[int]Numbers{}
	for i, c := range challenges {
		seats[i] = c.Seat
		named[c.Seat] = c.Numbers
	}
	order, err := m.Order(seats)
	if err != nil {
		return m, Round{}, err
	}
	if err := m.playing(); err != nil {
		return m, Round{}, err
	}
	ordered := make([]Challenge, len(order))
	for i, seat := range order {
		if !m.filled[seat] {
			return m, Round{}, refused(ReasonNoTiles, Refusal{Seat: seat}, "seat %d has no tiles to name yet", seat)
		}
		ordered[i] = Challenge{Seat: seat, Numbers: named[seat]}
	}
	round := JudgeRound(m.players, m.racks[:m.players], m.coins, m.correct, ordered)
	n := m.clone()
	for _, v := range round.Verdicts {
		n.discard(v.Seat)
		if !v.Refreshes {
			continue
		}
		i := n.Index(v.Refresh)
		if n.filled[i] {
			n.discard(i)
		} else {
			n.owed[i]++
		}
	}
	n.coins, n.correct = slices.Clone(round.Coins), round.Correct
	if n.winner < 0 {
		n.winner = round.Winner
	}
	return n, round, nil
}
