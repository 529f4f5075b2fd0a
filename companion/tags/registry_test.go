package tags_test

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tablemate/tablemate/companion"
	_ "github.com/tablemate/tablemate/companion/games" // the games declare the tag sets
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/tags"
)

func openStore(tb testing.TB, path string) *sqlite.Store {
	tb.Helper()
	s, err := sqlite.Open(context.Background(), path)
	require.NoError(tb, err)
	return s
}

func openRegistry(tb testing.TB, s tags.Store) *tags.Registry {
	tb.Helper()
	r, err := tags.OpenRegistry(context.Background(), s)
	require.NoError(tb, err)
	return r
}

func TestRegistry(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "tablemate.db")
	store := openStore(t, path)
	reg := openRegistry(t, store)

	t.Run("register and look up", func(t *testing.T) {
		e, err := reg.Register(ctx, tags.Entry{Tag: " 1300AB4F21 ", Set: tags.Set("tagiron-tiles"), Component: "r0"})
		require.NoError(t, err)
		assert.Equal(t, "1300AB4F21", e.Tag, "the tag is trimmed")
		got, ok := reg.Lookup("1300AB4F21")
		require.True(t, ok)
		assert.Equal(t, tags.Entry{Tag: "1300AB4F21", Set: tags.Set("tagiron-tiles"), Component: "r0"}, got)
		_, err = reg.Register(ctx, e)
		assert.NoError(t, err, "the same mapping again is a no-op")
		assert.Equal(t, 1, reg.Count(tags.Set("tagiron-tiles"), "r0"))
	})
	t.Run("one tag never maps to two components", func(t *testing.T) {
		_, err := reg.Register(ctx, tags.Entry{Tag: "1300AB4F21", Set: tags.Set("tagiron-tiles"), Component: "b0"})
		require.Error(t, err)
		assert.Equal(t, companion.Conflict, companion.ErrorCode(err))
		assert.Contains(t, err.Error(), "already registered as tagiron-tiles r0")
		_, err = reg.Register(ctx, tags.Entry{Tag: "1300AB4F21", Set: tags.Set("lexio-tiles"), Component: "sun1"})
		require.Error(t, err, "not even in another set")
		got, _ := reg.Lookup("1300AB4F21")
		assert.Equal(t, "r0", got.Component, "nothing changed")
		assert.Equal(t, 0, reg.Count(tags.Set("tagiron-tiles"), "b0"))
	})
	t.Run("copies bound the tags of a component", func(t *testing.T) {
		for _, tag := range []string{"G5-A", "G5-B"} {
			_, err := reg.Register(ctx, tags.Entry{Tag: tag, Set: tags.Set("tagiron-tiles"), Component: "g5"})
			require.NoError(t, err)
		}
		_, err := reg.Register(ctx, tags.Entry{Tag: "G5-C", Set: tags.Set("tagiron-tiles"), Component: "g5"})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "tagiron-tiles g5 has 2 physical copies")
		for _, tag := range []string{"R5-1", "R5-2", "R5-3", "R5-4"} {
			_, err := reg.Register(ctx, tags.Entry{Tag: tag, Set: tags.Set("code777-tiles"), Component: "red5"})
			require.NoError(t, err, "four red 5s in Code 777")
		}
		_, err = reg.Register(ctx, tags.Entry{Tag: "R5-5", Set: tags.Set("code777-tiles"), Component: "red5"})
		assert.Error(t, err)
		_, ok := reg.Lookup("R5-5")
		assert.False(t, ok)
	})
	t.Run("bad ids are refused", func(t *testing.T) {
		for _, e := range []tags.Entry{
			{Tag: "X", Set: tags.Set("tagiron-tiles"), Component: "r5"},
			{Tag: "X", Set: "chess-pieces", Component: "k"},
			{Tag: "", Set: tags.Set("tagiron-tiles"), Component: "r1"},
			{Tag: "a\x01b", Set: tags.Set("tagiron-tiles"), Component: "r1"},
			{Tag: "X", Set: tags.Set("code777-cards"), Component: "q24"},
		} {
			_, err := reg.Register(ctx, e)
			require.Error(t, err, "%v", e)
			assert.Equal(t, companion.Invalid, companion.ErrorCode(err), "%v", e)
		}
		assert.Len(t, reg.List(""), 7)
	})
	t.Run("unregister", func(t *testing.T) {
		_, err := reg.Register(ctx, tags.Entry{Tag: "TMP", Set: tags.Set("code777-cards"), Component: "q23"})
		require.NoError(t, err)
		e, err := reg.Unregister(ctx, "TMP")
		require.NoError(t, err)
		assert.Equal(t, "q23", e.Component)
		_, err = reg.Unregister(ctx, "TMP")
		assert.Equal(t, companion.NotFound, companion.ErrorCode(err))
	})
	t.Run("reopen keeps everything", func(t *testing.T) {
		before := reg.List("")
		require.NoError(t, store.Close())
		store = openStore(t, path)
		defer store.Close()
		again := openRegistry(t, store)
		assert.Equal(t, before, again.List(""))
		assert.Len(t, before, 7)
		assert.Equal(t, 4, again.Count(tags.Set("code777-tiles"), "red5"))
	})
}

