package rfid

import (
	"context"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/waitfor"
	"periph.io/x/conn/v3/conntest"
	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpiotest"
	"periph.io/x/conn/v3/spi/spitest"
	. "periph.io/x/devices/v3/mfrc522/commands"
)

// transcript builds the SPI exchange the periph MFRC522 driver performs,
// one register access per op, in the driver's own vocabulary (its register
// write is 2 bytes out; its register read is 2 bytes out, 2 back).
type transcript struct{ ops []conntest.IO }

func (t *transcript) w(reg int, v byte) {
	t.ops = append(t.ops, conntest.IO{W: []byte{byte(reg<<1) & 0x7E, v}})
}

func (t *transcript) r(reg int, v byte) {
	t.ops = append(t.ops, conntest.IO{W: []byte{byte(reg<<1)&0x7E | 0x80, 0}, R: []byte{0, v}})
}

func (t *transcript) setBits(reg int, cur, mask byte)   { t.r(reg, cur); t.w(reg, cur|mask) }
func (t *transcript) clearBits(reg int, cur, mask byte) { t.r(reg, cur); t.w(reg, cur&^mask) }

// init is LowLevel.Init: soft reset, timer and mode set-up, antenna gain 4,
// antenna on (TxControl reads 0x80: antenna off, so it is switched on).
func (t *transcript) init() {
	t.w(CommandReg, PCD_RESETPHASE)
	t.w(TModeReg, 0x8D)
	t.w(TPrescalerReg, 0x3E)
	t.w(TReloadRegL, 30)
	t.w(TReloadRegH, 0)
	t.w(TxAutoReg, 0x40)
	t.w(ModeReg, 0x3D)
	t.w(RFCfgReg, 4<<4)
	t.r(TxControlReg, 0x80)
	t.setBits(TxControlReg, 0x80, 0x03)
}

// transceive is LowLevel.CardWrite(PCD_TRANSCEIVE, out) answered by reply.
// bitFraming is what BitFramingReg holds when the command starts.
func (t *transcript) transceive(bitFraming byte, out, reply []byte) {
	t.w(CommIEnReg, 0x77|0x80)
	t.clearBits(CommIrqReg, 0x00, 0x80)
	t.setBits(FIFOLevelReg, 0x00, 0x80)
	t.w(CommandReg, PCD_IDLE)
	for _, b := range out {
		t.w(FIFODataReg, b)
	}
	t.w(CommandReg, PCD_TRANSCEIVE)
	t.setBits(BitFramingReg, bitFraming, 0x80) // StartSend
	t.r(CommIrqReg, 0x30)                      // RxIRq | IdleIRq: done at once
	t.clearBits(BitFramingReg, bitFraming|0x80, 0x80)
	t.r(ErrorReg, 0x00)
	t.r(FIFOLevelReg, byte(len(reply)))
	t.r(ControlReg, 0x00) // whole bytes
	for _, b := range reply {
		t.r(FIFODataReg, b)
	}
}

// newSPI is mfrc522.NewSPI plus our version check: 11 ops + 1.
func (t *transcript) newSPI(version byte) {
	t.init()
	t.r(VersionReg, version)
}

// readUID is Dev.ReadUID for a card with a 4-byte UID.
func (t *transcript) readUID(uid [4]byte, crc [2]byte) {
	// WaitForEdge, then selectCard: REQA answered by ATQA 04 00.
	t.request([]byte{0x04, 0x00})
	// Anticollision: the UID and its BCC (XOR of the 4 bytes).
	bcc := uid[0] ^ uid[1] ^ uid[2] ^ uid[3]
	serial := append(uid[:], bcc)
	t.w(BitFramingReg, 0x00)
	t.transceive(0x00, []byte{PICC_ANTICOLL, 0x20}, serial)
	t.selectTag(serial, crc, []byte{0x08, 0xB6, 0xDD})
	// ReadUID's deferred StopCrypto.
	t.clearBits(Status2Reg, 0x00, 0x08)
}

func (t *transcript) halt() { t.w(CommandReg, 16) }

func newPins() (*gpiotest.Pin, *gpiotest.Pin) {
	// EdgesChan must exist before the driver calls In() with an edge.
	return &gpiotest.Pin{N: "GPIO25"}, &gpiotest.Pin{N: "GPIO24", EdgesChan: make(chan gpio.Level, 4)}
}

