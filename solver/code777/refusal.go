package code777

import "github.com/tablemate/tablemate/solver/refuse"

// The reasons the flow of a game refuses an action, so that a caller can
// phrase it for people (players counted from 1, in their language) without
// parsing text.
const (
	ReasonAlreadyRead     refuse.Reason = iota + 1 // Card was read already in this cycle of the deck
	ReasonPileTooSmall                             // only Count tiles are left to draw from
	ReasonChallengesTwice                          // Seat is named twice among the challengers
	ReasonTooManyCopies                            // Count tiles of Kind, but the game has fewer
	ReasonGameOver                                 // Seat has won: the game is over
	ReasonNotStarted                               // the game has not started yet
	ReasonStarted                                  // the game has already started
	ReasonRackFull                                 // Rack does not need tiles now
	ReasonRackWaits                                // Rack still waits for its tiles
	ReasonPileShort                                // the draw pile holds too few tiles of Kind
	ReasonNotYourTurn                              // it is Seat's turn to read a card
	ReasonNoTiles                                  // Seat has no tiles to name yet
	ReasonReshuffleFirst                           // the draw pile (Count tiles) is at its reshuffle point: shuffle the discards in first
	ReasonDrawnFirst                               // Rack (and Count-1 more) are drawn before the reshuffle, the rack asked for after it
	ReasonNoReshuffle                              // no reshuffle is due: the draw pile holds Count tiles
	ReasonDeckEmpty                                // all question cards are used: shuffle them into a new deck first
	ReasonDeckNotEmpty                             // the question deck still holds Count cards
)

// Cites is the section of the rules sheet each reason cites.
var Cites = refuse.Cites{
	ReasonAlreadyRead: "turn", ReasonPileTooSmall: "challenge", ReasonChallengesTwice: "challenge", ReasonTooManyCopies: "goal",
	ReasonGameOver: "end", ReasonNotStarted: "setup", ReasonStarted: "setup", ReasonRackFull: "challenge",
	ReasonRackWaits: "challenge", ReasonPileShort: "challenge", ReasonNotYourTurn: "turn", ReasonNoTiles: "challenge",
	ReasonReshuffleFirst: "challenge", ReasonDrawnFirst: "challenge", ReasonNoReshuffle: "challenge",
	ReasonDeckEmpty: "turn", ReasonDeckNotEmpty: "turn",
}

// Refusal is the error the rules return when they refuse an action: the
// shared part (Reason, Rule, the English text) and the facts its reason names.
type Refusal struct {
	refuse.Refusal
	Seat  int // the seat the reason names (0-based), where it names one
	Card  Card
	Kind  Kind
	Count int
	Rack  RackID // the rack the reason names, where it names one
}

// refused returns r, its facts filled in, for reason with the English text.
func refused(reason refuse.Reason, r Refusal, format string, args ...any) error {
	r.Refusal = Cites.New(reason, format, args...)
	return &r
}
