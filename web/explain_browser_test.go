package web_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/waitfor"
)

// provedCell finds, from the seat's hints and explanations, a notepad cell that the hints show as
// ruled out and whose reason is answers heard (not the seat's own tiles): the kind of cell a player
// asks "why?" about.
func provedCell(t *testing.T, tb *table, seat int) (string, map[string]any) {
	t.Helper()
	_, h := hints(t, tb, seat, false)
	for pos, tiles := range h["possible"].([]any) {
		possible := map[string]bool{}
		for _, id := range tiles.([]any) {
			possible[id.(string)] = true
		}
		for _, id := range []string{"r0", "b0", "r1", "b1", "r2", "b2", "r3", "b3", "r4", "b4", "g5", "r6", "b6", "r7", "b7", "r8", "b8", "r9", "b9"} {
			cell := strconv.Itoa(pos+1) + "/" + id
			if possible[id] {
				continue
			}
			_, m := whyJSON(t, tb.h, tb.tokens[seat], cell, "0", "ko")
			if m["holds"] == true && len(m["because"].([]any)) > 0 {
				return cell, m
			}
		}
	}
	t.Fatal("no cell is ruled out by the answers")
	return "", nil
}

// TestBrowserTagironWhy: on the phone, "why is this wrong?" on a mistaken mark shows a rack that fits
// every answer; in "why?" mode a tap on a cell the answers rule out shows the sentence, calling the
// players by their chosen names, and the answers that prove it light up in the question log.
func TestBrowserTagironWhy(t *testing.T) {
	ctx := browser(t)
	tb := tagironWhyTable(t, "full")
	tb.seat(0, map[string]any{"type": "name", "name": "민준"})
	tb.seat(1, map[string]any{"type": "name", "name": "지수"})
	cell, want := provedCell(t, tb, 0)
	p := phone{t, ctx}
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(tb.h.srv.URL+"/s/"+tb.tokens[0])))

	// The wrong mark (position 1 is not r1, says the notepad), in the hints' tab beside the notepad.
	p.tap(`.tabs [data-tab="hints"]`)
	p.tap(`.mistakes button[data-why="1/r1-"]`)
	text := textOf(t, ctx, `.mistakes .why-box .why-text`)
	assert.Contains(t, text, "모든 답과 맞습니다")
	assert.Contains(t, text, "빨간 1")
	p.tap(`.mistakes .why-box .why-close`)

	// "Why?" mode on the notepad, then the ruled-out cell.
	p.tap(`.tabs [data-tab="notepad"]`)
	p.tap(`.why-mode`)
	p.tap(`.tg-tab[data-pos="` + strings.Split(cell, "/")[0] + `"]`) // the notepad shows one position at a time
	p.tap(`.tg-cell.why-able[data-cell="` + cell + `"]`)
	text = textOf(t, ctx, `.tg-cells + .why-box .why-text`)
	assert.Equal(t, want["text"], text)
	assert.Contains(t, text, "그러므로")
	assert.Contains(t, text, "지수는 ", "the opponent who answered, by name")
	assert.NotContains(t, text, "플레이어")
	p.tap(`.tabs [data-tab="log"]`) // the answers that prove it, lit up in the log's tab
	for _, i := range want["because"].([]any) {
		waitShown(t, ctx, `.log li.why-hl[data-log="`+strconv.Itoa(int(i.(float64)))+`"]`)
	}
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll(".log li.why-hl").length`))
	require.NoError(t, err)
	assert.Equal(t, len(want["because"].([]any)), n, "only the proving answers are highlighted")

	// In English, the same explanation reads in English.
	p.tap(`.tabs [data-tab="notepad"]`)
	p.tap(`#lang`)
	text = textOf(t, ctx, `.tg-cells + .why-box .why-text`)
	waitfor.Within(5*time.Second, func() bool { // the English sentence replaces the Korean one once fetched
		text = textOf(t, ctx, `.tg-cells + .why-box .why-text`)
		return text != want["text"]
	})
	assert.Contains(t, text, "So ")
	assert.Contains(t, text, "지수 said ")
}
