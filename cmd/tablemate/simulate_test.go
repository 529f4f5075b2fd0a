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

// TestSimulateCode777And13Clues plays whole games of Code 777 and 13 Clues through the companion with bots
// for every player count: every game ends with a winner, and the same seed gives the same report.
func TestSimulateCode777And13Clues(t *testing.T) {
	cases := []struct {
		game    string
		players []int
	}{
		{"code777", []int{2, 3, 4, 5}},
		{"clues13", []int{2, 3, 4, 5, 6}},
	}
	for _, c := range cases {
		for _, players := range c.players {
			t.Run(fmt.Sprintf("%s/%d", c.game, players), func(t *testing.T) {
				games := 3
				if testing.Short() && c.game == "code777" {
					games = 1 // one whole game per count is enough for a quick run
				}
				args := []string{"simulate", "--game", c.game, "--players", fmt.Sprint(players), "--games", fmt.Sprint(games), "--seed", "11"}
				var out, errOut bytes.Buffer
				require.Equal(t, 0, run(context.Background(), args, nil, &out, &errOut), errOut.String())
				gameLines := 0
				for _, line := range strings.Split(out.String(), "\n") {
					if !strings.HasPrefix(line, "game ") {
						continue
					}
					gameLines++
					assert.Regexp(t, `winners \[[1-9]\], draw false$`, line, "every game has one winner")
				}
				assert.Equal(t, games, gameLines)
				assert.Contains(t, out.String(), fmt.Sprintf("%s, %d players, %d games (seed 11):", c.game, players, games))
				if c.game == "clues13" {
					// Informants lie out with 2–5 players (8 with 2): the bots peek; with 6 there are none.
					if players == 6 {
						assert.Contains(t, out.String(), "peeks per game:                 0.00")
					} else {
						assert.Regexp(t, `game \d+: \d+ questions, [1-9]\d* peeks`, out.String())
					}
				}
				assert.Contains(t, out.String(), "questions until solved (seat):")
				var again bytes.Buffer
				require.Equal(t, 0, run(context.Background(), args, nil, &again, &errOut), errOut.String())
				assert.Equal(t, out.String(), again.String(), "deterministic for a seed")
			})
		}
	}
}
