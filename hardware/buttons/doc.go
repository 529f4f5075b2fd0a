// Package buttons reads the table's push buttons (next, undo, confirm) on
// GPIO through periph.io and debounces them.
//
// [Debouncer] is the pure part: timestamped level observations in, presses
// out. [Run] is the I/O loop: it waits for edges with a finite timeout and
// also samples the level on every timeout, so a release hidden inside a
// bounce is still seen and the next press is not lost.
//
// Wiring: each button connects its GPIO to ground; the internal pull-up
// holds it high, so pressed = low.
package buttons
