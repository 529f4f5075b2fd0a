package companion

import (
	"errors"
	"fmt"
)

// Code classifies an Error; the web layer maps each code to one HTTP status.
type Code string

// The error codes. Keep this list short: a code exists when a client must act differently.
const (
	Invalid   Code = "invalid"   // the request is malformed or breaks a rule; nothing changed
	NotFound  Code = "not_found" // no such table, seat or id
	Forbidden Code = "forbidden" // the caller may not do this (wrong token, out of turn by design)
	Conflict  Code = "conflict"  // the request is valid but not now (not your turn, game over)
	TooMany   Code = "too_many"  // the client sent more than its share: slow down
	Internal  Code = "internal"  // the server failed (e.g. the database could not write)
)

// Error is the one error type the service returns to clients. Key names the
// message in the phone's language (web/i18n); Args fill it in. Msg is the
// English text, always set, used by logs and the command line.
type Error struct {
	Code Code
	Key  string
	Args []any
	Msg  string
	Err  error // the cause, for Internal errors; never shown to players
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Msg + ": " + e.Err.Error()
	}
	return e.Msg
}

func (e *Error) Unwrap() error { return e.Err }

// Errorf builds an Error with a code, an i18n key and an English message.
func Errorf(code Code, key string, format string, args ...any) *Error {
	return &Error{Code: code, Key: key, Args: args, Msg: fmt.Sprintf(format, args...)}
}

// Refuse is the common case: a rule refuses a command. The key is the English
// text itself unless a translation is registered for it.
func Refuse(format string, args ...any) *Error {
	return &Error{Code: Conflict, Key: format, Args: args, Msg: fmt.Sprintf(format, args...)}
}

// Bad reports malformed input.
func Bad(format string, args ...any) *Error {
	return &Error{Code: Invalid, Key: format, Args: args, Msg: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of err, Internal for errors of other types.
func ErrorCode(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return Internal
}

// AsError returns err as an *Error, wrapping foreign errors as Internal.
func AsError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{Code: Internal, Key: "internal error", Msg: "internal error", Err: err}
}

// Phrasing words a game's rules refusals for people (players counted from 1,
// a format that has translations); ok is false for errors it does not know,
// which then keep their own text.
type Phrasing func(err error) (format string, args []any, ok bool)

// Refuse turns a rules error into a refusal (409) in the game's words.
func (p Phrasing) Refuse(err error) error {
	if format, args, ok := p(err); ok {
		return Refuse(format, args...)
	}
	return Refuse("%v", err)
}

// Bad turns a rules error about impossible input into a 400 in the game's words.
func (p Phrasing) Bad(err error) error {
	if format, args, ok := p(err); ok {
		return Bad(format, args...)
	}
	return Bad("%v", err)
}
