package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSimulateTagiron plays whole games through the companion with bots for
// every player count; the same seed gives the same report.
func TestSimulateTagiron(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		t.Run(fmt.Sprint(players), func(t *testing.T) {
			args := []string{"simulate", "--game", "tagiron", "--players", fmt.Sprint(players), "--games", "3", "--seed", "7"}
			var out, errOut bytes.Buffer
			require.Equal(t, 0, run(context.Background(), args, nil, &out, &errOut), errOut.String())
			assert.Equal(t, 3, strings.Count(out.String(), "questions, solved after"))
			assert.Contains(t, out.String(), "questions until solved (seat):")
			var again bytes.Buffer
			run(context.Background(), args, nil, &again, &errOut)
			assert.Equal(t, out.String(), again.String(), "deterministic for a seed")
		})
	}
	var out, errOut bytes.Buffer
	assert.Equal(t, 1, run(context.Background(), []string{"simulate", "--game", "chess"}, nil, &out, &errOut))
	assert.Contains(t, errOut.String(), "no simulator")
}
