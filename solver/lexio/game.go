package lexio

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// Game is a game under the full rules with every hand known (the table
// service knows each phone's hand). It is an immutable value: every action
// returns a new Game, or an error saying why the action is refused and
// leaves the original untouched.
type Game struct {
	match
	hands  []Hand
	market Hand
	played Hand // tiles set aside this deal (public)
	leader int  // who leads (or led) the current trick
	turn   int
	table  Play
	last   int    // who made the play on the table; -1 before the lead
	passed []bool // passed since the last play
	out    []bool // went out this trick
}

// NewGame sets up a game: 50 chips each, waiting for the first deal.
func NewGame(cfg Config) (Game, error) {
	m, err := newMatch(cfg)
	if err != nil {
		return Game{}, err
	}
	n := cfg.Players
	return Game{match: m, hands: make([]Hand, n), passed: make([]bool, n), out: make([]bool, n), last: -1}, nil
}

func (g Game) clone() Game {
	g.match = g.match.clone()
	g.hands = slices.Clone(g.hands)
	g.passed = slices.Clone(g.passed)
	g.out = slices.Clone(g.out)
	return g
}

// Deal shuffles the 60 tiles with rng and deals them (see DealTiles).
func (g Game) Deal(rng *rand.Rand) (Game, error) {
	tiles := AllTiles.Tiles()
	rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	hands := make([]Hand, g.cfg.Players)
	for s := range hands {
		hands[s] = HandOf(tiles[s*g.setup.HandSize : (s+1)*g.setup.HandSize]...)
	}
	return g.DealTiles(hands, HandOf(tiles[g.cfg.Players*g.setup.HandSize:]...))
}

// DealTiles starts the next deal with the given hands and face-up market
// (all 60 tiles, sizes from the rules table). The first leader holds the
// highest tile by the rule sun15, moon15, star15, cloud15, sun14, ...
func (g Game) DealTiles(hands []Hand, market Hand) (Game, error) {
	if len(hands) != g.cfg.Players {
		return g, fmt.Errorf("%d hands for %d players", len(hands), g.cfg.Players)
	}
	seen := market
	if market.Len() != g.setup.MarketSize {
		return g, fmt.Errorf("the market holds %d tiles; %d players need %d", market.Len(), g.cfg.Players, g.setup.MarketSize)
	}
	for s, h := range hands {
		if h.Len() != g.setup.HandSize {
			return g, fmt.Errorf("seat %d holds %d tiles; %d players need %d", s, h.Len(), g.cfg.Players, g.setup.HandSize)
		}
		if both := seen & h; both != 0 {
			return g, fmt.Errorf("tile %s is dealt twice", both.Tiles()[0])
		}
		seen |= h
	}
	if seen != AllTiles {
		return g, fmt.Errorf("tile %s is not dealt", (AllTiles &^ seen).Tiles()[0])
	}
	g = g.clone()
	if err := g.startDeal(); err != nil {
		return g, err
	}
	copy(g.hands, hands)
	g.market = market
	g.played = 0
	g.newTrick(FirstLeader(hands))
	return g, nil
}

// FirstLeader returns the seat holding the highest tile by the rule: sun15,
// moon15, star15, cloud15, sun14, ... (tiles in the market are skipped
// simply because no hand holds them). It returns -1 when all hands are empty.
func FirstLeader(hands []Hand) int {
	for r := MaxRank; r >= 1; r-- {
		for suit := Sun; suit <= Cloud; suit++ {
			t, _ := NewTile(suit, r)
			for s, h := range hands {
				if h.Has(t) {
					return s
				}
			}
		}
	}
	return -1
}

func (g *Game) newTrick(leader int) {
	g.leader, g.turn, g.last, g.table = leader, leader, -1, Play{}
	clear(g.passed)
	clear(g.out)
}

// inTrick reports whether a seat still takes part in the current trick.
func (g *Game) inTrick(s int) bool { return g.hands[s] != 0 && !g.out[s] }

// next returns the first seat left of s that is still in the trick.
func (g *Game) next(s int) int {
	for i := 1; i <= len(g.hands); i++ {
		if c := (s + i) % len(g.hands); g.inTrick(c) {
			return c
		}
	}
	return -1
}

// Play puts tiles from a seat's hand on the table: in turn, any combination
// that beats the table (any at all to lead); out of turn, only a bomb that
// beats the play on the table.
func (g Game) Play(seat int, tiles Hand) (Game, error) {
	p, err := g.checkPlay(seat, tiles)
	if err != nil {
		return g, err
	}
	g = g.clone()
	g.hands[seat] &^= tiles
	g.played |= tiles
	g.table, g.last = p, seat
	clear(g.passed)
	// After a bomb, as after any play, the turn goes to the player's left.
	g.turn = g.next(seat)
	if g.hands[seat] == 0 {
		if !g.settle(seat, g.tileCounts()) {
			return g, nil
		}
	}
	g.endTrickIfOver()
	return g, nil
}

