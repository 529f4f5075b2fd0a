package lexio

import (
	"fmt"
	"slices"
	"strconv"
)

// StartChips is every player's chip count at the start of the game, and
// OutCost what going out (buying a market tile) costs.
const (
	StartChips = 50
	OutCost    = 3
)

// AccountKind says where chips sit.
type AccountKind uint8

// Chips sit with a player, in front of a buyer until the trick's clean-up,
// or in the market pot.
const (
	Purse AccountKind = iota
	Front
	Pot
)

// Account is one place chips can be: a seat's purse, a seat's front, or the pot.
type Account struct {
	Kind AccountKind
	Seat int // unused for Pot
}

// String reads "seat 2", "front of seat 2" or "pot".
func (a Account) String() string {
	switch a.Kind {
	case Front:
		return "front of seat " + strconv.Itoa(a.Seat)
	case Pot:
		return "pot"
	}
	return "seat " + strconv.Itoa(a.Seat)
}

// Reason says why chips moved.
type Reason uint8

// The reasons chips move.
const (
	// Purchase: a player going out puts 3 chips in front of them.
	Purchase Reason = iota
	// CleanUp: at the end of a trick the buyers' chips go into the pot.
	CleanUp
	// PotWin: a player who empties their hand takes the pot.
	PotWin
	// TilesLeft: one chip per tile still in hand, paid to the player who emptied theirs.
	TilesLeft
)

var reasonNames = [...]string{"market purchase", "trick clean-up", "pot taken on emptying a hand", "tiles left in hand"}

// String describes the reason in words.
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "reason(" + strconv.Itoa(int(r)) + ")"
}

// Transfer is one line of the ledger: who paid whom, how much, why, in which deal.
type Transfer struct {
	Deal   int
	From   Account
	To     Account
	Amount int
	Reason Reason
	// Owed is what a TilesLeft payment owed (one chip per tile). A payout is paid from the
	// chips in hand only (lexio-bomb-market.md): a payer with fewer chips pays what they
	// have, so Amount < Owed, and a payer with none still has a line, of 0 chips. The
	// shortfall is not owed later.
	Owed int
}

// Short is what a payment fell short of what it owed (0 for a payment in full).
func (t Transfer) Short() int { return max(0, t.Owed-t.Amount) }

// String reads like "deal 1: seat 2 -> seat 0, 5 chips (tiles left in hand)", with
// ", 3 of 5 owed" when the payer had too few chips.
func (t Transfer) String() string {
	s := fmt.Sprintf("deal %d: %s -> %s, %d chips (%s)", t.Deal, t.From, t.To, t.Amount, t.Reason)
	if t.Short() > 0 {
		s += fmt.Sprintf(", %d of %d owed", t.Amount, t.Owed)
	}
	return s
}

// Ledger holds every chip of the game and the record of how they moved. It
// is shared by the full rules (Game) and the scorekeeping-only mode
// (Scorekeeper), so both settle chips by exactly the same code.
type Ledger struct {
	purse     []int
	front     []int
	pot       int
	deal      int
	transfers []Transfer
}

func newLedger(players int) Ledger {
	l := Ledger{purse: make([]int, players), front: make([]int, players)}
	for i := range l.purse {
		l.purse[i] = StartChips
	}
	return l
}

// clone copies the slices so that a changed copy never aliases the original.
func (l Ledger) clone() Ledger {
	l.purse = slices.Clone(l.purse)
	l.front = slices.Clone(l.front)
	l.transfers = slices.Clip(l.transfers)
	return l
}

// Players is the number of seats.
func (l Ledger) Players() int { return len(l.purse) }

// Chips is what a seat holds (not counting chips in front of it).
func (l Ledger) Chips(seat int) int { return l.purse[seat] }

// Front is what a seat paid for market tiles in the current trick.
func (l Ledger) Front(seat int) int { return l.front[seat] }

// Pot is the market pot.
func (l Ledger) Pot() int { return l.pot }

// Deal is the number of the current (or last) deal, 1-based; 0 before the first.
func (l Ledger) Deal() int { return l.deal }

// Transfers lists every transfer of the game in order.
func (l Ledger) Transfers() []Transfer { return slices.Clone(l.transfers) }

