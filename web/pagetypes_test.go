package web

import (
	"encoding"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/clues13"
	"github.com/tablemate/tablemate/companion/code777"
	"github.com/tablemate/tablemate/companion/lexio"
	"github.com/tablemate/tablemate/companion/tagiron"
	"github.com/tablemate/tablemate/companion/teach"
	code777rules "github.com/tablemate/tablemate/solver/code777"
	tagironrules "github.com/tablemate/tablemate/solver/tagiron"
)

// The page scripts' view types (static/types.js, JSDoc checked by `make
// typecheck`) are generated from the Go structs the server encodes, by
// reflection: JSON names, kinds, omitempty, nested structs, slices and maps,
// with each type's and field's doc comment from its Go source. A field
// renamed, added or dropped in Go fails TestPageTypes until the file is
// generated again (go generate ./web/, which runs this test with
// -write-types), and then tsc finds every page line that read the old name.

var writeTypes = flag.Bool("write-types", false, "write static/types.js from the Go view structs")

// pageGame is one game's types as its page reads them.
type pageGame struct {
	name   string // the game's id ("tagiron")
	prefix string // the game's typedefs' prefix ("Tagiron")
	view   any    // the game's part of a view (companion.View.Body)
	hints  any    // its hints (GET /api/seat/:token/hints); nil: the game has none
}

// typedGames lists every game's view and hints. A fifth game adds its line
// (TestPageTypes fails until it does).
var typedGames = []pageGame{
	{"tagiron", "Tagiron", tagiron.View{}, tagiron.Hints{}},
	{"code777", "Code777", code777.View{}, code777.Hints{}},
	{"clues13", "Clues13", clues13.View{}, clues13.Hints{}},
	{"lexio", "Lexio", lexio.View{}, nil},
}

// customJSON are the types that encode themselves (MarshalJSON), in the JSON
// they write: reflection cannot see it, so it is named here, beside their
// MarshalJSON. A new one fails the test until it is added.
var customJSON = map[reflect.Type]string{
	reflect.TypeFor[tagironrules.Answer](): "number|boolean|Array<number>|Array<Array<number>>", // positions, groups, a number or yes/no
	reflect.TypeFor[code777rules.Answer](): "number|string",                                     // a count, or a comparison "a", "b", "equal"
	reflect.TypeFor[code777rules.Rack]():   "Array<string>",                                     // its tiles' ids
	reflect.TypeFor[code777rules.Mark]():   "{kind?: string, numbers?: string, state: string}",  // markJSON
	reflect.TypeFor[time.Time]():           "string",                                            // RFC 3339
}

// seatTipsReply is what GET /api/seat/:token/tips answers (teach.go).
type seatTipsReply struct {
	teach.Tips
	Game     string `json:"game"`
	Practice bool   `json:"practice"`
}

const typesHead = `// The views and replies the pages read, typed for the JSDoc type check
// (make typecheck: tsc --checkJs --noEmit over web/static): the envelope every
// view shares (companion.View), each game's part and its hints, the tips and
// the games' descriptors. Only types: nothing here runs.
//
// GENERATED from the Go structs by reflection (web/pagetypes_test.go): do not
// edit. After a change to a view struct run "go generate ./web/";
// TestPageTypes fails while this file is stale.
export {};
`

// TestPageTypes checks that static/types.js is what the Go structs say.
func TestPageTypes(t *testing.T) {
	names := []string{}
	for _, g := range companion.Games() {
		names = append(names, g.Name)
	}
	sort.Strings(names)
	listed := []string{}
	for _, g := range typedGames {
		listed = append(listed, g.name)
	}
	sort.Strings(listed)
	require.Equal(t, names, listed, "every game's view types are generated (typedGames)")

	got, err := pageTypes()
	require.NoError(t, err)
	const file = "static/types.js"
	if *writeTypes {
		require.NoError(t, os.WriteFile(file, []byte(got), 0o644))
		return
	}
	was, err := os.ReadFile(file)
	require.NoError(t, err)
	if got == string(was) {
		return
	}
	// The first line that differs, rather than two whole files.
	gotLines, wasLines := strings.Split(got, "\n"), strings.Split(string(was), "\n")
	for i := 0; ; i++ {
		g, w := "", ""
		if i < len(gotLines) {
			g = gotLines[i]
		}
		if i < len(wasLines) {
			w = wasLines[i]
		}
		if g != w {
			t.Fatalf("%s is stale: run go generate ./web/\nline %d is\n\t%s\nthe Go structs say\n\t%s", file, i+1, w, g)
		}
	}
}

// TestPageTypesSeeRenames shows the check is exact: a struct whose JSON name
// changes, or whose field becomes optional, is typed differently.
func TestPageTypesSeeRenames(t *testing.T) {
	type before struct {
		DeckLeft int `json:"deck_left"`
	}
	type renamed struct {
		DeckLeft int `json:"cards_left"`
	}
	type optional struct {
		DeckLeft int `json:"deck_left,omitempty"`
	}
	draw := func(v any) string {
		g := newTypeGen()
		g.typedef("X", reflect.TypeOf(v), "")
		return g.out.String()
	}
	assert.Contains(t, draw(before{}), "@property {number} deck_left")
	assert.Contains(t, draw(renamed{}), "@property {number} cards_left")
	assert.Contains(t, draw(optional{}), "@property {number} [deck_left]")
}

