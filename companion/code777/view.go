package code777

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// View is what one actor receives. Rack tiles appear only where the actor could see them at the table: a
// seat sees every rack but its own; the host console and the public display (which the rack owners may be
// looking at) see only the neutral racks.
type View struct {
	Options Options    `json:"options"`
	Turn    *int       `json:"turn,omitempty"` // the next reader
	Starter *int       `json:"starter,omitempty"`
	Winner  *int       `json:"winner,omitempty"`
	Coins   []int      `json:"coins"`
	Racks   []RackView `json:"racks"`
	Waiting []string   `json:"waiting"` // racks waiting for their tiles, in draw order
	// Draws, when the draw pile reaches its reshuffle point among the
	// refills the table waits for, is the order it takes them in: the racks
	// drawn before the reshuffle, the reshuffle, the racks drawn after it.
	Draws []DrawView  `json:"draws,omitempty"`
	Deck  DeckView    `json:"deck"`
	Pile  PileView    `json:"pile"`
	Log   []EntryView `json:"log"`
	Me    *Me         `json:"me,omitempty"`
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
	// Held: its entry is kept until the racks drawn before it, and the
	// reshuffle, are entered (see Draws).
	Held bool `json:"held,omitempty"`
}

// DrawView is one step of Draws: a rack's refill (Held: entered already,
// kept for its turn), or the reshuffle.
type DrawView struct {
	Rack      string `json:"rack,omitempty"`
	Held      bool   `json:"held,omitempty"`
	Reshuffle bool   `json:"reshuffle,omitempty"`
}

// DeckView is the question deck: the cards read in the current cycle.
// ShuffleNow: every card is used, and no card is read until the host or
// the reader on turn confirms they were shuffled into a new deck.
type DeckView struct {
	Cycle      int      `json:"cycle"`
	Used       []string `json:"used"`
	Left       int      `json:"left"`
	ShuffleNow bool     `json:"shuffle_now,omitempty"`
}

// PileView is the draw pile as everyone can count it. ReshuffleNow tells the table that before the next
// refill the pile's last tiles and the discards must be shuffled together, and no rack is drawn until the
// host or the placer of the rack drawn next confirms it.
type PileView struct {
	Count        int  `json:"count"`
	Discards     int  `json:"discards"`
	ReshuffleAt  int  `json:"reshuffle_at"`
	ReshuffleNow bool `json:"reshuffle_now"`
}

