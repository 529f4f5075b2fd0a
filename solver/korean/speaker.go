package korean

import (
	"fmt"
	"strings"
)

// English reads a sentence language as the command line and the pages give
// it: "ko" (and empty) is Korean, "en" English; anything else is an error.
func English(lang string) (bool, error) {
	switch lang {
	case "", "ko":
		return false, nil
	case "en":
		return true, nil
	}
	return false, fmt.Errorf("lang %q: want \"ko\" or \"en\"", lang)
}

// Player names a seat (0-based) in a sentence: by the name chosen at the
// table if there is one, else as the pages do, counted from 1 ("2번
// 플레이어", which ends in a vowel, or "Player 2"). Particles after it go
// through With, so a chosen name takes the right one.
func Player(seat int, names []string, english bool) string {
	if seat >= 0 && seat < len(names) {
		if n := strings.TrimSpace(names[seat]); n != "" {
			return n
		}
	}
	if english {
		return fmt.Sprintf("Player %d", seat+1)
	}
	return fmt.Sprintf("%d번 플레이어", seat+1)
}
