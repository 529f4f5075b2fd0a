package lexio

import (
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// Decide implements companion.State. solver/lexio judges every move; its
// refusals say the reason a player understands (not in your hand, no
// combination, wrong type, wrong length, not higher), phrased by refusal.
func (s *State) Decide(c companion.Command) ([]companion.Change, error) {
	if s.opts.Scorekeeping && c.Type != "scan" && c.Type != "press" {
		return s.decideScore(c)
	}
	switch c.Type {
	case "scan", "press":
		return s.decideScan(c)
	case "market":
		return s.decideMarket(c)
	case "hand":
		return s.decideHand(c)
	case "play", "check":
		seat, err := s.seatOf(c)
		if err != nil {
			return nil, err
		}
		var a struct{ Tiles []string }
		if err := c.Args(&a); err != nil {
			return nil, err
		}
		tiles, err := rules.ParseHand(a.Tiles)
		if err != nil {
			return nil, companion.Unreadable(tileKind, err)
		}
		if err := s.checkPlay(seat, tiles); err != nil {
			return nil, err
		}
		if c.Type == "check" {
			return nil, nil // only checks: nothing happens
		}
		return []companion.Change{{Kind: evPlay, Data: tilesData{Deal: s.game.Ledger().Deal(), Seat: seat, Tiles: tiles.IDs()}}}, nil
	case "pass":
		seat, err := s.checkTurn(c, "pass")
		if err != nil {
			return nil, err
		}
		if _, err := s.game.Pass(seat); err != nil {
			return nil, refusal(err)
		}
		return []companion.Change{{Kind: evPass, Data: seatData{Seat: seat}}}, nil
	case "out":
		return s.decideOut(c)
	}
	return nil, companion.Bad("unknown command %q", c.Type)
}

// checkPlaying refuses when no deal is under way.
func (s *State) checkPlaying(ph rules.Phase) error {
	switch ph {
	case rules.BetweenDeals:
		return companion.Refuse("no deal is being played")
	case rules.GameOver:
		return companion.Refuse("the game is over")
	}
	return nil
}

// checkSetup allows entering tiles only between deals.
func (s *State) checkSetup() error {
	switch s.game.Phase() {
	case rules.Playing:
		return companion.Refuse("tiles cannot change once the deal has started")
	case rules.GameOver:
		return companion.Refuse("the game is over")
	}
	return nil
}

// readTiles reads exactly n tile ids.
func readTiles(c companion.Command, n int, what companion.Word) (rules.Hand, error) {
	var a struct{ Tiles []string }
	if err := c.Args(&a); err != nil {
		return 0, err
	}
	h, err := rules.ParseHand(a.Tiles)
	if err != nil {
		return 0, companion.Unreadable(tileKind, err)
	}
	if h.Len() != n {
		return 0, companion.Bad("the %s needs %d tiles, not %d", what, n, h.Len())
	}
	return h, nil
}

func (s *State) decideMarket(c companion.Command) ([]companion.Change, error) {
	if c.Actor != companion.Host {
		return nil, companion.Errorf(companion.Forbidden, "only the host enters the market")
	}
	if err := s.checkSetup(); err != nil {
		return nil, err
	}
	m, err := readTiles(c, s.setup.MarketSize, companion.Word{EN: "market", KO: "시장패"})
	if err != nil {
		return nil, err
	}
	// Every hand is someone's secret: whether the market fits them is the
	// table's public conflict (State.Conflict), never a refusal.
	return []companion.Change{{Kind: evMarket, Data: tilesData{Deal: s.game.Ledger().Deal() + 1, Tiles: m.IDs()}}}, nil
}

func (s *State) decideHand(c companion.Command) ([]companion.Change, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return nil, err
	}
	if err := s.checkSetup(); err != nil {
		return nil, err
	}
	h, err := readTiles(c, s.setup.HandSize, companion.Word{EN: "hand", KO: "손패"})
	if err != nil {
		return nil, err
	}
	// The market (face down until the deal) and the other hands are not
	// the seat's to see: whether this hand fits them is the table's public
	// conflict (State.Conflict), never a refusal.
	return []companion.Change{{Kind: evHand, Data: tilesData{Deal: s.game.Ledger().Deal() + 1, Seat: seat, Tiles: h.IDs()}}}, nil
}

