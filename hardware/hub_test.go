package hardware

import (
	"bytes"
	"go/parser"
	"go/token"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/frame/frametest"
)

// fastRetry keeps reconnect tests short.
var fastRetry = Retry{Min: 50 * time.Millisecond, Max: 200 * time.Millisecond}

// plug opens a pseudo-terminal and points link at its slave, as udev does
// with /dev/serial/by-id links when a reader is (re)plugged.
func plug(tb testing.TB, link string) *os.File {
	tb.Helper()
	master, slave, err := pty.Open()
	require.NoError(tb, err)
	tb.Cleanup(func() { master.Close(); slave.Close() })
	_ = os.Remove(link)
	require.NoError(tb, os.Symlink(slave.Name(), link))
	return master
}

func openHub(tb testing.TB, devs ...Device) *Hub {
	tb.Helper()
	return openHubWith(tb, Options{Log: slog.New(slog.DiscardHandler)}, devs...)
}

func openHubWith(tb testing.TB, o Options, devs ...Device) *Hub {
	tb.Helper()
	h := Open(Config{Retry: fastRetry, Devices: devs}, o)
	tb.Cleanup(func() { h.Close() })
	return h
}

// syncBuffer is a log sink the supervisors may write while the test reads.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}
func (s *syncBuffer) String() string { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }

func statusOf(h *Hub, name string) Status {
	for _, s := range h.Status() {
		if s.Name == name {
			return s
		}
	}
	return Status{}
}

func waitState(tb testing.TB, h *Hub, name string, want State) Status {
	tb.Helper()
	require.Eventually(tb, func() bool { return statusOf(h, name).State == want }, 3*time.Second, 10*time.Millisecond,
		"%s never became %s: %+v", name, want, statusOf(h, name))
	return statusOf(h, name)
}

func nextScan(tb testing.TB, h *Hub) Scan {
	tb.Helper()
	select {
	case s := <-h.Scans():
		return s
	case <-time.After(3 * time.Second):
		tb.Fatal("no scan within 3 s")
	}
	return Scan{}
}

func write(tb testing.TB, f *os.File, s string) {
	tb.Helper()
	_, err := f.Write([]byte(s))
	require.NoError(tb, err)
}

func TestHubSerialReader(t *testing.T) {
	link := filepath.Join(t.TempDir(), "usb-rdm6300")
	master := plug(t, link)
	// The reads' clock is the test's: the duplicate filter sees the same
	// times however busy the machine is.
	at := time.Date(2026, 1, 2, 20, 0, 0, 0, time.UTC)
	var logs syncBuffer
	h := openHubWith(t, Options{Log: slog.New(slog.NewTextHandler(&logs, nil)), Now: func() time.Time { return at }},
		Device{Name: "tiles", Kind: KindRDM6300, Port: link})
	waitState(t, h, "tiles", Connected)

	t.Run("frames, noise and bad checksums", func(t *testing.T) {
		write(t, master, "\xffnoise\x021300AB4F21D6\x03")
		s := nextScan(t, h)
		assert.Equal(t, Scan{Tag: "1300AB4F21", Reader: "tiles", At: at}, s)
		write(t, master, "\x021300AB4F21D7\x03") // bad checksum
		write(t, master, "\x02010203"+"040501\x03")
		assert.Equal(t, "0102030405", nextScan(t, h).Tag)
		assert.Equal(t, uint64(1), statusOf(h, "tiles").BadFrames)
		for range 3 {
			write(t, master, "\x021300AB4F21D7\x03")
		}
		require.Eventually(t, func() bool { return statusOf(h, "tiles").BadFrames == 4 }, 3*time.Second, 5*time.Millisecond)
		assert.Equal(t, 1, strings.Count(logs.String(), "reader bad frame"), "bad frames are logged, rate-limited:\n%s", logs.String())
		assert.Contains(t, logs.String(), `msg="reader connected" device=tiles`)
	})

	t.Run("a tile lying on the reader counts once", func(t *testing.T) {
		for range 5 {
			write(t, master, frameOf(t, "AABBCCDDEE"))
		}
		assert.Equal(t, "AABBCCDDEE", nextScan(t, h).Tag)
		select {
		case s := <-h.Scans():
			t.Fatalf("repeat frame counted again: %+v", s)
		case <-time.After(200 * time.Millisecond):
		}
		require.Eventually(t, func() bool { return statusOf(h, "tiles").Reads == 7 }, 3*time.Second, 5*time.Millisecond)
		assert.Equal(t, uint64(4), statusOf(h, "tiles").Duplicates)
	})

	t.Run("unplug then replug on a new pty behind the same link", func(t *testing.T) {
		require.NoError(t, master.Close())
		st := waitState(t, h, "tiles", Retrying)
		assert.Contains(t, st.LastError, "unplugged")
		// The log line follows the status change: wait for it, not for the scheduler.
		require.Eventually(t, func() bool { return strings.Contains(logs.String(), `msg="reader lost" device=tiles`) },
			3*time.Second, 5*time.Millisecond, "the unplug is logged:\n%s", logs.String())
		assert.Equal(t, uint64(1), st.Reconnects)

		master2 := plug(t, link)
		waitState(t, h, "tiles", Connected)
		write(t, master2, frameOf(t, "0A0B0C0D0E"))
		assert.Equal(t, "0A0B0C0D0E", nextScan(t, h).Tag)
	})
}

