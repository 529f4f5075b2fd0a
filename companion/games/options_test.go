package games_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
)

// TestEveryGameRefusesUnknownOptionsInWords: every game refuses an option
// it does not have, and a value of the wrong kind, with the same sentences
// in Korean and English (no Go or JSON text); its own options with their
// defaults are taken.
func TestEveryGameRefusesUnknownOptionsInWords(t *testing.T) {
	ctx := context.Background()
	svc := gametest.Service(t)
	refused := func(t *testing.T, set companion.Settings, says string) {
		t.Helper()
		_, err := svc.CreateTable(ctx, set)
		require.Error(t, err)
		e := companion.AsError(err)
		assert.Equal(t, companion.Invalid, e.Code)
		en, ko := e.Render("en", ""), e.Render("ko", "")
		assert.Contains(t, en, says)
		assert.NotEqual(t, en, ko, "there is Korean for it")
		for _, machine := range []string{"json:", "unknown field", "cannot unmarshal", "Go value", "%!"} {
			assert.NotContains(t, en, machine)
			assert.NotContains(t, ko, machine)
		}
	}
	for _, g := range companion.Games() {
		t.Run(g.Name, func(t *testing.T) {
			n := g.Players[0]
			set := func(opts string) companion.Settings {
				return companion.Settings{Game: g.Name, Players: n, Options: json.RawMessage(opts)}
			}
			says := "this game has no table option \"expert_mode\"; its options are "
			if len(g.Options) == 0 {
				says = "this game has no table options"
			}
			refused(t, set(`{"expert_mode": true}`), says)
			refused(t, set(`[1, 2]`), "the table options must be names with values")
			defaults := map[string]any{}
			for _, o := range g.Options {
				refused(t, set(fmt.Sprintf(`{%q: "many"}`, o.Name)), fmt.Sprintf(`the table option %q takes `, o.Name))
				defaults[o.Name] = o.Default
			}
			b, err := json.Marshal(defaults)
			require.NoError(t, err)
			_, err = svc.CreateTable(ctx, set(string(b)))
			require.NoError(t, err, "its own options with their defaults: %s", b)
		})
	}
}

// TestPracticeSeatIsWorded: the API's practice table needs the player's own
// seat (no bots-only table), and a seat out of range is named as the table
// counts seats.
func TestPracticeSeatIsWorded(t *testing.T) {
	for _, seat := range []int{-2, -1, 3} {
		err := companion.CheckRequested(companion.Settings{Game: "tagiron", Players: 3, Practice: &companion.Practice{Seat: seat}})
		require.Error(t, err, "seat %d", seat)
		assert.Equal(t, "a practice table needs a seat for you: choose one from 1 to 3", companion.AsError(err).Render("en", ""))
		assert.Equal(t, "연습 테이블에는 내 자리가 있어야 합니다. 1부터 3까지에서 고르세요", companion.AsError(err).Render("ko", ""))
	}
	require.NoError(t, companion.CheckRequested(companion.Settings{Game: "tagiron", Players: 3, Practice: &companion.Practice{Seat: 2}}))
	_, err := gametest.Service(t).CreateTable(context.Background(), companion.Settings{Game: "tagiron", Players: 3, Practice: &companion.Practice{Seat: -2}})
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "-1", "no seat counted off by one")
}
