package code777

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// The physical table of TestHintsWhateverTheEntryOrder, kept by the test
// alone: the tiles where they really are, the racks drawn in the order the
// racks were emptied (the order the table announces), the discards shuffled
// in when the pile reaches its threshold, and what each seat saw, in the
// order it happened. Nothing here reads the table's state.

// sighting is one thing a seat saw happen, in order.
type sighting struct {
	draw, discard rules.RackID
	kind          string       // "draw", "discard", "reshuffle" or "answer"
	tiles         *rules.Tiles // a rack's tiles, when the seat saw them
	not           rules.Numbers
	visible       rules.Tiles // reshuffle: the tiles on the racks the seat sees
	// answer: the card, the answer, and the tiles the reader saw besides the seat's rack.
	card   rules.Card
	answer rules.Answer
	others []rules.Rack
}

// brute is one seat's plain enumeration of the physical worlds it may be in:
// each is the kinds on its own rack and in the draw pile (everything else is
// in sight, or among the discards), weighed by the physical draws that lead
// to it and fit everything it saw.
type brute struct {
	seat  rules.RackID
	opts  rules.Options
	state map[[2]rules.Tiles]float64 // {own rack, draw pile} -> weight
}

func newBrute(seat int, opts rules.Options) *brute {
	return &brute{seat: rules.SeatRack(seat), opts: opts, state: map[[2]rules.Tiles]float64{{{}, rules.FullSet()}: 1}}
}

// ways counts the physical draws of the kinds t from the pile p.
func ways(p, t rules.Tiles) float64 {
	w := 1.0
	for k := range t {
		for i := range t[k] {
			w *= float64(p[k]-i) / float64(i+1)
		}
	}
	return w
}

func (b *brute) see(s sighting) {
	next := map[[2]rules.Tiles]float64{}
	for st, w := range b.state {
		own, pile := st[0], st[1]
		switch s.kind {
		case "draw":
			if s.draw != b.seat {
				if rest, err := pile.Minus(*s.tiles); err == nil {
					next[[2]rules.Tiles{own, rest}] += w * ways(pile, *s.tiles)
				}
				continue
			}
			// Every three physical tiles the pile could give, by kinds.
			list := pile.List()
			tried := map[rules.Tiles]bool{}
			for a := range list {
				for c := a + 1; c < len(list); c++ {
					for d := c + 1; d < len(list); d++ {
						var t rules.Tiles
						t[list[a]]++
						t[list[c]]++
						t[list[d]]++
						if tried[t] {
							continue
						}
						tried[t] = true
						rest, _ := pile.Minus(t)
						next[[2]rules.Tiles{t, rest}] += w * ways(pile, t)
					}
				}
			}
		case "discard":
			if s.discard != b.seat {
				next[st] += w
				continue
			}
			r := rackOfTiles(own)
			if (s.tiles != nil && *s.tiles != own) || (!s.not.IsZero() && rules.JudgeChallenge(r, s.not)) {
				continue
			}
			next[[2]rules.Tiles{{}, pile}] += w
		case "reshuffle":
			p, err := rules.FullSet().Minus(s.visible.Plus(own))
			if err == nil {
				next[[2]rules.Tiles{own, p}] += w
			}
		case "answer":
			racks := append([]rules.Rack{rackOfTiles(own)}, s.others...)
			if a, err := rules.AnswerCard(racks, s.card, b.opts); err == nil && a == s.answer {
				next[st] += w
			}
		}
	}
	b.state = next
}

// racks returns each possible rack of the seat (by kinds) with its probability.
func (b *brute) racks() map[rules.Tiles]float64 {
	out, total := map[rules.Tiles]float64{}, 0.0
	for st, w := range b.state {
		if w > 0 {
			out[st[0]] += w
			total += w
		}
	}
	for r := range out {
		out[r] /= total
	}
	return out
}

func rackOfTiles(t rules.Tiles) rules.Rack {
	ks := t.List()
	if len(ks) != rules.RackSize {
		return rules.Rack{}
	}
	return rules.NewRack(ks[0], ks[1], ks[2])
}

// fill is one refill at the physical table, in the order it happened.
type fill struct {
	rack      rules.RackID
	tiles     rules.Rack
	reshuffle bool // not a fill: the discards were shuffled in here
}

// physicalTable is the real table.
type physicalTable struct {
	t        *testing.T
	rng      *rand.Rand
	players  int
	ids      []rules.RackID
	at       int
	opts     rules.Options
	pile     rules.Tiles
	discards rules.Tiles
	racks    map[rules.RackID]rules.Rack
	queue    []rules.RackID // racks emptied, in order
	owed     map[rules.RackID]int
	brutes   []*brute
}

