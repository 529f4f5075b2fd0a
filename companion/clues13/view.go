package clues13

import (
	"strings"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/clues13"
)

// View is what one actor receives. Every field is computed from what that actor may know: the other
// players' cases (a seat only, never its own), its own inside pair, the informants it peeked at, the
// public log (private asks of others reduced to who asked whom) and its own notepad. Everything
// hidden appears in Reveal only once the game is over.
type View struct {
	Expert     bool         `json:"expert"`
	Colours    []rules.Name `json:"colours"` // in play, in the seed's order
	Removed    []rules.Name `json:"removed"` // back in the box
	Categories []rules.Name `json:"categories"`
	Cards      []CardView   `json:"cards"` // all 30, for the notepad (removed ones struck out)
	Letters    []string     `json:"letters"`
	Seats      []SeatView   `json:"seats"`
	Supply     int          `json:"supply"`
	Tokens     bool         `json:"tokens"`   // magnifying glasses in use (3–6 players)
	CanPeek    bool         `json:"can_peek"` // peeking exists at this player count (2–5: informants lie out)
	// Laid: the informants were laid out or scanned under their letters at set-up, so a peek shows the
	// card; otherwise the peeker says which card they see (Me.PeekChoices).
	Laid     bool    `json:"informants_laid"`
	Scanned  int     `json:"informants_scanned,omitempty"` // set-up: informants scanned under their letters so far
	Turn     *int    `json:"turn,omitempty"`               // the seat on turn (begun or not)
	Active   bool    `json:"active"`                       // its turn has begun
	Left     int     `json:"actions_left"`                 // actions left in the turn under way
	MustTake bool    `json:"must_take"`                    // the seat on turn must take a token from another player
	Starter  *int    `json:"starter,omitempty"`
	Winner   *int    `json:"winner,omitempty"`
	Log      []entry `json:"log"`
	Reveal   *Reveal `json:"reveal,omitempty"`
	Me       *Me     `json:"me,omitempty"`
}

// CardView is one card of the notepad sheet.
type CardView struct {
	rules.CardInfo
	InPlay bool `json:"in_play"`
}

// SeatView is the public state of one seat, plus its case when the viewer may see it.
type SeatView struct {
	Seat      int      `json:"seat"`
	Ready     bool     `json:"ready"`      // has entered its cards
	Tokens    int      `json:"tokens"`     // magnifying glasses held (in the open)
	TopSecret bool     `json:"top_secret"` // expert rule: still holds its top-secret token
	Case      []string `json:"case,omitempty"`
}

// Me is the private part of a seat's view.
type Me struct {
	Outside []string `json:"outside"` // the case this seat gives its left neighbour (as entered)
	// Dealt is, at a practice table before the player has chosen, the five
	// cards the service dealt them: they choose the three outside.
	Dealt        []string `json:"dealt,omitempty"`
	Inside       []string `json:"inside"` // [left, right]
	LeftNeighbor int      `json:"left_neighbour"`
	Say          *Say     `json:"say,omitempty"`
	CanTake      bool     `json:"can_take"`
	CanAct       bool     `json:"can_act"` // ask / solve now
	CanPeek      bool     `json:"can_peek"`
	CanPrivate   bool     `json:"can_private"`
	// Prompt is, when a control of the seat's is disabled or its next step
	// is not the obvious one, the reason in one sentence for the pinned
	// prompt (from the seat's own view).
	Prompt *companion.Said `json:"prompt,omitempty"`
	// Result is the seat's own result in a sentence, once the game is over.
	Result *companion.Said   `json:"result,omitempty"`
	Peeked map[string]string `json:"peeked"` // letter -> card
	// PeekChoices are the cards this seat may say it saw under a letter it has not looked at: the cards
	// in play it sees nowhere, in card order (as the cards lie only).
	PeekChoices []string          `json:"peek_choices,omitempty"`
	Marks       map[string]string `json:"marks"` // card -> out | certain | maybe
	Text        string            `json:"text"`
}

// Say is the answer this seat must give aloud (or on paper, for a private ask).
type Say struct {
	Index   int    `json:"index"` // the log entry
	Asker   int    `json:"asker"`
	Ask     string `json:"ask"`
	Side    string `json:"side,omitempty"`
	Private bool   `json:"private,omitempty"`
	Answer  int    `json:"answer"`
}

// Reveal is every hidden thing, shown once the game is over.
type Reveal struct {
	Cases      [][]string `json:"cases"`
	Inside     [][]string `json:"inside"`
	Informants []string   `json:"informants"` // letter order when laid out; else empty (nobody knew the letters)
	// InformantCards are the informants whatever their letters, in card order.
	InformantCards []string `json:"informant_cards"`
}

