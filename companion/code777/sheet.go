package code777

import "github.com/tablemate/tablemate/companion"

var sheet *companion.Sheet
