package companion

import "fmt"

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
