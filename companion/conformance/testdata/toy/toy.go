// Package toy is a fifth game made only from the README's "What a fifth
// game needs": each player sets a secret digit, then players take turns
// guessing another player's digit; the first right guess wins. Its
// register.go is its one registration; the conformance suite imports it in
// its test alone, so it is registered nowhere else.
package toy

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/tablemate/tablemate/companion"
)

// Name is the game's registered name.
const Name = "toy"

// Rules makes a toy table's initial state.
type Rules struct{}

// New makes the initial state: no digits set yet.
func (Rules) New(s companion.Settings) (companion.State, error) {
	if s.Players < 2 || s.Players > 3 {
		return nil, companion.Bad("toy takes 2 or 3 players, not %d", s.Players)
	}
	return &State{digits: make([]int, s.Players), set: make([]bool, s.Players), notes: make([]string, s.Players)}, nil
}

// State is a toy table.
type State struct {
	digits  []int
	set     []bool
	guesses []guess
	turn    int
	winner  int // 0 until someone wins, then seat+1
	notes   []string
}

type guess struct {
	Seat   int  `json:"seat"`
	Target int  `json:"target"`
	Digit  int  `json:"digit"`
	Right  bool `json:"right"`
}

type digitData struct {
	Seat  int `json:"seat"`
	Digit int `json:"digit"`
}

type noteData struct {
	Seat int    `json:"seat"`
	Text string `json:"text"`
}

// Clone copies the state: nothing mutable is shared.
func (s *State) Clone() companion.State {
	c := *s
	c.digits = append([]int(nil), s.digits...)
	c.set = append([]bool(nil), s.set...)
	c.guesses = append([]guess(nil), s.guesses...)
	c.notes = append([]string(nil), s.notes...)
	return &c
}

func (s *State) started() bool {
	for _, ok := range s.set {
		if !ok {
			return false
		}
	}
	return true
}

// Phase names the game's step.
func (s *State) Phase() string {
	switch {
	case s.winner > 0:
		return companion.PhaseOver
	case s.started():
		return companion.PhasePlay
	}
	return companion.PhaseSetup
}

// Undoable: every move but a note.
func (s *State) Undoable(kind string) bool { return kind != "note" }

// Private: a note is its writer's alone.
func (s *State) Private(kind string) bool { return kind == "note" }

