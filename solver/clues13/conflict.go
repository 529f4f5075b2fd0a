package clues13

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablemate/tablemate/solver/explain"
	"github.com/tablemate/tablemate/solver/korean"
)

// Conflict is a set of a seat's entries that cannot all hold together with what the seat sees: no deal
// fits them all. Entries are indexes: log entries first, then solves (len(log) + i), then peeks
// (len(log) + len(solves) + i, letters in alphabetical order). No entry can be dropped from the set
// and leave it impossible (it is irreducible), and it is the smallest such set whenever the smaller
// candidates number at most conflictBudget.
type Conflict = explain.Conflict

// PeekOrder returns the peeked letters in the order FindConflict counts them.
func PeekOrder(req SolveRequest) []string { return sortedKeys(req.Peeked) }

// FindConflict returns, when the seat's knowledge contradicts itself, an irreducible set of entries that
// cannot all hold and a sentence naming them (lang "ko" or "en"; names as for Explain); ok is false when
// some deal fits everything. Entries in keep are never dropped (say, a peek being entered now).
func FindConflict(req SolveRequest, lang string, names []string, keep ...int) (c Conflict, ok bool, err error) {
	english, err := korean.English(lang)
	if err != nil {
		return Conflict{}, false, err
	}
	if _, err := parse(req); err != nil {
		return Conflict{}, false, err
	}
	letters := PeekOrder(req)
	nLog, nSolves := len(req.Log), len(req.Solves)
	n := nLog + nSolves + len(letters)
	impossible := func(in []bool) bool {
		sub := req
		sub.Log, sub.Solves, sub.Peeked = nil, nil, nil
		for i, e := range req.Log {
			if in[i] {
				sub.Log = append(sub.Log, e)
			}
		}
		for i, s := range req.Solves {
			if in[nLog+i] {
				sub.Solves = append(sub.Solves, s)
			}
		}
		for i, l := range letters {
			if in[nLog+nSolves+i] {
				if sub.Peeked == nil {
					sub.Peeked = map[string]string{}
				}
				sub.Peeked[l] = req.Peeked[l]
			}
		}
		res, err := Deduce(sub)
		return err != nil || res.Contradiction
	}
	in, found := explain.Irreducible(n, impossible, keep...)
	if !found {
		return Conflict{}, false, nil
	}
	// A smaller set may exist elsewhere: try every smaller one, smallest first, within a budget of solves
	// (a conflict is rare, and its entries are few).
	size := 0
	for _, b := range in {
		if b {
			size++
		}
	}
	if smaller, ok := smallestImpossible(n, size, keep, conflictBudget, impossible); ok {
		in = smaller
	}
	x := explainText{english: english, names: names}
	var parts []string
	for i, kept := range in {
		if !kept {
			continue
		}
		c.Entries = append(c.Entries, i)
		switch {
		case i < nLog:
			parts = append(parts, x.ask(req.Log[i]))
		case i < nLog+nSolves:
			parts = append(parts, x.solve(req.Solves[i-nLog]))
		default:
			l := letters[i-nLog-nSolves]
			card, _ := ParseCard(req.Peeked[l])
			if english {
				parts = append(parts, fmt.Sprintf("You saw %s under informant %s.", x.cardName(card), l))
			} else {
				parts = append(parts, fmt.Sprintf("비밀정보원 %s 아래에서 %s 보았습니다.", l, korean.With(x.cardName(card), "을/를")))
			}
		}
	}
	tail := "이 사실들은 함께 성립할 수 없습니다: 이 중 하나를 잘못 입력했을 수 있습니다."
	if english {
		tail = "These cannot all be true: one of them may have been entered wrongly."
	}
	if len(parts) == 0 {
		tail = "보이는 카드만으로도 맞지 않습니다: 입력한 카드를 확인하세요."
		if english {
			tail = "What you see does not add up by itself: check the cards entered."
		}
	}
	c.Text = strings.TrimSpace(strings.Join(parts, " ") + " " + tail)
	return c, true, nil
}

// conflictBudget bounds the solves spent looking for a conflict smaller than the irreducible one found.
const conflictBudget = 120

// smallestImpossible looks for the smallest set of the n entries, holding every entry of keep and fewer
// than size entries, that impossible accepts; it gives up (false) after budget tries.
func smallestImpossible(n, size int, keep []int, budget int, impossible func([]bool) bool) ([]bool, bool) {
	var free []int
	for i := range n {
		if !slices.Contains(keep, i) {
			free = append(free, i)
		}
	}
	tries := 0
	for k := 0; len(keep)+k < size; k++ {
		pick := make([]int, k)
		var found []bool
		var rec func(from, d int) bool
		rec = func(from, d int) bool {
			if d == k {
				if tries++; tries > budget {
					return true
				}
				in := make([]bool, n)
				for _, i := range keep {
					in[i] = true
				}
				for _, i := range pick {
					in[free[i]] = true
				}
				if impossible(in) {
					found = in
					return true
				}
				return false
			}
			for i := from; i < len(free); i++ {
				pick[d] = i
				if rec(i+1, d+1) {
					return true
				}
			}
			return false
		}
		rec(0, 0)
		if found != nil {
			return found, true
		}
		if tries > budget {
			return nil, false
		}
	}
	return nil, false
}
