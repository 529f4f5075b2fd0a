package games_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/clues13"
	"github.com/tablemate/tablemate/companion/code777"
	"github.com/tablemate/tablemate/companion/gametest"
	"github.com/tablemate/tablemate/companion/lexio"
	"github.com/tablemate/tablemate/companion/table"
)

// settle waits until a practice table's bots wait for the player (or the game is over).
func settle(t *testing.T, tb *table.Table) {
	t.Helper()
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
}

// TestPracticeCode777DrawsTheCard: at practice the service draws each
// question card at random; the player turns over the card drawn (one tap,
// any other card is refused) and the bots read the cards drawn for them,
// not the deck in its printed order.
func TestPracticeCode777DrawsTheCard(t *testing.T) {
	ctx := context.Background()
	svc := gametest.Service(t)
	tb, err := svc.CreateTable(ctx, companion.Settings{Game: "code777", Players: 3, Practice: &companion.Practice{Seed: 9, Seat: 0}})
	require.NoError(t, err)
	var reads []string
	for turn := 0; len(reads) < 6 && turn < 20; turn++ {
		settle(t, tb)
		v := tb.View(0).Body.(code777.View)
		if v.Winner != nil {
			break
		}
		if !v.Me.CanRead {
			continue
		}
		require.NotEmpty(t, v.Me.Drawn, "the player's card is drawn for them")
		other := "q1"
		if v.Me.Drawn == other {
			other = "q2"
		}
		_, err := tb.Do(ctx, companion.BotCommand(0, "read", map[string]any{"card": other}))
		require.Error(t, err, "only the card drawn may be turned over")
		assert.Contains(t, err.Error(), "turn over the card drawn")
		do(t, tb, 0, "read", map[string]any{"card": v.Me.Drawn})
		// The card is turned over: the player's last read, and no longer drawn for them, unless the
		// bots (who act at once, outside the table's lock) have already played round to a new draw.
		after := tb.View(0).Body.(code777.View)
		mine := -1
		for i, e := range after.Log {
			if e.Kind == "read" && e.Seat == 0 {
				mine = i
			}
		}
		require.GreaterOrEqual(t, mine, 0)
		assert.Equal(t, v.Me.Drawn, after.Log[mine].Card)
		if after.Me.Drawn != "" {
			assert.Greater(t, len(after.Log), mine+1, "a new card is drawn only once the others have played")
		}
		reads = nil
		for _, e := range tb.View(companion.Host).Body.(code777.View).Log {
			if e.Kind == "read" {
				reads = append(reads, e.Card)
			}
		}
	}
	require.GreaterOrEqual(t, len(reads), 3)
	assert.NotEqual(t, []string{"q1", "q2", "q3"}, reads[:3], "cards drawn at random, not in the printed order")
}

// TestPracticeClues13PlayerChoosesCase: the service deals the player five
// cards and the player chooses which three stand outside; the bots enter
// theirs, and the game starts once the player has chosen.
func TestPracticeClues13PlayerChoosesCase(t *testing.T) {
	ctx := context.Background()
	svc := gametest.Service(t)
	tb, err := svc.CreateTable(ctx, companion.Settings{Game: "clues13", Players: 3, Practice: &companion.Practice{Seed: 4, Seat: 0}})
	require.NoError(t, err)
	settle(t, tb)
	host := tb.View(companion.Host)
	require.Equal(t, companion.PhaseSetup, host.Phase)
	v := tb.View(0).Body.(clues13.View)
	require.Len(t, v.Me.Dealt, 5)
	assert.Empty(t, v.Me.Outside)
	for _, s := range v.Seats[1:] {
		assert.True(t, s.Ready, "the bots entered their cards")
	}

	// The player picks one of each kind for the outside, the rest inside.
	kinds := map[string]string{}
	for _, c := range v.Cards {
		kinds[c.ID] = c.Kind.String()
	}
	var outside, inside []string
	taken := map[string]bool{}
	for _, id := range v.Me.Dealt {
		if !taken[kinds[id]] && len(outside) < 3 {
			taken[kinds[id]] = true
			outside = append(outside, id)
		} else {
			inside = append(inside, id)
		}
	}
	require.Len(t, outside, 3)
	wrong := append([]string{}, inside...)
	for _, c := range v.Cards {
		if c.InPlay && c.Kind.String() == kinds[wrong[0]] && !contains(v.Me.Dealt, c.ID) {
			wrong[0] = c.ID
			break
		}
	}
	_, err = tb.Do(ctx, companion.BotCommand(0, "cards", map[string]any{"outside": outside, "inside": wrong}))
	require.Error(t, err, "a card the phone did not deal is refused")
	do(t, tb, 0, "cards", map[string]any{"outside": outside, "inside": inside})
	settle(t, tb)
	assert.Equal(t, companion.PhasePlay, tb.View(companion.Host).Phase)
	b, _ := json.Marshal(tb.View(0))
	assert.NotContains(t, string(b), `"dealt"`, "the deal leaves the view once chosen")
}

func contains(ids []string, id string) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// TestPracticeDefaults: a learner's practice table names its bots in the
// player's language, shows possibilities rather than the ranked best
// question (when the creator chose no level), and Lexio starts at stage 1.
func TestPracticeDefaults(t *testing.T) {
	ctx := context.Background()
	svc := gametest.Service(t)
	for _, lang := range []string{"ko", "en"} {
		tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 3, Practice: &companion.Practice{Seed: 2, Seat: 1, Lang: lang}})
		require.NoError(t, err)
		settle(t, tb)
		want := []string{"봇 1", "", "봇 2"}
		if lang == "en" {
			want = []string{"Bot 1", "", "Bot 2"}
		}
		assert.Equal(t, want, tb.View(1).Names)
		assert.Equal(t, companion.HintsPossibilities, tb.Info.Settings.Hints)
	}
	tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 2, Hints: companion.HintsFull, Practice: &companion.Practice{Seed: 2, Seat: 0}})
	require.NoError(t, err)
	assert.Equal(t, companion.HintsFull, tb.Info.Settings.Hints, "the creator's choice stands")

	lx, err := svc.CreateTable(ctx, companion.Settings{Game: "lexio", Players: 3, Practice: &companion.Practice{Seed: 2, Seat: 0}})
	require.NoError(t, err)
	settle(t, lx)
	assert.Equal(t, 1, lx.View(0).Body.(lexio.View).Stage)
	lx3, err := svc.CreateTable(ctx, companion.Settings{Game: "lexio", Players: 3, Options: json.RawMessage(`{"stage":3}`), Practice: &companion.Practice{Seed: 2, Seat: 0}})
	require.NoError(t, err)
	assert.Equal(t, 3, lx3.View(0).Body.(lexio.View).Stage)
}
