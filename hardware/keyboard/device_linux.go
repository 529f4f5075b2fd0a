//go:build linux && !tablemate_portable

package keyboard

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// Available reports whether this build can read keyboard scanners: on
// Linux, through evdev.
const Available = true

// evIOCGrab is EVIOCGRAB, _IOW('E', 0x90, int): with 1 the device's events
// go to this file descriptor only.
const evIOCGrab = 0x40044590

// poll is how long one Read waits for input, so Run notices its context.
const poll = 200 * time.Millisecond

// checkEvery is how often the device path is checked while idle.
const checkEvery = time.Second

// Device is an open, grabbed input device. Read and Close must not be
// called concurrently: the read loop owns the Device.
type Device struct {
	path      string
	fd        int
	ident     os.FileInfo
	lastCheck time.Time
}

// Open opens the input device at path (a /dev/input/by-id/ link is fine)
// and grabs it. A missing path gives an error matching fs.ErrNotExist;
// no permission, an error matching fs.ErrPermission (the service user
// must be in group input).
func Open(path string) (*Device, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	if err := unix.IoctlSetInt(fd, evIOCGrab, 1); err != nil {
		unix.Close(fd)
		switch {
		case errors.Is(err, unix.EBUSY):
			return nil, fmt.Errorf("%s is grabbed by another program (stop it, or check `fuser %s`)", path, path)
		case errors.Is(err, unix.ENOTTY), errors.Is(err, unix.EINVAL):
			return nil, fmt.Errorf("%s is not an input device: name the scanner's /dev/input/by-id/…-event-kbd", path)
		}
		return nil, fmt.Errorf("grab %s: %w", path, err)
	}
	return &Device{path: path, fd: fd, ident: fi, lastCheck: time.Now()}, nil
}

// Read waits up to 200 ms for input and reads it; no input is (0, nil).
// An error wraps ErrUnplugged when the device is gone.
func (d *Device) Read(b []byte) (int, error) {
	fds := []unix.PollFd{{Fd: int32(d.fd), Events: unix.POLLIN}}
	n, err := unix.Poll(fds, int(poll/time.Millisecond))
	switch {
	case errors.Is(err, unix.EINTR):
		return 0, nil
	case err != nil:
		return 0, fmt.Errorf("poll %s: %w", d.path, err)
	case n == 0:
		return 0, d.check()
	case fds[0].Revents&unix.POLLIN == 0 && fds[0].Revents&(unix.POLLERR|unix.POLLHUP|unix.POLLNVAL) != 0:
		return 0, fmt.Errorf("%w: %s hung up", ErrUnplugged, d.path)
	}
	n, err = unix.Read(d.fd, b)
	switch {
	case errors.Is(err, unix.EAGAIN), errors.Is(err, unix.EINTR):
		return 0, nil
	case err != nil: // ENODEV once the scanner is pulled out
		return 0, fmt.Errorf("%w: read %s: %v", ErrUnplugged, d.path, err)
	case n == 0:
		return 0, fmt.Errorf("%w: %s: end of file", ErrUnplugged, d.path)
	}
	return n, nil
}

// check fails when the path vanished or names another device now.
func (d *Device) check() error {
	if time.Since(d.lastCheck) < checkEvery {
		return nil
	}
	d.lastCheck = time.Now()
	fi, err := os.Stat(d.path)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUnplugged, err)
	}
	if !os.SameFile(fi, d.ident) || rdev(fi) != rdev(d.ident) {
		return fmt.Errorf("%w: %s now names another device", ErrUnplugged, d.path)
	}
	return nil
}

func rdev(fi os.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Rdev)
	}
	return 0
}

// Close releases the grab and the device.
func (d *Device) Close() error { return unix.Close(d.fd) }
