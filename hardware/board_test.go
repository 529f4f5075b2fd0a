package hardware

import (
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestDetectBoard reads fixture device trees, as /proc/device-tree holds
// them (NUL-terminated strings).
func TestDetectBoard(t *testing.T) {
	for dir, want := range map[string]Board{
		"pi5":     {Model: "Raspberry Pi 5 Model B Rev 1.0", Pi: true, Pi5: true},
		"cm5":     {Model: "Raspberry Pi Compute Module 5 Rev 1.0", Pi: true, Pi5: true},
		"pi4":     {Model: "Raspberry Pi 4 Model B Rev 1.4", Pi: true},
		"pizero":  {Model: "Raspberry Pi Zero W Rev 1.1", Pi: true},
		"generic": {}, // a laptop: no device tree
	} {
		t.Run(dir, func(t *testing.T) {
			b := DetectBoard(os.DirFS(filepath.Join("testdata", "devicetree", dir)))
			assert.Equal(t, want, b)
		})
	}
}

func TestHeaderUART(t *testing.T) {
	pi5 := DetectBoard(os.DirFS("testdata/devicetree/pi5"))
	pi4 := DetectBoard(os.DirFS("testdata/devicetree/pi4"))
	assert.Equal(t, "/dev/ttyAMA0", pi5.HeaderUART())
	assert.Contains(t, pi5.HeaderUARTSetup(), "dtparam=uart0=on")
	assert.Equal(t, "/dev/serial0", pi4.HeaderUART())
	assert.Contains(t, pi4.HeaderUARTSetup(), "enable_uart=1")

	for _, c := range []struct {
		board          Board
		port, resolved string
		warn           bool
	}{
		{pi5, "/dev/serial0", "/dev/ttyAMA10", true},
		{pi5, "/dev/serial0", "", true}, // not there yet: by its name
		{pi5, "/dev/ttyAMA10", "/dev/ttyAMA10", true},
		{pi5, "/dev/tablemate-rfid", "/dev/ttyAMA10", true}, // a udev link to it
		{pi5, "/dev/ttyAMA0", "/dev/ttyAMA0", false},
		{pi5, "/dev/serial0", "/dev/ttyAMA0", false}, // serial0 moved to the header
		{pi5, "/dev/serial/by-id/usb-1a86_USB_Serial-if00-port0", "/dev/ttyUSB0", false},
		{pi4, "/dev/serial0", "/dev/ttyS0", false},
		{pi4, "/dev/serial0", "", false},
		{Board{}, "/dev/ttyAMA10", "", false},
	} {
		w := c.board.DebugUARTWarning(c.port, c.resolved)
		if c.warn {
			assert.Contains(t, w, "debug connector", "%+v", c)
			assert.Contains(t, w, `port = "/dev/ttyAMA0"`, "%+v", c)
		} else {
			assert.Empty(t, w, "%+v", c)
		}
	}
}

// TestHubWarnsOfTheDebugConnector: on a Pi 5, a reader configured on
// /dev/serial0 opens and never reads (it is the debug connector): the Hub
// says so in the log and in the device's status from the start.
func TestHubWarnsOfTheDebugConnector(t *testing.T) {
	var logs syncBuffer
	h := openHubWith(t, Options{Log: slog.New(slog.NewTextHandler(&logs, nil)), Root: os.DirFS("testdata/devicetree/pi5")},
		Device{Name: "tiles", Kind: KindRDM6300, Port: "/dev/serial0", Disabled: true},
		Device{Name: "cards", Kind: KindPN532, Port: "/dev/ttyAMA0", Disabled: true})
	assert.Contains(t, statusOf(h, "tiles").LastError, `/dev/serial0 is the 3-pin debug connector, not pins 8/10: a reader on pins 8/10 is /dev/ttyAMA0`)
	assert.Empty(t, statusOf(h, "cards").LastError)
	assert.Contains(t, logs.String(), `msg="reader on the debug connector" device=tiles port=/dev/serial0 board="Raspberry Pi 5 Model B Rev 1.0"`)

	pi4 := openHubWith(t, Options{Log: slog.New(slog.DiscardHandler), Root: os.DirFS("testdata/devicetree/pi4")},
		Device{Name: "tiles", Kind: KindRDM6300, Port: "/dev/serial0", Disabled: true})
	assert.Empty(t, statusOf(pi4, "tiles").LastError, "on a Pi 4 serial0 is pins 8/10")
}
