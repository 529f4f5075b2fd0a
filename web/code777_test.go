package web_test

import (
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/solver/code777"
)

// c777 drives one Code 777 table through the HTTP API and keeps its own model of the truth (racks, draw
// pile, discards) to choose tiles that exist and to check the companion's answers and reshuffles.
type c777 struct {
	*table
	t        *testing.T
	players  int
	at       int
	racks    map[string][]string
	pile     code777.Tiles
	discards code777.Tiles
	rng      *rand.Rand
	coins    []int
	correct  int
	reshuf   int // reshuffles seen
}

func createC777(t *testing.T, h *harness, players int, options map[string]any, hints string) *c777 {
	t.Helper()
	set := map[string]any{"game": "code777", "players": players, "hints": hints}
	if options != nil {
		set["options"] = options
	}
	code, body := h.call("POST", "/api/host/tables", set, h.hostHdr())
	require.Equal(t, http.StatusCreated, code, string(body))
	var sum struct {
		ID    string   `json:"id"`
		Joins []string `json:"joins"`
	}
	require.NoError(t, json.Unmarshal(body, &sum))
	tb := &table{h: h, id: sum.ID}
	for _, j := range sum.Joins {
		tb.tokens = append(tb.tokens, j[len("http://tablemate.test/s/"):])
	}
	at := 1
	if v, ok := options["reshuffle_at"].(int); ok {
		at = v
	}
	return &c777{table: tb, t: t, players: players, at: at, racks: map[string][]string{}, pile: code777.FullSet(),
		rng: rand.New(rand.NewPCG(uint64(players), 7)), coins: make([]int, players)}
}

// dealTwo is a 2-player Code 777 table (hints full) with every rack
// entered, started with seat 1.
func dealTwo(t *testing.T, h *harness) *c777 {
	t.Helper()
	g := createC777(t, h, 2, nil, "full")
	g.must(1, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"red5", "blue7", "blue7"}})
	g.must(0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"green1", "yellow2", "black3"}})
	g.must(-1, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink6", "green6", "brown4"}})
	g.must(-1, map[string]any{"type": "rack", "rack": "n2", "tiles": []string{"pink7", "black5", "yellow7"}})
	g.must(-1, map[string]any{"type": "start", "starter": 1})
	return g
}

// dealThree deals a 3-player table a fixed game (green 1, its one copy, on
// seat 1's rack), starts it with seat 0 and has seat 0 read card 3.
func (g *c777) dealThree() {
	g.must(2, map[string]any{"type": "rack", "rack": "0", "tiles": []string{"red5", "red5", "blue7"}})
	g.must(0, map[string]any{"type": "rack", "rack": "1", "tiles": []string{"green1", "yellow2", "black3"}})
	g.must(1, map[string]any{"type": "rack", "rack": "2", "tiles": []string{"pink6", "green6", "brown4"}})
	g.must(-1, map[string]any{"type": "rack", "rack": "n1", "tiles": []string{"pink7", "black5", "yellow7"}})
	g.must(-1, map[string]any{"type": "start", "starter": 0})
	g.must(0, map[string]any{"type": "read", "card": "q3"})
}

// rackIDs lists the racks in play: seats, then n1 (3 players) or n1, n2 (2 players).
func (g *c777) rackIDs() []string {
	ids := []string{}
	for s := range g.players {
		ids = append(ids, strconv.Itoa(s))
	}
	for i := 0; g.players+i < 4; i++ {
		ids = append(ids, "n"+strconv.Itoa(i+1))
	}
	return ids
}

// placerOf is who enters a rack: the owner's right-hand neighbour (previous seat), or -1 for the host.
func (g *c777) placerOf(id string) int {
	s, err := strconv.Atoi(id)
	if err != nil {
		return -1
	}
	return (s - 1 + g.players) % g.players
}

// do sends a command as a seat (or the host for -1) and returns the status and body.
func (g *c777) do(actor int, cmd map[string]any) (int, string) {
	g.t.Helper()
	if actor < 0 {
		code, body := g.h.call("POST", "/api/host/tables/"+g.id+"/do", cmd, g.h.hostHdr())
		return code, string(body)
	}
	return g.seatTry(actor, cmd)
}

func (g *c777) must(actor int, cmd map[string]any) {
	g.t.Helper()
	code, body := g.do(actor, cmd)
	require.Equal(g.t, http.StatusOK, code, "actor %d %v -> %s", actor, cmd, body)
}

