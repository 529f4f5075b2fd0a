package clues13

import "github.com/tablemate/tablemate/solver/refuse"

// The reasons the flow of a game refuses an action, so that a caller can
// phrase it for people (players counted from 1, in their language) without
// parsing text.
const (
	ReasonGameOver         refuse.Reason = iota + 1 // Seat solved their case
	ReasonTurnUnderWay                              // Seat's turn is still under way
	ReasonNotYourTurn                               // it is Seat's turn, not Other's
	ReasonNoTokensToTake                            // 2 players: there are no tokens to take
	ReasonHoldsTokens                               // Seat holds tokens and takes none
	ReasonSupplyNotEmpty                            // Seat takes its token from the supply
	ReasonMustTakeToken                             // the supply is empty: Seat takes a token from another player
	ReasonNoTokenToTake                             // Seat holds no token to take
	ReasonNoTurn                                    // no turn is under way
	ReasonNoTopSecret                               // Seat has used its top-secret token
	ReasonNoPeeking                                 // no informants with Players players
	ReasonAskSelf                                   // Seat asked itself
	ReasonSideNeeded                                // 2 players: an ask names the left or right inside card
	ReasonSideOnlyWith2                             // 3–6 players: an ask names no side
	ReasonLetterNotLaidOut                          // Letter is not laid out with Players players
	ReasonCardNotInPlay                             // Card is not in play with Players players
	ReasonGuessSize                                 // a solve names 3 cards, not Count
	ReasonGuessSecondKind                           // Card is a second card of its kind in a solve
	ReasonPrivateNeeds3                             // private asks need 3 to 6 players
	ReasonNotStarted                                // the game has not started yet
	ReasonStarted                                   // the game has already started
	ReasonNoNeedToTake                              // Seat holds a token or the supply has one: nothing to take
	ReasonNoExpert                                  // private asks need the expert rule at this table
)

// Cites is the section of the rules sheet each reason cites.
var Cites = refuse.Cites{
	ReasonGameOver: "end", ReasonTurnUnderWay: "tokens", ReasonNotYourTurn: "tokens", ReasonNoTokensToTake: "two",
	ReasonHoldsTokens: "tokens", ReasonSupplyNotEmpty: "tokens", ReasonMustTakeToken: "tokens", ReasonNoTokenToTake: "tokens",
	ReasonNoTurn: "tokens", ReasonNoTopSecret: "expert", ReasonNoPeeking: "peek", ReasonAskSelf: "ask",
	ReasonSideNeeded: "two", ReasonSideOnlyWith2: "two", ReasonLetterNotLaidOut: "peek", ReasonCardNotInPlay: "setup",
	ReasonGuessSize: "solve", ReasonGuessSecondKind: "solve", ReasonPrivateNeeds3: "expert", ReasonNotStarted: "setup",
	ReasonStarted: "setup", ReasonNoNeedToTake: "tokens", ReasonNoExpert: "expert",
}

// Refusal is the error the rules return when they refuse an action: the
// shared part (Reason, Rule, the English text) and the facts its reason names.
type Refusal struct {
	refuse.Refusal
	Seat    int // the seat the reason names (0-based), where it names one
	Other   int // a second seat (0-based), where the reason names two
	Players int
	Count   int
	Card    Card
	Colour  Colour
	Letter  Letter
}

// refused returns r, its facts filled in, for reason with the English text.
func refused(reason refuse.Reason, r Refusal, format string, args ...any) error {
	r.Refusal = Cites.New(reason, format, args...)
	return &r
}