// View implements companion.State.
func (s *State) View(a companion.Actor, ctx companion.ViewContext) any {
	n := s.players()
	seat := int(a)
	isSeat := a >= 0 && seat < n
	over := s.m.Economy().Winner() >= 0 || ctx.Ended
	v := View{Expert: s.m.Expert(),
		Colours: []rules.Name{}, Removed: []rules.Name{}, Categories: rules.CategoryNames(), Letters: []string{},
		Supply: s.m.Economy().Supply(), Tokens: n > 2, CanPeek: s.m.Setup().Informants > 0, Log: []entry{}}
	for _, c := range s.m.Setup().Colours {
		v.Colours = append(v.Colours, rules.Name{ID: c.String(), Korean: c.Korean()})
	}
	for _, c := range s.m.Setup().Removed {
		v.Removed = append(v.Removed, rules.Name{ID: c.String(), Korean: c.Korean()})
	}
	for _, info := range rules.Catalogue() {
		v.Cards = append(v.Cards, CardView{CardInfo: info, InPlay: s.m.Setup().InPlay(info.Card)})
	}
	for _, l := range s.m.Setup().Letters {
		v.Letters = append(v.Letters, l.String())
	}
	for p := 0; p < n; p++ {
		sv := SeatView{Seat: p, Ready: s.given[p] != nil, Tokens: s.m.Economy().Held(p), TopSecret: s.m.Economy().TopSecret(p)}
		if s.m.Started() && isSeat && p != seat {
			sv.Case = ids(s.m.Deal().Outside[p][:])
		}
		v.Seats = append(v.Seats, sv)
	}
	v.Laid, v.Scanned = s.m.Deal().Laid(), len(s.laid)
	if s.m.Started() {
		on, starter := s.m.OnTurn(), s.m.Starter()
		v.Starter = &starter
		if !over {
			_, v.Active = s.m.Economy().Turn()
			v.Turn, v.Left, v.MustTake = &on, s.m.Economy().ActionsLeft(), s.m.MustTake()
		}
		if w := s.m.Economy().Winner(); w >= 0 {
			v.Winner = &w
		}
	}
	for _, e := range s.log {
		v.Log = append(v.Log, s.redact(e, a, over))
	}
	if over && s.m.Started() {
		r := &Reveal{Informants: ids(s.m.Deal().Informants), InformantCards: ids(s.m.Deal().InformantCards())}
		for p := 0; p < n; p++ {
			r.Cases = append(r.Cases, ids(s.m.Deal().Outside[p][:]))
			r.Inside = append(r.Inside, ids(s.m.Deal().Inside[p][:]))
		}
		v.Reveal = r
	}
	if isSeat {
		v.Me = s.me(seat, over)
	}
	return v
}

// redact returns a log entry as actor a may know it: the card of a peek only for the peeker, a
// private ask's subject and answer only for its asker and answerer (everyone once the game is over).
func (s *State) redact(e entry, a companion.Actor, over bool) entry {
	mine := a >= 0 && int(a) == e.Seat
	if e.Kind == "peek" && !mine && !over {
		e.Card = ""
	}
	if e.Kind == "ask" && e.Private && !over && !mine && !(a >= 0 && int(a) == *e.Answerer) {
		e.Ask, e.Side, e.Answer = "", "", nil
	}
	return e
}

func (s *State) me(seat int, over bool) *Me {
	m := &Me{Outside: ids(s.given[seat]), Inside: ids(s.inside[seat]), LeftNeighbor: (seat + 1) % s.players(),
		Peeked: map[string]string{}, Marks: map[string]string{}, Text: s.notes[seat].text}
	if s.dealt != nil && seat == s.dealtTo && s.given[seat] == nil && !s.m.Started() {
		m.Dealt = ids(s.dealt)
	}
	for card, st := range s.notes[seat].marks {
		m.Marks[card.String()] = st
	}
	for l, card := range s.peeked[seat] {
		m.Peeked[l.String()] = card.String()
	}
	if s.m.Started() && !over && s.m.OnTurn() == seat {
		m.CanTake = s.m.MustTake()
		m.CanAct = !m.CanTake
		m.CanPeek = m.CanAct && s.m.Setup().Informants > 0
		m.CanPrivate = m.CanAct && s.m.Economy().TopSecret(seat)
		if m.CanPeek && !s.m.Deal().Laid() {
			m.PeekChoices = s.PeekChoices(seat)
		}
		if m.CanTake {
			m.Prompt = &companion.Said{KO: "돋보기가 없어요: 먼저 하나를 가져와야 질문, 엿보기, 해결을 할 수 있어요.", EN: "You have no magnifying glass: take one first, then ask, peek or solve."}
		}
	}
	m.Result = s.seatResult(seat)
	// The answer to give: the latest entry, if it is an ask put to this seat.
	if k := len(s.log); k > 0 && !over {
		last := s.log[k-1]
		if last.Kind == "ask" && *last.Answerer == seat {
			m.Say = &Say{Index: k - 1, Asker: last.Seat, Ask: last.Ask, Side: last.Side, Private: last.Private, Answer: *last.Answer}
		}
	}
	return m
}

// Phase implements companion.State.
func (s *State) Phase() string {
	switch {
	case s.m.Economy().Winner() >= 0:
		return companion.PhaseOver
	case s.m.Started():
		return companion.PhasePlay
	}
	return companion.PhaseSetup
}

// seatResult is the seat's own result in a sentence once a case is solved:
// the winner is told so; everyone else their place and, at last, their case.
func (s *State) seatResult(seat int) *companion.Said {
	w := s.m.Economy().Winner()
	switch {
	case w < 0 || !s.m.Started():
		return nil
	case w == seat:
		r := companion.PlaceSaid(1)
		return &companion.Said{KO: "내 사건을 맞혔어요. " + r.KO, EN: "You named your case. " + r.EN}
	}
	r := companion.PlaceSaid(2)
	var ko, en []string
	for _, id := range ids(s.m.Deal().Outside[seat][:]) {
		c := cardName(id)
		ko, en = append(ko, c.KO), append(en, c.EN)
	}
	return &companion.Said{KO: "다른 사람이 먼저 자기 사건을 맞혔어요. " + r.KO + " 내 사건: " + strings.Join(ko, ", ") + ".",
		EN: "Another player named their case first. " + r.EN + " Your case: " + strings.Join(en, ", ") + "."}
}
