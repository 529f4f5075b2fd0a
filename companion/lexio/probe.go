package lexio

import (
	"encoding/json"
	"math/rand/v2"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// tryProbe draws Lexio's two-world privacy probe (companion.Probe): two other
// seats' hands trade one tile between the worlds (neither hand is the
// probed seat's to see; the lead and the first play stay the same). The
// probed seat mis-taps, enters and re-enters its hand with each of the two
// tiles, again once one of those seats has entered but not the other (a
// shared tile in one world only: no conflict may show yet), then checks
// and tries plays.
func tryProbe(r *rand.Rand) (companion.Probe, bool) {
	n := 3 + r.IntN(4)
	setup, err := rules.SetupFor(n)
	if err != nil {
		return companion.Probe{}, false
	}
	tiles := rules.AllTiles.Tiles()
	r.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	hs := setup.HandSize
	hands := make([][]rules.Tile, n)
	for s := range n {
		hands[s] = slices.Clone(tiles[s*hs : (s+1)*hs])
	}
	market := rules.HandOf(tiles[n*hs:]...).IDs()
	me := r.IntN(n)
	o := (me + 1 + r.IntN(n-1)) % n
	q := (o + 1) % n
	if q == me {
		q = (q + 1) % n
	}
	if q == o || q == me {
		return companion.Probe{}, false
	}
	a, b := hands[o][0], hands[q][0]
	swapped := [2][][]rules.Tile{hands, slices.Clone(hands)}
	swapped[1][o] = append([]rules.Tile{b}, hands[o][1:]...)
	swapped[1][q] = append([]rules.Tile{a}, hands[q][1:]...)
	// The same lead in both worlds, by a seat whose first tile is not traded.
	leader := -1
	for w := range 2 {
		st, err := Rules{}.New(companion.Settings{Game: Name, Players: n})
		if err != nil {
			return companion.Probe{}, false
		}
		s := st.(*State)
		for p := range n {
			if !enter(s, companion.Actor(p), "hand", rules.HandOf(swapped[w][p]...).IDs()) {
				return companion.Probe{}, false
			}
		}
		if !enter(s, companion.Host, "market", market) {
			return companion.Probe{}, false
		}
		if w == 1 && s.game.Leader() != leader {
			return companion.Probe{}, false
		}
		leader = s.game.Leader()
	}
	if leader == o || leader == q {
		return companion.Probe{}, false
	}
	S := companion.Actor(me)
	mine := rules.HandOf(hands[me]...).IDs()
	with := func(t rules.Tile) []string { return rules.HandOf(append(slices.Clone(hands[me][1:]), t)...).IDs() }
	lead := slices.Min(hands[leader])
	var worlds [2][]companion.Step
	for w := range 2 {
		steps := []companion.Step{
			{Actor: S, Type: "hand", Args: map[string]any{"tiles": mine[1:]}},
			{Actor: S, Type: "hand", Args: map[string]any{"tiles": append(slices.Clone(mine[1:]), "sun99")}},
			{Actor: S, Type: "hand", Args: map[string]any{"tiles": mine}},
			{Actor: S, Type: "hand", Args: map[string]any{"tiles": with(a)}},
			{Actor: S, Type: "hand", Args: map[string]any{"tiles": with(b)}},
			{Actor: S, Type: "hand", Args: map[string]any{"tiles": mine}},
			{Actor: S, Type: "market", Args: map[string]any{"tiles": market}},
		}
		hand := func(p int) companion.Step {
			return companion.Step{Actor: companion.Actor(p), Type: "hand", Args: map[string]any{"tiles": rules.HandOf(swapped[w][p]...).IDs()}}
		}
		// Seat o is in, seat q is not: a is on o's hand in world 0 only.
		steps = append(steps, hand(o),
			companion.Step{Actor: S, Type: "hand", Args: map[string]any{"tiles": with(a)}},
			companion.Step{Actor: S, Type: "check", Args: map[string]any{"tiles": mine[:1]}},
			companion.Step{Actor: S, Type: "hand", Args: map[string]any{"tiles": with(b)}},
			companion.Step{Actor: S, Type: "hand", Args: map[string]any{"tiles": with(a)}, Ask: true},
			companion.Step{Actor: S, Type: "hand", Args: map[string]any{"tiles": mine}},
		)
		for p := range n {
			if p != me && p != o {
				steps = append(steps, hand(p))
			}
		}
		steps = append(steps,
			// The market a seat cannot see yet: its own hand overlapping it is the public conflict.
			companion.Step{Actor: companion.Host, Type: "market", Args: map[string]any{"tiles": append(slices.Clone(market[1:]), a.String())}},
			companion.Step{Actor: S, Type: "play", Args: map[string]any{"tiles": mine[:1]}},
			companion.Step{Actor: companion.Host, Type: "market", Args: map[string]any{"tiles": market}},
			companion.Step{Actor: S, Type: "check", Args: map[string]any{"tiles": mine[:1]}},
			companion.Step{Actor: S, Type: "play", Args: map[string]any{"tiles": []string{a.String()}}},
			companion.Step{Actor: companion.Actor(leader), Type: "play", Args: map[string]any{"tiles": []string{lead.String()}}, Try: true},
			companion.Step{Actor: S, Type: "check", Args: map[string]any{"tiles": mine[len(mine)-1:]}},
			companion.Step{Actor: S, Type: "pass", Ask: true},
		)
		worlds[w] = steps
	}
	return companion.Probe{Settings: companion.Settings{Game: Name, Players: n, Hints: companion.HintsOff}, Seat: S, Worlds: worlds}, true
}

// enter decides and applies one entry on a bare state (for the probe's own checks).
func enter(s *State, a companion.Actor, kind string, tiles []string) bool {
	raw, _ := json.Marshal(map[string]any{"tiles": tiles})
	ch, err := s.Decide(companion.Command{Actor: a, Type: kind, Data: raw})
	if err != nil {
		return false
	}
	for _, c := range ch {
		data, _ := json.Marshal(c.Data)
		if _, err := s.Apply(companion.Event{Kind: c.Kind, Actor: a, Data: data}); err != nil {
			return false
		}
	}
	return true
}
