package keyboard

import "unicode/utf8"

// Key codes from linux/input-event-codes.h that the decoder treats apart.
const (
	KeyEnter      = 28
	KeyTab        = 15
	KeyLeftShift  = 42
	KeyRightShift = 54
	KeyCapsLock   = 58
	KeyKPEnter    = 96
)

// usLayout maps a key code to its character without and with shift.
var usLayout = map[uint16][2]rune{
	2: {'1', '!'}, 3: {'2', '@'}, 4: {'3', '#'}, 5: {'4', '$'}, 6: {'5', '%'},
	7: {'6', '^'}, 8: {'7', '&'}, 9: {'8', '*'}, 10: {'9', '('}, 11: {'0', ')'},
	12: {'-', '_'}, 13: {'=', '+'},
	16: {'q', 'Q'}, 17: {'w', 'W'}, 18: {'e', 'E'}, 19: {'r', 'R'}, 20: {'t', 'T'},
	21: {'y', 'Y'}, 22: {'u', 'U'}, 23: {'i', 'I'}, 24: {'o', 'O'}, 25: {'p', 'P'},
	26: {'[', '{'}, 27: {']', '}'},
	30: {'a', 'A'}, 31: {'s', 'S'}, 32: {'d', 'D'}, 33: {'f', 'F'}, 34: {'g', 'G'},
	35: {'h', 'H'}, 36: {'j', 'J'}, 37: {'k', 'K'}, 38: {'l', 'L'},
	39: {';', ':'}, 40: {'\'', '"'}, 41: {'`', '~'}, 43: {'\\', '|'},
	44: {'z', 'Z'}, 45: {'x', 'X'}, 46: {'c', 'C'}, 47: {'v', 'V'}, 48: {'b', 'B'},
	49: {'n', 'N'}, 50: {'m', 'M'},
	51: {',', '<'}, 52: {'.', '>'}, 53: {'/', '?'}, 57: {' ', ' '},
	// The keypad, which some scanners use for digits (num lock assumed on).
	55: {'*', '*'}, 71: {'7', '7'}, 72: {'8', '8'}, 73: {'9', '9'}, 74: {'-', '-'},
	75: {'4', '4'}, 76: {'5', '5'}, 77: {'6', '6'}, 78: {'+', '+'}, 79: {'1', '1'},
	80: {'2', '2'}, 81: {'3', '3'}, 82: {'0', '0'}, 83: {'.', '.'}, 98: {'/', '/'},
}

// isLetter: caps lock changes letters only.
func isLetter(r rune) bool { return 'a' <= r && r <= 'z' }

// DefaultMaxCode caps a code's length when Decoder.Max is zero.
const DefaultMaxCode = 256

// Decoder turns input_event records into scanned codes. It is a pure
// streaming function of the bytes fed to it (frame.Decoder's shape): a
// code ends with Enter (or keypad Enter), or with Tab when Tab is set;
// surrounding spaces are trimmed and an empty code is skipped. A key the
// US layout does not know, or a code longer than Max, makes the code bad:
// it is dropped whole at its end and counted. The zero value decodes this
// build's record size.
type Decoder struct {
	Size int  // record size; 0 means EventSize
	Tab  bool // Tab ends a code (a scanner set to send Tab instead of Enter)
	Max  int  // longest code; 0 means DefaultMaxCode

	pending []byte // a partial record
	shift   [2]bool
	caps    bool
	code    []rune
	spoiled bool
}

// Feed implements frame.Decoder: it consumes raw bytes read from the
// device and returns the codes they completed and how many were bad.
func (d *Decoder) Feed(p []byte) (codes []string, bad int) {
	size := d.Size
	if size == 0 {
		size = EventSize
	}
	d.pending = append(d.pending, p...)
	evs, used := ParseEvents(d.pending, size)
	d.pending = append(d.pending[:0], d.pending[used:]...)
	for _, ev := range evs {
		code, done, ok := d.Event(ev)
		switch {
		case done && ok:
			codes = append(codes, code)
		case done:
			bad++
		}
	}
	return codes, bad
}

// Event feeds one event. done reports the end of a code; ok whether that
// code is good (an empty code is neither done nor bad).
func (d *Decoder) Event(ev Event) (code string, done, ok bool) {
	if ev.Type != EvKey {
		return "", false, false // EV_SYN, EV_MSC scan codes, LEDs
	}
	switch ev.Code {
	case KeyLeftShift, KeyRightShift:
		if ev.Code == KeyRightShift {
			d.shift[1] = ev.Value != Release
		} else {
			d.shift[0] = ev.Value != Release
		}
		return "", false, false
	}
	if ev.Value != Press {
		return "", false, false // releases; auto-repeat is not a scanner's
	}
	switch {
	case ev.Code == KeyCapsLock:
		d.caps = !d.caps
		return "", false, false
	case ev.Code == KeyEnter || ev.Code == KeyKPEnter || (ev.Code == KeyTab && d.Tab):
		return d.finish()
	}
	max := d.Max
	if max <= 0 {
		max = DefaultMaxCode
	}
	pair, known := usLayout[ev.Code]
	if !known || len(d.code) >= max {
		d.spoiled = true
		return "", false, false
	}
	r := pair[0]
	if d.shift[0] || d.shift[1] {
		r = pair[1]
	}
	if d.caps && isLetter(pair[0]) {
		if r == pair[0] {
			r = pair[1]
		} else {
			r = pair[0]
		}
	}
	d.code = append(d.code, r)
	return "", false, false
}

func (d *Decoder) finish() (string, bool, bool) {
	s, spoiled := trim(d.code), d.spoiled
	d.code, d.spoiled = d.code[:0], false
	switch {
	case spoiled:
		return "", true, false
	case s == "":
		return "", false, false
	}
	return s, true, true
}

func trim(rs []rune) string {
	i, j := 0, len(rs)
	for i < j && rs[i] == ' ' {
		i++
	}
	for j > i && rs[j-1] == ' ' {
		j--
	}
	b := make([]byte, 0, j-i)
	for _, r := range rs[i:j] {
		b = utf8.AppendRune(b, r)
	}
	return string(b)
}
