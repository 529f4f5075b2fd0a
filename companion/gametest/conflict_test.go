package gametest_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
	lexrules "github.com/tablemate/tablemate/solver/lexio"
)

// TestEachKindOfConflict: in every game, entries that do not add up are
// saved with an ordinary reply, make the table's public conflict (the same
// on every screen), keep the game from starting with a refusal that names
// nothing, and a correction — announced on every screen — clears it.
func TestEachKindOfConflict(t *testing.T) {
	row := cmd{} // Tagiron's six face-up cards (rowCards), first
	lexTiles := lexrules.AllTiles.Tiles()
	lexHand := func(from, n int) []string { return lexrules.HandOf(lexTiles[from : from+n]...).IDs() }
	cases := []struct {
		name     string
		set      companion.Settings
		entries  []cmd // the last one makes the conflict
		start    cmd   // refused while the entries conflict
		fix      cmd   // the correction (a change to a saved entry)
		changeBy companion.Actor
	}{
		{"Tagiron: one tile on two racks", companion.Settings{Game: "tagiron", Players: 2}, []cmd{
			row, {0, "tiles", map[string]any{"tiles": []string{"r0", "b0", "r1", "b1", "g5"}}},
			{1, "tiles", map[string]any{"tiles": []string{"r0", "r3", "b3", "r4", "b4"}}},
		}, cmd{0, "start", map[string]any{"starter": 0}},
			cmd{1, "tiles", map[string]any{"tiles": []string{"r2", "r3", "b3", "r4", "b4"}}}, 1},
		{"Tagiron: more copies of green 5 than the box has", companion.Settings{Game: "tagiron", Players: 3}, []cmd{
			row, {0, "tiles", map[string]any{"tiles": []string{"r0", "b0", "r1", "b1", "g5"}}},
			{1, "tiles", map[string]any{"tiles": []string{"b2", "r3", "b3", "r4", "g5"}}},
			{2, "tiles", map[string]any{"tiles": []string{"r6", "b6", "r7", "b7", "g5"}}},
		}, cmd{0, "start", map[string]any{"starter": 0}},
			cmd{2, "tiles", map[string]any{"tiles": []string{"r6", "b6", "r7", "b7", "r8"}}}, 2},
		{"13 Clues: one card entered by two players", companion.Settings{Game: "clues13", Players: 3}, []cmd{
			{0, "cards", map[string]any{"outside": []string{"officer", "parlor", "knife"}, "inside": []string{"duke", "market"}}},
			{1, "cards", map[string]any{"outside": []string{"butcher", "library", "sword"}, "inside": []string{"countess", "harbor"}}},
			{2, "cards", map[string]any{"outside": []string{"nurse", "park", "crossbow"}, "inside": []string{"duke", "museum"}}},
		}, cmd{companion.Host, "start", map[string]any{"starter": 0}},
			cmd{2, "cards", map[string]any{"outside": []string{"nurse", "park", "crossbow"}, "inside": []string{"maid", "museum"}}}, 2},
		{"Code 777: a pile over-drawn (one green 1 on two racks)", companion.Settings{Game: "code777", Players: 3}, []cmd{
			{2, "rack", map[string]any{"rack": "0", "tiles": []string{"red5", "red5", "blue7"}}},
			{0, "rack", map[string]any{"rack": "1", "tiles": []string{"green1", "yellow2", "black3"}}},
			{companion.Host, "rack", map[string]any{"rack": "n1", "tiles": []string{"pink7", "black5", "yellow7"}}},
			{1, "rack", map[string]any{"rack": "2", "tiles": []string{"green1", "green6", "brown4"}}},
		}, cmd{companion.Host, "start", map[string]any{"starter": 0}},
			cmd{1, "rack", map[string]any{"rack": "2", "tiles": []string{"pink6", "green6", "brown4"}}}, 1},
		{"Lexio: one tile in two hands", companion.Settings{Game: "lexio", Players: 3}, []cmd{
			{companion.Host, "market", map[string]any{"tiles": lexHand(45, 15)}},
			{0, "hand", map[string]any{"tiles": lexHand(0, 15)}},
			{1, "hand", map[string]any{"tiles": lexHand(15, 15)}},
			{2, "hand", map[string]any{"tiles": lexHand(14, 15)}},
		}, cmd{},
			cmd{2, "hand", map[string]any{"tiles": lexHand(30, 15)}}, 2},
		{"Lexio: the market holds a tile of a hand", companion.Settings{Game: "lexio", Players: 3}, []cmd{
			{0, "hand", map[string]any{"tiles": lexHand(0, 15)}},
			{1, "hand", map[string]any{"tiles": lexHand(15, 15)}},
			{2, "hand", map[string]any{"tiles": lexHand(30, 15)}},
			{companion.Host, "market", map[string]any{"tiles": lexHand(44, 15)}},
		}, cmd{},
			cmd{companion.Host, "market", map[string]any{"tiles": lexHand(45, 15)}}, companion.Host},
	}
	for _, tc := range cases {
		if tc.set.Game == "tagiron" {
			tc.entries = append(rowCards(), tc.entries[1:]...)
		}
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			svc := gametest.Service(t)
			table, err := svc.CreateTable(ctx, tc.set)
			require.NoError(t, err)
			run := func(c cmd) error {
				var raw json.RawMessage
				if c.args != nil {
					raw, _ = json.Marshal(c.args)
				}
				_, err := table.Do(ctx, companion.Command{Actor: c.actor, Type: c.typ, Data: raw})
				return err
			}
			for i, c := range tc.entries {
				require.NoError(t, run(c), "entry %d is saved like any other", i)
			}
			audiences := gametest.Audiences(tc.set.Players)
			for name, a := range audiences {
				assert.True(t, table.View(a).Conflict, "%s sees the conflict", name)
			}
			if tc.start.typ == "" {
				// Lexio deals once every entry is in: not while they conflict.
				assert.Equal(t, companion.PhaseSetup, table.View(companion.Display).Phase)
			} else {
				err = run(tc.start)
				require.Error(t, err)
				e := companion.AsError(err)
				assert.Equal(t, companion.Conflict, e.Code)
				assert.Equal(t, companion.EntriesConflict().Key, e.Key, "the refusal is the one sentence: %v", err)
				assert.Empty(t, e.Args, "it names nothing")
			}
			// Once everyone is in, a seat's correction waits for the host's OK.
			if tc.fix.actor >= 0 {
				require.Error(t, run(tc.fix))
				_, err := table.Do(ctx, companion.Command{Actor: companion.Host, Type: "allow", Data: json.RawMessage(`{"seat":` + string(rune('0'+int(tc.fix.actor))) + `}`)})
				require.NoError(t, err)
			}
			require.NoError(t, run(tc.fix))
			for name, a := range audiences {
				v := table.View(a)
				assert.False(t, v.Conflict, "%s: the correction clears it", name)
				require.NotNil(t, v.Changed, "%s: the change is announced", name)
				assert.Equal(t, tc.changeBy, v.Changed.Actor)
				assert.Equal(t, 1, v.Changed.N)
			}
		})
	}
}

