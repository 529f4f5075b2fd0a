package buttons

import "time"

// Sample is one observation of a button: its level at a time, from an edge
// or a periodic read.
type Sample struct {
	At      time.Time
	Pressed bool
}

// Debouncer turns samples of one button into presses. A change of level
// counts only if the last accepted change is at least Settle old; changes
// inside that time are contact bounce. The first sample only sets the
// starting level (a button held at start-up is not a press).
type Debouncer struct {
	Settle time.Duration

	started bool
	pressed bool
	last    time.Time
}

// Observe records s and reports whether it completes a press (the button
// went down).
func (d *Debouncer) Observe(s Sample) bool {
	if !d.started {
		d.started, d.pressed, d.last = true, s.Pressed, s.At
		return false
	}
	if s.Pressed == d.pressed || s.At.Sub(d.last) < d.Settle {
		return false
	}
	d.pressed, d.last = s.Pressed, s.At
	return s.Pressed
}

// Debounce applies a fresh Debouncer to samples in order and returns the
// times of the presses.
func Debounce(samples []Sample, settle time.Duration) []time.Time {
	d := Debouncer{Settle: settle}
	var out []time.Time
	for _, s := range samples {
		if d.Observe(s) {
			out = append(out, s.At)
		}
	}
	return out
}
