package gametest

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"pgregory.net/rapid"
)

// Effective returns the game events of a log that the fold applies, in
// order: the table's own kinds left out, and every event an effective undo
// took back (an undo of an undo restores its target).
func Effective(events []companion.Event) []companion.Event {
	undone := map[int64]bool{}
	for i := len(events) - 1; i >= 0; i-- {
		e := events[i]
		if e.Kind != companion.KindUndo || undone[e.Seq] {
			continue
		}
		var d struct {
			Target int64 `json:"target"`
		}
		if json.Unmarshal(e.Data, &d) == nil {
			undone[d.Target] = true
		}
	}
	var out []companion.Event
	for _, e := range events {
		switch e.Kind {
		case companion.KindUndo, companion.KindEnd, companion.KindRollback:
			continue
		}
		if !undone[e.Seq] {
			out = append(out, e)
		}
	}
	return out
}

// New makes a game's initial state for the settings.
func New(tb require.TestingT, set companion.Settings) companion.State {
	g, err := companion.GameFor(set.Game)
	require.NoError(tb, err)
	st, err := g.Rules.New(set)
	require.NoError(tb, err)
	return st
}

// Fold applies game events to st, requiring each to apply.
func Fold(tb require.TestingT, st companion.State, events []companion.Event) companion.State {
	for _, e := range events {
		next, err := Apply(tb, st, e)
		require.NoError(tb, err, "event %d (%s)", e.Seq, e.Kind)
		st = next
	}
	return st
}

// Apply applies one event, failing the test if the game panics.
func Apply(tb require.TestingT, st companion.State, e companion.Event) (next companion.State, err error) {
	defer func() {
		if r := recover(); r != nil {
			tb.Errorf("Apply panicked on a %s event %s: %v", e.Kind, e.Data, r)
			tb.FailNow()
		}
	}()
	return st.Apply(e)
}

// RequireRefused requires Apply to refuse the event with an error that
// contains every one of the given phrases, without panicking.
func RequireRefused(tb require.TestingT, st companion.State, e companion.Event, phrases ...string) {
	_, err := Apply(tb, st, e)
	require.Error(tb, err, "a %s event %s must be refused", e.Kind, e.Data)
	for _, p := range phrases {
		require.ErrorContains(tb, err, p)
	}
}

// CheckDamage is a property over a recorded log: fold a random prefix, damage
// the next event in a random way (its JSON cut short or not JSON at all, an
// unknown or another kind, a field replaced by a value of any shape: a seat
// out of range, an id the game does not have, a list, null) and apply it. The
// game may accept what is still a legal event, but it must never panic, and an
// event whose data is not JSON or whose kind is unknown must be an error.
func CheckDamage(t *rapid.T, log Log) {
	events := Effective(log.Events)
	kinds := map[string]bool{}
	var strs []string
	seen := map[string]bool{}
	for _, e := range events {
		kinds[e.Kind] = true
		var v any
		if json.Unmarshal(e.Data, &v) == nil {
			collectStrings(v, seen, &strs)
		}
	}
	sort.Strings(strs)
	kindList := make([]string, 0, len(kinds))
	for k := range kinds {
		kindList = append(kindList, k)
	}
	sort.Strings(kindList)

	n := rapid.IntRange(0, len(events)-1).Draw(t, "at")
	st := Fold(t, New(t, log.Settings), events[:n])
	e := events[n]
	switch rapid.IntRange(0, 3).Draw(t, "damage") {
	case 0: // the data cut short, or not JSON
		cut := rapid.IntRange(0, max(0, len(e.Data)-1)).Draw(t, "cut")
		e.Data = append(json.RawMessage(nil), e.Data[:cut]...)
		if cut == 0 {
			e.Data = json.RawMessage(rapid.SampledFrom([]string{"", "{", "nul", "\x00", "[1,"}).Draw(t, "junk"))
		}
		if !json.Valid(e.Data) {
			_, err := Apply(t, st, e)
			require.Error(t, err, "data that is not JSON")
		}
		return
	case 1: // an unknown kind
		e.Kind = rapid.SampledFrom([]string{"nope", "", "tiles", "undo.x", e.Kind + "!"}).Draw(t, "kind")
		_, err := Apply(t, st, e)
		require.Error(t, err, "an unknown kind")
		return
	case 2: // another kind's data under this kind
		e.Kind = rapid.SampledFrom(kindList).Draw(t, "kind")
	case 3: // one field replaced
		var v any
		if json.Unmarshal(e.Data, &v) != nil {
			v = map[string]any{}
		}
		v = replaceOne(t, v, strs)
		b, err := json.Marshal(v)
		require.NoError(t, err)
		e.Data = b
	}
	Apply(t, st, e) //nolint:errcheck // a still-legal event may apply; what matters is no panic
}

