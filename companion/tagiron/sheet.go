package tagiron

import (
	"embed"

	"github.com/tablemate/tablemate/companion"
)

// sheetFiles holds the rules sheet, in our own words (the one place Tagiron's rules
// are written for players), served at /api/rules/tagiron.
//
//go:embed rules/ko.md rules/en.md
var sheetFiles embed.FS

var sheet = companion.SheetIn(sheetFiles)
