package companion

import (
	"time"
)

// Contest is a moment another device tried to open a claimed seat.
type Contest struct {
	Seat int       `json:"seat"`
	At   time.Time `json:"at"`
}
