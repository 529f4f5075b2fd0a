package hardware

import (
	"log/slog"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"periph.io/x/conn/v3/conntest"
	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpioreg"
	"periph.io/x/conn/v3/gpio/gpiotest"
	"periph.io/x/conn/v3/physic"
	"periph.io/x/conn/v3/spi"
	"periph.io/x/conn/v3/spi/spireg"
	"periph.io/x/conn/v3/spi/spitest"
	. "periph.io/x/devices/v3/mfrc522/commands"

	"github.com/tablemate/tablemate/hardware/rfid"
)

// spiOps is the SPI exchange of periph's MFRC522 driver, one register
// access per op (package rfid's tests spell out the whole vocabulary).
type spiOps struct{ ops []conntest.IO }

func (t *spiOps) w(reg int, v byte) {
	t.ops = append(t.ops, conntest.IO{W: []byte{byte(reg<<1) & 0x7E, v}})
}

func (t *spiOps) r(reg int, v byte) {
	t.ops = append(t.ops, conntest.IO{W: []byte{byte(reg<<1)&0x7E | 0x80, 0}, R: []byte{0, v}})
}

// open is mfrc522.NewSPI (soft reset, timers, antenna on) and our version
// check reading version.
func (t *spiOps) open(version byte) {
	t.w(CommandReg, PCD_RESETPHASE)
	t.w(TModeReg, 0x8D)
	t.w(TPrescalerReg, 0x3E)
	t.w(TReloadRegL, 30)
	t.w(TReloadRegH, 0)
	t.w(TxAutoReg, 0x40)
	t.w(ModeReg, 0x3D)
	t.w(RFCfgReg, 4<<4)
	t.r(TxControlReg, 0x80)
	t.r(TxControlReg, 0x80)
	t.w(TxControlReg, 0x83)
	t.r(VersionReg, version)
}

func (t *spiOps) halt() { t.w(CommandReg, 16) }

// sharedPort is one SPI bus that every session opens again; Close leaves
// the transcript running.
type sharedPort struct{ *spitest.Playback }

func (sharedPort) Close() error { return nil }

// Connect connects again, as each open of the real bus does.
func (p sharedPort) Connect(f physic.Frequency, mode spi.Mode, bits int) (spi.Conn, error) {
	p.Lock()
	p.Initialized = false
	p.Unlock()
	return p.Playback.Connect(f, mode, bits)
}

// TestMFRC522States runs an MFRC522 through the Hub on a recorded SPI
// transcript: a module loses a wire (its version register reads 0x00),
// is reopened while silent, answers again, and loses the wire a second
// time within a few seconds. It stays "not responding" with its hint the
// whole time it is silent, and every change of state is in the log.
func TestMFRC522States(t *testing.T) {
	var tr spiOps
	tr.open(0x92)          // 1: connected,
	tr.r(VersionReg, 0x00) // the health check finds it silent: lost
	tr.halt()
	tr.open(0x00)          // 2: reopened while silent
	tr.open(0xFF)          // 3: again (a repeat of the same state)
	tr.open(0x92)          // 4: it answers: connected,
	tr.r(VersionReg, 0x00) // and is lost again
	tr.halt()
	// Then every transfer fails (the transcript is used up): still silent.
	bus := &spitest.Playback{Playback: conntest.Playback{Ops: tr.ops, DontPanic: true}}
	require.NoError(t, spireg.Register("TM_TEST_SPI", nil, -1, func() (spi.PortCloser, error) { return sharedPort{bus}, nil }))
	t.Cleanup(func() { _ = spireg.Unregister("TM_TEST_SPI") })
	reset := &gpiotest.Pin{N: "TM_TEST_RST", Num: 9101}
	irq := &gpiotest.Pin{N: "TM_TEST_IRQ", Num: 9102, EdgesChan: make(chan gpio.Level, 1)}
	for _, p := range []gpio.PinIO{reset, irq} {
		require.NoError(t, gpioreg.Register(p))
		t.Cleanup(func() { _ = gpioreg.Unregister(p.Name()) })
	}

	// Each reading of the clock is a health check's worth later, so Run
	// checks the chip before every poll.
	var ticks atomic.Int64
	start := time.Date(2026, 1, 2, 20, 0, 0, 0, time.UTC)
	clock := func() time.Time { return start.Add(time.Duration(ticks.Add(1)) * rfid.HealthEvery) }
	var logs syncBuffer
	h := openHubWith(t, Options{Log: slog.New(slog.NewTextHandler(&logs, nil)), Now: clock},
		Device{Name: "nfc", Kind: KindMFRC522, Bus: "TM_TEST_SPI", ResetPin: "TM_TEST_RST", IRQPin: "TM_TEST_IRQ", Poll: 20 * time.Millisecond})

	lines := func() []string {
		var out []string
		for _, l := range strings.Split(logs.String(), "\n") {
			if m := regexp.MustCompile(`msg="reader ([a-z ]+)".*?(?:state=([a-z_]+)|$)`).FindStringSubmatch(l); m != nil {
				out = append(out, strings.TrimSpace(m[1]+" "+m[2]))
			}
		}
		return out
	}
	want := []string{
		"connected",
		"lost not_responding",
		"cannot open not_responding", // 2 (3 is a repeat: counted, not logged)
		"connected",
		"lost not_responding", // the second loss, seconds after the first
	}
	played := func() bool {
		bus.Lock()
		defer bus.Unlock()
		return bus.Count == len(tr.ops)
	}
	if !assert.Eventually(t, func() bool { return played() && len(lines()) >= len(want) }, 5*time.Second, 5*time.Millisecond) {
		t.Fatalf("the transcript is not played (%d of %d ops) or not logged:\n%s\n%+v", bus.Count, len(tr.ops), logs.String(), statusOf(h, "nfc"))
	}
	// Then reopens fail on the bus itself: still not responding, not logged again.
	require.Eventually(t, func() bool { return strings.Contains(statusOf(h, "nfc").LastError, "conntest") }, 5*time.Second, 5*time.Millisecond)

	st := statusOf(h, "nfc")
	assert.Equal(t, NotResponding, st.State, "%+v", st)
	assert.Contains(t, st.LastError, rfid.NotRespondingHint, "the hint stays while it is silent")
	assert.Equal(t, want, lines(), "every change of state is logged once; the repeat is not:\n%s", logs.String())
	assert.NotContains(t, logs.String(), `state=absent`, "a silent module that was working is never called absent")
}
