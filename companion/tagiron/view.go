package tagiron

import (
	"strconv"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/tagiron"
)

// View is what one actor receives. Every field is computed from what that
// actor may know: its own rack, public answers, its own notepad. The other
// racks and the centre appear only in Reveal, once the game is over.
type View struct {
	RackSize int        `json:"rack_size"`
	Seats    []SeatView `json:"seats"`
	Row      []string   `json:"row"`
	// DeckLeft counts undrawn cards; NeedsRefill asks the host to reveal one.
	DeckLeft    int  `json:"deck_left"`
	NeedsRefill bool `json:"needs_refill"`
	// LastQuestion: the row holds its last card and the deck is empty; the game ends after its answer.
	LastQuestion bool     `json:"last_question"`
	Used         []string `json:"used"`
	Turn         *int     `json:"turn,omitempty"`
	Starter      *int     `json:"starter,omitempty"`
	LastChance   *int     `json:"last_chance,omitempty"`
	Log          []entry  `json:"log"`
	Outcome      *Outcome `json:"outcome,omitempty"`
	Me           *Me      `json:"me,omitempty"`
	// Reveal shows every rack and the centre, only once the game is over.
	Reveal *Reveal `json:"reveal,omitempty"`
}

// SeatView is the public state of one seat.
type SeatView struct {
	Seat     int    `json:"seat"`
	Ready    bool   `json:"ready"` // has entered its tiles
	Status   string `json:"status"`
	Place    int    `json:"place,omitempty"`
	Declared bool   `json:"declared"`
}

// Me is the private part of a seat's view.
type Me struct {
	Tiles []string `json:"tiles"`
	// Say is the answer this seat must say aloud for the latest question, if any.
	Say        *Say              `json:"say,omitempty"`
	CanAsk     bool              `json:"can_ask"`
	CanDeclare bool              `json:"can_declare"`
	Marks      map[string]string `json:"marks"` // "pos/tile" -> state
	Text       string            `json:"text"`
	Target     string            `json:"target"` // "opponent" or "centre"
	// Result is the seat's own result in a sentence, once it is out or
	// placed (companion.PlaceSaid): the page keeps it where the seat reads it.
	Result *companion.Said `json:"result,omitempty"`
	// Prompt is, when a control of the seat's is disabled or its next step
	// is not the obvious one, the reason in one sentence for the pinned
	// prompt (from the seat's own view).
	Prompt *companion.Said `json:"prompt,omitempty"`
}

// Say is the answer to give aloud.
type Say struct {
	Index  int          `json:"index"` // the log entry
	Card   string       `json:"card"`
	Pick   int          `json:"pick,omitempty"`
	Answer rules.Answer `json:"answer"`
}

// Outcome is the public result.
type Outcome struct {
	Over    bool  `json:"over"`
	Draw    bool  `json:"draw"`
	Winners []int `json:"winners"`
	Out     []int `json:"out"`
}

// Reveal is every hidden thing, shown when the game is over.
type Reveal struct {
	Racks  [][]string `json:"racks"`
	Centre []string   `json:"centre,omitempty"`
}

// View implements companion.State.
func (s *State) View(a companion.Actor, ctx companion.ViewContext) any {
	v := View{RackSize: s.rackSize(),
		Row: []string{}, Used: []string{}, Log: []entry{}}
	for i := 0; i < s.players; i++ {
		st := s.match.Status(i)
		v.Seats = append(v.Seats, SeatView{Seat: i, Ready: s.racks[i] != nil, Status: st.State.String(), Place: st.Place, Declared: s.match.Declared(i)})
	}
	for _, c := range s.match.Row() {
		v.Row = append(v.Row, c.String())
	}
	for _, c := range s.match.Used() {
		v.Used = append(v.Used, c.String())
	}
	v.DeckLeft = s.match.Remaining()
	v.NeedsRefill = s.match.NeedsRefill()
	v.LastQuestion = s.started && s.match.LastQuestion()
	if s.started {
		turn, starter := s.match.Turn(), s.match.Starter()
		v.Turn, v.Starter = &turn, &starter
		if lc := s.match.LastChance(); lc >= 0 {
			v.LastChance = &lc
		}
		o := s.match.Outcome()
		v.Outcome = &Outcome{Over: o.Over, Draw: o.Draw, Winners: nonNil(o.Winners), Out: nonNil(o.Out)}
	}
	over := s.match.Over() || ctx.Ended
	seat := int(a)
	isSeat := a >= 0 && seat < s.players
	for _, e := range s.log {
		// In 3–4 players a declaration is written down and checked in secret:
		// only the declarer sees the guess (until the game is over).
		if e.Kind == "declare" && s.players > 2 && !over && !(isSeat && e.Seat == seat) {
			e.Guess = nil
		}
		v.Log = append(v.Log, e)
	}
	if over && s.started {
		r := &Reveal{}
		for _, rack := range s.racks {
			r.Racks = append(r.Racks, ids(rack))
		}
		if s.players > 2 {
			r.Centre = ids(s.centre())
		}
		v.Reveal = r
	}
	if isSeat {
		v.Me = s.me(seat, ctx)
	}
	return v
}

