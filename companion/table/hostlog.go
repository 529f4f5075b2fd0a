package table

import (
	"context"
	"encoding/json"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/tablemate/tablemate/companion"
)

// KindLogRead records that the host downloaded a set-aside table's whole
// log, secrets and all: every screen says so from then on.
const KindLogRead = "table.log"

// HostLog is what the host's log download holds: while the table is live
// (set-up or play) the public log only — the table's own facts and the
// game's events, those that hold a hidden piece without their data, a
// seat's private events not at all, numbered as the host's view counts —
// and the whole log once the game is over or ended. A set-aside table's whole log is given too (to inspect
// the damage), and that download is announced on every screen.
type HostLog struct {
	Full   bool              `json:"full"`
	Fault  *companion.Fault  `json:"fault"`
	Events []companion.Event `json:"events"`
}

// HostLog returns the host's download of the log (see HostLog).
func (t *Table) HostLog(ctx context.Context) (HostLog, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	over := t.ended || (t.state != nil && t.state.Phase() == companion.PhaseOver)
	switch {
	case over:
		return HostLog{Full: true, Fault: t.fault, Events: append([]companion.Event(nil), t.stored...)}, nil
	case t.fault != nil:
		if _, err := t.commit(ctx, companion.Host, "", []companion.Change{{Kind: KindLogRead}}); err != nil {
			return HostLog{}, err
		}
		return HostLog{Full: true, Fault: t.fault, Events: append([]companion.Event(nil), t.stored...)}, nil
	}
	// The public log: the table's own facts and the game's events; an event
	// that holds a hidden piece is listed without its data (that a seat
	// entered its rack is public), and a private event (a seat's notes) not
	// at all. Events are numbered as the host's own view counts them, so
	// the gaps say nothing either (undo targets follow the numbering).
	sec, _ := t.state.(companion.Secrets)
	renum := map[int64]int64{}
	out := []companion.Event{}
	for _, e := range t.stored {
		if !tableKind(e.Kind) && e.Kind != KindLogRead && t.state.Private(e.Kind) {
			continue
		}
		if !tableKind(e.Kind) && e.Kind != KindLogRead && (sec == nil || sec.Secret(e.Kind)) {
			e.Data = nil
		}
		renum[e.Seq] = int64(len(out) + 1)
		e.Seq = renum[e.Seq]
		e.Key = "" // a seat's action key is its own
		switch e.Kind {
		case KindNext:
			e.Data = json.RawMessage(`{}`) // the next table's seat links
		case companion.KindUndo:
			var d undoData
			if json.Unmarshal(e.Data, &d) == nil {
				e.Data, _ = json.Marshal(undoData{Target: renum[d.Target]})
			}
		case companion.KindRollback:
			var d rollbackData
			if json.Unmarshal(e.Data, &d) == nil {
				to := int64(0)
				for old, n := range renum {
					if old <= d.To && n > to {
						to = n
					}
				}
				e.Data, _ = json.Marshal(rollbackData{To: to})
			}
		}
		out = append(out, e)
	}
	return HostLog{Events: out}, nil
}

// countLogReads counts the host's downloads of a set-aside table's whole log.
func countLogReads(events []companion.Event) int {
	n := 0
	for _, e := range events {
		if e.Kind == KindLogRead {
			n++
		}
	}
	return n
}

var redactors sync.Map // game name -> *regexp.Regexp

// RedactPieces takes every piece of the game's secret sets (its tag sets:
// ids such as "r3" and labels such as "red 3") out of a text, so that a
// damaged table's reason can be shown on the host console during play
// without a hidden piece in it. The server log keeps the whole reason.
func RedactPieces(game, text string) string {
	re, ok := redactors.Load(game)
	if !ok {
		var words []string
		if g, err := companion.GameFor(game); err == nil {
			for _, set := range g.TagSets {
				if !set.Secret {
					continue
				}
				for _, c := range set.Components {
					words = append(words, regexp.QuoteMeta(c.ID), regexp.QuoteMeta(c.Label))
				}
			}
		}
		if len(words) == 0 {
			return text
		}
		sort.Slice(words, func(i, j int) bool { return len(words[i]) > len(words[j]) })
		re, _ = redactors.LoadOrStore(game, regexp.MustCompile(`\b(`+strings.Join(words, "|")+`)\b`))
	}
	return re.(*regexp.Regexp).ReplaceAllString(text, "…")
}
