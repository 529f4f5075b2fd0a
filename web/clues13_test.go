package web_test

import (
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// c13 is a 13 Clues table with the physical deal the test laid out.
type c13 struct {
	*table
	t    *testing.T
	deal rules.Deal
}

func c13Deal(t *testing.T, players int, seed uint64) rules.Deal {
	t.Helper()
	d, err := rules.NewDeal(players, rand.New(rand.NewPCG(seed, 7)))
	require.NoError(t, err)
	return d
}

func c13IDs(cs []rules.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// newC13 creates a table (expert rule as asked) and enters the deal: seat p gives its left
// neighbour p+1 that seat's case and keeps its own inside pair; the host lays out the informants.
func newC13(t *testing.T, h *harness, d rules.Deal, expert bool, starter int) *c13 {
	t.Helper()
	return newC13Laid(t, h, d, expert, starter, true)
}

// newC13Laid is newC13 with the choice of laying the informants out, or leaving them as they lie
// (each peeker then enters what they see).
func newC13Laid(t *testing.T, h *harness, d rules.Deal, expert bool, starter int, laid bool) *c13 {
	t.Helper()
	code, body := h.call("POST", "/api/host/tables", map[string]any{"game": "clues13", "players": d.Players, "hints": "full",
		"options": map[string]any{"expert": expert}}, h.hostHdr())
	require.Equal(t, http.StatusCreated, code, string(body))
	var sum struct {
		ID    string
		Joins []string
	}
	require.NoError(t, json.Unmarshal(body, &sum))
	tb := &table{h: h, id: sum.ID}
	for _, j := range sum.Joins {
		tb.tokens = append(tb.tokens, j[len("http://tablemate.test/s/"):])
	}
	g := &c13{table: tb, t: t, deal: d}
	for p := 0; p < d.Players; p++ {
		g.enter(p)
	}
	start := map[string]any{"type": "start", "starter": starter}
	if laid {
		start["informants"] = c13IDs(d.Informants)
	}
	tb.host(start)
	return g
}

func (g *c13) enter(p int) {
	g.t.Helper()
	n := g.deal.Players
	g.seat(p, map[string]any{"type": "cards", "outside": c13IDs(g.deal.Outside[(p+1)%n][:]), "inside": c13IDs(g.deal.Inside[p][:])})
}

func c13Me(v map[string]any) map[string]any { return v["me"].(map[string]any) }

func c13Last(v map[string]any) map[string]any {
	l := v["log"].([]any)
	return l[len(l)-1].(map[string]any)
}

// tokens returns every seat's magnifying glasses and the supply, from a view.
func c13Tokens(v map[string]any) ([]int, int) {
	var held []int
	for _, s := range v["seats"].([]any) {
		held = append(held, int(s.(map[string]any)["tokens"].(float64)))
	}
	return held, int(v["supply"].(float64))
}

func c13Turn(v map[string]any) int { return int(v["turn"].(float64)) }

// ask makes seat ask q and checks the answer the answerer's phone shows and the log everyone keeps.
func (g *c13) ask(seat, q int, sub, side string, private bool) {
	g.t.Helper()
	g.seat(seat, map[string]any{"type": "ask", "answerer": q, "ask": sub, "side": side, "private": private})
	s, err := rules.ParseSubject(sub)
	require.NoError(g.t, err)
	sd, err := rules.ParseSide(side)
	require.NoError(g.t, err)
	want, err := g.deal.Answer(seat, q, s, sd)
	require.NoError(g.t, err)
	say := c13Me(g.view(q))["say"].(map[string]any)
	assert.EqualValues(g.t, want, say["answer"], "the answerer's phone shows the true answer")
	assert.Equal(g.t, sub, say["ask"])
	for p := 0; p < g.deal.Players; p++ {
		e := c13Last(g.view(p))
		assert.Equal(g.t, "ask", e["kind"])
		assert.EqualValues(g.t, q, e["answerer"])
		if private && p != seat && p != q {
			assert.NotContains(g.t, e, "answer", "a private ask is hidden from seat %d", p)
			assert.NotContains(g.t, e, "ask")
			assert.Equal(g.t, true, e["private"])
		} else {
			assert.EqualValues(g.t, want, e["answer"], "seat %d logs the answer", p)
		}
	}
	if private {
		assert.NotContains(g.t, c13Last(g.display()), "answer", "the display never shows a private answer")
	} else {
		assert.EqualValues(g.t, want, c13Last(g.display())["answer"])
	}
}

func c13Guess(cs [3]rules.Card) []string { return c13IDs(cs[:]) }

// wrongGuess is a legal guess that differs from the seat's case.
func (g *c13) wrongGuess(seat int) []string {
	c := g.deal.Outside[seat]
	for _, alt := range g.deal.Outside {
		if alt[0] != c[0] {
			c[0] = alt[0]
			break
		}
	}
	return c13Guess(c)
}

func c13AssertTotal(t *testing.T, v map[string]any) {
	t.Helper()
	held, supply := c13Tokens(v)
	sum := supply
	for _, h := range held {
		sum += h
	}
	assert.Equal(t, rules.TotalTokens, sum, "8 magnifying glasses in all: %v + %d", held, supply)
}

// TestClues13TwoPlayers: no tokens, one action a turn (Ask, Peek or Solve), asks name the left or right
// inside card, a peek shows one of the 8 informants on the peeker's phone only, a removed colour is
// answered 0; a wrong solve passes the turn, a correct one wins.
func TestClues13TwoPlayers(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 131)
	d := c13Deal(t, 2, 1)
	g := newC13(t, h, d, false, 0)
	v := g.view(0)
	assert.Equal(t, "play", v["phase"])
	assert.Equal(t, false, v["tokens"])
	assert.Len(t, v["letters"], 8)
	assert.Len(t, v["removed"], 4)
	assert.Equal(t, c13Guess(d.Outside[1]), c13Strings(v["seats"].([]any)[1].(map[string]any)["case"]), "each seat sees the other cases")
	assert.Nil(t, v["seats"].([]any)[0].(map[string]any)["case"], "a seat never sees its own case")
	assert.Equal(t, c13IDs(d.Inside[0][:]), c13Strings(c13Me(v)["inside"]))

	code, body := g.seatTry(0, map[string]any{"type": "ask", "answerer": 1, "ask": "red"})
	assert.Equal(t, http.StatusConflict, code, "a side is needed with 2 players: %s", body)
	g.ask(0, 1, "red", "left", false)
	assert.EqualValues(t, 1, c13Turn(g.view(0)), "one action per turn")
	assert.Equal(t, true, c13Me(g.view(1))["can_peek"])
	g.seat(1, map[string]any{"type": "peek", "letter": "H"})
	assert.Equal(t, map[string]any{"H": d.Informants[7].String()}, c13Me(g.view(1))["peeked"])
	assert.Equal(t, d.Informants[7].String(), c13Last(g.view(1))["card"])
	assert.NotContains(t, c13Last(g.view(0)), "card", "only the peeker sees the informant")
	assert.NotContains(t, c13Last(g.display()), "card")
	assert.Empty(t, c13Me(g.view(0))["peeked"])
	assert.EqualValues(t, 0, c13Turn(g.view(0)), "the peek was seat 2's one action")
	g.ask(0, 1, "orange", "right", false) // removed with 2 players: legal, always 0
	g.ask(1, 0, "male", "right", false)
	g.seat(0, map[string]any{"type": "solve", "guess": g.wrongGuess(0)})
	e := c13Last(g.view(1))
	assert.Equal(t, false, e["correct"])
	assert.Equal(t, g.wrongGuess(0), c13Strings(e["guess"]), "a solve is announced aloud")
	assert.EqualValues(t, 1, c13Turn(g.view(0)))
	g.ask(1, 0, "indoor", "left", false)
	g.seat(0, map[string]any{"type": "solve", "guess": c13Guess(d.Outside[0])})
	v = g.view(1)
	assert.Equal(t, "over", v["phase"])
	assert.EqualValues(t, 0, v["winner"])
	require.NotNil(t, v["reveal"])
	code, body = g.seatTry(1, map[string]any{"type": "ask", "answerer": 0, "ask": "red", "side": "left"})
	assert.Equal(t, http.StatusConflict, code, body)
}

func c13Strings(x any) []string {
	var out []string
	for _, s := range x.([]any) {
		out = append(out, s.(string))
	}
	return out
}

// playC13 plays a whole game for 3–6 players with a fixed policy that drains the supply: seat 0 asks
// seat 1 and everyone else asks seat 0, so seats 2.. arrive with no token and draw from the supply
// until it is empty and someone must take a token from another player. On the way: a private ask per
// seat (expert), one peek per seat (3–5 players), a wrong solve; then a correct solve ends the game.
func playC13(t *testing.T, players int, expert bool, seed uint64) {
	serverSeed := int64(100 + players)
	if expert { // the 4-player games run side by side, each with its own seed
		serverSeed += 10
	}
	h := newHarness(t, "", serverSeed)
	d := c13Deal(t, players, seed)
	g := newC13(t, h, d, expert, 0)
	setup, err := rules.NewSetup(players)
	require.NoError(t, err)
	subjects := setup.Subjects()
	peeked, usedSecret, wrongDone, took := map[int]bool{}, map[int]bool{}, false, false
	k := 0
	for turns := 0; turns < 60; turns++ {
		v := g.view(0)
		c13AssertTotal(t, v)
		seat := c13Turn(v)
		if took && turns > 0 && v["must_take"] == false && peeked[seat] {
			// The supply ran dry and a token was taken: finish with a correct solve.
			break
		}
		if v["must_take"] == true {
			held, _ := c13Tokens(v)
			empty, richest := -1, -1
			for p, n := range held {
				if p != seat && n == 0 {
					empty = p
				}
				if p != seat && (richest < 0 || n > held[richest]) {
					richest = p
				}
			}
			if empty >= 0 {
				before := g.view(seat)
				code, body := g.seatTry(seat, map[string]any{"type": "take", "from": empty})
				assert.Equal(t, http.StatusConflict, code, body)
				assert.Contains(t, body, "holds no token")
				assert.Equal(t, before, g.view(seat), "a refused take changes nothing")
			}
			code, body := g.seatTry(seat, map[string]any{"type": "ask", "answerer": (seat + 1) % players, "ask": "red"})
			assert.Equal(t, http.StatusConflict, code, "must take first: %s", body)
			g.seat(seat, map[string]any{"type": "take", "from": richest})
			v2 := g.view(1)
			assert.Equal(t, "take", c13Last(v2)["kind"])
			held2, _ := c13Tokens(v2)
			assert.Equal(t, held[richest]-1, held2[richest])
			assert.Equal(t, 1, held2[seat])
			took = true
		}
		for {
			v = g.view(seat)
			if c13Turn(v) != seat || v["phase"] != "play" {
				break
			}
			m := c13Me(v)
			switch {
			case m["can_peek"] == true && !peeked[seat]:
				l := rules.Letter(seat % setup.Informants)
				g.seat(seat, map[string]any{"type": "peek", "letter": l.String()})
				peeked[seat] = true
				assert.Equal(t, d.Informants[l].String(), c13Me(g.view(seat))["peeked"].(map[string]any)[l.String()])
				o := (seat + 1) % players
				other := g.view(o)
				assert.NotContains(t, c13Last(other), "card", "only the peeker sees the card")
				if !peeked[o] {
					assert.Empty(t, c13Me(other)["peeked"])
				}
			case players == 6 && !peeked[seat]:
				code, body := g.seatTry(seat, map[string]any{"type": "peek", "letter": "A"})
				assert.Equal(t, http.StatusConflict, code, body)
				peeked[seat] = true
			case expert && m["can_private"] == true && !usedSecret[seat]:
				usedSecret[seat] = true
				g.ask(seat, (seat+2)%players, subjects[k%len(subjects)].String(), "", true)
				k++
				assert.Equal(t, false, g.view(seat)["seats"].([]any)[seat].(map[string]any)["top_secret"])
			case seat == 1 && !wrongDone && turns >= players:
				held, supply := c13Tokens(v)
				g.seat(seat, map[string]any{"type": "solve", "guess": g.wrongGuess(seat)})
				wrongDone = true
				after := g.view(0)
				held2, supply2 := c13Tokens(after)
				assert.Equal(t, 0, held2[seat], "a wrong solve returns the rest to the supply")
				assert.GreaterOrEqual(t, supply2, supply+held[seat]-1)
				assert.EqualValues(t, (seat+1)%players, c13Turn(after), "a wrong solve ends the turn at once")
			default:
				q := 0
				if seat == 0 {
					q = 1
				}
				g.ask(seat, q, subjects[k%len(subjects)].String(), "", false)
				k++
			}
		}
	}
	require.True(t, took, "the supply ran dry and a token was taken from a player")
	require.True(t, wrongDone)
	v := g.view(0)
	seat := c13Turn(v)
	if v["must_take"] == true {
		held, _ := c13Tokens(v)
		for p, n := range held {
			if p != seat && n > 0 {
				g.seat(seat, map[string]any{"type": "take", "from": p})
				break
			}
		}
	}
	// The hints of the seat on turn keep its true case possible.
	code, body := h.call("GET", "/api/seat/"+g.tokens[seat]+"/hints", nil, nil)
	require.Equal(t, http.StatusOK, code, body)
	var hint struct {
		Possible map[string][]string
		Cases    int
	}
	require.NoError(t, json.Unmarshal(body, &hint))
	for i, kind := range []string{"person", "location", "weapon"} {
		assert.Contains(t, hint.Possible[kind], d.Outside[seat][i].String())
	}
	g.seat(seat, map[string]any{"type": "solve", "guess": c13Guess(d.Outside[seat])})
	for p := 0; p < players; p++ {
		v := g.view(p)
		assert.Equal(t, "over", v["phase"])
		assert.EqualValues(t, seat, v["winner"])
		assert.Equal(t, true, c13Last(v)["correct"])
		require.NotNil(t, v["reveal"])
	}
	assert.Equal(t, "over", g.display()["phase"])
	code, msg := g.seatTry((seat+1)%players, map[string]any{"type": "ask", "answerer": seat, "ask": "red"})
	assert.Equal(t, http.StatusConflict, code, msg)
	assert.Contains(t, msg, "the game is over")
}

func TestClues13CompleteGames(t *testing.T) {
	t.Parallel() // it owns its servers
	for _, c := range []struct {
		players int
		expert  bool
	}{{3, true}, {4, false}, {4, true}, {5, true}, {6, true}} {
		t.Run(strconv.Itoa(c.players)+"p-expert="+strconv.FormatBool(c.expert), func(t *testing.T) {
			t.Parallel() // each game its own server
			playC13(t, c.players, c.expert, uint64(c.players))
		})
	}
}
