package lexio

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/solver/korean"
	rules "github.com/tablemate/tablemate/solver/lexio"
)

// MaxListedPlays bounds the legal plays listed in a seat's view; beyond it
// the phone asks the server to check its selection instead.
const MaxListedPlays = 400

// View is what one actor receives. Every field is public except Me, which
// only a seat gets, about itself: no view ever holds another seat's tiles.
type View struct {
	Mode       string     `json:"mode"` // full | scorekeeping
	Stage      int        `json:"stage"`
	Deals      int        `json:"deals"`
	Deal       int        `json:"deal"` // the current (or last) deal, 1-based; 0 before the first
	HandSize   int        `json:"hand_size"`
	MarketSize int        `json:"market_size"`
	Seats      []SeatView `json:"seats"`
	Pot        int        `json:"pot"`
	// Market lists the face-up market tiles (full rules): during a deal, or as
	// entered by the host for the next one. MarketLeft counts them in both modes.
	Market        []string   `json:"market"`
	MarketLeft    int        `json:"market_left"`
	MarketEntered bool       `json:"market_entered"`
	Turn          *int       `json:"turn,omitempty"`
	Leader        *int       `json:"leader,omitempty"`
	OnTable       *Move      `json:"on_table,omitempty"` // the play to beat
	Trick         []Move     `json:"trick"`
	LastTrick     []Move     `json:"last_trick"`
	Played        []string   `json:"played"` // tiles set aside this deal
	Chart         [][]int    `json:"chart"`  // chips per seat at the start and after each deal
	History       []Transfer `json:"history"`
	Winners       []int      `json:"winners,omitempty"`
	// Emptied lists the hands emptied in the current (or last) deal with their payouts; Summaries every
	// finished deal; Final the places, totals and per-deal changes once the game is over.
	Emptied   []Emptied     `json:"emptied"`
	Summaries []DealSummary `json:"summaries"`
	Final     *Final        `json:"final,omitempty"`
	Me        *Me           `json:"me,omitempty"`
}

// SeatView is the public state of one seat.
type SeatView struct {
	Seat    int  `json:"seat"`
	Chips   int  `json:"chips"`
	Front   int  `json:"front"` // chips in front of a buyer this trick
	Tiles   int  `json:"tiles"` // tiles in hand
	Entered bool `json:"entered"`
	Passed  bool `json:"passed"`
	Out     bool `json:"out"`
	Holding bool `json:"holding"` // still holds tiles this deal
	// Most is, in scorekeeping, the most tiles the hand of a seat still holding can hold: the
	// tiles dealt plus the market tiles bought since (or since its count was last recorded).
	Most int `json:"most,omitempty"`
}

// Me is the private part of a seat's view: its own hand and what it may do.
type Me struct {
	Hand       []string `json:"hand"` // sorted by rank, then suit
	Entered    bool     `json:"entered"`
	LegalCount int      `json:"legal_count"`
	// Legal lists the legal plays when there are at most MaxListedPlays.
	Legal   []Move `json:"legal,omitempty"`
	CanPass bool   `json:"can_pass"`
	CanOut  bool   `json:"can_out"`
	// Result is the seat's own place in a sentence once the game is over
	// (companion.PlaceSaid), with its chips.
	Result *companion.Said `json:"result,omitempty"`
	// Prompt is, when a control of the seat's is disabled or its next step
	// is not the obvious one, the reason in one sentence for the pinned
	// prompt (from the seat's own view).
	Prompt *companion.Said `json:"prompt,omitempty"`
}

// Transfer is one ledger line: who paid whom, how much, why.
type Transfer struct {
	Deal   int    `json:"deal"`
	From   string `json:"from"` // "player 2", "front of player 2", "pot"
	To     string `json:"to"`
	Amount int    `json:"amount"`
	Reason string `json:"reason"`
	// Owed is, when a payer had fewer chips in hand than they owed for their tiles, what
	// they owed (Amount is what they paid); 0 for every payment in full.
	Owed int `json:"owed,omitempty"`
}

func accountName(a rules.Account) string {
	switch a.Kind {
	case rules.Pot:
		return "pot"
	case rules.Front:
		return "front of player " + strconv.Itoa(a.Seat+1)
	}
	return "player " + strconv.Itoa(a.Seat+1)
}

