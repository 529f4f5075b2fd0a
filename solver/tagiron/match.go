package tagiron

import (
	"errors"
	"fmt"
)

// SeatState says whether a seat is still trying to win.
type SeatState uint8

// Seat states. In the 2-player game nobody is ever Out; the result is in Outcome.
const (
	Playing SeatState = iota
	Won
	Out
)

// String returns "playing", "won" or "out".
func (s SeatState) String() string {
	switch s {
	case Playing:
		return "playing"
	case Won:
		return "won"
	case Out:
		return "out"
	}
	return fmt.Sprintf("SeatState(%d)", uint8(s))
}

// SeatStatus is one seat's state; Place is 1, 2 or 3 for a seat that has Won, else 0.
type SeatStatus struct {
	State SeatState
	Place int
}

// Outcome is the result of a finished game (or the standings so far).
type Outcome struct {
	Over    bool
	Draw    bool  // 2 players: both declared correctly, or the row ran out with no winner
	Winners []int // seats in order of their correct declarations
	Out     []int // seats eliminated by a wrong declaration (3–4 players), in seat order
}

// Match is the flow of one game of Tagiron as a pure value: every method that changes it returns a new
// Match (or an error saying why the action is refused) and leaves the receiver untouched. It knows the
// cards and the turns, not the tiles: whether a declaration is correct is judged by the caller.
// The zero Match is not a game; use NewMatch.
type Match struct {
	players, starter, turn int
	row                    [6]Card
	rowLen                 int
	drawn, used            uint32 // bit c: card c was revealed / has been asked
	status                 [4]SeatStatus
	declared               [4]bool
	lastChance             int // 2 players: seat owed a last-chance declaration, or -1
	over, draw             bool
	winners                [3]int
	nWinners               int
}

// NewMatch starts a game for 2–4 players; starter is the seat (0-based) that asks first. The row starts
// empty: the host reveals six cards with Reveal before the first question.
func NewMatch(players, starter int) (Match, error) {
	if err := checkPlayers(players); err != nil {
		return Match{}, err
	}
	if starter < 0 || starter >= players {
		return Match{}, fmt.Errorf("starter seat %d does not exist with %d players", starter, players)
	}
	return Match{players: players, starter: starter, turn: starter, lastChance: -1}, nil
}

// Players returns the number of players.
func (m Match) Players() int { return m.players }

// Starter returns the seat that asked first.
func (m Match) Starter() int { return m.starter }

// Turn returns the seat whose turn it is (meaningless once Over).
func (m Match) Turn() int { return m.turn }

// Row returns the face-up cards in the order they were revealed.
func (m Match) Row() []Card { return append([]Card(nil), m.row[:m.rowLen]...) }

// Drawn returns how many cards have been revealed from the deck so far.
func (m Match) Drawn() int { return popcount(m.drawn) }

// Remaining returns how many cards of this player count's deck are still undrawn.
func (m Match) Remaining() int { return len(Deck(m.players)) - m.Drawn() }

// Used returns the cards asked so far, in table order.
func (m Match) Used() []Card {
	var cs []Card
	for c := Card(1); c <= NumCards; c++ {
		if m.used&(1<<c) != 0 {
			cs = append(cs, c)
		}
	}
	return cs
}

// Status returns a seat's state.
func (m Match) Status(seat int) SeatStatus { return m.status[seat] }

// Declared reports whether a seat has used its one declaration (3–4 players).
func (m Match) Declared(seat int) bool { return m.declared[seat] }

// LastChance returns the seat owed the 2-player last-chance declaration, or -1.
func (m Match) LastChance() int { return m.lastChance }

// Over reports whether the game has ended.
func (m Match) Over() bool { return m.over }

