package gametest

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/solver/refuse"
)

// views encodes every audience's view of the state.
func views(t *testing.T, st companion.State, set companion.Settings) map[string]string {
	t.Helper()
	out := map[string]string{}
	for name, a := range Audiences(set.Players) {
		b, err := json.Marshal(st.View(a, companion.ViewContext{Table: "t", Settings: set}))
		require.NoError(t, err)
		out[name] = string(b)
	}
	return out
}

// CheckClone plays the recorded game to several points, clones the state
// there and folds the rest of the game into one copy: the other's views do
// not change, either way round, and the clone shares nothing mutable with
// the original (values of the solver's types may be shared: see
// RequireDisjoint).
func CheckClone(t *testing.T, log Log) {
	t.Helper()
	events := Effective(log.Events)
	for _, n := range []int{0, 1, len(events) / 3, len(events) / 2, len(events) - 1} {
		st := Fold(t, New(t, log.Settings), events[:n])
		before := views(t, st, log.Settings)

		c := st.Clone()
		require.Equal(t, before, views(t, c, log.Settings), "a clone views as the original")
		RequireDisjoint(t, st, c)
		Fold(t, c, events[n:])
		require.Equal(t, before, views(t, st, log.Settings), "folding the clone on leaves the original as it was (at event %d)", n)

		c = st.Clone()
		Fold(t, st, events[n:])
		require.Equal(t, before, views(t, c, log.Settings), "folding the original on leaves the clone as it was (at event %d)", n)
	}
}

// RequireDisjoint requires that no slice backing array, map or pointer
// reachable from a is reachable from b, except inside values of the
// solver's types: the solver's rule is that an update returns a new value
// and never changes one in place (design.md), so its values are immutable
// and a clone may share them. No game lists what it shares.
func RequireDisjoint(t *testing.T, a, b any) {
	t.Helper()
	seen := map[uintptr]string{}
	collect(reflect.ValueOf(a), "a", func(p uintptr, path string) { seen[p] = path })
	collect(reflect.ValueOf(b), "b", func(p uintptr, path string) {
		if at, ok := seen[p]; ok {
			t.Errorf("the clone shares %s with the original (%s)", path, at)
		}
	})
}

func collect(v reflect.Value, path string, found func(uintptr, string)) {
	if !v.IsValid() || immutable(v.Type()) {
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return
		}
		if path != "a" && path != "b" { // the states themselves are the two roots
			found(v.Pointer(), path)
		}
		collect(v.Elem(), path+"*", found)
	case reflect.Interface:
		collect(v.Elem(), path, found)
	case reflect.Slice:
		if v.IsNil() || v.Cap() == 0 {
			return
		}
		found(v.Pointer(), path)
		for i := 0; i < v.Len(); i++ {
			collect(v.Index(i), path+"[]", found)
		}
	case reflect.Map:
		if v.IsNil() {
			return
		}
		found(v.Pointer(), path)
		it := v.MapRange()
		for it.Next() {
			collect(it.Value(), path+"{}", found)
		}
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			collect(v.Index(i), path+"[]", found)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			collect(v.Field(i), path+"."+v.Type().Field(i).Name, found)
		}
	}
}

// solverPath is the import path of the solver tree, whose types are values
// by rule (see RequireDisjoint).
var solverPath = strings.TrimSuffix(reflect.TypeOf(refuse.Refusal{}).PkgPath(), "refuse")

// immutable reports whether values of t are the solver's, which no update
// changes in place (a pointer to one is not: the pointer may be swapped).
func immutable(t reflect.Type) bool {
	return t.Kind() != reflect.Pointer && t.Name() != "" && strings.HasPrefix(t.PkgPath(), solverPath)
}
