package table

import (
	"context"
	"strconv"
	"strings"

	"github.com/tablemate/tablemate/companion"
)

// Explain explains one claim about the seat's target from the seat's
// knowledge only, under the table's hint level: refused when hints are off,
// limited to the seat's own marks at "check". Like Hints, each answer is
// computed once per seat state, and abandoned when the seat moves on.
func (t *Table) Explain(ctx context.Context, seat companion.Actor, req companion.ExplainRequest) (any, error) {
	t.mu.Lock()
	level, st, err := t.hintGate(seat)
	if err != nil {
		t.mu.Unlock()
		return nil, err
	}
	x, ok := st.(companion.Explainer)
	if !ok {
		t.mu.Unlock()
		return nil, companion.Errorf(companion.Forbidden, "hints are off at this table")
	}
	if req.Lang != "en" {
		req.Lang = "ko"
	}
	req.Level = level
	req.Names = make([]string, len(t.names))
	for i, n := range t.names {
		req.Names[i] = n.Name
	}
	// The names are in the key as well: a sentence worded with old names is never served again.
	key := workKey{seat: seat, seq: t.seqFor(seat), what: "explain",
		arg: req.Claim + "|" + strconv.FormatBool(req.Is) + "|" + req.Lang + "|" + strings.Join(req.Names, "\x00")}
	return t.hints.get(ctx, key, func() (companion.Job, error) { return x.ExplainJob(seat, req) }, t.mu.Unlock)
}
