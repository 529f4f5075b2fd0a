package tagiron

import "github.com/tablemate/tablemate/solver/refuse"

// The reasons the flow of a game refuses an action, so that a caller can
// phrase it for people (players counted from 1, in their language) without
// parsing text.
const (
	ReasonGameOver        refuse.Reason = iota + 1 // the game is over
	ReasonNotInDeck                                // the card is not in this player count's deck
	ReasonAlreadyDrawn                             // the card was drawn before
	ReasonRowFull                                  // six cards are face up already
	ReasonDeckExhausted                            // every card has been drawn
	ReasonLastChanceOnly                           // only Seat's last-chance declaration is allowed
	ReasonNoMoreTurns                              // Seat has won or is out
	ReasonNotYourTurn                              // it is Seat's turn
	ReasonRefillFirst                              // the row must be refilled first
	ReasonNotFaceUp                                // the card is not face up
	ReasonCannotDeclare                            // Seat has won or is out
	ReasonAlreadyDeclared                          // Seat has declared once already (3–4 players)
	ReasonDeclareOnTurn                            // 2 players: declare on one's own turn (Seat's turn now)
	ReasonNeedsPick                                // a choice card needs one of Picks
	ReasonTakesNoPick                              // the card takes no pick
	ReasonBadPick                                  // the pick is not one of Picks
)

// Cites is the section of the rules sheet each reason cites.
var Cites = refuse.Cites{
	ReasonGameOver: "end", ReasonNotInDeck: "setup", ReasonAlreadyDrawn: "turn", ReasonRowFull: "turn",
	ReasonDeckExhausted: "end", ReasonLastChanceOnly: "declare", ReasonNoMoreTurns: "declare", ReasonNotYourTurn: "turn",
	ReasonRefillFirst: "turn", ReasonNotFaceUp: "turn", ReasonCannotDeclare: "declare", ReasonAlreadyDeclared: "declare",
	ReasonDeclareOnTurn: "declare", ReasonNeedsPick: "choice", ReasonTakesNoPick: "choice", ReasonBadPick: "choice",
}

// Refusal is the error the rules return when they refuse an action: the
// shared part (Reason, Rule, the English text) and the facts its reason names.
type Refusal struct {
	refuse.Refusal
	Seat  int // the seat the reason names (0-based), where it names one
	Card  Card
	Picks []int
}

func refused(reason refuse.Reason, seat int, c Card, format string, args ...any) error {
	r := &Refusal{Refusal: Cites.New(reason, format, args...), Seat: seat, Card: c}
	if c.Valid() {
		r.Picks = c.Choices()
	}
	return r
}
