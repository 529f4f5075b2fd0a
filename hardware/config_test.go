package hardware

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tablemate/tablemate/hardware/frame"
)

func TestParseConfig(t *testing.T) {
	t.Run("full example with defaults", func(t *testing.T) {
		c, err := ParseConfig([]byte(`
[retry]
max = "3s"

[[device]]
name = "tiles"
kind = "RDM6300"
port = "/dev/serial/by-id/usb-1a86-port0"
buzzer_pin = "GPIO18"

[[device]]
name = "scanner"
kind = "line"
port = "/dev/ttyACM0"
baud = 115200
terminator = "crlf"
duplicate_window = "2s"

[[device]]
name = "cards"
kind = "mfrc522"
reset_pin = "GPIO25"
irq_pin = "GPIO24"

[[device]]
name = "buttons"
kind = "buttons"
next_pin = "GPIO5"

[[device]]
name = "console"
kind = "virtual"
disabled = true
`))
		require.NoError(t, err)
		require.Len(t, c.Devices, 5)
		assert.Equal(t, Retry{Min: DefaultRetryMin, Max: 3 * time.Second}, c.Retry)
		tiles := c.Devices[0]
		assert.Equal(t, KindRDM6300, tiles.Kind)
		assert.Equal(t, 9600, tiles.Baud)
		assert.Equal(t, 1500*time.Millisecond, tiles.DuplicateWindow)
		assert.Equal(t, DefaultRemoval, tiles.Removal)
		assert.Equal(t, "GPIO18", tiles.BuzzerPin)
		assert.Equal(t, frame.CRLF, c.Devices[1].Terminator)
		assert.Equal(t, 115200, c.Devices[1].Baud)
		assert.Equal(t, 2*time.Second, c.Devices[1].DuplicateWindow)
		assert.Equal(t, DefaultPoll, c.Devices[2].Poll)
		assert.Equal(t, DefaultDebounce, c.Devices[3].Debounce)
		assert.True(t, c.Devices[4].Disabled)
	})

	t.Run("empty config is valid", func(t *testing.T) {
		c, err := ParseConfig(nil)
		require.NoError(t, err)
		assert.Empty(t, c.Devices)
	})

	for _, tc := range []struct{ name, toml, err string }{
		{"mfrc522 without IRQ pin", "[[device]]\nname=\"c\"\nkind=\"mfrc522\"\nreset_pin=\"GPIO25\"", `device "c": mfrc522 needs irq_pin`},
		{"serial without port", "[[device]]\nname=\"t\"\nkind=\"id12\"", `device "t": id12 needs port`},
		{"keyboard without path", "[[device]]\nname=\"k\"\nkind=\"keyboard\"", `device "k": keyboard needs path`},
		{"unknown kind", "[[device]]\nname=\"t\"\nkind=\"wiegand\"", `unknown device kind "wiegand"`},
		{"unknown key", "[[device]]\nname=\"t\"\nkind=\"virtual\"\nirq-pin=\"x\"", `device "t": unknown keys irq-pin`},
		{"unknown top-level key", "public_url=\"http://x\"", `unknown key public_url`},
		{"unknown retry key", "[retry]\nmaximum=\"1s\"", `unknown key retry.maximum`},
		{"duplicate names", "[[device]]\nname=\"t\"\nkind=\"virtual\"\n[[device]]\nname=\"t\"\nkind=\"virtual\"", `device "t": its name is used by another device`},
		{"no name", "[[device]]\nkind=\"virtual\"", `device "#1": no name`},
		{"bad terminator", "[[device]]\nname=\"s\"\nkind=\"line\"\nport=\"/dev/x\"\nterminator=\"NUL\"", `unknown line terminator "NUL"`},
		{"buttons without pins", "[[device]]\nname=\"b\"\nkind=\"buttons\"", `needs at least one of next_pin`},
		{"bad duration", "[retry]\nmin=\"fast\"", `fast`},
		{"retry bounds", "[retry]\nmin=\"5s\"\nmax=\"1s\"", `retry min 5s is above retry max 1s`},
		{"syntax", "[[device]\nname=", `hardware config: toml`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseConfig([]byte(tc.toml))
			assert.ErrorContains(t, err, tc.err)
		})
	}

	t.Run("a broken device leaves the others", func(t *testing.T) {
		c, err := ParseConfig([]byte(`
public_url = "http://tablemate.local:8080"
[[device]]
name = "tiles"
kind = "rdm6300"
port = "/dev/ttyUSB0"
removal = "soon"

[[device]]
name = "scanner"
kind = "keyboard"
path = "/dev/input/by-id/usb-scanner-event-kbd"
terminator = "tab"

[[device]]
name = "cards"
kind = "pn532"
port = "/dev/ttyAMA0"
`), "public_url")
		require.Error(t, err)
		assert.NotContains(t, err.Error(), "public_url", "a caller's key is not unknown")
		require.Len(t, c.Devices, 3)
		assert.Contains(t, c.Devices[0].Problem, "soon")
		assert.Equal(t, "tiles", c.Devices[0].Name)
		assert.Empty(t, c.Devices[1].Problem)
		assert.Equal(t, frame.Tab, c.Devices[1].Terminator)
		assert.Empty(t, c.Devices[2].Problem)
		assert.Equal(t, DefaultPN532Baud, c.Devices[2].Baud)
		assert.Equal(t, DefaultPN532Poll, c.Devices[2].Poll)
		assert.Empty(t, c.Problems)
		assert.NoError(t, Config{Devices: c.Devices[1:]}.Validate(), "Validate again finds nothing new")
		assert.Error(t, c.Validate())
		assert.Equal(t, c.Devices[0].Problem, func() string { _ = c.Validate(); return c.Devices[0].Problem }(), "Validate is idempotent")
	})

}

func TestCodecs(t *testing.T) {
	for _, b := range []Button{Next, Undo, Confirm} {
		got, err := ParseButton(b.String())
		require.NoError(t, err)
		assert.Equal(t, b, got)
	}
	_, err := ParseButton("redo")
	assert.EqualError(t, err, `unknown button "redo" (want next, undo or confirm)`)
	for _, k := range kinds {
		got, err := ParseKind(k.String())
		require.NoError(t, err)
		assert.Equal(t, k, got)
	}
	names := map[string]bool{}
	for _, s := range []State{Absent, Connected, Retrying, Disabled, NotResponding, Misconfigured} {
		names[s.String()] = true
	}
	assert.Len(t, names, 6)
	b, err := Connected.MarshalText()
	require.NoError(t, err)
	assert.Equal(t, "connected", string(b))
}

func TestBackoff(t *testing.T) {
	b := Backoff{Min: 100 * time.Millisecond, Max: time.Second}
	var got []time.Duration
	for n := range 7 {
		got = append(got, b.Delay(n))
	}
	assert.Equal(t, []time.Duration{100e6, 200e6, 400e6, 800e6, 1e9, 1e9, 1e9}, got)
	assert.Equal(t, time.Second, b.Delay(1000), "no overflow for huge attempts")
}
