package games_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	_ "github.com/tablemate/tablemate/companion/games"
	"github.com/tablemate/tablemate/companion/gametest"
	"github.com/tablemate/tablemate/companion/table"
)

// (Every game's practice bots are checked by the conformance suite:
// bots-only games to the end, and a table that waits for its human.)

// TestPracticeHistoryWhenAsked keeps a practice game in the history when the host asks.
func TestPracticeHistoryWhenAsked(t *testing.T) {
	ctx := context.Background()
	svc := gametest.Service(t)
	tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 2, Practice: &companion.Practice{Seed: 3, Seat: -1, History: true}})
	require.NoError(t, err)
	gametest.WaitOver(t, tb)
	hist, err := svc.History(ctx)
	require.NoError(t, err)
	require.Len(t, hist, 1)
	assert.Equal(t, tb.Info.ID, hist[0].Table)
}

// moves is the table's log without times: what was done, by whom, in order.
func moves(tb *table.Table) []string {
	var out []string
	for _, e := range tb.Events() {
		b, _ := json.Marshal(e.Data)
		out = append(out, fmt.Sprintf("%d %s %s", e.Actor, e.Kind, b))
	}
	return out
}