// DealTransfers lists the transfers of one deal.
func (l Ledger) DealTransfers(deal int) []Transfer {
	var out []Transfer
	for _, t := range l.transfers {
		if t.Deal == deal {
			out = append(out, t)
		}
	}
	return out
}

// Invariant checks that no account is negative and that chips in hands +
// chips in front of buyers + pot = 50 x players.
func (l Ledger) Invariant() error {
	total := l.pot
	if l.pot < 0 {
		return fmt.Errorf("the pot holds %d chips", l.pot)
	}
	for s := range l.purse {
		if l.purse[s] < 0 || l.front[s] < 0 {
			return fmt.Errorf("seat %d holds %d chips with %d in front", s, l.purse[s], l.front[s])
		}
		total += l.purse[s] + l.front[s]
	}
	if want := StartChips * len(l.purse); total != want {
		return fmt.Errorf("%d chips in play, want %d", total, want)
	}
	return nil
}

// broke reports whether some seat has no chips left. Chips in front of a buyer are still the buyer's
// until the trick's clean-up (lexio-bomb-market.md), so a buyer who spent its last chips is not broke
// while they lie there.
func (l Ledger) broke() bool {
	for s := range l.purse {
		if l.purse[s]+l.front[s] == 0 {
			return true
		}
	}
	return false
}

func (l *Ledger) move(from, to Account, amount int, why Reason) {
	if amount == 0 {
		return
	}
	*l.at(from) -= amount
	*l.at(to) += amount
	l.transfers = append(l.transfers, Transfer{Deal: l.deal, From: from, To: to, Amount: amount, Reason: why})
}

func (l *Ledger) at(a Account) *int {
	switch a.Kind {
	case Front:
		return &l.front[a.Seat]
	case Pot:
		return &l.pot
	}
	return &l.purse[a.Seat]
}

// canBuy says why a seat may not pay for a market tile, or nil.
func (l Ledger) canBuy(seat int) error {
	if l.purse[seat] < OutCost {
		return refused(ReasonTooFewChips, Refusal{Seat: seat, Count: l.purse[seat]}, "seat %d has %d chips; going out costs %d", seat, l.purse[seat], OutCost)
	}
	return nil
}

func (l *Ledger) buy(seat int) {
	l.move(Account{Purse, seat}, Account{Front, seat}, OutCost, Purchase)
}

// cleanUp moves the buyers' chips into the pot at the end of a trick.
func (l *Ledger) cleanUp() {
	for s, n := range l.front {
		l.move(Account{Front, s}, Account{Pot, 0}, n, CleanUp)
	}
}

// payout settles a player emptying their hand: the pot as it stands (this
// trick's purchases are still in front of the buyers), then one chip per tile
// from each other player, or all the chips in their hand when short. Chips in
// front of a buyer are committed to the pot and pay no one. Every payment
// owed has its line, with what was owed, even a payment of 0 chips.
func (l *Ledger) payout(winner int, tilesLeft []int) {
	l.move(Account{Pot, 0}, Account{Purse, winner}, l.pot, PotWin)
	for s, n := range tilesLeft {
		if s == winner || n <= 0 {
			continue
		}
		paid := min(n, l.purse[s])
		l.purse[s] -= paid
		l.purse[winner] += paid
		l.transfers = append(l.transfers, Transfer{Deal: l.deal, From: Account{Purse, s}, To: Account{Purse, winner}, Amount: paid, Reason: TilesLeft, Owed: n})
	}
}

// Phase is where a game stands.
type Phase uint8

// Between deals (and before the first) the game waits for a deal; during a
// deal tricks are played; the game ends after the agreed deals or when a
// player has no chips.
const (
	BetweenDeals Phase = iota
	Playing
	GameOver
)

// String names the phase.
func (p Phase) String() string {
	return [...]string{"between deals", "playing", "game over"}[p]
}

// Config is what the players agree on before the game.
type Config struct {
	Players int   // 3..6
	Stage   Stage // teaching stage; 0 = full rules
	Deals   int   // agreed number of deals, at least 1
}

