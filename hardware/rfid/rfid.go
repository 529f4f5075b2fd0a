package rfid

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpioreg"
	"periph.io/x/conn/v3/physic"
	"periph.io/x/conn/v3/spi"
	"periph.io/x/conn/v3/spi/spireg"
	"periph.io/x/devices/v3/mfrc522"
	"periph.io/x/devices/v3/mfrc522/commands"
)

// ErrNoCard is returned by ReadUID when no card came within the timeout.
var ErrNoCard = errors.New("no card in the field")

// ErrNotFound is returned when the SPI port or a pin does not exist, or no
// chip answers on the bus.
var ErrNotFound = errors.New("MFRC522 not found")

// ErrNotResponding is returned by Run when a module that was working stops
// answering: its version register reads 0x00 or 0xFF (loose or broken
// wires; the SPI transfer itself does not fail), or the bus fails.
var ErrNotResponding = errors.New("MFRC522 not responding")

// NotRespondingHint says what to check; the console shows it.
const NotRespondingHint = "check its wires: 3.3 V, GND, SDA (CS), SCK, MOSI, MISO, RST and IRQ"

// HealthEvery is how often Run reads the version register.
const HealthEvery = 2 * time.Second

// guardedConn keeps the driver's IRQ wait from leaking a goroutine. The
// driver's WaitForEdge starts a goroutine that sends the IRQ result on an
// unbuffered channel, and returns early, never receiving it, when an SPI
// transfer fails during the wait. So a failed transfer is recorded and
// reported by ReadUID afterwards, while the driver sees zeros and goes on
// to the end of its wait, where it receives from the goroutine.
type guardedConn struct {
	spi.Conn
	mu  sync.Mutex
	err error
}

func (c *guardedConn) Tx(w, r []byte) error {
	if err := c.Conn.Tx(w, r); err != nil {
		clear(r)
		c.mu.Lock()
		if c.err == nil {
			c.err = err
		}
		c.mu.Unlock()
	}
	return nil
}

// failure returns and forgets the first failed transfer since the last call.
func (c *guardedConn) failure() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	err := c.err
	c.err = nil
	return err
}

// guardedPort hands the driver a guardedConn.
type guardedPort struct {
	spi.PortCloser
	conn *guardedConn
}

func (p *guardedPort) Connect(f physic.Frequency, mode spi.Mode, bits int) (spi.Conn, error) {
	c, err := p.PortCloser.Connect(f, mode, bits)
	if err != nil {
		return nil, err
	}
	p.conn = &guardedConn{Conn: c}
	return p.conn, nil
}

// clearWait replaces a zero or negative WaitForEdge timeout (see doc.go).
const clearWait = 10 * time.Millisecond

// finiteIRQ makes every WaitForEdge finite.
type finiteIRQ struct{ gpio.PinIn }

func (p finiteIRQ) WaitForEdge(timeout time.Duration) bool {
	if timeout <= 0 {
		timeout = clearWait
	}
	return p.PinIn.WaitForEdge(timeout)
}

// Reader is an initialised MFRC522.
type Reader struct {
	dev  *mfrc522.Dev
	port spi.PortCloser
	conn *guardedConn
	once sync.Once
}

// Open opens the SPI port named bus ("" for the first one) and the named
// reset and IRQ pins (e.g. "GPIO25", "GPIO24"), then initialises the chip.
func Open(bus, resetPin, irqPin string) (*Reader, error) {
	reset := gpioreg.ByName(resetPin)
	if reset == nil {
		return nil, fmt.Errorf("%w: no GPIO pin %q for reset", ErrNotFound, resetPin)
	}
	irq := gpioreg.ByName(irqPin)
	if irq == nil {
		return nil, fmt.Errorf("%w: no GPIO pin %q for IRQ", ErrNotFound, irqPin)
	}
	port, err := spireg.Open(bus)
	if err != nil {
		return nil, fmt.Errorf("%w: SPI port %q: %v", ErrNotFound, bus, err)
	}
	r, err := New(port, reset, irq)
	if err != nil {
		port.Close()
		return nil, err
	}
	return r, nil
}

