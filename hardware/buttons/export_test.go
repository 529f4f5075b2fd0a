package buttons

import "time"

// Debounce applies a fresh Debouncer to samples in order and returns the
// times of the presses (the tests' way to feed a whole trace).
func Debounce(samples []Sample, settle time.Duration) []time.Time {
	d := Debouncer{Settle: settle}
	var out []time.Time
	for _, s := range samples {
		if at, ok := d.Observe(s); ok {
			out = append(out, at)
		}
	}
	return out
}
