package indicator

import (
	"errors"
	"sync"
	"time"

	"periph.io/x/conn/v3/gpio"
)

// Pattern alternates on and off durations, starting with on.
type Pattern []time.Duration

// The feedback patterns.
var (
	Accept = Pattern{60 * time.Millisecond}
	Reject = Pattern{100 * time.Millisecond, 80 * time.Millisecond, 100 * time.Millisecond, 80 * time.Millisecond, 100 * time.Millisecond}
)

// Play drives every pin through p, calling sleep for each step, and leaves
// the pins low. It returns the first output error (after trying all pins).
func Play(pins []gpio.PinOut, p Pattern, sleep func(time.Duration)) error {
	var errs []error
	set := func(l gpio.Level) {
		for _, pin := range pins {
			if err := pin.Out(l); err != nil {
				errs = append(errs, err)
			}
		}
	}
	for i, d := range p {
		set(i%2 == 0)
		sleep(d)
	}
	set(gpio.Low)
	return errors.Join(errs...)
}

// Indicator plays patterns on its pins in the background.
type Indicator struct {
	pins  []gpio.PinOut
	queue chan Pattern
	done  chan struct{}

	mu     sync.Mutex // guards closed against a Signal racing Close
	closed bool
}

// New starts an Indicator on the given pins (nil pins are skipped) and sets
// them low.
func New(pins ...gpio.PinOut) *Indicator {
	in := &Indicator{queue: make(chan Pattern, 1), done: make(chan struct{})}
	for _, p := range pins {
		if p != nil {
			in.pins = append(in.pins, p)
		}
	}
	_ = Play(in.pins, nil, nil)
	go in.loop()
	return in
}

func (in *Indicator) loop() {
	defer close(in.done)
	for p := range in.queue {
		_ = Play(in.pins, p, time.Sleep) // a dead buzzer must not stop the reader
	}
}

// Signal plays p unless a pattern is already waiting or the Indicator is
// closed; it never blocks and reports whether p was queued.
func (in *Indicator) Signal(p Pattern) bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.closed {
		return false
	}
	select {
	case in.queue <- p:
		return true
	default:
		return false
	}
}

// Close stops the Indicator after the pattern in progress. Later Signals
// are ignored; Close may be called more than once.
func (in *Indicator) Close() {
	in.mu.Lock()
	if !in.closed {
		in.closed = true
		close(in.queue)
	}
	in.mu.Unlock()
	<-in.done
}
