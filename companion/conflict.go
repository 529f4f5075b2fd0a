package companion

import (
	"fmt"

	"github.com/tablemate/tablemate/solver/explain"
)

// ConflictNote points at a contradiction in a seat's knowledge (hints): Because are indexes in the log of
// the seat's view whose entries cannot all hold together, Mine those of them the seat entered itself
// (what it typed, or answers computed from the pieces it entered), Text says so in each language
// ("ko", "en").
type ConflictNote struct {
	Because []int             `json:"because"`
	Mine    []int             `json:"mine"`
	Text    map[string]string `json:"text"`
}

// SayMine adds to the sentences how many of the entries the seat entered itself.
func (c *ConflictNote) SayMine() {
	switch n := len(c.Mine); {
	case n == 1:
		c.Text["en"] += " One of them you entered yourself: check it first."
		c.Text["ko"] += " 이 중 하나는 내가 직접 입력한 것이니 먼저 확인하세요."
	case n > 1:
		c.Text["en"] += fmt.Sprintf(" %d of them you entered yourself: check those first.", n)
		c.Text["ko"] += fmt.Sprintf(" 이 중 %d개는 내가 직접 입력한 것이니 먼저 확인하세요.", n)
	}
}

// Conflicting is the note on a contradiction in a seat's knowledge, nil
// when there is none: find is the game's FindConflict in a language ("en",
// "ko"), and at maps each of its entries to an index in the seat's log and
// whether the seat entered it itself (ok false: not in the log, left out).
func Conflicting(find func(lang string) (explain.Conflict, bool, error), at func(entry int) (i int, mine, ok bool)) (*ConflictNote, error) {
	en, found, err := find("en")
	if err != nil || !found {
		return nil, err
	}
	ko, _, err := find("ko")
	if err != nil {
		return nil, err
	}
	c := &ConflictNote{Because: []int{}, Mine: []int{}, Text: map[string]string{"en": en.Text, "ko": ko.Text}}
	for _, j := range en.Entries {
		i, mine, ok := at(j)
		if !ok {
			continue
		}
		c.Because = append(c.Because, i)
		if mine {
			c.Mine = append(c.Mine, i)
		}
	}
	return c, nil
}
