package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Commands that use their context (to stop on Ctrl-C or SIGTERM) must get one that signals cancel;
// the ones that answer and end start without catching signals.
func TestOneShotCommands(t *testing.T) {
	for _, args := range [][]string{{"solve"}, {"answer"}, {"explain"}, {"version"}, {"help"}, {"lexio", "plays"}} {
		assert.True(t, oneShot(args), "%v", args)
	}
	for _, args := range [][]string{{}, {"serve"}, {"serve", "--demo"}, {"simulate"}, {"doctor"}, {"tags", "list"}, {"lexio"}} {
		assert.False(t, oneShot(args), "%v", args)
	}
}
