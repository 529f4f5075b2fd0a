package labels

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/tags"
)

// Meta keeps small named values durably (companion/sqlite's store does).
type Meta interface {
	Meta(ctx context.Context, key string) (string, bool, error)
	SetMeta(ctx context.Context, key, value string) error
}

// metaKey holds every printed box, as JSON.
const metaKey = "label_boxes"

// Box is one printed set: one box of one game's pieces.
type Box struct {
	Name string    `json:"name"` // the owner's name for it, unique per game
	Game string    `json:"game"`
	Code string    `json:"code"` // the random box part of its tags (tags.LabelBox)
	Made time.Time `json:"made"`
}

// Sheet is what one print shows: a box and a label for every piece.
type Sheet struct {
	Box    Box
	Labels []tags.Entry // in set order, then component order
	Added  int          // labels registered by this print (0 on a reprint)
}

// DefaultBox is the name of a game's first box when the owner gives none.
const DefaultBox = "1"

// maxBoxName bounds a box name: it is printed on every label's sheet.
const maxBoxName = 30

// Book prints labels: it keeps the boxes and registers their tags.
type Book struct {
	reg  *tags.Registry
	meta Meta
	mu   sync.Mutex // one print at a time: two would draw two box codes for one name
	now  func() time.Time
}

// NewBook returns a Book over the registry and the store's metadata.
func NewBook(reg *tags.Registry, meta Meta) *Book {
	return &Book{reg: reg, meta: meta, now: time.Now}
}

// Boxes lists the printed boxes, oldest first.
func (b *Book) Boxes(ctx context.Context) ([]Box, error) {
	raw, ok, err := b.meta.Meta(ctx, metaKey)
	if err != nil || !ok {
		return nil, err
	}
	var boxes []Box
	if err := json.Unmarshal([]byte(raw), &boxes); err != nil {
		return nil, fmt.Errorf("the printed boxes in the database do not decode: %w", err)
	}
	return boxes, nil
}

// CheckBoxName trims a box name and refuses an empty, long or unprintable one.
func CheckBoxName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return DefaultBox, nil
	}
	if utf8.RuneCountInString(name) > maxBoxName {
		return "", companion.Bad("a box name is at most %d characters", maxBoxName)
	}
	for _, r := range name {
		if !unicode.IsPrint(r) {
			return "", companion.Bad("a box name must be plain text")
		}
	}
	return name, nil
}

// Print returns the sheet of one box of a game, registering every label
// the box does not have yet. The first print of a name draws the box's
// codes; a reprint gives the same codes. All or nothing: a print that
// cannot register changes nothing.
func (b *Book) Print(ctx context.Context, game, name string) (Sheet, error) {
	g, err := companion.GameFor(game)
	if err != nil {
		return Sheet{}, err
	}
	if len(g.TagSets) == 0 {
		return Sheet{}, companion.Bad("%s has no pieces to label", game)
	}
	if name, err = CheckBoxName(name); err != nil {
		return Sheet{}, err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	boxes, err := b.Boxes(ctx)
	if err != nil {
		return Sheet{}, err
	}
	i := slices.IndexFunc(boxes, func(x Box) bool { return x.Game == g.Name && x.Name == name })
	if i < 0 {
		box := Box{Name: name, Game: g.Name, Code: b.newBoxCode(boxes), Made: b.now().UTC().Truncate(time.Second)}
		boxes = append(boxes, box)
		data, _ := json.Marshal(boxes)
		// The box is saved before its tags: a failed registration then
		// leaves a box with no labels, which the next print fills in.
		if err := b.meta.SetMeta(ctx, metaKey, string(data)); err != nil {
			return Sheet{}, &companion.Error{Code: companion.Internal, Key: "the database could not save this; nothing changed", Msg: "saving the printed boxes failed", Err: err}
		}
		i = len(boxes) - 1
	}
	sheet := Sheet{Box: boxes[i]}
	var add []tags.Entry
	for _, ts := range g.TagSets {
		set := tags.Set(ts.ID)
		have := map[string][]tags.Entry{}
		for _, e := range b.reg.List(set) {
			if tags.LabelBox(e.Tag) == sheet.Box.Code {
				have[e.Component] = append(have[e.Component], e)
			}
		}
		for _, c := range ts.Components {
			got := have[c.ID]
			for len(got) < c.Copies {
				e := tags.Entry{Tag: b.newTag(sheet.Box.Code, add), Set: set, Component: c.ID}
				add = append(add, e)
				got = append(got, e)
			}
			// Copies of one piece are interchangeable: in tag order, a reprint lays them out the same.
			slices.SortFunc(got, func(a, b tags.Entry) int { return strings.Compare(a.Tag, b.Tag) })
			sheet.Labels = append(sheet.Labels, got...)
		}
	}
	if len(add) > 0 {
		if _, err := b.reg.Import(ctx, tags.File{Format: tags.FileFormat, Tags: add}, false); err != nil {
			return Sheet{}, err
		}
	}
	sheet.Added = len(add)
	return sheet, nil
}

// newBoxCode draws a box code no other box has.
func (b *Book) newBoxCode(boxes []Box) string {
	for {
		code := tags.RandomLabelPart(tags.LabelBoxLen)
		if !slices.ContainsFunc(boxes, func(x Box) bool { return x.Code == code }) {
			return code
		}
	}
}

// newTag draws a label tag no registered tag and no pending one has.
func (b *Book) newTag(box string, pending []tags.Entry) string {
	for {
		tag := tags.LabelTag(box, tags.RandomLabelPart(tags.LabelPieceLen))
		if _, taken := b.reg.Lookup(tag); taken {
			continue
		}
		if !slices.ContainsFunc(pending, func(e tags.Entry) bool { return e.Tag == tag }) {
			return tag
		}
	}
}

// BoxOf finds the printed box a label tag belongs to.
func (b *Book) BoxOf(ctx context.Context, tag string) (Box, bool) {
	code := tags.LabelBox(tag)
	if code == "" {
		return Box{}, false
	}
	boxes, err := b.Boxes(ctx)
	if err != nil {
		return Box{}, false
	}
	i := slices.IndexFunc(boxes, func(x Box) bool { return x.Code == code })
	if i < 0 {
		return Box{}, false
	}
	return boxes[i], true
}