// pageTypes is the text of static/types.js.
func pageTypes() (string, error) {
	g := newTypeGen()
	g.out.WriteString(typesHead)
	g.typedef("Envelope", reflect.TypeFor[companion.View](), "what every view carries (companion.View)")
	g.typedef("GameInfo", reflect.TypeFor[companion.Game](), "one game as GET /api/games describes it (companion.Game)")
	g.typedef("SeatTips", reflect.TypeFor[seatTipsReply](), "a seat's first-game tips, GET /api/seat/:token/tips (web/teach.go)")
	hints := []string{}
	for _, pg := range typedGames {
		vt := reflect.TypeOf(pg.view)
		body := pg.prefix + "Body"
		g.typedef(body, vt, pg.prefix+"'s part of a view ("+g.where(vt)+")")
		fmt.Fprintf(&g.out, "/** @typedef {Envelope & %s} %sView a whole %s view, as a seat, the host or the display gets it */\n", body, pg.prefix, pg.prefix)
		if pg.hints != nil {
			ht := reflect.TypeOf(pg.hints)
			g.typedef(pg.prefix+"Hints", ht, pg.prefix+"'s hints for one seat ("+g.where(ht)+")")
			hints = append(hints, pg.prefix+"Hints")
		}
	}
	fmt.Fprintf(&g.out, "/** @typedef {%s} AnyHints one game's hints */\n", strings.Join(hints, "|"))
	return g.out.String(), g.err
}

// typeGen writes JSDoc typedefs for Go types, each named struct once.
type typeGen struct {
	out     strings.Builder
	named   map[reflect.Type]string // the typedef of a struct type
	owner   map[string]reflect.Type // which type a typedef name is
	pending []reflect.Type          // named structs met, still to write
	docs    map[string]*goDocs      // per package path
	err     error
}

func newTypeGen() *typeGen {
	return &typeGen{named: map[reflect.Type]string{}, owner: map[string]reflect.Type{}, docs: map[string]*goDocs{}}
}

// typedef writes t (a struct) as the typedef name, then every named struct
// it reaches that is not written yet.
func (g *typeGen) typedef(name string, t reflect.Type, about string) {
	g.claim(name, t)
	g.write(name, t, about)
	for len(g.pending) > 0 {
		next := g.pending[0]
		g.pending = g.pending[1:]
		g.write(g.named[next], next, "")
	}
}

func (g *typeGen) claim(name string, t reflect.Type) {
	if other, ok := g.owner[name]; ok && other != t {
		g.fail("two Go types are both typed %s: %s and %s", name, other, t)
	}
	g.owner[name] = t
	g.named[t] = name
}

func (g *typeGen) fail(format string, args ...any) {
	if g.err == nil {
		g.err = fmt.Errorf(format, args...)
	}
}

func (g *typeGen) write(name string, t reflect.Type, about string) {
	if about == "" {
		about = g.typeDoc(t)
	}
	fmt.Fprintf(&g.out, "/**\n * @typedef {object} %s", name)
	if about != "" {
		fmt.Fprintf(&g.out, " %s", about)
	}
	g.out.WriteString("\n")
	for _, f := range g.fields(t) {
		prop := f.name
		if f.optional {
			prop = "[" + prop + "]"
		}
		fmt.Fprintf(&g.out, " * @property {%s} %s", f.js, prop)
		if f.doc != "" {
			fmt.Fprintf(&g.out, " %s", f.doc)
		}
		g.out.WriteString("\n")
	}
	g.out.WriteString(" */\n")
}

type jsField struct {
	name, js, doc string
	optional      bool
}