// checkPlay explains why a seat may not play tiles now, or returns nil. The
// rules check in the order a player understands (not in your hand, no
// combination, out of turn, then the Fault: wrong type, wrong length, not
// higher); refusal phrases their reason.
func (s *State) checkPlay(seat int, tiles rules.Hand) error {
	if _, err := s.game.Play(seat, tiles); err != nil {
		return refusal(err)
	}
	return nil
}

// checkTurn is the common check of pass and out: the seat's turn, after the lead.
func (s *State) checkTurn(c companion.Command, what string) (int, error) {
	seat, err := s.seatOf(c)
	if err != nil {
		return 0, err
	}
	g := s.game
	if err := s.checkPlaying(g.Phase()); err != nil {
		return 0, err
	}
	if seat != g.Turn() {
		return 0, companion.Refuse("it is not your turn (%s is to play)", companion.Player(g.Turn()))
	}
	if g.Table().Type == rules.None {
		return 0, companion.Refuse("the leader must play and cannot %s", actionWord(what))
	}
	return seat, nil
}

func (s *State) decideOut(c companion.Command) ([]companion.Change, error) {
	seat, err := s.checkTurn(c, "go out")
	if err != nil {
		return nil, err
	}
	var a struct{ Tile string }
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	t, err := rules.ParseTile(a.Tile)
	if err != nil {
		return nil, companion.Unreadable(tileKind, err)
	}
	g := s.game
	switch {
	case g.Config().Stage != rules.StageMarket:
		return nil, companion.Refuse("there is no market in stage %d", int(g.Config().Stage))
	case g.Ledger().Chips(seat) < rules.OutCost:
		return nil, companion.Refuse("going out costs %d chips; you have %d", rules.OutCost, g.Ledger().Chips(seat))
	case !g.Market().Has(t):
		return nil, companion.Refuse("tile %s is not in the market", tileWord(t))
	}
	if _, err := g.Out(seat, t); err != nil {
		return nil, refusal(err)
	}
	return []companion.Change{{Kind: evOut, Data: outData{Seat: seat, Tile: t.String()}}}, nil
}

// decideScore handles the scorekeeping-only mode: any phone (or the host)
// records what happened at the table; the ledger settles the chips.
func (s *State) decideScore(c companion.Command) ([]companion.Change, error) {
	if c.Actor != companion.Host {
		if _, err := s.seatOf(c); err != nil {
			return nil, err
		}
	}
	k := s.keeper
	var a struct {
		Seat *int
		Left []int
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	seat := int(c.Actor)
	if a.Seat != nil {
		seat = *a.Seat
	}
	if c.Type == "buy" || c.Type == "emptied" {
		if seat < 0 || seat >= s.players {
			return nil, companion.Bad("no player %d", seat+1)
		}
	}
	if (c.Type == "buy" || c.Type == "emptied") && k.Phase() == rules.Playing && !k.Holding(seat) {
		return nil, companion.Refuse("%s has already emptied their hand", companion.Player(seat))
	}
	var err error
	var ch companion.Change
	switch c.Type {
	case "deal":
		_, err = k.StartDeal()
		ch = companion.Change{Kind: evSkDeal}
	case "buy":
		if err := s.checkPlaying(k.Phase()); err != nil {
			return nil, err
		}
		if k.Ledger().Chips(seat) < rules.OutCost {
			return nil, companion.Refuse("going out costs %d chips; %s has %d", rules.OutCost, companion.Player(seat), k.Ledger().Chips(seat))
		}
		_, err = k.Buy(seat)
		ch = companion.Change{Kind: evSkBuy, Data: seatData{Seat: seat}}
	case "trick":
		_, err = k.EndTrick()
		ch = companion.Change{Kind: evSkTrick}
	case "emptied":
		if len(a.Left) != s.players {
			return nil, companion.Bad("give a tile count for each of the %d players", s.players)
		}
		_, err = k.Emptied(seat, slices.Clone(a.Left))
		ch = companion.Change{Kind: evSkEmpty, Data: emptyData{Seat: seat, Left: a.Left}}
	default:
		return nil, companion.Bad("unknown command %q", c.Type)
	}
	if err != nil {
		return nil, refusal(err)
	}
	return []companion.Change{ch}, nil
}
