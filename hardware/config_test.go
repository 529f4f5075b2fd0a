package hardware

import (
	"os"
	"path/filepath"
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
		assert.Equal(t, time.Second, tiles.Removal)
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
		{"mfrc522 without IRQ pin", "[[device]]\nname=\"c\"\nkind=\"mfrc522\"\nreset_pin=\"GPIO25\"", `device "c" (mfrc522) needs irq_pin`},
		{"serial without port", "[[device]]\nname=\"t\"\nkind=\"id12\"", `device "t" (id12) needs port`},
		{"unknown kind", "[[device]]\nname=\"t\"\nkind=\"pn532\"", `unknown device kind "pn532"`},
		{"unknown key", "[[device]]\nname=\"t\"\nkind=\"virtual\"\nirq-pin=\"x\"", `unknown keys device.irq-pin`},
		{"duplicate names", "[[device]]\nname=\"t\"\nkind=\"virtual\"\n[[device]]\nname=\"t\"\nkind=\"virtual\"", `device name "t" is used twice`},
		{"no name", "[[device]]\nkind=\"virtual\"", `device #1 has no name`},
		{"bad terminator", "[[device]]\nname=\"s\"\nkind=\"line\"\nport=\"/dev/x\"\nterminator=\"NUL\"", `unknown line terminator "NUL"`},
		{"buttons without pins", "[[device]]\nname=\"b\"\nkind=\"buttons\"", `needs at least one of next_pin`},
		{"wiegand not supported", "[[device]]\nname=\"w\"\nkind=\"wiegand\"", `wiegand readers are not supported yet`},
		{"bad duration", "[retry]\nmin=\"fast\"", `fast`},
		{"retry bounds", "[retry]\nmin=\"5s\"\nmax=\"1s\"", `retry min 5s is above retry max 1s`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseConfig([]byte(tc.toml))
			assert.ErrorContains(t, err, tc.err)
		})
	}

	t.Run("load from file", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "hardware.toml")
		require.NoError(t, os.WriteFile(path, []byte("[[device]]\nname=\"console\"\nkind=\"virtual\"\n"), 0o644))
		c, err := LoadConfig(path)
		require.NoError(t, err)
		assert.Equal(t, KindVirtual, c.Devices[0].Kind)
		_, err = LoadConfig(filepath.Join(t.TempDir(), "none.toml"))
		assert.ErrorContains(t, err, "read hardware config")
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
	for _, s := range []State{Absent, Connected, Retrying, Disabled} {
		names[s.String()] = true
	}
	assert.Len(t, names, 4)
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
