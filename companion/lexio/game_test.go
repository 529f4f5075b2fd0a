package lexio

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
	"pgregory.net/rapid"
)

type tester interface {
	require.TestingT
	Helper()
}

// do decides a command and applies its events, as table.Table does.
func do(tb tester, st *State, actor companion.Actor, cmd map[string]any) error {
	tb.Helper()
	raw, err := json.Marshal(cmd)
	require.NoError(tb, err)
	changes, err := st.Decide(companion.Command{Actor: actor, Type: cmd["type"].(string), Data: raw})
	if err != nil {
		return err
	}
	for _, ch := range changes {
		data, err := json.Marshal(ch.Data)
		require.NoError(tb, err)
		if _, err := st.Apply(companion.Event{Kind: ch.Kind, Actor: actor, Data: data}); err != nil {
			return err
		}
	}
	return nil
}

func newState(tb tester, players int, opt Options) *State {
	tb.Helper()
	raw, _ := json.Marshal(opt)
	st, err := Rules{}.New(companion.Settings{Game: Name, Players: players, Options: raw})
	require.NoError(tb, err)
	return st.(*State)
}

// dealRandom enters a shuffled deal: the market by the host, each hand by its seat.
func dealRandom(tb tester, st *State, rng *rand.Rand) {
	tb.Helper()
	tiles := rules.AllTiles.Tiles()
	rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	n := st.setup.HandSize
	for s := range st.players {
		require.NoError(tb, do(tb, st, companion.Actor(s), map[string]any{"type": "hand", "tiles": rules.HandOf(tiles[s*n : (s+1)*n]...).IDs()}))
	}
	require.NoError(tb, do(tb, st, companion.Host, map[string]any{"type": "market", "tiles": rules.HandOf(tiles[st.players*n:]...).IDs()}))
}

// randomMove makes one legal move: sometimes an out-of-turn bomb, else the
// turn's seat plays, passes or goes out.
func randomMove(tb tester, st *State, rng *rand.Rand) {
	tb.Helper()
	g := st.game
	for s := range st.players {
		if s != g.Turn() && rng.IntN(3) == 0 {
			if ps := g.LegalPlays(s); len(ps) > 0 {
				require.NoError(tb, do(tb, st, companion.Actor(s), map[string]any{"type": "play", "tiles": ps[rng.IntN(len(ps))].Tiles.IDs()}))
				return
			}
		}
	}
	s := g.Turn()
	ps := g.LegalPlays(s)
	lead := g.Table().Type == rules.None
	switch r := rng.IntN(10); {
	case !lead && r < 2 && g.Market() != 0 && g.Ledger().Chips(s) >= rules.OutCost && g.Config().Stage == rules.StageMarket:
		m := g.Market().Tiles()
		require.NoError(tb, do(tb, st, companion.Actor(s), map[string]any{"type": "out", "tile": m[rng.IntN(len(m))].String()}))
	case !lead && (r < 5 || len(ps) == 0):
		require.NoError(tb, do(tb, st, companion.Actor(s), map[string]any{"type": "pass"}))
	default:
		require.NotEmpty(tb, ps, "the leader always has a play")
		require.NoError(tb, do(tb, st, companion.Actor(s), map[string]any{"type": "play", "tiles": ps[rng.IntN(len(ps))].Tiles.IDs()}))
	}
}

// TestRandomGamesKeepTheInvariant plays random games to the end under every
// stage and player count and checks the chip invariant after every event.
func TestRandomGamesKeepTheInvariant(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(3, 6).Draw(t, "players")
		stage := rapid.IntRange(1, 3).Draw(t, "stage")
		st := newState(t, players, Options{Stage: stage, Deals: 2})
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 2))
		for steps := 0; st.game.Phase() != rules.GameOver; steps++ {
			require.Less(t, steps, 5000, "the game ends")
			if st.game.Phase() == rules.BetweenDeals {
				dealRandom(t, st, rng)
				continue
			}
			randomMove(t, st, rng)
			require.NoError(t, st.Invariant())
		}
	})
}

