package tagiron

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"sync"
)

// SolveRequest is one seat's knowledge (`tablemate solve`, cmd/tablemate/CONTRACT.md): its own rack, the face-up
// row and every question asked so far with the answers the seat heard.
type SolveRequest struct {
	Game    string     `json:"game"`
	Players int        `json:"players"`
	Seat    int        `json:"seat"`
	Own     []string   `json:"own"`
	Row     []string   `json:"row"`
	Log     []LogEntry `json:"log"`
	// Wrong lists the target racks the seat itself declared and heard "wrong" (tiles from the left): no
	// world has that target. Only the declarer knows its guess, so only its own declarations belong here.
	Wrong [][]string `json:"wrong,omitempty"`
}

// LogEntry is one question asked: who asked, which card (and pick on a choice card), and the answers
// given, by seat. The seat's own answers may be included; they change nothing.
type LogEntry struct {
	Asker   int            `json:"asker"`
	Card    string         `json:"card"`
	Pick    int            `json:"pick,omitempty"`
	Answers map[int]Answer `json:"answers"`
}

// SolveResponse is what the seat may deduce.
type SolveResponse struct {
	// Consistent is the number of distinct hidden worlds (tiles counted by id) consistent with the log:
	// with 2 players the opponent's rack, with 3–4 every opponent's rack and the centre.
	Consistent    uint64       `json:"consistent"`
	Contradiction bool         `json:"contradiction"`
	Target        Target       `json:"target"`
	Suggestions   []Suggestion `json:"suggestions"`
}

// Target describes the rack the seat must name: the opponent's (2 players) or the centre (3–4).
type Target struct {
	Candidates int                  `json:"candidates"` // distinct racks still possible
	Positions  []map[string]float64 `json:"positions"`  // per position: tile id -> probability (zeros left out)
	Solved     []string             `json:"solved"`     // the rack when only one is possible, else null
}

// Suggestion is a question the seat could ask now, with the information it is expected to give.
type Suggestion struct {
	Card         string  `json:"card"`
	Pick         int     `json:"pick,omitempty"`
	ExpectedBits float64 `json:"expected_bits"`
}

// constraint is one answer an opponent gave.
type constraint struct {
	q question
	a Answer
}

// state is a validated SolveRequest reduced to what the engine needs.
type state struct {
	players, seat, size int
	row                 []question // every question askable now: both picks of a choice card
	// slots are the unseen physical tiles in rack order; a rack is a bit mask over them. When both green
	// 5s are unseen they occupy two slots, g5a and g5b (else g5b is -1).
	slots    []Tile
	g5a, g5b int
	own      []Tile         // the seat's rack, in rack order
	opps     []int          // opponent seats in seat order
	clues    [][]constraint // per opponent
	wrong    [][]Tile       // target racks declared wrong by the seat, in rack order
}

