package tagiron

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// SimResult is one simulated game.
type SimResult struct {
	Players int `json:"players"`
	Starter int `json:"starter"`
	// Questions is how many questions were asked in the whole game.
	Questions int `json:"questions"`
	// SolvedAfter is, per seat, how many questions that seat had asked when
	// its own knowledge first pinned the target down (-1: never).
	SolvedAfter []int `json:"solved_after"`
	// UntilSolved is, per seat, SolvedAfter where known; for a seat the end
	// of the game cut short, the own questions it would have needed, found by
	// letting it go on asking the engine's best question (answered from the
	// true racks) after the game. -1: the cards ran out first. It is the
	// unbiased measure of hint quality.
	UntilSolved []int   `json:"until_solved"`
	Winners     []int   `json:"winners"`
	Out         []int   `json:"out"`
	Draw        bool    `json:"draw"`
	Events      int64   `json:"events"`
	Outcome     Outcome `json:"-"`
}

// Simulate plays one complete game at a real table of svc: random racks and
// card order from seed, every seat a bot that asks the question the engine
// ranks best (from that seat's knowledge only) and declares once solved.
// Everything goes through Table.Do, the same path as phones.
func Simulate(ctx context.Context, svc companion.Tables, players int, seed int64) (SimResult, error) {
	rng := rand.New(rand.NewSource(seed))
	t, err := svc.Start(ctx, companion.Settings{Game: Name, Players: players, Hints: companion.HintsFull})
	if err != nil {
		return SimResult{}, err
	}
	do := func(a companion.Actor, typ string, args map[string]any) error {
		if args == nil {
			args = map[string]any{}
		}
		args["type"] = typ
		b, _ := json.Marshal(args)
		_, err := t.Do(ctx, companion.Command{Actor: a, Type: typ, Data: b})
		return err
	}
	tiles := rules.PhysicalTiles()
	rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	size := rules.RackSize(players)
	for s := 0; s < players; s++ {
		if err := do(companion.Actor(s), "tiles", map[string]any{"tiles": ids(tiles[s*size : (s+1)*size])}); err != nil {
			return SimResult{}, err
		}
	}
	deck := rules.Deck(players)
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	next := 0
	refill := func() error {
		for t.State().(*State).match.NeedsRefill() {
			if err := do(companion.Host, "reveal", map[string]any{"card": deck[next].String()}); err != nil {
				return err
			}
			next++
		}
		return nil
	}
	if err := refill(); err != nil {
		return SimResult{}, err
	}
	starter := rng.Intn(players)
	if err := do(companion.Host, "start", map[string]any{"starter": starter}); err != nil {
		return SimResult{}, err
	}
	res := SimResult{Players: players, Starter: starter, SolvedAfter: make([]int, players)}
	asked := make([]int, players)
	for i := range res.SolvedAfter {
		res.SolvedAfter[i] = -1
	}
	for step := 0; step < 200; step++ {
		st := t.State().(*State)
		if st.match.Over() {
			break
		}
		// Every seat that can declare and has solved its target does so
		// (3–4 players may declare off-turn).
		acted := false
		for s := 0; s < players; s++ {
			st = t.State().(*State)
			v := st.View(companion.Actor(s), companion.ViewContext{}).(View)
			if st.match.Over() || !v.Me.CanDeclare {
				continue
			}
			res0, err := rules.Solve(noRow(st.Knowledge(s)))
			if err != nil {
				return res, err
			}
			guess := res0.Target.Solved
			if guess == nil {
				if st.match.LastChance() != s {
					continue
				}
				// A last chance must be taken now: name the likeliest tiles.
				guess = likeliest(res0.Target.Positions)
			} else if res.SolvedAfter[s] < 0 {
				res.SolvedAfter[s] = asked[s]
			}
			if err := do(companion.Actor(s), "declare", map[string]any{"tiles": guess}); err != nil {
				return res, fmt.Errorf("seat %d declaring: %w", s, err)
			}
			acted = true
			break
		}
		if acted {
			continue
		}
		st = t.State().(*State)
		turn := st.match.Turn()
		full, err := rules.Solve(st.Knowledge(turn))
		if err != nil {
			return res, err
		}
		if len(full.Suggestions) == 0 {
			return res, fmt.Errorf("seat %d has nothing to ask", turn)
		}
		best := full.Suggestions[0]
		if err := do(companion.Actor(turn), "ask", map[string]any{"card": best.Card, "pick": best.Pick}); err != nil {
			return res, fmt.Errorf("seat %d asking %s: %w", turn, best.Card, err)
		}
		asked[turn]++
		res.Questions++
		if err := refill(); err != nil {
			return res, err
		}
	}
	st := t.State().(*State)
	o := st.match.Outcome()
	res.Winners, res.Out, res.Draw = nonNil(o.Winners), nonNil(o.Out), o.Draw
	res.Events = t.Seq()
	if !o.Over {
		return res, fmt.Errorf("game did not end")
	}
	res.UntilSolved = make([]int, players)
	for seat := range res.UntilSolved {
		res.UntilSolved[seat] = res.SolvedAfter[seat]
		if res.SolvedAfter[seat] < 0 {
			n, err := keepAsking(st, seat, deck[next:])
			if err != nil {
				return res, err
			}
			if n >= 0 {
				n += asked[seat]
			}
			res.UntilSolved[seat] = n
		}
	}
	return res, nil
}

// keepAsking lets one seat go on alone after the game: it asks the best
// question on the row (refilled from the rest of the deck), hears the true
// answers, and counts questions until its target is solved (-1: cards ran out).
func keepAsking(st *State, seat int, deck []rules.Card) (int, error) {
	know := st.Knowledge(seat)
	m, err := rules.NewMatch(st.players, seat)
	if err != nil {
		return 0, err
	}
	for n := 0; ; n++ {
		res, err := rules.Solve(know)
		if err != nil {
			return 0, err
		}
		if res.Target.Solved != nil {
			return n, nil
		}
		if len(res.Suggestions) == 0 {
			return -1, nil
		}
		best := res.Suggestions[0]
		card, err := rules.ParseCard(best.Card)
		if err != nil {
			return 0, err
		}
		entry := rules.LogEntry{Asker: seat, Card: best.Card, Pick: best.Pick, Answers: map[int]rules.Answer{}}
		for _, who := range m.Answerers(seat, card) {
			rack, err := rules.NewRack(st.racks[who], st.rackSize())
			if err != nil {
				return 0, err
			}
			if entry.Answers[who], err = rules.AnswerCard(rack, card, best.Pick); err != nil {
				return 0, err
			}
		}
		know.Log = append(know.Log, entry)
		row := know.Row[:0:0]
		for _, c := range know.Row {
			if c != best.Card {
				row = append(row, c)
			}
		}
		if len(deck) > 0 {
			row, deck = append(row, deck[0].String()), deck[1:]
		}
		know.Row = row
	}
}

// noRow drops the face-up row: solving without ranking is all a declaration needs.
func noRow(r rules.SolveRequest) rules.SolveRequest {
	r.Row = nil
	return r
}

// likeliest picks, position by position, the most probable tile not used up yet.
func likeliest(positions []map[string]float64) []string {
	used := map[string]int{}
	var out []string
	for _, p := range positions {
		best, bestP := "", -1.0
		for id, pr := range p {
			t, err := rules.ParseTile(id)
			if err != nil || used[id] >= t.Copies() {
				continue
			}
			if pr > bestP || (pr == bestP && id < best) {
				best, bestP = id, pr
			}
		}
		used[best]++
		out = append(out, best)
	}
	return out
}
