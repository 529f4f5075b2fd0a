package tags

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"

	"github.com/tablemate/tablemate/companion"
)

// Store keeps the registry and the reader routes durably (package
// companion/sqlite implements it in the tables' database file).
type Store interface {
	// TagEntries loads every registered tag.
	TagEntries(ctx context.Context) ([]Entry, error)
	// ChangeTags removes the given tags and adds the entries in one
	// transaction: it fails, changing nothing, if an added tag exists.
	ChangeTags(ctx context.Context, remove []string, add []Entry) error
	// ReaderRoutes loads every reader's route.
	ReaderRoutes(ctx context.Context) ([]Route, error)
	// SetReaderRoute stores a route; an empty Table deletes the reader's route.
	SetReaderRoute(ctx context.Context, r Route) error
}

// Registry is the tag registry: every tag's component, cached in memory and
// written through to the Store. It is safe for concurrent use.
type Registry struct {
	store Store

	mu    sync.RWMutex
	byTag map[string]Entry
}

// OpenRegistry loads the registry from the store.
func OpenRegistry(ctx context.Context, store Store) (*Registry, error) {
	es, err := store.TagEntries(ctx)
	if err != nil {
		return nil, fmt.Errorf("loading the tag registry: %w", err)
	}
	r := &Registry{store: store, byTag: make(map[string]Entry, len(es))}
	for _, e := range es {
		r.byTag[e.Tag] = e
	}
	return r, nil
}

// Lookup returns the entry of a raw tag id.
func (r *Registry) Lookup(tag string) (Entry, bool) {
	tag, err := NormalizeTag(tag)
	if err != nil {
		return Entry{}, false
	}
	r.mu.RLock()
	defer r.mu.RUnlock()
	e, ok := r.byTag[tag]
	return e, ok
}

// List returns the entries of one set ("" = every set), in set order, then
// component order, then tag.
func (r *Registry) List(set Set) []Entry {
	r.mu.RLock()
	out := make([]Entry, 0, len(r.byTag))
	for _, e := range r.byTag {
		if set == "" || e.Set == set {
			out = append(out, e)
		}
	}
	r.mu.RUnlock()
	sortEntries(out)
	return out
}

func sortEntries(es []Entry) {
	setIndex := map[Set]int{}
	for i, s := range allSets {
		setIndex[s] = i
	}
	sort.Slice(es, func(i, j int) bool {
		a, b := es[i], es[j]
		if a.Set != b.Set {
			return setIndex[a.Set] < setIndex[b.Set]
		}
		if oa, ob := a.Set.order(a.Component), b.Set.order(b.Component); oa != ob {
			return oa < ob
		}
		return a.Tag < b.Tag
	})
}

// Count returns how many tags map to a component, printed labels left out:
// it is what the wizard still has to register for the one box it tags.
func (r *Registry) Count(set Set, component string) int {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.countLocked(set, component, "")
}

// countLocked counts the tags of one box that map to a component. Each
// printed box (LabelBox) is a whole set of pieces of its own; every other
// tag belongs to box "", the one the wizard tags.
func (r *Registry) countLocked(set Set, component, box string) int {
	n := 0
	for _, e := range r.byTag {
		if e.Set == set && e.Component == component && LabelBox(e.Tag) == box {
			n++
		}
	}
	return n
}

