package companion

import "math/rand/v2"

// Probe is a game's two-world privacy probe, for the differential harness
// (gametest.Differential): two scripted sessions at tables with the same
// settings whose worlds differ only in what Seat may not see. Seat's own
// steps are the same in both; the other actors' steps differ only in hidden
// content (another rack, the centre, a private note), and everything they
// say aloud is the same. Every reply to Seat and every view, hint and
// "why?" it receives must then be byte for byte the same.
type Probe struct {
	Settings Settings
	Seat     Actor
	Worlds   [2][]Step
	// Claims are the "why?" questions Seat asks wherever a step says Ask.
	Claims []ExplainRequest
}

// Step is one command in a probe's script. Args is encoded as the
// command's JSON. A step by another actor must be accepted (Try: may be
// refused); a step by the probed seat may be refused (a mis-tap), and its
// reply is compared.
type Step struct {
	Actor Actor
	Type  string
	Args  map[string]any
	Try   bool
	// Ask: after this step the probed seat also asks for its hints (closed
	// and open) and every claim's "why?", in Korean and English.
	Ask bool
}

// Probes is a game's Probe from its draw: the seed and the game's own
// stream seed a PCG source, and try draws from it until a probe fits.
func Probes(stream uint64, try func(*rand.Rand) (Probe, bool)) func(seed int64) Probe {
	return func(seed int64) Probe { return FirstProbe(rand.New(rand.NewPCG(uint64(seed), stream)), try) }
}

// FirstProbe draws probes with try until one fits (a deal can leave nothing
// to trade between the worlds): the loop every game's Probe shares.
func FirstProbe[R any](r R, try func(R) (Probe, bool)) Probe {
	for {
		if p, ok := try(r); ok {
			return p
		}
	}
}