// parseState validates the request (see SolveRequest) and reduces it.
func parseState(req SolveRequest) (*state, error) {
	if err := checkGame(req.Game); err != nil {
		return nil, err
	}
	if err := checkPlayers(req.Players); err != nil {
		return nil, err
	}
	if req.Seat < 0 || req.Seat >= req.Players {
		return nil, fmt.Errorf("seat %d does not exist with %d players", req.Seat, req.Players)
	}
	s := &state{players: req.Players, seat: req.Seat, size: RackSize(req.Players), g5a: -1, g5b: -1}
	own, err := ParseRack(req.Own, s.size)
	if err != nil {
		return nil, fmt.Errorf("own rack: %v", err)
	}
	s.own = own.Tiles()
	// A card leaves the game once asked, so a card may not repeat within the row or within the log. The
	// contract's own example shows a logged card back in the row, so that overlap is tolerated.
	seenRow, seenLog := map[Card]string{}, map[Card]string{}
	useCard := func(id, where string, seen map[Card]string) (Card, error) {
		c, err := ParseCard(id)
		if err != nil {
			return 0, fmt.Errorf("%s: %v", where, err)
		}
		if !c.InDeck(s.players) {
			return 0, fmt.Errorf("%s: card %s is not in the %d-player deck", where, c, s.players)
		}
		if prev, ok := seen[c]; ok {
			return 0, fmt.Errorf("%s: card %s already appears in %s; each card is used once", where, c, prev)
		}
		seen[c] = where
		return c, nil
	}
	if len(req.Row) > 6 {
		return nil, fmt.Errorf("row has %d cards; at most six lie face up", len(req.Row))
	}
	for i, id := range req.Row {
		c, err := useCard(id, fmt.Sprintf("row card %d", i+1), seenRow)
		if err != nil {
			return nil, err
		}
		if ch := c.Choices(); ch != nil {
			s.row = append(s.row, question{c, ch[0]}, question{c, ch[1]})
		} else {
			s.row = append(s.row, question{c, 0})
		}
	}
	for s2 := 0; s2 < s.players; s2++ {
		if s2 != s.seat {
			s.opps = append(s.opps, s2)
		}
	}
	s.clues = make([][]constraint, len(s.opps))
	m := Match{players: s.players}
	for i, e := range req.Log {
		where := fmt.Sprintf("log entry %d", i+1)
		if e.Asker < 0 || e.Asker >= s.players {
			return nil, fmt.Errorf("%s: asker %d does not exist with %d players", where, e.Asker, s.players)
		}
		c, err := useCard(e.Card, where, seenLog)
		if err != nil {
			return nil, err
		}
		if err := checkPick(c, e.Pick); err != nil {
			return nil, fmt.Errorf("%s: %v", where, err)
		}
		answerers := m.Answerers(e.Asker, c)
		for _, seat := range sortedSeats(e.Answers) {
			if !containsInt(answerers, seat) {
				return nil, fmt.Errorf("%s: seat %d does not answer when seat %d asks %s", where, seat, e.Asker, c)
			}
			a, err := canonical(c, e.Answers[seat])
			if err == nil {
				err = Possible(c, e.Pick, s.size, a)
			}
			if err != nil {
				return nil, fmt.Errorf("%s, seat %d: %v", where, seat, err)
			}
			if seat == s.seat {
				continue // the seat's own answer teaches it nothing
			}
			o := indexInt(s.opps, seat)
			s.clues[o] = append(s.clues[o], constraint{question{c, e.Pick}, a})
		}
	}
	for i, g := range req.Wrong {
		r, err := ParseRack(g, s.size)
		if err != nil {
			return nil, fmt.Errorf("wrong declaration %d: %v", i+1, err)
		}
		s.wrong = append(s.wrong, r.Tiles())
	}
	// Unseen slots: the physical tiles minus the own rack.
	var owned [NumTileIDs]int
	for _, t := range own.Tiles() {
		owned[t]++
	}
	for _, t := range AllTileIDs() {
		for k := owned[t]; k < t.Copies(); k++ {
			s.slots = append(s.slots, t)
		}
	}
	if owned[G5] == 0 {
		for i, t := range s.slots {
			if t == G5 {
				s.g5a, s.g5b = i, i+1
				break
			}
		}
	}
	return s, nil
}

func sortedSeats(m map[int]Answer) []int {
	seats := make([]int, 0, len(m))
	for s := range m {
		seats = append(seats, s)
	}
	sort.Ints(seats)
	return seats
}

func containsInt(xs []int, x int) bool { return indexInt(xs, x) >= 0 }

func indexInt(xs []int, x int) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// engine holds the per-opponent candidate racks and the resulting weights of each target rack.
type engine struct {
	*state
	n        int      // number of slots
	full     uint32   // mask of all slots
	racks    []uint32 // every size-subset of the slots
	cand     [][]uint32
	in       [][]bool // in[o][mask]: mask is a candidate rack for opponent o
	weight   []uint64 // weight[mask] of the target: physical deals with that target rack
	total    uint64   // physical deals consistent with the log
	together uint64   // of those, deals where both green 5s (if unseen) lie in the same part
	sp       *splits  // 4 players: the splits found while counting, shared by the ranking
	bufs     *buffers // the arrays above come from here (see release)
	liveOnly bool     // rank by counting even where the opening table has the values (its tests)
}

