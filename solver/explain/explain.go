// Package explain holds what every deduction game's Explain answers: whether
// a claim follows from a seat's knowledge, and why. It is pure: no I/O.
package explain

import "slices"

// Explanation says whether a claim follows from the seat's knowledge and why.
type Explanation struct {
	// Holds is true when every hidden world consistent with the knowledge
	// makes the claim true.
	Holds bool `json:"holds"`
	// Because lists 0-based indexes of the answers (each game says of what)
	// that, with what the seat sees, imply the claim, none of which can be
	// dropped; empty when the claim does not hold or what the seat sees
	// alone implies it.
	Because []int `json:"because"`
	// Counterexample is, when the claim does not hold, a consistent hidden
	// world (as the game writes it) where it is false.
	Counterexample []string `json:"counterexample,omitempty"`
	// Text says it in a sentence or two, naming who asked what and what was
	// answered.
	Text string `json:"text"`
}

// Reader is whom an explanation's sentence is for: its language ("ko", the
// default, or "en"), the players' chosen names by seat (optional: a missing
// or empty name reads "2번 플레이어" / "Player 2") and whether the Korean
// calls the reader's own seat "나" ("내가 … 하고 묻자") instead of its name
// (English keeps the name). Every game's ExplainRequest has one.
type Reader struct {
	Lang  string   `json:"lang,omitempty"`
	Names []string `json:"names,omitempty"`
	Self  bool     `json:"self,omitempty"`
}

// Conflict is a set of a seat's entries that cannot all hold together with
// what it sees: no hidden world fits them all. Entries are indexes (each
// game says of what); no entry can be dropped from the set and leave it
// impossible (it is irreducible). Text names them in a sentence.
type Conflict struct {
	Entries []int  `json:"entries"`
	Text    string `json:"text"`
}

// Irreducible finds which of n entries make an irreducible impossible set:
// ok is false when all n together are possible. Otherwise it drops entries
// one by one, never those in keep, while what is left stays impossible
// (fewer entries only allow more worlds, so each entry kept is needed and
// stays needed once others are gone), and says which are kept.
func Irreducible(n int, impossible func(in []bool) bool, keep ...int) (in []bool, ok bool) {
	in = make([]bool, n)
	for i := range in {
		in[i] = true
	}
	if !impossible(in) {
		return nil, false
	}
	for i := range in {
		if slices.Contains(keep, i) {
			continue
		}
		in[i] = false
		if !impossible(in) {
			in[i] = true
		}
	}
	return in, true
}
