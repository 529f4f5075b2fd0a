package lexio

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// tester is what both *testing.T and *rapid.T offer to require's helpers.
type tester interface {
	require.TestingT
	Helper()
}

func hand(tb tester, ids ...string) Hand {
	tb.Helper()
	h, err := ParseHand(ids)
	require.NoError(tb, err, ids)
	return h
}

func TestPlaysForContractExample(t *testing.T) {
	var req PlaysRequest
	require.NoError(t, json.Unmarshal([]byte(`{"hand":["sun3","moon3","star4","cloud4"],"table":["star2","cloud2"]}`), &req))
	resp, err := PlaysFor(req)
	require.NoError(t, err)
	got, err := json.Marshal(resp)
	require.NoError(t, err)
	require.Equal(t, `{"count":2,"by_type":{"pair":2},"plays":[{"type":"pair","tiles":["sun3","moon3"],"key":3},{"type":"pair","tiles":["star4","cloud4"],"key":4}]}`, string(got))
}

func TestPlaysForOptions(t *testing.T) {
	run := func(tb tester, js string) PlaysResponse {
		tb.Helper()
		var req PlaysRequest
		require.NoError(tb, json.Unmarshal([]byte(js), &req))
		resp, err := PlaysFor(req)
		require.NoError(tb, err, js)
		return resp
	}
	four := `"hand":["sun9","moon9","star9","cloud9"]`
	t.Run("free lead counts every combination", func(t *testing.T) {
		r := run(t, `{`+four+`}`)
		require.Equal(t, map[string]int{"single": 4, "pair": 6, "triple": 4, "bomb": 1}, r.ByType)
		require.Equal(t, 15, r.Count)
		r = run(t, `{`+four+`,"table":null}`)
		require.Equal(t, 15, r.Count)
	})
	t.Run("stage 1: four of a kind is no play", func(t *testing.T) {
		r := run(t, `{`+four+`,"stage":1}`)
		require.Equal(t, map[string]int{"single": 4, "pair": 6, "triple": 4}, r.ByType)
	})
	t.Run("bombs only without a table lists every bomb", func(t *testing.T) {
		r := run(t, `{`+four+`,"bombs_only":true}`)
		require.Equal(t, 1, r.Count)
		require.Equal(t, []PlayOut{{Type: "bomb", Tiles: []string{"sun9", "moon9", "star9", "cloud9"}, Key: 9}}, r.Plays)
	})
	t.Run("stage 1 one-suit run is a plain straight", func(t *testing.T) {
		run5 := `"hand":["sun3","sun4","sun5","sun6","sun7"]`
		r := run(t, `{`+run5+`,"stage":1,"table":["moon2","star3","cloud4","moon5","cloud6"]}`)
		require.Equal(t, []PlayOut{{Type: "straight", Tiles: []string{"sun3", "sun4", "sun5", "sun6", "sun7"}, Key: 7}}, r.Plays)
		r = run(t, `{`+run5+`,"table":["moon2","star3","cloud4","moon5","cloud6"]}`)
		require.Equal(t, []PlayOut{{Type: "bomb", Tiles: []string{"sun3", "sun4", "sun5", "sun6", "sun7"}, Key: 7}}, r.Plays)
	})
	t.Run("no plays gives empty lists, not null", func(t *testing.T) {
		r := run(t, `{"hand":["sun1"],"table":["sun2"]}`)
		b, err := json.Marshal(r)
		require.NoError(t, err)
		require.Equal(t, `{"count":0,"by_type":{},"plays":[]}`, string(b))
	})
	t.Run("hands of more than 15 tiles", func(t *testing.T) {
		ids := AllTiles.IDs()[:24] // ranks 1..6, all suits
		b, err := json.Marshal(PlaysRequest{Hand: ids, Table: []string{"sun7", "moon8", "star9", "cloud10", "sun11"}})
		require.NoError(t, err)
		r := run(t, string(b))
		// Straights cannot beat 7..11 from ranks 1..6; bombs: six fours of a kind,
		// 4 suits x (1-5, 2-6, 1-6) straight flushes.
		require.Equal(t, map[string]int{"bomb": 6 + 12}, r.ByType)
	})
}

func TestPlaysForErrors(t *testing.T) {
	cases := []struct {
		name string
		req  PlaysRequest
		want string
	}{
		{"unknown hand id", PlaysRequest{Hand: []string{"sun3", "r5"}}, `hand: unknown tile "r5"`},
		{"unknown table id", PlaysRequest{Hand: []string{"sun3"}, Table: []string{"sun16"}}, `table: unknown tile "sun16"`},
		{"tile twice in hand", PlaysRequest{Hand: []string{"sun3", "sun3"}}, `"sun3" is listed twice`},
		{"tile twice on table", PlaysRequest{Hand: []string{"sun3"}, Table: []string{"moon2", "moon2"}}, `"moon2" is listed twice`},
		{"table not a combination", PlaysRequest{Hand: []string{"sun3"}, Table: []string{"moon2", "moon4"}}, "table is no legal combination"},
		{"straight with a gap", PlaysRequest{Hand: []string{"sun3"}, Table: []string{"sun5", "moon6", "star7", "sun8", "moon10", "star11", "sun12"}}, "table is no legal combination"},
		{"four of a kind in stage 1", PlaysRequest{Hand: []string{"sun3"}, Table: []string{"sun2", "moon2", "star2", "cloud2"}, Stage: 1}, "no play in stage 1"},
		{"table tile in hand", PlaysRequest{Hand: []string{"sun3", "moon2"}, Table: []string{"moon2"}}, `"moon2" is both in the hand and on the table`},
		{"empty hand", PlaysRequest{}, "hand is empty"},
		{"bad stage", PlaysRequest{Hand: []string{"sun3"}, Stage: 4}, "stage 4"},
		{"too many plays to list", PlaysRequest{Hand: AllTiles.IDs()}, "legal plays, more than"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := PlaysFor(c.req)
			require.ErrorContains(t, err, c.want)
		})
	}
}

