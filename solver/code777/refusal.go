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
	var r *Refusal
	ok := errors.As(err, &r)
	return r, ok
}
