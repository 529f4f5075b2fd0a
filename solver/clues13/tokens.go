package clues13

import (
	"fmt"
	"slices"
)

// TotalTokens is the number of magnifying-glass tokens in the box.
const TotalTokens = 8

// Economy is the magnifying-glass token state of one game as a pure value: every method returns a new
// Economy and leaves the receiver untouched. With 3–6 players each player starts with one token and the
// rest form the supply; a turn draws one if the player has none, then spends all of them, one action each.
// With 2 players there are no tokens: each turn is exactly one action (Ask, Peek or Solve).
// With the expert rule each player of 3–6 also holds one top-secret token for one private Ask.
type Economy struct {
	players int
	held    []int
	supply  int
	secret  []bool // expert rule: top-secret token still held; nil without the rule
	turn    int    // seat on turn (or last on turn); -1 before the first turn
	active  bool   // a turn is under way
	left    int    // 2 players: actions left this turn
	winner  int    // -1 while the game runs
}

// NewEconomy starts the tokens of a game with players seats; expert adds the top-secret tokens (3–6 only).
func NewEconomy(players int, expert bool) (Economy, error) {
	if _, err := NewSetup(players); err != nil {
		return Economy{}, err
	}
	e := Economy{players: players, held: make([]int, players), turn: -1, winner: -1}
	if players == 2 {
		if expert {
			return Economy{}, fmt.Errorf("the expert rule is for 3 to 6 players")
		}
		return e, nil
	}
	for p := range e.held {
		e.held[p] = 1
	}
	e.supply = TotalTokens - players
	if expert {
		e.secret = make([]bool, players)
		for p := range e.secret {
			e.secret[p] = true
		}
	}
	return e, nil
}

// Players returns the player count.
func (e Economy) Players() int { return e.players }

// Held returns how many tokens seat holds (in the open, so everyone may know).
func (e Economy) Held(seat int) int { return e.held[seat] }

// Supply returns the number of tokens in the supply (창고).
func (e Economy) Supply() int { return e.supply }

// TopSecret reports whether seat still holds its expert top-secret token.
func (e Economy) TopSecret(seat int) bool { return e.secret != nil && e.secret[seat] }

// Turn returns the seat on turn (or last on turn, -1 before the first) and whether its turn is under way.
func (e Economy) Turn() (seat int, active bool) { return e.turn, e.active }

// Winner returns the seat that solved its case, or -1 while the game runs.
func (e Economy) Winner() int { return e.winner }

// ActionsLeft is the number of actions the player on turn may still take (0 between turns).
func (e Economy) ActionsLeft() int {
	switch {
	case !e.active:
		return 0
	case e.players == 2:
		return e.left
	}
	return e.held[e.turn]
}

func (e Economy) clone() Economy {
	e.held = slices.Clone(e.held)
	e.secret = slices.Clone(e.secret)
	return e
}

// Begin starts seat's turn. Turns go clockwise (to the left) from whoever began first. With no token,
// the player takes one from the supply; if the supply is empty, from the player from (who must hold one);
// from is -1 when no choice is needed.
func (e Economy) Begin(seat, from int) (Economy, error) {
	switch {
	case e.winner >= 0:
		return e, refused(ReasonGameOver, Refusal{Seat: e.winner}, "the game is over: seat %d solved their case", e.winner)
	case e.active:
		return e, refused(ReasonTurnUnderWay, Refusal{Seat: e.turn}, "seat %d's turn is still under way", e.turn)
	case seat < 0 || seat >= e.players:
		return e, fmt.Errorf("seat %d is not a seat of a %d-player game", seat, e.players)
	case e.turn >= 0 && seat != (e.turn+1)%e.players:
		next := (e.turn + 1) % e.players
		return e, refused(ReasonNotYourTurn, Refusal{Seat: next, Other: seat}, "it is seat %d's turn, not seat %d's", next, seat)
	}
	n := e.clone()
	n.turn, n.active = seat, true
	if e.players == 2 {
		if from != -1 {
			return e, refused(ReasonNoTokensToTake, Refusal{Players: 2}, "there are no tokens to take with 2 players")
		}
		n.left = 1
		return n, nil
	}
	switch {
	case n.held[seat] > 0:
		if from != -1 {
			return e, refused(ReasonHoldsTokens, Refusal{Seat: seat}, "seat %d already holds tokens and takes none", seat)
		}
	case n.supply > 0:
		if from != -1 {
			return e, refused(ReasonSupplyNotEmpty, Refusal{Seat: seat}, "the supply is not empty: seat %d takes a token from it", seat)
		}
		n.supply--
		n.held[seat]++
	default:
		if from < 0 || from >= e.players || from == seat {
			return e, refused(ReasonMustTakeToken, Refusal{Seat: seat}, "the supply is empty: seat %d must take a token from another player", seat)
		}
		if n.held[from] == 0 {
			return e, refused(ReasonNoTokenToTake, Refusal{Seat: from}, "seat %d holds no token to take", from)
		}
		n.held[from]--
		n.held[seat]++
	}
	return n, nil
}

