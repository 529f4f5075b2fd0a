package buttons

import "time"

// Sample is one observation of a button: its level at a time, from an edge
// or a periodic read.
type Sample struct {
	At      time.Time
	Pressed bool
}

// Debouncer turns samples of one button into presses. A new level counts
// only once it has held for Settle: a sample that shows the level again
// Settle or more after it first appeared, with no other level seen in
// between, confirms it. So a noise spike or contact bounce shorter than
// Settle is never a press. The first sample only sets the starting level
// (a button held at start-up is not a press).
type Debouncer struct {
	Settle time.Duration

	started bool
	stable  bool      // the confirmed level
	cand    bool      // the level last seen
	since   time.Time // when cand was first seen
}

// Observe records s and, when it confirms a press, reports true with the
// time the button went down.
func (d *Debouncer) Observe(s Sample) (time.Time, bool) {
	if !d.started {
		d.started, d.stable, d.cand, d.since = true, s.Pressed, s.Pressed, s.At
		return time.Time{}, false
	}
	var at time.Time
	pressed := false
	if d.cand != d.stable && s.At.Sub(d.since) >= d.Settle {
		// The candidate level held until this sample.
		d.stable = d.cand
		if d.stable {
			at, pressed = d.since, true
		}
	}
	if s.Pressed != d.cand {
		d.cand, d.since = s.Pressed, s.At
	}
	return at, pressed
}

// Deadline is when the level now pending would be confirmed, if it is still
// seen then; ok is false when nothing is pending.
func (d *Debouncer) Deadline() (time.Time, bool) {
	if !d.started || d.cand == d.stable {
		return time.Time{}, false
	}
	return d.since.Add(d.Settle), true
}
