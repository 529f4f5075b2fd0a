package lexio

import (
	"fmt"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

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
