package web_test

import (
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// lexioFixedDeal is a 3-player deal: seat 0 holds sun15 and leads.
func lexioFixedDeal(t *testing.T, seed uint64) ([]rules.Hand, rules.Hand) {
	ts := rules.AllTiles.Tiles()
	rand.New(rand.NewPCG(seed, 1)).Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
	sun15, _ := rules.ParseTile("sun15")
	i := slicesIndex(ts, sun15)
	ts[0], ts[i] = ts[i], ts[0]
	hands := []rules.Hand{rules.HandOf(ts[:15]...), rules.HandOf(ts[15:30]...), rules.HandOf(ts[30:45]...)}
	return hands, rules.HandOf(ts[45:]...)
}

func lexioEnter(t *testing.T, tb *table, hands []rules.Hand, market rules.Hand) {
	for s, hd := range hands {
		tb.seat(s, map[string]any{"type": "hand", "tiles": hd.IDs()})
	}
	tb.host(map[string]any{"type": "market", "tiles": market.IDs()})
}

func lexioTotal(t *testing.T, body []byte, players int) {
	t.Helper()
	var r struct{ View lexioView }
	require.NoError(t, json.Unmarshal(body, &r))
	total := r.View.Pot
	for _, s := range r.View.Seats {
		total += s.Chips + s.Front
	}
	require.Equal(t, 50*players, total)
}

// TestLexioScorekeepingMode: no hands; the phones record purchases, trick
// ends and emptied hands, and the ledger settles every chip.
func TestLexioScorekeepingMode(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 21)
	tb := lexioCreate(h, 4, map[string]any{"scorekeeping": true, "deals": 2})
	rng := rand.New(rand.NewPCG(5, 5))
	do := func(seat int, cmd map[string]any) {
		t.Helper()
		code, body := tb.seatTry(seat, cmd)
		require.Equal(t, http.StatusOK, code, "%v: %s", cmd, body)
		lexioTotal(t, []byte(body), 4)
	}
	code, body := tb.seatTry(0, map[string]any{"type": "play", "tiles": []string{"sun3"}})
	assert.Equal(t, http.StatusBadRequest, code, body)
	for deal := 1; deal <= 2; deal++ {
		do(rng.IntN(4), map[string]any{"type": "deal"})
		holding := []bool{true, true, true, true}
		left := []int{10, 10, 10, 10}
		for out := 0; out < 3; out++ {
			for range 3 {
				if buyer := rng.IntN(4); holding[buyer] {
					code, body := tb.seatTry(rng.IntN(4), map[string]any{"type": "buy", "seat": buyer})
					if code != http.StatusOK {
						// only a player short of chips may be refused
						require.Contains(t, body, "going out costs 3 chips", body)
						continue
					}
					lexioTotal(t, []byte(body), 4)
				}
				do(rng.IntN(4), map[string]any{"type": "trick"})
			}
			// the first still holding tiles empties; the others keep some
			who := slicesIndexBool(holding)
			holding[who], left[who] = false, 0
			counts := make([]int, 4)
			for s := range counts {
				if holding[s] {
					left[s] = max(1, left[s]-rng.IntN(4))
					counts[s] = left[s]
				}
			}
			do(rng.IntN(4), map[string]any{"type": "emptied", "seat": who, "left": counts})
			code, body := tb.seatTry(who, map[string]any{"type": "buy"})
			require.Equal(t, http.StatusConflict, code, body)
		}
	}
	var v lexioView
	require.NoError(t, json.Unmarshal(mustGet(t, h, "/api/display/"+tb.id), &v))
	assert.Equal(t, "over", v.Phase)
	assert.Equal(t, 2, v.Deal)
	code, body = tb.seatTry(1, map[string]any{"type": "deal"})
	assert.Equal(t, http.StatusConflict, code, body)
	assert.Contains(t, body, "game is over")
}

func slicesIndexBool(xs []bool) int {
	for i, x := range xs {
		if x {
			return i
		}
	}
	return -1
}

