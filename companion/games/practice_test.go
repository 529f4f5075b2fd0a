package games_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	_ "github.com/tablemate/tablemate/companion/games"
	"github.com/tablemate/tablemate/companion/gametest"
)

// waitOver waits (on the table's change signal, never a bare sleep) until
// the practice table's bots have played its game to the end.
func waitOver(t *testing.T, tb *companion.Table) {
	t.Helper()
	sub := tb.Subscribe()
	defer sub.Close()
	deadline := time.After(2 * time.Minute)
	for tb.View(companion.Host).Phase != companion.PhaseOver {
		select {
		case <-sub.C:
		case <-deadline:
			t.Fatalf("the bots did not finish the game: phase %s after %d events", tb.View(companion.Host).Phase, tb.Seq())
		}
	}
}

// TestPracticeBotsOnly plays a practice game bots-only to the end for every
// game and every player count, through the service's own bot runner (the
// same commands, events and views as a real table), and checks that it
// stays out of the game-night history and that the same seed deals and
// plays the same game.
func TestPracticeBotsOnly(t *testing.T) {
	for _, g := range companion.Games() {
		require.NotNil(t, g.Bot, "%s has no practice bots", g.Name)
		for _, n := range g.Players {
			t.Run(fmt.Sprintf("%s/%dp", g.Name, n), func(t *testing.T) {
				if testing.Short() && n > g.Players[0]+1 {
					t.Skip("short: the smallest player counts only")
				}
				ctx := context.Background()
				svc := gametest.Service(t)
				set := companion.Settings{Game: g.Name, Players: n, Practice: &companion.Practice{Seed: int64(n) * 7, Seat: -1}}
				a, err := svc.CreateTable(ctx, set)
				require.NoError(t, err)
				waitOver(t, a)
				b, err := svc.CreateTable(ctx, set)
				require.NoError(t, err)
				waitOver(t, b)
				assert.Equal(t, moves(a), moves(b), "the same seed plays the same game")
				hist, err := svc.History(ctx)
				require.NoError(t, err)
				assert.Empty(t, hist, "practice games stay out of the history")
			})
		}
	}
}

// TestPracticeHistoryWhenAsked keeps a practice game in the history when the host asks.
func TestPracticeHistoryWhenAsked(t *testing.T) {
	ctx := context.Background()
	svc := gametest.Service(t)
	tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 2, Practice: &companion.Practice{Seed: 3, Seat: -1, History: true}})
	require.NoError(t, err)
	waitOver(t, tb)
	hist, err := svc.History(ctx)
	require.NoError(t, err)
	require.Len(t, hist, 1)
	assert.Equal(t, tb.Info.ID, hist[0].Table)
}

// TestPracticeWaitsForHuman: with a human seat the bots deal and play the
// other seats, and the table then waits for the human: no bot ever acts for
// the human's seat once the game is under way.
func TestPracticeWaitsForHuman(t *testing.T) {
	for _, g := range companion.Games() {
		t.Run(g.Name, func(t *testing.T) {
			ctx := context.Background()
			svc := gametest.Service(t)
			tb, err := svc.CreateTable(ctx, companion.Settings{Game: g.Name, Players: g.Players[0], Practice: &companion.Practice{Seed: 5, Seat: 0}})
			require.NoError(t, err)
			sub := tb.Subscribe()
			defer sub.Close()
			deadline := time.After(time.Minute)
			for !tb.BotsWaiting() {
				select {
				case <-sub.C:
				case <-deadline:
					t.Fatal("the bots never settled")
				}
			}
			want := companion.PhasePlay
			if g.Name == "clues13" {
				want = companion.PhaseSetup // the player chooses their own outside cards first
			}
			assert.Equal(t, want, tb.View(companion.Host).Phase)
			for _, e := range tb.Events() {
				if e.Kind == "name" || e.Actor != 0 {
					continue
				}
				// The human's seat acted only at set-up: the service enters its deal.
				assert.Contains(t, []string{"tiles.set", "rack.set", "cards.set", "hand.set"}, e.Kind, "a bot acted for the human's seat: %s", e.Kind)
			}
		})
	}
}

// moves is the table's log without times: what was done, by whom, in order.
func moves(tb *companion.Table) []string {
	var out []string
	for _, e := range tb.Events() {
		b, _ := json.Marshal(e.Data)
		out = append(out, fmt.Sprintf("%d %s %s", e.Actor, e.Kind, b))
	}
	return out
}
