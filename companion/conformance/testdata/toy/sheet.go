package toy

import (
	"embed"

	"github.com/tablemate/tablemate/companion"
)

// sheetFiles is the toy's rules sheet, in Korean and English.
//
//go:embed rules/ko.md rules/en.md
var sheetFiles embed.FS

var sheet = companion.SheetIn(sheetFiles)
