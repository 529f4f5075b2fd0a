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
type Match struct {
	players    int
	at         ReshuffleAt
	ids        []RackID
	racks      []Rack // by index in ids
	filled     []bool
	owed       []int // refreshes still due after the tiles a rack waits for
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

// WouldReshuffle reports whether the next refill shuffles the discards back into the pile.
func (m Match) WouldReshuffle() bool {
	_, _, re, err := PileForRefill(m.pile, m.discards, m.at)
	return err == nil && re
}

// RefillPile is the pile the next refill draws from: the draw pile, or after the game's start the pile
// with the discards shuffled in when the refill reshuffles.
func (m Match) RefillPile() Tiles {
	if !m.started {
		return m.pile
	}
	if p, _, _, err := PileForRefill(m.pile, m.discards, m.at); err == nil {
		return p
	}
	return m.pile
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
	// Reshuffled: the draw pile was too small, so its last tiles and every discard were shuffled together
	// before the tiles were drawn.
	Reshuffled bool
	// Discarded: the rack owed a further refresh, so these tiles went straight to the discards (seen by
	// everyone) and the rack waits for three more.
	Discarded bool
}

// Enter puts the tiles a player drew on the rack id: before the start (a correction returns the old tiles
// to the pile), or a refill of a rack that waits. The tiles must be in the pile the refill draws from.
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
	pile, discards, e := m.pile, m.discards, Entry{}
	if !m.started && m.filled[i] {
		pile = pile.Plus(m.racks[i].Tiles())
	}
	if m.started {
		var err error
		if pile, discards, e.Reshuffled, err = PileForRefill(pile, discards, m.at); err != nil {
			return m, Entry{}, err
		}
	}
	want := r.Tiles()
	for _, k := range Kinds() {
		if want[k] > pile[k] {
			return m, Entry{}, refused(ReasonPileShort, Refusal{Kind: k, Count: pile[k]}, "not enough %s tiles left in the draw pile", k)
		}
	}
	n := m.clone()
	n.pile, _ = pile.Minus(want)
	n.discards = discards
	n.racks[i], n.filled[i] = r, true
	if n.started && n.owed[i] > 0 {
		n.owed[i]--
		n.discard(i)
		e.Discarded = true
	}
	return n, e, nil
}

// discard moves a rack's tiles to the discards; the rack waits for tiles.
func (m *Match) discard(i int) {
	m.discards = m.discards.Plus(m.racks[i].Tiles())
	m.racks[i], m.filled[i] = Rack{}, false
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

// Read records that reader turned up card c: it must be their turn, every rack must hold its tiles, and the
// card must not have been read in this cycle of the deck. newCycle says the discards became the new pile
// first. The turn passes to the next seat.
func (m Match) Read(reader int, c Card) (next Match, newCycle bool, err error) {
	if err := m.playing(); err != nil {
		return m, false, err
	}
	if reader != m.turn {
		return m, false, refused(ReasonNotYourTurn, Refusal{Seat: m.turn}, "it is seat %d's turn to read a card", m.turn)
	}
	for i, id := range m.ids {
		if !m.filled[i] {
			return m, false, refused(ReasonRackWaits, Refusal{Rack: id}, "rack %s still waits for its tiles", id)
		}
	}
	deck, newCycle, err := m.deck.Take(c)
	if err != nil {
		return m, false, err
	}
	n := m.clone()
	if newCycle || n.cycle == 0 {
		n.cycle++
	}
	n.deck, n.reads, n.lastReader = deck, n.reads+1, reader
	n.turn = (reader + 1) % n.players
	return n, newCycle, nil
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
