package code777

import (
	"fmt"
	"strings"

	"github.com/tablemate/tablemate/solver/explain"
	"github.com/tablemate/tablemate/solver/korean"
)

// Conflict is a set of a seat's entries that cannot all hold together with the tiles it saw: no rack
// fits them all. Entries are indexes: log entries first, then history steps (len(log) + i) that state a
// fact about the seat's earlier racks (an answer, a challenge judged wrong, the tiles it looked at). No
// entry can be dropped from the set and leave it impossible (it is irreducible).
type Conflict = explain.Conflict

// FindConflict returns, when the seat's knowledge contradicts itself, an irreducible set of entries that
// cannot all hold and a sentence naming them (lang "ko" or "en"; names as for Explain); ok is false when
// some rack fits everything.
func FindConflict(req SolveRequest, lang string, names []string) (c Conflict, ok bool, err error) {
	english, err := korean.English(lang)
	if err != nil {
		return Conflict{}, false, err
	}
	if _, err := parseKnowledge(req); err != nil {
		return Conflict{}, false, err
	}
	nLog := len(req.Log)
	var facts []int // history steps that state a fact (droppable)
	for i, st := range req.History {
		if st.Read != nil || (st.Discard != "" && (st.Not != "" || len(st.Tiles) > 0)) {
			facts = append(facts, i)
		}
	}
	impossible := func(in []bool) bool {
		sub := req
		sub.Log = nil
		for i, e := range req.Log {
			if in[i] {
				sub.Log = append(sub.Log, e)
			}
		}
		if req.History != nil {
			sub.History = make([]Step, 0, len(req.History))
			drop := map[int]bool{}
			for j, i := range facts {
				drop[i] = !in[nLog+j]
			}
			seen := append([]string(nil), req.SeenDiscards...)
			for i, st := range req.History {
				switch {
				case !drop[i]:
				case st.Read != nil:
					continue
				case len(st.Tiles) > 0:
					// Not looked at: the tiles become discards it did not see (gone from seen_discards
					// unless a reshuffle came since).
					if !reshuffledAfter(req.History, i) {
						seen = without(seen, st.Tiles)
					}
					st.Tiles = nil
				default:
					st.Not = ""
				}
				sub.History = append(sub.History, st)
			}
			sub.SeenDiscards = seen
		}
		kn, err := parseKnowledge(sub)
		if err != nil {
			return true
		}
		return len(kn.worlds(kn.clues)) == 0
	}
	in, found := explain.Irreducible(nLog+len(facts), impossible)
	if !found {
		return Conflict{}, false, nil
	}
	x := explainText{english: english, seat: req.Seat, opts: Options{Q2ThresholdMore: req.Q2ThresholdMore}, names: names}
	var parts []string
	for i, kept := range in {
		if !kept {
			continue
		}
		c.Entries = append(c.Entries, i)
		if i < nLog {
			parts = append(parts, x.entry(req.Log[i]))
			continue
		}
		st := req.History[facts[i-nLog]]
		switch {
		case st.Read != nil:
			parts = append(parts, x.entry(*st.Read))
		case st.Not != "" && english:
			parts = append(parts, fmt.Sprintf("You challenged with %s on an earlier rack and heard “wrong”.", st.Not))
		case st.Not != "":
			parts = append(parts, fmt.Sprintf("예전 받침대로 %s 도전했고 “틀렸다”는 답을 들었습니다.", korean.With(st.Not, "이라고/라고")))
		case english:
			parts = append(parts, fmt.Sprintf("You looked at your earlier rack: %s.", tileWords(st.Tiles, true)))
		default:
			parts = append(parts, fmt.Sprintf("예전 내 받침대를 보니 %s습니다.", korean.With(tileWords(st.Tiles, false), "이었/였")))
		}
	}
	tail := "이 사실들은 내가 본 타일과 함께 성립할 수 없습니다: 이 중 하나를 잘못 입력했을 수 있습니다."
	if english {
		tail = "These cannot all be true with the tiles you saw: one of them may have been entered wrongly."
	}
	c.Text = strings.TrimSpace(strings.Join(parts, " ") + " " + tail)
	return c, true, nil
}

func tileWords(ids []string, english bool) string {
	var ws []string
	for _, id := range ids {
		if k, err := ParseKind(id); err == nil {
			ws = append(ws, KindWords(k, english))
		}
	}
	return strings.Join(ws, ", ")
}

// reshuffledAfter reports whether a reshuffle step follows step i.
func reshuffledAfter(h []Step, i int) bool {
	for _, st := range h[i+1:] {
		if st.Reshuffle {
			return true
		}
	}
	return false
}

// without returns ids less one copy of each of drop.
func without(ids, drop []string) []string {
	out := append([]string(nil), ids...)
	for _, d := range drop {
		for i, id := range out {
			if id == d {
				out = append(out[:i], out[i+1:]...)
				break
			}
		}
	}
	return out
}
