package hardware

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/tablemate/tablemate/hardware/frame"
)

// Config names the devices the service reads. The zero Config (no device)
// is valid: the service runs without hardware.
type Config struct {
	Retry   Retry    `toml:"retry"`
	Devices []Device `toml:"device"`
}

// Retry bounds the reconnect back-off (defaults DefaultRetryMin/Max).
type Retry struct {
	Min time.Duration `toml:"min"`
	Max time.Duration `toml:"max"`
}

// Device is one configured input. Which fields apply depends on Kind;
// durations are TOML strings such as "1.5s".
type Device struct {
	Name     string `toml:"name"`
	Kind     Kind   `toml:"kind"`
	Disabled bool   `toml:"disabled"`

	// Serial kinds (line, rdm6300, id12).
	Port        string           `toml:"port"`         // e.g. /dev/serial/by-id/...
	Baud        int              `toml:"baud"`         // default 9600
	Terminator  frame.Terminator `toml:"terminator"`   // line only; default CR
	MaxLine     int              `toml:"max_line"`     // line only; default 256
	ReadTimeout time.Duration    `toml:"read_timeout"` // clamped to 100–200 ms

	// mfrc522.
	Bus      string        `toml:"bus"`       // SPI port name, e.g. /dev/spidev0.0 or SPI0.0; "" = first
	ResetPin string        `toml:"reset_pin"` // required
	IRQPin   string        `toml:"irq_pin"`   // required: the periph driver panics without it
	Poll     time.Duration `toml:"poll"`      // ReadUID timeout per attempt; default 500 ms

	// buttons.
	NextPin    string        `toml:"next_pin"`
	UndoPin    string        `toml:"undo_pin"`
	ConfirmPin string        `toml:"confirm_pin"`
	Debounce   time.Duration `toml:"debounce"` // default 30 ms

	// Feedback for tag readers: a short pulse on a good read, a pattern on a
	// rejected one.
	BuzzerPin string `toml:"buzzer_pin"`
	LEDPin    string `toml:"led_pin"`

	// Duplicate suppression for tag readers (see Filter).
	DuplicateWindow time.Duration `toml:"duplicate_window"` // default 1.5 s; virtual readers are never filtered
	Removal         time.Duration `toml:"removal"`          // default 1 s
}

// Defaults for device fields left empty.
const (
	DefaultBaud     = 9600
	DefaultPoll     = 500 * time.Millisecond
	DefaultDebounce = 30 * time.Millisecond
)

// LoadConfig reads and checks a TOML config file.
func LoadConfig(path string) (Config, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Config{}, fmt.Errorf("read hardware config: %w", err)
	}
	return ParseConfig(b)
}

// ParseConfig decodes TOML, fills defaults and checks the result. Unknown
// keys are an error, so a typo such as "irq-pin" does not pass silently.
func ParseConfig(b []byte) (Config, error) {
	var c Config
	md, err := toml.Decode(string(b), &c)
	if err != nil {
		return Config{}, fmt.Errorf("hardware config: %w", err)
	}
	if un := md.Undecoded(); len(un) > 0 {
		keys := make([]string, len(un))
		for i, k := range un {
			keys[i] = k.String()
		}
		return Config{}, fmt.Errorf("hardware config: unknown keys %s", strings.Join(keys, ", "))
	}
	c = c.WithDefaults()
	return c, c.Validate()
}

// WithDefaults returns c with empty fields set to their defaults.
func (c Config) WithDefaults() Config {
	if c.Retry.Min <= 0 {
		c.Retry.Min = DefaultRetryMin
	}
	if c.Retry.Max <= 0 {
		c.Retry.Max = DefaultRetryMax
	}
	devs := make([]Device, len(c.Devices))
	for i, d := range c.Devices {
		if d.Baud == 0 {
			d.Baud = DefaultBaud
		}
		if d.Poll <= 0 {
			d.Poll = DefaultPoll
		}
		if d.Debounce <= 0 {
			d.Debounce = DefaultDebounce
		}
		if d.DuplicateWindow == 0 {
			d.DuplicateWindow = DefaultWindow
		}
		if d.Removal == 0 {
			d.Removal = DefaultRemoval
		}
		devs[i] = d
	}
	c.Devices = devs
	return c
}

// Validate reports every problem in c, one per line. Run it on a config
// that went through WithDefaults.
func (c Config) Validate() error {
	var errs []error
	bad := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	if c.Retry.Min > c.Retry.Max {
		bad("retry min %s is above retry max %s", c.Retry.Min, c.Retry.Max)
	}
	names := map[string]bool{}
	for i, d := range c.Devices {
		name := d.Name
		switch {
		case name == "":
			bad("device #%d has no name", i+1)
			name = fmt.Sprintf("#%d", i+1)
		case names[name]:
			bad("device name %q is used twice", name)
		}
		names[name] = true
		need := func(field, value string) {
			if strings.TrimSpace(value) == "" {
				bad("device %q (%s) needs %s", name, d.Kind, field)
			}
		}
		switch {
		case d.Kind == "":
			bad("device %q has no kind", name)
		case d.Kind.serial():
			need("port", d.Port)
		case d.Kind == KindMFRC522:
			need("reset_pin", d.ResetPin)
			need("irq_pin", d.IRQPin)
		case d.Kind == KindButtons:
			if d.NextPin == "" && d.UndoPin == "" && d.ConfirmPin == "" {
				bad("device %q (buttons) needs at least one of next_pin, undo_pin, confirm_pin", name)
			}
		case d.Kind == KindWiegand:
			bad("device %q: wiegand readers are not supported yet (only their frame decoding exists)", name)
		}
		if d.Baud < 0 {
			bad("device %q has a negative baud rate", name)
		}
		if d.DuplicateWindow < 0 {
			bad("device %q has a negative duplicate_window", name)
		}
	}
	return errors.Join(errs...)
}