// EntryView is one public log line.
type EntryView struct {
	Kind string `json:"kind"` // read | challenge | reshuffle | deck
	Seat int    `json:"seat"` // a reshuffle's (tiles or deck): who confirmed it, -1 for the host
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
	Say   *Say     `json:"say,omitempty"` // the answer to say aloud
	Enter []string `json:"enter"`         // racks this seat may enter tiles for now
	// Shuffle is the reshuffle this seat may confirm now: "tiles" (it places
	// the rack drawn next) or "cards" (it reads next); empty when none.
	Shuffle string `json:"shuffle,omitempty"`
	CanRead bool   `json:"can_read"`
	// Drawn is, at a practice table when the seat may read, the question
	// card the service drew for it, face down until the player turns it over.
	Drawn        string `json:"drawn,omitempty"`
	CanChallenge bool   `json:"can_challenge"`
	// Prompt is, when a control of the seat's is disabled or its next step
	// is not the obvious one, the reason in one sentence for the pinned
	// prompt (from the seat's own view).
	Prompt *companion.Said `json:"prompt,omitempty"`
	// Result is the seat's own result in a sentence once someone has won.
	Result       *companion.Said   `json:"result,omitempty"`
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
		rv := RackView{ID: id.String(), Neutral: id.IsNeutral(), Filled: s.filled(i), Held: s.keptAt(i) > 0}
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
			rv.Refills = 1 + s.m.Owed(i)
		}
		v.Racks = append(v.Racks, rv)
	}
	v.Waiting, v.Draws = s.waiting()
	deck := s.m.Deck()
	v.Deck = DeckView{Cycle: s.m.Cycle(), Used: []string{}, Left: len(deck.Pile), ShuffleNow: s.m.DeckDue() && !ctx.Ended}
	for _, c := range deck.Discards {
		v.Deck.Used = append(v.Deck.Used, c.String())
	}
	v.Pile = PileView{Count: s.pileCount(), Discards: s.m.Discards().Total(), ReshuffleAt: s.opts.ReshuffleAt}
	v.Pile.ReshuffleNow = s.m.ReshuffleDue() && !ctx.Ended
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
	switch e.kind {
	case "reshuffle":
		ev.Discards = e.pile
		return ev
	case "deck":
		ev.Cycle = e.cycle
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

// seatResult says the seat's own result once the game is won: its win, or
// (the winner's name is the page's to say) its coins when another won.
func (s *State) seatResult(seat int) *companion.Said {
	if s.m.Winner() == seat {
		return companion.PlaceSaid(1)
	}
	n, coins := s.m.Coins()[seat], "coins"
	if n == 1 {
		coins = "coin"
	}
	return &companion.Said{KO: fmt.Sprintf("다른 사람이 먼저 동전 %d개를 모았어요. 나는 동전 %d개로 끝났어요.", rules.CoinsToWin, n),
		EN: fmt.Sprintf("Another player reached %d coins first: you finished with %d %s.", rules.CoinsToWin, n, coins)}
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
	if s.over() {
		m.Result = s.seatResult(seat)
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
	m.CanRead = s.m.Started() && s.m.Turn() == seat && s.m.AllFilled() && !s.m.DeckDue()
	for _, what := range []string{shuffleTiles, shuffleCards} {
		if due := (what == shuffleTiles && s.m.ReshuffleDue()) || (what == shuffleCards && s.m.DeckDue()); due && s.shuffleBy(companion.Actor(seat), what) == nil {
			m.Shuffle = what
			break
		}
	}
	if c, ok := s.practiceCard(); ok && m.CanRead {
		m.Drawn = c.String()
	}
	m.CanChallenge = s.m.Started() && s.m.Filled(seat)
	switch {
	case !s.m.Started():
	case m.Drawn != "":
		m.Prompt = &companion.Said{KO: "질문 카드를 뽑았어요: 눌러서 뒤집으세요.", EN: "A question card is drawn: tap it to turn it over."}
	case m.Shuffle == shuffleTiles:
		m.Prompt = &companion.Said{KO: "버린 타일을 타일 더미에 섞어 넣고 '섞었습니다'를 누르세요.", EN: "Shuffle the discards into the tile pile, then tap 'Shuffled'."}
	case m.Shuffle == shuffleCards:
		m.Prompt = &companion.Said{KO: "질문 카드를 모두 썼어요: 섞어서 새 더미를 만들고 '섞었습니다'를 누르세요.", EN: "Every question card is used: shuffle them into a new deck, then tap 'Shuffled'."}
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

// waiting lists the racks that wait for tiles, in draw order (after the
// start: rules.Match.Refills; before it, table order), and, when the pile
// reaches its reshuffle point among the refills, every step in order.
func (s *State) waiting() (waits []string, draws []DrawView) {
	waits = []string{}
	if !s.m.Started() {
		for i, id := range s.m.IDs() {
			if !s.filled(i) {
				waits = append(waits, id.String())
			}
		}
		return waits, nil
	}
	refills := s.m.Refills()
	before := s.m.BeforeReshuffle()
	nth := map[int]int{} // refills of each rack so far: its kept entries are its first ones
	for k, id := range refills {
		i := s.index(id)
		if k == before {
			draws = append(draws, DrawView{Reshuffle: true})
		}
		held := nth[i] < s.keptAt(i)
		nth[i]++
		draws = append(draws, DrawView{Rack: id.String(), Held: held})
		if !s.filled(i) && !slices.Contains(waits, id.String()) {
			waits = append(waits, id.String())
		}
	}
	if before == len(refills) || s.over() {
		draws = nil // no reshuffle among them: any order will do
	}
	return waits, draws
}