// newEngine filters each opponent's candidate racks by its answers and counts the physical deals
// behind every possible target rack.
func newEngine(s *state) *engine {
	e := &engine{state: s, n: len(s.slots), bufs: getBuffers(len(s.opps))}
	b := e.bufs
	e.full = 1<<e.n - 1
	b.racks = subsets(e.full, s.size, b.racks)
	e.racks = b.racks
	e.cand = make([][]uint32, len(s.opps))
	e.in = make([][]bool, len(s.opps))
	buf := make([]Tile, 0, 5)
	for o := range s.opps {
		b.in[o] = zeroed(b.in[o], 1<<e.n)
		e.in[o] = b.in[o]
		e.cand[o] = b.cand[o][:0]
		for _, r := range e.racks {
			t := e.tiles(r, buf)
			ok := true
			for _, c := range s.clues[o] {
				if answer(t, c.q.card, c.q.pick) != c.a {
					ok = false
					break
				}
			}
			if ok {
				e.cand[o] = append(e.cand[o], r)
				e.in[o][r] = true
			}
		}
		b.cand[o] = e.cand[o]
	}
	for o := 1; o < len(s.opps); o++ {
		for j := range o {
			if slices.Equal(e.cand[o], e.cand[j]) {
				e.in[o] = e.in[j] // one table for equal candidates keeps the cache warm
				break
			}
		}
	}
	if len(s.opps) == 3 {
		e.orderOpponents()
	}
	e.count()
	e.exclude()
	return e
}

// declaredWrong reports whether the target rack mask is one the seat declared and heard "wrong".
func (s *state) declaredWrong(mask uint32, tiles func(uint32, []Tile) []Tile) bool {
	if len(s.wrong) == 0 {
		return false
	}
	t := tiles(mask, nil)
	for _, g := range s.wrong {
		if slices.Equal(t, g) {
			return true
		}
	}
	return false
}

// exclude takes out of the counts every deal whose target the seat declared and heard "wrong": each
// such target's deals are counted again on their own (a handful of declarations, each one target).
func (e *engine) exclude() {
	if len(e.wrong) == 0 {
		return
	}
	for _, c := range e.racks {
		if e.weight[c] == 0 || !e.declaredWrong(c, e.tiles) {
			continue
		}
		tot, tog := e.dealsWithTarget(c)
		e.weight[c] = 0
		e.total -= tot
		e.together -= tog
	}
}

// dealsWithTarget counts the deals consistent with every answer whose target is c, and those of them
// that keep the unseen green 5s together, exactly as count does.
func (e *engine) dealsWithTarget(c uint32) (total, together uint64) {
	ok := func(m uint32) bool { return !e.splitG5(m) }
	switch len(e.opps) {
	case 1:
		if ok(c) {
			return 1, 1
		}
		return 1, 0
	case 2:
		for _, a := range e.cand[0] {
			if a&c != 0 {
				continue
			}
			if b := e.full &^ a &^ c; e.in[1][b] {
				total++
				if ok(a) && ok(b) && ok(c) {
					together++
				}
			}
		}
		return total, together
	}
	var buf []uint32
	for _, a := range e.cand[0] {
		if a&c != 0 {
			continue
		}
		buf = subsets(e.full&^a&^c, e.size, buf)
		for _, b := range buf {
			if !e.in[1][b] {
				continue
			}
			if d := e.full &^ a &^ b &^ c; e.in[2][d] {
				total++
				if ok(a) && ok(b) && ok(c) && ok(d) {
					together++
				}
			}
		}
	}
	return total, together
}

// tiles returns the rack a slot mask stands for, in rack order (slots are kept in rack order).
func (e *engine) tiles(mask uint32, buf []Tile) []Tile {
	buf = buf[:0]
	for m := mask; m != 0; m &= m - 1 {
		buf = append(buf, e.slots[bits.TrailingZeros32(m)])
	}
	return buf
}