// hostView returns the host's view.
func (g *c777) hostView() map[string]any {
	g.t.Helper()
	code, body := g.h.call("GET", "/api/host/tables/"+g.id, nil, g.h.hostHdr())
	require.Equal(g.t, http.StatusOK, code, string(body))
	var sum map[string]any
	require.NoError(g.t, json.Unmarshal(body, &sum))
	return sum["view"].(map[string]any)
}

// place draws three tiles from the model pile (reshuffling by the rule first) and enters them as the
// placer. When the pile reached its reshuffle point, every screen says so; the entry is kept for its turn
// until the placer confirms the reshuffle, and then drawn.
func (g *c777) place(id string, started bool) {
	g.t.Helper()
	reshuffle := started && g.pile.Total() <= g.at
	if reshuffle {
		assert.Equal(g.t, true, g.hostView()["pile"].(map[string]any)["reshuffle_now"], "the host is told to reshuffle")
		assert.Equal(g.t, true, g.display()["pile"].(map[string]any)["reshuffle_now"], "so is the table's display")
		g.pile, g.discards = g.pile.Plus(g.discards), code777.Tiles{}
		g.reshuf++
	} else if started {
		assert.Equal(g.t, false, g.hostView()["pile"].(map[string]any)["reshuffle_now"])
	}
	rack, rest, err := code777.DrawRack(g.pile, g.rng)
	require.NoError(g.t, err)
	g.pile = rest
	g.racks[id] = rack.IDs()
	g.must(g.placerOf(id), map[string]any{"type": "rack", "rack": id, "tiles": rack.IDs()})
	if reshuffle {
		assert.Equal(g.t, true, c777Rack(g.hostView(), id)["held"], "an entry before the reshuffle is kept for its turn")
		g.must(g.placerOf(id), map[string]any{"type": "reshuffle", "what": "tiles"})
		assert.Nil(g.t, c777Rack(g.hostView(), id)["held"], "and drawn once it is confirmed")
	}
}

func (g *c777) deal(starter int) {
	g.t.Helper()
	for _, id := range g.rackIDs() {
		g.place(id, false)
	}
	g.must(-1, map[string]any{"type": "start", "starter": starter})
}

// visible returns the racks a reader sees, parsed.
func (g *c777) visible(reader int) []code777.Rack {
	var out []code777.Rack
	for _, id := range g.rackIDs() {
		if id != strconv.Itoa(reader) {
			r, err := code777.ParseRack(g.racks[id])
			require.NoError(g.t, err)
			out = append(out, r)
		}
	}
	return out
}

// read has the current reader read card (shuffling the used cards into a new deck first when they are all
// used), and checks the answer shown on the reader's phone.
func (g *c777) read(reader int, card string, q2More bool) {
	g.t.Helper()
	if g.view(reader)["deck"].(map[string]any)["shuffle_now"] == true {
		code, body := g.do(reader, map[string]any{"type": "read", "card": card})
		assert.Equal(g.t, http.StatusConflict, code, "no card from an empty deck: %s", body)
		assert.Equal(g.t, "cards", g.view(reader)["me"].(map[string]any)["shuffle"])
		g.must(reader, map[string]any{"type": "reshuffle", "what": "cards"})
	}
	g.must(reader, map[string]any{"type": "read", "card": card})
	c, err := code777.ParseCard(card)
	require.NoError(g.t, err)
	want, err := code777.AnswerCard(g.visible(reader), c, code777.Options{Q2ThresholdMore: q2More})
	require.NoError(g.t, err)
	say := g.view(reader)["me"].(map[string]any)["say"].(map[string]any)
	assert.Equal(g.t, card, say["card"])
	wantJSON, _ := json.Marshal(want)
	gotJSON, _ := json.Marshal(say["answer"])
	assert.JSONEq(g.t, string(wantJSON), string(gotJSON), "answer to %s", card)
	other := (reader + 1) % g.players
	assert.Nil(g.t, g.view(other)["me"].(map[string]any)["say"], "only the reader says the answer")
}

// numbers returns the true numbers on a rack, and a wrong triple.
func (g *c777) numbers(id string) (right, wrong string) {
	r, err := code777.ParseRack(g.racks[id])
	require.NoError(g.t, err)
	n := code777.NumbersOf(r).Values()
	right = code777.NumbersOf(r).String()
	if n[0] == 1 {
		n[0] = 2
	} else {
		n[0] = 1
	}
	w, _ := code777.NewNumbers(n[0], n[1], n[2])
	return right, w.String()
}

