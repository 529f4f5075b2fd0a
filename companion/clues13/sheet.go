package clues13

import (
	_ "embed"

	"github.com/tablemate/tablemate/companion"
)

// The rules sheet, in our own words (the one place 13 Clues's rules are
// written for players): served at /api/rules/clues13.
var (
	//go:embed rules/ko.md
	sheetKO string
	//go:embed rules/en.md
	sheetEN string
	sheet   = companion.MustSheet(sheetKO, sheetEN)
)
