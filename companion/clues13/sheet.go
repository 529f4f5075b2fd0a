package clues13

import "github.com/tablemate/tablemate/companion"

var sheet *companion.Sheet
