package code777

import (
	"math/rand/v2"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// tryProbe draws Code 777's two-world privacy probe (companion.Probe): the probed
// seat's own rack (which it never sees) holds a tile x in one world, every
// copy of which is then on a rack, and a tile from the draw pile in the
// other. The seat mis-taps, places its neighbour's rack, places it again
// with x and back, over and over, while every rack but one is in (an
// over-drawn pile in one world only, which must not show before the last
// rack is in), then once more with the host's OK (now a public conflict),
// taps the reshuffles before their moment, reads a card, marks its sheet and
// asks for hints and "why?".
func tryProbe(r *rand.Rand) (companion.Probe, bool) {
	n := 2 + r.IntN(4)
	m, err := rules.NewMatch(n, rules.ReshuffleAt(1))
	if err != nil {
		return companion.Probe{}, false
	}
	var bag []rules.Kind
	for _, k := range rules.Kinds() {
		for range k.Copies() {
			bag = append(bag, k)
		}
	}
	r.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	ids := m.IDs()
	racks := make([][]rules.Kind, len(ids))
	for i := range racks {
		racks[i] = slices.Clone(bag[i*3 : i*3+3])
	}
	pile := bag[len(ids)*3:]
	me := r.IntN(n)
	next := (me + 1) % n
	onRacks := func(k rules.Kind) int {
		c := 0
		for _, rk := range racks {
			for _, t := range rk {
				if t == k {
					c++
				}
			}
		}
		return c
	}
	// x: on my rack, every copy on some rack; y: in the pile, not x's kind.
	xi := slices.IndexFunc(racks[me], func(k rules.Kind) bool { return onRacks(k) == k.Copies() })
	if xi < 0 || slices.Contains(racks[next], racks[me][xi]) {
		return companion.Probe{}, false
	}
	x := racks[me][xi]
	yi := slices.IndexFunc(pile, func(k rules.Kind) bool { return k != x })
	if yi < 0 {
		return companion.Probe{}, false
	}
	y := pile[yi]
	// last: a rack entered after the re-entries, holding no x (so every
	// other copy of x is in when the seat tries it).
	last := -1
	for i := range ids {
		if i != me && i != next && !slices.Contains(racks[i], x) {
			last = i
		}
	}
	if last < 0 {
		return companion.Probe{}, false
	}
	strs := func(ks []rules.Kind) []string {
		out := make([]string, len(ks))
		for i, k := range ks {
			out[i] = k.String()
		}
		return out
	}
	S := companion.Actor(me)
	nextID := ids[next].String()
	mine := strs(racks[next])
	withX := append(slices.Clone(mine[1:]), x.String())
	placer := func(i int) companion.Actor {
		if owner, ok := ids[i].Seat(); ok {
			return companion.Actor((owner - 1 + n) % n)
		}
		return companion.Host
	}
	var worlds [2][]companion.Step
	for w := range 2 {
		own := racks[me]
		if w == 1 {
			own = slices.Clone(own)
			own[xi] = y
		}
		steps := []companion.Step{
			{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": mine[:2]}},
			{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": []string{mine[0], mine[1], "green8"}}},
			{Actor: S, Type: "rack", Args: map[string]any{"rack": ids[me].String(), "tiles": mine}},
			{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": mine}},
			{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": withX}},
			{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": mine}},
			{Actor: S, Type: "start"},
		}
		enter := func(i int) companion.Step {
			tiles := racks[i]
			if i == me {
				tiles = own
			}
			return companion.Step{Actor: placer(i), Type: "rack", Args: map[string]any{"rack": ids[i].String(), "tiles": strs(tiles)}}
		}
		for i := range ids {
			if i != next && i != last {
				steps = append(steps, enter(i))
			}
		}
		// Every rack but the last is in: x would over-draw the pile in world
		// 0 only. No OK is needed yet, so nothing may show.
		for range 2 {
			steps = append(steps,
				companion.Step{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": withX}},
				companion.Step{Actor: S, Type: "start"},
				companion.Step{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": mine}},
			)
		}
		steps = append(steps, companion.Step{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": withX}, Ask: true},
			companion.Step{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": mine}},
			enter(last))
		other := companion.Actor(next)
		steps = append(steps,
			companion.Step{Actor: other, Type: "mark", Args: map[string]any{"cell": x.String() + "/1", "state": "certain"}},
			companion.Step{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": withX}},
			companion.Step{Actor: companion.Host, Type: "allow", Args: map[string]any{"seat": me}},
			// x is on my own rack in world 0 only: the pile is over-drawn there, a public state.
			companion.Step{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": withX}},
			companion.Step{Actor: S, Type: "mark", Args: map[string]any{"cell": y.String() + "/1", "state": "x"}},
			companion.Step{Actor: companion.Host, Type: "allow", Args: map[string]any{"seat": me}},
			companion.Step{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": mine}},
			companion.Step{Actor: companion.Host, Type: "start", Args: map[string]any{"starter": me}},
			companion.Step{Actor: S, Type: "mark", Args: map[string]any{"cell": x.String() + "/1", "state": "out"}},
			companion.Step{Actor: S, Type: "mark", Args: map[string]any{"cell": "nothing/9", "state": "out"}},
			// The reshuffle steps, before their moment: refused with public counts only.
			companion.Step{Actor: S, Type: "reshuffle", Args: map[string]any{"what": "tiles"}},
			companion.Step{Actor: S, Type: "reshuffle", Args: map[string]any{"what": "cards"}},
			companion.Step{Actor: S, Type: "read", Args: map[string]any{"card": "q99"}},
			companion.Step{Actor: S, Type: "read", Args: map[string]any{"card": "q1"}, Ask: true},
			companion.Step{Actor: S, Type: "rack", Args: map[string]any{"rack": nextID, "tiles": mine}},
		)
		worlds[w] = steps
	}
	var claims []companion.ExplainRequest
	for _, k := range []rules.Kind{x, y} {
		claims = append(claims, companion.ExplainRequest{Claim: k.String(), Is: true}, companion.ExplainRequest{Claim: k.String(), Is: false})
	}
	return companion.Probe{Settings: companion.Settings{Game: Name, Players: n, Hints: companion.HintsFull},
		Seat: S, Worlds: worlds, Claims: claims}, true
}