func rowCards() []cmd {
	var out []cmd
	for _, c := range tagironRow {
		out = append(out, cmd{companion.Host, "reveal", map[string]any{"card": c}})
	}
	return out
}

// TestCode777RefusesOnlyWhatThePlacerSees: a tile whose every copy is on
// racks the placer can see is refused to it, naming that tile; the same
// tile when one copy lies on the placer's own rack (which it never sees) is
// saved, and the table's conflict says the rest once every rack is in.
func TestCode777RefusesOnlyWhatThePlacerSees(t *testing.T) {
	ctx := context.Background()
	svc := gametest.Service(t)
	table, err := svc.CreateTable(ctx, companion.Settings{Game: "code777", Players: 3})
	require.NoError(t, err)
	rack := func(a companion.Actor, id string, tiles ...string) error {
		raw, _ := json.Marshal(map[string]any{"rack": id, "tiles": tiles})
		_, err := table.Do(ctx, companion.Command{Actor: a, Type: "rack", Data: raw})
		return err
	}
	require.NoError(t, rack(2, "0", "green1", "red5", "blue7")) // seat 0's rack
	err = rack(1, "2", "green1", "green6", "brown4")            // seat 1 sees rack 0
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the racks you can see already hold every green 1 tile")
	require.NoError(t, rack(0, "1", "green1", "yellow2", "black3"), "seat 0 cannot see its own rack")
	assert.False(t, table.View(companion.Display).Conflict, "not compared while racks wait for tiles")
	require.NoError(t, rack(1, "2", "pink6", "green6", "brown4"))
	require.NoError(t, rack(companion.Host, "n1", "pink7", "black5", "yellow7"))
	assert.True(t, table.View(companion.Display).Conflict)
}

