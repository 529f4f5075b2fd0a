package hardware

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/tablemate/tablemate/hardware/frame"
)

// Config names the devices the service reads. The zero Config (no device)
// is valid: the service runs without hardware.
type Config struct {
	Retry   Retry    `toml:"retry"`
	Devices []Device `toml:"device"`

	// Problems are errors that concern no single device (a syntax error,
	// an unknown top-level key, bad retry bounds). A Hub shows them in its
	// status; devices with a problem of their own carry it in
	// Device.Problem.
	Problems []string `toml:"-"`
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

	// Serial kinds (line, rdm6300, id12, pn532).
	Port        string           `toml:"port"`         // e.g. /dev/serial/by-id/...
	Baud        int              `toml:"baud"`         // default 9600; pn532 115200
	Terminator  frame.Terminator `toml:"terminator"`   // line and keyboard; default CR (Enter)
	MaxLine     int              `toml:"max_line"`     // line and keyboard; default 256
	ReadTimeout time.Duration    `toml:"read_timeout"` // clamped to 100–200 ms

	// keyboard: the input device, e.g. /dev/input/by-id/usb-…-event-kbd.
	Path string `toml:"path"`

	// mfrc522.
	Bus      string        `toml:"bus"`       // SPI port name, e.g. /dev/spidev0.0 or SPI0.0; "" = first
	ResetPin string        `toml:"reset_pin"` // required
	IRQPin   string        `toml:"irq_pin"`   // required: the periph driver panics without it
	Poll     time.Duration `toml:"poll"`      // mfrc522: wait per attempt, default 500 ms; pn532: pause between polls, default 100 ms

	// buttons.
	NextPin    string        `toml:"next_pin"`
	UndoPin    string        `toml:"undo_pin"`
	ConfirmPin string        `toml:"confirm_pin"`
	Debounce   time.Duration `toml:"debounce"` // settle time: a level counts once it held this long; default 30 ms

	// Feedback for tag readers: a short pulse when the game accepted a
	// read, a pattern on a refused, unknown or bad one.
	BuzzerPin string `toml:"buzzer_pin"`
	LEDPin    string `toml:"led_pin"`

	// Duplicate suppression for tag readers (see Filter).
	DuplicateWindow time.Duration `toml:"duplicate_window"` // default 1.5 s; virtual readers are never filtered
	Removal         time.Duration `toml:"removal"`          // default 2.5 s

	// Problem is what is wrong with this entry ("" when nothing is). A
	// device with a problem is shown but never opened.
	Problem string `toml:"-"`
}

// Defaults for device fields left empty.
const (
	DefaultBaud      = 9600
	DefaultPN532Baud = 115200
	DefaultPoll      = 500 * time.Millisecond
	DefaultPN532Poll = 100 * time.Millisecond
	DefaultDebounce  = 30 * time.Millisecond
)

// deviceKeys are the keys a [[device]] table may hold (read from Device's tags on first use).
var deviceKeys = sync.OnceValue(func() map[string]bool {
	keys := map[string]bool{}
	t := reflect.TypeFor[Device]()
	for i := range t.NumField() {
		if k := t.Field(i).Tag.Get("toml"); k != "" && k != "-" {
			keys[k] = true
		}
	}
	return keys
})

