package hardware

import (
	"fmt"
	"strings"
	"time"
)

// Scan is one accepted tag read: Tag is the reader's raw id (an EM4100 id
// such as "1300AB4F21", an MFRC522 UID in hex, or a barcode's text), Reader
// the configured device name.
type Scan struct {
	Tag    string    `json:"tag"`
	Reader string    `json:"reader"`
	At     time.Time `json:"at"`
}

// Kind is the type of a configured device.
type Kind string

// The device kinds a Config may name.
const (
	KindLine     Kind = "line"     // barcode/QR scanner sending text lines over serial
	KindKeyboard Kind = "keyboard" // barcode/QR scanner that is a USB keyboard (HID)
	KindRDM6300  Kind = "rdm6300"  // 125 kHz EM4100 reader, UART 9600
	KindID12     Kind = "id12"     // ID-12LA / ID-20LA, UART 9600
	KindPN532    Kind = "pn532"    // 13.56 MHz reader, serial (HSU) 115200
	KindMFRC522  Kind = "mfrc522"  // 13.56 MHz reader on SPI
	KindButtons  Kind = "buttons"  // next/undo/confirm buttons on GPIO
	KindVirtual  Kind = "virtual"  // tags typed on the host console
)

// KindConfig is no device: the status entry that shows a config file
// problem that concerns no single device (a syntax error, an unknown key).
const KindConfig Kind = "config"

var kinds = []Kind{KindLine, KindKeyboard, KindRDM6300, KindID12, KindPN532, KindMFRC522, KindButtons, KindVirtual}

// String returns the kind's config name.
func (k Kind) String() string { return string(k) }

// ParseKind reads a kind name (any case).
func ParseKind(s string) (Kind, error) {
	k := Kind(strings.ToLower(strings.TrimSpace(s)))
	for _, known := range kinds {
		if k == known {
			return k, nil
		}
	}
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = string(k)
	}
	return "", fmt.Errorf("unknown device kind %q (want one of %s)", s, strings.Join(names, ", "))
}

// UnmarshalText implements encoding.TextUnmarshaler (TOML).
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := ParseKind(string(b))
	*k = v
	return err
}

// serial kinds read a serial port (the port key).
func (k Kind) serial() bool {
	return k == KindLine || k == KindRDM6300 || k == KindID12 || k == KindPN532
}

// State is where a device's supervisor stands.
type State int

// Device states.
const (
	Absent        State = iota // not found (path missing, no chip answering); retried
	Connected                  // open and reading
	Retrying                   // failed or unplugged; waiting to reopen
	Disabled                   // switched off in the config; never opened
	NotResponding              // open, but the chip stopped answering (loose wires); retried
	Misconfigured              // its config entry has an error; never opened
	Unavailable                // this system cannot use its kind (see Available); never opened
)

// String returns "absent", "connected", "retrying", "disabled",
// "not_responding", "misconfigured" or "unavailable".
func (s State) String() string {
	switch s {
	case Absent:
		return "absent"
	case Connected:
		return "connected"
	case Retrying:
		return "retrying"
	case Disabled:
		return "disabled"
	case NotResponding:
		return "not_responding"
	case Misconfigured:
		return "misconfigured"
	case Unavailable:
		return "unavailable"
	}
	return fmt.Sprintf("State(%d)", int(s))
}

// MarshalText implements encoding.TextMarshaler so JSON shows the name.
func (s State) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Status is a device's health for the host console.
type Status struct {
	Name      string    `json:"name"`
	Kind      Kind      `json:"kind"`
	State     State     `json:"state"`
	Since     time.Time `json:"since"`                // when State last changed
	LastError string    `json:"last_error,omitempty"` // most recent failure, kept after recovery
	// Reads counts decoded tags or presses, duplicates included; Duplicates
	// the reads suppressed as repeats; BadFrames frames rejected by the
	// decoder (bad checksum, malformed, over-long, failed card reads).
	Reads      uint64 `json:"reads"`
	Duplicates uint64 `json:"duplicates"`
	BadFrames  uint64 `json:"bad_frames"`
	Reconnects uint64 `json:"reconnects"`
}

// Button is one of the table's physical buttons.
type Button int

// The buttons.
const (
	Next Button = iota
	Undo
	Confirm
)

var buttonNames = [...]string{"next", "undo", "confirm"}

// String returns "next", "undo" or "confirm".
func (b Button) String() string {
	if b >= 0 && int(b) < len(buttonNames) {
		return buttonNames[b]
	}
	return fmt.Sprintf("Button(%d)", int(b))
}

// ParseButton reads a button name (any case).
func ParseButton(s string) (Button, error) {
	for i, n := range buttonNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Button(i), nil
		}
	}
	return 0, fmt.Errorf("unknown button %q (want next, undo or confirm)", s)
}

// MarshalText implements encoding.TextMarshaler.
func (b Button) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (b *Button) UnmarshalText(t []byte) error {
	v, err := ParseButton(string(t))
	*b = v
	return err
}

// Press is one debounced button press; Source is the device name.
type Press struct {
	Button Button    `json:"button"`
	Source string    `json:"source"`
	At     time.Time `json:"at"`
}
