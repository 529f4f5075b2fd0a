package code777

import (
	"fmt"
	"math/big"
)

// Step is one move of the tiles as the seat saw it (SolveRequest.History), in the order it happened.
// Exactly one of Draw, Discard, Reshuffle and Read is set.
//
// With a history the solver weighs the seat's rack by everything it saw happen: which tiles were drawn
// onto which rack, which went to the discards and when the discards went back into the pile (a tile
// shuffled back can come onto a visible rack again: it is then one tile, seen twice), and what it learnt
// about its earlier racks (the answers heard while they stood, a challenge judged wrong, the tiles it
// looked at after a correct one). Every draw takes tiles uniformly from the pile as it was then.
type Step struct {
	// Draw names a rack filled from the draw pile; Tiles are the tiles drawn, left out for the seat's own
	// rack (it never sees them).
	Draw string `json:"draw,omitempty"`
	// Discard names a rack whose tiles went to the discards. For the seat's own rack: Tiles when it
	// looked at them (a correct challenge), Not the numbers it named and heard "wrong".
	Discard string   `json:"discard,omitempty"`
	Tiles   []string `json:"tiles,omitempty"`
	Not     string   `json:"not,omitempty"`
	// Reshuffle: the draw pile's last tiles and every discard were shuffled together into a new pile.
	Reshuffle bool `json:"reshuffle,omitempty"`
	// Read is an answer heard about an earlier rack of the seat (answers about its current rack belong in
	// SolveRequest.Log, where an explanation can point at them).
	Read *LogEntry `json:"read,omitempty"`
}

// hidden is what the seat does not see, in one possible history: the rack on its stand now (cur) and
// the tiles of its earlier racks that went to the discards unseen since the last reshuffle (gone).
type hidden struct{ cur, gone Tiles }

// key packs s into 55 bits, five a kind: its count on the rack (at most 3: two bits) and gone (at most
// the kind's 4 copies: three bits). Keyed by the two arrays themselves, a long history's replay spent
// most of its time hashing and moving 176-byte keys.
func (s hidden) key() uint64 {
	var k uint64
	for i := range numKinds {
		k = k<<5 | uint64(s.cur[i])<<3 | uint64(s.gone[i])
	}
	return k
}

// weights holds the possible hidden parts, each with its weight, by their keys.
type weights map[uint64]*weighted

type weighted struct {
	s hidden
	w big.Int
}

// history replays a seat's history of tile moves.
type history struct {
	racks   []RackID
	seat    RackID
	v       int
	opts    Options
	on      map[RackID]Tiles // the racks the seat sees that hold tiles now
	mine    bool             // the seat's rack holds tiles
	visible Tiles            // the tiles on the racks it sees
	known   Tiles            // the discards it saw, since the last reshuffle
	// states weighs every possible hidden part by the number of physical draws (tile by tile, from the
	// pile as it was) that lead to it and fit every fact; the common denominators (pile sizes, which the
	// whole table knows) are left out.
	states  weights
	scratch big.Int // add's product, kept to spare an allocation per weight
}

// historyPrior replays the steps and returns, per possible current rack of the seat, the weight of the
// histories that end with it. It also checks the replay against the racks and discards in sight now.
func historyPrior(req SolveRequest, racks []RackID, now Tiles, discards Tiles, opts Options) (map[Tiles]*big.Int, error) {
	h := &history{racks: racks, seat: SeatRack(req.Seat), v: len(racks) - 1, opts: opts, on: map[RackID]Tiles{},
		states: weights{}}
	h.add(h.states, hidden{}, big.NewInt(1), 1)
	for i, st := range req.History {
		if err := h.step(st); err != nil {
			return nil, fmt.Errorf("history[%d]: %w", i, err)
		}
	}
	if !h.mine {
		return nil, fmt.Errorf("history: the seat's rack holds no tiles at the end")
	}
	if h.visible != now {
		return nil, fmt.Errorf("history: it leaves %s on the racks in sight, but racks_now holds %s", h.visible, now)
	}
	if h.known != discards {
		return nil, fmt.Errorf("history: it leaves %s in the discards seen since the last reshuffle, but seen_discards holds %s", h.known, discards)
	}
	prior := map[Tiles]*big.Int{}
	for _, e := range h.states {
		if p, ok := prior[e.s.cur]; ok {
			p.Add(p, &e.w)
		} else {
			prior[e.s.cur] = new(big.Int).Set(&e.w)
		}
	}
	return prior, nil
}

// pile is the draw pile in the hidden state s.
func (h *history) pile(s hidden) (Tiles, bool) {
	p, err := FullSet().Minus(h.visible.Plus(h.known).Plus(s.cur).Plus(s.gone))
	return p, err == nil
}

// draws returns the number of ways to draw the tiles t from the pile p, tile by tile (as a multiset).
func draws(p, t Tiles) int64 {
	w := int64(1)
	for k := range numKinds {
		if t[k] > 0 {
			w *= binomial(p[k], t[k])
		}
	}
	return w
}

func (h *history) rack(id string) (RackID, error) {
	r, err := ParseRackID(id)
	if err != nil {
		return 0, err
	}
	for _, x := range h.racks {
		if x == r {
			return r, nil
		}
	}
	return 0, fmt.Errorf("rack %q is not in play with this player count", id)
}

