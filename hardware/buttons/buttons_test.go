package buttons

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
		{"bouncy press counts once", []Sample{{ms(0), false}, {ms(100), true}, {ms(101), false}, {ms(102), true}, {ms(104), false}, {ms(105), true}, {ms(300), false}}, []time.Time{ms(100)}},
		{"bouncy release does not press again", []Sample{{ms(0), false}, {ms(100), true}, {ms(300), false}, {ms(302), true}, {ms(303), false}}, []time.Time{ms(100)}},
		{"release hidden in bounce is healed by a later sample", []Sample{{ms(0), false}, {ms(100), true}, {ms(110), false}, {ms(150), false}, {ms(200), true}}, []time.Time{ms(100), ms(200)}},
		{"held at start is not a press", []Sample{{ms(0), true}, {ms(50), true}, {ms(100), false}, {ms(200), true}}, []time.Time{ms(200)}},
		{"two quick presses", []Sample{{ms(0), false}, {ms(100), true}, {ms(140), false}, {ms(180), true}}, []time.Time{ms(100), ms(180)}},
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

func TestRunWithGPIOTest(t *testing.T) {
	// EdgesChan must exist before In() is called with an edge.
	next := &gpiotest.Pin{N: "GPIO5", EdgesChan: make(chan gpio.Level, 8)}
	undo := &gpiotest.Pin{N: "GPIO6", EdgesChan: make(chan gpio.Level, 8)}

	var mu sync.Mutex
	var got []string
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, []Pin{{"next", next}, {"undo", undo}}, 20*time.Millisecond, func(name string, _ time.Time) {
			mu.Lock()
			got = append(got, name)
			mu.Unlock()
		})
	}()
	presses := func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), got...)
	}

	// Let Run call In() (which drops queued edges) and take its first sample.
	time.Sleep(80 * time.Millisecond)
	next.Lock() // gpiotest.Pin.Pull reads without its lock
	assert.Equal(t, gpio.PullUp, next.P, "buttons use the internal pull-up")
	next.Unlock()

	// A bouncy press on next: low, high, low within a few ms, then release.
	for _, l := range []gpio.Level{gpio.Low, gpio.High, gpio.Low} {
		next.EdgesChan <- l
	}
	time.Sleep(100 * time.Millisecond)
	next.EdgesChan <- gpio.High
	time.Sleep(100 * time.Millisecond)
	require.Equal(t, []string{"next"}, presses())

	// A clean press on undo.
	undo.EdgesChan <- gpio.Low
	time.Sleep(100 * time.Millisecond)
	undo.EdgesChan <- gpio.High
	assert.Eventually(t, func() bool { return len(presses()) == 2 }, time.Second, 5*time.Millisecond)
	assert.Equal(t, []string{"next", "undo"}, presses())

	cancel()
	select {
	case err := <-done:
		assert.NoError(t, err)
	case <-time.After(time.Second):
		t.Fatal("Run did not stop")
	}

	t.Run("pin without EdgesChan is refused", func(t *testing.T) {
		err := Run(context.Background(), []Pin{{"confirm", &gpiotest.Pin{N: "GPIO13"}}}, time.Millisecond, nil)
		assert.ErrorContains(t, err, `button "confirm" on GPIO13(0)`)
	})
}
