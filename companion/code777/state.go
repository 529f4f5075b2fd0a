package code777

import (
	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// CoinsToWin ends the game: the first player with this many coins wins.
const CoinsToWin = rules.CoinsToWin

// Rules creates Code 777 tables for 2 to 5 players.
type Rules struct{}

// New implements companion.Rules.
func (Rules) New(set companion.Settings) (companion.State, error) {
	ids, err := rules.RacksFor(set.Players)
	if err != nil {
		return nil, companion.Bad("Code 777 is for 2 to 5 players, not %d", set.Players)
	}
	opts, err := parseOptions(set.Options)
	if err != nil {
		return nil, err
	}
	n := set.Players
	m, err := rules.NewMatch(n, rules.ReshuffleAt(opts.ReshuffleAt))
	if err != nil {
		return nil, companion.BadOptions(err)
	}
	s := &State{players: n, opts: opts, m: m, placedAt: make([]int, len(ids)), seen: make([]rules.Tiles, n),
		old: make([][]rules.Rack, n), marks: make([]map[string]string, n)}
	for i := range s.marks {
		s.marks[i] = map[string]string{}
	}
	if set.Practice != nil {
		s.drawSeed, s.practice = set.Practice.Seed, true
	}
	return s, nil
}

// State is one Code 777 table: the flow of the game (racks, piles, refills, deck, turn, coins, winner) is
// rules.Match; the table keeps what each seat has seen, the public log and the note sheets. Racks are the
// hidden truth: a rack's tiles leave the server only through View and HintJob, and never to the rack's owner.
type State struct {
	players int
	opts    Options
	m       rules.Match
	// placedAt is how many cards had been read when the rack's current tiles were placed: only later
	// answers say anything about them.
	placedAt []int
	seen     []rules.Tiles // per seat: the discards it saw (they were on racks it could see)
	reads    []reading
	log      []entry
	old      [][]rules.Rack // per seat: its own racks it was allowed to see after correct challenges
	moves    []move         // every move of the tiles since the start, in order (the seats' histories)
	marks    []map[string]string
	placing  [][]placed // by rack index: tiles scanned onto a rack not yet entered (scan.go)
	// short holds, by rack index, an entry saved although the draw pile (as
	// the racks the placer cannot see leave it) does not hold its tiles: the
	// entries then do not add up, a public state (Conflict), until a
	// correction lets it be drawn.
	short []*rules.Rack
	// held holds, by rack index, the entries kept for their turn in the
	// draw order, in order (a neutral rack refreshed twice takes two): racks
	// drawn before them, or the reshuffle, are not entered yet
	// (reshuffle.go). Each is drawn as soon as they are.
	held [][]rules.Rack
	// practice: the service draws each question card at random from the
	// pile (from drawSeed and the count of cards read), and the reader
	// turns that card over (drawn).
	practice bool
	drawSeed int64
}

// move is one move of the tiles after the start: a rack filled (draw), a rack emptied (discard; a
// challenger's rack carries the numbers named and the verdict), the discards shuffled back into the pile
// (reshuffle), or a card read (read, an index in reads), in the order they happened at the table (the
// draw order, whatever the order of the entries). Each seat's knowledge is read off these.
type move struct {
	kind    string // "draw", "discard", "reshuffle" or "read"
	rack    int
	tiles   rules.Rack
	judged  bool // a challenger's rack: numbers and correct say how
	numbers rules.Numbers
	correct bool
	read    int
	log     int // reads and judged racks: the entry in the public log
}

// reading is one card read aloud, with every rack as it was then (for the listeners' knowledge).
type reading struct {
	reader int
	card   rules.Card
	answer rules.Answer
	racks  []rules.Rack
}

// entry is one line of the public log: a card read, a challenge judged, the
// discards shuffled back into the draw pile (reshuffle: pile says how many
// discards went in, a count everyone sees), or the question cards shuffled
// into a new deck (deck: cycle is the new deck's).
type entry struct {
	kind    string // "read", "challenge", "reshuffle" or "deck"
	seat    int    // the reader, the challenger, or who confirmed a reshuffle (-1: the host)
	read    int    // index in reads (read entries)
	card    rules.Card
	answer  rules.Answer
	cycle   int
	numbers rules.Numbers
	correct bool
	void    bool       // the game was won before this challenge was resolved
	tiles   rules.Rack // the challenged rack (shown only to who saw it)
	refresh []rules.RackID
	pile    int // reshuffle: the discards shuffled back in
}

// index returns the position of a rack in the match's racks, or -1.
func (s *State) index(id rules.RackID) int { return s.m.Index(id) }

// placer is the seat that puts tiles on a player's rack: the owner's right-hand neighbour (the previous seat
// clockwise), because everyone places tiles on the rack of the player to their left.
func (s *State) placer(owner int) int { return (owner - 1 + s.players) % s.players }

func (s *State) isSeat(a companion.Actor) bool { return a >= 0 && int(a) < s.players }

// hostLike: the host console, or a hardware reader acting for it.
func hostLike(a companion.Actor) bool { return a == companion.Host || a == companion.Reader }

func (s *State) over() bool { return s.m.Over() }

// filled says whether rack i needs no further entry: drawn, saved short,
// or kept for every refill it waits for.
func (s *State) filled(i int) bool {
	return s.m.Filled(i) || (s.short != nil && s.short[i] != nil) || (s.m.Started() && s.keptAt(i) >= 1+s.m.Owed(i))
}

// keptAt is how many of rack i's entries are held for their turn.
func (s *State) keptAt(i int) int {
	if s.held == nil {
		return 0
	}
	return len(s.held[i])
}

// rackOf is rack i's tiles as entered: the saved short entry, else the
// latest held one (its first tiles of a double refresh went to the
// discards), else the tiles drawn.
func (s *State) rackOf(i int) rules.Rack {
	switch {
	case s.short != nil && s.short[i] != nil:
		return *s.short[i]
	case s.keptAt(i) > 0:
		return s.held[i][len(s.held[i])-1]
	}
	return s.m.Rack(i)
}