// splitG5 reports whether mask holds exactly one of the two unseen green 5s.
func (e *engine) splitG5(mask uint32) bool {
	if e.g5b < 0 {
		return false
	}
	g := mask & (1<<e.g5a | 1<<e.g5b)
	return g != 0 && g&(g-1) == 0
}

// count fills e.weight with, per target mask, the number of physical deals (assignments of the unseen
// slots to the opponents' racks, the target and, with 2 players, the unused tiles) consistent with
// every opponent's answers, e.total with their sum and e.together with those where no part splits the
// green 5s. Counting slots rather than ids makes every physical deal equally likely, which is exactly
// the rules' weighting. One pass counts both totals.
func (e *engine) count() {
	e.bufs.weight = zeroed(e.bufs.weight, 1<<e.n)
	w := e.bufs.weight
	e.weight = w
	var total, together uint64
	ok := func(m uint32) bool { return !e.splitG5(m) }
	switch len(e.opps) {
	case 1: // 2 players: the target is the opponent's rack; the rest is unused.
		for _, r := range e.cand[0] {
			w[r]++
			total++
			if ok(r) { // then the unused rest holds both green 5s or neither
				together++
			}
		}
	case 2: // 3 players: opponents a, b; the centre is what is left.
		var buf []uint32
		for _, a := range e.cand[0] {
			buf = subsets(e.full&^a, e.size, buf)
			for _, b := range buf {
				if !e.in[1][b] {
					continue
				}
				c := e.full &^ a &^ b
				w[c]++
				total++
				if ok(a) && ok(b) && ok(c) {
					together++
				}
			}
		}
	case 3: // 4 players: see countFour
		total, together = e.countFour()
	}
	e.weight, e.total, e.together = w, total, together
}

// consistent returns the number of distinct worlds by id. A world whose two green 5s lie in different
// parts is two physical deals (swap the copies); one with both in the same part is one.
func (e *engine) consistent() uint64 { return (e.total + e.together) / 2 }

// distinctTarget reports whether mask is the representative of its rack by id: of two masks that differ
// only in which green 5 they hold, the one holding g5a.
func (e *engine) distinctTarget(mask uint32) bool {
	return e.g5b < 0 || !((mask>>e.g5b)&1 == 1 && (mask>>e.g5a)&1 == 0)
}

// target returns the exact per-position counts (tile -> deals) of the target rack and the distinct
// target racks still possible.
func (e *engine) target() (counts [][NumTileIDs]uint64, candidates []uint32) {
	counts = make([][NumTileIDs]uint64, e.size)
	buf := make([]Tile, 0, 5)
	for _, r := range e.racks {
		w := e.weight[r]
		if w == 0 {
			continue
		}
		for p, t := range e.tiles(r, buf) {
			counts[p][t] += w
		}
		if e.distinctTarget(r) {
			candidates = append(candidates, r)
		}
	}
	return counts, candidates
}

// Solve returns everything seat may deduce from its knowledge; see SolveResponse and cmd/tablemate/CONTRACT.md.
func Solve(req SolveRequest) (SolveResponse, error) {
	s, err := parseState(req)
	if err != nil {
		return SolveResponse{}, err
	}
	e := newEngine(s)
	defer e.release()
	counts, cands := e.target()
	resp := SolveResponse{Consistent: e.consistent(), Contradiction: e.total == 0}
	resp.Target.Candidates = len(cands)
	for _, pc := range counts {
		m := map[string]float64{}
		for t, n := range pc {
			if n != 0 {
				m[Tile(t).String()] = float64(n) / float64(e.total)
			}
		}
		resp.Target.Positions = append(resp.Target.Positions, m)
	}
	if len(cands) == 1 {
		resp.Target.Solved = idsOf(e.tiles(cands[0], nil))
	}
	resp.Suggestions = e.rank()
	if len(s.wrong) > 0 && len(s.opps) > 1 {
		// With 3–4 players a wrong declaration puts the seat out: it asks nothing any more.
		resp.Suggestions = []Suggestion{}
	}
	return resp, nil
}