// TestNoIllegalPlayAccepted proposes random tile sets from random seats and
// requires the table to accept exactly what Classify/Beats and the turn rules allow.
func TestNoIllegalPlayAccepted(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(3, 6).Draw(t, "players")
		st := newState(t, players, Options{Stage: rapid.IntRange(1, 3).Draw(t, "stage"), Deals: 1})
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 3))
		dealRandom(t, st, rng)
		for range rapid.IntRange(0, 40).Draw(t, "moves") {
			if st.game.Phase() != rules.Playing {
				return
			}
			randomMove(t, st, rng)
		}
		if st.game.Phase() != rules.Playing {
			return
		}
		g := st.game
		seat := rapid.IntRange(0, players-1).Draw(t, "seat")
		// Mostly tiles from the hand (sometimes one foreign tile), 1..6 of them.
		pool := g.Hand(seat).Tiles()
		if len(pool) == 0 || rng.IntN(8) == 0 {
			pool = rules.AllTiles.Tiles()
		}
		var probe rules.Hand
		for range rapid.IntRange(1, 6).Draw(t, "size") {
			probe |= rules.HandOf(pool[rng.IntN(len(pool))])
		}
		p, cerr := rules.ClassifyIn(probe, g.Config().Stage)
		legal := probe&^g.Hand(seat) == 0 && !g.IsOut(seat) && cerr == nil && rules.Beats(p, g.Table()) &&
			(seat == g.Turn() || p.Type == rules.Bomb && g.Table().Type != rules.None)
		before, _ := json.Marshal(st.View(companion.Display, companion.ViewContext{}))
		err := do(t, st, companion.Actor(seat), map[string]any{"type": "play", "tiles": probe.IDs()})
		require.Equal(t, legal, err == nil, "probe %s by %d on %s: %v", probe, seat, g.Table(), err)
		if err != nil {
			after, _ := json.Marshal(st.View(companion.Display, companion.ViewContext{}))
			require.Equal(t, string(before), string(after), "a refusal changes nothing")
		}
	})
}