// TestRulesFileCases checks combinations and comparisons stated in
// the house variant's rule sheet, by hand.
func TestRulesFileCases(t *testing.T) {
	classify := func(tb tester, stage Stage, ids ...string) Play {
		tb.Helper()
		p, err := ClassifyIn(hand(tb, ids...), stage)
		require.NoError(tb, err, ids)
		return p
	}
	t.Run("shapes", func(t *testing.T) {
		cases := []struct {
			ids  []string
			typ  Type
			key  int
			want string
		}{
			{[]string{"star7"}, Single, 7, ""},
			{[]string{"sun2", "moon2", "star3", "cloud3"}, Steps, 3, "2,2,3,3"},
			{[]string{"sun5", "moon5", "sun6", "star6", "cloud7", "moon7"}, Steps, 7, "5,5,6,6,7,7"},
			{[]string{"sun1", "moon2", "star3", "cloud4", "sun5"}, Straight, 5, "1..5 any suits"},
			{[]string{"sun9", "moon9", "star9", "sun2", "cloud2"}, FullHouse, 9, "key is the triple"},
			{[]string{"sun2", "moon2", "star2", "sun9", "cloud9"}, FullHouse, 2, "key is the triple, pair ignored"},
			{[]string{"sun4", "moon4", "star4", "cloud4"}, Bomb, 4, "four of a kind"},
			{[]string{"moon11", "moon12", "moon13", "moon14", "moon15"}, Bomb, 15, "straight flush"},
		}
		for _, c := range cases {
			p := classify(t, StageMarket, c.ids...)
			require.Equal(t, [2]int{int(c.typ), c.key}, [2]int{int(p.Type), p.Key}, fmt.Sprint(c.ids, c.want))
		}
	})
	t.Run("no combinations", func(t *testing.T) {
		for _, ids := range [][]string{
			{"sun5", "moon6", "star7", "sun8", "moon10", "star11", "sun12"}, // the seed's typo: no gaps
			{"sun13", "moon14", "star15", "cloud1", "sun2"},                 // no wrap
			{"sun1", "moon2", "star3", "cloud4"},                            // straights need 5
			{"sun2", "moon2", "star4", "cloud4"},                            // steps need consecutive ranks
			{"sun2", "moon2", "star2", "sun3", "moon3", "star3"},
			{"sun2", "moon3"},
		} {
			_, err := ClassifyIn(hand(t, ids...), StageMarket)
			require.ErrorContains(t, err, "no combination", ids)
		}
	})
	t.Run("comparisons", func(t *testing.T) {
		p := func(ids ...string) Play { return classify(t, StageMarket, ids...) }
		// Suits never break ties: equal key cannot beat.
		require.False(t, Beats(p("sun7"), p("moon7")))
		require.True(t, Beats(p("sun8"), p("moon7")))
		// Steps only against steps of the same length.
		require.False(t, Beats(p("sun5", "moon5", "sun6", "moon6", "sun7", "moon7"), p("star2", "cloud2", "star3", "cloud3")))
		require.True(t, Beats(p("sun5", "moon5", "sun6", "moon6"), p("star2", "cloud2", "star3", "cloud3")))
		// Straights only against straights of the same length.
		require.False(t, Beats(p("sun2", "moon3", "star4", "cloud5", "sun6", "moon7"), p("sun1", "moon2", "star3", "cloud4", "sun5")))
		// A bomb beats every non-bomb.
		require.True(t, Beats(p("sun2", "moon2", "star2", "cloud2"), p("sun15", "moon15", "star15", "sun14", "moon14")))
		// Between bombs more tiles wins, so any straight flush beats any four of a kind.
		sf := p("star1", "star2", "star3", "star4", "star5")
		require.True(t, Beats(sf, p("sun15", "moon15", "star15", "cloud15")))
		require.False(t, Beats(p("sun15", "moon15", "star15", "cloud15"), sf))
		// Equal counts: higher top rank.
		require.True(t, Beats(p("moon2", "moon3", "moon4", "moon5", "moon6"), sf))
		require.False(t, Beats(p("sun1", "sun2", "sun3", "sun4", "sun5"), sf))
		// Once a bomb is on the table only a stronger bomb.
		require.False(t, Beats(p("sun15"), p("sun2", "moon2", "star2", "cloud2")))
		// Anything may lead.
		require.True(t, Beats(p("sun15"), Play{}))
	})
	t.Run("the leader can lead with a bomb", func(t *testing.T) {
		ps := Plays(hand(t, "sun4", "moon4", "star4", "cloud4"), Play{}, Options{})
		require.Equal(t, Bomb, ps[len(ps)-1].Type)
	})
}
