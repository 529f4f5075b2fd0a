package companion

import (
	"fmt"
)

// Said is a sentence in both languages, for a page to show in its reader's.
type Said struct {
	EN string `json:"en"`
	KO string `json:"ko"`
}

// UndoNote tells every page what the table's latest undo or redo did, as
// long as it is the latest public event: "the host undid Minji's question".
// It names only what Recount names (never a secret tile or card), and a
// seat's private notes after it neither hide it nor change it, so it says
// nothing about them.
type UndoNote struct {
	// At counts the public events up to the undo: a new undo has a new At,
	// the same for every page.
	At   int64 `json:"at"`
	Redo bool  `json:"redo,omitempty"`
	Said
}

// PlaceSaid is a player's own result in a sentence, for their view once
// the game has placed them: "1위예요!" / "You won!", "2위예요." / "You
// placed 2nd." (shared places read the same). Pages show it instead of
// the player's name in a list ("(나)").
func PlaceSaid(place int) *Said {
	if place == 1 {
		return &Said{KO: "1위예요! 이겼습니다.", EN: "You won!"}
	}
	return &Said{KO: fmt.Sprintf("%d위예요.", place), EN: fmt.Sprintf("You placed %s.", ordinal(place))}
}

// ordinal writes an English ordinal: 1st, 2nd, 3rd, 4th, 11th.
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}
