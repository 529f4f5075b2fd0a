package lexio

import (
	"encoding/json"
	"fmt"
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
	// Stage is the teaching stage: 1 basic climbing, 2 with bombs, 3 full
	// rules (the default; 1 at a practice table with a player).
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
	trick     []Move    // the current trick
	lastTrick []Move    // the trick before it
	bombs     int       // bombs played out of turn (public, shown in the history)
	scan      scanning  // tiles read but not entered yet (scan.go)
	emptied   []Emptied // every emptied hand of the game with its payout (results.go)
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

// Apply implements companion.State. Each kind's data is decoded once, into
// its own type, and checked against the table before anything changes.
func (s *State) Apply(e companion.Event) (companion.State, error) {
	if e.Kind != evLay {
		s.scan.lay = 0 // any other move ends a play being laid (the table moved on)
	}
	var err error
	switch e.Kind {
	case evMarket:
		err = companion.Fold(e, func(d tilesData) error { return s.applyEntry(MarketSeat, d) })
	case evHand:
		err = companion.Fold(e, func(d tilesData) error {
			if err := s.checkSeat(d.Seat); err != nil {
				return err
			}
			return s.applyEntry(d.Seat, d)
		})
	case evDealTile:
		err = companion.Fold(e, s.applyDealTile)
	case evLay:
		err = companion.Fold(e, s.applyLay)
	case evPlay:
		err = companion.Fold(e, s.applyPlay)
	case evPass:
		err = companion.Fold(e, func(d seatData) error {
			if err := s.checkSeat(d.Seat); err != nil {
				return err
			}
			g, err := s.game.Pass(d.Seat)
			if err != nil {
				return fmt.Errorf("the rules refuse: %v", err)
			}
			s.step(g, Move{Seat: d.Seat, Action: "pass"})
			return nil
		})
	case evOut:
		err = companion.Fold(e, func(d outData) error {
			if err := s.checkSeat(d.Seat); err != nil {
				return err
			}
			t, err := rules.ParseTile(d.Tile)
			if err != nil {
				return fmt.Errorf("with a tile the game does not have: %v", err)
			}
			g, err := s.game.Out(d.Seat, t)
			if err != nil {
				return fmt.Errorf("the rules refuse: %v", err)
			}
			s.step(g, Move{Seat: d.Seat, Action: "out", Tiles: []string{d.Tile}})
			return nil
		})
	case evSkDeal:
		err = s.keep(e, s.keeper.StartDeal)
	case evSkTrick:
		err = s.keep(e, s.keeper.EndTrick)
	case evSkBuy:
		err = companion.Fold(e, func(d seatData) error {
			if err := s.checkSeat(d.Seat); err != nil {
				return err
			}
			return s.keep(e, func() (rules.Scorekeeper, error) { return s.keeper.Buy(d.Seat) })
		})
	case evSkEmpty:
		err = companion.Fold(e, func(d emptyData) error {
			if err := s.checkSeat(d.Seat); err != nil {
				return err
			}
			if len(d.Left) != s.players {
				return fmt.Errorf("with %d tile counts for %d players", len(d.Left), s.players)
			}
			from := len(s.match().Ledger().Transfers())
			if err := s.keep(e, func() (rules.Scorekeeper, error) { return s.keeper.Emptied(d.Seat, d.Left) }); err != nil {
				return err
			}
			s.recordEmptied(d.Seat, from, d.Left)
			return nil
		})
	default:
		err = companion.UnknownKind("Lexio", e)
	}
	return s, err
}

// keep applies one scorekeeping step, which only a scorekeeping table takes.
func (s *State) keep(e companion.Event, step func() (rules.Scorekeeper, error)) error {
	if !s.opts.Scorekeeping {
		return fmt.Errorf("%s at a table that plays with its tiles, not scorekeeping", companion.EventName(e.Kind))
	}
	k, err := step()
	if err != nil {
		return fmt.Errorf("%s the rules refuse: %v", companion.EventName(e.Kind), err)
	}
	s.keeper = k
	return nil
}

func (s *State) checkSeat(seat int) error {
	if seat < 0 || seat >= s.players {
		return fmt.Errorf("for seat %d, which this %d-player table does not have", seat, s.players)
	}
	return nil
}

// applyEntry enters a hand or (seat MarketSeat) the market for the next
// deal, and deals once all are in. Entered in any way, a hand drops the
// tiles scanned for it.
func (s *State) applyEntry(seat int, d tilesData) error {
	if s.opts.Scorekeeping {
		return fmt.Errorf("at a scorekeeping table, which enters no tiles")
	}
	if p := s.game.Phase(); p != rules.BetweenDeals {
		return fmt.Errorf("while the deal is under way or the game is over")
	}
	h, err := rules.ParseHand(d.Tiles)
	if err != nil {
		return fmt.Errorf("with a tile the game does not have: %v", err)
	}
	size, what := s.setup.HandSize, "hand"
	if seat == MarketSeat {
		size, what = s.setup.MarketSize, "market"
	}
	if h.Len() != size || len(d.Tiles) != size {
		return fmt.Errorf("with %d tiles where the %s holds %d", len(d.Tiles), what, size)
	}
	// Entries that overlap are saved: the table is then in conflict (a
	// public state) and the deal waits until they add up.
	hands, entered, market, marketSet := slices.Clone(s.hands), slices.Clone(s.entered), s.market, s.marketSet
	if seat == MarketSeat {
		market, marketSet = h, true
	} else {
		hands[seat], entered[seat] = h, true
	}
	if marketSet && !slices.Contains(entered, false) && overlap(hands, entered, market, marketSet) == 0 {
		g, err := s.game.DealTiles(hands, market)
		if err != nil {
			return fmt.Errorf("completing a deal the rules refuse: %v", err)
		}
		s.game = g
		s.marketSet, s.market = false, 0
		clear(s.entered)
		clear(s.hands)
		s.trick, s.lastTrick = nil, nil
	} else {
		s.hands, s.entered, s.market, s.marketSet = hands, entered, market, marketSet
	}
	if seat == MarketSeat {
		s.scan.market = 0
	} else if s.scan.hands != nil {
		s.scan.hands[seat] = 0
	}
	return nil
}

func (s *State) applyPlay(d tilesData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	tiles, err := rules.ParseHand(d.Tiles)
	if err != nil {
		return fmt.Errorf("with a tile the game does not have: %v", err)
	}
	p, err := rules.ClassifyIn(tiles, s.game.Config().Stage)
	if err != nil {
		return fmt.Errorf("with tiles that are no play: %v", err)
	}
	oot := d.Seat != s.game.Turn()
	from := len(s.game.Ledger().Transfers())
	g, err := s.game.Play(d.Seat, tiles)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	if oot {
		s.bombs++
	}
	s.step(g, Move{Seat: d.Seat, Action: "play", Type: p.Type.String(), Key: p.Key, Tiles: tiles.IDs(), OutOfTurn: oot})
	if g.Hand(d.Seat) == 0 {
		left := make([]int, s.players)
		for p := range left {
			left[p] = g.Hand(p).Len()
		}
		s.recordEmptied(d.Seat, from, left)
	}
	return nil
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

// overlap is the tiles entered in two places (two hands, or a hand and the
// market): a physical tile lies in one place only.
func overlap(hands []rules.Hand, entered []bool, market rules.Hand, marketSet bool) rules.Hand {
	var seen, both rules.Hand
	if marketSet {
		seen = market
	}
	for i, h := range hands {
		if entered[i] {
			both |= seen & h
			seen |= h
		}
	}
	return both
}

// Conflict implements companion.Entries: the hands and the market entered
// for the next deal share a tile.
func (s *State) Conflict() bool {
	return !s.opts.Scorekeeping && overlap(s.hands, s.entered, s.market, s.marketSet) != 0
}

// Corrects implements companion.Entries: hands, the market and scans may
// be entered while they do not add up.
func (s *State) Corrects(command string) bool {
	switch command {
	case "hand", "market", "scan", "press":
		return true
	}
	return false
}

// Replaces implements companion.Entries: a seat enters its hand again, or
// the host the market.
func (s *State) Replaces(c companion.Command) (companion.Word, bool) {
	if s.opts.Scorekeeping || s.game.Phase() != rules.BetweenDeals {
		return companion.Word{}, false
	}
	switch {
	case c.Type == "hand" && c.Actor >= 0 && int(c.Actor) < s.players:
		return companion.Word{EN: "hand", KO: "손패"}, s.entered[c.Actor]
	case c.Type == "market" && c.Actor == companion.Host:
		return companion.Word{EN: "market", KO: "시장패"}, s.marketSet
	}
	return companion.Word{}, false
}

// Complete implements companion.Entries: between deals, every hand and the
// market are in (they stay so only while they do not add up: else the deal
// begins); during a deal no entry is awaited.
func (s *State) Complete() bool {
	return s.opts.Scorekeeping || s.game.Phase() != rules.BetweenDeals || s.marketSet && !slices.Contains(s.entered, false)
}

// Ready implements companion.Entries: every hand and the market of the next
// deal are in.
func (s *State) Ready() bool {
	return !s.opts.Scorekeeping && s.game.Phase() == rules.BetweenDeals && s.Complete()
}
