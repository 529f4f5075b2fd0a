//go:build linux && !tablemate_portable

package keyboard

import (
	"context"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// keystrokes is what a HID scanner sends for s, as the kernel reports it:
// for each character an MSC_SCAN, the key press, SYN, the release, SYN,
// with shift held around upper-case letters and symbols; then Enter.
func keystrokes(tb testing.TB, s string, end uint16) []Event {
	tb.Helper()
	rev := map[rune][2]uint16{} // rune -> code, shifted
	for code, pair := range usLayout {
		if code >= 55 && code != 57 { // keypad: the scanner uses the main keys
			continue
		}
		if _, ok := rev[pair[0]]; !ok {
			rev[pair[0]] = [2]uint16{code, 0}
		}
		if pair[1] != pair[0] {
			rev[pair[1]] = [2]uint16{code, 1}
		}
	}
	syn := Event{Type: EvSyn}
	var evs []Event
	key := func(code uint16, v int32) {
		evs = append(evs, Event{Type: 4, Code: 4, Value: 0x70000 + int32(code)}, Event{Type: EvKey, Code: code, Value: v}, syn)
	}
	for _, r := range s {
		k, ok := rev[r]
		require.True(tb, ok, "no key for %q", r)
		if k[1] == 1 {
			key(KeyLeftShift, Press)
		}
		key(k[0], Press)
		key(k[0], Release)
		if k[1] == 1 {
			key(KeyLeftShift, Release)
		}
	}
	key(end, Press)
	key(end, Release)
	return evs
}

func record(evs []Event, size int) []byte {
	var b []byte
	for i, ev := range evs {
		b = AppendEvent(b, size, 1767384000, int64(i*1000), ev)
	}
	return b
}

func TestRecordLayouts(t *testing.T) {
	// One KEY_A press as each kernel writes it: time (two longs), type,
	// code, value, little-endian.
	const (
		at64 = "c0a3576900000000" + "e803000000000000" + "0100" + "1e00" + "01000000"
		at32 = "c0a35769" + "e8030000" + "0100" + "1e00" + "01000000"
	)
	ev := Event{Type: EvKey, Code: 30, Value: Press}
	assert.Equal(t, at64, hex.EncodeToString(AppendEvent(nil, EventSize64, 1767351232, 1000, ev)))
	assert.Equal(t, at32, hex.EncodeToString(AppendEvent(nil, EventSize32, 1767351232, 1000, ev)))
	for _, h := range []string{at64, at32} {
		b, _ := hex.DecodeString(h)
		evs, used := ParseEvents(b, len(b))
		assert.Equal(t, []Event{ev}, evs)
		assert.Equal(t, len(b), used)
	}
	assert.Contains(t, []int{EventSize64, EventSize32}, EventSize)
}

func TestDecoderBothLayouts(t *testing.T) {
	codes := []string{"TAGIRON-R5", "TM-7KQ2H-X4M9P3" /* a printed label (companion/labels) */, "https://x.example/s/Ab3_z?k=1&t=2", "lexio:c9 SUN", "0123456789"}
	for _, size := range []int{EventSize64, EventSize32} {
		t.Run(map[int]string{24: "64-bit", 16: "32-bit arm"}[size], func(t *testing.T) {
			var stream []byte
			for _, c := range codes {
				stream = append(stream, record(keystrokes(t, c, KeyEnter), size)...)
			}
			// Fed in uneven pieces, as reads split it.
			d := &Decoder{Size: size}
			var got []string
			for i := 0; i < len(stream); i += 7 {
				ids, bad := d.Feed(stream[i:min(i+7, len(stream))])
				assert.Zero(t, bad)
				got = append(got, ids...)
			}
			assert.Equal(t, codes, got)
		})
	}
}

func TestDecoderEdges(t *testing.T) {
	feed := func(d *Decoder, evs []Event) ([]string, int) { return d.Feed(record(evs, EventSize)) }

	t.Run("caps lock and shift", func(t *testing.T) {
		evs := []Event{{EvKey, KeyCapsLock, Press}, {EvKey, KeyCapsLock, Release}}
		evs = append(evs, keystrokes(t, "aB1", KeyEnter)...)
		got, bad := feed(&Decoder{}, evs)
		assert.Equal(t, []string{"Ab1"}, got)
		assert.Zero(t, bad)
	})
	t.Run("tab ends a code only when configured", func(t *testing.T) {
		got, _ := feed(&Decoder{Tab: true}, keystrokes(t, "r5", KeyTab))
		assert.Equal(t, []string{"r5"}, got)
		got, bad := feed(&Decoder{}, keystrokes(t, "r5", KeyTab))
		assert.Empty(t, got)
		assert.Zero(t, bad)
	})
	t.Run("keypad enter, empty codes, spaces", func(t *testing.T) {
		evs := keystrokes(t, "", KeyEnter)
		evs = append(evs, keystrokes(t, "  b7 ", KeyKPEnter)...)
		got, bad := feed(&Decoder{}, evs)
		assert.Equal(t, []string{"b7"}, got)
		assert.Zero(t, bad)
	})
	t.Run("an unknown key spoils the code only", func(t *testing.T) {
		evs := keystrokes(t, "ab", KeyEnter)
		evs = append(evs[:3], append([]Event{{EvKey, 59 /* F1 */, Press}}, evs[3:]...)...)
		evs = append(evs, keystrokes(t, "cd", KeyEnter)...)
		got, bad := feed(&Decoder{}, evs)
		assert.Equal(t, []string{"cd"}, got)
		assert.Equal(t, 1, bad)
	})
	t.Run("over-long code", func(t *testing.T) {
		got, bad := feed(&Decoder{Max: 4}, append(keystrokes(t, "abcde", KeyEnter), keystrokes(t, "abcd", KeyEnter)...))
		assert.Equal(t, []string{"abcd"}, got)
		assert.Equal(t, 1, bad)
	})
	t.Run("auto-repeat is ignored", func(t *testing.T) {
		got, _ := feed(&Decoder{}, []Event{{EvKey, 30, Press}, {EvKey, 30, Repeat}, {EvKey, 30, Release}, {EvKey, KeyEnter, Press}})
		assert.Equal(t, []string{"a"}, got)
	})
}

// pipeDevice is a Device on a pipe: the kernel's read and poll paths
// without an input device (the loop's own behaviour; Open's grab is
// tested on real devices below).
func pipeDevice(t *testing.T) (*Device, *os.File) {
	r, w, err := os.Pipe()
	require.NoError(t, err)
	fd, err := unix.Dup(int(r.Fd()))
	require.NoError(t, err)
	r.Close()
	require.NoError(t, unix.SetNonblock(fd, true))
	t.Cleanup(func() { w.Close() })
	return &Device{path: "pipe", fd: fd, ident: nil, lastCheck: time.Now().Add(time.Hour)}, w
}

func TestRunLoop(t *testing.T) {
	d, w := pipeDevice(t)
	defer d.Close()
	at := time.Date(2026, 1, 2, 20, 0, 0, 0, time.UTC)
	type got struct {
		code string
		at   time.Time
	}
	codes, bads := make(chan got, 8), make(chan int, 8)
	done := make(chan error, 1)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		done <- Run(ctx, d, &Decoder{}, Handler{
			Tag: func(c string, t time.Time) { codes <- got{c, t} },
			Bad: func(n int) { bads <- n },
		}, func() time.Time { return at })
	}()
	stream := record(keystrokes(t, "Code-777", KeyEnter), EventSize)
	_, err := w.Write(stream[:30])
	require.NoError(t, err)
	_, err = w.Write(stream[30:])
	require.NoError(t, err)
	select {
	case g := <-codes:
		assert.Equal(t, got{"Code-777", at}, g)
	case <-time.After(5 * time.Second):
		t.Fatal("no code")
	}
	_, err = w.Write(record([]Event{{EvKey, 59, Press}, {EvKey, KeyEnter, Press}}, EventSize))
	require.NoError(t, err)
	select {
	case n := <-bads:
		assert.Equal(t, 1, n)
	case <-time.After(5 * time.Second):
		t.Fatal("no bad count")
	}
	// The writer going away is what an unplug looks like on a pipe.
	require.NoError(t, w.Close())
	select {
	case err := <-done:
		assert.ErrorIs(t, err, ErrUnplugged)
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not notice the hang-up")
	}
}