// TestLexioUndoAndExports: the host's undo takes a play back exactly; the
// ledger exports and the chart match the display view.
func TestLexioUndoAndExports(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 22)
	tb := lexioCreate(h, 3, map[string]any{"deals": 1})
	hands, market := lexioFixedDeal(t, 3)
	lexioEnter(t, tb, hands, market)
	// The undo note (what was undone) is the one difference the undo leaves.
	noSeq := func(b []byte) string {
		return regexp.MustCompile(`"undone":\{[^}]*\},?|"seq":\d+`).ReplaceAllString(string(b), "")
	}
	before := mustGet(t, h, "/api/display/"+tb.id)
	low := hands[0].Tiles()[0]
	tb.seat(0, map[string]any{"type": "play", "tiles": []string{low.String()}})
	assert.NotEqual(t, string(before), string(mustGet(t, h, "/api/display/"+tb.id)))
	tb.host(map[string]any{"type": "undo"})
	assert.Equal(t, noSeq(before), noSeq(mustGet(t, h, "/api/display/"+tb.id)), "undo restores the table")
	tb.host(map[string]any{"type": "redo"})

	d := newLexioDriver(t, tb, 3, 3, 1, 9)
	next, err := d.g.DealTiles(hands, market)
	require.NoError(t, err)
	d.g, err = next.Play(0, rules.HandOf(low))
	require.NoError(t, err)
	v := d.playOut()

	var disp struct {
		History []map[string]any `json:"history"`
		Chart   [][]int          `json:"chart"`
	}
	require.NoError(t, json.Unmarshal(mustGet(t, h, "/api/display/"+tb.id), &disp))
	code, csvb := h.call("GET", "/api/display/"+tb.id+"/export/ledger.csv", nil, nil)
	require.Equal(t, http.StatusOK, code)
	lines := strings.Split(strings.TrimSpace(string(csvb)), "\n")
	assert.Equal(t, "\ufeffdeal,from,from_text,to,to_text,amount,owed,reason,reason_text", lines[0], "UTF-8 with a byte order mark, for spreadsheets")
	assert.Len(t, lines, len(disp.History)+1)
	var js struct {
		Chart [][]int `json:"chips_by_deal"`
		Deals []struct {
			Transfers []map[string]any `json:"transfers"`
		} `json:"deals"`
	}
	require.NoError(t, json.Unmarshal(mustGet(t, h, "/api/display/"+tb.id+"/export/ledger.json"), &js))
	assert.Equal(t, disp.Chart, js.Chart)
	require.Len(t, js.Deals, 1)
	assert.Len(t, js.Deals[0].Transfers, len(disp.History))
	last := js.Chart[len(js.Chart)-1]
	for s, c := range v.Seats {
		assert.Equal(t, c.Chips, last[s])
	}
	resp, err := http.Get(h.srv.URL + "/api/display/" + tb.id + "/export/chart.svg")
	require.NoError(t, err)
	defer resp.Body.Close()
	assert.Equal(t, "image/svg+xml", resp.Header.Get("Content-Type"))
	svg := mustGet(t, h, "/api/display/"+tb.id+"/export/chart.svg")
	assert.Equal(t, 3, strings.Count(string(svg), "<polyline"))

	other := h.create("tagiron", 2)
	code, _ = h.call("GET", "/api/display/"+other.id+"/export/ledger.csv", nil, nil)
	assert.Equal(t, http.StatusNotFound, code)
}

// lexioSeat0Transcript plays a scripted start of a game and records every
// byte seat 0 receives. swap exchanges one unplayed tile between seats 1 and 2.
func lexioSeat0Transcript(t *testing.T, swap bool) ([]string, []rules.Hand) {
	h := newHarness(t, "", 77)
	tb := lexioCreate(h, 3, map[string]any{"deals": 1})
	hands, market := lexioFixedDeal(t, 11)
	// The script: the lowest legal single or pass, seat 2 buys once.
	g, err := rules.NewGame(rules.Config{Players: 3, Deals: 1})
	require.NoError(t, err)
	g, err = g.DealTiles(hands, market)
	require.NoError(t, err)
	type step struct {
		seat int
		cmd  map[string]any
	}
	var script []step
	var played rules.Hand
	bought := false
	for range 14 {
		s := g.Turn()
		ps := g.LegalPlays(s)
		var singles []rules.Play
		for _, p := range ps {
			if p.Type == rules.Single {
				singles = append(singles, p)
			}
		}
		switch {
		case s == 2 && !bought && g.Table().Type != rules.None:
			tile := g.Market().Tiles()[0]
			g, err = g.Out(s, tile)
			bought = true
			script = append(script, step{s, map[string]any{"type": "out", "tile": tile.String()}})
		case len(singles) > 0 && (g.Table().Type == rules.None || s == 1):
			g, err = g.Play(s, singles[0].Tiles)
			played |= singles[0].Tiles
			script = append(script, step{s, map[string]any{"type": "play", "tiles": singles[0].Tiles.IDs()}})
		default:
			g, err = g.Pass(s)
			script = append(script, step{s, map[string]any{"type": "pass"}})
		}
		require.NoError(t, err)
	}
	if swap {
		// The highest tiles of seats 1 and 2 that the script never plays.
		x := (hands[1] &^ played).Tiles()
		y := (hands[2] &^ played).Tiles()
		a, b := x[len(x)-1], y[len(y)-1]
		hands[1] = hands[1]&^rules.HandOf(a) | rules.HandOf(b)
		hands[2] = hands[2]&^rules.HandOf(b) | rules.HandOf(a)
	}
	var got []string
	get := func() { got = append(got, string(mustGet(t, h, "/api/seat/"+tb.tokens[0]))) }
	for s, hd := range hands {
		code, body := tb.seatTry(s, map[string]any{"type": "hand", "tiles": hd.IDs()})
		require.Equal(t, http.StatusOK, code, body)
		if s == 0 {
			got = append(got, body)
		}
		get()
	}
	tb.host(map[string]any{"type": "market", "tiles": market.IDs()})
	get()
	for _, st := range script {
		code, body := tb.seatTry(st.seat, st.cmd)
		require.Equal(t, http.StatusOK, code, body)
		if st.seat == 0 {
			got = append(got, body)
		}
		get()
		code, body = tb.seatTry(0, map[string]any{"type": "check", "tiles": hands[0].IDs()[:1]})
		got = append(got, body)
		_ = code
	}
	got = append(got, string(mustGet(t, h, "/s/"+tb.tokens[0])))
	ev := h.firstEvent(tb.tokens[0])
	got = append(got, ev[strings.LastIndex(ev, "\ndata: ")+1:]) // the data line
	return got, hands
}

