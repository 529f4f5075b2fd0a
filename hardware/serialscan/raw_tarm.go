//go:build linux || windows

package serialscan

import (
	"time"

	"github.com/tarm/serial"
)

// openRaw opens path with github.com/tarm/serial, 8N1 (Linux: termios;
// Windows: COM ports, "COM3" or `\\.\COM12`).
func openRaw(path string, baud int, timeout time.Duration) (rawPort, error) {
	return serial.OpenPort(&serial.Config{Name: path, Baud: baud, ReadTimeout: timeout})
}
