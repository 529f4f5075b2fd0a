package code777

import (
	"fmt"
	"slices"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// Apply implements companion.State. Each kind's data is decoded once, into
// its own type, and checked against the table before anything changes.
func (s *State) Apply(e companion.Event) (companion.State, error) {
	var err error
	switch e.Kind {
	case evRack:
		err = companion.Fold(e, s.applyRack)
	case evPlace:
		err = companion.Fold(e, s.applyPlace)
	case evStart:
		err = companion.Fold(e, s.applyStart)
	case evRead:
		err = companion.Fold(e, s.applyRead)
	case evChallenge:
		err = companion.Fold(e, s.applyChallenge)
	case evPileShuffle:
		err = companion.Fold(e, s.applyPileShuffle)
	case evDeckShuffle:
		err = companion.Fold(e, s.applyDeckShuffle)
	case evMark:
		err = companion.Fold(e, s.applyMark)
	case evClear:
		err = companion.Fold(e, func(d clearData) error {
			if err := s.checkSeat(d.Seat); err != nil {
				return err
			}
			s.marks[d.Seat] = map[string]string{}
			return nil
		})
	default:
		err = companion.UnknownKind("Code 777", e)
	}
	return s, err
}

func (s *State) checkSeat(seat int) error {
	if seat < 0 || seat >= s.players {
		return fmt.Errorf("for seat %d, which this %d-player table does not have", seat, s.players)
	}
	return nil
}

// rackIndex reads a rack id of a stored event: a rack of this table.
func (s *State) rackIndex(rack string) (int, error) {
	id, err := rules.ParseRackID(rack)
	if err != nil {
		return 0, fmt.Errorf("for a rack the game does not have: %v", err)
	}
	i := s.index(id)
	if i < 0 {
		return 0, fmt.Errorf("for rack %s, which this %d-player table does not have", id, s.players)
	}
	return i, nil
}

func (s *State) applyStart(d startData) error {
	if err := s.checkSeat(d.Starter); err != nil {
		return err
	}
	if s.Conflict() {
		return fmt.Errorf("while the entries do not add up (the draw pile is over-drawn)")
	}
	m, err := s.m.Start(d.Starter)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	s.m = m
	// The racks as they stand at the start were drawn from the full set (earlier entries were corrections).
	for i, r := range m.Racks() {
		s.moves = append(s.moves, move{kind: "draw", rack: i, tiles: r})
	}
	return nil
}

func (s *State) applyMark(d markData) error {
	if err := s.checkSeat(d.Seat); err != nil {
		return err
	}
	if _, _, ok := parseCell(d.Cell); !ok {
		return fmt.Errorf("for a cell %q the note sheet does not have", d.Cell)
	}
	if !markStates[d.State] {
		return fmt.Errorf("with a mark %q the note sheet does not have", d.State)
	}
	if d.State == "" {
		delete(s.marks[d.Seat], d.Cell)
	} else {
		s.marks[d.Seat][d.Cell] = d.State
	}
	return nil
}

// applyRack enters a rack's tiles (a rack entered in any way drops the
// tiles scanned for it): drawn now, or kept — held for its turn in the draw
// order, or saved short when the draw pile does not hold its tiles — and
// drawn as soon as it may be (settle).
func (s *State) applyRack(d rackData) error {
	i, err := s.rackIndex(d.Rack)
	if err != nil {
		return err
	}
	rack, err := rules.ParseRack(d.Tiles)
	if err != nil {
		return fmt.Errorf("for rack %s with tiles the game does not have: %v", d.Rack, err)
	}
	if s.short == nil {
		s.short, s.held = make([]*rules.Rack, len(s.m.IDs())), make([][]rules.Rack, len(s.m.IDs()))
	}
	if s.placing != nil {
		s.placing[i] = nil
	}
	if d.Held {
		if !s.m.Started() || s.filled(i) {
			return fmt.Errorf("held for rack %s, which does not wait for tiles", d.Rack)
		}
		s.held[i] = append(s.held[i], rack)
		s.settle()
		return nil
	}
	if d.Reshuffled { // a log from before the reshuffle was its own step
		m, in, err := s.m.Reshuffle()
		if err != nil {
			return fmt.Errorf("for rack %s that says reshuffled where the rules refuse: %v", d.Rack, err)
		}
		s.m = m
		s.reshuffled(-1, in)
	}
	m, entered, err := s.m.Enter(s.m.IDs()[i], rack)
	if pileShort(err) {
		// Saved, not drawn: the entries do not add up until corrected.
		s.short[i] = &rack
		return nil
	}
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	s.drawn(i, rack, entered)
	s.m, s.placedAt[i], s.short[i] = m, len(s.reads), nil
	s.settle()
	return nil
}

// drawn records what entering rack i's tiles did — the tiles drawn, a
// refresh gone straight to the discards — as the moves each seat's tile
// history (and so its hints) is built from, whether the rack was entered
// now or kept and drawn at its turn.
func (s *State) drawn(i int, rack rules.Rack, entered rules.Entry) {
	if s.m.Started() {
		s.moves = append(s.moves, move{kind: "draw", rack: i, tiles: rack})
	}
	if entered.Discarded {
		s.moves = append(s.moves, move{kind: "discard", rack: i, tiles: rack})
		// A further refresh was due: these tiles were seen by everyone (only neutral racks are refreshed)
		// and went straight to the discards; the rack waits for three more.
		s.see(rack.Tiles(), -1)
	}
}

func (s *State) applyRead(d readData) error {
	if err := s.checkSeat(d.Reader); err != nil {
		return err
	}
	if s.Conflict() {
		return fmt.Errorf("while the entries do not add up (the draw pile is over-drawn)")
	}
	card, err := rules.ParseCard(d.Card)
	if err != nil {
		return fmt.Errorf("with a card the game does not have: %v", err)
	}
	if d.NewCycle != s.m.DeckDue() {
		return fmt.Errorf("that says new_cycle=%t where the deck says %t", d.NewCycle, s.m.DeckDue())
	}
	if d.NewCycle { // a log from before the deck's reshuffle was its own step
		if s.m, err = s.m.ShuffleDeck(); err != nil {
			return fmt.Errorf("the rules refuse: %v", err)
		}
	}
	m, err := s.m.Read(d.Reader, card)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	// The answer recorded is the one the racks the reader sees give.
	visible := make([]rules.Rack, 0, len(s.m.IDs())-1)
	for i, r := range s.m.Racks() {
		if i != d.Reader {
			visible = append(visible, r)
		}
	}
	want, err := rules.AnswerCard(visible, card, rules.Options{Q2ThresholdMore: s.opts.Q2ThresholdMore})
	if err != nil {
		return fmt.Errorf("that the rules cannot answer: %v", err)
	}
	if want != d.Answer {
		return fmt.Errorf("whose answer is not what the racks give")
	}
	s.log = append(s.log, entry{kind: "read", seat: d.Reader, read: len(s.reads), card: card, answer: d.Answer, cycle: m.Cycle()})
	s.moves = append(s.moves, move{kind: "read", read: len(s.reads), log: len(s.log) - 1})
	s.reads = append(s.reads, reading{reader: d.Reader, card: card, answer: d.Answer, racks: s.m.Racks()})
	s.m = m
	return nil
}

// see adds discarded tiles to what every seat but except (-1: none) has seen.
func (s *State) see(t rules.Tiles, except int) {
	for p := range s.seen {
		if p != except {
			s.seen[p] = s.seen[p].Plus(t)
		}
	}
}

// applyChallenge judges the recorded round again with the match and requires the same verdicts.
func (s *State) applyChallenge(d challengeData) error {
	if s.Conflict() {
		return fmt.Errorf("while the entries do not add up (the draw pile is over-drawn)")
	}
	var challenges []rules.Challenge
	for _, r := range d.Results {
		if err := s.checkSeat(r.Seat); err != nil {
			return err
		}
		n, err := rules.ParseNumbers(r.Numbers)
		if err != nil {
			return fmt.Errorf("for seat %d with numbers the game does not have: %v", r.Seat, err)
		}
		challenges = append(challenges, rules.Challenge{Seat: r.Seat, Numbers: n})
	}
	for _, seat := range d.Void {
		if err := s.checkSeat(seat); err != nil {
			return err
		}
		challenges = append(challenges, rules.Challenge{Seat: seat})
	}
	m, round, err := s.m.Challenge(challenges)
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	if len(round.Verdicts) != len(d.Results) || !slices.Equal(round.Void, d.Void) {
		return fmt.Errorf("with %d heard and %d void where the rules hear %d and void %d", len(d.Results), len(d.Void), len(round.Verdicts), len(round.Void))
	}
	for j, v := range round.Verdicts {
		r := d.Results[j]
		var refresh []string
		if v.Refreshes {
			refresh = []string{v.Refresh.String()}
		}
		switch {
		case r.Seat != v.Seat:
			return fmt.Errorf("hearing seat %d where the rules hear seat %d", r.Seat, v.Seat)
		case r.Correct != v.Correct:
			return fmt.Errorf("for seat %d judged %t where its rack says %t", r.Seat, r.Correct, v.Correct)
		case !slices.Equal(r.Refresh, refresh):
			return fmt.Errorf("for seat %d refreshing %v where the rules refresh %v", r.Seat, r.Refresh, refresh)
		}
	}
	// What each seat sees of the tiles moved, in the order they moved.
	filled := make([]bool, len(s.m.IDs()))
	for i := range filled {
		filled[i] = s.m.Filled(i)
	}
	for j, v := range round.Verdicts {
		rack := s.m.Rack(v.Seat)
		en := entry{kind: "challenge", seat: v.Seat, numbers: challenges[j].Numbers, correct: v.Correct, tiles: rack}
		if v.Correct {
			s.old[v.Seat] = append(s.old[v.Seat], rack)
			s.see(rack.Tiles(), -1)
		} else {
			s.see(rack.Tiles(), v.Seat)
		}
		filled[v.Seat] = false
		s.moves = append(s.moves, move{kind: "discard", rack: v.Seat, tiles: rack, judged: true, numbers: challenges[j].Numbers,
			correct: v.Correct, log: len(s.log)}) // en is appended below
		if v.Refreshes {
			if i := s.index(v.Refresh); filled[i] {
				s.see(s.m.Rack(i).Tiles(), -1)
				filled[i] = false
				s.moves = append(s.moves, move{kind: "discard", rack: i, tiles: s.m.Rack(i)})
			}
			en.refresh = []rules.RackID{v.Refresh}
		}
		s.log = append(s.log, en)
	}
	for _, seat := range round.Void {
		s.log = append(s.log, entry{kind: "challenge", seat: seat, void: true})
	}
	s.m = m
	return nil
}
