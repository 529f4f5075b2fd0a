package code777

import (
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/code777"
	"github.com/tablemate/tablemate/solver/refuse"
)

// Decide implements companion.State.
func (s *State) Decide(c companion.Command) ([]companion.Change, error) {
	switch c.Type {
	case "rack":
		return s.decideRack(c)
	case "start":
		return s.decideStart(c)
	case "read":
		return s.decideRead(c)
	case "challenge":
		return s.decideChallenge(c)
	case "mark":
		return s.decideMark(c)
	case "scan":
		return s.decideScan(c)
	case "reshuffle":
		return s.decideReshuffle(c)
	case tags.PressCommand:
		return s.decidePress(c)
	case "clear_marks":
		if !s.isSeat(c.Actor) {
			return nil, companion.Errorf(companion.Forbidden, "only a player can do this")
		}
		return []companion.Change{{Kind: evClear, Data: clearData{Seat: int(c.Actor)}}}, nil
	}
	return nil, companion.Bad("unknown command %q", c.Type)
}

func (s *State) decideRack(c companion.Command) ([]companion.Change, error) {
	var a struct {
		Rack  string   `json:"rack"`
		Tiles []string `json:"tiles"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	id, err := rules.ParseRackID(a.Rack)
	if err != nil {
		return nil, companion.Unreadable(rackKind, err)
	}
	i := s.index(id)
	if i < 0 {
		return nil, companion.Bad("%s is not in this game", rackArg(id))
	}
	rack, err := rules.ParseRack(a.Tiles)
	if err != nil {
		return nil, badInput(err)
	}
	if s.isSeat(c.Actor) {
		// What the placer can see: every rack but its own (and the one it
		// fills now). A tile all of whose copies are there is a mis-tap it
		// can be told about; the rest is the table's public conflict.
		seen := rack.Tiles()
		for j, rid := range s.m.IDs() {
			if owner, ok := rid.Seat(); (ok && owner == int(c.Actor)) || j == i || !s.filled(j) {
				continue
			}
			seen = seen.Plus(s.rackOf(j).Tiles())
		}
		for _, k := range rules.Kinds() {
			if seen[k] > k.Copies() {
				return nil, companion.Refuse("the racks you can see already hold every %s tile", kindWord(k))
			}
		}
	}
	if s.m.Started() && s.filled(i) {
		// A rack saved short during play is corrected by the host's undo:
		// it reads as filled to everyone, like any other.
		return nil, companion.Refuse("%s does not need tiles now", rackArg(id))
	}
	if owner, ok := id.Seat(); ok {
		switch {
		case hostLike(c.Actor):
			return nil, companion.Errorf(companion.Forbidden, "the host can enter only the neutral racks")
		case int(c.Actor) != s.placer(owner):
			return nil, companion.Errorf(companion.Forbidden, "%s places the tiles on %s", companion.Player(s.placer(owner)), rackArg(id))
		}
	} else if !hostLike(c.Actor) && !s.isSeat(c.Actor) {
		return nil, companion.Errorf(companion.Forbidden, "only a player can do this")
	}
	// A rack drawn after racks not entered yet, or after the reshuffle, is
	// kept for its turn (public: the draw order is the table's).
	d := rackData{Rack: id.String(), Tiles: rack.IDs()}
	if err := s.m.MayDraw(id); err != nil {
		if !heldReason(err) {
			return nil, refusal(err)
		}
		d.Held = true
	}
	d.Held = d.Held || s.keptAt(i) > 0 // after the rack's own kept entry
	// Checked against the placer's knowledge only: whether the pile holds
	// these tiles depends on the placer's own rack, which it cannot see, so
	// a short pile is no refusal but the table's public conflict.
	if !d.Held {
		if _, _, err := s.m.Enter(id, rack); err != nil && !pileShort(err) {
			return nil, refusal(err)
		}
	}
	return []companion.Change{{Kind: evRack, Data: d}}, nil
}

// pileShort says the rules refused an entry only because the draw pile does
// not hold its tiles.
func pileShort(err error) bool {
	r, ok := refuse.As[*rules.Refusal](err)
	return ok && r.Reason == rules.ReasonPileShort
}

func (s *State) decideStart(c companion.Command) ([]companion.Change, error) {
	if !hostLike(c.Actor) && !s.isSeat(c.Actor) {
		return nil, companion.Errorf(companion.Forbidden, "only the host or a player can start")
	}
	if s.m.Started() {
		return nil, refusal(s.m.CanStart())
	}
	if err := s.judged(); err != nil {
		return nil, err
	}
	if err := s.m.CanStart(); err != nil {
		return nil, refusal(err)
	}
	starter, err := c.Starter(s.players)
	if err != nil {
		return nil, err
	}
	return []companion.Change{{Kind: evStart, Data: startData{Starter: starter}}}, nil
}

func (s *State) decideRead(c companion.Command) ([]companion.Change, error) {
	var a struct {
		Card string `json:"card"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	card, err := rules.ParseCard(a.Card)
	if err != nil {
		return nil, companion.Unreadable(cardKind, err)
	}
	if !hostLike(c.Actor) && !s.isSeat(c.Actor) {
		return nil, companion.Errorf(companion.Forbidden, "only the host or the reader can enter the card")
	}
	reader := s.m.Turn()
	if s.isSeat(c.Actor) {
		reader = int(c.Actor)
	}
	if !s.m.Started() {
		return nil, companion.Refuse("the game has not started yet")
	}
	if companion.Conflicted(s) {
		return nil, companion.EntriesConflict()
	}
	if reader != s.m.Turn() { // whose turn it is, before a rack that waits
		if want, ok := s.practiceCard(); ok && card != want {
			return nil, companion.Refuse("at practice the service draws the question card: turn over the card drawn")
		}
		if _, err := s.m.Read(reader, card); err != nil {
			return nil, refusal(err)
		}
	}
	if err := s.orderRefusal(); err != nil { // before a waiting rack or the match's, which would name a held rack as empty
		return nil, err
	}
	if err := s.judged(); err != nil {
		return nil, err
	}
	if want, ok := s.practiceCard(); ok && card != want {
		return nil, companion.Refuse("at practice the service draws the question card: turn over the card drawn")
	}
	if _, err := s.m.Read(reader, card); err != nil {
		return nil, refusal(err)
	}
	visible := make([]rules.Rack, 0, len(s.m.IDs())-1)
	for i, r := range s.m.Racks() {
		if i != reader {
			visible = append(visible, r)
		}
	}
	ans, err := rules.AnswerCard(visible, card, rules.Options{Q2ThresholdMore: s.opts.Q2ThresholdMore})
	if err != nil {
		return nil, companion.AsError(err)
	}
	return []companion.Change{{Kind: evRead, Data: readData{Reader: reader, Card: card.String(), Answer: ans}}}, nil
}

func (s *State) decideChallenge(c companion.Command) ([]companion.Change, error) {
	var a struct {
		Numbers    *string `json:"numbers"`
		Challenges []struct {
			Seat    *int   `json:"seat"`
			Numbers string `json:"numbers"`
		} `json:"challenges"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	named := map[int]rules.Numbers{}
	var seats []int
	switch {
	case a.Numbers != nil && a.Challenges != nil:
		return nil, companion.Bad("give either \"numbers\" (your own challenge) or \"challenges\"")
	case a.Numbers != nil:
		if !s.isSeat(c.Actor) {
			return nil, companion.Errorf(companion.Forbidden, "only a player can do this")
		}
		n, err := rules.ParseNumbers(*a.Numbers)
		if err != nil {
			return nil, badNumbers(int(c.Actor), err)
		}
		seats, named[int(c.Actor)] = []int{int(c.Actor)}, n
	case len(a.Challenges) == 0:
		return nil, companion.Bad("name at least one challenger")
	default:
		if !hostLike(c.Actor) && !s.isSeat(c.Actor) {
			return nil, companion.Errorf(companion.Forbidden, "only a player can do this")
		}
		for _, ch := range a.Challenges {
			if ch.Seat == nil || *ch.Seat < 0 || *ch.Seat >= s.players {
				seat := -1
				if ch.Seat != nil {
					seat = *ch.Seat
				}
				return nil, companion.Bad("no player %d", seat+1)
			}
			n, err := rules.ParseNumbers(ch.Numbers)
			if err != nil {
				return nil, badNumbers(*ch.Seat, err)
			}
			seats = append(seats, *ch.Seat)
			named[*ch.Seat] = n
		}
	}
	if _, err := s.m.Order(seats); err != nil {
		return nil, badInput(err)
	}
	for _, seat := range seats { // a challenger whose rack waits, before any other rack
		if !s.filled(seat) {
			return nil, refusal(&rules.Refusal{Refusal: rules.Cites.New(rules.ReasonNoTiles, "seat %d has no tiles to name yet", seat), Seat: seat})
		}
	}
	for _, seat := range seats {
		if s.keptAt(seat) > 0 { // entered, drawn at its turn: not on the rack yet for the table
			return nil, refusal(s.m.MayDraw(rules.SeatRack(seat)))
		}
	}
	if err := s.judged(); err != nil {
		return nil, err
	}
	challenges := make([]rules.Challenge, len(seats))
	for i, seat := range seats {
		challenges[i] = rules.Challenge{Seat: seat, Numbers: named[seat]}
	}
	_, round, err := s.m.Challenge(challenges)
	if err != nil {
		return nil, refusal(err)
	}
	d := challengeData{Results: []challengeResult{}, Void: round.Void}
	for _, v := range round.Verdicts {
		r := challengeResult{Seat: v.Seat, Numbers: named[v.Seat].String(), Correct: v.Correct, Tiles: s.m.Rack(v.Seat).IDs()}
		if v.Refreshes {
			r.Refresh = []string{v.Refresh.String()}
		}
		d.Results = append(d.Results, r)
	}
	return []companion.Change{{Kind: evChallenge, Data: d}}, nil
}

// Note-sheet cell states: "x" the tile is seen elsewhere (crossed out), "out" deduced not on my rack,
// "certain" on my rack.
var markStates = map[string]bool{"": true, "x": true, "out": true, "certain": true}

// parseCell reads a note-sheet cell "red5/2": a kind and which of its copies (1-based).
func parseCell(cell string) (rules.Kind, int, bool) {
	for _, k := range rules.Kinds() {
		for i := 1; i <= k.Copies(); i++ {
			if cell == cellID(k, i) {
				return k, i, true
			}
		}
	}
	return 0, 0, false
}

func (s *State) decideMark(c companion.Command) ([]companion.Change, error) {
	if !s.isSeat(c.Actor) {
		return nil, companion.Errorf(companion.Forbidden, "only a player can do this")
	}
	var a struct {
		Cell  string `json:"cell"`
		State string `json:"state"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	if _, _, ok := parseCell(a.Cell); !ok {
		return nil, companion.Bad("unknown notepad cell %q", a.Cell)
	}
	if !markStates[a.State] {
		return nil, companion.Bad("unknown mark %q (x, out, certain or empty)", a.State)
	}
	return []companion.Change{{Kind: evMark, Data: markData{Seat: int(c.Actor), Cell: a.Cell, State: a.State}}}, nil
}
