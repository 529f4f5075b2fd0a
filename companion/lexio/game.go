package lexio

import (
	"encoding/json"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// Name is the game's id in settings, URLs and the CLI.
const Name = "lexio"

// Rules creates Lexio tables for 3 to 6 players.
type Rules struct{}

// Options are the table options (Settings.Options JSON).
type Options struct {
	// Stage is the teaching stage: 1 basic climbing, 2 with bombs, 3 full rules (default).
	Stage int `json:"stage,omitempty"`
	// Deals is the agreed number of deals (default 3).
	Deals int `json:"deals,omitempty"`
	// Scorekeeping records only purchases, trick ends and emptied hands; no hands are entered.
	Scorekeeping bool `json:"scorekeeping,omitempty"`
}

// DefaultDeals is the number of deals when the host does not choose.
const DefaultDeals = 3

// New implements companion.Rules.
func (Rules) New(s companion.Settings) (companion.State, error) {
	var o Options
	if len(s.Options) > 0 {
		if err := json.Unmarshal(s.Options, &o); err != nil {
			return nil, companion.Bad("malformed Lexio options: %v", err)
		}
	}
	if o.Stage == 0 {
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

// MaxDeals bounds the agreed number of deals.
const MaxDeals = 50

// Event kinds.
const (
	evMarket  = "market.set"  // the host entered the face-up market for the next deal
	evHand    = "hand.set"    // a seat entered its own hand for the next deal
	evPlay    = "play"        // a seat played tiles (a bomb possibly out of turn)
	evPass    = "pass"        // a seat passed
	evOut     = "out"         // a seat went out and bought a market tile
	evSkDeal  = "score.deal"  // scorekeeping: a deal started
	evSkBuy   = "score.buy"   // scorekeeping: a seat bought from the market
	evSkTrick = "score.trick" // scorekeeping: a trick ended
	evSkEmpty = "score.empty" // scorekeeping: a seat emptied its hand
)

type tilesData struct {
	Deal  int      `json:"deal"`
	Seat  int      `json:"seat"`
	Tiles []string `json:"tiles"`
}
type seatData struct {
	Seat int `json:"seat"`
}
type outData struct {
	Seat int    `json:"seat"`
	Tile string `json:"tile"`
}
type emptyData struct {
	Seat int   `json:"seat"`
	Left []int `json:"left"`
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
	trick     []Move   // the current trick
	lastTrick []Move   // the trick before it
	bombs     int      // bombs played out of turn (public, shown in the history)
	scan      scanning // tiles read but not entered yet (scan.go)
}

// Undoable implements companion.State: every Lexio event is a game move.
func (s *State) Undoable(string) bool { return true }

// Private implements companion.State: entering a hand is public as a fact
// (the phones show who is ready); only its tiles are secret, and View keeps them so.
func (s *State) Private(string) bool { return false }

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

// Apply implements companion.State. Events were validated by Decide, so a
// solver error here cannot happen; the event is then ignored.
func (s *State) Apply(e companion.Event) companion.State {
	s.applyScan(e)
	switch e.Kind {
	case evMarket:
		var d tilesData
		if e.Decode(&d) == nil {
			s.market, _ = rules.ParseHand(d.Tiles)
			s.marketSet = true
			s.maybeDeal()
		}
	case evHand:
		var d tilesData
		if e.Decode(&d) == nil && d.Seat >= 0 && d.Seat < s.players {
			s.hands[d.Seat], _ = rules.ParseHand(d.Tiles)
			s.entered[d.Seat] = true
			s.maybeDeal()
		}
	case evPlay:
		var d tilesData
		if e.Decode(&d) == nil {
			tiles, _ := rules.ParseHand(d.Tiles)
			p, _ := rules.ClassifyIn(tiles, s.game.Config().Stage)
			oot := d.Seat != s.game.Turn()
			if g, err := s.game.Play(d.Seat, tiles); err == nil {
				if oot {
					s.bombs++
				}
				s.step(g, Move{Seat: d.Seat, Action: "play", Type: p.Type.String(), Key: p.Key, Tiles: tiles.IDs(), OutOfTurn: oot})
			}
		}
	case evPass:
		var d seatData
		if e.Decode(&d) == nil {
			if g, err := s.game.Pass(d.Seat); err == nil {
				s.step(g, Move{Seat: d.Seat, Action: "pass"})
			}
		}
	case evOut:
		var d outData
		if e.Decode(&d) == nil {
			t, _ := rules.ParseTile(d.Tile)
			if g, err := s.game.Out(d.Seat, t); err == nil {
				s.step(g, Move{Seat: d.Seat, Action: "out", Tiles: []string{d.Tile}})
			}
		}
	case evSkDeal:
		if k, err := s.keeper.StartDeal(); err == nil {
			s.keeper = k
		}
	case evSkBuy:
		var d seatData
		if e.Decode(&d) == nil {
			if k, err := s.keeper.Buy(d.Seat); err == nil {
				s.keeper = k
			}
		}
	case evSkTrick:
		if k, err := s.keeper.EndTrick(); err == nil {
			s.keeper = k
		}
	case evSkEmpty:
		var d emptyData
		if e.Decode(&d) == nil {
			if k, err := s.keeper.Emptied(d.Seat, d.Left); err == nil {
				s.keeper = k
			}
		}
	}
	return s
}

// step records a move in the current trick and closes the trick when the
// game started a new one (or the deal ended).
func (s *State) step(g rules.Game, m Move) {
	s.game = g
	s.trick = append(s.trick, m)
	if g.LastPlayer() < 0 || g.Phase() != rules.Playing {
		s.lastTrick, s.trick = s.trick, nil
	}
}

// maybeDeal starts the deal once the market and every hand are entered.
func (s *State) maybeDeal() {
	if !s.marketSet || slices.Contains(s.entered, false) || s.game.Phase() != rules.BetweenDeals {
		return
	}
	g, err := s.game.DealTiles(s.hands, s.market)
	if err != nil {
		return
	}
	s.game = g
	s.marketSet, s.market = false, 0
	clear(s.entered)
	clear(s.hands)
	s.trick, s.lastTrick = nil, nil
}
