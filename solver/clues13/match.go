package clues13

import "fmt"

// Match is the turn flow of one game of 13 Clues as a pure value: every move returns a new Match and leaves
// the receiver untouched, so a Match may be kept and shared freely. It knows the deal (once the game has
// started), whose turn it is and whether that turn is under way, what the player on turn may still do (the
// token economy: Economy), when they must first take a token from another player, the asks with their true
// answers, the peeks, the solves and the winner. Entering the cards before the start is the caller's.
type Match struct {
	setup   Setup // fixed by the player count, never changed
	expert  bool
	started bool
	starter int
	deal    Deal // complete once started; never changed after
	econ    Economy
}

// NewMatch sets up a game of players seats; expert adds the top-secret tokens (3–6 players).
func NewMatch(players int, expert bool) (Match, error) {
	setup, err := NewSetup(players)
	if err != nil {
		return Match{}, err
	}
	econ, err := NewEconomy(players, expert)
	if err != nil {
		return Match{}, err
	}
	return Match{setup: setup, expert: expert, econ: econ}, nil
}

// Players returns the player count.
func (m Match) Players() int { return m.setup.Players }

// Setup returns what the player count fixes (shared: do not change its slices).
func (m Match) Setup() Setup { return m.setup }

// Expert reports whether the expert rule's private asks are played.
func (m Match) Expert() bool { return m.expert }

// Started reports whether the game has started.
func (m Match) Started() bool { return m.started }

// Starter returns the first player.
func (m Match) Starter() int { return m.starter }

// Deal returns the deal once started (shared: do not change its slices).
func (m Match) Deal() Deal { return m.deal }

// Economy returns the tokens and the turn as they stand.
func (m Match) Economy() Economy { return m.econ }

// Winner returns the seat that solved its case, or -1 while the game runs.
func (m Match) Winner() int { return m.econ.Winner() }

// next is the seat whose turn comes when none is under way.
func (m Match) next() int {
	turn, _ := m.econ.Turn()
	if turn < 0 {
		return m.starter
	}
	return (turn + 1) % m.Players()
}

// OnTurn returns the seat on turn, whether or not its turn has begun.
func (m Match) OnTurn() int {
	if turn, active := m.econ.Turn(); active {
		return turn
	}
	return m.next()
}

// MustTake reports whether the next player holds no token while the supply is empty, so that their turn
// begins by taking one from another player of their choice (Take).
func (m Match) MustTake() bool {
	_, active := m.econ.Turn()
	return m.Players() > 2 && !active && m.econ.Held(m.next()) == 0 && m.econ.Supply() == 0
}

// Start begins the game with the physical deal and the first player.
func (m Match) Start(d Deal, starter int) (Match, error) {
	if m.started {
		return m, refused(ReasonStarted, Refusal{}, "the game has already started")
	}
	if d.Players != m.Players() {
		return m, fmt.Errorf("a deal for %d players at a %d-player game", d.Players, m.Players())
	}
	if err := d.Validate(); err != nil {
		return m, err
	}
	if starter < 0 || starter >= m.Players() {
		return m, fmt.Errorf("seat %d is not a seat of a %d-player game", starter, m.Players())
	}
	m.started, m.starter, m.deal = true, starter, d
	return m, nil
}

func (m Match) playing() error {
	if !m.started {
		return refused(ReasonNotStarted, Refusal{}, "the game has not started yet")
	}
	if w := m.econ.Winner(); w >= 0 {
		return refused(ReasonGameOver, Refusal{Seat: w}, "the game is over: seat %d solved their case", w)
	}
	return nil
}

func (m Match) onTurn(seat int) error {
	if err := m.playing(); err != nil {
		return err
	}
	if on := m.OnTurn(); on != seat {
		return refused(ReasonNotYourTurn, Refusal{Seat: on, Other: seat}, "it is seat %d's turn, not seat %d's", on, seat)
	}
	return nil
}

// turn returns the economy with seat's turn begun (drawing a token from the supply if it holds none).
func (m Match) turn(seat int) (Economy, error) {
	if err := m.onTurn(seat); err != nil {
		return m.econ, err
	}
	if _, active := m.econ.Turn(); active {
		return m.econ, nil
	}
	if m.MustTake() {
		return m.econ, refused(ReasonMustTakeToken, Refusal{Seat: seat}, "the supply is empty: seat %d must first take a token from another player", seat)
	}
	return m.econ.Begin(seat, -1)
}

