package serialscan

import (
	"errors"
	"fmt"
	"io"
	"os"
	"time"
)

// Read timeout bounds. tarm/serial (and termios on macOS) counts in tenths
// of a second, so the effective values are 100 ms or 200 ms.
const (
	MinTimeout     = 100 * time.Millisecond
	MaxTimeout     = 200 * time.Millisecond
	DefaultTimeout = MinTimeout
)

// ErrUnplugged reports that the device behind a Port went away.
var ErrUnplugged = errors.New("serial device unplugged")

const (
	// fastEOF: a timed-out read takes at least MinTimeout; an EOF much faster
	// than that means the device is gone.
	fastEOF = MinTimeout / 2
	// fastEOFLimit consecutive fast EOFs are taken as an unplug (one alone
	// could be a signal or scheduling quirk).
	fastEOFLimit = 3
	// checkEvery is how often the device path is re-checked while reading.
	checkEvery = time.Second
)

// Port is an open serial device. Read and Close must not be called
// concurrently: the read loop owns the Port and closes it itself.
type Port struct {
	path      string
	port      rawPort
	ident     os.FileInfo // what path resolved to when opened; nil on Windows
	fastEOFs  int
	lastCheck time.Time
}

// Open opens the device at path (a symlink such as /dev/serial/by-id/... is
// fine) at the given baud rate, 8N1, with a read timeout clamped to
// [MinTimeout, MaxTimeout]. A missing path gives an error matching
// fs.ErrNotExist.
func Open(path string, baud int, timeout time.Duration) (*Port, error) {
	timeout = min(max(timeout, MinTimeout), MaxTimeout)
	fi, err := statDevice(path)
	if err != nil {
		return nil, err
	}
	sp, err := openRaw(path, baud, timeout)
	if err != nil {
		return nil, fmt.Errorf("open serial port %s: %w", path, err)
	}
	return &Port{path: path, port: sp, ident: fi, lastCheck: time.Now()}, nil
}

// Read reads what the device sent. An idle read timeout is (0, nil). An
// error wraps ErrUnplugged when the device is gone.
func (p *Port) Read(b []byte) (int, error) {
	start := time.Now()
	n, err := p.port.Read(b)
	now := time.Now()
	switch {
	case n > 0:
		p.fastEOFs = 0
	case err == io.EOF || err == nil:
		if now.Sub(start) < fastEOF {
			p.fastEOFs++
			if p.fastEOFs >= fastEOFLimit {
				return 0, fmt.Errorf("%w: %s returns end of file at once", ErrUnplugged, p.path)
			}
		} else {
			p.fastEOFs = 0
		}
		err = nil
	}
	if err != nil {
		return n, fmt.Errorf("%w: read %s: %v", ErrUnplugged, p.path, err)
	}
	if now.Sub(p.lastCheck) >= checkEvery {
		p.lastCheck = now
		if err := p.checkPath(); err != nil {
			return n, err
		}
	}
	return n, nil
}

// checkPath fails when the path vanished or now names another device (a
// by-id symlink re-pointed after a replug): the open descriptor is stale.
func (p *Port) checkPath() error {
	if p.ident == nil {
		return nil // Windows: a COM port is not a file to look at (see stat_windows.go)
	}
	fi, err := os.Stat(p.path)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUnplugged, err)
	}
	if !os.SameFile(fi, p.ident) || rdev(fi) != rdev(p.ident) {
		return fmt.Errorf("%w: %s now names another device", ErrUnplugged, p.path)
	}
	return nil
}

// Write sends b to the device (commands to a PN532). A failed write is an
// unplug: a USB adapter that is gone answers EIO.
func (p *Port) Write(b []byte) (int, error) {
	n, err := p.port.Write(b)
	if err != nil {
		return n, fmt.Errorf("%w: write %s: %v", ErrUnplugged, p.path, err)
	}
	return n, nil
}

// rawPort is the operating system's serial port.
type rawPort interface {
	Read(b []byte) (int, error)
	Write(b []byte) (int, error)
	Close() error
}

// Close closes the device.
func (p *Port) Close() error { return p.port.Close() }
