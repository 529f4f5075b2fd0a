package companion

import (
	"encoding/json"
	"fmt"
	"sort"
)

// Settings are a table's options as chosen by the host when creating it.
type Settings struct {
	Game    string          `json:"game"`
	Players int             `json:"players"`
	Hints   string          `json:"hints,omitempty"` // off | check | possibilities | full
	Options json.RawMessage `json:"options,omitempty"`
}

// Rules is one game's definition: it validates settings and makes the initial state.
type Rules interface {
	Name() string
	New(s Settings) (State, error)
}

// State is one game's state at a table. Decide never changes the state it is
// called on. Apply never fails (events were validated by Decide) and may
// update the state in place and return it: the table never keeps an old
// state, and every fold starts from a fresh Rules.New, so replaying a long
// log stays linear.
type State interface {
	// Decide turns a command into events, or refuses it with an *Error.
	Decide(c Command) ([]Change, error)
	// Apply folds one event into the state.
	Apply(e Event) State
	// Undoable says whether an event of this kind takes part in undo (game
	// moves do; a seat's private notepad marks do not).
	Undoable(kind string) bool
	// Private says whether events of this kind are known only to the actor
	// who caused them (a seat's notepad). Others must not even learn that
	// such an event happened, so they are left out of the others' sequence numbers.
	Private(kind string) bool
	// View is everything the given actor may receive: a seat's own view, the
	// host's, or the public Display view. It is the only thing that leaves the
	// server, so it must be computed from what that actor may know.
	View(a Actor, ctx ViewContext) any
}

// ViewContext carries the table facts a view needs that are not game state.
type ViewContext struct {
	Table    string
	Settings Settings
	Ended    bool
	Seq      int64 // how many events this actor may know of (not a global count: see State.Private)
	CanUndo  bool
	CanRedo  bool
}

var registry = map[string]Rules{}

// words holds translations of server messages, by language, then English format string.
var words = map[string]map[string]string{}

// RegisterWords adds translations of server messages (English format string ->
// translation). Games call it in init with their own messages.
func RegisterWords(lang string, m map[string]string) {
	if words[lang] == nil {
		words[lang] = map[string]string{}
	}
	for k, v := range m {
		words[lang][k] = v
	}
}

// Translate returns the translation of an English format string, if any.
func Translate(lang, format string) (string, bool) {
	s, ok := words[lang][format]
	return s, ok
}

// Register makes a game available by name. Games register in their init.
func Register(r Rules) {
	if _, dup := registry[r.Name()]; dup {
		panic(fmt.Sprintf("companion: game %q registered twice", r.Name()))
	}
	registry[r.Name()] = r
}

// Games lists the registered game names, sorted.
func Games() []string {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// RulesFor returns the rules of a registered game.
func RulesFor(game string) (Rules, error) {
	r, ok := registry[game]
	if !ok {
		return nil, Bad("unknown game %q", game)
	}
	return r, nil
}