// judged applies a resolved challenge to the model: discards, neutral refresh, coins. It returns the racks
// that now need tiles.
func (g *c777) judged(seat int, correct bool, pending []string) []string {
	id := strconv.Itoa(seat)
	t, _ := code777.ParseTiles(g.racks[id])
	g.discards = g.discards.Plus(t)
	pending = append(pending, id)
	if correct {
		g.coins[seat]++
		if g.coins[seat] < 3 {
			if nid, ok := code777.NeutralToRefresh(g.players, g.correct); ok && !c777Contains(pending, nid.String()) {
				nt, _ := code777.ParseTiles(g.racks[nid.String()])
				g.discards = g.discards.Plus(nt)
				pending = append(pending, nid.String())
			}
		}
		g.correct++
	}
	return pending
}

func c777Contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// c777Play plays until a seat has 3 coins: every round the reader reads a card; every `every` reads the
// challenger of the round names their numbers (right, except once wrong); with `pairs`, two seats challenge
// at once through the host.
func c777Play(t *testing.T, players int, options map[string]any, reads int, pairs bool) *c777 {
	h := newHarness(t, "", int64(100+players))
	g := createC777(t, h, players, options, "full")
	q2More, _ := options["q2_threshold_more"].(bool)
	g.deal(0)
	v := g.view(0)
	assert.Equal(t, "play", v["phase"])
	assert.Len(t, v["racks"], 4+max(0, players-4))
	cards := 0
	nextCard := func() string { cards++; return "q" + strconv.Itoa((cards-1)%23+1) }
	round, wrongDone := 0, false
	for g.coins[0] < 3 && g.coins[1] < 3 && round < 40 {
		round++
		for range reads {
			turn := int(g.view(0)["turn"].(float64))
			g.read(turn, nextCard(), q2More)
		}
		var pending []string
		last := int(g.view(0)["turn"].(float64))
		lastReader := (last - 1 + players) % players
		if pairs && round%2 == 0 {
			// Seats 0 and 1 at once: resolved from the last reader's right, counter-clockwise.
			order, err := code777.ChallengeOrder(players, lastReader, []int{0, 1})
			require.NoError(t, err)
			r0, _ := g.numbers("0")
			_, w1 := g.numbers("1")
			g.must(-1, map[string]any{"type": "challenge", "challenges": []map[string]any{
				{"seat": 1, "numbers": w1}, {"seat": 0, "numbers": r0}}})
			log := g.view(2)["log"].([]any)
			tail := log[len(log)-2:]
			for i, seat := range order {
				e := tail[i].(map[string]any)
				assert.EqualValues(t, seat, e["seat"], "challenge order")
				if e["void"] == true { // seat 0 won just before: the rest are not heard
					assert.EqualValues(t, 3, g.coins[0])
					continue
				}
				assert.Equal(t, seat == 0, e["correct"])
				assert.NotNil(t, e["tiles"], "seat 2 saw both racks")
				pending = g.judged(seat, seat == 0, pending)
			}
		} else {
			seat := round % 2
			right, wrong := g.numbers(strconv.Itoa(seat))
			named, ok := right, true
			if !wrongDone {
				named, ok, wrongDone = wrong, false, true
			}
			g.must(seat, map[string]any{"type": "challenge", "numbers": named})
			e := c777Last(g.view(seat))
			assert.Equal(t, ok, e["correct"])
			if ok {
				assert.Equal(t, g.racks[strconv.Itoa(seat)], c777Strings(e["tiles"]), "a correct challenger sees the old tiles")
			} else {
				assert.Nil(t, e["tiles"], "a wrong challenger does not see the old tiles")
			}
			pending = g.judged(seat, ok, pending)
		}
		if g.coins[0] >= 3 || g.coins[1] >= 3 {
			break
		}
		hv := g.hostView()
		assert.ElementsMatch(t, pending, c777Strings(hv["waiting"]))
		code, body := g.do(int(hv["turn"].(float64)), map[string]any{"type": "read", "card": "q1"})
		assert.Equal(t, http.StatusConflict, code, "no reading while a rack waits: %s", body)
		for _, id := range c777Strings(hv["waiting"]) { // in draw order
			g.place(id, true)
		}
		assert.EqualValues(t, g.pile.Total(), g.hostView()["pile"].(map[string]any)["count"])
		assert.EqualValues(t, g.discards.Total(), g.hostView()["pile"].(map[string]any)["discards"])
	}
	v = g.view(0)
	assert.Equal(t, "over", v["phase"])
	require.NotNil(t, v["winner"])
	w := int(v["winner"].(float64))
	assert.EqualValues(t, 3, g.coins[w])
	assert.EqualValues(t, 3, v["coins"].([]any)[w])
	code, body := g.do(-1, map[string]any{"type": "read", "card": "q5"})
	assert.Equal(t, http.StatusConflict, code, body)
	return g
}

