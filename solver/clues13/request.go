package clues13

import (
	"fmt"
	"slices"
	"strconv"
)

// GameID is the contract's "game" value for 13 Clues.
const GameID = "clues13"

// LogEntry is one answered ask as the seat saw it. Side is "left"/"right" with 2 players, empty
// otherwise. Private marks an expert-rule ask passed on paper: only its asker and answerer have it.
type LogEntry struct {
	Asker    int    `json:"asker"`
	Answerer int    `json:"answerer"`
	Ask      string `json:"ask"`
	Side     string `json:"side,omitempty"`
	Answer   int    `json:"answer"`
	Private  bool   `json:"private,omitempty"`
}

// SolveEntry is one announced solve: Player named Guess (person, location, weapon) for their own case.
type SolveEntry struct {
	Player  int      `json:"player"`
	Guess   []string `json:"guess"`
	Correct bool     `json:"correct"`
}

// SolveRequest is one seat's knowledge, the input of `tablemate solve` (cmd/tablemate/CONTRACT.md).
// Inside is [left, right] with 2 players; Outside maps every other seat ("1") to its three outside cards;
// Peeked maps informant letters the seat looked at to their cards.
type SolveRequest struct {
	Game    string              `json:"game"`
	Players int                 `json:"players"`
	Seat    int                 `json:"seat"`
	Inside  []string            `json:"inside"`
	Outside map[string][]string `json:"outside"`
	Peeked  map[string]string   `json:"peeked,omitempty"`
	Log     []LogEntry          `json:"log,omitempty"`
	Solves  []SolveEntry        `json:"solves,omitempty"`
}

// constraint is an answer by an opponent Q, reduced to what the seat does not know: the number of
// matching cards among the seat's case and Q's counted inside card(s) must equal need.
type constraint struct {
	sub  Subject
	side Side
	need int
}

// knowledge is a validated SolveRequest in typed form.
type knowledge struct {
	setup      Setup
	seat       int
	inside     [2]Card
	outside    [][3]Card      // by seat; the seat's own entry is unknown and unused
	opps       []int          // opponent seats, clockwise from the seat
	cons       [][]constraint // by opponent index
	unseen     []Card         // id order
	seen       [NumCards]bool // everything the seat sees (outside, inside, peeked)
	peeked     []bool         // by letter
	banned     [][3]Card      // the seat's wrong solves, kind order
	fixed      [][3]Card      // the seat's correct solves, kind order
	impossible bool           // a fact the seat fully knows is contradicted
}