func TestReadUIDPlayback(t *testing.T) {
	var tr transcript
	tr.newSPI(0x92)
	tr.readUID([4]byte{0xDE, 0xAD, 0xBE, 0xEF}, [2]byte{0x12, 0x34})
	tr.readUID([4]byte{0x04, 0x5A, 0x21, 0x9C}, [2]byte{0x56, 0x78})
	// No card: the loop step runs, the IRQ wait times out.
	tr.init()
	tr.w(CommIrqReg, 0x00)
	tr.w(CommIEnReg, 0xA0)
	tr.w(FIFODataReg, 0x26)
	tr.w(CommandReg, 0x0C)
	tr.w(BitFramingReg, 0x87)
	tr.halt()

	// DontPanic: a mismatch becomes an error from the driver, not a crash.
	port := &spitest.Playback{Playback: conntest.Playback{Ops: tr.ops, DontPanic: true}}
	reset, irq := newPins()
	r, err := New(port, reset, irq)
	require.NoError(t, err)
	assert.Equal(t, gpio.High, reset.Read(), "reset released")
	assert.Equal(t, 12, port.Count, "NewSPI does 11 transactions, the version check 1")

	irq.EdgesChan <- gpio.Low // the chip signals a card
	uid, err := r.ReadUID(time.Second)
	require.NoError(t, err)
	assert.Equal(t, "DEADBEEF", uid)

	irq.EdgesChan <- gpio.Low
	uid, err = r.ReadUID(time.Second)
	require.NoError(t, err)
	assert.Equal(t, "045A219C", uid)

	_, err = r.ReadUID(30 * time.Millisecond)
	assert.ErrorIs(t, err, ErrNoCard)

	require.NoError(t, r.Close(), "Close halts and checks every recorded op was used")
	assert.NoError(t, r.Close(), "a second Close does not halt again (the driver would panic)")
}

func TestNewRefusals(t *testing.T) {
	t.Run("no IRQ pin", func(t *testing.T) {
		reset, _ := newPins()
		_, err := New(&spitest.Playback{}, reset, nil)
		assert.EqualError(t, err, "MFRC522 needs an IRQ pin: the driver cannot poll without one")
	})
	t.Run("no chip answers", func(t *testing.T) {
		var tr transcript
		tr.newSPI(0x00)
		port := &spitest.Playback{Playback: conntest.Playback{Ops: tr.ops, DontPanic: true}}
		reset, irq := newPins()
		_, err := New(port, reset, irq)
		assert.ErrorIs(t, err, ErrNotFound)
		assert.NoError(t, port.Close())
	})
	t.Run("wrong exchange is an error, not a panic", func(t *testing.T) {
		port := &spitest.Playback{Playback: conntest.Playback{DontPanic: true}}
		reset, irq := newPins()
		_, err := New(port, reset, irq)
		assert.True(t, conntest.IsErr(errorsUnwrapAll(err)), "got %v", err)
	})
	t.Run("non-positive timeout", func(t *testing.T) {
		var r Reader
		_, err := r.ReadUID(0)
		assert.Error(t, err)
	})
}

func errorsUnwrapAll(err error) error {
	for {
		u, ok := err.(interface{ Unwrap() error })
		if !ok || u.Unwrap() == nil {
			return err
		}
		err = u.Unwrap()
	}
}

// readUID7 is Dev.ReadUID for a card with a 7-byte UID (an NTAG sticker):
// cascade level 1 answers 0x88 (cascade tag) and the first three bytes,
// the SAK says "UID not complete", and the driver's second anticollision
// (0x95) brings the last four.
func (t *transcript) readUID7(uid [7]byte, crc [2]byte) {
	t.request([]byte{0x44, 0x00}) // ATQA of an NTAG
	cl1 := []byte{0x88, uid[0], uid[1], uid[2], 0x88 ^ uid[0] ^ uid[1] ^ uid[2]}
	t.w(BitFramingReg, 0x00)
	t.transceive(0x00, []byte{PICC_ANTICOLL, 0x20}, cl1)
	t.selectTag(cl1, crc, []byte{0x04, 0xDA, 0x17}) // SAK 04: cascade
	cl2 := []byte{uid[3], uid[4], uid[5], uid[6], uid[3] ^ uid[4] ^ uid[5] ^ uid[6]}
	t.w(BitFramingReg, 0x00)
	t.transceive(0x00, []byte{PICC_ANTICOLL2, 0x20}, cl2)
	t.clearBits(Status2Reg, 0x00, 0x08)
}