func idsOf(ts []Tile) []string {
	ids := make([]string, len(ts))
	for i, t := range ts {
		ids[i] = t.String()
	}
	return ids
}

// subsets appends to buf[:0] every k-subset of mask (at most 16 bits, 1 ≤ k), in increasing order,
// and returns it; this is the engine's innermost loop. Up to five bits it reads the index tuples from
// a table and ORs the mask's bits at those indices; beyond, it walks the k-subsets of the bit indices
// 0..n−1 with Gosper's hack and deposits each onto the mask's bits through four nibble tables.
func subsets(mask uint32, k int, buf []uint32) []uint32 {
	buf = buf[:0]
	n := bits.OnesCount32(mask)
	if k > n || k < 1 {
		return buf
	}
	if k <= maxComboK {
		var pos [16]uint32 // pos[i]: the mask's i-th lowest bit
		for i, m := 0, mask; m != 0; i, m = i+1, m&(m-1) {
			pos[i] = m & -m
		}
		cs := combos[n][k].list(n, k)
		if cap(buf) < len(cs) {
			buf = make([]uint32, len(cs))
		}
		buf = buf[:len(cs)]
		switch k {
		case 1:
			for i, t := range cs {
				buf[i] = pos[t&15]
			}
		case 2:
			for i, t := range cs {
				buf[i] = pos[t&15] | pos[t>>4&15]
			}
		case 3:
			for i, t := range cs {
				buf[i] = pos[t&15] | pos[t>>4&15] | pos[t>>8&15]
			}
		case 4:
			for i, t := range cs {
				buf[i] = pos[t&15] | pos[t>>4&15] | pos[t>>8&15] | pos[t>>12&15]
			}
		case 5:
			for i, t := range cs {
				buf[i] = pos[t&15] | pos[t>>4&15] | pos[t>>8&15] | pos[t>>12&15] | pos[t>>16&15]
			}
		}
		return buf
	}
	var dep [4][16]uint32 // dep[j][x]: the mask bits selected by index bits 4j..4j+3 = x
	m := mask
	for j := 0; j < 4 && m != 0; j++ {
		for b := 1; b < 16; b <<= 1 {
			low := m & -m
			for x := b; x < 2*b; x++ {
				dep[j][x] = dep[j][x-b] | low
			}
			m &^= low
		}
	}
	end := uint32(1) << n
	for x := uint32(1)<<k - 1; x < end; {
		buf = append(buf, dep[0][x&15]|dep[1][x>>4&15]|dep[2][x>>8&15]|dep[3][x>>12&15])
		c := x & -x
		r := x + c
		x = r | (r^x)>>2>>bits.TrailingZeros32(c)
	}
	return buf
}

// maxComboK is the largest k whose index tuples combos keeps (a rack: 5 tiles at most).
const maxComboK = 5

// combos[n][k].list() lists the k-subsets of the indices 0..n−1 (n ≤ 16, k ≤ maxComboK) in increasing
// order of their bit masks, each as its indices ascending, 4 bits apiece, lowest first. Each list is
// made on first use: a request builds only the sizes it meets, and start-up builds nothing.
var combos [17][maxComboK + 1]comboCache

type comboCache struct {
	once sync.Once
	l    []uint32
}

func (c *comboCache) list(n, k int) []uint32 {
	c.once.Do(func() { c.l = comboList(n, k) })
	return c.l
}

func comboList(n, k int) []uint32 {
	var out []uint32
	end := uint32(1) << n
	for x := uint32(1)<<k - 1; x < end; {
		var tuple uint32
		for i, y := 0, x; y != 0; i, y = i+1, y&(y-1) {
			tuple |= uint32(bits.TrailingZeros32(y)) << (4 * i)
		}
		out = append(out, tuple)
		c := x & -x
		r := x + c
		x = r | (r^x)>>2>>bits.TrailingZeros32(c)
	}
	return out
}
