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
)

// TestReshuffleLogged: every time the discards are shuffled back into the
// draw pile, the public log says so, with how many discards went in — the
// same line at the same place for every audience (the display, the host,
// each seat), replayed from a real SQLite file.
func TestReshuffleLogged(t *testing.T) {
	total := 0
	for _, name := range []string{"2p", "3p", "5p"} { // the recorded sessions
		t.Run(name, func(t *testing.T) {
			log := gametest.ReadLog(t, filepath.Join("testdata", name+".log.json"))
			var at []int // the rack events that reshuffled
			for i, e := range log.Events {
				var d struct {
					Reshuffled bool `json:"reshuffled"`
				}
				if e.Kind == "rack.set" && json.Unmarshal(e.Data, &d) == nil && d.Reshuffled {
					at = append(at, i)
				}
			}
			total += len(at)
			body := func(tb *companion.Table, a companion.Actor) code777.View {
				var v code777.View
				require.NoError(t, companion.DecodeBody(tb.View(a), &v))
				return v
			}
			// The discards as the pile showed them just before each reshuffle.
			var want []int
			for _, i := range at {
				prefix := gametest.Log{Settings: log.Settings, Events: log.Events[:i]}
				want = append(want, body(gametest.Reopen(t, prefix), companion.Display).Pile.Discards)
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
				assert.Equal(t, -1, e.Seat)
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