// View implements companion.State.
func (s *State) View(a companion.Actor, ctx companion.ViewContext) any {
	m := s.match()
	l := m.Ledger()
	cfg := s.game.Config()
	v := View{Mode: "full", Stage: int(cfg.Stage),
		Deals: cfg.Deals, Deal: l.Deal(), HandSize: s.setup.HandSize, MarketSize: s.setup.MarketSize,
		Pot: l.Pot(), Market: []string{}, Trick: nonNil(s.trick), LastTrick: nonNil(s.lastTrick), Played: []string{},
		Chart: rules.ChipsByDeal(l), History: []Transfer{}}
	if s.opts.Scorekeeping {
		v.Mode = "scorekeeping"
	}
	v.Summaries, v.Emptied = s.summaries(), []Emptied{}
	for _, e := range s.emptied {
		if e.Deal == l.Deal() {
			v.Emptied = append(v.Emptied, cloneEmptied(e))
		}
	}
	if m.Phase() == rules.GameOver {
		v.Winners = winners(l)
		v.Final = s.final(v.Summaries)
	}
	for _, t := range l.Transfers() {
		x := Transfer{Deal: t.Deal, From: accountName(t.From), To: accountName(t.To), Amount: t.Amount, Reason: t.Reason.String()}
		if t.Short() > 0 {
			x.Owed = t.Owed
		}
		v.History = append(v.History, x)
	}
	playing := m.Phase() == rules.Playing
	for i := range s.players {
		sv := SeatView{Seat: i, Chips: l.Chips(i), Front: l.Front(i), Entered: s.entered[i]}
		if !s.opts.Scorekeeping && playing {
			sv.Tiles = s.game.Hand(i).Len()
			sv.Holding = sv.Tiles > 0
			sv.Passed = s.game.HasPassed(i)
			sv.Out = s.game.IsOut(i)
		}
		if s.opts.Scorekeeping {
			sv.Holding = playing && s.keeper.Holding(i)
			sv.Out = playing && s.keeper.Bought(i)
			sv.Most = s.keeper.MostTiles(i)
		}
		v.Seats = append(v.Seats, sv)
	}
	switch {
	case s.opts.Scorekeeping:
		if playing {
			v.MarketLeft = s.keeper.MarketLeft()
		}
	case playing:
		v.Market = s.game.Market().IDs()
		v.MarketLeft = s.game.Market().Len()
		v.Played = s.game.Played().IDs()
		turn, leader := s.game.Turn(), s.game.Leader()
		v.Turn, v.Leader = &turn, &leader
		if p := s.game.Table(); p.Type != rules.None {
			v.OnTable = &Move{Seat: s.game.LastPlayer(), Action: "play", Type: p.Type.String(), Key: p.Key, Tiles: p.Tiles.IDs()}
		}
	case s.marketSet:
		// The market is face up on the table: entering it early is public.
		v.Market = s.market.IDs()
		v.MarketLeft = s.market.Len()
	}
	v.MarketEntered = s.marketSet
	if seat := int(a); a >= 0 && seat < s.players {
		v.Me = s.me(seat, ctx.Ended)
		if f := v.Final; f != nil && seat < len(f.Places) && seat < len(f.Totals) {
			r := companion.PlaceSaid(f.Places[seat])
			v.Me.Result = &companion.Said{KO: fmt.Sprintf("%s 칩 %d개로 끝났어요.", r.KO, f.Totals[seat]), EN: fmt.Sprintf("%s You finished with %d chips.", r.EN, f.Totals[seat])}
		}
	}
	return v
}