// TestClues13RefusesOnlyWhatTheSeatSees: a card the seat sees in another
// player's case is refused to it, naming that card; a card in another
// player's inside pair (which it never sees) is saved, and the table's
// conflict says the rest once every seat is in.
func TestClues13RefusesOnlyWhatTheSeatSees(t *testing.T) {
	ctx := context.Background()
	svc := gametest.Service(t)
	table, err := svc.CreateTable(ctx, companion.Settings{Game: "clues13", Players: 3})
	require.NoError(t, err)
	cards := func(a companion.Actor, outside, inside []string) error {
		raw, _ := json.Marshal(map[string]any{"outside": outside, "inside": inside})
		_, err := table.Do(ctx, companion.Command{Actor: a, Type: "cards", Data: raw})
		return err
	}
	// Seat 1 gives seat 2 its case: seat 0 sees it.
	require.NoError(t, cards(1, []string{"butcher", "library", "sword"}, []string{"countess", "harbor"}))
	err = cards(0, []string{"officer", "parlor", "knife"}, []string{"duke", "library"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "you can see card library in another player's case")
	require.NoError(t, cards(0, []string{"officer", "parlor", "knife"}, []string{"duke", "harbor"}), "seat 1's inside pair is not seat 0's to see")
	assert.False(t, table.View(companion.Display).Conflict, "not compared while a seat has not entered")
	require.NoError(t, cards(2, []string{"nurse", "park", "crossbow"}, []string{"maid", "museum"}))
	assert.True(t, table.View(companion.Display).Conflict)
}

// TestReentriesBeforeEveryoneIsInTellNothing is the probe: at a
// 3-player Tagiron table seat 1 has entered, seat 2 has not, and seat 0
// enters g5 r6 b6 r7 X again for every other tile X. Nothing on any screen
// follows X onto seat 1's rack; every change is a line on every screen
// (who, what, the how-many-th). Once seat 2 is in, the conflict shows and
// every further change waits for the host's OK.
func TestReentriesBeforeEveryoneIsInTellNothing(t *testing.T) {
	ctx := context.Background()
	svc := gametest.Service(t)
	table, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 3})
	require.NoError(t, err)
	tiles := func(a companion.Actor, ts ...string) error {
		raw, _ := json.Marshal(map[string]any{"tiles": ts})
		_, err := table.Do(ctx, companion.Command{Actor: a, Type: "tiles", Data: raw})
		return err
	}
	seat1 := []string{"r0", "b1", "r2", "b3", "r4"}
	require.NoError(t, tiles(1, seat1...))
	require.NoError(t, tiles(0, "g5", "r6", "b6", "r7", "b7"))
	audiences := gametest.Audiences(3)
	n := 0
	var first []byte // the display, but for the count of changes, as after the first X
	for _, x := range []string{"r0", "b0", "r1", "b1", "r2", "b2", "r3", "b3", "r4", "b4", "r8", "b8", "r9", "b9", "g5"} {
		require.NoError(t, tiles(0, "g5", "r6", "b6", "r7", x), "no OK is needed before everyone is in")
		n++
		for name, a := range audiences {
			v := table.View(a)
			assert.False(t, v.Conflict, "%s: X=%s on seat 1's rack or not, nothing shows", name, x)
			require.Len(t, v.EntryLog, n, "%s: every change is a line", name)
			assert.Equal(t, companion.EntryChange{Actor: 0, What: companion.Label{EN: "rack", KO: "받침대"}, N: n}, v.EntryLog[n-1])
		}
		v := table.View(companion.Display)
		v.Seq, v.Changed, v.EntryLog = 0, nil, nil
		b, err := json.Marshal(v)
		require.NoError(t, err)
		if first == nil {
			first = b
		}
		assert.Equal(t, string(first), string(b), "X=%s: the display's bytes do not follow X", x)
	}
	// The last X (g5, a second green 5 is fine) adds up; now r0 from seat 1's rack.
	require.NoError(t, tiles(0, "g5", "r6", "b6", "r7", "r0"))
	require.NoError(t, tiles(2, "r8", "b8", "r9", "b9", "b2"))
	for name, a := range audiences {
		assert.True(t, table.View(a).Conflict, "%s: every entry is in, the conflict shows", name)
	}
	err = tiles(0, "g5", "r6", "b6", "r7", "b7")
	require.Error(t, err, "a change now waits for the host's OK")
	assert.Contains(t, err.Error(), "the host must allow a change first")
}
