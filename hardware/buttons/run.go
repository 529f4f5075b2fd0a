package buttons

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"periph.io/x/conn/v3/gpio"
)

// Poll is how long Run waits for an edge before sampling the level anyway.
// It must stay finite and positive: periph's real driver treats 0 as
// "forever" while its test pin treats -1 that way.
const Poll = 50 * time.Millisecond

// Pin is one button input under a name the caller chooses.
type Pin struct {
	Name string
	Pin  gpio.PinIn
}

// Run sets each pin as an input with pull-up and both-edge detection and
// reports debounced presses to emit until ctx is done. It returns an error
// at once if a pin cannot be set up. now is the clock (time.Now when nil);
// emit may be called from several goroutines, one per pin.
func Run(ctx context.Context, pins []Pin, settle time.Duration, emit func(name string, at time.Time), now func() time.Time) error {
	if now == nil {
		now = time.Now
	}
	for _, p := range pins {
		if p.Pin == nil {
			return fmt.Errorf("button %q has no pin", p.Name)
		}
		if err := p.Pin.In(gpio.PullUp, gpio.BothEdges); err != nil {
			return fmt.Errorf("button %q on %s: %w", p.Name, p.Pin, err)
		}
	}
	var wg sync.WaitGroup
	for _, p := range pins {
		wg.Add(1)
		go func() {
			defer wg.Done()
			watch(ctx, p, settle, emit, now)
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	return nil
}

func watch(ctx context.Context, p Pin, settle time.Duration, emit func(string, time.Time), now func() time.Time) {
	d := Debouncer{Settle: settle}
	d.Observe(Sample{At: now(), Pressed: p.Pin.Read() == gpio.Low})
	for ctx.Err() == nil {
		wait := Poll
		if due, ok := d.Deadline(); ok {
			// Sample again as soon as the pending level would have settled.
			wait = min(wait, max(due.Sub(now()), time.Millisecond))
		}
		p.Pin.WaitForEdge(wait) // edge or timeout: either way read the level now
		if at, ok := d.Observe(Sample{At: now(), Pressed: p.Pin.Read() == gpio.Low}); ok {
			emit(p.Name, at)
		}
	}
}
