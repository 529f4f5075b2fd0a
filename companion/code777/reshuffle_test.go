package code777_test

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/code777"
	"github.com/tablemate/tablemate/companion/gametest"
	"github.com/tablemate/tablemate/companion/table"
)

// TestReshuffleLogged: every time the discards are shuffled back into the
// draw pile, the public log says so, with how many discards went in and who
// confirmed it — the same line at the same place for every audience (the
// display, the host, each seat), replayed from a real SQLite file. The
// recorded sessions confirm each reshuffle with its own event; a log written
// before that (legacy/) carries it in the rack entry that caused it.
func TestReshuffleLogged(t *testing.T) {
	total := 0
	for _, name := range []string{"2p", "3p", "5p", "legacy/5p"} { // the recorded sessions
		t.Run(name, func(t *testing.T) {
			log := gametest.ReadLog(t, filepath.Join("testdata", name+".log.json"))
			var at []int // the events that reshuffled
			for i, e := range log.Events {
				var d struct {
					Reshuffled bool `json:"reshuffled"`
				}
				if e.Kind == "pile.reshuffle" || (e.Kind == "rack.set" && json.Unmarshal(e.Data, &d) == nil && d.Reshuffled) {
					at = append(at, i)
				}
			}
			total += len(at)
			body := func(tb *table.Table, a companion.Actor) code777.View {
				var v code777.View
				require.NoError(t, companion.DecodeBody(tb.View(a), &v))
				return v
			}
			// The discards as the pile showed them just before each reshuffle.
			var want []int
			for _, i := range at {
				prefix := gametest.Log{Settings: log.Settings, Events: log.Events[:i]}
				v := body(gametest.Reopen(t, prefix), companion.Display)
				assert.True(t, v.Pile.ReshuffleNow || log.Events[i].Kind == "rack.set", "every screen said the reshuffle was due")
				want = append(want, v.Pile.Discards)
			}
			tb := gametest.Reopen(t, log)
			reshuffles := func(v code777.View) (out []code777.EntryView, where []int) {
				for i, e := range v.Log {
					if e.Kind == "reshuffle" {
						out, where = append(out, e), append(where, i)
					}
				}
				return out, where
			}
			lines, where := reshuffles(body(tb, companion.Display))
			require.Len(t, lines, len(at))
			for i, e := range lines {
				assert.Equal(t, want[i], e.Discards, "reshuffle %d", i)
				assert.Positive(t, e.Discards)
				assert.True(t, e.Seat >= -1 && e.Seat < log.Settings.Players, "confirmed by the host (-1) or a seat: %d", e.Seat)
			}
			for name, a := range gametest.Audiences(log.Settings.Players) {
				got, gotWhere := reshuffles(body(tb, a))
				assert.Equal(t, lines, got, name)
				assert.Equal(t, where, gotWhere, name)
			}
		})
	}
	assert.Positive(t, total, "the recorded sessions reshuffle the draw pile")
}

// TestLegacyLogReplays: a log written before the reshuffles were steps of
// their own (each carried by the rack entry or the card read that caused
// it) still replays, on a real SQLite file, to the views it always gave.
func TestLegacyLogReplays(t *testing.T) {
	log := gametest.ReadLog(t, filepath.Join("testdata", "legacy", "5p.log.json"))
	gametest.Golden(t, filepath.Join("testdata", "legacy", "golden", "5p"), gametest.Replay(t, log))
}