func (g Game) checkPlay(seat int, tiles Hand) (Play, error) {
	if err := g.checkPlaying(); err != nil {
		return Play{}, err
	}
	if err := g.checkSeat(seat); err != nil {
		return Play{}, err
	}
	if tiles == 0 {
		return Play{}, refused(ReasonEmptyPlay, Refusal{Seat: seat}, "a play needs at least one tile")
	}
	if missing := tiles &^ g.hands[seat]; missing != 0 {
		return Play{}, refused(ReasonNotHeld, Refusal{Seat: seat, Tile: missing.Tiles()[0]}, "seat %d does not hold %s", seat, missing.Tiles()[0])
	}
	if g.out[seat] {
		return Play{}, refused(ReasonWentOut, Refusal{Seat: seat}, "seat %d went out and takes no further part in this trick", seat)
	}
	p, err := ClassifyIn(tiles, g.cfg.Stage)
	if err != nil {
		return Play{}, refused(ReasonNoCombination, Refusal{Seat: seat, Tiles: tiles, Stage: g.cfg.Stage}, "%v", err)
	}
	if seat != g.turn {
		switch {
		case p.Type != Bomb:
			return Play{}, refused(ReasonOnlyBomb, Refusal{Seat: g.turn, Other: seat}, "it is seat %d's turn; out of turn only a bomb may be played", g.turn)
		case g.table.Type == None:
			return Play{}, refused(ReasonBombOnEmpty, Refusal{Seat: seat}, "nobody bombs an empty table out of turn")
		}
	}
	if !Beats(p, g.table) {
		return Play{}, refused(ReasonCannotBeat, Refusal{Fault: FaultOf(p, g.table), Seat: seat, Play: p, Table: g.table}, "%s does not beat %s", p, g.table)
	}
	return p, nil
}

// Pass declines to play this time round; the seat may play when its turn
// comes again. The leader cannot pass.
func (g Game) Pass(seat int) (Game, error) {
	if err := g.checkTurn(seat, "pass"); err != nil {
		return g, err
	}
	g = g.clone()
	g.passed[seat] = true
	g.turn = g.next(seat)
	g.endTrickIfOver()
	return g, nil
}

// Out declares out: the seat pays 3 chips in front of it, takes the market
// tile into its hand and takes no further part in this trick.
func (g Game) Out(seat int, tile Tile) (Game, error) {
	if err := g.checkTurn(seat, "go out"); err != nil {
		return g, err
	}
	if err := g.checkCanBuy(seat); err != nil {
		return g, err
	}
	if !g.market.Has(tile) {
		if g.market == 0 {
			return g, refused(ReasonMarketEmpty, Refusal{Seat: seat}, "the market is empty")
		}
		return g, refused(ReasonNotInMarket, Refusal{Seat: seat, Tile: tile}, "tile %s is not in the market", tile)
	}
	g = g.clone()
	g.ledger.buy(seat)
	g.market &^= HandOf(tile)
	g.hands[seat] |= HandOf(tile)
	g.out[seat] = true
	g.turn = g.next(seat)
	// Spending one's last chips here does not end the game: they are still the buyer's until the
	// clean-up, and the buyer may win the pot back (the check runs at payouts and deal ends only).
	g.endTrickIfOver()
	return g, nil
}

// checkTurn is the common check of Pass and Out: in turn, after the lead.
func (g Game) checkTurn(seat int, what string) error {
	if err := g.checkPlaying(); err != nil {
		return err
	}
	if err := g.checkSeat(seat); err != nil {
		return err
	}
	if seat != g.turn {
		return refused(ReasonNotYourTurn, Refusal{Seat: g.turn, Other: seat}, "it is seat %d's turn, not seat %d's", g.turn, seat)
	}
	if g.table.Type == None {
		return refused(ReasonLeaderMustPlay, Refusal{Seat: seat, Action: what}, "the leader must play and cannot %s", what)
	}
	return nil
}

// endTrickIfOver ends the trick when every other player has passed since the
// last play, gone out or emptied their hand: the last player leads next, or
// if they have no tiles, the next player on their left who has.
func (g *Game) endTrickIfOver() {
	for s := range g.hands {
		if s != g.last && g.inTrick(s) && !g.passed[s] {
			return
		}
	}
	g.ledger.cleanUp()
	clear(g.out) // going out only lasted for the old trick
	leader := g.last
	if g.hands[leader] == 0 {
		leader = g.next(leader)
	}
	g.newTrick(leader)
}

func (g Game) tileCounts() []int {
	out := make([]int, len(g.hands))
	for s, h := range g.hands {
		out[s] = h.Len()
	}
	return out
}

// Hand returns a seat's tiles.
func (g Game) Hand(seat int) Hand { return g.hands[seat] }

// Market returns the face-up market tiles.
func (g Game) Market() Hand { return g.market }

// Played returns the tiles played so far in this deal.
func (g Game) Played() Hand { return g.played }

// Table returns the play to beat (the zero Play when the leader is to lead).
func (g Game) Table() Play { return g.table }

// Turn returns the seat to act.
func (g Game) Turn() int { return g.turn }

// Leader returns the leader of the current trick.
func (g Game) Leader() int { return g.leader }

// LastPlayer returns who made the play on the table, or -1.
func (g Game) LastPlayer() int { return g.last }

// IsOut reports whether the seat went out in the current trick.
func (g Game) IsOut(seat int) bool { return g.out[seat] }

// HasPassed reports whether the seat passed since the last play.
func (g Game) HasPassed(seat int) bool { return g.passed[seat] }

// LegalPlays lists what a seat may play now: in turn, every play that beats
// the table; out of turn, the bombs it may throw in.
func (g Game) LegalPlays(seat int) []Play {
	if g.phase != Playing || seat < 0 || seat >= len(g.hands) || !g.inTrick(seat) {
		return nil
	}
	opt := Options{Stage: g.cfg.Stage}
	if seat != g.turn {
		if g.table.Type == None || !g.cfg.Stage.bombs() {
			return nil
		}
		opt.BombsOnly = true
	}
	return Plays(g.hands[seat], g.table, opt)
}