func (s *State) me(seat int, ctx companion.ViewContext) *Me {
	m := &Me{Tiles: ids(s.racks[seat]), Marks: map[string]string{}, Text: s.notes[seat].text, Target: "opponent"}
	if m.Tiles == nil {
		m.Tiles = []string{}
	}
	if s.players > 2 {
		m.Target = "centre"
	}
	for k, st := range s.notes[seat].marks {
		m.Marks[k] = st
	}
	m.Result = s.seatResult(seat)
	live := s.started && !s.match.Over() && !ctx.Ended
	if live {
		st := s.match.Status(seat)
		if s.players == 2 {
			lc := s.match.LastChance()
			m.CanAsk = lc < 0 && s.match.Turn() == seat && !s.match.NeedsRefill()
			m.CanDeclare = (lc < 0 && s.match.Turn() == seat) || lc == seat
		} else {
			m.CanAsk = st.State == rules.Playing && s.match.Turn() == seat && !s.match.NeedsRefill()
			m.CanDeclare = st.State == rules.Playing && !s.match.Declared(seat)
		}
		if s.match.Turn() == seat && s.match.NeedsRefill() {
			m.Prompt = &companion.Said{KO: "질문했어요. 새 질문 카드가 펼쳐지면 다음 사람 차례입니다.", EN: "You asked: the turn passes on once a new question card is laid out."}
		}
	}
	// The answer to say aloud: the latest question, if this seat answers it.
	if n := len(s.log); n > 0 && !s.match.Over() {
		last := s.log[n-1]
		if ans, ok := last.Answers[strconv.Itoa(seat)]; ok && last.Kind == "ask" {
			m.Say = &Say{Index: n - 1, Card: last.Card, Pick: last.Pick, Answer: ans}
		}
	}
	return m
}

func nonNil(xs []int) []int {
	if xs == nil {
		return []int{}
	}
	return xs
}

// Phase implements companion.State.
func (s *State) Phase() string {
	switch {
	case s.match.Over() || (s.started && s.match.Outcome().Over):
		return companion.PhaseOver
	case s.started:
		return companion.PhasePlay
	}
	return companion.PhaseSetup
}

// seatResult is the seat's own result in a sentence: out after a wrong
// declaration, placed after a correct one (while the others race on), or
// its place once the game is over.
func (s *State) seatResult(seat int) *companion.Said {
	if !s.started {
		return nil
	}
	st := s.match.Status(seat)
	over := s.match.Over()
	switch {
	case st.State == rules.Out && !over:
		return &companion.Said{KO: "선언이 틀려 탈락했어요. 질문에는 계속 답하고, 가운데 타일은 말하지 마세요.",
			EN: "Your declaration was wrong, so you are out. Keep answering questions, and do not reveal the centre tiles."}
	case st.State == rules.Won && !over:
		r := companion.PlaceSaid(st.Place)
		return &companion.Said{KO: "가운데 타일을 맞혔어요. " + r.KO + " 게임이 끝날 때까지 질문에는 계속 답하세요.",
			EN: "You named the centre tiles. " + r.EN + " Keep answering questions until the game ends."}
	case !over:
		return nil
	}
	o := s.match.Outcome()
	if o.Draw {
		return &companion.Said{KO: "무승부예요.", EN: "A draw."}
	}
	// As the history places them: the solvers by their order, the rest after them.
	place := len(o.Winners) + 1
	if st.State == rules.Won {
		place = max(st.Place, 1)
	}
	r := companion.PlaceSaid(place)
	if st.State == rules.Out {
		return &companion.Said{KO: "선언이 틀려 탈락했어요. " + r.KO, EN: "Your declaration was wrong, so you were out. " + r.EN}
	}
	return r
}