func TestRefusalReasons(t *testing.T) {
	st := newState(t, 3, Options{})
	hands := [][]string{
		{"sun15", "sun3", "moon3", "sun4", "moon4", "sun7", "moon7", "star7", "cloud7", "sun9", "sun10", "sun11", "sun12", "sun13", "moon1"},
		{"moon15", "star3", "cloud3", "star4", "cloud4", "sun8", "moon8", "star8", "moon9", "moon10", "moon11", "moon12", "moon13", "sun1", "star1"},
		{"star15", "sun2", "moon2", "star2", "cloud2", "sun5", "moon5", "star5", "cloud5", "sun6", "moon6", "star6", "cloud6", "cloud1", "sun14"},
	}
	used := rules.Hand(0)
	for s, h := range hands {
		hh, err := rules.ParseHand(h)
		require.NoError(t, err)
		used |= hh
		require.NoError(t, do(t, st, companion.Actor(s), map[string]any{"type": "hand", "tiles": h}))
	}
	// Seat 1 entering seat 0's hand is saved (its reply says nothing about
	// seat 0): the entries then conflict, in public, until it is corrected.
	require.NoError(t, do(t, st, 1, map[string]any{"type": "hand", "tiles": hands[0]}))
	require.True(t, st.Conflict())
	require.NoError(t, do(t, st, 1, map[string]any{"type": "hand", "tiles": hands[1]}))
	require.False(t, st.Conflict())
	require.NoError(t, do(t, st, companion.Host, map[string]any{"type": "market", "tiles": (rules.AllTiles &^ used).IDs()}))
	require.Equal(t, 0, st.game.Leader(), "sun15 leads")
	refuse := func(seat int, tiles []string, want string) {
		t.Helper()
		err := do(t, st, companion.Actor(seat), map[string]any{"type": "play", "tiles": tiles})
		require.ErrorContains(t, err, want)
		require.Equal(t, companion.Conflict, companion.ErrorCode(err))
	}
	refuse(0, []string{"moon15"}, "not in your hand: moon 15")
	refuse(0, []string{"sun3", "sun4"}, "sun 3, sun 4: different numbers make a straight only with 5 or more in a row") // the rule it breaks
	require.NoError(t, do(t, st, 0, map[string]any{"type": "play", "tiles": []string{"sun3", "moon3", "sun4", "moon4"}}))
	refuse(1, []string{"sun8", "moon8"}, "wrong type")
	refuse(1, []string{"star3", "cloud3", "star4", "cloud4"}, "not higher")
	refuse(2, []string{"sun5", "moon5"}, "it is Player 2's turn")
	require.NoError(t, do(t, st, 2, map[string]any{"type": "play", "tiles": []string{"sun2", "moon2", "star2", "cloud2"}}), "a bomb out of turn")
	require.Equal(t, 0, st.game.Turn(), "after a bomb, the bomber's left")
	refuse(1, []string{"sun8", "moon8", "star8"}, "it is Player 1's turn")
	refuse(0, []string{"sun7", "moon7", "star7"}, "only a stronger bomb beats a bomb")
	require.ErrorContains(t, do(t, st, 0, map[string]any{"type": "check", "tiles": []string{"sun7", "moon7", "star7"}}), "only a stronger bomb beats a bomb")
	require.NoError(t, do(t, st, 0, map[string]any{"type": "check", "tiles": []string{"sun7", "moon7", "star7", "cloud7"}}), "check alone")
	require.Equal(t, 2, st.game.LastPlayer(), "check changed nothing")
	refuse(0, []string{"sun9", "sun10", "sun11", "sun12", "sun13", "sun7"}, "a straight needs its numbers in a row, with none missing")
	require.NoError(t, do(t, st, 0, map[string]any{"type": "play", "tiles": []string{"sun9", "sun10", "sun11", "sun12", "sun13"}}), "a straight flush beats four of a kind")
	refuse(2, []string{"sun5", "moon5", "star5", "cloud5"}, "between bombs the one with more tiles wins")
	require.ErrorContains(t, do(t, st, 0, map[string]any{"type": "out", "tile": "cloud8"}), "not your turn")
	require.ErrorContains(t, do(t, st, companion.Host, map[string]any{"type": "play", "tiles": []string{"sun7"}}), "only a player")
	require.ErrorContains(t, do(t, st, 1, map[string]any{"type": "out", "tile": "sun15"}), "not in the market")
	require.NoError(t, do(t, st, 1, map[string]any{"type": "out", "tile": "cloud8"}))
	require.Equal(t, 3, st.Ledger().Front(1))
	refuse(1, []string{"sun8", "moon8", "star8", "cloud8"}, "went out")
}

func TestViewShowsOnlyOwnHand(t *testing.T) {
	st := newState(t, 4, Options{Deals: 1})
	dealRandom(t, st, rand.New(rand.NewPCG(1, 2)))
	for s := range 4 {
		b, err := json.Marshal(st.View(companion.Actor(s), companion.ViewContext{}))
		require.NoError(t, err)
		for o := range 4 {
			for _, id := range st.game.Hand(o).IDs() {
				if o != s && !strings.Contains(strings.Join(st.game.Market().IDs(), " "), id) {
					require.NotContains(t, string(b), `"`+id+`"`, "seat %d sees seat %d's %s", s, o, id)
				}
			}
		}
	}
	b, _ := json.Marshal(st.View(companion.Host, companion.ViewContext{}))
	require.NotContains(t, string(b), `"hand"`)
}

func TestScorekeeping(t *testing.T) {
	st := newState(t, 3, Options{Scorekeeping: true, Deals: 1})
	require.NoError(t, do(t, st, 0, map[string]any{"type": "deal"}))
	require.NoError(t, do(t, st, 0, map[string]any{"type": "buy", "seat": 2}))
	require.ErrorContains(t, do(t, st, 0, map[string]any{"type": "buy", "seat": 2}), "already went out")
	require.NoError(t, do(t, st, companion.Host, map[string]any{"type": "trick"}))
	require.NoError(t, do(t, st, 1, map[string]any{"type": "emptied", "left": []int{3, 0, 5}}))
	require.Equal(t, []int{47, 61, 42}, []int{st.Ledger().Chips(0), st.Ledger().Chips(1), st.Ledger().Chips(2)})
	require.NoError(t, do(t, st, 1, map[string]any{"type": "emptied", "seat": 0, "left": []int{0, 0, 2}}))
	require.NoError(t, st.Invariant())
	require.Equal(t, rules.GameOver, st.keeper.Phase())
	require.Equal(t, companion.PhaseOver, st.Phase())
	v := st.View(companion.Display, companion.ViewContext{}).(View)
	require.Equal(t, []int{1}, v.Winners)
}

