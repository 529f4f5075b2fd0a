package serialscan

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"golang.org/x/sys/unix"

	"github.com/tablemate/tablemate/hardware/frame"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// newPTY opens a pseudo-terminal and returns its master and a symlink to its
// slave, the way /dev/serial/by-id links point at /dev/ttyUSBn.
func newPTY(tb testing.TB) (master *os.File, link string) {
	tb.Helper()
	master, slave, err := pty.Open()
	require.NoError(tb, err)
	tb.Cleanup(func() { master.Close(); slave.Close() })
	link = filepath.Join(tb.TempDir(), "usb-reader")
	require.NoError(tb, os.Symlink(slave.Name(), link))
	return master, link
}

// startRun runs the read loop over a freshly opened port and returns channels
// for decoded ids, bad counts and the loop's final error.
func startRun(tb testing.TB, link string, dec frame.Decoder) (ids chan string, bad chan int, done chan error, cancel func()) {
	tb.Helper()
	p, err := Open(link, 9600, 0)
	require.NoError(tb, err)
	ctx, cancel := context.WithCancel(context.Background())
	ids, bad, done = make(chan string, 16), make(chan int, 16), make(chan error, 1)
	go func() {
		done <- Run(ctx, p, dec, Handler{
			Tag: func(id string, _ time.Time) { ids <- id },
			Bad: func(n int) { bad <- n },
		}, nil)
		p.Close()
	}()
	tb.Cleanup(cancel)
	return ids, bad, done, cancel
}

// drained waits until the read loop has taken every byte written to the
// port: none is left unread in the terminal's input queue.
func drained(tb testing.TB, link string) {
	tb.Helper()
	f, err := os.OpenFile(link, os.O_RDONLY|syscall.O_NOCTTY|syscall.O_NONBLOCK, 0)
	require.NoError(tb, err)
	defer f.Close()
	waitfor.Until(tb, 3*time.Second, "the reader to take the bytes written", func() bool {
		n, err := unix.IoctlGetInt(int(f.Fd()), unix.TIOCINQ)
		return err == nil && n == 0
	})
}

func recv[T any](tb testing.TB, ch chan T) T {
	tb.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(3 * time.Second):
		tb.Fatal("nothing received within 3 s")
	}
	var zero T
	return zero
}

func TestReadOverPTY(t *testing.T) {
	t.Run("frames, noise, bad checksum, split frame", func(t *testing.T) {
		master, link := newPTY(t)
		ids, bad, done, cancel := startRun(t, link, new(frame.EM4100))

		_, err := master.Write([]byte("\x00noise\xff\x021300AB4F21D6\x03"))
		require.NoError(t, err)
		assert.Equal(t, "1300AB4F21", recv(t, ids))

		_, err = master.Write([]byte("\x021300AB4F21D7\x03"))
		require.NoError(t, err)
		assert.Equal(t, 1, recv(t, bad))

		// A frame split across reads: each part is read before the next is
		// written. 01^02^03^04^05 = 01.
		_, err = master.Write([]byte("\x0201020"))
		require.NoError(t, err)
		drained(t, link)
		_, err = master.Write([]byte("30405"))
		require.NoError(t, err)
		drained(t, link)
		_, err = master.Write([]byte("01\x03"))
		require.NoError(t, err)
		assert.Equal(t, "0102030405", recv(t, ids))

		cancel()
		assert.NoError(t, recv(t, done), "cancel ends the loop without error")
		assert.Empty(t, ids)
	})

	t.Run("barcode lines", func(t *testing.T) {
		master, link := newPTY(t)
		ids, _, _, _ := startRun(t, link, &frame.Lines{Term: frame.CRLF})
		_, err := master.Write([]byte("TAGIRON-R5\r"))
		require.NoError(t, err)
		drained(t, link) // the CR and the LF come in different reads
		_, err = master.Write([]byte("\n\r\nB7\r\n"))
		require.NoError(t, err)
		assert.Equal(t, "TAGIRON-R5", recv(t, ids))
		assert.Equal(t, "B7", recv(t, ids))
	})
}

func TestUnplug(t *testing.T) {
	t.Run("closing the master is an unplug", func(t *testing.T) {
		master, link := newPTY(t)
		ids, _, done, _ := startRun(t, link, new(frame.EM4100))
		// The loop is reading: a frame comes through.
		_, err := master.Write([]byte("\x021300AB4F21D6\x03"))
		require.NoError(t, err)
		assert.Equal(t, "1300AB4F21", recv(t, ids))
		start := time.Now()
		require.NoError(t, master.Close())
		err = recv(t, done)
		assert.ErrorIs(t, err, ErrUnplugged)
		assert.Less(t, time.Since(start), time.Second)
	})

	t.Run("vanished path is an unplug", func(t *testing.T) {
		_, link := newPTY(t)
		_, _, done, _ := startRun(t, link, new(frame.EM4100))
		require.NoError(t, os.Remove(link))
		assert.ErrorIs(t, recv(t, done), ErrUnplugged)
	})

	t.Run("re-pointed symlink is an unplug", func(t *testing.T) {
		_, link := newPTY(t)
		_, other := newPTY(t)
		_, _, done, _ := startRun(t, link, new(frame.EM4100))
		target, err := os.Readlink(other)
		require.NoError(t, err)
		require.NoError(t, os.Remove(link))
		require.NoError(t, os.Symlink(target, link))
		assert.ErrorIs(t, recv(t, done), ErrUnplugged)
	})

	t.Run("missing device", func(t *testing.T) {
		_, err := Open(filepath.Join(t.TempDir(), "nothing"), 9600, 0)
		assert.True(t, errors.Is(err, fs.ErrNotExist), "got %v", err)
	})

	t.Run("bad baud rate", func(t *testing.T) {
		_, link := newPTY(t)
		_, err := Open(link, 12345, 0)
		assert.Error(t, err)
	})
}