// Decide turns a command into events.
func (s *State) Decide(c companion.Command) ([]companion.Change, error) {
	seat := int(c.Actor)
	if seat < 0 || seat >= len(s.digits) {
		return nil, companion.Refuse("only a player can do that")
	}
	var a struct {
		Digit  int    `json:"digit"`
		Target int    `json:"target"`
		Text   string `json:"text"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	switch c.Type {
	case "digit":
		if s.started() {
			return nil, companion.Refuse("the digits are set: the game has started")
		}
		if a.Digit < 0 || a.Digit > 9 {
			return nil, companion.Bad("a digit is 0 to 9, not %d", a.Digit)
		}
		return []companion.Change{{Kind: "digit.set", Data: digitData{Seat: seat, Digit: a.Digit}}}, nil
	case "guess":
		if err := s.check(seat, a.Target); err != nil {
			return nil, err
		}
		return []companion.Change{{Kind: "guess", Data: guess{Seat: seat, Target: a.Target, Digit: a.Digit, Right: s.digits[a.Target] == a.Digit}}}, nil
	case "note":
		return []companion.Change{{Kind: "note", Data: noteData{Seat: seat, Text: a.Text}}}, nil
	}
	return nil, companion.Bad("toy has no %q command", c.Type)
}

// check says why seat may not guess target's digit now, if it may not.
func (s *State) check(seat, target int) error {
	switch {
	case s.winner > 0:
		return companion.Refuse("the game is over")
	case !s.started():
		return companion.Refuse("not every player has set a digit yet")
	case seat != s.turn:
		return companion.Refuse("it is %s's turn", companion.Player(s.turn))
	case target == seat || target < 0 || target >= len(s.digits):
		return companion.Bad("guess another player's digit")
	}
	return nil
}

// Apply folds one event.
func (s *State) Apply(e companion.Event) (companion.State, error) {
	var err error
	switch e.Kind {
	case "digit.set":
		err = companion.Fold(e, func(d digitData) error {
			if err := checkSeat(e.Kind, d.Seat, len(s.digits)); err != nil {
				return err
			}
			if s.started() || d.Digit < 0 || d.Digit > 9 {
				return fmt.Errorf("the rules refuse digit %d now", d.Digit)
			}
			s.digits[d.Seat], s.set[d.Seat] = d.Digit, true
			return nil
		})
	case "guess":
		err = companion.Fold(e, func(g guess) error {
			if err := checkSeat(e.Kind, g.Seat, len(s.digits)); err != nil {
				return err
			}
			if err := s.check(g.Seat, g.Target); err != nil {
				return err
			}
			if g.Right != (s.digits[g.Target] == g.Digit) {
				return fmt.Errorf("says %v where the digit says otherwise", g.Right)
			}
			s.guesses = append(s.guesses, g)
			if g.Right {
				s.winner = g.Seat + 1
			}
			s.turn = (s.turn + 1) % len(s.digits)
			return nil
		})
	case "note":
		err = companion.Fold(e, func(n noteData) error {
			if err := checkSeat(e.Kind, n.Seat, len(s.digits)); err != nil {
				return err
			}
			s.notes[n.Seat] = n.Text
			return nil
		})
	default:
		err = companion.UnknownKind("toy", e)
	}
	return s, err
}

// View is the game's part of an actor's view.
type View struct {
	Set     []bool  `json:"set"`
	Guesses []guess `json:"guesses"`
	Turn    int     `json:"turn"`
	Winner  *int    `json:"winner,omitempty"`
	Digit   *int    `json:"digit,omitempty"` // a seat's own digit
	Note    string  `json:"note,omitempty"`  // a seat's own note
}

// View computes what an actor may see: a seat its own digit and note.
func (s *State) View(a companion.Actor, _ companion.ViewContext) any {
	v := View{Set: append([]bool(nil), s.set...), Guesses: append([]guess{}, s.guesses...), Turn: s.turn}
	if s.winner > 0 {
		w := s.winner - 1
		v.Winner = &w
	}
	if seat := int(a); seat >= 0 && seat < len(s.digits) {
		if s.set[seat] {
			d := s.digits[seat]
			v.Digit = &d
		}
		v.Note = s.notes[seat]
	}
	return v
}

// play plays a session: every seat sets a random digit, one writes a note,
// then seats guess at random until one is right; then the host's undo and
// redo of the last guess.
func play(ctx context.Context, svc companion.Tables, s companion.Session) (companion.Playing, error) {
	t, err := svc.Start(ctx, companion.Settings{Game: Name, Players: s.Players, Options: s.Options})
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(uint64(s.Seed), 0))
	do := func(a companion.Actor, typ string, args map[string]any) error {
		b, _ := json.Marshal(args)
		_, err := t.Do(ctx, companion.Command{Actor: a, Type: typ, Data: b})
		return err
	}
	for seat := range s.Players {
		if err := do(companion.Actor(seat), "digit", map[string]any{"digit": rng.IntN(10)}); err != nil {
			return nil, err
		}
	}
	if err := do(0, "note", map[string]any{"text": "seat 2 likes 7"}); err != nil {
		return nil, err
	}
	for turn := 0; t.State().Phase() != companion.PhaseOver; turn++ {
		seat := turn % s.Players
		target := (seat + 1 + rng.IntN(s.Players-1)) % s.Players
		if err := do(companion.Actor(seat), "guess", map[string]any{"target": target, "digit": rng.IntN(10)}); err != nil {
			return nil, err
		}
	}
	for _, c := range []string{"undo", "redo"} {
		if err := do(companion.Host, c, nil); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// probe is the toy's two worlds for the privacy harness: seat 1's secret
// digit differs, and seat 0 (probed) sets its own, writes a note, tries to
// set its digit again once the game runs (refused), guesses seat 1's digit
// wrongly in both worlds, and then loses to seat 1's right guess.
func probe(seed int64) companion.Probe {
	rng := rand.New(rand.NewPCG(uint64(seed), 1))
	players := 2 + rng.IntN(2)
	mine, theirs := rng.IntN(10), rng.IntN(5)
	wrong := (theirs + 1 + rng.IntN(4)) % 10 // neither theirs nor theirs+5
	world := func(hidden int) []companion.Step {
		steps := []companion.Step{
			{Actor: 0, Type: "digit", Args: map[string]any{"digit": mine}},
			{Actor: 1, Type: "digit", Args: map[string]any{"digit": hidden}},
		}
		for seat := 2; seat < players; seat++ {
			steps = append(steps, companion.Step{Actor: companion.Actor(seat), Type: "digit", Args: map[string]any{"digit": seat}})
		}
		return append(steps,
			companion.Step{Actor: 0, Type: "note", Args: map[string]any{"text": "seat 2 hesitated"}},
			companion.Step{Actor: 0, Type: "digit", Args: map[string]any{"digit": 1}},
			companion.Step{Actor: 0, Type: "guess", Args: map[string]any{"target": 1, "digit": wrong}},
			companion.Step{Actor: 1, Type: "guess", Args: map[string]any{"target": 0, "digit": mine}},
		)
	}
	return companion.Probe{
		Settings: companion.Settings{Game: Name, Players: players},
		Seat:     0,
		Worlds:   [2][]companion.Step{world(theirs), world(theirs + 5)},
	}
}

// checkSeat says what is wrong with a seat named in a stored event, if
// anything: seats are 0 to players-1.
func checkSeat(kind string, seat, players int) error {
	if seat < 0 || seat >= players {
		return fmt.Errorf("%s for seat %d, which this %d-player table does not have", companion.EventName(kind), seat, players)
	}
	return nil
}
