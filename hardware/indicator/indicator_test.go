package indicator

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpiotest"
)

func TestPlay(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    Pattern
		want []gpio.Level
	}{
		{"accept is one pulse", Accept, []gpio.Level{gpio.High}},
		{"reject is three pulses", Reject, []gpio.Level{gpio.High, gpio.Low, gpio.High, gpio.Low, gpio.High}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			buzzer, led := &gpiotest.Pin{N: "BUZ"}, &gpiotest.Pin{N: "LED"}
			var levels []gpio.Level
			var total time.Duration
			sleep := func(d time.Duration) {
				assert.Equal(t, buzzer.Read(), led.Read(), "both outputs move together")
				levels = append(levels, buzzer.Read())
				total += d
			}
			assert.NoError(t, Play([]gpio.PinOut{buzzer, led}, tc.p, sleep))
			assert.Equal(t, tc.want, levels)
			assert.Equal(t, gpio.Low, buzzer.Read(), "left off")
			assert.Equal(t, gpio.Low, led.Read(), "left off")
			var sum time.Duration
			for _, d := range tc.p {
				sum += d
			}
			assert.Equal(t, sum, total)
		})
	}
}

func TestIndicator(t *testing.T) {
	pin := &gpiotest.Pin{N: "BUZ", L: gpio.High}
	in := New(pin, nil)
	assert.Equal(t, gpio.Low, pin.Read(), "New sets outputs low")
	assert.True(t, in.Signal(Reject))
	assert.Eventually(t, func() bool { return pin.Read() == gpio.High }, time.Second, time.Millisecond)
	both := in.Signal(Accept)
	if both {
		both = in.Signal(Accept)
	}
	assert.False(t, both, "a busy indicator drops patterns instead of queueing")
	in.Close()
	assert.Equal(t, gpio.Low, pin.Read())
	assert.False(t, in.Signal(Accept), "a closed indicator ignores signals")
	in.Close()
}
