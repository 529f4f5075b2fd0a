package web_test

import (
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// lexioCreate opens a Lexio table with options.
func lexioCreate(h *harness, players int, opts map[string]any) *table {
	h.t.Helper()
	code, body := h.call("POST", "/api/host/tables", map[string]any{"game": "lexio", "players": players, "options": opts}, h.hostHdr())
	require.Equal(h.t, http.StatusCreated, code, string(body))
	var sum struct {
		ID    string   `json:"id"`
		Joins []string `json:"joins"`
	}
	require.NoError(h.t, json.Unmarshal(body, &sum))
	tb := &table{h: h, id: sum.ID}
	for _, j := range sum.Joins {
		tb.tokens = append(tb.tokens, j[strings.LastIndex(j, "/")+1:])
	}
	return tb
}

// lexioView is the part of a view the tests read.
type lexioView struct {
	Phase string `json:"phase"`
	Deal  int    `json:"deal"`
	Pot   int    `json:"pot"`
	Seats []struct {
		Chips, Front, Tiles int
		Out, Passed         bool
	} `json:"seats"`
	Turn    *int  `json:"turn"`
	Winners []int `json:"winners"`
	Me      *struct {
		Hand       []string `json:"hand"`
		LegalCount int      `json:"legal_count"`
	} `json:"me"`
}

// lexioDriver plays a game through the HTTP API while a solver Game shadows
// it, checking every reply: the chip invariant and the shadow's chips.
type lexioDriver struct {
	t       *testing.T
	tb      *table
	g       rules.Game
	rng     *rand.Rand
	players int
	victim  int // this seat goes out whenever it may (-1: nobody)
	// counts of what happened, for the tests to assert on
	bombsOutOfTurn, purchases, refusals, events int
}

func newLexioDriver(t *testing.T, tb *table, players, stage, deals int, seed uint64) *lexioDriver {
	g, err := rules.NewGame(rules.Config{Players: players, Stage: rules.Stage(stage), Deals: deals})
	require.NoError(t, err)
	return &lexioDriver{t: t, tb: tb, g: g, rng: rand.New(rand.NewPCG(seed, 7)), players: players, victim: -1}
}

// check verifies a reply's view: the invariant and the shadow's chips.
func (d *lexioDriver) check(body string) lexioView {
	d.t.Helper()
	var r struct{ View lexioView }
	require.NoError(d.t, json.Unmarshal([]byte(body), &r), body)
	v := r.View
	total := v.Pot
	for s, sv := range v.Seats {
		total += sv.Chips + sv.Front
		assert.Equal(d.t, d.g.Ledger().Chips(s), sv.Chips, "seat %d chips", s)
	}
	require.Equal(d.t, 50*d.players, total, "chips in hands + in front + pot after event %d", d.events)
	return v
}

func (d *lexioDriver) send(seat int, cmd map[string]any, next rules.Game) {
	d.t.Helper()
	code, body := d.tb.seatTry(seat, cmd)
	require.Equal(d.t, http.StatusOK, code, "seat %d %v: %s", seat, cmd, body)
	d.g = next
	d.events++
	d.check(body)
}

// deal shuffles, gives seat 1 all four 2s and seat 2 all four 3s (bombs to
// throw), and enters the hands from the phones and the market from the host.
func (d *lexioDriver) deal() {
	d.t.Helper()
	setup, _ := rules.SetupFor(d.players)
	ts := rules.AllTiles.Tiles()
	d.rng.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
	place := func(seat, rank int) {
		for suit := rules.Sun; suit <= rules.Cloud; suit++ {
			tile, _ := rules.NewTile(suit, rank)
			at := slicesIndex(ts, tile)
			slot := seat*setup.HandSize + int(suit)
			ts[at], ts[slot] = ts[slot], ts[at]
		}
	}
	place(1, 2)
	place(2, 3)
	hands := make([]rules.Hand, d.players)
	for s := range hands {
		hands[s] = rules.HandOf(ts[s*setup.HandSize : (s+1)*setup.HandSize]...)
		d.tb.seat(s, map[string]any{"type": "hand", "tiles": hands[s].IDs()})
	}
	market := rules.HandOf(ts[d.players*setup.HandSize:]...)
	next, err := d.g.DealTiles(hands, market)
	require.NoError(d.t, err)
	code, body := d.tb.h.call("POST", "/api/host/tables/"+d.tb.id+"/do", map[string]any{"type": "market", "tiles": market.IDs()}, d.tb.h.hostHdr())
	require.Equal(d.t, http.StatusOK, code, body)
	d.g = next
	d.check(string(body))
}

func slicesIndex(ts []rules.Tile, t rules.Tile) int {
	for i, x := range ts {
		if x == t {
			return i
		}
	}
	return -1
}

// refuse sends an illegal play and requires a 409 with the reason and no change.
func (d *lexioDriver) refuse(seat int, tiles rules.Hand, reason string) {
	d.t.Helper()
	b1 := mustGet(d.t, d.tb.h, "/api/display/"+d.tb.id)
	code, body := d.tb.seatTry(seat, map[string]any{"type": "play", "tiles": tiles.IDs()})
	require.Equal(d.t, http.StatusConflict, code, body)
	require.Contains(d.t, body, reason)
	b2 := mustGet(d.t, d.tb.h, "/api/display/"+d.tb.id)
	require.Equal(d.t, string(b1), string(b2), "a refused play changes nothing")
	d.refusals++
}

// probe tries an illegal play now and then: a higher-key pair on a single, a
// tile from another hand, an equal key.
func (d *lexioDriver) probe() {
	g := d.g
	s := g.Turn()
	hand := g.Hand(s)
	if table := g.Table(); table.Type == rules.Single {
		for _, x := range plays(hand, rules.Pair) {
			d.refuse(s, x.Tiles, "wrong type")
			break
		}
	}
	other := g.Hand((s + 1) % d.players)
	if other != 0 {
		d.refuse(s, rules.HandOf(other.Tiles()[0]), "not in your hand")
	}
}

func plays(h rules.Hand, t rules.Type) []rules.Play {
	var out []rules.Play
	for _, p := range rules.Plays(h, rules.Play{}, rules.Options{}) {
		if p.Type == t {
			out = append(out, p)
		}
	}
	return out
}

// step makes one move: maybe an out-of-turn bomb, else the turn's seat
// plays, passes or goes out (the victim goes out whenever it may).
func (d *lexioDriver) step() {
	d.t.Helper()
	g := d.g
	if d.rng.IntN(25) == 0 {
		d.probe()
	}
	for s := range d.players {
		if s == g.Turn() || d.rng.IntN(3) != 0 {
			continue
		}
		if ps := g.LegalPlays(s); len(ps) > 0 {
			p := ps[d.rng.IntN(len(ps))]
			next, err := g.Play(s, p.Tiles)
			require.NoError(d.t, err)
			d.bombsOutOfTurn++
			d.send(s, map[string]any{"type": "play", "tiles": p.Tiles.IDs()}, next)
			return
		}
	}
	s := g.Turn()
	ps := g.LegalPlays(s)
	lead := g.Table().Type == rules.None
	canOut := !lead && g.Config().Stage == rules.StageMarket && g.Market() != 0 && g.Ledger().Chips(s) >= rules.OutCost
	r := d.rng.IntN(10)
	switch {
	case canOut && (s == d.victim || r < 2):
		m := g.Market().Tiles()
		tile := m[d.rng.IntN(len(m))]
		next, err := g.Out(s, tile)
		require.NoError(d.t, err)
		d.purchases++
		d.send(s, map[string]any{"type": "out", "tile": tile.String()}, next)
	case !lead && (r < 4 || len(ps) == 0 || s == d.victim):
		next, err := g.Pass(s)
		require.NoError(d.t, err)
		d.send(s, map[string]any{"type": "pass"}, next)
	default:
		// Prefer the lowest plays most of the time, as people do.
		p := ps[d.rng.IntN(min(len(ps), 4))]
		next, err := g.Play(s, p.Tiles)
		require.NoError(d.t, err)
		d.send(s, map[string]any{"type": "play", "tiles": p.Tiles.IDs()}, next)
	}
}

func (d *lexioDriver) playOut() lexioView {
	d.t.Helper()
	for steps := 0; d.g.Phase() != rules.GameOver; steps++ {
		require.Less(d.t, steps, 3000)
		if d.g.Phase() == rules.BetweenDeals {
			d.deal()
			continue
		}
		d.step()
	}
	var v lexioView
	require.NoError(d.t, json.Unmarshal(mustGet(d.t, d.tb.h, "/api/display/"+d.tb.id), &v))
	require.Equal(d.t, "over", v.Phase)
	return v
}

func mustGet(t testing.TB, h *harness, path string) []byte {
	t.Helper()
	code, body := h.call("GET", path, nil, nil)
	require.Equal(t, http.StatusOK, code, string(body))
	return body
}

// TestLexioCompleteGames plays whole games for 3–6 players through the API,
// with out-of-turn bombs, market purchases and a player going broke.
func TestLexioCompleteGames(t *testing.T) {
	t.Parallel() // it owns its server
	cases := []struct {
		name                        string
		players, stage, deals, seed int
		victim                      int
		wantBroke                   bool
	}{
		{"3 players full rules", 3, 3, 2, 1, -1, false},
		{"4 players someone goes broke", 4, 3, 20, 2, 0, true},
		{"5 players with bombs, no market", 5, 2, 1, 3, -1, false},
		{"6 players full rules", 6, 3, 2, 4, -1, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, "", int64(c.seed))
			tb := lexioCreate(h, c.players, map[string]any{"stage": c.stage, "deals": c.deals})
			d := newLexioDriver(t, tb, c.players, c.stage, c.deals, uint64(c.seed))
			d.victim = c.victim
			v := d.playOut()
			assert.Positive(t, d.bombsOutOfTurn, "bombs were thrown in out of turn")
			if c.stage == 3 {
				assert.Positive(t, d.purchases, "market purchases")
			} else {
				assert.Zero(t, d.purchases)
			}
			broke := false
			for _, s := range v.Seats {
				broke = broke || s.Chips == 0
			}
			assert.Equal(t, c.wantBroke, broke, "a player has no chips")
			if !c.wantBroke {
				assert.Equal(t, c.deals, v.Deal, "every agreed deal was played")
			}
			assert.NotEmpty(t, v.Winners)
			assert.Positive(t, d.refusals, "illegal plays were tried and refused")
		})
	}
}