// sightAll tells every seat what it saw: tiles on racks other than its own;
// of its own rack, what mine says (nil: nothing).
func (p *physicalTable) sightAll(s sighting, mine *sighting) {
	for seat, b := range p.brutes {
		c := s
		if (s.kind == "draw" && s.draw == rules.SeatRack(seat)) || (s.kind == "discard" && s.discard == rules.SeatRack(seat)) {
			c.tiles = nil // its own rack: unseen
			if mine != nil {
				c = *mine
			}
		}
		if s.kind == "reshuffle" {
			for id, r := range p.racks {
				if id != rules.SeatRack(seat) {
					c.visible = c.visible.Plus(r.Tiles())
				}
			}
		}
		b.see(c)
	}
}

// draw takes three random physical tiles from the pile onto the rack.
func (p *physicalTable) draw(id rules.RackID) rules.Rack {
	r, rest, err := rules.DrawRack(p.pile, p.rng)
	require.NoError(p.t, err)
	p.pile, p.racks[id] = rest, r
	t := r.Tiles()
	p.sightAll(sighting{kind: "draw", draw: id, tiles: &t}, nil)
	return r
}

// discard empties a rack; its owner learns what mine says (a challenger).
func (p *physicalTable) discard(id rules.RackID, mine *sighting) {
	t := p.racks[id].Tiles()
	p.discards = p.discards.Plus(t)
	delete(p.racks, id)
	p.sightAll(sighting{kind: "discard", discard: id, tiles: &t}, mine)
	if !slices.Contains(p.queue, id) {
		p.queue = append(p.queue, id)
	}
}

// refill draws every rack emptied, in the order emptied, shuffling the
// discards in when the pile reaches its threshold; a neutral rack owed a
// second refresh sends its first three tiles straight to the discards.
func (p *physicalTable) refill() []fill {
	var out []fill
	for len(p.queue) > 0 {
		id := p.queue[0]
		if t := p.pile.Total(); t <= p.at || t < rules.RackSize {
			p.pile, p.discards = p.pile.Plus(p.discards), rules.Tiles{}
			p.sightAll(sighting{kind: "reshuffle"}, nil)
			out = append(out, fill{reshuffle: true})
		}
		out = append(out, fill{rack: id, tiles: p.draw(id)})
		if p.owed[id] > 0 {
			p.owed[id]--
			p.discard(id, nil) // it stays first in the queue
			continue
		}
		p.queue = p.queue[1:]
	}
	return out
}

// answer is what the reader says: about every rack but its own.
func (p *physicalTable) answer(reader int, c rules.Card) rules.Answer {
	var seen []rules.Rack
	for _, id := range p.ids {
		if id != rules.SeatRack(reader) {
			seen = append(seen, p.racks[id])
		}
	}
	a, err := rules.AnswerCard(seen, c, p.opts)
	require.NoError(p.t, err)
	for seat := range p.players {
		if seat == reader {
			continue
		}
		var others []rules.Rack
		for _, id := range p.ids {
			if id != rules.SeatRack(seat) && id != rules.SeatRack(reader) {
				others = append(others, p.racks[id])
			}
		}
		p.brutes[seat].see(sighting{kind: "answer", card: c, answer: a, others: others})
	}
	return a
}

// TestHintsWhateverTheEntryOrder plays random Code 777 games (every player
// count, every reshuffle threshold, both readings of card 2) at a physical
// table kept by the test: refills are drawn in the order the racks were
// emptied, with the discards shuffled in when the pile reaches its
// threshold, but the placers enter the racks in a random order around each
// reshuffle (and someone taps the reshuffle when the table lets them). After
// every command, every seat's hints — the number of racks it may hold and
// the chance of every number triple — are those of a brute force over what
// that seat physically saw, or the hints say in words why they wait; they
// never claim what the seat cannot know.
//
// One game per player count, threshold and card-2 reading runs by default
// (-short: card 2's other reading at threshold 7 only); C777_ORDER_GAMES=n
// plays n games of each.
func TestHintsWhateverTheEntryOrder(t *testing.T) {
	t.Parallel() // shares nothing with the other tests: the package's long tests run side by side
	perCombo := 1
	if n, err := strconv.Atoi(os.Getenv("C777_ORDER_GAMES")); err == nil && n > 0 {
		perCombo = n
	}
	stats := map[string]int{}
	for players := rules.MinPlayers; players <= rules.MaxPlayers; players++ {
		for _, at := range []int{1, 4, 7} {
			for _, q2 := range []bool{false, true} {
				for g := range perCombo {
					seed := uint64(players*1000 + at*100 + g*2)
					if q2 {
						seed++
					}
					if testing.Short() && perCombo == 1 && q2 && at != 7 {
						continue
					}
					t.Run(fmt.Sprintf("%dp/at%d/q2more=%t/seed%d", players, at, q2, seed), func(t *testing.T) {
						playOrderGame(t, players, at, q2, seed, stats)
					})
				}
			}
		}
	}
	t.Logf("%v", stats)
	if !t.Failed() {
		require.Positive(t, stats["entered before a rack drawn earlier, across a reshuffle"], "the games enter racks out of draw order around reshuffles")
	}
}

