package toy

import (
	"math/rand/v2"

	"github.com/tablemate/tablemate/companion"
)

// probe is the toy's two worlds for the privacy harness: seat 1's secret
// digit differs, and seat 0 (probed) sets its own, writes a note, tries to
// set its digit again once the game runs (refused), guesses seat 1's digit
// wrongly in both worlds, and then loses to seat 1's right guess.
func probe(seed int64) companion.Probe {
	rng := rand.New(rand.NewPCG(uint64(seed), 1))
	players := 2 + rng.IntN(2)
	mine, theirs := rng.IntN(10), rng.IntN(5)
	wrong := (theirs + 1 + rng.IntN(4)) % 10 // neither theirs nor theirs+5
	world := func(hidden int) []companion.Step {
		steps := []companion.Step{
			{Actor: 0, Type: "digit", Args: map[string]any{"digit": mine}},
			{Actor: 1, Type: "digit", Args: map[string]any{"digit": hidden}},
		}
		for seat := 2; seat < players; seat++ {
			steps = append(steps, companion.Step{Actor: companion.Actor(seat), Type: "digit", Args: map[string]any{"digit": seat}})
		}
		return append(steps,
			companion.Step{Actor: 0, Type: "note", Args: map[string]any{"text": "seat 2 hesitated"}},
			companion.Step{Actor: 0, Type: "digit", Args: map[string]any{"digit": 1}},
			companion.Step{Actor: 0, Type: "guess", Args: map[string]any{"target": 1, "digit": wrong}},
			companion.Step{Actor: 1, Type: "guess", Args: map[string]any{"target": 0, "digit": mine}},
		)
	}
	return companion.Probe{
		Settings: companion.Settings{Game: Name, Players: players},
		Seat:     0,
		Worlds:   [2][]companion.Step{world(theirs), world(theirs + 5)},
	}
}
