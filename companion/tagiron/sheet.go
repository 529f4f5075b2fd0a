package tagiron

import "github.com/tablemate/tablemate/companion"

var sheet *companion.Sheet