func parseCards(ids []string) ([]Card, error) {
	out := make([]Card, len(ids))
	for i, id := range ids {
		c, err := ParseCard(id)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

func kindOrder(cs []Card) [3]Card {
	var t [3]Card
	for _, c := range cs {
		t[c.Kind()] = c
	}
	return t
}

func parseSeat(s string, players int) (int, error) {
	p, err := strconv.Atoi(s)
	if err != nil || p < 0 || p >= players || strconv.Itoa(p) != s {
		return 0, fmt.Errorf("unknown seat %q in a %d-player game", s, players)
	}
	return p, nil
}

// parse validates req and turns it into knowledge. Inputs no game could produce are errors; facts that
// merely contradict each other set impossible (or leave the engine to find no world).
func parse(req SolveRequest) (*knowledge, error) {
	if req.Game != GameID {
		return nil, fmt.Errorf("game %q is not %q", req.Game, GameID)
	}
	s, err := NewSetup(req.Players)
	if err != nil {
		return nil, err
	}
	n := req.Players
	if req.Seat < 0 || req.Seat >= n {
		return nil, fmt.Errorf("seat %d is not a seat of a %d-player game", req.Seat, n)
	}
	k := &knowledge{setup: s, seat: req.Seat, outside: make([][3]Card, n), peeked: make([]bool, s.Informants)}
	see := func(c Card, where string) error {
		if err := s.CheckCard(c); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		if k.seen[c] {
			return fmt.Errorf("card %q is seen twice", c)
		}
		k.seen[c] = true
		return nil
	}

	inside, err := parseCards(req.Inside)
	if err != nil {
		return nil, fmt.Errorf("inside: %w", err)
	}
	if len(inside) != 2 {
		return nil, fmt.Errorf("inside holds exactly 2 cards, not %d", len(inside))
	}
	for _, c := range inside {
		if err := see(c, "inside"); err != nil {
			return nil, err
		}
	}
	k.inside = [2]Card{inside[0], inside[1]}

	if len(req.Outside) != n-1 {
		return nil, fmt.Errorf("outside must list the cases of the %d other seats, not %d", n-1, len(req.Outside))
	}
	for _, key := range sortedKeys(req.Outside) {
		p, err := parseSeat(key, n)
		if err != nil {
			return nil, fmt.Errorf("outside: %w", err)
		}
		if p == req.Seat {
			return nil, fmt.Errorf("outside: seat %d cannot see its own case", p)
		}
		cs, err := parseCards(req.Outside[key])
		if err != nil {
			return nil, fmt.Errorf("outside of seat %d: %w", p, err)
		}
		if err := s.CheckGuess(cs); err != nil {
			return nil, fmt.Errorf("outside of seat %d must be one person, one location and one weapon: %w", p, err)
		}
		for _, c := range cs {
			if err := see(c, fmt.Sprintf("outside of seat %d", p)); err != nil {
				return nil, err
			}
		}
		k.outside[p] = kindOrder(cs)
	}

	if len(req.Peeked) > 0 && s.Informants == 0 {
		return nil, fmt.Errorf("no informant can be peeked at with %d players", n)
	}
	for _, key := range sortedKeys(req.Peeked) {
		l, err := ParseLetter(key)
		if err != nil {
			return nil, fmt.Errorf("peeked: %w", err)
		}
		if err := s.CheckLetter(l); err != nil {
			return nil, fmt.Errorf("peeked: %w", err)
		}
		if k.peeked[l] {
			return nil, fmt.Errorf("peeked: informant %v is listed twice", l)
		}
		k.peeked[l] = true
		c, err := ParseCard(req.Peeked[key])
		if err != nil {
			return nil, fmt.Errorf("peeked %v: %w", l, err)
		}
		if err := see(c, fmt.Sprintf("peeked %v", l)); err != nil {
			return nil, err
		}
	}
	for _, c := range s.Cards {
		if !k.seen[c] {
			k.unseen = append(k.unseen, c)
		}
	}

	oppIndex := make([]int, n)
	for i := 1; i < n; i++ {
		p := (req.Seat + i) % n
		oppIndex[p] = len(k.opps)
		k.opps = append(k.opps, p)
	}
	k.cons = make([][]constraint, len(k.opps))
	usedSecret := make([]bool, n)
	for i, e := range req.Log {
		if err := k.addAsk(e, oppIndex, usedSecret); err != nil {
			return nil, fmt.Errorf("log entry %d: %w", i+1, err)
		}
	}
	for i, e := range req.Solves {
		if err := k.addSolve(e); err != nil {
			return nil, fmt.Errorf("solve %d: %w", i+1, err)
		}
	}
	return k, nil
}

func (k *knowledge) addAsk(e LogEntry, oppIndex []int, usedSecret []bool) error {
	s := k.setup
	if err := checkPair(s.Players, e.Asker, e.Answerer); err != nil {
		return err
	}
	sub, err := ParseSubject(e.Ask)
	if err != nil {
		return err
	}
	if err := s.CheckSubject(sub); err != nil {
		return err
	}
	side, err := ParseSide(e.Side)
	if err != nil {
		return err
	}
	if err := s.CheckSide(side); err != nil {
		return err
	}
	if s.SubjectRemoved(sub) && e.Answer != 0 {
		return fmt.Errorf("answer %d to %q is impossible: %s is removed with %d players, so the answer is always 0", e.Answer, sub, sub, s.Players)
	}
	if maxA := s.MaxAnswer(sub, side); e.Answer < 0 || e.Answer > maxA {
		return fmt.Errorf("answer %d to %q is impossible: it is always between 0 and %d with %d players", e.Answer, sub, maxA, s.Players)
	}
	if e.Private {
		switch {
		case s.Players == 2:
			return fmt.Errorf("private (expert) asks need 3 to 6 players")
		case e.Asker != k.seat && e.Answerer != k.seat:
			return fmt.Errorf("a private ask between seats %d and %d cannot be in seat %d's log", e.Asker, e.Answerer, k.seat)
		case usedSecret[e.Asker]:
			return fmt.Errorf("seat %d has only one top-secret token but asks privately twice", e.Asker)
		}
		usedSecret[e.Asker] = true
	}
	if s.SubjectRemoved(sub) {
		// Legal (the seed lists all 10 colours), but nobody holds or sees such a card: it teaches nothing.
		return nil
	}
	if e.Answerer == k.seat {
		// Everything the seat counts is in plain sight: the answer is a fact to check, not a clue.
		var view []Card
		if side == NoSide {
			for p := range k.outside {
				if p != k.seat {
					view = append(view, k.outside[p][:]...)
				}
			}
			view = append(view, k.inside[:]...)
		} else {
			view = append(k.outside[e.Asker][:3:3], k.inside[side-Left])
		}
		if Answer(view, sub) != e.Answer {
			k.impossible = true
		}
		return nil
	}
	// The answerer sees the seat's case (unknown), its own inside (unknown) and, with 3+ players, the
	// outside of everyone else except itself and the seat (known).
	need := e.Answer
	if side == NoSide {
		for p := range k.outside {
			if p != k.seat && p != e.Answerer {
				need -= Answer(k.outside[p][:], sub)
			}
		}
	}
	q := oppIndex[e.Answerer]
	k.cons[q] = append(k.cons[q], constraint{sub: sub, side: side, need: need})
	return nil
}

func (k *knowledge) addSolve(e SolveEntry) error {
	if e.Player < 0 || e.Player >= k.setup.Players {
		return fmt.Errorf("player %d is not a seat of a %d-player game", e.Player, k.setup.Players)
	}
	guess, err := parseCards(e.Guess)
	if err != nil {
		return err
	}
	if err := k.setup.CheckGuess(guess); err != nil {
		return err
	}
	g := kindOrder(guess)
	switch {
	case e.Player != k.seat:
		// Another player's case is in plain sight: the verdict is a fact to check.
		if (g == k.outside[e.Player]) != e.Correct {
			k.impossible = true
		}
	case e.Correct:
		k.fixed = append(k.fixed, g)
	default:
		k.banned = append(k.banned, g)
	}
	return nil
}

// allowed reports whether the seat's own solves leave case c possible.
func (k *knowledge) allowed(c [3]Card) bool {
	return !slices.Contains(k.banned, c) && !slices.ContainsFunc(k.fixed, func(f [3]Card) bool { return f != c })
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for key := range m {
		keys = append(keys, key)
	}
	slices.Sort(keys)
	return keys
}