// Setup is the deal for a player count.
type Setup struct {
	HandSize   int
	MarketSize int
}

// SetupFor returns the tiles per hand and market size for 3..6 players.
func SetupFor(players int) (Setup, error) {
	switch players {
	case 3:
		return Setup{15, 15}, nil
	case 4:
		return Setup{12, 12}, nil
	case 5:
		return Setup{10, 10}, nil
	case 6:
		return Setup{8, 12}, nil
	}
	return Setup{}, fmt.Errorf("%d players: the game is for 3 to 6", players)
}

// match is the part of a game both modes share: the configuration, the
// ledger, the phase, and the rules for ending deals and the game.
type match struct {
	cfg    Config
	setup  Setup
	ledger Ledger
	phase  Phase
}

func newMatch(cfg Config) (match, error) {
	setup, err := SetupFor(cfg.Players)
	if err != nil {
		return match{}, err
	}
	if !cfg.Stage.Valid() {
		return match{}, fmt.Errorf("stage %d is not a teaching stage (1, 2 or 3)", cfg.Stage)
	}
	if cfg.Deals < 1 {
		return match{}, fmt.Errorf("%d deals: play at least one", cfg.Deals)
	}
	cfg.Stage = cfg.Stage.norm()
	return match{cfg: cfg, setup: setup, ledger: newLedger(cfg.Players)}, nil
}

func (m match) clone() match {
	m.ledger = m.ledger.clone()
	return m
}

func (m match) checkSeat(seat int) error {
	if seat < 0 || seat >= m.cfg.Players {
		return fmt.Errorf("no seat %d at a %d-player table", seat, m.cfg.Players)
	}
	return nil
}

func (m match) checkPlaying() error {
	switch m.phase {
	case BetweenDeals:
		return refused(ReasonNoDeal, Refusal{}, "no deal is being played")
	case GameOver:
		return refused(ReasonGameOver, Refusal{}, "the game is over")
	}
	return nil
}

func (m match) checkCanBuy(seat int) error {
	if m.cfg.Stage != StageMarket {
		return refused(ReasonNoMarket, Refusal{Stage: m.cfg.Stage}, "there is no market in stage %d", m.cfg.Stage)
	}
	return m.ledger.canBuy(seat)
}

func (m *match) startDeal() error {
	if m.phase != BetweenDeals {
		if m.phase == GameOver {
			return refused(ReasonGameOver, Refusal{}, "the game is over")
		}
		return refused(ReasonDealNotOver, Refusal{}, "the current deal is not over")
	}
	m.ledger.deal++
	m.phase = Playing
	return nil
}

// settle pays a player who emptied their hand and ends the deal when at most
// one player still holds tiles. The end-of-game check runs here only, after
// the payout and at the end of the deal, never at a purchase: the game ends
// when a player has no chips, or after the agreed deals. It reports whether
// play goes on in this deal.
func (m *match) settle(winner int, tilesLeft []int) bool {
	m.ledger.payout(winner, tilesLeft)
	holders := 0
	for _, n := range tilesLeft {
		if n > 0 {
			holders++
		}
	}
	if m.checkBroke() {
		return false
	}
	if holders <= 1 {
		m.ledger.cleanUp()
		m.phase = BetweenDeals
		// The clean-up may leave a buyer at 0: the end of the deal checks again.
		if m.ledger.deal >= m.cfg.Deals || m.ledger.broke() {
			m.phase = GameOver
		}
		return false
	}
	return true
}

// checkBroke ends the game when a player has no chips left (see broke); chips
// in front of buyers are cleaned up into the pot so the final standing is plain.
func (m *match) checkBroke() bool {
	if !m.ledger.broke() {
		return false
	}
	m.ledger.cleanUp()
	m.phase = GameOver
	return true
}

// Ledger returns the chip ledger.
func (m match) Ledger() Ledger { return m.ledger }

// Phase returns where the game stands.
func (m match) Phase() Phase { return m.phase }

// Config returns the agreed configuration (stage 0 shown as 3).
func (m match) Config() Config { return m.cfg }

// Invariant checks the chip invariant (see Ledger.Invariant).
func (m match) Invariant() error { return m.ledger.Invariant() }
