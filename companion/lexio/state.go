package lexio

import (
	"encoding/json"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// Rules creates Lexio tables for 3 to 6 players.
type Rules struct{}

// New implements companion.Rules.
func (Rules) New(s companion.Settings) (companion.State, error) {
	var o Options
	if len(s.Options) > 0 {
		if err := json.Unmarshal(s.Options, &o); err != nil {
			return nil, companion.Bad("malformed Lexio options: %v", err)
		}
	}
	switch {
	case o.Stage != 0:
	case s.Practice != nil && s.Practice.Seat >= 0:
		// A learner's practice starts where the rules sheet starts a first
		// game: basic climbing (the form offers the other stages).
		o.Stage = int(rules.StageBasic)
	default:
		o.Stage = int(rules.StageMarket)
	}
	if o.Deals == 0 {
		o.Deals = DefaultDeals
	}
	if s.Players < 3 || s.Players > 6 {
		return nil, companion.Bad("Lexio is for 3 to 6 players, not %d", s.Players)
	}
	if o.Stage < 1 || o.Stage > 3 {
		return nil, companion.Bad("stage %d is not a teaching stage (1, 2 or 3)", o.Stage)
	}
	if o.Deals < 1 || o.Deals > MaxDeals {
		return nil, companion.Bad("the number of deals must be 1 to %d, not %d", MaxDeals, o.Deals)
	}
	cfg := rules.Config{Players: s.Players, Stage: rules.Stage(o.Stage), Deals: o.Deals}
	st := &State{players: s.Players, opts: o, hands: make([]rules.Hand, s.Players), entered: make([]bool, s.Players)}
	var err error
	st.setup, err = rules.SetupFor(s.Players)
	if err == nil {
		st.game, err = rules.NewGame(cfg)
	}
	if err == nil {
		st.keeper, err = rules.NewScorekeeper(cfg)
	}
	if err != nil {
		return nil, companion.BadOptions(err)
	}
	return st, nil
}

// Move is one public action of a trick, as the display shows it.
type Move struct {
	Seat      int      `json:"seat"`
	Action    string   `json:"action"` // play | pass | out
	Type      string   `json:"type,omitempty"`
	Key       int      `json:"key,omitempty"`
	Tiles     []string `json:"tiles,omitempty"` // the play, or the market tile bought
	OutOfTurn bool     `json:"out_of_turn,omitempty"`
}

// State is one Lexio table. The hands are the hidden truth: they leave the
// server only through View, and only to their owner.
type State struct {
	players int
	opts    Options
	setup   rules.Setup
	game    rules.Game        // full rules
	keeper  rules.Scorekeeper // scorekeeping-only mode
	// The entries for the next deal (full rules).
	hands     []rules.Hand
	entered   []bool
	market    rules.Hand
	marketSet bool
	trick     []Move    // the current trick
	lastTrick []Move    // the trick before it
	bombs     int       // bombs played out of turn (public, shown in the history)
	scan      scanning  // tiles read but not entered yet (scan.go)
	emptied   []Emptied // every emptied hand of the game with its payout (results.go)
}

func (s *State) seatOf(c companion.Command) (int, error) { return companion.SeatOf(c, s.players) }

// match is what both modes share.
func (s *State) match() interface {
	Ledger() rules.Ledger
	Phase() rules.Phase
	Invariant() error
} {
	if s.opts.Scorekeeping {
		return s.keeper
	}
	return s.game
}

// Invariant checks the chip invariant of the game (chips in hands + in front
// of buyers + pot = 50 × players).
func (s *State) Invariant() error { return s.match().Invariant() }

// Ledger returns the chip ledger.
func (s *State) Ledger() rules.Ledger { return s.match().Ledger() }