// Outcome returns the result (or, while the game runs, the standings so far).
func (m Match) Outcome() Outcome {
	o := Outcome{Over: m.over, Draw: m.draw}
	o.Winners = append([]int(nil), m.winners[:m.nWinners]...)
	for s := 0; s < m.players; s++ {
		if m.status[s].State == Out {
			o.Out = append(o.Out, s)
		}
	}
	return o
}

// NeedsRefill reports whether the host must reveal a card: the row holds fewer than six and the deck
// still has undrawn cards.
func (m Match) NeedsRefill() bool { return !m.over && m.rowLen < 6 && m.Remaining() > 0 }

// LastQuestion reports whether the row holds its last card and the deck is empty: once that card is asked
// and answered, every card is used and the game ends (tagiron.md's decision), so the pages announce it.
func (m Match) LastQuestion() bool { return !m.over && m.rowLen == 1 && m.Remaining() == 0 }

// Reveal records the card the host drew face up into the row.
func (m Match) Reveal(c Card) (Match, error) {
	switch {
	case m.players == 0:
		return m, errors.New("no game: use NewMatch")
	case m.over:
		return m, refused(ReasonGameOver, -1, 0, "the game is over")
	case !c.Valid():
		return m, fmt.Errorf("invalid card %d", uint8(c))
	case !c.InDeck(m.players):
		return m, refused(ReasonNotInDeck, -1, c, "card %s is not in the %d-player deck", c, m.players)
	case m.drawn&(1<<c) != 0:
		return m, refused(ReasonAlreadyDrawn, -1, c, "card %s has already been drawn", c)
	case m.rowLen == 6:
		return m, refused(ReasonRowFull, -1, 0, "the row already holds six cards")
	case m.Remaining() == 0:
		return m, refused(ReasonDeckExhausted, -1, 0, "the deck is exhausted")
	}
	m.row[m.rowLen] = c
	m.rowLen++
	m.drawn |= 1 << c
	return m, nil
}

// Ask records that seat asked card c (pick: the named number on a choice card, else 0). Only the seat
// whose turn it is may ask, only a face-up card, and not while the row needs a refill. The card leaves
// the row and the turn passes to the next seat still playing.
func (m Match) Ask(seat int, c Card, pick int) (Match, error) {
	if err := m.checkSeat(seat); err != nil {
		return m, err
	}
	switch {
	case m.lastChance >= 0:
		return m, refused(ReasonLastChanceOnly, m.lastChance, 0, "only seat %d's last-chance declaration is allowed now", m.lastChance)
	case m.status[seat].State != Playing:
		return m, refused(ReasonNoMoreTurns, seat, 0, "seat %d has %s and takes no more turns", seat, m.status[seat].State)
	case seat != m.turn:
		return m, refused(ReasonNotYourTurn, m.turn, 0, "it is seat %d's turn, not seat %d's", m.turn, seat)
	case m.NeedsRefill():
		return m, refused(ReasonRefillFirst, -1, 0, "the row has %d cards: reveal a card first", m.rowLen)
	}
	i := m.rowIndex(c)
	if i < 0 {
		return m, refused(ReasonNotFaceUp, -1, c, "card %s is not face up in the row", c)
	}
	if err := checkPick(c, pick); err != nil {
		return m, err
	}
	copy(m.row[i:], m.row[i+1:m.rowLen])
	m.rowLen--
	m.row[m.rowLen] = 0
	m.used |= 1 << c
	m.passTurn()
	m.endIfExhausted()
	return m, nil
}

// Answerers returns, in seat order, the seats that must answer when asker asks c: the other player (2p)
// or both others (3p), plus the asker on a shared card; in the 4-player game all four, since every card
// acts as shared. Seats that are out or have won still answer.
func (m Match) Answerers(asker int, c Card) []int {
	var seats []int
	for s := 0; s < m.players; s++ {
		if s != asker || c.Shared() || m.players == 4 {
			seats = append(seats, s)
		}
	}
	return seats
}

