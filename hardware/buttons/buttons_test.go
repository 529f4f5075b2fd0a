package buttons

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpiotest"
	"pgregory.net/rapid"
)

var t0 = time.Date(2026, 1, 2, 20, 0, 0, 0, time.UTC)

func ms(n int) time.Time { return t0.Add(time.Duration(n) * time.Millisecond) }

func TestDebounce(t *testing.T) {
	const settle = 30 * time.Millisecond
	tests := []struct {
		name    string
		samples []Sample
		want    []time.Time
	}{
		{"clean press and release", []Sample{{ms(0), false}, {ms(100), true}, {ms(200), false}}, []time.Time{ms(100)}},
		{"bouncy press counts once, from when it settled", []Sample{{ms(0), false}, {ms(100), true}, {ms(101), false}, {ms(102), true}, {ms(104), false}, {ms(105), true}, {ms(300), false}}, []time.Time{ms(105)}},
		{"bouncy release does not press again", []Sample{{ms(0), false}, {ms(100), true}, {ms(300), false}, {ms(302), true}, {ms(303), false}}, []time.Time{ms(100)}},
		{"a spike shorter than settle is noise", []Sample{{ms(0), false}, {ms(100), true}, {ms(110), false}, {ms(200), true}, {ms(260), false}}, []time.Time{ms(200)}},
		{"a press not yet seen to hold is not counted", []Sample{{ms(0), false}, {ms(100), true}}, nil},
		{"held at start is not a press", []Sample{{ms(0), true}, {ms(50), true}, {ms(100), false}, {ms(200), true}, {ms(300), false}}, []time.Time{ms(200)}},
		{"two quick presses", []Sample{{ms(0), false}, {ms(100), true}, {ms(140), false}, {ms(180), true}, {ms(230), false}}, []time.Time{ms(100), ms(180)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, Debounce(tc.samples, settle))
		})
	}
}

// TestDebounceProperties: presses are at least settle apart and never
// outnumber the released→pressed transitions in the input.
func TestDebounceProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		settle := time.Duration(rapid.IntRange(1, 50).Draw(t, "settle")) * time.Millisecond
		var samples []Sample
		at := t0
		rises := 0
		prev := false
		for i := range rapid.IntRange(0, 60).Draw(t, "n") {
			at = at.Add(time.Duration(rapid.IntRange(0, 80).Draw(t, "gap")) * time.Millisecond)
			p := rapid.Bool().Draw(t, "pressed")
			if i > 0 && p && !prev {
				rises++
			}
			prev = p
			samples = append(samples, Sample{at, p})
		}
		got := Debounce(samples, settle)
		if len(got) > rises {
			t.Fatalf("%d presses from %d rises", len(got), rises)
		}
		for i := 1; i < len(got); i++ {
			if got[i].Sub(got[i-1]) < 2*settle {
				t.Fatalf("presses %v and %v closer than a press+release", got[i-1], got[i])
			}
		}
	})
}

// step is what a scripted pin's next WaitForEdge does: at the given time,
// an edge to level (edge true) or a timeout.
type step struct {
	at    time.Time
	edge  bool
	level gpio.Level
}

// scriptedPin is periph's gpiotest.Pin whose WaitForEdge takes its outcome
// and the time from the test, so the loop runs without sleeping and the
// same way however busy the machine is.
type scriptedPin struct {
	*gpiotest.Pin
	steps chan step
	clock *testClock
	mu    sync.Mutex
	waits []time.Duration
}

type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

func newScripted(name string, clock *testClock) *scriptedPin {
	// EdgesChan must exist before In() is called with an edge.
	return &scriptedPin{Pin: &gpiotest.Pin{N: name, EdgesChan: make(chan gpio.Level)}, steps: make(chan step), clock: clock}
}

func (p *scriptedPin) WaitForEdge(timeout time.Duration) bool {
	p.mu.Lock()
	p.waits = append(p.waits, timeout)
	p.mu.Unlock()
	s, ok := <-p.steps
	if !ok {
		return false
	}
	p.clock.mu.Lock()
	p.clock.t = s.at
	p.clock.mu.Unlock()
	if s.edge {
		_ = p.Out(s.level)
	}
	return s.edge
}

func TestRunScripted(t *testing.T) {
	const settle = 30 * time.Millisecond
	clock := &testClock{t: ms(0)}
	next, undo := newScripted("GPIO5", clock), newScripted("GPIO6", clock)
	type press struct {
		name string
		at   time.Time
	}
	var mu sync.Mutex
	var got []press
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, []Pin{{"next", next}, {"undo", undo}}, settle, func(name string, at time.Time) {
			mu.Lock()
			got = append(got, press{name, at})
			mu.Unlock()
		}, clock.Now)
	}()
	presses := func() []press {
		mu.Lock()
		defer mu.Unlock()
		return append([]press(nil), got...)
	}
	edge := func(p *scriptedPin, at int, l gpio.Level) { p.steps <- step{at: ms(at), edge: true, level: l} }
	timeout := func(p *scriptedPin, at int) { p.steps <- step{at: ms(at)} }

	// A bouncy press on next: low, high, low within 4 ms, then it holds.
	edge(next, 100, gpio.Low)
	edge(next, 102, gpio.High)
	edge(next, 104, gpio.Low)
	timeout(next, 134)
	edge(next, 300, gpio.High) // release
	assert.Equal(t, []press{{"next", ms(104)}}, presses(), "one press, from when the level settled")
	next.Lock() // gpiotest.Pin.Pull reads without its lock
	assert.Equal(t, gpio.PullUp, next.P, "buttons use the internal pull-up")
	next.Unlock()

	// A noise spike on undo: low for 10 ms, then high again.
	edge(undo, 400, gpio.Low)
	edge(undo, 410, gpio.High)
	timeout(undo, 460)
	timeout(undo, 510)
	assert.Equal(t, []press{{"next", ms(104)}}, presses(), "a spike shorter than the settle time is not a press")
	undo.mu.Lock()
	assert.Contains(t, undo.waits, settle, "the loop samples again when a pending level would have settled")
	undo.mu.Unlock()

	// A clean press on undo, seen to hold by the next poll.
	edge(undo, 600, gpio.Low)
	timeout(undo, 630)
	edge(undo, 700, gpio.High) // its step is taken only after the press was handled
	assert.Equal(t, []press{{"next", ms(104)}, {"undo", ms(600)}}, presses())

	cancel()
	close(next.steps)
	close(undo.steps)
	assert.NoError(t, <-done)

	t.Run("pin without EdgesChan is refused", func(t *testing.T) {
		err := Run(context.Background(), []Pin{{"confirm", &gpiotest.Pin{N: "GPIO13"}}}, time.Millisecond, nil, nil)
		assert.ErrorContains(t, err, `button "confirm" on GPIO13(0)`)
	})
}