func (h *history) step(st Step) error {
	set := 0
	for _, b := range []bool{st.Draw != "", st.Discard != "", st.Reshuffle, st.Read != nil} {
		if b {
			set++
		}
	}
	if set != 1 {
		return fmt.Errorf("a step is exactly one of draw, discard, reshuffle and read")
	}
	switch {
	case st.Draw != "":
		return h.draw(st)
	case st.Discard != "":
		return h.discard(st)
	case st.Reshuffle:
		h.known = Tiles{}
		next := weights{}
		for _, e := range h.states {
			h.add(next, hidden{cur: e.s.cur}, &e.w, 1)
		}
		h.states = next
		return nil
	}
	c, err := parseClue(*st.Read, h.racks, h.seat, h.v, h.opts)
	if err != nil {
		return err
	}
	if st.Read.Reader == int(h.seat) {
		return nil // the seat's own reading teaches it nothing
	}
	if !h.mine {
		return fmt.Errorf("an answer heard while the seat's rack held no tiles")
	}
	kn := knowledge{opts: h.opts}
	for k, e := range h.states {
		if !kn.agrees(rackOf(e.s.cur), e.s.cur, []clue{c}) {
			delete(h.states, k)
		}
	}
	return nil
}

// add adds w·f to the weight of s in m.
func (h *history) add(m weights, s hidden, w *big.Int, f int64) {
	k := s.key()
	e, ok := m[k]
	if !ok {
		e = &weighted{s: s}
		m[k] = e
	}
	p := &e.w
	if f == 1 {
		p.Add(p, w)
		return
	}
	h.scratch.SetInt64(f)
	p.Add(p, h.scratch.Mul(&h.scratch, w))
}

// rackFills are the multisets of three tiles a rack can hold (286): what a draw onto the seat's own rack,
// which it does not see, may have brought.
var rackFills = func() []Tiles {
	var all []Tiles
	for a := range numKinds {
		for b := a; b < numKinds; b++ {
			for c := b; c < numKinds; c++ {
				all = append(all, Rack{kinds: [RackSize]Kind{a, b, c}}.Tiles())
			}
		}
	}
	return all
}()

func (h *history) draw(st Step) error {
	id, err := h.rack(st.Draw)
	if err != nil {
		return err
	}
	if _, ok := h.on[id]; ok || (id == h.seat && h.mine) {
		return fmt.Errorf("rack %s is drawn while it holds tiles", id)
	}
	if id == h.seat {
		if len(st.Tiles) > 0 {
			return fmt.Errorf("the seat cannot see the tiles drawn onto its own rack")
		}
		next := weights{}
		for _, e := range h.states {
			p, ok := h.pile(e.s)
			if !ok {
				continue
			}
			for _, t := range rackFills {
				if f := draws(p, t); f > 0 {
					h.add(next, hidden{cur: t, gone: e.s.gone}, &e.w, f)
				}
			}
		}
		h.states, h.mine = next, true
		return nil
	}
	r, err := ParseRack(st.Tiles)
	if err != nil {
		return fmt.Errorf("rack %s: %w", id, err)
	}
	// A visible draw leaves every hidden part as it was and weighs it by the ways to draw the tiles.
	t := r.Tiles()
	for k, e := range h.states {
		p, ok := h.pile(e.s)
		f := int64(0)
		if ok {
			f = draws(p, t)
		}
		if f == 0 {
			delete(h.states, k)
		} else if f > 1 {
			h.scratch.SetInt64(f)
			e.w.Mul(&e.w, &h.scratch)
		}
	}
	h.on[id], h.visible = t, h.visible.Plus(t)
	return nil
}

func (h *history) discard(st Step) error {
	id, err := h.rack(st.Discard)
	if err != nil {
		return err
	}
	if id != h.seat {
		t, ok := h.on[id]
		if !ok {
			return fmt.Errorf("rack %s is discarded while it holds no tiles", id)
		}
		if len(st.Tiles) > 0 || st.Not != "" {
			return fmt.Errorf("tiles and not are for the seat's own rack")
		}
		delete(h.on, id)
		h.visible, _ = h.visible.Minus(t)
		h.known = h.known.Plus(t)
		return nil
	}
	if !h.mine {
		return fmt.Errorf("the seat's rack is discarded while it holds no tiles")
	}
	var seen *Tiles
	var not Numbers
	switch {
	case len(st.Tiles) > 0 && st.Not != "":
		return fmt.Errorf("a challenge is right (tiles) or wrong (not), not both")
	case len(st.Tiles) > 0:
		r, err := ParseRack(st.Tiles)
		if err != nil {
			return err
		}
		t := r.Tiles()
		seen = &t
	case st.Not != "":
		if not, err = ParseNumbers(st.Not); err != nil {
			return err
		}
	}
	next := weights{}
	for _, e := range h.states {
		switch s := e.s; {
		case seen != nil && s.cur != *seen:
		case seen != nil:
			h.add(next, hidden{gone: s.gone}, &e.w, 1)
		case !not.IsZero() && NumbersOf(rackOf(s.cur)) == not:
		default:
			h.add(next, hidden{gone: s.gone.Plus(s.cur)}, &e.w, 1)
		}
	}
	if seen != nil {
		h.known = h.known.Plus(*seen)
	}
	h.states, h.mine = next, false
	return nil
}

// rackOf returns the rack holding the three tiles t.
func rackOf(t Tiles) Rack {
	ks := t.List()
	return NewRack(ks[0], ks[1], ks[2])
}