// TestLexioPrivacy: two games that differ only in the other seats' hands,
// with the same public plays, give seat 0 identical bytes.
func TestLexioPrivacy(t *testing.T) {
	a, ha := lexioSeat0Transcript(t, false)
	b, hb := lexioSeat0Transcript(t, true)
	require.NotEqual(t, ha[1], hb[1], "the hidden hands really differ")
	require.Equal(t, len(a), len(b))
	for i := range a {
		require.Equal(t, a[i], b[i], "response %d differs", i)
	}
	// The swapped tiles appear nowhere in what seat 0 received.
	for _, tile := range (ha[1] ^ hb[1]).IDs() {
		for i, line := range a {
			require.NotContains(t, line, `"`+tile+`"`, "response %d", i)
		}
	}
}

// lexioDealt is a 3-player, one-deal Lexio table with every hand and the
// market entered: seat 0 holds sun 15 and leads, and has the pair of 3s.
func lexioDealt(t *testing.T, h *harness) *table {
	t.Helper()
	tb := lexioCreate(h, 3, map[string]any{"deals": 1})
	hands := []rules.Hand{}
	for _, ids := range [][]string{
		{"sun15", "sun3", "moon3", "sun4", "sun6", "moon7", "sun8", "moon9", "sun10", "moon11", "sun12", "moon13", "sun1", "moon5", "star14"},
		{"moon15", "star3", "cloud3", "star4", "cloud4", "star6", "star7", "star8", "star9", "star10", "star11", "star12", "star13", "moon1", "star1"},
		{"star15", "cloud15", "sun2", "moon2", "star2", "cloud2", "sun5", "star5", "cloud5", "moon6", "cloud6", "sun7", "cloud7", "cloud1", "sun14"},
	} {
		hd, err := rules.ParseHand(ids)
		require.NoError(t, err)
		hands = append(hands, hd)
	}
	lexioEnter(t, tb, hands, rules.AllTiles&^(hands[0]|hands[1]|hands[2]))
	return tb
}

// TestLexioBrowserFormsAndPlays: on the phone page, tapping tiles shows
// whether they form a legal play, and Play puts them on the table.
func TestLexioBrowserFormsAndPlays(t *testing.T) {
	ctx := browser(t)
	h := newHarness(t, "", 31)
	tb := lexioDealt(t, h)
	tile := func(id string) string { return `.lx-handtiles button[data-tile="` + id + `"]` }
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(h.srv.URL+"/s/"+tb.tokens[0]),
		chromedp.WaitVisible(chromedp.CSS(tile("sun3"))),
		chromedp.Click(chromedp.CSS(tile("sun3"))),
		chromedp.Click(chromedp.CSS(tile("sun4"))),
		chromedp.WaitVisible(chromedp.CSS(`.lx-judge.badtxt`)),
	))
	bad := textOf(t, ctx, `.lx-judge`)
	assert.NotEqual(t, "…", bad, "the server's reason is shown")
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(tile("sun4"))),
		chromedp.Click(chromedp.CSS(tile("moon3"))),
		chromedp.WaitVisible(chromedp.CSS(`.lx-judge.good`)),
	))
	ok := textOf(t, ctx, `.lx-judge`)
	assert.Contains(t, ok, "3")
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`button.lx-play`)),
		chromedp.WaitVisible(chromedp.CSS(`.lx-ontable`)),
	))
	v := tb.view(0)
	assert.Equal(t, "pair", v["on_table"].(map[string]any)["type"])
	assert.NotContains(t, v["me"].(map[string]any)["hand"], "sun3")
	assert.Len(t, v["me"].(map[string]any)["hand"], 13)

	// The table display shows the trick, the standings and the server-drawn chart.
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(h.srv.URL+"/display/"+tb.id),
		chromedp.WaitVisible(chromedp.CSS(`img.lx-chart`)),
		chromedp.WaitVisible(chromedp.CSS(`.lx-ontable`)),
	))
	shown := textOf(t, ctx, `.lx-seats`)
	assert.Contains(t, shown, "50")
}