// noCard is a wait that times out: one REQA loop step, no IRQ edge.
func (t *transcript) noCard() {
	t.init()
	t.w(CommIrqReg, 0x00)
	t.w(CommIEnReg, 0xA0)
	t.w(FIFODataReg, 0x26)
	t.w(CommandReg, 0x0C)
	t.w(BitFramingReg, 0x87)
}

// request is WaitForEdge (init, arm the IRQ, one REQA loop step, then the
// edge) and selectCard's start: init again, REQA (7 bits) answered by atqa.
func (t *transcript) request(atqa []byte) {
	t.noCard()
	t.init()
	t.w(BitFramingReg, 0x07)
	t.transceive(0x07, []byte{0x26}, atqa)
}

// selectTag is SELECT for one cascade level's serial: the CRC computed by
// the chip, then the SAK reply (3 bytes = 0x18 bits).
func (t *transcript) selectTag(serial []byte, crc [2]byte, sak []byte) {
	sel := append([]byte{PICC_SElECTTAG, 0x70}, serial...)
	t.clearBits(DivIrqReg, 0x00, 0x04)
	t.setBits(FIFOLevelReg, 0x00, 0x80)
	for _, b := range sel {
		t.w(FIFODataReg, b)
	}
	t.w(CommandReg, PCD_CALCCRC)
	t.r(DivIrqReg, 0x04)
	t.r(CRCResultRegL, crc[0])
	t.r(CRCResultRegM, crc[1])
	t.transceive(0x00, append(sel, crc[:]...), sak)
}

func TestReadUID7Playback(t *testing.T) {
	var tr transcript
	tr.newSPI(0x92)
	tr.readUID7([7]byte{0x04, 0x5A, 0x21, 0x9C, 0x3B, 0x5E, 0x80}, [2]byte{0x9A, 0xBC})
	tr.halt()
	port := &spitest.Playback{Playback: conntest.Playback{Ops: tr.ops, DontPanic: true}}
	reset, irq := newPins()
	r, err := New(port, reset, irq)
	require.NoError(t, err)
	irq.EdgesChan <- gpio.Low
	uid, err := r.ReadUID(time.Second)
	require.NoError(t, err)
	assert.Equal(t, "045A219C3B5E80", uid)
	require.NoError(t, r.Close(), "every recorded op was used")
}

// TestHealthCheck: a module that loses its wires reads 0x00 from its
// version register; Run notices within HealthEvery, even with no card.
func TestHealthCheck(t *testing.T) {
	var tr transcript
	tr.newSPI(0x12) // a clone
	tr.noCard()
	tr.r(VersionReg, 0x00)
	tr.halt()
	port := &spitest.Playback{Playback: conntest.Playback{Ops: tr.ops, DontPanic: true}}
	reset, irq := newPins()
	r, err := New(port, reset, irq)
	require.NoError(t, err)
	at := time.Date(2026, 1, 2, 20, 0, 0, 0, time.UTC)
	clock := func() time.Time { at = at.Add(HealthEvery * 3 / 4); return at }
	err = r.Run(context.Background(), 30*time.Millisecond, Handler{}, clock)
	assert.ErrorIs(t, err, ErrNotResponding)
	assert.ErrorContains(t, err, "reads 0x00")
	assert.ErrorContains(t, err, NotRespondingHint)
	require.NoError(t, r.Close())
}

// TestFailedWaitsLeakNoGoroutine: with the bus failing, every wait fails;
// the driver's IRQ goroutine must still end each time.
func TestFailedWaitsLeakNoGoroutine(t *testing.T) {
	var tr transcript
	tr.newSPI(0x92)
	port := &spitest.Playback{Playback: conntest.Playback{Ops: tr.ops, DontPanic: true}}
	reset, irq := newPins()
	r, err := New(port, reset, irq)
	require.NoError(t, err)
	before := runtime.NumGoroutine()
	for range 10 {
		_, err := r.ReadUID(20 * time.Millisecond)
		assert.ErrorIs(t, err, ErrNotResponding)
	}
	// Polled on this goroutine (assert.Eventually runs its condition on goroutines of its own).
	after := runtime.NumGoroutine()
	waitfor.Within(5*time.Second, func() bool { after = runtime.NumGoroutine(); return after <= before })
	assert.LessOrEqual(t, after, before, "goroutines left behind by failed waits")
}
