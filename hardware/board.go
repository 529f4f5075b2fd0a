package hardware

import (
	"bytes"
	"io/fs"
	"path"
	"regexp"
	"strings"
	"sync"
)

// Board is the computer Tablemate runs on, as far as its UART matters.
type Board struct {
	Model string // the device tree's model, e.g. "Raspberry Pi 5 Model B Rev 1.0"; "" when there is none
	Pi    bool   // a Raspberry Pi of any model
	Pi5   bool   // a Raspberry Pi 5, 500 or Compute Module 5 (BCM2712 with the RP1 chip)
}

// The serial devices of a Raspberry Pi's UARTs.
const (
	// SerialAlias is Raspberry Pi OS's name for the primary UART: pins 8/10
	// up to the Pi 4, the 3-pin debug connector on a Pi 5.
	SerialAlias = "/dev/serial0"
	// Pi5HeaderUART is UART0 on a Pi 5: the header's pins 8 (TXD) and 10
	// (RXD), GPIO 14 and 15, once config.txt has dtparam=uart0=on.
	Pi5HeaderUART = "/dev/ttyAMA0"
	// Pi5DebugUART is the Pi 5's 3-pin debug connector (where serial0 points).
	Pi5DebugUART = "/dev/ttyAMA10"
)

// pi5Model is compiled on first use, not at every start of the binary.
var pi5Model = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^Raspberry Pi (5|500|Compute Module 5)\b`) })

// DetectBoard reads proc/device-tree/model and compatible under root
// (os.DirFS("/") on the machine itself). Anything unreadable is simply not
// a Raspberry Pi.
func DetectBoard(root fs.FS) Board {
	read := func(name string) string {
		b, err := fs.ReadFile(root, path.Join("proc/device-tree", name))
		if err != nil {
			return ""
		}
		return string(bytes.ReplaceAll(bytes.TrimRight(b, "\x00"), []byte{0}, []byte{'\n'}))
	}
	b := Board{Model: strings.TrimSpace(read("model"))}
	compatible := strings.Split(read("compatible"), "\n")
	b.Pi = strings.HasPrefix(b.Model, "Raspberry Pi")
	b.Pi5 = pi5Model().MatchString(b.Model)
	for _, c := range compatible {
		if strings.HasPrefix(c, "raspberrypi,") {
			b.Pi = true
		}
		if c == "brcm,bcm2712" && b.Pi {
			b.Pi5 = true
		}
	}
	return b
}

// HeaderUART is the device to name for a reader wired to the header's
// pins 8 and 10: /dev/ttyAMA0 on a Pi 5, /dev/serial0 on the others.
func (b Board) HeaderUART() string {
	if b.Pi5 {
		return Pi5HeaderUART
	}
	return SerialAlias
}

// HeaderUARTSetup is what config.txt needs for HeaderUART.
func (b Board) HeaderUARTSetup() string {
	if b.Pi5 {
		return "dtparam=uart0=on in /boot/firmware/config.txt, then reboot"
	}
	return "enable_uart=1 in /boot/firmware/config.txt (sudo raspi-config nonint do_serial_hw 0), then reboot"
}

// DebugUARTWarning says what is wrong when a reader's port is the Pi 5's
// debug connector, "" otherwise. port is as configured; resolved is what
// it names after symlinks ("" when that is unknown, e.g. it is missing).
// A reader wired to pins 8/10 but configured so opens fine and never reads.
func (b Board) DebugUARTWarning(port, resolved string) string {
	if !b.Pi5 {
		return ""
	}
	debug := resolved == Pi5DebugUART || (resolved == "" && (port == SerialAlias || port == Pi5DebugUART))
	if !debug {
		return ""
	}
	return "on a Raspberry Pi 5, " + port + " is the 3-pin debug connector, not pins 8/10: a reader on pins 8/10 is " +
		Pi5HeaderUART + " (port = \"" + Pi5HeaderUART + "\", with " + b.HeaderUARTSetup() + ")"
}