// fields lists a struct's JSON members as encoding/json writes them:
// exported fields by their tag's name, embedded structs' fields in their
// place, "-" left out.
func (g *typeGen) fields(t reflect.Type) []jsField {
	out := []jsField{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		ft := f.Type
		if f.Anonymous && name == "" {
			inner := ft
			if inner.Kind() == reflect.Pointer {
				inner = inner.Elem()
			}
			if inner.Kind() == reflect.Struct && !g.custom(inner) {
				out = append(out, g.fields(inner)...)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		omit := strings.Contains(","+opts+",", ",omitempty,") || strings.Contains(","+opts+",", ",omitzero,")
		js := g.js(ft)
		if strings.Contains(","+opts+",", ",string,") {
			js = "string"
		}
		if ft.Kind() == reflect.Pointer && !omit && !g.custom(ft) {
			js += "|null"
		}
		out = append(out, jsField{name: name, js: js, optional: omit, doc: g.fieldDoc(t, f.Name)})
	}
	return out
}

var (
	jsonMarshaler = reflect.TypeFor[json.Marshaler]()
	textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()
)

// custom says whether t encodes itself.
func (g *typeGen) custom(t reflect.Type) bool {
	if _, ok := customJSON[t]; ok {
		return true
	}
	return t.Implements(jsonMarshaler) || reflect.PointerTo(t).Implements(jsonMarshaler) ||
		t.Implements(textMarshaler) || reflect.PointerTo(t).Implements(textMarshaler)
}

// js is t's JSON value as a JSDoc type.
func (g *typeGen) js(t reflect.Type) string {
	if s, ok := customJSON[t]; ok {
		return s
	}
	if _, ok := g.named[t]; !ok && t.Kind() != reflect.Pointer && (t.Implements(jsonMarshaler) || reflect.PointerTo(t).Implements(jsonMarshaler)) {
		g.fail("%s encodes itself (MarshalJSON): name its JSON in customJSON", t)
		return "any"
	}
	if t.Kind() != reflect.Pointer && (t.Implements(textMarshaler) || reflect.PointerTo(t).Implements(textMarshaler)) {
		return "string"
	}
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
		return "number"
	case reflect.Pointer:
		return g.js(t.Elem())
	case reflect.Interface:
		return "any"
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			return "string" // base64
		}
		return "Array<" + g.js(t.Elem()) + ">"
	case reflect.Map:
		return "Object<string, " + g.js(t.Elem()) + ">"
	case reflect.Struct:
		if t.Name() == "" {
			return g.inline(t)
		}
		if name, ok := g.named[t]; ok {
			return name
		}
		name := g.nameOf(t)
		g.claim(name, t)
		g.pending = append(g.pending, t)
		return name
	}
	g.fail("%s: no JSON for a %s", t, t.Kind())
	return "any"
}

// inline types an anonymous struct in place: {a: number, b?: string}.
func (g *typeGen) inline(t reflect.Type) string {
	parts := []string{}
	for _, f := range g.fields(t) {
		q := ""
		if f.optional {
			q = "?"
		}
		parts = append(parts, f.name+q+": "+f.js)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// nameOf names a Go struct's typedef: its package's game and its own name
// ("tagiron.SeatView" is TagironSeatView, "companion.Said" is Said).
func (g *typeGen) nameOf(t reflect.Type) string {
	n := []rune(t.Name())
	n[0] = unicode.ToUpper(n[0])
	pkg := filepath.Base(t.PkgPath())
	if pkg == "companion" || pkg == "web" {
		return string(n)
	}
	return strings.ToUpper(pkg[:1]) + pkg[1:] + string(n)
}

// where names a type as its source does: "companion/tagiron.View".
func (g *typeGen) where(t reflect.Type) string {
	return strings.TrimPrefix(t.PkgPath(), modulePath+"/") + "." + t.Name()
}

const modulePath = "github.com/tablemate/tablemate"

// goDocs are one package's doc comments: its types' and their fields'.
type goDocs struct {
	types  map[string]string
	fields map[string]string // "Type.Field"
}

// pkgDocs reads a package's doc comments from its source, once.
func (g *typeGen) pkgDocs(path string) *goDocs {
	if x, ok := g.docs[path]; ok {
		return x
	}
	x := &goDocs{types: map[string]string{}, fields: map[string]string{}}
	g.docs[path] = x
	if !strings.HasPrefix(path, modulePath+"/") {
		return x
	}
	dir := filepath.Join("..", strings.TrimPrefix(path, modulePath+"/"))
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		g.fail("%s: %v", dir, err)
		return x
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			g.fail("%s: %v", name, err)
			continue
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				doc := ts.Doc
				if doc == nil && len(gd.Specs) == 1 {
					doc = gd.Doc
				}
				x.types[ts.Name.Name] = firstSentence(doc.Text())
				st, ok := ts.Type.(*ast.StructType)
				if !ok {
					continue
				}
				for _, field := range st.Fields.List {
					text := field.Comment.Text()
					if text == "" {
						text = field.Doc.Text()
					}
					for _, n := range field.Names {
						x.fields[ts.Name.Name+"."+n.Name] = firstSentence(text)
					}
				}
			}
		}
	}
	return x
}

// typeDoc is a named type's doc comment's first sentence, with where it is.
func (g *typeGen) typeDoc(t reflect.Type) string {
	about := g.pkgDocs(t.PkgPath()).types[t.Name()]
	if about == "" {
		return "(" + g.where(t) + ")"
	}
	return about + " (" + g.where(t) + ")"
}

// fieldDoc is a struct field's comment's first sentence.
func (g *typeGen) fieldDoc(t reflect.Type, field string) string {
	if t.Name() == "" {
		return ""
	}
	return g.pkgDocs(t.PkgPath()).fields[t.Name()+"."+field]
}

// firstSentence is a comment's first sentence, on one line ("e.g. x" and
// "Name..." do not end one). A comment that heads a group of fields
// ("full only:") says nothing of the field alone: none.
func firstSentence(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for i := 1; i+2 < len(s); i++ {
		if s[i] == '.' && s[i+1] == ' ' && s[i-1] != '.' && unicode.IsUpper(rune(s[i+2])) {
			s = s[:i+1]
			break
		}
	}
	if strings.HasSuffix(s, ":") {
		return ""
	}
	return s
}