func playOrderGame(t *testing.T, players, at int, q2 bool, seed uint64, stats map[string]int) {
	rng := rand.New(rand.NewPCG(seed, 37))
	opts, _ := json.Marshal(map[string]any{"reshuffle_at": at, "q2_threshold_more": q2})
	st, err := Rules{}.New(companion.Settings{Game: Name, Players: players, Options: opts, Hints: companion.HintsFull})
	require.NoError(t, err)
	s := st.(*State)
	ids, err := rules.RacksFor(players)
	require.NoError(t, err)
	p := &physicalTable{t: t, rng: rng, players: players, ids: ids, at: at, opts: rules.Options{Q2ThresholdMore: q2},
		pile: rules.FullSet(), racks: map[rules.RackID]rules.Rack{}, owed: map[rules.RackID]int{}}
	for seat := range players {
		p.brutes = append(p.brutes, newBrute(seat, p.opts))
	}
	try := func(actor companion.Actor, cmd map[string]any) error {
		raw, err := json.Marshal(cmd)
		require.NoError(t, err)
		changes, err := s.Decide(companion.Command{Actor: actor, Type: cmd["type"].(string), Data: raw})
		if err != nil {
			return err
		}
		for _, ch := range changes {
			data, err := json.Marshal(ch.Data)
			require.NoError(t, err)
			_, err = s.Apply(companion.Event{Kind: ch.Kind, Actor: actor, Data: data})
			require.NoError(t, err, "%v", cmd)
		}
		return nil
	}
	do := func(actor companion.Actor, cmd map[string]any) {
		require.NoError(t, try(actor, cmd), "%v by %d", cmd, actor)
	}
	hints := func(seat int) Hints {
		job, err := s.HintJob(companion.Actor(seat), companion.HintRequest{Level: companion.HintsFull})
		require.NoError(t, err)
		h, err := job(context.Background())
		require.NoError(t, err)
		return h.(Hints)
	}
	step := 0
	// check compares every seat's hints with the brute force over what it saw.
	check := func(what string) {
		step++
		for seat := range players {
			h := hints(seat)
			if h.Waiting {
				require.NotEmpty(t, h.Until, "seat %d after %s: the hints say why they wait", seat, what)
				stats["hints waiting ("+h.Until+")"]++
				continue
			}
			want := p.brutes[seat].racks()
			require.NotEmpty(t, want, "seat %d after %s: the brute force keeps the true world", seat, what)
			require.Equal(t, len(want), h.Consistent, "seat %d after %s (step %d): racks it may hold", seat, what, step)
			nums := map[string]float64{}
			for r, pr := range want {
				nums[rules.NumbersOf(rackOfTiles(r)).String()] += pr
			}
			require.Equal(t, slices.Sorted(maps.Keys(nums)), slices.Sorted(maps.Keys(h.Numbers)), "seat %d after %s (step %d)", seat, what, step)
			for n, pr := range nums {
				require.InDelta(t, pr, h.Numbers[n], 1e-9, "seat %d after %s (step %d): %s", seat, what, step, n)
			}
			stats["hints checked"]++
		}
	}
	placer := func(id rules.RackID) companion.Actor {
		if owner, ok := id.Seat(); ok {
			return companion.Actor((owner - 1 + players) % players)
		}
		if rng.IntN(2) == 0 {
			return companion.Host
		}
		return companion.Actor(rng.IntN(players))
	}
	// enter types the fills in a random order (a rack's own fills in order),
	// and a tap for each reshuffle, made when the table takes it.
	enter := func(fills []fill) {
		type action struct {
			i     int // in fills
			after int // the fill of the same rack that comes first, or -1
		}
		var todo []action
		taps := 0
		order := map[int]int{} // fill -> the reshuffles before it
		for i, f := range fills {
			if f.reshuffle {
				taps++
				continue
			}
			order[i] = taps
			a := action{i: i, after: -1}
			for j := i - 1; j >= 0; j-- {
				if fills[j].rack == f.rack && !fills[j].reshuffle {
					a.after = j
					break
				}
			}
			todo = append(todo, a)
		}
		done := map[int]bool{}
		for len(todo) > 0 || taps > 0 {
			if taps > 0 && rng.IntN(len(todo)+1) == 0 {
				actor := companion.Host
				if next := s.View(companion.Host, companion.ViewContext{}).(View).Waiting; len(next) > 0 && rng.IntN(2) == 0 {
					id, _ := rules.ParseRackID(next[0])
					actor = placer(id)
				}
				if try(actor, map[string]any{"type": "reshuffle", "what": "tiles"}) == nil {
					taps--
					check("a reshuffle")
				} else if len(todo) == 0 {
					require.Fail(t, "the reshuffle is refused with nothing left to enter")
				}
				continue
			}
			if len(todo) == 0 {
				continue
			}
			k := rng.IntN(len(todo))
			a := todo[k]
			if a.after >= 0 && !done[a.after] {
				continue
			}
			f := fills[a.i]
			for j := range fills {
				if !fills[j].reshuffle && !done[j] && order[j] < order[a.i] {
					stats["entered before a rack drawn earlier, across a reshuffle"]++
					break
				}
			}
			do(placer(f.rack), map[string]any{"type": "rack", "rack": f.rack.String(), "tiles": f.tiles.IDs()})
			done[a.i] = true
			todo = slices.Delete(todo, k, k+1)
			check("entering rack " + f.rack.String())
		}
	}

	// The deal: no reshuffle can fall inside it.
	var deal []fill
	for _, id := range ids {
		deal = append(deal, fill{rack: id, tiles: p.draw(id)})
	}
	rng.Shuffle(len(deal), func(i, j int) { deal[i], deal[j] = deal[j], deal[i] })
	for _, f := range deal {
		do(placer(f.rack), map[string]any{"type": "rack", "rack": f.rack.String(), "tiles": f.tiles.IDs()})
	}
	do(companion.Host, map[string]any{"type": "start", "starter": rng.IntN(players)})
	check("the start")
	deck := rules.NewDeck(rng)
	for reads := 0; reads < 40; reads++ {
		v := s.View(companion.Host, companion.ViewContext{}).(View)
		if v.Winner != nil {
			break
		}
		reader := *v.Turn
		var card rules.Card
		var shuffled bool
		card, deck, shuffled, err = deck.Next(rng)
		require.NoError(t, err)
		if shuffled { // the reader (or the host) taps that the used cards are a new deck
			actor := companion.Host
			if rng.IntN(2) == 0 {
				actor = companion.Actor(reader)
			}
			do(actor, map[string]any{"type": "reshuffle", "what": "cards"})
		}
		do(companion.Actor(reader), map[string]any{"type": "read", "card": card.String()})
		got := s.log[len(s.log)-1]
		require.Equal(t, p.answer(reader, card), got.answer, "the answer the racks give")
		check("a reading")

		// Seats challenge when their hints are sure, or sometimes gamble.
		var challenges []map[string]any
		for seat := range players {
			h := hints(seat)
			switch {
			case h.Waiting:
			case h.Solved != nil:
				challenges = append(challenges, map[string]any{"seat": seat, "numbers": *h.Solved})
			case h.Challenge != nil && h.Challenge.Probability >= 0.25 && rng.IntN(3) == 0:
				challenges = append(challenges, map[string]any{"seat": seat, "numbers": h.Challenge.Numbers})
			}
		}
		if len(challenges) == 0 {
			continue
		}
		before := len(s.log)
		if len(challenges) == 1 {
			do(companion.Actor(challenges[0]["seat"].(int)), map[string]any{"type": "challenge", "numbers": challenges[0]["numbers"]})
		} else {
			do(companion.Host, map[string]any{"type": "challenge", "challenges": challenges})
		}
		for _, e := range s.log[before:] {
			if e.void {
				continue
			}
			id := rules.SeatRack(e.seat)
			r := p.racks[id]
			require.Equal(t, rules.JudgeChallenge(r, e.numbers), e.correct, "the verdict")
			// The challenger looks at its tiles when right, and learns the numbers were wrong otherwise.
			tiles := r.Tiles()
			own := sighting{kind: "discard", discard: id}
			if e.correct {
				own.tiles = &tiles
			} else {
				own.not = e.numbers
			}
			p.discard(id, &own)
			for _, n := range e.refresh {
				if _, ok := p.racks[n]; ok {
					p.discard(n, nil)
				} else {
					p.owed[n]++
				}
			}
			stats["challenges"]++
		}
		check("a challenge")
		if v := s.View(companion.Host, companion.ViewContext{}).(View); v.Winner != nil {
			break
		}
		fills := p.refill()
		if slices.ContainsFunc(fills, func(f fill) bool { return f.reshuffle }) {
			stats["refills around a reshuffle"]++
		}
		enter(fills)
	}
}