// actor checks an action may be taken now and returns the seat taking it.
func (e Economy) actor() (int, error) {
	if e.winner >= 0 {
		return 0, refused(ReasonGameOver, Refusal{Seat: e.winner}, "the game is over: seat %d solved their case", e.winner)
	}
	if e.ActionsLeft() == 0 {
		return 0, refused(ReasonNoTurn, Refusal{}, "no turn is under way")
	}
	return e.turn, nil
}

// spend uses one action of the player on turn; with 3–6 players the token goes to receiver (-1: supply).
func (n *Economy) spend(receiver int) {
	if n.players == 2 {
		n.left--
	} else {
		n.held[n.turn]--
		if receiver >= 0 {
			n.held[receiver]++
		} else {
			n.supply++
		}
	}
	if n.ActionsLeft() == 0 {
		n.active = false
	}
}

// nearestEmpty is where a Peek or Solve token goes: the nearest other player clockwise (to the left)
// holding none, or -1 for the supply.
func (e Economy) nearestEmpty() int {
	for i := 1; i < e.players; i++ {
		if p := (e.turn + i) % e.players; e.held[p] == 0 {
			return p
		}
	}
	return -1
}

// Ask spends one action asking answerer; with 3–6 players the token goes to the answerer. private uses
// the asker's top-secret token (expert rule) as well.
func (e Economy) Ask(answerer int, private bool) (Economy, error) {
	seat, err := e.actor()
	if err != nil {
		return e, err
	}
	if err := checkPair(e.players, seat, answerer); err != nil {
		return e, err
	}
	n := e.clone()
	if private {
		if !e.TopSecret(seat) {
			return e, refused(ReasonNoTopSecret, Refusal{Seat: seat}, "seat %d holds no top-secret token", seat)
		}
		n.secret[seat] = false
	}
	n.spend(answerer)
	return n, nil
}

// Peek spends one action looking at an informant (2–5 players; the seed forbids it only with 6, where
// no informants lie out). It returns where the token went: the nearest player clockwise with none, or
// -1 for the supply (always -1 with 2 players, who have no tokens: the peek is the turn's one action).
func (e Economy) Peek() (Economy, int, error) {
	if _, err := e.actor(); err != nil {
		return e, 0, err
	}
	if e.players == MaxPlayers {
		return e, 0, refused(ReasonNoPeeking, Refusal{Players: e.players}, "no peeking at informants with %d players", e.players)
	}
	n := e.clone()
	to := -1
	if e.players > 2 {
		to = n.nearestEmpty()
	}
	n.spend(to)
	return n, to, nil
}

// Solve spends one action on a solve attempt; the token goes as with Peek (returned; -1: supply, and
// always -1 with 2 players). Correct ends the game; wrong ends the turn at once, and every token the
// player still holds goes to the supply.
func (e Economy) Solve(correct bool) (Economy, int, error) {
	seat, err := e.actor()
	if err != nil {
		return e, 0, err
	}
	n := e.clone()
	to := -1
	if e.players > 2 {
		to = n.nearestEmpty()
	}
	n.spend(to)
	if correct {
		n.winner, n.active = seat, false
		return n, to, nil
	}
	if e.players > 2 {
		n.supply += n.held[seat]
		n.held[seat] = 0
	}
	n.active, n.left = false, 0
	return n, to, nil
}