// Declare records a declaration by seat and whether it was correct (judged by the caller).
//
// 2 players: on one's own turn instead of asking. Wrong: the turn passes. Correct by the non-starter:
// wins at once. Correct by the starter: the opponent gets one last-chance declaration, the only action
// allowed then; its being correct makes a draw, wrong makes the starter win.
//
// 3–4 players: any seat still playing, at any moment (even off-turn), once per game. Correct: joins the
// winners in order. Wrong: out (still answers questions). The game ends at 2 winners (3p) or 3 winners
// (4p), or when nobody is still playing.
func (m Match) Declare(seat int, correct bool) (Match, error) {
	if err := m.checkSeat(seat); err != nil {
		return m, err
	}
	if m.players == 2 {
		return m.declareTwo(seat, correct)
	}
	switch {
	case m.status[seat].State != Playing:
		return m, refused(ReasonCannotDeclare, seat, 0, "seat %d has %s and cannot declare", seat, m.status[seat].State)
	case m.declared[seat]:
		return m, refused(ReasonAlreadyDeclared, seat, 0, "seat %d has already declared once", seat)
	}
	m.declared[seat] = true
	if correct {
		m.winners[m.nWinners] = seat
		m.nWinners++
		m.status[seat] = SeatStatus{State: Won, Place: m.nWinners}
	} else {
		m.status[seat] = SeatStatus{State: Out}
	}
	if seat == m.turn {
		m.passTurn()
	}
	if m.nWinners == m.players-1 || m.nextPlaying(m.turn-1) < 0 {
		m.over = true
	}
	return m, nil
}

func (m Match) declareTwo(seat int, correct bool) (Match, error) {
	other := 1 - seat
	if m.lastChance >= 0 {
		if seat != m.lastChance {
			return m, refused(ReasonLastChanceOnly, m.lastChance, 0, "only seat %d's last-chance declaration is allowed now", m.lastChance)
		}
		m.lastChance = -1
		m.over = true
		if correct {
			m.draw = true
		} else {
			m.win(other)
		}
		return m, nil
	}
	if seat != m.turn {
		return m, refused(ReasonDeclareOnTurn, m.turn, 0, "it is seat %d's turn, not seat %d's: in the 2-player game one declares on one's own turn", m.turn, seat)
	}
	switch {
	case !correct:
		m.turn = other
	case seat != m.starter:
		m.win(seat)
		m.over = true
	default:
		m.lastChance = other
		m.turn = other
	}
	return m, nil
}

func (m *Match) win(seat int) {
	m.winners[m.nWinners] = seat
	m.nWinners++
	m.status[seat] = SeatStatus{State: Won, Place: m.nWinners}
}

func (m Match) checkSeat(seat int) error {
	switch {
	case m.players == 0:
		return errors.New("no game: use NewMatch")
	case seat < 0 || seat >= m.players:
		return fmt.Errorf("seat %d does not exist with %d players", seat, m.players)
	case m.over:
		return refused(ReasonGameOver, -1, 0, "the game is over")
	}
	return nil
}

func (m Match) rowIndex(c Card) int {
	for i, x := range m.row[:m.rowLen] {
		if x == c {
			return i
		}
	}
	return -1
}

// nextPlaying returns the first seat after `after` (clockwise, wrapping, possibly `after` itself) that
// is still playing, or -1.
func (m Match) nextPlaying(after int) int {
	for k := 1; k <= m.players; k++ {
		s := ((after+k)%m.players + m.players) % m.players
		if m.status[s].State == Playing {
			return s
		}
	}
	return -1
}

func (m *Match) passTurn() {
	if s := m.nextPlaying(m.turn); s >= 0 {
		m.turn = s
	}
}

// endIfExhausted ends the game when the row and the deck are both empty: a draw with 2 players, the
// winners so far with 3–4.
func (m *Match) endIfExhausted() {
	if m.rowLen == 0 && m.Remaining() == 0 && !m.over {
		m.over = true
		m.draw = m.players == 2
	}
}
