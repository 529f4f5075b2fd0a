package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/tablemate/tablemate/companion"
)

// TestUsageFromTheRegistry: the usage names every registered game and lists
// each game's own command, from the registry alone.
func TestUsageFromTheRegistry(t *testing.T) {
	var out bytes.Buffer
	assert.Equal(t, 0, run(t.Context(), []string{"help"}, nil, &out, &out))
	for _, g := range companion.Games() {
		assert.NotEmpty(t, g.Title.EN, "game %q has no title", g.Name)
		assert.Contains(t, out.String(), g.Title.EN)
		if g.Plays != nil {
			assert.Contains(t, out.String(), "tablemate "+g.Name+" plays ")
		}
	}
	assert.Contains(t, out.String(), "a table companion for 13 Clues, Code 777, Lexio and Tagiron")
}