func TestExports(t *testing.T) {
	st := newState(t, 3, Options{Scorekeeping: true, Deals: 2})
	require.NoError(t, do(t, st, 0, map[string]any{"type": "deal"}))
	require.NoError(t, do(t, st, 0, map[string]any{"type": "buy"}))
	require.NoError(t, do(t, st, 0, map[string]any{"type": "trick"}))
	require.NoError(t, do(t, st, 1, map[string]any{"type": "emptied", "left": []int{3, 0, 5}}))
	v := st.View(companion.Display, companion.ViewContext{Table: "T1"}).(View)
	names := []string{"민지", "Alex", ""}
	csvb, err := ExportCSV(v, names, "en")
	require.NoError(t, err)
	require.Equal(t, "\ufeffdeal,from,from_text,to,to_text,amount,owed,reason,reason_text\n"+
		"1,player 1,민지 (player 1),front of player 1,in front of 민지 (player 1),3,,market purchase,market purchase\n"+
		"1,front of player 1,in front of 민지 (player 1),pot,pot,3,,trick clean-up,trick clean-up\n"+
		"1,pot,pot,player 2,Alex (player 2),3,,pot taken on emptying a hand,pot taken on emptying a hand\n"+
		"1,player 1,민지 (player 1),player 2,Alex (player 2),3,,tiles left in hand,tiles left in hand\n"+
		"1,player 3,player 3,player 2,Alex (player 2),5,,tiles left in hand,tiles left in hand\n", string(csvb))
	// In Korean the keys stay and the accounts and the reason are also given in words.
	csvb, err = ExportCSV(v, names, "ko")
	require.NoError(t, err)
	require.Contains(t, string(csvb), "1,pot,시장 칩,player 2,Alex (플레이어 2),3,,pot taken on emptying a hand,손을 털고 시장 칩을 가져감\n")
	require.Contains(t, string(csvb), "1,player 1,민지 (플레이어 1),front of player 1,민지 (플레이어 1) 앞,3,,market purchase,시장패 구입\n")
	js, err := ExportJSON("T1", names, v, "ko")
	require.NoError(t, err)
	var back LedgerExport
	require.NoError(t, json.Unmarshal(js, &back))
	require.Len(t, back.Deals, 1)
	require.Len(t, back.Deals[0].Transfers, 5)
	require.Equal(t, "market purchase", back.Deals[0].Transfers[0].Reason)
	require.Equal(t, "시장패 구입", back.Deals[0].Transfers[0].ReasonText)
	require.Equal(t, "민지 (플레이어 1) 앞", back.Deals[0].Transfers[0].ToText)
	require.Equal(t, []ExportSeat{{1, "민지"}, {2, "Alex"}, {3, ""}}, back.Seats)
	require.Equal(t, [][]int{{50, 50, 50}, {44, 61, 45}}, back.Chart)
	svg := string(ChartSVG(v.Chart, []string{"", "", ""}))
	require.True(t, strings.HasPrefix(svg, "<svg "))
	require.Contains(t, svg, `<polyline class="seat1"`)
	require.Contains(t, svg, "P2: 61")
	require.NotContains(t, svg, "<script")
	// Named seats are named in the legend, long names cut to fit, markup escaped.
	svg = string(ChartSVG(v.Chart, []string{"민지", "Alexandria", "<b>"}))
	require.Contains(t, svg, "민지: 44")
	require.Contains(t, svg, "Alexan…: 61")
	require.Contains(t, svg, "&lt;b&gt;: 45")
}
