package lexio

import (
	"slices"
)

// Scorekeeper keeps the chips of a game whose hands nobody enters: the
// events only say who bought from the market, when a trick ended, and who
// emptied their hand with the tile counts left. It settles chips through the
// same ledger code as Game. Like Game it is immutable.
type Scorekeeper struct {
	match
	market  int    // tiles left in the market this deal
	holding []bool // still holds tiles this deal
	bought  []bool // bought in the current trick
	// most is the most tiles each hand can hold now: the hand dealt, plus the market tiles
	// bought since; after an emptied hand is recorded, the count given then plus those bought since.
	most []int
}

// NewScorekeeper sets up the ledger: 50 chips each, waiting for the first deal.
func NewScorekeeper(cfg Config) (Scorekeeper, error) {
	m, err := newMatch(cfg)
	if err != nil {
		return Scorekeeper{}, err
	}
	return Scorekeeper{match: m, holding: make([]bool, cfg.Players), bought: make([]bool, cfg.Players), most: make([]int, cfg.Players)}, nil
}

func (k Scorekeeper) clone() Scorekeeper {
	k.match = k.match.clone()
	k.holding = slices.Clone(k.holding)
	k.bought = slices.Clone(k.bought)
	k.most = slices.Clone(k.most)
	return k
}

// StartDeal starts the next deal (the pot carries over).
func (k Scorekeeper) StartDeal() (Scorekeeper, error) {
	k = k.clone()
	if err := k.startDeal(); err != nil {
		return k, err
	}
	k.market = k.setup.MarketSize
	for s := range k.holding {
		k.holding[s] = true
		k.bought[s] = false
		k.most[s] = k.setup.HandSize
	}
	return k, nil
}

// Buy records a seat going out: 3 chips in front of it until the trick ends.
func (k Scorekeeper) Buy(seat int) (Scorekeeper, error) {
	if err := k.checkHolder(seat); err != nil {
		return k, err
	}
	if err := k.checkCanBuy(seat); err != nil {
		return k, err
	}
	switch {
	case k.market == 0:
		return k, refused(ReasonMarketEmpty, Refusal{Seat: seat}, "the market is empty")
	case k.bought[seat]:
		return k, refused(ReasonAlreadyOut, Refusal{Seat: seat}, "seat %d already went out in this trick", seat)
	}
	k = k.clone()
	k.ledger.buy(seat)
	k.market--
	k.bought[seat] = true
	k.most[seat]++
	// Not the end of the game even at 0 chips: the check runs at payouts and deal ends only.
	return k, nil
}

// EndTrick records the end of a trick: the buyers' chips go into the pot.
func (k Scorekeeper) EndTrick() (Scorekeeper, error) {
	if err := k.checkPlaying(); err != nil {
		return k, err
	}
	k = k.clone()
	k.ledger.cleanUp()
	clear(k.bought)
	return k, nil
}

// Emptied records a seat playing its last tile; left gives every seat's tile
// count afterwards (0 for this seat and for seats that emptied earlier).
func (k Scorekeeper) Emptied(seat int, left []int) (Scorekeeper, error) {
	if err := k.checkHolder(seat); err != nil {
		return k, err
	}
	if k.bought[seat] {
		return k, refused(ReasonOutCannotEmpty, Refusal{Seat: seat}, "seat %d went out in this trick and cannot play its last tile", seat)
	}
	if len(left) != k.cfg.Players {
		return k, refused(ReasonTileCounts, Refusal{Count: len(left), Players: k.cfg.Players}, "%d tile counts for %d players", len(left), k.cfg.Players)
	}
	for s, n := range left {
		switch {
		case s == seat || !k.holding[s]:
			if n != 0 {
				return k, refused(ReasonEmptiedHasTiles, Refusal{Seat: s, Count: n}, "seat %d has emptied its hand but is given %d tiles", s, n)
			}
		case n < 1 || n > NumTiles:
			return k, refused(ReasonHolderCount, Refusal{Seat: s, Count: n}, "seat %d still holds tiles, so its count must be 1..%d, not %d", s, NumTiles, n)
		case n > k.most[s]:
			return k, refused(ReasonTooManyTiles, Refusal{Seat: s, Count: n, Max: k.most[s]}, "seat %d can hold at most %d tiles, not %d", s, k.most[s], n)
		}
	}
	k = k.clone()
	for s, n := range left {
		if s != seat && k.holding[s] {
			k.most[s] = n
		}
	}
	k.holding[seat] = false
	k.settle(seat, left)
	return k, nil
}

func (k Scorekeeper) checkHolder(seat int) error {
	if err := k.checkPlaying(); err != nil {
		return err
	}
	if err := k.checkSeat(seat); err != nil {
		return err
	}
	if !k.holding[seat] {
		return refused(ReasonAlreadyEmptied, Refusal{Seat: seat}, "seat %d has already emptied its hand", seat)
	}
	return nil
}

// MostTiles is the most tiles seat's hand can hold now (see Emptied): the hand dealt plus the
// market tiles bought since, or since the count last recorded for it. 0 for a seat not holding tiles.
func (k Scorekeeper) MostTiles(seat int) int {
	if k.phase != Playing || !k.holding[seat] {
		return 0
	}
	return k.most[seat]
}

// MarketLeft is the number of tiles left in the market this deal.
func (k Scorekeeper) MarketLeft() int { return k.market }
