package frame

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Terminator says how a line-oriented scanner ends each code.
type Terminator int

// The terminators scanners use; CR is the factory default of most.
const (
	CR Terminator = iota
	LF
	CRLF
	Tab // some scanners send Tab after each code (keyboard scanners set up for forms)
)

// String returns "CR", "LF", "CRLF" or "TAB".
func (t Terminator) String() string {
	switch t {
	case CR:
		return "CR"
	case LF:
		return "LF"
	case CRLF:
		return "CRLF"
	case Tab:
		return "TAB"
	}
	return fmt.Sprintf("Terminator(%d)", int(t))
}

// ParseTerminator reads "CR", "LF", "CRLF" or "TAB" (any case).
func ParseTerminator(s string) (Terminator, error) {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "CR":
		return CR, nil
	case "LF":
		return LF, nil
	case "CRLF":
		return CRLF, nil
	case "TAB":
		return Tab, nil
	}
	return 0, fmt.Errorf("unknown line terminator %q (want CR, LF, CRLF or TAB)", s)
}

// MarshalText implements encoding.TextMarshaler (used by the TOML config).
func (t Terminator) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (t *Terminator) UnmarshalText(b []byte) error {
	v, err := ParseTerminator(string(b))
	*t = v
	return err
}

func (t Terminator) sep() []byte {
	switch t {
	case LF:
		return []byte{'\n'}
	case CRLF:
		return []byte{'\r', '\n'}
	case Tab:
		return []byte{'\t'}
	}
	return []byte{'\r'}
}

// DefaultMaxLine is the line length cap used when Lines.Max is zero.
const DefaultMaxLine = 256

// ParseLine turns one raw line (terminator removed) into a code: surrounding
// white space is trimmed; an empty result is ok == false with a nil error;
// invalid UTF-8 or a NUL byte is an error (line noise, wrong baud rate).
func ParseLine(raw []byte) (code string, ok bool, err error) {
	s := strings.TrimSpace(string(raw))
	switch {
	case s == "":
		return "", false, nil
	case !utf8.ValidString(s) || strings.IndexByte(s, 0) >= 0:
		return "", false, fmt.Errorf("line %q is not text", s)
	}
	return s, true, nil
}

// Lines is the streaming [Decoder] for barcode and QR scanners. A line
// longer than Max (DefaultMaxLine when zero) is dropped whole and counted as
// bad. With CRLF only the two-byte sequence ends a line. The zero value
// decodes CR-terminated lines.
type Lines struct {
	Term Terminator
	Max  int

	buf      []byte
	skipping bool // inside an over-long line: drop until the next terminator
}

// Feed implements [Decoder].
func (d *Lines) Feed(p []byte) (ids []string, bad int) {
	max := d.Max
	if max <= 0 {
		max = DefaultMaxLine
	}
	sep := d.Term.sep()
	d.buf = append(d.buf, p...)
	rest := d.buf
	for {
		i := bytes.Index(rest, sep)
		if i < 0 {
			break
		}
		line := rest[:i]
		rest = rest[i+len(sep):]
		if d.skipping {
			d.skipping = false // the over-long line was counted when it overflowed
			continue
		}
		if len(line) > max {
			bad++
			continue
		}
		code, ok, err := ParseLine(line)
		if err != nil {
			bad++
		} else if ok {
			ids = append(ids, code)
		}
	}
	if len(rest) > max {
		if !d.skipping {
			bad++
			d.skipping = true
		}
		// Keep a trailing CR: it may be the first half of a CRLF.
		keep := 0
		if len(sep) == 2 && rest[len(rest)-1] == sep[0] {
			keep = 1
		}
		rest = rest[len(rest)-keep:]
	}
	d.buf = append(d.buf[:0], rest...)
	return ids, bad
}
