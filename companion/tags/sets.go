package tags

import (
	"fmt"
	"strings"
	"sync"

	"github.com/tablemate/tablemate/companion"
)

// Set is one box of physical pieces that carry tags, by its id (such as
// "tagiron-tiles"). Each game declares its sets in its companion.Game.
type Set string

// Component is one kind of piece in a set.
type Component = companion.Component

// setInfo is a set's fixed data, as its game declared it.
type setInfo struct {
	game  string
	set   companion.TagSet
	index map[string]int
}

var (
	infoOnce sync.Once
	info     map[Set]*setInfo
	allSets  []Set
)

// sets indexes every registered game's tag sets, once (games register in init).
func sets() map[Set]*setInfo {
	infoOnce.Do(func() {
		info = map[Set]*setInfo{}
		for _, g := range companion.Games() {
			for _, ts := range g.TagSets {
				si := &setInfo{game: g.Name, set: ts, index: map[string]int{}}
				for i, c := range ts.Components {
					si.index[c.ID] = i
				}
				info[Set(ts.ID)] = si
				allSets = append(allSets, Set(ts.ID))
			}
		}
	})
	return info
}

// Sets lists every component set.
func Sets() []Set { sets(); return append([]Set(nil), allSets...) }

// ParseSet reads a set id such as "tagiron-tiles".
func ParseSet(s string) (Set, error) {
	set := Set(strings.TrimSpace(s))
	if _, ok := sets()[set]; ok {
		return set, nil
	}
	names := make([]string, 0, len(allSets))
	for _, k := range Sets() {
		names = append(names, string(k))
	}
	return "", companion.Bad("unknown component set %q (sets are %s)", s, strings.Join(names, ", "))
}

// String returns the set's id.
func (s Set) String() string { return string(s) }

// Game names the game the set belongs to (a companion game name).
func (s Set) Game() string {
	if si := sets()[s]; si != nil {
		return si.game
	}
	return ""
}

// Secret reports whether the set's pieces are hidden from some players
// (tiles on racks, cards in hands): the host console must not name them
// when they are read during a game.
func (s Set) Secret() bool {
	si := sets()[s]
	return si == nil || si.set.Secret
}

// Components lists the set's components in the wizard's order.
func (s Set) Components() []Component {
	if si := sets()[s]; si != nil {
		return append([]Component(nil), si.set.Components...)
	}
	return nil
}

// Pieces is how many physical pieces the set has (the sum of the copies).
func (s Set) Pieces() int {
	n := 0
	for _, c := range s.Components() {
		n += c.Copies
	}
	return n
}

// Component finds a component of the set by its canonical id.
func (s Set) Component(id string) (Component, error) {
	si := sets()[s]
	if si == nil {
		return Component{}, companion.Bad("unknown component set %q", string(s))
	}
	i, ok := si.index[id]
	if !ok {
		return Component{}, companion.Bad("%q is not a component of %s", id, string(s))
	}
	return si.set.Components[i], nil
}

// order is the component's position in the set (for stable listings).
func (s Set) order(id string) int {
	if si := sets()[s]; si != nil {
		if i, ok := si.index[id]; ok {
			return i
		}
	}
	return 1 << 30
}

// MaxTag bounds a tag's length (a barcode line, as the hardware caps it).
const MaxTag = 256

// NormalizeTag trims a raw tag id and checks it is printable text.
func NormalizeTag(raw string) (string, error) {
	tag := strings.TrimSpace(raw)
	switch {
	case tag == "":
		return "", companion.Bad("a tag id is needed")
	case len(tag) > MaxTag:
		return "", companion.Bad("tag id is %d bytes long, the limit is %d", len(tag), MaxTag)
	}
	for _, r := range tag {
		if r < 0x20 || r == 0x7f || r == 0xfffd {
			return "", companion.Bad("tag id %q holds a control character", tag)
		}
	}
	return tag, nil
}

// Entry maps one physical tag to one component of one set.
type Entry struct {
	Tag       string `json:"tag"`
	Set       Set    `json:"set"`
	Component string `json:"component"`
}

// String describes the entry, e.g. `tag 1300AB4F21 = tagiron-tiles r0`.
func (e Entry) String() string { return fmt.Sprintf("tag %s = %s %s", e.Tag, e.Set, e.Component) }

// check normalizes the tag and checks the set and component.
func (e Entry) check() (Entry, error) {
	tag, err := NormalizeTag(e.Tag)
	if err != nil {
		return e, err
	}
	e.Tag = tag
	if e.Set, err = ParseSet(string(e.Set)); err != nil {
		return e, err
	}
	if _, err := e.Set.Component(e.Component); err != nil {
		return e, err
	}
	return e, nil
}