func frameOf(tb testing.TB, id string) string {
	tb.Helper()
	b, err := frametest.EM4100(id)
	require.NoError(tb, err)
	return string(b)
}

func TestHubWithoutDevices(t *testing.T) {
	h := openHub(t)
	assert.Empty(t, h.Status())
	require.NoError(t, h.Close())
	_, open := <-h.Scans()
	assert.False(t, open, "Close closes Scans")
	_, open = <-h.Presses()
	assert.False(t, open, "Close closes Presses")
	assert.NoError(t, h.Close(), "Close twice is fine")
}

func TestHubMissingDeviceAppearsLater(t *testing.T) {
	link := filepath.Join(t.TempDir(), "usb-scanner")
	h := openHub(t,
		Device{Name: "scanner", Kind: KindLine, Port: link, Terminator: 0},
		Device{Name: "spare", Kind: KindID12, Port: "/dev/serial/by-id/not-plugged", Disabled: true},
		Device{Name: "console", Kind: KindVirtual},
	)
	require.Eventually(t, func() bool { return statusOf(h, "scanner").LastError != "" }, 3*time.Second, 10*time.Millisecond)
	st := statusOf(h, "scanner")
	assert.Equal(t, Absent, st.State)
	assert.Contains(t, st.LastError, "no such file")
	assert.Equal(t, Disabled, statusOf(h, "spare").State)

	// The virtual reader works while the scanner is missing.
	waitState(t, h, "console", Connected)
	require.NoError(t, h.Inject("console", " r5 "))
	assert.Equal(t, Scan{Tag: "r5", Reader: "console"}, withoutTime(nextScan(t, h)))
	assert.EqualError(t, h.Inject("scanner", "r5"), `reader "scanner" is a line reader, not virtual`)
	assert.EqualError(t, h.Inject("nobody", "r5"), `unknown reader "nobody"`)
	assert.NoError(t, h.Feedback("console", false), "no feedback pins is not an error")

	master := plug(t, link) // hot plug
	waitState(t, h, "scanner", Connected)
	write(t, master, "CODE-777\r")
	assert.Equal(t, Scan{Tag: "CODE-777", Reader: "scanner"}, withoutTime(nextScan(t, h)))

	names := []string{}
	for _, s := range h.Status() {
		names = append(names, s.Name)
	}
	assert.Equal(t, []string{"scanner", "spare", "console"}, names)
}

func withoutTime(s Scan) Scan { s.At = time.Time{}; return s }

