package code777

import (
	"errors"
	"fmt"
)

// Reason says why the rules refuse an action, so that a caller can phrase it
// for people (players counted from 1, in their language) without parsing text.
type Reason uint8

// The reasons the flow of a game refuses an action.
const (
	ReasonAlreadyRead     Reason = iota + 1 // Card was read already in this cycle of the deck
	ReasonPileTooSmall                      // only Count tiles are left to draw from
	ReasonChallengesTwice                   // Seat is named twice among the challengers
	ReasonTooManyCopies                     // Count tiles of Kind, but the game has fewer
	ReasonGameOver                          // Seat has won: the game is over
	ReasonNotStarted                        // the game has not started yet
	ReasonStarted                           // the game has already started
	ReasonRackFull                          // Rack does not need tiles now
	ReasonRackWaits                         // Rack still waits for its tiles
	ReasonPileShort                         // the draw pile holds too few tiles of Kind
	ReasonNotYourTurn                       // it is Seat's turn to read a card
	ReasonNoTiles                           // Seat has no tiles to name yet
)

// Refusal is the error the rules return when they refuse an action. Its
// Error text is the plain English one; Reason and the fields are for callers
// that phrase it themselves.
type Refusal struct {
	Reason Reason
	Seat   int // the seat the reason names (0-based), where it names one
	Card   Card
	Kind   Kind
	Count  int
	Rack   RackID // the rack the reason names, where it names one
	text   string
}

func (r *Refusal) Error() string { return r.text }

// refuse returns r (its Reason and facts filled in) with the English text.
func refuse(r Refusal, format string, args ...any) error {
	r.text = fmt.Sprintf(format, args...)
	return &r
}

// AsRefusal reports whether err is (or wraps) a rules refusal, and which.
func AsRefusal(err error) (*Refusal, bool) {
	return errors.AsType[*Refusal](err)
}