// New initialises an MFRC522 on port. irq is required. On success the
// Reader owns port and closes it in Close.
func New(port spi.PortCloser, reset gpio.PinOut, irq gpio.PinIn) (*Reader, error) {
	if irq == nil {
		return nil, errors.New("MFRC522 needs an IRQ pin: the driver cannot poll without one")
	}
	if reset == nil {
		return nil, errors.New("MFRC522 needs a reset pin")
	}
	gp := &guardedPort{PortCloser: port}
	dev, err := mfrc522.NewSPI(gp, reset, finiteIRQ{irq})
	if err == nil && gp.conn != nil {
		err = gp.conn.failure()
	}
	if err != nil {
		return nil, fmt.Errorf("MFRC522 init: %w", err)
	}
	r := &Reader{dev: dev, port: port, conn: gp.conn}
	if err := r.Check(); err != nil {
		return nil, fmt.Errorf("%w: %v: %s", ErrNotFound, err, NotRespondingHint)
	}
	return r, nil
}

// Check reads the version register: 0x91 or 0x92 on NXP chips, 0x88 or
// 0x12 on common clones. A missing module reads as all zeros or all ones
// on MISO.
func (r *Reader) Check() error {
	v, err := r.dev.LowLevel.DevRead(commands.VersionReg)
	if err == nil {
		err = r.conn.failure()
	}
	if err != nil {
		return fmt.Errorf("version register: %w", err)
	}
	if v == 0x00 || v == 0xFF {
		return fmt.Errorf("version register reads 0x%02X", v)
	}
	return nil
}

// ReadUID waits up to timeout (finite, positive) for a card and returns its
// UID as upper-case hex (8 or 14 characters). No card is ErrNoCard.
func (r *Reader) ReadUID(timeout time.Duration) (string, error) {
	if timeout <= 0 {
		return "", errors.New("MFRC522 ReadUID needs a positive timeout")
	}
	uid, err := r.dev.ReadUID(timeout)
	if bus := r.conn.failure(); bus != nil {
		return "", fmt.Errorf("%w: SPI transfer failed: %v", ErrNotResponding, bus)
	}
	if err != nil {
		if strings.Contains(err.Error(), "timeout waiting for IRQ edge") {
			return "", ErrNoCard
		}
		return "", err
	}
	return strings.ToUpper(hex.EncodeToString(uid)), nil
}

// Handler receives what Run reads. Either func may be nil.
type Handler struct {
	Tag func(uid string, at time.Time)
	Bad func(n int) // a card was seen but could not be read cleanly
}

// Run polls for cards, poll at a time, until ctx is done (nil) or the
// module fails (an error wrapping ErrNotResponding, or another bus error).
// Every HealthEvery (by now, time.Now when nil) it reads the version
// register, so a module that lost its wires is noticed even with no card
// in sight. A card half in the field gives protocol errors from the driver
// ("mfrc522…"): those are counted as bad reads, not failures.
func (r *Reader) Run(ctx context.Context, poll time.Duration, h Handler, now func() time.Time) error {
	if now == nil {
		now = time.Now
	}
	checked := now()
	for ctx.Err() == nil {
		if now().Sub(checked) >= HealthEvery {
			checked = now()
			if err := r.Check(); err != nil {
				return fmt.Errorf("%w (%v): %s", ErrNotResponding, err, NotRespondingHint)
			}
		}
		uid, err := r.ReadUID(poll)
		switch {
		case err == nil:
			if h.Tag != nil {
				h.Tag(uid, now())
			}
		case errors.Is(err, ErrNotResponding):
			return fmt.Errorf("%w: %s", err, NotRespondingHint)
		case errors.Is(err, ErrNoCard):
		case strings.HasPrefix(err.Error(), "mfrc522"):
			if h.Bad != nil {
				h.Bad(1)
			}
		default:
			return err
		}
	}
	return nil
}

// Close halts the chip (once: a second Halt panics in the driver) and
// closes the SPI port.
func (r *Reader) Close() error {
	var err error
	r.once.Do(func() {
		err = errors.Join(r.dev.Halt(), r.port.Close())
	})
	return err
}
