package tags

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tablemate/tablemate/companion"
	clues13 "github.com/tablemate/tablemate/solver/clues13"
	code777 "github.com/tablemate/tablemate/solver/code777"
	lexio "github.com/tablemate/tablemate/solver/lexio"
	tagiron "github.com/tablemate/tablemate/solver/tagiron"
)

// Set is one box of physical pieces that carry tags.
type Set string

// The component sets. Component ids are the canonical ids of the rules.
const (
	TagironTiles Set = "tagiron-tiles" // r0..r9, b0..b9 (no r5/b5), g5 twice
	TagironCards Set = "tagiron-cards" // the 21 question cards
	Code777Tiles Set = "code777-tiles" // 11 kinds, 28 tiles (several tags per kind)
	Code777Cards Set = "code777-cards" // q1..q23
	Clues13Cards Set = "clues13-cards" // the 30 person, location and weapon cards
	LexioTiles   Set = "lexio-tiles"   // sun1..cloud15
)

var allSets = []Set{TagironTiles, TagironCards, Code777Tiles, Code777Cards, Clues13Cards, LexioTiles}

// Component is one kind of piece in a set. Copies is how many physical
// pieces carry it, so how many tags may map to it.
type Component struct {
	ID     string `json:"id"`
	Label  string `json:"label"` // what the wizard asks for, e.g. "red 0"
	Copies int    `json:"copies"`
}

// setInfo is a set's fixed data, built once from the solver packages.
type setInfo struct {
	game       string
	secret     bool
	components []Component
	index      map[string]int
}

var info = map[Set]*setInfo{}

func init() {
	add := func(s Set, game string, secret bool, cs []Component) {
		si := &setInfo{game: game, secret: secret, components: cs, index: map[string]int{}}
		for i, c := range cs {
			si.index[c.ID] = i
		}
		info[s] = si
	}
	var cs []Component
	for _, t := range tagiron.AllTileIDs() {
		cs = append(cs, Component{ID: t.String(), Label: t.Color().String() + " " + strconv.Itoa(t.Number()), Copies: t.Copies()})
	}
	add(TagironTiles, "tagiron", true, cs)
	cs = nil
	for c := tagiron.Card(1); c <= tagiron.NumCards; c++ {
		cs = append(cs, Component{ID: c.String(), Label: c.String(), Copies: 1})
	}
	add(TagironCards, "tagiron", false, cs)
	cs = nil
	for _, k := range code777.Kinds() {
		cs = append(cs, Component{ID: k.String(), Label: k.Color().String() + " " + strconv.Itoa(k.Number()), Copies: k.Copies()})
	}
	add(Code777Tiles, "code777", true, cs)
	cs = nil
	for _, c := range code777.Cards() {
		cs = append(cs, Component{ID: c.String(), Label: c.String(), Copies: 1})
	}
	add(Code777Cards, "code777", false, cs)
	cs = nil
	for i := 0; i < clues13.NumCards; i++ {
		c := clues13.Card(i)
		cs = append(cs, Component{ID: c.String(), Label: c.String(), Copies: 1})
	}
	add(Clues13Cards, "clues13", true, cs)
	cs = nil
	// By suit, then rank: the way a box of tiles is sorted by hand.
	for s := lexio.Suit(0); s < lexio.NumSuits; s++ {
		for r := 1; r <= lexio.MaxRank; r++ {
			t, _ := lexio.NewTile(s, r)
			cs = append(cs, Component{ID: t.String(), Label: s.String() + " " + strconv.Itoa(r), Copies: 1})
		}
	}
	add(LexioTiles, "lexio", true, cs)
}

// Sets lists every component set.
func Sets() []Set { return append([]Set(nil), allSets...) }

// ParseSet reads a set id such as "tagiron-tiles".
func ParseSet(s string) (Set, error) {
	set := Set(strings.TrimSpace(s))
	if _, ok := info[set]; ok {
		return set, nil
	}
	names := make([]string, len(allSets))
	for i, k := range allSets {
		names[i] = string(k)
	}
	return "", companion.Bad("unknown component set %q (sets are %s)", s, strings.Join(names, ", "))
}

// String returns the set's id.
func (s Set) String() string { return string(s) }

// Game names the game the set belongs to (a companion game name).
func (s Set) Game() string {
	if si := info[s]; si != nil {
		return si.game
	}
	return ""
}

// Secret reports whether the set's pieces are hidden from some players
// (tiles on racks, cards in hands): the host console must not name them
// when they are read during a game.
func (s Set) Secret() bool {
	si := info[s]
	return si == nil || si.secret
}

// Components lists the set's components in the wizard's order.
func (s Set) Components() []Component {
	if si := info[s]; si != nil {
		return append([]Component(nil), si.components...)
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
	si := info[s]
	if si == nil {
		return Component{}, companion.Bad("unknown component set %q", string(s))
	}
	i, ok := si.index[id]
	if !ok {
		return Component{}, companion.Bad("%q is not a component of %s", id, string(s))
	}
	return si.components[i], nil
}

// order is the component's position in the set (for stable listings).
func (s Set) order(id string) int {
	if si := info[s]; si != nil {
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
