package companion

import (
	"encoding/json"
	"fmt"
)

// First-game mode: a phone teaches each rule the moment it first matters,
// with the player's own situation as the example. The host turns it on for
// a whole table (Settings.FirstGame); each seat turns it on or off for
// itself ("처음이에요") and dismisses tips, both private events only that
// seat knows of.
const (
	KindTeach   = "seat.teach" // a seat turned first-game tips on or off (Data: teachData); private
	KindTipDone = "tip.done"   // a seat dismissed a tip (Data: tipData); private
)

type teachData struct {
	On bool `json:"on"`
}

type tipData struct {
	Tip string `json:"tip"`
}

// Tip is one first-game tip: an id (once per seat and game), one or two
// short sentences in each language, and the rules-sheet section it opens.
type Tip struct {
	ID   string `json:"id"`
	KO   string `json:"ko"`
	EN   string `json:"en"`
	Rule string `json:"rule,omitempty"`
}

// Teacher computes a game's tips for one seat from that seat's own view
// only (the very view the seat receives), so a tip can never say anything
// the seat may not know. hints is the table's hint level: a tip never
// suggests a move beyond it. It returns every tip that applies now; the
// table leaves out those the seat has dismissed.
type Teacher func(seat View, hints string) []Tip

// Tips is what a seat's page shows of first-game mode.
type Tips struct {
	// On says whether first-game tips are on for this seat: the seat's own
	// switch if it used it, else the table's setting.
	On    bool  `json:"on"`
	Table bool  `json:"table"` // the host's setting for the whole table
	Tips  []Tip `json:"tips"`
	Seq   int64 `json:"seq"`
}

// seatTeach is one seat's first-game settings, folded from its private events.
type seatTeach struct {
	set  bool // the seat used its switch
	on   bool
	done map[string]bool
}

func teachKind(kind string) bool { return kind == KindTeach || kind == KindTipDone }

// decideTeach checks a seat's "teach" ({"on": bool}) or "tip.done" ({"tip": id}) command.
func decideTeach(c Command, players int) (Change, error) {
	if c.Actor < 0 || int(c.Actor) >= players {
		return Change{}, Errorf(Forbidden, "only a player can do this", "only a seat may change its first-game tips")
	}
	if c.Type == "teach" {
		var a teachData
		if err := c.Args(&a); err != nil {
			return Change{}, err
		}
		return Change{Kind: KindTeach, Data: a}, nil
	}
	var a tipData
	if err := c.Args(&a); err != nil {
		return Change{}, err
	}
	if a.Tip == "" || len(a.Tip) > 64 {
		return Change{}, Bad("a tip id is 1 to 64 characters")
	}
	return Change{Kind: KindTipDone, Data: a}, nil
}

// countTeach folds a seat's first-game event.
func (t *Table) countTeach(e Event) {
	if e.Actor < 0 || int(e.Actor) >= t.Info.Settings.Players {
		return
	}
	if t.teach == nil {
		t.teach = map[Actor]*seatTeach{}
	}
	st := t.teach[e.Actor]
	if st == nil {
		st = &seatTeach{done: map[string]bool{}}
		t.teach[e.Actor] = st
	}
	switch e.Kind {
	case KindTeach:
		var d teachData
		if json.Unmarshal(e.Data, &d) == nil {
			st.set, st.on = true, d.On
		}
	case KindTipDone:
		var d tipData
		if json.Unmarshal(e.Data, &d) == nil {
			st.done[d.Tip] = true
		}
	}
}

// Tips returns a seat's first-game tips, computed from the seat's own view
// only. With first-game mode off for the seat the list is empty.
func (t *Table) Tips(a Actor) Tips {
	t.mu.Lock()
	defer t.mu.Unlock()
	set := t.Info.Settings
	out := Tips{Table: set.FirstGame, On: set.FirstGame, Tips: []Tip{}, Seq: t.seqFor(a)}
	st := t.teach[a]
	if st != nil && st.set {
		out.On = st.on
	}
	if !out.On || a < 0 || int(a) >= set.Players || t.state == nil || t.fault != nil {
		return out
	}
	g, err := GameFor(set.Game)
	if err != nil || g.Teach == nil {
		return out
	}
	for _, tip := range g.Teach(t.viewLocked(a), set.Hints) {
		if st == nil || !st.done[tip.ID] {
			out.Tips = append(out.Tips, tip)
		}
	}
	return out
}

// TipName names a seat for a tip: the player's chosen name, else
// "플레이어 2" / "Player 2".
func TipName(v View, seat int, lang string) string {
	if seat >= 0 && seat < len(v.Names) && v.Names[seat] != "" {
		return v.Names[seat]
	}
	if lang == "ko" {
		return fmt.Sprintf("플레이어 %d", seat+1)
	}
	return fmt.Sprintf("Player %d", seat+1)
}

// The Korean of the messages of practice tables, rules sheets and tips.
func init() {
	addHouseWords("ko", map[string]string{
		"%s has no bots to practise against":            "%s에는 연습 상대 봇이 없습니다",
		"a practice table of %d players has no seat %d": "%d인 연습 테이블에는 %d번 자리가 없습니다",
		"a tip id is 1 to 64 characters":                "팁 이름은 1–64자입니다",
		"no such game":                                  "그런 게임이 없습니다",
		"this game has no rules sheet":                  "이 게임에는 규칙 설명이 없습니다",
	})
}
