// Package refuse is the one shape of a rules refusal: every game's solver
// returns the same Refusal, which says why (the game's Reason), which
// section of the game's rules sheet says so (Rule, its anchor: "turn",
// "bombs") and the plain English text. A game's refusal type embeds it and
// adds only the facts its reasons name (a seat, a card, a play), so that the
// companion can word it for people without parsing text; each game keeps
// only its reasons, the rules they cite and its words.
package refuse

import (
	"errors"
	"fmt"
)

// Reason says why a game's rules refuse an action. Each game numbers its
// own reasons from 1; 0 is no reason.
type Reason uint8

// Refusal is the part every game's refusal shares. Error is the plain
// English text (for logs and the command line).
type Refusal struct {
	Reason Reason
	Rule   string // the section of the game's rules sheet that says why
	text   string
}

func (r *Refusal) Error() string { return r.text }

// Shared returns the part every game's refusal shares (a game's refusal
// type has it by embedding Refusal).
func (r *Refusal) Shared() *Refusal { return r }

// Refused is any game's refusal, seen through the part every game shares.
type Refused interface {
	error
	Shared() *Refusal
}

// Cites says, for each of a game's reasons, the section of its rules sheet
// that a refusal for that reason cites.
type Cites map[Reason]string

// New is the shared part of a refusal for reason: the rule cites names its
// section, and the English text is format filled with args.
func (cites Cites) New(reason Reason, format string, args ...any) Refusal {
	return Refusal{Reason: reason, Rule: cites[reason], text: fmt.Sprintf(format, args...)}
}

// As reports whether err is (or wraps) a refusal of the type R (a game's
// *Refusal), and which.
func As[R Refused](err error) (R, bool) {
	return errors.AsType[R](err)
}