// ParseConfig decodes TOML, fills defaults and checks the result. It
// returns what it could read even when it also returns an error: a device
// whose entry is wrong carries the reason in Problem, a problem of the
// file as a whole is in Config.Problems, and the error lists them all.
// So a service can run the devices that are fine and show the rest.
// Unknown keys are an error, so a typo such as "irq-pin" does not pass
// silently; callerKeys are top-level keys that belong to the caller
// (public_url), not to the hardware.
func ParseConfig(b []byte, callerKeys ...string) (Config, error) {
	var c Config
	var top map[string]toml.Primitive
	md, err := toml.Decode(string(b), &top)
	if err != nil {
		c.Problems = []string{err.Error()}
		return c, fmt.Errorf("hardware config: %w", err)
	}
	keys := make([]string, 0, len(top))
	for k := range top {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var raws []toml.Primitive
	for _, k := range keys {
		switch {
		case k == "retry":
			if err := md.PrimitiveDecode(top[k], &c.Retry); err != nil {
				c.Problems = append(c.Problems, fmt.Sprintf("retry: %v", err))
			}
		case k == "device":
			if err := md.PrimitiveDecode(top[k], &raws); err != nil {
				c.Problems = append(c.Problems, fmt.Sprintf("device must be a list of [[device]] tables: %v", err))
			}
		case !slices.Contains(callerKeys, k):
			c.Problems = append(c.Problems, fmt.Sprintf("unknown key %s", k))
		}
	}
	for _, un := range md.Undecoded() {
		if len(un) == 2 && un[0] == "retry" {
			c.Problems = append(c.Problems, fmt.Sprintf("unknown key %s", un))
		}
	}
	for i, raw := range raws {
		c.Devices = append(c.Devices, decodeDevice(md, raw, i))
	}
	c = c.WithDefaults()
	return c, c.Validate()
}

// decodeDevice reads one [[device]] table; what is wrong goes to Problem.
func decodeDevice(md toml.MetaData, raw toml.Primitive, i int) Device {
	var d Device
	var loose map[string]any
	var probs []string
	if err := md.PrimitiveDecode(raw, &loose); err == nil {
		var unknown []string
		for k := range loose {
			if !deviceKeys()[k] {
				unknown = append(unknown, k)
			}
		}
		sort.Strings(unknown)
		if len(unknown) > 0 {
			probs = append(probs, "unknown keys "+strings.Join(unknown, ", "))
		}
		if n, ok := loose["name"].(string); ok {
			d.Name = n
		}
	}
	if err := md.PrimitiveDecode(raw, &d); err != nil {
		probs = append(probs, err.Error())
		if n, ok := loose["name"].(string); ok {
			d.Name = n // the failed decode may have stopped before the name
		}
	}
	if d.Name == "" {
		d.Name = fmt.Sprintf("#%d", i+1)
		probs = append(probs, "no name")
	}
	d.Problem = strings.Join(probs, "; ")
	return d
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
			if d.Kind == KindPN532 {
				d.Baud = DefaultPN532Baud
			}
		}
		if d.Poll <= 0 {
			d.Poll = DefaultPoll
			if d.Kind == KindPN532 {
				d.Poll = DefaultPN532Poll
			}
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

// Validate checks c (after WithDefaults), records each device's problems
// in its Problem (in place) and returns every problem, one per line.
func (c Config) Validate() error {
	var errs []error
	for _, p := range c.Problems {
		errs = append(errs, errors.New(p))
	}
	if c.Retry.Min > c.Retry.Max {
		errs = append(errs, fmt.Errorf("retry min %s is above retry max %s", c.Retry.Min, c.Retry.Max))
	}
	names := map[string]bool{}
	for i := range c.Devices {
		d := &c.Devices[i]
		var probs []string
		if d.Problem != "" {
			probs = strings.Split(d.Problem, "; ")
		}
		more := d.check()
		if d.Name != "" && names[d.Name] {
			more = append(more, "its name is used by another device")
		}
		names[d.Name] = true
		for _, p := range more {
			if !slices.Contains(probs, p) { // Validate may run again on its own output
				probs = append(probs, p)
			}
		}
		d.Problem = strings.Join(probs, "; ")
		if d.Problem != "" {
			errs = append(errs, fmt.Errorf("device %q: %s", d.Name, d.Problem))
		}
	}
	return errors.Join(errs...)
}

// check lists what is wrong with d alone.
func (d Device) check() []string {
	var probs []string
	bad := func(format string, a ...any) { probs = append(probs, fmt.Sprintf(format, a...)) }
	need := func(field, value string) {
		if strings.TrimSpace(value) == "" {
			bad("%s needs %s", d.Kind, field)
		}
	}
	switch {
	case d.Kind == "":
		bad("no kind")
	case d.Kind.serial():
		need("port", d.Port)
	case d.Kind == KindKeyboard:
		need("path (its /dev/input/by-id/…-event-kbd)", d.Path)
	case d.Kind == KindMFRC522:
		need("reset_pin", d.ResetPin)
		need("irq_pin", d.IRQPin)
	case d.Kind == KindButtons:
		if d.NextPin == "" && d.UndoPin == "" && d.ConfirmPin == "" {
			bad("buttons needs at least one of next_pin, undo_pin, confirm_pin")
		}
	}
	if d.Baud < 0 {
		bad("negative baud rate")
	}
	if d.DuplicateWindow < 0 {
		bad("negative duplicate_window")
	}
	if d.Removal < 0 {
		bad("negative removal")
	}
	return probs
}
