package gametest_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	_ "github.com/tablemate/tablemate/companion/games"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
)

type cmd struct {
	actor companion.Actor
	typ   string
	args  map[string]any
}

// forged plays cmds at a new table in a real SQLite file, then writes the
// events the game decides for last — changed by forge, as a hand edit or a
// bug would — as the next rows, and reopens the file the way start-up and
// `tablemate doctor` do.
func forged(t *testing.T, set companion.Settings, cmds []cmd, last cmd, forge func(kind string, data map[string]any)) (fault *companion.Fault, problems []service.Problem, seq int64) {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "forged.db")
	store, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	svc, err := service.Open(ctx, store, service.Options{})
	require.NoError(t, err)
	table, err := svc.CreateTable(ctx, set)
	require.NoError(t, err)
	run := func(c cmd) companion.Command {
		raw, err := json.Marshal(c.args)
		require.NoError(t, err)
		return companion.Command{Actor: c.actor, Type: c.typ, Data: raw}
	}
	for _, c := range cmds {
		_, err := table.Do(ctx, run(c))
		require.NoError(t, err, "%s by %d", c.typ, c.actor)
	}
	var changes []companion.Change
	if last.typ == "" { // a row the table would not decide at all
		changes = []companion.Change{{Kind: "game.start", Data: map[string]any{"starter": 0}}}
	} else {
		changes, err = table.State().Decide(run(last))
		require.NoError(t, err)
	}
	seq = table.Seq() + 1
	var rows []companion.Event
	for i, ch := range changes {
		b, err := json.Marshal(ch.Data)
		require.NoError(t, err)
		var d map[string]any
		require.NoError(t, json.Unmarshal(b, &d))
		forge(ch.Kind, d)
		b, err = json.Marshal(d)
		require.NoError(t, err)
		rows = append(rows, companion.Event{Table: table.ID(), Seq: seq + int64(i), Kind: ch.Kind, Actor: last.actor, Data: b, At: table.Events()[0].At})
	}
	require.NoError(t, store.Append(ctx, rows))
	require.NoError(t, store.Close())

	store, err = sqlite.Open(ctx, path)
	require.NoError(t, err)
	defer store.Close()
	problems, _, err = service.Check(ctx, store)
	require.NoError(t, err)
	svc, err = service.Open(ctx, store, service.Options{})
	require.NoError(t, err)
	again, err := svc.Table(table.ID())
	require.NoError(t, err)
	return again.Fault(), problems, seq
}

var (
	tagironRow = []string{"count-red", "sum-all", "where-1-or-2", "same-color-neighbours", "count-pairs", "where-5"}
)

func tagironSetup(racks [][]string) []cmd {
	var out []cmd
	for i, r := range racks {
		out = append(out, cmd{companion.Actor(i), "tiles", map[string]any{"tiles": r}})
	}
	for _, c := range tagironRow {
		out = append(out, cmd{companion.Host, "reveal", map[string]any{"card": c}})
	}
	return out
}

// TestContradictingResultsSetTheTableAside: every recorded answer,
// judgement and verdict is recomputed from the hidden pieces at replay, and
// pieces are conserved; a row that contradicts them sets the table aside at
// that event, and `tablemate doctor` (service.Check) names it.
func TestContradictingResultsSetTheTableAside(t *testing.T) {
	racks := [][]string{{"r0", "b0", "r1", "b1", "g5"}, {"b2", "r3", "b3", "r4", "b4"}}
	start := cmd{0, "start", map[string]any{"starter": 0}}
	tag := companion.Settings{Game: "tagiron", Players: 2}
	c777 := companion.Settings{Game: "code777", Players: 3}
	c777Racks := []cmd{
		{2, "rack", map[string]any{"rack": "0", "tiles": []string{"red5", "red5", "blue7"}}},
		{0, "rack", map[string]any{"rack": "1", "tiles": []string{"green1", "yellow2", "black3"}}},
		{1, "rack", map[string]any{"rack": "2", "tiles": []string{"pink6", "green6", "brown4"}}},
		{companion.Host, "rack", map[string]any{"rack": "n1", "tiles": []string{"pink7", "black5", "yellow7"}}},
		{companion.Host, "start", map[string]any{"starter": 0}},
	}
	cases := []struct {
		name   string
		set    companion.Settings
		cmds   []cmd
		last   cmd
		forge  func(kind string, d map[string]any)
		reason string
	}{
		{"Tagiron: an answer changed to 99 red tiles", tag, append(tagironSetup(racks), start),
			cmd{0, "ask", map[string]any{"card": "count-red"}},
			func(_ string, d map[string]any) { d["answers"] = map[string]any{"1": 99} }, "not what its rack gives"},
		{"Tagiron: a wrong declaration flipped to correct", tag, append(tagironSetup(racks), start),
			cmd{0, "declare", map[string]any{"tiles": []string{"r2", "b2", "r3", "b3", "r4"}}},
			func(_ string, d map[string]any) { d["correct"] = true }, "judged true where the tiles say false"},
		{"Tagiron: a start although a tile is on two racks", tag, tagironSetup([][]string{racks[0], {"b0", "r3", "b3", "r4", "b4"}}),
			cmd{}, func(string, map[string]any) {}, "do not add up"},
		{"13 Clues: a start although a card is entered twice", companion.Settings{Game: "clues13", Players: 3}, []cmd{
			{0, "cards", map[string]any{"outside": []string{"officer", "parlor", "knife"}, "inside": []string{"duke", "market"}}},
			{1, "cards", map[string]any{"outside": []string{"butcher", "library", "sword"}, "inside": []string{"duke", "harbor"}}},
			{2, "cards", map[string]any{"outside": []string{"nurse", "park", "crossbow"}, "inside": []string{"dancer", "theater"}}},
		}, cmd{}, func(string, map[string]any) {}, "do not add up"},
		{"Code 777: an answer that the racks do not give", c777, c777Racks,
			cmd{0, "read", map[string]any{"card": "q1"}},
			func(_ string, d map[string]any) { d["answer"] = 6 }, "not what the racks give"},
		{"Code 777: a wrong challenge judged correct", c777, append(c777Racks, cmd{0, "read", map[string]any{"card": "q1"}}),
			cmd{2, "challenge", map[string]any{"numbers": "1 1 1"}},
			func(_ string, d map[string]any) {
				r := d["results"].([]any)[0].(map[string]any)
				r["correct"] = true
			}, "judged true where its rack says false"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, problems, seq := forged(t, tc.set, tc.cmds, tc.last, tc.forge)
			require.NotNil(t, f, "the table is set aside")
			assert.Equal(t, seq, f.Seq)
			assert.Contains(t, f.Reason, tc.reason)
			require.Len(t, problems, 1, "doctor names it")
			assert.Equal(t, seq, problems[0].Fault.Seq)
		})
	}
}
