package tagiron

import (
	"fmt"
	"strings"

	"github.com/tablemate/tablemate/solver/explain"
	"github.com/tablemate/tablemate/solver/korean"
)

// Conflict is a set of a seat's entries that cannot all hold together with its own rack: no deal fits
// them all. Entries are indexes: log entries first, then the seat's wrong declarations (len(log) + i).
// No entry can be dropped from the set and leave it impossible (it is irreducible).
type Conflict = explain.Conflict

// FindConflict returns, when the seat's knowledge contradicts itself, an irreducible set of entries that
// cannot all hold and a sentence naming them (lang "ko" or "en"; names as for Explain); ok is false when
// some deal fits everything.
func FindConflict(req SolveRequest, lang string, names []string) (c Conflict, ok bool, err error) {
	l, err := parseLang(lang)
	if err != nil {
		return Conflict{}, false, err
	}
	s, err := parseState(req)
	if err != nil {
		return Conflict{}, false, err
	}
	nLog := len(req.Log)
	impossible := func(in []bool) bool {
		sub := req
		sub.Log, sub.Wrong = nil, nil
		for i, e := range req.Log {
			if in[i] {
				sub.Log = append(sub.Log, e)
			}
		}
		for i, g := range req.Wrong {
			if in[nLog+i] {
				sub.Wrong = append(sub.Wrong, g)
			}
		}
		st, err := parseState(sub)
		return err != nil || newEngine(st).total == 0
	}
	in, found := explain.Irreducible(nLog+len(req.Wrong), impossible)
	if !found {
		return Conflict{}, false, nil
	}
	x := &explainer{state: s, names: names}
	var parts []string
	for i, kept := range in {
		if !kept {
			continue
		}
		c.Entries = append(c.Entries, i)
		if i < nLog {
			parts = append(parts, x.entrySentence(req.Log[i], l))
			continue
		}
		var ts []string
		for _, id := range req.Wrong[i-nLog] {
			t, _ := ParseTile(id)
			ts = append(ts, TileWords(t, l == langEN))
		}
		if l == langEN {
			parts = append(parts, fmt.Sprintf("You declared %s and heard “wrong”.", strings.Join(ts, ", ")))
		} else {
			parts = append(parts, fmt.Sprintf("내가 %s 선언했고 “틀렸다”는 답을 들었습니다.", korean.With(strings.Join(ts, ", "), "이라고/라고")))
		}
	}
	tail := "이 사실들은 내 타일과 함께 성립할 수 없습니다: 이 중 하나를 잘못 입력했을 수 있습니다."
	if l == langEN {
		tail = "These cannot all be true with your tiles: one of them may have been entered wrongly."
	}
	c.Text = strings.TrimSpace(strings.Join(parts, " ") + " " + tail)
	return c, true, nil
}
