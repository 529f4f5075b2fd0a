package companion

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

	"github.com/tablemate/tablemate/solver/korean"
	"github.com/tablemate/tablemate/solver/refuse"
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
// message in the phone's language (web/i18n): it is the English format
// string, and Args fill it in, in every language (see Render). Msg is the
// English text, always set, used by logs and the command line.
type Error struct {
	Code Code
	Key  string
	Args []any
	Msg  string
	Rule string // the section of the game's rules sheet a refusal cites ("why can't I?"), if any
	Err  error  // the cause, for Internal errors; never shown to players
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Msg + ": " + e.Err.Error()
	}
	return e.Msg
}

func (e *Error) Unwrap() error { return e.Err }

// Errorf builds an Error with a code whose message is format: the English
// sentence is its i18n key, and args fill it in every language.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Key: format, Args: args, Msg: fmt.Sprintf(format, args...)}
}

// Detailed builds an Error whose players read the whole sentence key (in
// their language) and whose English message, for logs and the command line,
// is the detail format filled with args ("no seat %q"): args fill only the
// detail, the key's translations are whole sentences.
func Detailed(code Code, key, format string, args ...any) *Error {
	return &Error{Code: code, Key: key, Msg: fmt.Sprintf(format, args...)}
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

// Phrase is how a game words one of its rules refusals for people (players
// counted from 1): the English format, which is also the key of its
// translations, and its arguments. Bad marks input that can never be right
// (a 400) rather than an action the rules refuse now (a 409). A Phrase with
// no Format is a reason the game does not word.
type Phrase struct {
	Format string
	Args   []any
	Bad    bool
}

// Say is the Phrase of a format and its arguments.
func Say(format string, args ...any) Phrase { return Phrase{Format: format, Args: args} }

// Refusals is the one mapping of a game's rules refusals (R, its solver's
// *Refusal) into the house's Error: the game words each of its reasons, and
// the Error cites the section of the rules sheet the refusal cites. An error
// that is not such a refusal, or a reason the game does not word, keeps its
// own text in Err and reads "the rules do not allow this now".
type Refusals[R refuse.Refused] func(R) Phrase

// Refuse turns a rules error into a refusal (409) in the game's words.
func (p Refusals[R]) Refuse(err error) error { return p.word(err, Conflict) }

// Bad turns a rules error about impossible input into a 400 in the game's words.
func (p Refusals[R]) Bad(err error) error { return p.word(err, Invalid) }

func (p Refusals[R]) word(err error, code Code) error {
	r, ok := refuse.As[R](err)
	if !ok {
		e := RulesRefused(err)
		e.Code = code
		return e
	}
	ph := p(r)
	if ph.Format == "" {
		e := RulesRefused(err)
		e.Code, e.Rule = code, r.Shared().Rule
		return e
	}
	if ph.Bad {
		code = Invalid
	}
	return &Error{Code: code, Key: ph.Format, Args: ph.Args, Msg: fmt.Sprintf(ph.Format, ph.Args...), Rule: r.Shared().Rule}
}

// Word is a message argument that names something in each language: a
// tile ("빨강 0", "red 0"), a card, a combination ("트리플", "triple"). Its
// String is the English, so the English message (Msg) reads right too.
type Word struct {
	EN, KO string
}

func (w Word) String() string { return w.EN }

// In returns the word in lang ("ko" or "en"), English when it has no Korean.
func (w Word) In(lang string) string {
	if lang == "ko" && w.KO != "" {
		return w.KO
	}
	return w.EN
}

// Words joins several words into one, as a list reads in each language.
func Words(ws ...Word) Word {
	var en, ko []string
	for _, w := range ws {
		en = append(en, w.EN)
		ko = append(ko, w.In("ko"))
	}
	return Word{EN: strings.Join(en, ", "), KO: strings.Join(ko, ", ")}
}

// Localized is a message argument that renders itself per language (Word is one).
type Localized interface {
	In(lang string) string
}

// Render returns the message in lang. A translation (from format, or the
// registered words when format is "") is filled with the arguments as they
// read in that language, and its particle markers ("{이/가}") are chosen by
// the words before them. Without a translation, or when it does not fit its
// arguments, the English message is the answer: never a formatting artefact.
func (e *Error) Render(lang, format string) string {
	if lang == "en" || lang == "" {
		return e.Msg
	}
	if format == "" {
		f, ok := Translate(lang, e.Key)
		if !ok {
			return e.Msg
		}
		format = f
	}
	args := make([]any, len(e.Args))
	for i, a := range e.Args {
		if l, ok := a.(Localized); ok {
			args[i] = l.In(lang)
		} else {
			args[i] = a
		}
	}
	s := fmt.Sprintf(format, args...)
	if strings.Contains(s, "%!") {
		return e.Msg
	}
	return korean.Fill(s)
}

// Unreadable reports input that names a piece the game does not have (a
// tile id no page sends): what names the kind of piece for people, err is
// the parser's detail, kept for the log.
func Unreadable(what Word, err error) *Error {
	const key = "there is no such %s in this game"
	return &Error{Code: Invalid, Key: key, Args: []any{what}, Msg: fmt.Sprintf(key, what), Err: err}
}

// RulesRefused words a refusal the game's phrasing does not know: the
// rules' own text stays in Err, for the log, and the person reads a sentence.
func RulesRefused(err error) *Error {
	const key = "the rules do not allow this now"
	return &Error{Code: Conflict, Key: key, Msg: key, Err: err}
}

// BadOptions words table options that the game's rules refuse.
func BadOptions(err error) *Error {
	const key = "these table options cannot be used for this game"
	return &Error{Code: Invalid, Key: key, Msg: key, Err: err}
}

// HintsFailed reports hints that could not be worked out (the cause is in Err).
func HintsFailed(err error) *Error {
	const key = "the hints could not be worked out from what was entered"
	return &Error{Code: Invalid, Key: key, Msg: key, Err: err}
}

// BadJSON words a JSON decoding error for people: which field wants which
// kind of value, or that the body is not JSON at all. Go's own text (type
// and struct names) stays in Err, for the log.
func BadJSON(err error) *Error {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	var e *Error
	switch {
	case errors.As(err, &te) && te.Field != "":
		e = Bad("the value of %q must be %s", strings.ToLower(te.Field), valueKind(te.Type))
	case errors.As(err, &te):
		e = Bad("the request must be %s", valueKind(te.Type))
	case errors.As(err, &se), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		e = Bad("the request is not valid JSON")
	default:
		e = Bad("the request could not be read")
	}
	e.Err = err
	return e
}

// valueKind names the kind of JSON value a Go type takes.
func valueKind(t reflect.Type) Word {
	if t == nil {
		return Word{"a value", "값"}
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return Word{"a whole number", "정수"}
	case reflect.Float32, reflect.Float64:
		return Word{"a number", "숫자"}
	case reflect.String:
		return Word{"text", "글자"}
	case reflect.Bool:
		return Word{"true or false", "true 또는 false"}
	case reflect.Slice, reflect.Array:
		return Word{"a list", "목록"}
	case reflect.Pointer:
		return valueKind(t.Elem())
	}
	return Word{"an object ({…})", "객체({…})"}
}
