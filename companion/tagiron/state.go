package tagiron

import (
	"strconv"
	"strings"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// Rules creates Tagiron tables for 2 to 4 players.
type Rules struct{}

// New implements companion.Rules.
func (Rules) New(s companion.Settings) (companion.State, error) {
	if s.Players < 2 || s.Players > 4 {
		return nil, companion.Bad("Tagiron is for 2 to 4 players, not %d", s.Players)
	}
	m, err := rules.NewMatch(s.Players, 0)
	if err != nil {
		return nil, companion.BadOptions(err)
	}
	return &State{players: s.Players, match: m, racks: make([][]rules.Tile, s.Players), notes: make([]notepad, s.Players)}, nil
}

// State is one Tagiron table. The racks are the hidden truth: they leave the
// server only through View, and only to their owner (or to all once the game is over).
type State struct {
	players int
	racks   [][]rules.Tile // by seat, sorted; nil until entered
	match   rules.Match    // before the start: only collects the revealed cards
	drawn   []rules.Card   // every card revealed, in order (to rebuild the match at the start)
	started bool
	log     []entry
	notes   []notepad
	deal    [][]dealt // tiles dealt by reader scans, per seat (scan.go)
}

// entry is one line of the public question-and-answer log.
type entry struct {
	Kind    string                  `json:"kind"` // "ask" or "declare"
	Seat    int                     `json:"seat"`
	Card    string                  `json:"card,omitempty"`
	Pick    int                     `json:"pick,omitempty"`
	Answers map[string]rules.Answer `json:"answers,omitempty"`
	Guess   []string                `json:"guess,omitempty"` // private to the declarer in 3–4 players
	Correct *bool                   `json:"correct,omitempty"`
}

type notepad struct {
	marks map[string]string // "pos/tile" -> possible | out | certain
	text  string
}

func (s *State) rackSize() int { return rules.RackSize(s.players) }

func (s *State) seatOf(c companion.Command) (int, error) { return companion.SeatOf(c, s.players) }

// centre is the complement of every rack in the 20 physical tiles.
func (s *State) centre() []rules.Tile {
	left := map[rules.Tile]int{}
	for _, t := range rules.PhysicalTiles() {
		left[t]++
	}
	for _, r := range s.racks {
		for _, t := range r {
			left[t]--
		}
	}
	var out []rules.Tile
	for _, t := range rules.AllTileIDs() {
		for i := 0; i < left[t]; i++ {
			out = append(out, t)
		}
	}
	return out
}

func ids(ts []rules.Tile) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.String()
	}
	return out
}

func splitMark(key string) (int, string) {
	pos, tile, _ := strings.Cut(key, "/")
	n, _ := strconv.Atoi(pos)
	return n, tile
}
