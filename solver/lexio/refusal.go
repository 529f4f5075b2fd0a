package lexio

import "github.com/tablemate/tablemate/solver/refuse"

// The reasons the flow of a game refuses an action, so that a caller can
// phrase it for people (players counted from 1, in their language) without
// parsing text. Why a combination may not follow the table is its Fault.
const (
	ReasonNoDeal          refuse.Reason = iota + 1 // no deal is being played
	ReasonGameOver                                 // the game is over
	ReasonDealNotOver                              // the current deal is not over
	ReasonNotYourTurn                              // it is Seat's turn, not Other's
	ReasonLeaderMustPlay                           // the leader cannot Action ("pass", "go out")
	ReasonEmptyPlay                                // a play without tiles
	ReasonNotHeld                                  // Seat does not hold Tile
	ReasonWentOut                                  // Seat went out and sits out this trick
	ReasonNoCombination                            // Tiles form no combination (at this stage)
	ReasonOnlyBomb                                 // Seat is to play: out of turn only a bomb may be played
	ReasonBombOnEmpty                              // nobody bombs an empty table out of turn
	ReasonCannotBeat                               // the play may not follow the table; Fault says why
	ReasonNoMarket                                 // there is no market in Stage
	ReasonMarketEmpty                              // the market is empty
	ReasonNotInMarket                              // Tile is not in the market
	ReasonTooFewChips                              // Seat has Count chips, less than OutCost
	ReasonAlreadyOut                               // Seat already went out in this trick (scorekeeping)
	ReasonOutCannotEmpty                           // Seat went out in this trick and cannot empty its hand
	ReasonTileCounts                               // Count tile counts for Players players
	ReasonEmptiedHasTiles                          // Seat has emptied its hand but is given Count tiles
	ReasonHolderCount                              // Seat still holds tiles but is given Count, not 1..NumTiles
	ReasonAlreadyEmptied                           // Seat has already emptied its hand
	ReasonTooManyTiles                             // Seat is given Count tiles but can hold at most Max (scorekeeping)
)

// Cites is the section of the rules sheet each reason cites.
var Cites = refuse.Cites{
	ReasonNoDeal: "end", ReasonGameOver: "end", ReasonDealNotOver: "payout", ReasonNotYourTurn: "follow",
	ReasonLeaderMustPlay: "follow", ReasonEmptyPlay: "combos", ReasonNotHeld: "combos", ReasonWentOut: "market",
	ReasonNoCombination: "combos", ReasonOnlyBomb: "bombs", ReasonBombOnEmpty: "bombs", ReasonCannotBeat: "follow",
	ReasonNoMarket: "stages", ReasonMarketEmpty: "market", ReasonNotInMarket: "market", ReasonTooFewChips: "market",
	ReasonAlreadyOut: "market", ReasonOutCannotEmpty: "market", ReasonTileCounts: "payout", ReasonEmptiedHasTiles: "payout",
	ReasonHolderCount: "payout", ReasonAlreadyEmptied: "payout", ReasonTooManyTiles: "payout",
}

// Refusal is the error the rules return when they refuse an action: the
// shared part (Reason, Rule, the English text) and the facts its reason names.
type Refusal struct {
	refuse.Refusal
	Fault   Fault // with ReasonCannotBeat
	Seat    int   // the seat the reason names (0-based), where it names one
	Other   int   // a second seat (0-based), where the reason names two
	Players int
	Count   int
	Max     int // the most tiles Seat's hand can hold (ReasonTooManyTiles)
	Stage   Stage
	Action  string
	Tile    Tile
	Tiles   Hand
	Play    Play // the refused combination (ReasonCannotBeat)
	Table   Play // what it had to beat (ReasonCannotBeat)
}

// refused returns r, its facts filled in, for reason with the English text.
func refused(reason refuse.Reason, r Refusal, format string, args ...any) error {
	r.Refusal = Cites.New(reason, format, args...)
	return &r
}
