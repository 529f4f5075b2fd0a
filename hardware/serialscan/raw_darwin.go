//go:build darwin

package serialscan

import (
	"errors"
	"fmt"
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// termiosPort is a serial port on macOS. tarm/serial needs cgo there, and
// the release builds have none: this is the same raw 8N1 set-up it makes on
// Linux (VMIN 0, VTIME in tenths of a second: a read returns what came, or
// nothing after the timeout), through golang.org/x/sys/unix. Use the
// /dev/cu.usbserial-… name (the tty.… one waits for a modem's carrier).
type termiosPort struct{ fd int }

func openRaw(path string, baud int, timeout time.Duration) (rawPort, error) {
	fd, err := unix.Open(path, unix.O_RDWR|unix.O_NOCTTY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	if err := setRaw(fd, baud, timeout); err != nil {
		unix.Close(fd)
		return nil, fmt.Errorf("set up %s: %w", path, err)
	}
	return &termiosPort{fd: fd}, nil
}

func setRaw(fd, baud int, timeout time.Duration) error {
	t, err := unix.IoctlGetTermios(fd, unix.TIOCGETA)
	if err != nil {
		return err
	}
	t.Iflag &^= unix.IGNBRK | unix.BRKINT | unix.PARMRK | unix.ISTRIP | unix.INLCR | unix.IGNCR | unix.ICRNL | unix.IXON | unix.IXOFF | unix.IXANY
	t.Oflag &^= unix.OPOST
	t.Lflag &^= unix.ECHO | unix.ECHONL | unix.ICANON | unix.ISIG | unix.IEXTEN
	t.Cflag &^= unix.CSIZE | unix.PARENB | unix.CSTOPB | unix.CRTSCTS
	t.Cflag |= unix.CS8 | unix.CREAD | unix.CLOCAL
	// On macOS the speed fields hold the rate itself (B9600 is 9600).
	t.Ispeed, t.Ospeed = uint64(baud), uint64(baud)
	t.Cc[unix.VMIN] = 0
	t.Cc[unix.VTIME] = uint8(max(timeout/(100*time.Millisecond), 1))
	if err := unix.IoctlSetTermios(fd, unix.TIOCSETA, t); err != nil {
		return err
	}
	return unix.SetNonblock(fd, false) // reads wait (up to VTIME)
}

func (p *termiosPort) Read(b []byte) (int, error) {
	for {
		n, err := unix.Read(p.fd, b)
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if err != nil {
			return 0, err
		}
		return n, nil
	}
}

func (p *termiosPort) Write(b []byte) (int, error) {
	written := 0
	for written < len(b) {
		n, err := unix.Write(p.fd, b[written:])
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if err != nil {
			return written, err
		}
		written += n
	}
	return written, nil
}

func (p *termiosPort) Close() error { return unix.Close(p.fd) }
