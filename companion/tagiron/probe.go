package tagiron

import (
	"math/rand"
	"slices"
	"strconv"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// probe is Tagiron's two-world privacy probe (companion.Probe): another
// seat's rack holds a red n in one world and the blue n in the other (the
// blue or red one lies in the centre or the box instead). Only questions
// that rack answers alike in both worlds are asked, so everything said
// aloud is the same; the probed seat enters, re-enters its rack with each
// of the two tiles (one hidden in one world, held by the other seat in the
// other) before the other seat has entered and, at 3–4 players, again
// after it has but before the last seat has (no conflict may show yet),
// mis-taps, writes notes, asks, asks for hints and "why?", and declares.
func probe(seed int64) companion.Probe {
	return companion.FirstProbe(rand.New(rand.NewSource(seed)), tryProbe)
}

func tryProbe(r *rand.Rand) (companion.Probe, bool) {
	players := 2 + r.Intn(3)
	size := rules.RackSize(players)
	me := r.Intn(players)
	other := (me + 1 + r.Intn(players-1)) % players
	tiles := rules.PhysicalTiles()
	r.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	racks := make([][]rules.Tile, players)
	for i := range racks {
		racks[i] = slices.Clone(tiles[i*size : (i+1)*size])
	}
	rest := tiles[players*size:]
	// A red/blue pair of one number: one on the other seat's rack, the other in the rest.
	var x, y rules.Tile
	found := false
	for _, t := range racks[other] {
		for _, u := range rest {
			if t.Number() == u.Number() && t != u && t.Color() != rules.Green {
				x, y, found = t, u, true
			}
		}
	}
	if !found {
		return companion.Probe{}, false
	}
	swapped := slices.Clone(racks[other])
	swapped[slices.Index(swapped, x)] = y
	ra, err1 := rules.NewRack(racks[other], size)
	rb, err2 := rules.NewRack(swapped, size)
	if err1 != nil || err2 != nil {
		return companion.Probe{}, false
	}
	// Questions the other rack answers alike in both worlds.
	var safe []rules.Card
	for _, c := range rules.Deck(players) {
		picks := c.Choices()
		if picks == nil {
			picks = []int{0}
		}
		same := true
		for _, p := range picks {
			a, e1 := rules.AnswerCard(ra, c, p)
			b, e2 := rules.AnswerCard(rb, c, p)
			same = same && e1 == nil && e2 == nil && a.Equal(b)
		}
		if same {
			safe = append(safe, c)
		}
	}
	if len(safe) < 8 {
		return companion.Probe{}, false
	}
	r.Shuffle(len(safe), func(i, j int) { safe[i], safe[j] = safe[j], safe[i] })
	ids := func(ts []rules.Tile) []string {
		out := make([]string, len(ts))
		for i, t := range ts {
			out[i] = t.String()
		}
		return out
	}
	mine := ids(racks[me])
	with := func(t rules.Tile) []string { return append(slices.Clone(mine[1:]), t.String()) }
	S := companion.Actor(me)
	ask := func(c rules.Card) map[string]any {
		a := map[string]any{"card": c.String()}
		if ch := c.Choices(); ch != nil {
			a["pick"] = ch[0]
		}
		return a
	}
	var worlds [2][]companion.Step
	for w := range 2 {
		otherRack := racks[other]
		note := "the centre has " + y.String()
		if w == 1 {
			otherRack, note = swapped, "no idea"
		}
		steps := []companion.Step{
			// Mis-taps: too few tiles, a tile the game does not have, a second copy of one tile.
			{Actor: S, Type: "tiles", Args: map[string]any{"tiles": mine[1:]}},
			{Actor: S, Type: "tiles", Args: map[string]any{"tiles": append(slices.Clone(mine[1:]), "r5")}},
			{Actor: S, Type: "tiles", Args: map[string]any{"tiles": append(slices.Clone(mine[1:]), mine[1])}},
			{Actor: S, Type: "tiles", Args: map[string]any{"tiles": mine}},
			// Re-entries before everyone is ready: y is hidden in world 0 and on the other rack in world 1, x the other way round.
			{Actor: S, Type: "tiles", Args: map[string]any{"tiles": with(y)}},
			{Actor: S, Type: "tiles", Args: map[string]any{"tiles": with(x)}},
			{Actor: S, Type: "tiles", Args: map[string]any{"tiles": mine}},
			{Actor: S, Type: "start"},
		}
		enter := func(p int) {
			rack := ids(racks[p])
			if p == other {
				rack = ids(otherRack)
			}
			steps = append(steps, companion.Step{Actor: companion.Actor(p), Type: "tiles", Args: map[string]any{"tiles": rack}},
				companion.Step{Actor: companion.Actor(p), Type: "note", Args: map[string]any{"text": note}})
		}
		if players > 2 {
			// The other seat is in, a third is not: x and y land on its rack
			// in one world each, and no OK is needed yet, so nothing may show.
			enter(other)
			steps = append(steps,
				companion.Step{Actor: S, Type: "tiles", Args: map[string]any{"tiles": with(y)}},
				companion.Step{Actor: S, Type: "start"},
				companion.Step{Actor: S, Type: "tiles", Args: map[string]any{"tiles": with(x)}, Ask: true},
				companion.Step{Actor: S, Type: "tiles", Args: map[string]any{"tiles": with(y)}, Ask: true},
				companion.Step{Actor: S, Type: "tiles", Args: map[string]any{"tiles": mine}},
			)
		}
		for p := range players {
			if p != me && (p != other || players == 2) {
				enter(p)
			}
		}
		// Everyone is ready: a change waits for the host's OK, and each is public.
		steps = append(steps,
			companion.Step{Actor: S, Type: "tiles", Args: map[string]any{"tiles": with(y)}},
			companion.Step{Actor: companion.Host, Type: "allow", Args: map[string]any{"seat": me}},
			companion.Step{Actor: S, Type: "tiles", Args: map[string]any{"tiles": with(y)}},
			companion.Step{Actor: S, Type: "start"},
			companion.Step{Actor: companion.Host, Type: "allow", Args: map[string]any{"seat": me}},
			companion.Step{Actor: S, Type: "tiles", Args: map[string]any{"tiles": with(x)}},
			companion.Step{Actor: companion.Host, Type: "allow", Args: map[string]any{"seat": me}},
			companion.Step{Actor: S, Type: "tiles", Args: map[string]any{"tiles": mine}},
		)
		for _, c := range safe[:6] {
			steps = append(steps, companion.Step{Actor: companion.Host, Type: "reveal", Args: map[string]any{"card": c.String()}})
		}
		steps = append(steps,
			companion.Step{Actor: S, Type: "ask", Args: ask(safe[0])},
			companion.Step{Actor: S, Type: "start", Args: map[string]any{"starter": me}},
			companion.Step{Actor: S, Type: "ask", Args: map[string]any{"card": safe[7].String()}}, // not in the row
			companion.Step{Actor: S, Type: "ask", Args: ask(safe[0]), Ask: true},
			companion.Step{Actor: companion.Host, Type: "reveal", Args: map[string]any{"card": safe[6].String()}},
			companion.Step{Actor: S, Type: "mark", Args: map[string]any{"pos": 1, "tile": y.String(), "state": "out"}},
			companion.Step{Actor: S, Type: "mark", Args: map[string]any{"pos": 9, "tile": y.String(), "state": "out"}},
			companion.Step{Actor: S, Type: "note", Args: map[string]any{"text": "x or y?"}},
			companion.Step{Actor: companion.Actor(other), Type: "ask", Args: ask(safe[1]), Try: true},
			companion.Step{Actor: companion.Actor(other), Type: "mark", Args: map[string]any{"pos": 1, "tile": x.String(), "state": "certain"}},
			companion.Step{Actor: S, Type: "ask", Args: ask(safe[2]), Ask: true},
			// A declaration of its own rack is wrong in both worlds.
			companion.Step{Actor: S, Type: "declare", Args: map[string]any{"tiles": mine}, Ask: true},
		)
		worlds[w] = steps
	}
	var claims []companion.ExplainRequest
	for _, t := range []rules.Tile{x, y} {
		for pos := 1; pos <= size; pos += 2 {
			claims = append(claims, companion.ExplainRequest{Claim: strconv.Itoa(pos) + "/" + t.String(), Is: pos == 1})
		}
	}
	return companion.Probe{Settings: companion.Settings{Game: Name, Players: players, Hints: companion.HintsFull},
		Seat: S, Worlds: worlds, Claims: claims}, true
}