func c777Last(v map[string]any) map[string]any {
	log := v["log"].([]any)
	return log[len(log)-1].(map[string]any)
}

func c777Strings(x any) []string {
	out := []string{}
	xs, _ := x.([]any)
	for _, v := range xs {
		out = append(out, v.(string))
	}
	return out
}

func TestCode777CompleteGames(t *testing.T) {
	t.Parallel() // it owns its servers
	t.Run("2 players, two neutral racks alternating, deck cycle", func(t *testing.T) {
		g := c777Play(t, 2, nil, 5, false)
		v := g.view(0)
		assert.Equal(t, []any{"0", "1", "n1", "n2"}, c777RackField(v, "id"))
		assert.Greater(t, v["deck"].(map[string]any)["cycle"].(float64), 1.0, "more than 23 cards were read")
		refreshed := []string{}
		for _, e := range v["log"].([]any) {
			refreshed = append(refreshed, c777Strings(e.(map[string]any)["refresh"])...)
		}
		require.NotEmpty(t, refreshed)
		for i, id := range refreshed {
			assert.Equal(t, []string{"n1", "n2"}[i%2], id, "2 players: the neutral racks alternate")
		}
	})
	t.Run("3 players, neutral rack, draw-pile reshuffle at 1", func(t *testing.T) {
		g := c777Play(t, 3, map[string]any{"q2_threshold_more": true}, 2, false)
		assert.GreaterOrEqual(t, g.reshuf, 1, "the pile ran down to 1 tile")
		for _, r := range g.view(2)["racks"].([]any) {
			rv := r.(map[string]any)
			if rv["id"] == "n1" {
				assert.Equal(t, true, rv["neutral"])
				assert.Nil(t, rv["placer"], "neutral racks are entered by the host or any player")
			}
		}
	})
	t.Run("4 players, simultaneous challenges", func(t *testing.T) {
		g := c777Play(t, 4, nil, 3, true)
		assert.Equal(t, []any{"0", "1", "2", "3"}, c777RackField(g.view(0), "id"))
	})
	t.Run("5 players, simultaneous challenges, reshuffle at 4", func(t *testing.T) {
		g := c777Play(t, 5, map[string]any{"reshuffle_at": 4}, 2, true)
		assert.GreaterOrEqual(t, g.reshuf, 1)
		assert.Len(t, g.view(0)["racks"], 5)
	})
}

func c777Rack(v map[string]any, id string) map[string]any {
	for _, r := range v["racks"].([]any) {
		if rv := r.(map[string]any); rv["id"] == id {
			return rv
		}
	}
	return nil
}

func c777RackField(v map[string]any, field string) []any {
	var out []any
	for _, r := range v["racks"].([]any) {
		out = append(out, r.(map[string]any)[field])
	}
	return out
}

// TestCode777SeatSeesOnlyOthersRacks: a seat's view has every rack's tiles but its own; the host and the
// display have only the neutral racks; and the placer is the owner's right-hand neighbour.
func TestCode777SeatSeesOnlyOthersRacks(t *testing.T) {
	t.Parallel() // it owns its server
	h := newHarness(t, "", 5)
	g := createC777(t, h, 3, nil, "full")
	g.deal(1)
	for seat := range 3 {
		for _, r := range g.view(seat)["racks"].([]any) {
			rv := r.(map[string]any)
			if rv["id"] == strconv.Itoa(seat) {
				assert.Nil(t, rv["tiles"], "seat %d must not see its own rack", seat)
			} else {
				assert.Equal(t, g.racks[rv["id"].(string)], c777Strings(rv["tiles"]))
			}
			if owner, ok := rv["owner"].(float64); ok {
				assert.EqualValues(t, (int(owner)+2)%3, rv["placer"], "the placer sits to the owner's right")
			}
		}
	}
	for _, v := range []map[string]any{g.hostView(), g.display()} {
		for _, r := range v["racks"].([]any) {
			rv := r.(map[string]any)
			assert.Equal(t, rv["neutral"] == true, rv["tiles"] != nil, "rack %v", rv["id"])
		}
	}
	// Hints levels: possibilities hides probabilities; full shows the challenge chance.
	g.read(1, "q8", false)
	code, body := h.call("GET", "/api/seat/"+g.tokens[0]+"/hints", nil, nil)
	require.Equal(t, http.StatusOK, code, string(body))
	var hint map[string]any
	require.NoError(t, json.Unmarshal([]byte(body), &hint))
	assert.NotNil(t, hint["challenge"])
	assert.NotEmpty(t, hint["possible"])
}
