package code777

import (
	"fmt"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
	rules "github.com/tablemate/tablemate/solver/code777"
	"github.com/tablemate/tablemate/solver/refuse"
)

// The two reshuffles are steps the table takes with the players, at their
// moment, each confirmed by a tap that every screen logs:
//   - the tiles: once play has started the racks waiting for tiles draw in
//     a fixed order (the rack emptied first draws first, rules.Match.Refills).
//     When the draw pile reaches its reshuffle point between two of them,
//     every screen says so; the racks drawn before it are entered, then
//     someone taps "shuffled" (the host, or the placer of the rack drawn
//     next), then the racks drawn after it. An entry for a rack drawn after
//     the reshuffle that arrives early is kept (held) and drawn at its turn,
//     never folded into a guessed order: each seat's tile history, and so
//     its hints, is the one it watched.
//   - the question cards: once all 23 are used, no card is read until
//     someone taps that the used cards were shuffled into a new deck (the
//     host, or the reader on turn).
//
// A reader's confirm button does the same as the host's tap (tiles first).
// Logs written before these steps existed carry the reshuffle inside the
// entry or the read that caused it (rackData.Reshuffled, readData.NewCycle),
// and still replay as they did.

// What a "reshuffle" command shuffles.
const (
	shuffleTiles = "tiles"
	shuffleCards = "cards"
)

// reshuffleWordsKO is the Korean for the reshuffle steps' messages (see register.go).
var reshuffleWordsKO = map[string]string{
	"say what was shuffled: \"tiles\" or \"cards\"":                                           "무엇을 섞었는지 보내세요: \"tiles\" 또는 \"cards\"",
	"the draw pile holds %d tiles: shuffle the discards in first, then tap “Shuffled”":        "타일 더미가 %d개 남았습니다: 버린 타일을 먼저 섞어 넣고 ‘섞었습니다’를 누르세요",
	"%s is drawn before the reshuffle: it is entered first":                                   "%s{이/가} 섞기 전에 뽑는 받침대라 먼저 입력합니다",
	"%s and %d more racks are drawn before the reshuffle: they are entered first":             "%s 외 받침대 %d개를 섞기 전에 뽑으므로 먼저 입력합니다",
	"no reshuffle is due: the draw pile still holds %d tiles":                                 "아직 섞을 때가 아닙니다: 타일 더미에 %d개가 남아 있습니다",
	"all 23 question cards are used: shuffle them into a new deck first, then tap “Shuffled”": "질문 카드 23장을 다 썼습니다: 먼저 섞어 새 덱을 만들고 ‘섞었습니다’를 누르세요",
	"the question deck still holds %d cards":                                                  "질문 카드가 아직 %d장 남았습니다",
	"%s or the host taps when the tiles are shuffled":                                         "타일을 섞었으면 %s{이/가} 누르거나 호스트가 누릅니다",
	"%s or the host taps when the question cards are shuffled":                                "질문 카드를 섞었으면 %s{이/가} 누르거나 호스트가 누릅니다",
	"nothing to confirm now: confirm is for a reshuffle of the tiles or the question cards":   "지금은 확인할 것이 없습니다: 확인 버튼은 타일이나 질문 카드를 섞었을 때 누릅니다",
}

// shuffleBy says whether the actor may confirm a reshuffle of what: the
// host (or a reader's button), or the seat whose turn it is to draw (the
// placer of the rack drawn next; any player for a neutral rack) or to read.
func (s *State) shuffleBy(a companion.Actor, what string) error {
	if hostLike(a) {
		return nil
	}
	if !s.isSeat(a) {
		return companion.Errorf(companion.Forbidden, "only a player can do this")
	}
	if what == shuffleCards {
		if turn := s.m.Turn(); int(a) != turn {
			return companion.Errorf(companion.Forbidden, "%s or the host taps when the question cards are shuffled", companion.Player(turn))
		}
		return nil
	}
	if next := s.m.Refills(); len(next) > 0 {
		if owner, ok := next[0].Seat(); ok && int(a) != s.placer(owner) {
			return companion.Errorf(companion.Forbidden, "%s or the host taps when the tiles are shuffled", companion.Player(s.placer(owner)))
		}
	}
	return nil
}

func (s *State) decideReshuffle(c companion.Command) ([]companion.Change, error) {
	var a struct {
		What string `json:"what"`
	}
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	if a.What != shuffleTiles && a.What != shuffleCards {
		return nil, companion.Bad("say what was shuffled: \"tiles\" or \"cards\"")
	}
	return s.shuffle(c.Actor, a.What)
}

