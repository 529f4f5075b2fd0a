package lexio

import (
	"embed"

	"github.com/tablemate/tablemate/companion"
)

// sheetFiles holds the rules sheet, in our own words (the one place Lexio's rules
// are written for players), served at /api/rules/lexio.
//
//go:embed rules/ko.md rules/en.md
var sheetFiles embed.FS

var sheet = companion.SheetIn(sheetFiles)