func TestImportExport(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	src := openStore(t, filepath.Join(dir, "a.db"))
	defer src.Close()
	reg := openRegistry(t, src)
	want := []tags.Entry{
		{Tag: "T1", Set: tags.Set("tagiron-tiles"), Component: "g5"},
		{Tag: "T2", Set: tags.Set("tagiron-tiles"), Component: "g5"},
		{Tag: "C1", Set: tags.Set("tagiron-cards"), Component: "where-0"},
		{Tag: "Q7", Set: tags.Set("code777-cards"), Component: "q7"},
		{Tag: "K1", Set: tags.Set("clues13-cards"), Component: "officer"},
		{Tag: "L1", Set: tags.Set("lexio-tiles"), Component: "cloud15"},
	}
	for _, e := range want {
		_, err := reg.Register(ctx, e)
		require.NoError(t, err)
	}
	var buf bytes.Buffer
	require.NoError(t, json.NewEncoder(&buf).Encode(reg.Export("")))
	exported := buf.String()

	t.Run("round trip into a new file", func(t *testing.T) {
		path := filepath.Join(dir, "b.db")
		dst := openStore(t, path)
		f, err := tags.ReadFile(bytes.NewReader([]byte(exported)))
		require.NoError(t, err)
		rep, err := openRegistry(t, dst).Import(ctx, f, false)
		require.NoError(t, err)
		assert.Equal(t, tags.ImportReport{Added: 6}, rep)
		require.NoError(t, dst.Close())
		dst = openStore(t, path)
		defer dst.Close()
		back := openRegistry(t, dst)
		assert.Equal(t, reg.List(""), back.List(""))
		var again bytes.Buffer
		require.NoError(t, json.NewEncoder(&again).Encode(back.Export("")))
		assert.JSONEq(t, exported, again.String())
		rep, err = back.Import(ctx, f, false)
		require.NoError(t, err)
		assert.Equal(t, tags.ImportReport{Unchanged: 6}, rep, "importing twice changes nothing")
	})
	t.Run("export one set", func(t *testing.T) {
		f := reg.Export(tags.Set("tagiron-tiles"))
		assert.Equal(t, tags.FileFormat, f.Format)
		assert.Equal(t, want[:2], f.Tags)
	})
	t.Run("a conflicting file changes nothing", func(t *testing.T) {
		before := reg.List("")
		for name, f := range map[string]tags.File{
			"tag registered elsewhere": {Format: tags.FileFormat, Tags: []tags.Entry{{Tag: "N1", Set: tags.Set("tagiron-tiles"), Component: "r1"}, {Tag: "T1", Set: tags.Set("tagiron-tiles"), Component: "r2"}}},
			"tag twice in the file":    {Format: tags.FileFormat, Tags: []tags.Entry{{Tag: "N1", Set: tags.Set("tagiron-tiles"), Component: "r1"}, {Tag: "N1", Set: tags.Set("tagiron-tiles"), Component: "r2"}}},
			"a third g5":               {Format: tags.FileFormat, Tags: []tags.Entry{{Tag: "N1", Set: tags.Set("tagiron-tiles"), Component: "r1"}, {Tag: "N3", Set: tags.Set("tagiron-tiles"), Component: "g5"}}},
			"unknown component":        {Format: tags.FileFormat, Tags: []tags.Entry{{Tag: "N1", Set: tags.Set("tagiron-tiles"), Component: "r1"}, {Tag: "N3", Set: tags.Set("tagiron-tiles"), Component: "x9"}}},
		} {
			_, err := reg.Import(ctx, f, false)
			require.Error(t, err, name)
			assert.Contains(t, err.Error(), "nothing changed", name)
			assert.Equal(t, before, reg.List(""), name)
		}
	})
	t.Run("replace a set", func(t *testing.T) {
		f := tags.File{Format: tags.FileFormat, Tags: []tags.Entry{{Tag: "NEW-G5", Set: tags.Set("tagiron-tiles"), Component: "g5"}}}
		rep, err := reg.Import(ctx, f, true)
		require.NoError(t, err)
		assert.Equal(t, tags.ImportReport{Added: 1, Removed: 2}, rep)
		assert.Equal(t, f.Tags, reg.List(tags.Set("tagiron-tiles")))
		assert.Len(t, reg.List(""), 5, "other sets stay")
	})
	t.Run("bad files", func(t *testing.T) {
		for _, s := range []string{`{"format":"other/1","tags":[]}`, `{"format":"tablemate-tags/1","tags":[],"x":1}`, `[`} {
			_, err := tags.ReadFile(bytes.NewReader([]byte(s)))
			assert.Error(t, err, s)
		}
	})
}

// memStore is an in-memory Store for the property test (SQLite's own
// behaviour is covered above).
type memStore struct {
	tags   map[string]tags.Entry
	routes map[string]tags.Route
}