func collectStrings(v any, seen map[string]bool, out *[]string) {
	switch x := v.(type) {
	case string:
		if !seen[x] {
			seen[x] = true
			*out = append(*out, x)
		}
	case []any:
		for _, y := range x {
			collectStrings(y, seen, out)
		}
	case map[string]any:
		for _, y := range x {
			collectStrings(y, seen, out)
		}
	}
}

// replaceOne replaces one value somewhere in v (a leaf, a list or an
// object) with a drawn value, and may add or drop a field.
func replaceOne(t *rapid.T, v any, strs []string) any {
	var paths [][]any
	walk(v, nil, &paths)
	if len(paths) == 0 {
		return value(t, strs)
	}
	path := paths[rapid.IntRange(0, len(paths)-1).Draw(t, "path")]
	return set(v, path, value(t, strs))
}

func walk(v any, path []any, out *[][]any) {
	*out = append(*out, append([]any(nil), path...))
	switch x := v.(type) {
	case []any:
		for i, y := range x {
			walk(y, append(path, i), out)
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			walk(x[k], append(path, k), out)
		}
	}
}

func set(v any, path []any, to any) any {
	if len(path) == 0 {
		return to
	}
	switch x := v.(type) {
	case []any:
		i := path[0].(int)
		x[i] = set(x[i], path[1:], to)
		return x
	case map[string]any:
		k := path[0].(string)
		x[k] = set(x[k], path[1:], to)
		return x
	}
	return v
}

// value draws a replacement: numbers around and far outside every range,
// ids seen in the log and ones no game has, and values of the wrong shape.
func value(t *rapid.T, strs []string) any {
	switch rapid.IntRange(0, 6).Draw(t, "shape") {
	case 0:
		return rapid.IntRange(-3, 12).Draw(t, "int")
	case 1:
		return rapid.SampledFrom([]int{-1 << 31, 1 << 31, 99, 255, 256}).Draw(t, "big")
	case 2:
		if len(strs) > 0 {
			return rapid.SampledFrom(strs).Draw(t, "str")
		}
		fallthrough
	case 3:
		return rapid.SampledFrom([]string{"", "zz9", "r5", "n3", "q99", "Z", "-1", "red99"}).Draw(t, "bad")
	case 4:
		return nil
	case 5:
		n := rapid.IntRange(0, 8).Draw(t, "len")
		out := make([]any, n)
		for i := range out {
			if len(strs) > 0 && rapid.Bool().Draw(t, "fromlog") {
				out[i] = rapid.SampledFrom(strs).Draw(t, "item")
			} else {
				out[i] = rapid.IntRange(-1, 9).Draw(t, "n")
			}
		}
		return out
	}
	return map[string]any{"seat": rapid.IntRange(-2, 9).Draw(t, "seat"), "x": true}
}

// Event is a literal event of the kind with the data, for a game's own
// refusal tests.
func Event(kind string, data any) companion.Event {
	return companion.Event{Seq: 1, Kind: kind, Data: Must(data)}
}

// Must is a tiny helper for literal event data in tests.
func Must(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("gametest: %v", err))
	}
	return b
}

// Play decides a command (its "type" and arguments) against st and applies
// its events, as the Table does, requiring both to succeed; with log, the
// events are numbered on from it and appended to it.
func Play(tb require.TestingT, st companion.State, actor companion.Actor, cmd map[string]any, log *[]companion.Event) companion.State {
	raw, err := json.Marshal(cmd)
	require.NoError(tb, err)
	changes, err := st.Decide(companion.Command{Actor: actor, Type: cmd["type"].(string), Data: raw})
	require.NoError(tb, err, "%v", cmd)
	for _, ch := range changes {
		data, err := json.Marshal(ch.Data)
		require.NoError(tb, err)
		e := companion.Event{Kind: ch.Kind, Actor: actor, Data: data}
		if log != nil {
			e.Seq = int64(len(*log) + 1)
			*log = append(*log, e)
		}
		st, err = st.Apply(e)
		require.NoError(tb, err, "%v", cmd)
	}
	return st
}
