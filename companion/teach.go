package companion

import (
	"fmt"

	"github.com/tablemate/tablemate/solver/korean"
)

// Tip is one first-game tip: an id (once per seat and game), one or two
// short sentences in each language, and the rules-sheet section it opens.
type Tip struct {
	ID   string `json:"id"`
	KO   string `json:"ko"`
	EN   string `json:"en"`
	Rule string `json:"rule,omitempty"`
	// Seen: the seat's phone has shown this tip already (set by the table,
	// never by a Teacher); it stays until put away or until it stops applying.
	Seen bool `json:"seen,omitempty"`
}

// TipList collects a Teacher's tips in order; Add fills the Korean
// particle markers ("{이/가}") by the word before each.
type TipList []Tip

// Add appends a tip: its id, the rules-sheet section, its Korean and English.
func (l *TipList) Add(id, rule, ko, en string) {
	*l = append(*l, Tip{ID: id, Rule: rule, KO: korean.Fill(ko), EN: en})
}

// Teacher computes a game's tips for one seat from that seat's own view
// only (the very view the seat receives), so a tip can never say anything
// the seat may not know. It returns every tip that applies now, in the
// order a newcomer should read them (the game's goal first); the table
// leaves out those the seat has dismissed and shows the first of the rest.
// A tip applies only while its moment lasts: none before the thing it
// explains can happen, none once the moment has passed.
type Teacher func(seat View, at TipContext) []Tip

// TipContext is what a Teacher knows of the table besides the seat's view:
// the table's settings, all public.
type TipContext struct {
	// Hints is the table's hint level: a tip never suggests a move beyond it.
	Hints string
	// Practice says the other seats are bots: nobody hears what is said
	// aloud, and the phone does what the physical table would.
	Practice bool
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
		"%s has no bots to practise against": "%s에는 연습 상대 봇이 없습니다",
		"a tip id is 1 to 64 characters":     "팁 이름은 1–64자입니다",
		"no such game":                       "그런 게임이 없습니다",
		"this game has no rules sheet":       "이 게임에는 규칙 설명이 없습니다",
	})
}