// CanAct says why seat may not ask, peek or solve now, or nil.
func (m Match) CanAct(seat int) error {
	_, err := m.turn(seat)
	return err
}

// CanTake says why seat may not take a token from another player now, or nil.
func (m Match) CanTake(seat int) error {
	if err := m.onTurn(seat); err != nil {
		return err
	}
	if !m.MustTake() {
		return refused(ReasonNoNeedToTake, Refusal{Seat: seat}, "seat %d takes a token from another player only when holding none with the supply empty", seat)
	}
	return nil
}

// Take begins seat's turn by taking a token from seat from (MustTake).
func (m Match) Take(seat, from int) (Match, error) {
	if err := m.CanTake(seat); err != nil {
		return m, err
	}
	if from < 0 || from >= m.Players() || from == seat {
		return m, fmt.Errorf("seat %d cannot take a token from seat %d", seat, from)
	}
	econ, err := m.econ.Begin(seat, from)
	if err != nil {
		return m, err
	}
	m.econ = econ
	return m, nil
}

// Ask spends one of seat's actions asking answerer how many cards of sub they see (side: 2 players), in
// private under the expert rule; it returns the ask with its true answer.
func (m Match) Ask(seat, answerer int, sub Subject, side Side, private bool) (Match, LogEntry, error) {
	econ, err := m.turn(seat)
	if err != nil {
		return m, LogEntry{}, err
	}
	switch {
	case answerer < 0 || answerer >= m.Players():
		return m, LogEntry{}, fmt.Errorf("seat %d is not a seat of a %d-player game", answerer, m.Players())
	case answerer == seat:
		return m, LogEntry{}, refused(ReasonAskSelf, Refusal{Seat: seat}, "seat %d asked itself", seat)
	}
	if err := m.setup.CheckSubject(sub); err != nil {
		return m, LogEntry{}, err
	}
	if err := m.setup.CheckSide(side); err != nil {
		return m, LogEntry{}, err
	}
	if private {
		switch {
		case !m.expert:
			return m, LogEntry{}, refused(ReasonNoExpert, Refusal{}, "private asks need the expert rule")
		case !econ.TopSecret(seat):
			return m, LogEntry{}, refused(ReasonNoTopSecret, Refusal{Seat: seat}, "seat %d holds no top-secret token", seat)
		}
	}
	if econ, err = econ.Ask(answerer, private); err != nil {
		return m, LogEntry{}, err
	}
	le, err := m.deal.LogAsk(seat, answerer, sub, side, private)
	if err != nil {
		return m, LogEntry{}, err
	}
	m.econ = econ
	return m, le, nil
}

// CanPeek says why seat may not look at an informant now, or nil.
func (m Match) CanPeek(seat int) error {
	econ, err := m.turn(seat)
	if err != nil {
		return err
	}
	_, _, err = econ.Peek()
	return err
}

// NoCard is the card Peek returns when the deal does not lay out its informants: the peeker tells what
// they saw (it is not a Valid card).
const NoCard = Card(NumCards)

// Peek spends one of seat's actions looking at the informant under l. It returns the card seen (NoCard
// when the deal's letters are not laid out: see Deal.Laid) and where the token went (the nearest player
// clockwise holding none, or -1 for the supply).
func (m Match) Peek(seat int, l Letter) (Match, Card, int, error) {
	econ, err := m.turn(seat)
	if err != nil {
		return m, 0, 0, err
	}
	econ, to, err := econ.Peek()
	if err != nil {
		return m, 0, 0, err
	}
	if err := m.setup.CheckLetter(l); err != nil {
		return m, 0, 0, err
	}
	m.econ = econ
	if !m.deal.Laid() {
		return m, NoCard, to, nil
	}
	return m, m.deal.Informants[l], to, nil
}

// Solve spends one of seat's actions naming its own case (one person, one location, one weapon, any
// order). It returns whether the guess is right (which ends the game) and where the token went.
func (m Match) Solve(seat int, guess []Card) (Match, bool, int, error) {
	econ, err := m.turn(seat)
	if err != nil {
		return m, false, 0, err
	}
	if err := m.setup.CheckGuess(guess); err != nil {
		return m, false, 0, err
	}
	correct := kindOrder(guess) == m.deal.Outside[seat]
	econ, to, err := econ.Solve(correct)
	if err != nil {
		return m, false, 0, err
	}
	m.econ = econ
	return m, correct, to, nil
}