// TestBadConfigDegrades: a device with a config error is shown, never
// opened; the others run; a problem of the whole file shows as "config".
func TestBadConfigDegrades(t *testing.T) {
	cfg, err := ParseConfig([]byte("bogus = 1\n[[device]]\nname=\"cards\"\nkind=\"mfrc522\"\nreset_pin=\"GPIO25\"\n[[device]]\nname=\"console\"\nkind=\"virtual\"\n"))
	require.Error(t, err)
	var logs syncBuffer
	h := Open(cfg, Options{Log: slog.New(slog.NewTextHandler(&logs, nil))})
	defer h.Close()
	waitState(t, h, "console", Connected)
	assert.Contains(t, logs.String(), `mfrc522 needs irq_pin`, "the problem is logged")
	st := h.Status()
	require.Len(t, st, 3)
	assert.Equal(t, Misconfigured, st[0].State)
	assert.Equal(t, "mfrc522 needs irq_pin", st[0].LastError)
	assert.Equal(t, Status{Name: "config", Kind: KindConfig, State: Misconfigured, Since: st[2].Since, LastError: "unknown key bogus"}, st[2])
	require.NoError(t, h.Inject("console", "r5"))
	assert.Equal(t, "r5", nextScan(t, h).Tag)
}

func TestHubGPIODevicesWithoutGPIO(t *testing.T) {
	// On a machine without these pins (CI, a laptop) the devices stay absent
	// and the service keeps running.
	h := openHub(t,
		Device{Name: "cards", Kind: KindMFRC522, ResetPin: "NO_SUCH_PIN_1", IRQPin: "NO_SUCH_PIN_2"},
		Device{Name: "buttons", Kind: KindButtons, NextPin: "NO_SUCH_PIN_3"},
	)
	for _, name := range []string{"cards", "buttons"} {
		require.Eventually(t, func() bool { return statusOf(h, name).LastError != "" }, 3*time.Second, 10*time.Millisecond)
		st := statusOf(h, name)
		assert.Equal(t, Absent, st.State, "%s: %s", name, st.LastError)
		t.Logf("%s: %s", name, st.LastError)
	}
}

// TestImportsNothingOfOurs enforces the house rule: hardware and its
// subpackages import no other Tablemate package.
func TestImportsNothingOfOurs(t *testing.T) {
	const mod = "github.com/tablemate/tablemate/"
	fset := token.NewFileSet()
	n := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		n++
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(p, mod) && !strings.HasPrefix(p, mod+"hardware") {
				t.Errorf("%s imports %s", path, p)
			}
		}
		return nil
	})
	require.NoError(t, err)
	assert.Greater(t, n, 10)
}

// TestHubNewKinds: a keyboard scanner whose path is missing is absent, one
// whose path is not an input device says so; a PN532 that never answers
// shows "not responding" with what to check. All are retried.
func TestHubNewKinds(t *testing.T) {
	dir := t.TempDir()
	ttyLink := filepath.Join(dir, "not-a-keyboard")
	plug(t, ttyLink)
	nfcLink := filepath.Join(dir, "usb-pn532")
	master := plug(t, nfcLink)
	go func() { // a serial line with nothing on the far end: it swallows every command
		buf := make([]byte, 256)
		for {
			if _, err := master.Read(buf); err != nil {
				return
			}
		}
	}()
	h := openHub(t,
		Device{Name: "gone", Kind: KindKeyboard, Path: filepath.Join(dir, "usb-scanner-event-kbd")},
		Device{Name: "tty", Kind: KindKeyboard, Path: ttyLink},
		Device{Name: "nfc", Kind: KindPN532, Port: nfcLink},
	)
	require.Eventually(t, func() bool { return statusOf(h, "gone").LastError != "" }, 3*time.Second, 10*time.Millisecond)
	assert.Equal(t, Absent, statusOf(h, "gone").State)
	require.Eventually(t, func() bool { return statusOf(h, "tty").LastError != "" }, 3*time.Second, 10*time.Millisecond)
	assert.Contains(t, statusOf(h, "tty").LastError, "is not an input device")
	st := waitState(t, h, "nfc", NotResponding)
	assert.Contains(t, st.LastError, "PN532 does not answer")
	assert.Contains(t, st.LastError, "HSU")
}
