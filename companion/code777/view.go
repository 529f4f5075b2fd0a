package code777

import (
	"strconv"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// View is what one actor receives. Rack tiles appear only where the actor could see them at the table: a
// seat sees every rack but its own; the host console and the public display (which the rack owners may be
// looking at) see only the neutral racks.
type View struct {
	Options Options     `json:"options"`
	Turn    *int        `json:"turn,omitempty"` // the next reader
	Starter *int        `json:"starter,omitempty"`
	Winner  *int        `json:"winner,omitempty"`
	Coins   []int       `json:"coins"`
	Racks   []RackView  `json:"racks"`
	Waiting []string    `json:"waiting"` // racks waiting for their tiles
	Deck    DeckView    `json:"deck"`
	Pile    PileView    `json:"pile"`
	Log     []EntryView `json:"log"`
	Me      *Me         `json:"me,omitempty"`
}

// RackView is one rack. Tiles is present only when the actor may see them.
type RackView struct {
	ID      string `json:"id"`
	Owner   *int   `json:"owner,omitempty"`  // nil: a neutral rack
	Placer  *int   `json:"placer,omitempty"` // who enters its tiles; nil: the host or any player
	Neutral bool   `json:"neutral"`
	Filled  bool   `json:"filled"`
	// Refills counts the times the rack must still be filled (0 when filled): 2 when a neutral rack was
	// refreshed twice in one round, so its next three tiles are discarded at once and three more drawn.
	Refills int      `json:"refills,omitempty"`
	Tiles   []string `json:"tiles,omitempty"`
	// Guessed says, at the end, that Tiles are the rack its owner guessed
	// last (a correct challenge emptied it and the game ended before a refill).
	Guessed bool `json:"guessed,omitempty"`
}

// DeckView is the question deck: the cards read in the current cycle.
type DeckView struct {
	Cycle int      `json:"cycle"`
	Used  []string `json:"used"`
	Left  int      `json:"left"`
}

// PileView is the draw pile as everyone can count it. ReshuffleNow tells the table that before the next
// refill the pile's last tiles and the discards must be shuffled together.
type PileView struct {
	Count        int  `json:"count"`
	Discards     int  `json:"discards"`
	ReshuffleAt  int  `json:"reshuffle_at"`
	ReshuffleNow bool `json:"reshuffle_now"`
}

// EntryView is one public log line.
type EntryView struct {
	Kind string `json:"kind"` // read | challenge | reshuffle
	Seat int    `json:"seat"` // -1 for a reshuffle
	// Discards: a reshuffle's discarded tiles shuffled back into the draw pile.
	Discards int           `json:"discards,omitempty"`
	Card     string        `json:"card,omitempty"`
	Answer   *rules.Answer `json:"answer,omitempty"`
	Cycle    int           `json:"cycle,omitempty"`
	Numbers  string        `json:"numbers,omitempty"`
	Correct  *bool         `json:"correct,omitempty"`
	Void     bool          `json:"void,omitempty"`
	// Tiles: the challenged rack, for those who saw it (not its owner after a wrong challenge).
	Tiles   []string `json:"tiles,omitempty"`
	Refresh []string `json:"refresh,omitempty"`
	// Counts (seats only): this answer tells the seat something about its current rack.
	Counts bool `json:"counts,omitempty"`
}

// Me is the private part of a seat's view.
type Me struct {
	Say     *Say     `json:"say,omitempty"` // the answer to say aloud
	Enter   []string `json:"enter"`         // racks this seat may enter tiles for now
	CanRead bool     `json:"can_read"`
	// Drawn is, at a practice table when the seat may read, the question
	// card the service drew for it, face down until the player turns it over.
	Drawn        string `json:"drawn,omitempty"`
	CanChallenge bool   `json:"can_challenge"`
	// Prompt is, when a control of the seat's is disabled or its next step
	// is not the obvious one, the reason in one sentence for the pinned
	// prompt (from the seat's own view).
	Prompt       *companion.Said   `json:"prompt,omitempty"`
	Marks        map[string]string `json:"marks"` // note-sheet cell "red5/2" -> x | out | certain
	OldRacks     [][]string        `json:"old_racks"`
	SeenDiscards []string          `json:"seen_discards"`
}

// Say is the reader's answer to the card just read.
type Say struct {
	Card   string       `json:"card"`
	Answer rules.Answer `json:"answer"`
}

// View implements companion.State.
func (s *State) View(a companion.Actor, ctx companion.ViewContext) any {
	v := View{Options: s.opts,
		Coins: s.m.Coins(), Waiting: []string{}, Log: []EntryView{}}
	seat, isSeat := int(a), s.isSeat(a)
	if s.m.Started() {
		turn, starter := s.m.Turn(), s.m.Starter()
		v.Turn, v.Starter = &turn, &starter
	}
	if s.over() {
		w := s.m.Winner()
		v.Winner = &w
	}
	for i, id := range s.m.IDs() {
		// A saved entry shows as entered whether the pile held its tiles or
		// not (that depends on racks the viewer may not see).
		rv := RackView{ID: id.String(), Neutral: id.IsNeutral(), Filled: s.filled(i)}
		if owner, ok := id.Seat(); ok {
			p := s.placer(owner)
			rv.Owner, rv.Placer = &owner, &p
		}
		// At the end every rack is shown to everyone, its owner's too.
		if s.filled(i) && (id.IsNeutral() || (isSeat && i != seat) || s.over() || ctx.Ended) {
			rv.Tiles = s.rackOf(i).IDs()
		}
		if owner, ok := id.Seat(); ok && !s.filled(i) && (s.over() || ctx.Ended) && len(s.old[owner]) > 0 {
			rv.Tiles, rv.Guessed = s.old[owner][len(s.old[owner])-1].IDs(), true
		}
		if !s.filled(i) {
			v.Waiting = append(v.Waiting, id.String())
			rv.Refills = 1 + s.m.Owed(i)
		}
		v.Racks = append(v.Racks, rv)
	}
	deck := s.m.Deck()
	v.Deck = DeckView{Cycle: s.m.Cycle(), Used: []string{}, Left: len(deck.Pile)}
	for _, c := range deck.Discards {
		v.Deck.Used = append(v.Deck.Used, c.String())
	}
	v.Pile = PileView{Count: s.pileCount(), Discards: s.m.Discards().Total(), ReshuffleAt: s.opts.ReshuffleAt}
	if s.m.Started() && len(v.Waiting) > 0 {
		v.Pile.ReshuffleNow = s.m.WouldReshuffle()
	}
	for _, e := range s.log {
		v.Log = append(v.Log, s.entryView(e, a))
	}
	if isSeat {
		v.Me = s.me(seat, ctx)
	}
	return v
}

func (s *State) entryView(e entry, a companion.Actor) EntryView {
	ev := EntryView{Kind: e.kind, Seat: e.seat}
	if e.kind == "reshuffle" {
		ev.Discards = e.pile
		return ev
	}
	if e.kind == "read" {
		ans := e.answer
		ev.Card, ev.Answer, ev.Cycle = e.card.String(), &ans, e.cycle
		ev.Counts = s.isSeat(a) && e.seat != int(a) && e.read >= s.placedAt[int(a)]
		return ev
	}
	if e.void {
		ev.Void = true
		return ev
	}
	ok := e.correct
	ev.Numbers, ev.Correct = e.numbers.String(), &ok
	if s.isSeat(a) && (int(a) != e.seat || e.correct) {
		ev.Tiles = e.tiles.IDs()
	}
	for _, id := range e.refresh {
		ev.Refresh = append(ev.Refresh, id.String())
	}
	return ev
}

func (s *State) me(seat int, ctx companion.ViewContext) *Me {
	m := &Me{Enter: []string{}, Marks: map[string]string{}, OldRacks: [][]string{}, SeenDiscards: []string{}}
	for k, st := range s.marks[seat] {
		m.Marks[k] = st
	}
	for _, r := range s.old[seat] {
		m.OldRacks = append(m.OldRacks, r.IDs())
	}
	for _, k := range s.seen[seat].List() {
		m.SeenDiscards = append(m.SeenDiscards, k.String())
	}
	live := !s.over() && !ctx.Ended
	if !live {
		return m
	}
	for i, id := range s.m.IDs() {
		mine := id.IsNeutral()
		if owner, ok := id.Seat(); ok {
			mine = s.placer(owner) == seat
		}
		if mine && (!s.filled(i) || !s.m.Started()) {
			m.Enter = append(m.Enter, id.String())
		}
	}
	m.CanRead = s.m.Started() && s.m.Turn() == seat && s.m.AllFilled()
	if c, ok := s.practiceCard(); ok && m.CanRead {
		m.Drawn = c.String()
	}
	m.CanChallenge = s.m.Started() && s.m.Filled(seat)
	switch {
	case !s.m.Started():
	case m.Drawn != "":
		m.Prompt = &companion.Said{KO: "질문 카드를 뽑았어요: 눌러서 뒤집으세요.", EN: "A question card is drawn: tap it to turn it over."}
	case m.CanRead:
		m.Prompt = &companion.Said{KO: "먼저 뽑은 카드를 입력하세요.", EN: "First enter the card you drew."}
	case s.m.Turn() == seat:
		m.Prompt = &companion.Said{KO: "받침대가 모두 채워지면 카드를 읽을 수 있어요.", EN: "You can read a card once every rack is filled."}
	case !m.CanChallenge:
		m.Prompt = &companion.Said{KO: "내 받침대에 새 타일이 놓이면 도전할 수 있어요.", EN: "You can challenge once new tiles are on your rack."}
	}
	// The answer to read aloud is the current one only: a challenge after it ends it.
	if n := len(s.reads); n > 0 && s.reads[n-1].reader == seat && len(s.log) > 0 && s.log[len(s.log)-1].kind == "read" {
		m.Say = &Say{Card: s.reads[n-1].card.String(), Answer: s.reads[n-1].answer}
	}
	return m
}

// cellID names a note-sheet cell: the kind and which of its copies, e.g. "red5/2".
func cellID(k rules.Kind, copy int) string { return k.String() + "/" + strconv.Itoa(copy) }

// Phase implements companion.State.
func (s *State) Phase() string {
	switch {
	case s.over():
		return companion.PhaseOver
	case s.m.Started():
		return companion.PhasePlay
	}
	return companion.PhaseSetup
}

// pileCount is the draw pile's size as if every saved entry were drawn from
// it: the same whether or not the pile held their tiles.
func (s *State) pileCount() int {
	n := s.m.Pile().Total()
	for i, r := range s.short {
		if r != nil && !s.m.Filled(i) {
			n -= rules.RackSize
		}
	}
	return max(n, 0)
}
