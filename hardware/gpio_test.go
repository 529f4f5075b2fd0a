package hardware

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpioreg"
	"periph.io/x/conn/v3/gpio/gpiotest"
)

// TestHubGPIO runs buttons and a buzzer through the Hub with periph test
// pins registered under names, as a Pi's GPIO5 or GPIO18 would be.
func TestHubGPIO(t *testing.T) {
	buzzer := &gpiotest.Pin{N: "TM_TEST_BUZZER", Num: 9001}
	next := &gpiotest.Pin{N: "TM_TEST_NEXT", Num: 9002, EdgesChan: make(chan gpio.Level, 8)}
	confirm := &gpiotest.Pin{N: "TM_TEST_CONFIRM", Num: 9003, EdgesChan: make(chan gpio.Level, 8)}
	for _, p := range []gpio.PinIO{buzzer, next, confirm} {
		require.NoError(t, gpioreg.Register(p))
		t.Cleanup(func() { _ = gpioreg.Unregister(p.Name()) })
	}

	h := openHub(t,
		Device{Name: "console", Kind: KindVirtual, BuzzerPin: "TM_TEST_BUZZER"},
		// A settle time far above the few microseconds between the test's
		// bounce edges, so a busy machine cannot turn a bounce into a hold.
		// The loop's timing itself is tested without a real clock in package buttons.
		Device{Name: "buttons", Kind: KindButtons, NextPin: "TM_TEST_NEXT", ConfirmPin: "TM_TEST_CONFIRM", Debounce: 300 * time.Millisecond},
	)
	waitState(t, h, "console", Connected)
	// In() sets the pull-up and drops queued edges under the pin's lock:
	// once the pull-up shows, edges sent are seen.
	for _, p := range []*gpiotest.Pin{next, confirm} {
		require.Eventually(t, func() bool { p.Lock(); defer p.Unlock(); return p.P == gpio.PullUp }, 3*time.Second, time.Millisecond)
	}

	t.Run("a read does not beep before the game decides", func(t *testing.T) {
		require.NoError(t, h.Inject("console", "r5"))
		assert.Equal(t, "r5", nextScan(t, h).Tag)
		assert.Equal(t, gpio.Low, buzzer.Read())
		require.NoError(t, h.Feedback("console", true)) // the game accepted it
		assert.Eventually(t, func() bool { return buzzer.Read() == gpio.High }, time.Second, time.Millisecond)
		assert.Eventually(t, func() bool { return buzzer.Read() == gpio.Low }, time.Second, time.Millisecond)
	})

	t.Run("debounced presses", func(t *testing.T) {
		for _, l := range []gpio.Level{gpio.Low, gpio.High, gpio.Low} { // bouncy press
			next.EdgesChan <- l
		}
		confirm.EdgesChan <- gpio.Low
		var got []Button
		for range 2 {
			select {
			case p := <-h.Presses():
				assert.Equal(t, "buttons", p.Source)
				got = append(got, p.Button)
			case <-time.After(3 * time.Second):
				t.Fatal("no press")
			}
		}
		next.EdgesChan <- gpio.High // releases
		confirm.EdgesChan <- gpio.High
		assert.ElementsMatch(t, []Button{Next, Confirm}, got)
		select {
		case p := <-h.Presses():
			t.Fatalf("bounce counted as a second press: %+v", p)
		case <-time.After(150 * time.Millisecond):
		}
		assert.Equal(t, uint64(2), statusOf(h, "buttons").Reads)
	})
}