func (s *State) me(seat int, ended bool) *Me {
	me := &Me{Hand: []string{}, Entered: s.entered[seat]}
	if s.opts.Scorekeeping {
		return me
	}
	g := s.game
	if g.Phase() != rules.Playing {
		if s.entered[seat] {
			me.Hand = s.hands[seat].IDs()
		}
		return me
	}
	me.Hand = g.Hand(seat).IDs()
	if ended {
		return me
	}
	opt := rules.Options{Stage: g.Config().Stage}
	if seat != g.Turn() {
		opt.BombsOnly = true
	}
	if g.Hand(seat) != 0 && !g.IsOut(seat) && (seat == g.Turn() || g.Table().Type != rules.None && opt.Stage != rules.StageBasic) {
		c := rules.CountPlays(g.Hand(seat), g.Table(), opt)
		me.LegalCount = c.Total
		if c.Total <= MaxListedPlays {
			for _, p := range g.LegalPlays(seat) {
				me.Legal = append(me.Legal, Move{Seat: seat, Action: "play", Type: p.Type.String(), Key: p.Key, Tiles: p.Tiles.IDs()})
			}
		}
	}
	myTurn := seat == g.Turn() && g.Table().Type != rules.None
	me.CanPass = myTurn
	me.CanOut = myTurn && g.Config().Stage == rules.StageMarket && g.Market() != 0 && g.Ledger().Chips(seat) >= rules.OutCost
	market := g.Config().Stage == rules.StageMarket
	switch {
	case seat == g.Turn() && g.Table().Type == rules.None:
		me.Prompt = &companion.Said{KO: "내가 선이에요: 조합 하나를 내야 하니 패스할 수 없어요.", EN: "You lead: you must play a combination, so you cannot pass."}
		if market {
			me.Prompt = &companion.Said{KO: "내가 선이에요: 조합 하나를 내야 하니 패스도 아웃도 할 수 없어요.", EN: "You lead: you must play a combination, so you can neither pass nor go out."}
		}
	case myTurn && market && g.Market() == 0:
		me.Prompt = &companion.Said{KO: "시장에 타일이 없어 아웃할 수 없어요.", EN: "The market is empty: you cannot go out."}
	case myTurn && market && g.Ledger().Chips(seat) < rules.OutCost:
		me.Prompt = &companion.Said{KO: fmt.Sprintf("아웃에는 칩 %d개가 필요해요: 지금 %d개뿐입니다.", rules.OutCost, g.Ledger().Chips(seat)), EN: fmt.Sprintf("Going out takes %d chips: you have %d.", rules.OutCost, g.Ledger().Chips(seat))}
	case myTurn:
		me.Prompt = followPrompt(g.Table())
	}
	return me
}

// followPrompt says what following the play on the table takes (the
// "play" button waits for such a selection): "바닥의 싱글 2보다 높은 싱글을
// 골라 내거나 패스하세요." A straight or steps says its length instead of its rank.
func followPrompt(p rules.Play) *companion.Said {
	w := comboWord(p.Type)
	if p.Type == rules.Bomb {
		return &companion.Said{KO: "바닥의 폭탄보다 센 폭탄을 골라 내거나 패스하세요.", EN: "Beat the bomb on the table with a stronger bomb, or pass."}
	}
	onTable := companion.Word{KO: fmt.Sprintf("%s %d", w.KO, p.Key), EN: fmt.Sprintf("the %s of %ds", w.EN, p.Key)} // "the pair of 7s"
	if p.Type == rules.Single {
		onTable.EN = fmt.Sprintf("the single %d", p.Key)
	}
	if p.Type == rules.Straight || p.Type == rules.Steps {
		n := p.Len()
		w = companion.Word{KO: fmt.Sprintf("%d장 %s", n, w.KO), EN: fmt.Sprintf("%d-tile %s", n, w.EN)}
		onTable = companion.Word{KO: w.KO, EN: "the " + w.EN}
	}
	return &companion.Said{KO: fmt.Sprintf("바닥의 %s보다 높은 %s%s 골라 내거나 패스하세요.", onTable.KO, w.KO, korean.Josa(w.KO, "을/를")),
		EN: fmt.Sprintf("Beat %s on the table with %s, or pass.", onTable.EN, higher(w.EN))}
}

// higher names a higher play of a kind: "a higher single", "a higher 5-tile straight", "higher steps".
func higher(kind string) string {
	if strings.HasSuffix(kind, "steps") {
		return "higher " + kind
	}
	return "a higher " + kind
}

// winners are the seats with the most chips (equal counts share the place).
func winners(l rules.Ledger) []int {
	best, out := -1, []int{}
	for s := range l.Players() {
		switch c := l.Chips(s); {
		case c > best:
			best, out = c, []int{s}
		case c == best:
			out = append(out, s)
		}
	}
	return out
}

func nonNil(m []Move) []Move {
	if m == nil {
		return []Move{}
	}
	return m
}

// Phase implements companion.State: setup is between deals (entering tiles
// or starting the deal).
func (s *State) Phase() string {
	switch s.match().Phase() {
	case rules.Playing:
		return companion.PhasePlay
	case rules.GameOver:
		return companion.PhaseOver
	}
	return companion.PhaseSetup
}
