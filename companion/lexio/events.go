package lexio

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

// Event kinds of scans; confirm, next and purchases write the ordinary
// play, pass and out events.
const (
	evDealTile = "tile.deal" // a tile dealt into a hand or the market; the last one enters it
	evLay      = "tile.lay"  // a tile laid on the centre reader, for a play not yet confirmed
)

// MarketSeat is the Seat of a tile dealt into the market.
const MarketSeat = -1

type dealData struct {
	Deal     int        `json:"deal"`
	Seat     int        `json:"seat"` // MarketSeat for the market
	Tile     string     `json:"tile"`
	N        int        `json:"n"`  // tiles in the hand (market) with this one
	Of       int        `json:"of"` // the hand (market) size
	Complete *tilesData `json:"complete,omitempty"`
}

type layData struct {
	Deal int    `json:"deal"`
	Seat int    `json:"seat"`
	Tile string `json:"tile"`
	N    int    `json:"n"` // tiles laid with this one
}

// Undoable implements companion.State: every Lexio event is a game move.
func (s *State) Undoable(string) bool { return true }

// Private implements companion.State: entering a hand is public as a fact
// (the phones show who is ready); only its tiles are secret, and View keeps them so.
func (s *State) Private(string) bool { return false }
