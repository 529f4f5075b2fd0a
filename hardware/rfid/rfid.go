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
	dev, err := mfrc522.NewSPI(port, reset, finiteIRQ{irq})
	if err != nil {
		return nil, fmt.Errorf("MFRC522 init: %w", err)
	}
	// A missing module reads as all zeros or all ones on MISO.
	v, err := dev.LowLevel.DevRead(commands.VersionReg)
	if err != nil {
		return nil, fmt.Errorf("MFRC522 version: %w", err)
	}
	if v == 0x00 || v == 0xFF {
		return nil, fmt.Errorf("%w: version register reads 0x%02X", ErrNotFound, v)
	}
	return &Reader{dev: dev, port: port}, nil
}

// ReadUID waits up to timeout (finite, positive) for a card and returns its
// UID as upper-case hex (8 or 14 characters). No card is ErrNoCard.
func (r *Reader) ReadUID(timeout time.Duration) (string, error) {
	if timeout <= 0 {
		return "", errors.New("MFRC522 ReadUID needs a positive timeout")
	}
	uid, err := r.dev.ReadUID(timeout)
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

// Run polls for cards, poll at a time, until ctx is done (nil) or the bus
// fails (the error). A card half in the field gives protocol errors from the
// driver ("mfrc522…"): those are counted as bad reads, not failures.
func (r *Reader) Run(ctx context.Context, poll time.Duration, h Handler) error {
	for ctx.Err() == nil {
		uid, err := r.ReadUID(poll)
		switch {
		case err == nil:
			if h.Tag != nil {
				h.Tag(uid, time.Now())
			}
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