// shuffle decides a reshuffle of what, confirmed by the actor.
func (s *State) shuffle(a companion.Actor, what string) ([]companion.Change, error) {
	if !s.m.Started() {
		return nil, companion.Refuse("the game has not started yet")
	}
	if s.over() {
		return nil, companion.Refuse("the game is over")
	}
	seat := -1
	if s.isSeat(a) {
		seat = int(a)
	}
	if what == shuffleCards {
		next, err := s.m.ShuffleDeck()
		if err != nil {
			return nil, refusal(err)
		}
		if err := s.shuffleBy(a, what); err != nil {
			return nil, err
		}
		return []companion.Change{{Kind: evDeckShuffle, Data: deckShuffleData{Seat: seat, Cycle: next.Cycle()}}}, nil
	}
	_, in, err := s.m.Reshuffle()
	if err != nil {
		return nil, refusal(err)
	}
	if err := s.shuffleBy(a, what); err != nil {
		return nil, err
	}
	return []companion.Change{{Kind: evPileShuffle, Data: pileShuffleData{Seat: seat, Discards: in}}}, nil
}

// decidePress takes a reader's confirm button as the host's tap on the
// reshuffle that is due: the tiles first (refills come before the next
// card), else the question cards.
func (s *State) decidePress(c companion.Command) ([]companion.Change, error) {
	var a tags.PressArgs
	if err := c.Args(&a); err != nil {
		return nil, err
	}
	switch {
	case a.Button != tags.ButtonConfirm:
	case s.m.ReshuffleDue():
		return s.shuffle(c.Actor, shuffleTiles)
	case s.m.DeckDue():
		return s.shuffle(c.Actor, shuffleCards)
	}
	return nil, companion.Refuse("nothing to confirm now: confirm is for a reshuffle of the tiles or the question cards")
}

func (s *State) applyPileShuffle(d pileShuffleData) error {
	if d.Seat != -1 {
		if err := s.checkSeat(d.Seat); err != nil {
			return err
		}
	}
	m, in, err := s.m.Reshuffle()
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	if in != d.Discards {
		return fmt.Errorf("with %d discards where the pile says %d", d.Discards, in)
	}
	s.m = m
	s.reshuffled(d.Seat, in)
	s.settle()
	return nil
}

// reshuffled records the discards shuffled back into the draw pile: nobody
// knows where they are now (the moves keep what each seat saw before, and
// when it went back into the pile); the public log says who confirmed it
// and how many discards went in.
func (s *State) reshuffled(seat, discards int) {
	for p := range s.seen {
		s.seen[p] = rules.Tiles{}
	}
	s.moves = append(s.moves, move{kind: "reshuffle"})
	s.log = append(s.log, entry{kind: "reshuffle", seat: seat, pile: discards})
}

func (s *State) applyDeckShuffle(d deckShuffleData) error {
	if d.Seat != -1 {
		if err := s.checkSeat(d.Seat); err != nil {
			return err
		}
	}
	m, err := s.m.ShuffleDeck()
	if err != nil {
		return fmt.Errorf("the rules refuse: %v", err)
	}
	if m.Cycle() != d.Cycle {
		return fmt.Errorf("starting cycle %d where the deck starts %d", d.Cycle, m.Cycle())
	}
	s.m = m
	s.log = append(s.log, entry{kind: "deck", seat: d.Seat, cycle: d.Cycle})
	return nil
}

// settle draws the entries the table keeps (held: drawn after racks not
// entered yet, or after the reshuffle; short: the pile did not hold their
// tiles) as soon as they may be drawn, in draw order. A held entry the pile
// cannot hold becomes short: the entries then do not add up (Conflict).
func (s *State) settle() {
	for progress := true; progress; {
		progress = false
		for _, id := range s.m.Refills() {
			j := s.index(id)
			r := s.pendingAt(j)
			if r == nil || s.m.MayDraw(id) != nil {
				continue
			}
			wasShort := s.short[j] != nil
			m, entered, err := s.m.Enter(id, *r)
			if err != nil {
				if pileShort(err) && !wasShort {
					s.short[j], s.held[j] = r, s.held[j][1:]
				}
				continue
			}
			s.drawn(j, *r, entered)
			if wasShort {
				s.short[j] = nil
			} else {
				s.held[j] = s.held[j][1:]
			}
			s.m, s.placedAt[j] = m, len(s.reads)
			progress = true
			break // the draw order may have changed
		}
	}
}

// pendingAt is rack i's next entry the table keeps (saved short, else the
// first held), nil if none.
func (s *State) pendingAt(i int) *rules.Rack {
	switch {
	case s.short != nil && s.short[i] != nil:
		return s.short[i]
	case s.keptAt(i) > 0:
		r := s.held[i][0]
		return &r
	}
	return nil
}

// orderRefusal is why no card is read and no held rack takes part now: the
// reshuffle is due, or an entry is held until racks drawn before it are
// entered. nil when neither.
func (s *State) orderRefusal() error {
	if s.m.ReshuffleDue() {
		return refusal(s.m.MayDraw(s.m.Refills()[0]))
	}
	for i, r := range s.held {
		if len(r) > 0 {
			if err := s.m.MayDraw(s.m.IDs()[i]); err != nil {
				return refusal(err)
			}
		}
	}
	return nil
}

// heldReason reports whether the rules' refusal of a draw means the entry is
// kept for its turn (the reshuffle, or racks drawn before it, come first).
func heldReason(err error) bool {
	r, ok := refuse.As[*rules.Refusal](err)
	return ok && (r.Reason == rules.ReasonReshuffleFirst || r.Reason == rules.ReasonDrawnFirst)
}