// Register maps a tag to a component. Registering the same mapping again is
// a no-op; a tag already mapped elsewhere, or a component that already has
// a tag on every physical copy, is refused.
func (r *Registry) Register(ctx context.Context, e Entry) (Entry, error) {
	e, err := e.check()
	if err != nil {
		return e, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if old, ok := r.byTag[e.Tag]; ok {
		if old == e {
			return e, nil
		}
		return e, companion.Refuse("tag %s is already registered as %s %s; remove it first", e.Tag, string(old.Set), old.Component)
	}
	if err := r.checkCopies(map[[3]string]int{{string(e.Set), e.Component, LabelBox(e.Tag)}: 1}); err != nil {
		return e, err
	}
	if err := r.store.ChangeTags(ctx, nil, []Entry{e}); err != nil {
		return e, storeError(err)
	}
	r.byTag[e.Tag] = e
	return e, nil
}

// checkCopies refuses adding more tags to components than they have copies,
// box by box (set, component, LabelBox).
func (r *Registry) checkCopies(adds map[[3]string]int) error {
	keys := make([][3]string, 0, len(adds))
	for k := range adds {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return strings.Join(keys[i][:], " ") < strings.Join(keys[j][:], " ") })
	var errs []string
	for _, k := range keys {
		set := Set(k[0])
		c, _ := set.Component(k[1])
		if have := r.countLocked(set, k[1], k[2]); have+adds[k] > c.Copies {
			errs = append(errs, fmt.Sprintf("%s %s has %d physical %s and %d tag(s) registered already", k[0], k[1], c.Copies, plural(c.Copies, "copy", "copies"), have))
		}
	}
	if len(errs) > 0 {
		return companion.Refuse("too many tags: %s; remove a tag first", strings.Join(errs, "; "))
	}
	return nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Unregister removes a tag and returns what it was.
func (r *Registry) Unregister(ctx context.Context, tag string) (Entry, error) {
	tag, err := NormalizeTag(tag)
	if err != nil {
		return Entry{}, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	e, ok := r.byTag[tag]
	if !ok {
		return Entry{}, companion.Errorf(companion.NotFound, "tag %s is not registered", tag)
	}
	if err := r.store.ChangeTags(ctx, []string{tag}, nil); err != nil {
		return Entry{}, storeError(err)
	}
	delete(r.byTag, tag)
	return e, nil
}

func storeError(err error) error {
	return &companion.Error{Code: companion.Internal, Key: "the database could not save this; nothing changed", Msg: "saving the tag registry failed", Err: err}
}

// FileFormat names the JSON export format (and its version).
const FileFormat = "tablemate-tags/1"

// File is the JSON import/export form of the registry.
type File struct {
	Format string  `json:"format"`
	Tags   []Entry `json:"tags"`
}

// Export returns the entries of one set ("" = all) as a File.
func (r *Registry) Export(set Set) File {
	return File{Format: FileFormat, Tags: r.List(set)}
}

// ReadFile decodes a File, refusing unknown fields and other formats.
func ReadFile(rd io.Reader) (File, error) {
	dec := json.NewDecoder(rd)
	dec.DisallowUnknownFields()
	var f File
	if err := dec.Decode(&f); err != nil {
		return f, companion.Bad("malformed tag file: %v", err)
	}
	if f.Format != FileFormat {
		return f, companion.Bad("tag file format %q is not %q", f.Format, FileFormat)
	}
	return f, nil
}

// ImportReport says what an import did.
type ImportReport struct {
	Added     int `json:"added"`
	Unchanged int `json:"unchanged"`
	Removed   int `json:"removed"`
}

// Import adds every entry of f, all or nothing. With replace, every
// registered tag of the sets f mentions is removed first. It refuses a file
// that maps one tag twice, a tag registered as another component, and more
// tags for a component than it has copies, listing every problem.
func (r *Registry) Import(ctx context.Context, f File, replace bool) (ImportReport, error) {
	var rep ImportReport
	var errs []error
	seen := map[string]Entry{}
	var entries []Entry
	for i, e := range f.Tags {
		e, err := e.check()
		if err != nil {
			errs = append(errs, fmt.Errorf("entry %d: %s", i+1, companion.AsError(err).Msg))
			continue
		}
		if prev, ok := seen[e.Tag]; ok {
			if prev != e {
				errs = append(errs, fmt.Errorf("entry %d: tag %s is both %s %s and %s %s", i+1, e.Tag, prev.Set, prev.Component, e.Set, e.Component))
			}
			continue
		}
		seen[e.Tag] = e
		entries = append(entries, e)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	sets := map[Set]bool{}
	for _, e := range entries {
		sets[e.Set] = true
	}
	var remove []string
	if replace {
		for tag, e := range r.byTag {
			if sets[e.Set] {
				remove = append(remove, tag)
			}
		}
		sort.Strings(remove)
	}
	removed := map[string]bool{}
	for _, t := range remove {
		removed[t] = true
	}
	adds := map[[3]string]int{}
	var add []Entry
	for _, e := range entries {
		if old, ok := r.byTag[e.Tag]; ok && !removed[e.Tag] {
			if old != e {
				errs = append(errs, fmt.Errorf("tag %s is already registered as %s %s", e.Tag, old.Set, old.Component))
			} else {
				rep.Unchanged++
			}
			continue
		}
		adds[[3]string{string(e.Set), e.Component, LabelBox(e.Tag)}]++
		add = append(add, e)
	}
	// Copies are counted against what stays after the removal.
	saved := r.byTag
	if replace {
		r.byTag = map[string]Entry{}
		for t, e := range saved {
			if !removed[t] {
				r.byTag[t] = e
			}
		}
	}
	if err := r.checkCopies(adds); err != nil {
		errs = append(errs, errors.New(companion.AsError(err).Msg))
	}
	r.byTag = saved
	if len(errs) > 0 {
		return ImportReport{}, companion.Bad("the tag file was not imported, nothing changed: %v", errors.Join(errs...))
	}
	if err := r.store.ChangeTags(ctx, remove, add); err != nil {
		return ImportReport{}, storeError(err)
	}
	for _, t := range remove {
		delete(r.byTag, t)
	}
	for _, e := range add {
		r.byTag[e.Tag] = e
	}
	rep.Added, rep.Removed = len(add), len(remove)
	return rep, nil
}
