package hardware

import "time"

// Backoff is the reconnect policy: the wait before attempt n (from 0) is
// Min·2ⁿ, capped at Max.
type Backoff struct {
	Min, Max time.Duration
}

// Default reconnect waits: quick first retries, never more than 10 s between
// attempts so a replugged reader is back within seconds.
const (
	DefaultRetryMin = 500 * time.Millisecond
	DefaultRetryMax = 10 * time.Second
)

// Delay returns the wait before attempt n.
func (b Backoff) Delay(n int) time.Duration {
	d := b.Min
	for i := 0; i < n && d < b.Max; i++ {
		d *= 2
	}
	return min(d, b.Max)
}