func (m *memStore) TagEntries(context.Context) ([]tags.Entry, error) {
	var out []tags.Entry
	for _, e := range m.tags {
		out = append(out, e)
	}
	return out, nil
}

func (m *memStore) ChangeTags(_ context.Context, remove []string, add []tags.Entry) error {
	next := map[string]tags.Entry{}
	for k, v := range m.tags {
		next[k] = v
	}
	for _, t := range remove {
		delete(next, t)
	}
	for _, e := range add {
		if _, dup := next[e.Tag]; dup {
			return assert.AnError
		}
		next[e.Tag] = e
	}
	m.tags = next
	return nil
}

func (m *memStore) ReaderRoutes(context.Context) ([]tags.Route, error) {
	var out []tags.Route
	for _, r := range m.routes {
		out = append(out, r)
	}
	return out, nil
}

func (m *memStore) SetReaderRoute(_ context.Context, r tags.Route) error {
	if m.routes == nil {
		m.routes = map[string]tags.Route{}
	}
	if r.Table == "" {
		delete(m.routes, r.Reader)
	} else {
		m.routes[r.Reader] = r
	}
	return nil
}

// TestRegistryInvariants: whatever is registered, imported or removed, no
// tag has two components, no component has more tags than copies, and the
// store always holds exactly what the registry says.
func TestRegistryInvariants(t *testing.T) {
	ctx := context.Background()
	sets := tags.Sets()
	rapid.Check(t, func(t *rapid.T) {
		store := &memStore{tags: map[string]tags.Entry{}}
		reg, err := tags.OpenRegistry(ctx, store)
		require.NoError(t, err)
		entry := func(t *rapid.T) tags.Entry {
			set := rapid.SampledFrom(sets).Draw(t, "set")
			cs := set.Components()
			c := cs[rapid.IntRange(0, min(len(cs), 3)-1).Draw(t, "component")]
			return tags.Entry{Tag: rapid.SampledFrom([]string{"A", "B", "C", "D", "E", "F"}).Draw(t, "tag"), Set: set, Component: c.ID}
		}
		for range rapid.IntRange(1, 30).Draw(t, "ops") {
			switch rapid.IntRange(0, 2).Draw(t, "op") {
			case 0:
				_, _ = reg.Register(ctx, entry(t))
			case 1:
				_, _ = reg.Unregister(ctx, rapid.SampledFrom([]string{"A", "B", "C"}).Draw(t, "del"))
			case 2:
				f := tags.File{Format: tags.FileFormat}
				for range rapid.IntRange(0, 3).Draw(t, "n") {
					f.Tags = append(f.Tags, entry(t))
				}
				_, _ = reg.Import(ctx, f, rapid.Bool().Draw(t, "replace"))
			}
			listed := reg.List("")
			seen := map[string]bool{}
			for _, e := range listed {
				require.False(t, seen[e.Tag], "tag %s twice", e.Tag)
				seen[e.Tag] = true
				c, err := e.Set.Component(e.Component)
				require.NoError(t, err)
				require.LessOrEqual(t, reg.Count(e.Set, e.Component), c.Copies)
				require.Equal(t, e, store.tags[e.Tag])
			}
			require.Len(t, store.tags, len(listed))
		}
	})
}

// TestPrintedBoxesCountTheirOwnCopies: every printed box (LabelBox) is a
// whole set of pieces, so a shelf of boxes of one game fits one registry,
// while one box still cannot tag a piece twice over.
func TestPrintedBoxesCountTheirOwnCopies(t *testing.T) {
	ctx := context.Background()
	store := openStore(t, filepath.Join(t.TempDir(), "tablemate.db"))
	defer store.Close()
	reg := openRegistry(t, store)
	box1, box2 := tags.LabelTag("AAAAA", "000001"), tags.LabelTag("BBBBB", "000001")
	assert.Equal(t, "AAAAA", tags.LabelBox(box1))
	for _, notLabel := range []string{"1300AB4F21", "TM-AAAAA-00000", "TM-AAAAA-00000I", "TM-AAAA-0000001", "XX-AAAAA-000001"} {
		assert.Empty(t, tags.LabelBox(notLabel), notLabel)
	}
	_, err := reg.Register(ctx, tags.Entry{Tag: box1, Set: "tagiron-tiles", Component: "r0"})
	require.NoError(t, err)
	_, err = reg.Register(ctx, tags.Entry{Tag: box2, Set: "tagiron-tiles", Component: "r0"})
	require.NoError(t, err, "another box has its own r0")
	_, err = reg.Register(ctx, tags.Entry{Tag: "RFID-1", Set: "tagiron-tiles", Component: "r0"})
	require.NoError(t, err, "and so does the box the wizard tags")
	assert.Equal(t, 1, reg.Count("tagiron-tiles", "r0"), "the wizard counts its own box only")
	_, err = reg.Register(ctx, tags.Entry{Tag: tags.LabelTag("AAAAA", "000002"), Set: "tagiron-tiles", Component: "r0"})
	assert.ErrorContains(t, err, "too many tags")
}
