package hardware

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpioreg"
	"periph.io/x/host/v3"

	"github.com/tablemate/tablemate/hardware/buttons"
	"github.com/tablemate/tablemate/hardware/frame"
	"github.com/tablemate/tablemate/hardware/keyboard"
	"github.com/tablemate/tablemate/hardware/pn532"
	"github.com/tablemate/tablemate/hardware/rfid"
	"github.com/tablemate/tablemate/hardware/serialscan"
)

// open connects one device according to its kind; now is the Hub's clock.
func open(cfg Device, now func() time.Time) (session, error) {
	switch {
	case cfg.Kind == KindPN532:
		p, err := serialscan.Open(cfg.Port, cfg.Baud, cfg.ReadTimeout)
		if err != nil {
			return nil, err
		}
		r := pn532.New(p, now)
		if err := r.Init(); err != nil {
			p.Close()
			if errors.Is(err, pn532.ErrNoAnswer) {
				err = notResponding{fmt.Errorf("%w: check that it is in HSU (UART) mode, TX and RX crossed, 115200 baud", err)}
			}
			return nil, err
		}
		return pn532Session{p, r, cfg.Poll}, nil
	case cfg.Kind.serial():
		p, err := serialscan.Open(cfg.Port, cfg.Baud, cfg.ReadTimeout)
		if err != nil {
			return nil, err
		}
		var dec frame.Decoder = new(frame.EM4100) // fresh per session: no stale half frame
		if cfg.Kind == KindLine {
			dec = &frame.Lines{Term: cfg.Terminator, Max: cfg.MaxLine}
		}
		return serialSession{p, dec, now}, nil
	case cfg.Kind == KindKeyboard:
		k, err := keyboard.Open(cfg.Path)
		if err != nil {
			return nil, err
		}
		return keyboardSession{k, &keyboard.Decoder{Tab: cfg.Terminator == frame.Tab, Max: cfg.MaxLine}, now}, nil
	case cfg.Kind == KindMFRC522:
		if err := initHost(); err != nil {
			return nil, err
		}
		r, err := rfid.Open(cfg.Bus, cfg.ResetPin, cfg.IRQPin)
		if errors.Is(err, rfid.ErrNotFound) {
			err = absentError{err}
		}
		if err != nil {
			return nil, err
		}
		return rfidSession{r, cfg.Poll, now}, nil
	case cfg.Kind == KindButtons:
		return openButtons(cfg, now)
	case cfg.Kind == KindVirtual:
		return virtualSession{}, nil
	}
	return nil, fmt.Errorf("device kind %q cannot be opened", cfg.Kind)
}

type serialSession struct {
	port *serialscan.Port
	dec  frame.Decoder
	now  func() time.Time
}

func (s serialSession) run(ctx context.Context, d *device) error {
	return serialscan.Run(ctx, s.port, s.dec, serialscan.Handler{Tag: d.tag, Bad: d.bad}, s.now)
}

func (s serialSession) close() error { return s.port.Close() }

type pn532Session struct {
	port  *serialscan.Port
	r     *pn532.Reader
	pause time.Duration
}

func (s pn532Session) run(ctx context.Context, d *device) error {
	err := s.r.Run(ctx, s.pause, pn532.Handler{Tag: d.tag, Bad: d.bad}, sleep)
	if errors.Is(err, pn532.ErrNoAnswer) {
		err = notResponding{err}
	}
	return err
}

func (s pn532Session) close() error { return s.port.Close() }

type keyboardSession struct {
	dev *keyboard.Device
	dec *keyboard.Decoder
	now func() time.Time
}

func (s keyboardSession) run(ctx context.Context, d *device) error {
	return keyboard.Run(ctx, s.dev, s.dec, keyboard.Handler{Tag: d.tag, Bad: d.bad}, s.now)
}

func (s keyboardSession) close() error { return s.dev.Close() }

type rfidSession struct {
	r    *rfid.Reader
	poll time.Duration
	now  func() time.Time
}

func (s rfidSession) run(ctx context.Context, d *device) error {
	err := s.r.Run(ctx, s.poll, rfid.Handler{Tag: d.tag, Bad: d.bad}, s.now)
	if errors.Is(err, rfid.ErrNotResponding) {
		err = notResponding{err}
	}
	return err
}

func (s rfidSession) close() error { return s.r.Close() }

type buttonSession struct {
	pins   []buttons.Pin
	settle time.Duration
	now    func() time.Time
}

func openButtons(cfg Device, now func() time.Time) (session, error) {
	if err := initHost(); err != nil {
		return nil, err
	}
	s := buttonSession{settle: cfg.Debounce, now: now}
	for b, name := range [...]string{Next: cfg.NextPin, Undo: cfg.UndoPin, Confirm: cfg.ConfirmPin} {
		b := Button(b)
		if name == "" {
			continue
		}
		p := gpioreg.ByName(name)
		if p == nil {
			return nil, absentError{fmt.Errorf("no GPIO pin %q for the %s button", name, b)}
		}
		s.pins = append(s.pins, buttons.Pin{Name: b.String(), Pin: p})
	}
	return s, nil
}

func (s buttonSession) run(ctx context.Context, d *device) error {
	return buttons.Run(ctx, s.pins, s.settle, func(name string, at time.Time) {
		if b, err := ParseButton(name); err == nil {
			d.press(b, at)
		}
	}, s.now)
}

func (buttonSession) close() error { return nil }

type virtualSession struct{}

func (virtualSession) run(ctx context.Context, d *device) error { return d.virt.Run(ctx, d.tag) }

func (virtualSession) close() error { return nil }

// outputPins resolves the named feedback pins, skipping empty names.
func outputPins(names ...string) ([]gpio.PinOut, error) {
	var pins []gpio.PinOut
	var errs []error
	for _, n := range names {
		if n == "" {
			continue
		}
		if err := initHost(); err != nil {
			return nil, err
		}
		if p := gpioreg.ByName(n); p != nil {
			pins = append(pins, p)
		} else {
			errs = append(errs, fmt.Errorf("no GPIO pin %q", n))
		}
	}
	return pins, errors.Join(errs...)
}

var (
	hostOnce sync.Once
	hostErr  error
)

// initHost loads periph's host drivers, once, and only when a device needs
// GPIO or SPI: a config with serial readers only never touches them.
func initHost() error {
	hostOnce.Do(func() {
		if _, err := host.Init(); err != nil {
			hostErr = absentError{fmt.Errorf("periph host drivers: %w", err)}
		}
	})
	return hostErr
}