func TestOpenRefusals(t *testing.T) {
	_, err := Open(filepath.Join(t.TempDir(), "usb-scanner-event-kbd"))
	assert.True(t, errors.Is(err, fs.ErrNotExist), "got %v", err)

	// A terminal is a character device but not an input device.
	_, tty, err := pty.Open()
	require.NoError(t, err)
	defer tty.Close()
	_, err = Open(tty.Name())
	assert.ErrorContains(t, err, "is not an input device")
}

// uinput ioctls (linux/uinput.h).
const (
	uiSetEvBit   = 0x40045564 // _IOW('U', 100, int)
	uiSetKeyBit  = 0x40045565 // _IOW('U', 101, int)
	uiDevSetup   = 0x405c5503 // _IOW('U', 3, struct uinput_setup), 92 bytes
	uiDevCreate  = 0x5501     // _IO('U', 1)
	uiDevDestroy = 0x5502     // _IO('U', 2)
)

func uiGetSysname(n int) uint { return 0x80000000 | uint(n)<<16 | 'U'<<8 | 44 }

// virtualKeyboard creates a real kernel keyboard through /dev/uinput and
// returns the uinput file (write events to it) and its /dev/input/eventN.
func virtualKeyboard(t *testing.T) (*os.File, string) {
	ui, err := os.OpenFile("/dev/uinput", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no kernel input device can be made here (/dev/uinput: %v); "+
			"on a machine with it, `modprobe uinput` and run as root to test the grab on a real device", err)
	}
	t.Cleanup(func() { ui.Close() })
	fd := int(ui.Fd())
	require.NoError(t, unix.IoctlSetInt(fd, uiSetEvBit, EvKey))
	for code := range 120 {
		require.NoError(t, unix.IoctlSetInt(fd, uiSetKeyBit, code))
	}
	setup := make([]byte, 92) // input_id{bustype, vendor, product, version}, name[80], ff_effects_max
	copy(setup[0:], []byte{0x03, 0x00, 0x34, 0x12, 0x78, 0x56, 0x01, 0x00})
	copy(setup[8:], "Tablemate test scanner")
	_, _, errno := unix.Syscall(unix.SYS_IOCTL, uintptr(fd), uiDevSetup, uintptr(unsafePointer(setup)))
	require.Zero(t, errno, "UI_DEV_SETUP")
	_, _, errno = unix.Syscall(unix.SYS_IOCTL, uintptr(fd), uiDevCreate, 0)
	require.Zero(t, errno, "UI_DEV_CREATE")
	t.Cleanup(func() { unix.Syscall(unix.SYS_IOCTL, uintptr(fd), uiDevDestroy, 0) })
	name := make([]byte, 64)
	_, _, errno = unix.Syscall(unix.SYS_IOCTL, uintptr(fd), uintptr(uiGetSysname(len(name))), uintptr(unsafePointer(name)))
	require.Zero(t, errno, "UI_GET_SYSNAME")
	sys := filepath.Join("/sys/devices/virtual/input", strings.TrimRight(string(name), "\x00"))
	var node string
	require.Eventually(t, func() bool {
		ents, _ := os.ReadDir(sys)
		for _, e := range ents {
			if strings.HasPrefix(e.Name(), "event") {
				node = "/dev/input/" + e.Name()
				_, err := os.Stat(node)
				return err == nil
			}
		}
		return false
	}, 5*time.Second, 20*time.Millisecond, "udev made no /dev/input node for %s", sys)
	return ui, node
}

func TestRealKeyboardThroughUinput(t *testing.T) {
	ui, node := virtualKeyboard(t)
	d, err := Open(node)
	require.NoError(t, err)
	_, err = Open(node)
	assert.ErrorContains(t, err, "grabbed by another program", "EVIOCGRAB holds it for one reader")

	codes := make(chan string, 4)
	done := make(chan error, 1)
	go func() {
		done <- Run(context.Background(), d, &Decoder{}, Handler{Tag: func(c string, _ time.Time) { codes <- c }}, nil)
	}()
	_, err = ui.Write(record(keystrokes(t, "Tagiron-B7", KeyEnter), EventSize))
	require.NoError(t, err)
	select {
	case c := <-codes:
		assert.Equal(t, "Tagiron-B7", c)
	case <-time.After(5 * time.Second):
		t.Fatal("no code from the kernel device")
	}
	// Unplug: destroying the device is what pulling the USB cable does.
	_, _, errno := unix.Syscall(unix.SYS_IOCTL, ui.Fd(), uiDevDestroy, 0)
	require.Zero(t, errno)
	select {
	case err := <-done:
		assert.ErrorIs(t, err, ErrUnplugged)
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not notice the unplug")
	}
	d.Close()
}
