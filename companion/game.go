package companion

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/tablemate/tablemate/solver/refuse"
)

// Settings are a table's options as chosen by the host when creating it.
type Settings struct {
	Game    string          `json:"game"`
	Players int             `json:"players"`
	Hints   string          `json:"hints,omitempty"` // off | check | possibilities | full
	Options json.RawMessage `json:"options,omitempty"`
	// Practice marks a practice table: one player against the game's bots,
	// with no physical game (practice.go).
	Practice *Practice `json:"practice,omitempty"`
	// FirstGame turns on the first-game tips for every seat (teach.go).
	FirstGame bool `json:"first_game,omitempty"`
}

// Rules is one game's definition: it validates settings and makes the initial state.
type Rules interface {
	New(s Settings) (State, error)
}

// State is one game's state at a table. Decide never changes the state it is
// called on. Apply may update the state in place and return it: the table
// never keeps an old state (it keeps Clones as snapshots), and every fold
// starts from a fresh Rules.New or a snapshot, so replaying a long log stays
// linear.
//
// Clone is required rather than Apply returning a new value: the games' folds
// already update in place, and their solver matches (solver/<game>) already
// copy by value, so a Clone is the smaller change that keeps snapshots safe.
// The conformance suite checks each game's Clone shares nothing mutable
// (values of the solver's types are immutable by its own rule, so a clone
// may share them; nothing else).
type State interface {
	// Decide turns a command into events, or refuses it with an *Error.
	Decide(c Command) ([]Change, error)
	// Apply folds one event into the state. Events were decided by Decide,
	// but a stored log may be damaged: an event that does not decode, has an
	// unknown kind, names a piece or seat the table does not have, or that
	// the rules refuse in this state is an error naming what is wrong, never
	// a panic and never skipped in silence (the table then sets itself
	// aside). On an error the state is left as it was where the game can;
	// the table refolds from its log either way.
	Apply(e Event) (State, error)
	// Undoable says whether an event of this kind takes part in undo (game
	// moves do; a seat's private notepad marks do not).
	Undoable(kind string) bool
	// Private says whether events of this kind are known only to the actor
	// who caused them (a seat's notepad). Others must not even learn that
	// such an event happened, so they are left out of the others' sequence numbers.
	Private(kind string) bool
	// Phase is the game's step as every page names it: setup, play or over.
	// (The table says "ended" once the host ended it.)
	Phase() string
	// View is the game's part of everything the given actor may receive: a
	// seat's own view, the host's, or the public Display view. The table
	// wraps it in a View envelope. It is the only thing that leaves the
	// server, so it must be computed from what that actor may know.
	View(a Actor, ctx ViewContext) any
	// Clone copies the state, sharing nothing the copy's Apply could change:
	// the table keeps copies (snapshots) along the log, so an undo folds
	// forward from the nearest one instead of replaying the log from the start.
	Clone() State
}

// EventName names an event kind for a message: "a tiles.set event", "an ask event".
func EventName(kind string) string {
	if kind != "" && strings.ContainsRune("aeiou", rune(kind[0])) {
		return "an " + kind + " event"
	}
	return "a " + kind + " event"
}

// DecodeEvent decodes an event's data into the type its kind declares,
// saying which kind failed: the one place a game's Apply reads its JSON.
func DecodeEvent[T any](e Event) (T, error) {
	var d T
	if len(e.Data) == 0 {
		return d, fmt.Errorf("%s without data", EventName(e.Kind))
	}
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return d, fmt.Errorf("%s whose data does not decode: %v", EventName(e.Kind), err)
	}
	return d, nil
}

// Fold decodes an event's data into the type its kind declares and hands it
// to that kind's fold (a game's Apply, case by case), naming the kind in any
// error: each event is decoded once, into its own type.
func Fold[T any](e Event, fold func(T) error) error {
	d, err := DecodeEvent[T](e)
	if err != nil {
		return err
	}
	if err := fold(d); err != nil {
		return fmt.Errorf("%s %v", EventName(e.Kind), err)
	}
	return nil
}

// UnknownKind is Apply's error for an event kind the game does not have.
func UnknownKind(game string, e Event) error {
	return fmt.Errorf("a %q event, which %s does not have", e.Kind, game)
}

// The phases of a game, as State.Phase and View.Phase name them.
const (
	PhaseSetup = "setup"
	PhasePlay  = "play"
	PhaseOver  = "over"
	PhaseEnded = "ended" // the host ended the table
)

// ViewContext carries the table facts a view needs that are not game state.
type ViewContext struct {
	Table    string
	Settings Settings
	Ended    bool
}

// Game is everything the house knows about one game. Each game registers
// exactly one, from its companion package: the tables, the tag registry, the
// web server, the page scripts (through GET /api/games) and the CLI all read
// it from here, so adding a game touches no shared list.
//
// The game contract is in two places, by kind: static facts (names, counts,
// words, sessions, bots, sheets, probes, set-up event kinds) are fields of
// Game; behaviour is methods of its State (the required ones above, and
// where the game has them NoteKeeper, Hinter, Explainer, Entries, Secrets
// and Seated). The conformance suite (companion/conformance) is the one
// place that demands what a game must provide, listing all it lacks.
type Game struct {
	Meta
	// Rules makes a table's initial state from its settings.
	Rules Rules `json:"-"`
	// Words translates the game's server messages: language, then the
	// English format string, then the translation.
	Words map[string]map[string]string `json:"-"`
	// TagSets are the boxes of the game's physical pieces that carry tags.
	TagSets []TagSet `json:"-"`
	// Describe turns the events an accepted scan produced into one line for
	// the host console, naming players with name (their chosen names). It
	// must not name pieces of a secret set. Optional.
	Describe func(events []Event, name func(seat int) Word) string `json:"-"`
	// PhotoEntry is the seat command a photo of the seat's own pieces
	// becomes, with arguments {"tiles": [ids]} (the seat's whole rack or
	// hand, as its tap would send it); empty: a seat enters no pieces
	// with the camera.
	PhotoEntry string `json:"photo_entry,omitempty"`
	// Buttons are the button-box presses (besides undo) that mean something
	// in this game; any other press is refused before it reaches Decide.
	Buttons []string `json:"-"`
	// Result reads how a finished game came out (places, winners, the
	// game's own figures) from the public display view, for the history.
	// Optional: without it a game's history has no places.
	Result func(display View) Result `json:"-"`
	// Recount says in words what one of the game's events did, naming
	// players with name: the host's undo and redo confirm what they took
	// back ("Player 2's question “Sum of the red tiles?”"). The Korean may
	// hold particle markers. Optional.
	Recount func(e Event, name func(seat int) Word) Word `json:"-"`
	// Exports are downloads drawn from the public display view, by file name
	// (served at /api/display/:id/export/:name).
	Exports []Export `json:"exports,omitempty"`
	// Probe makes the game's two-world privacy probe from a seed, for the
	// differential harness every game runs (gametest.Differential): a game
	// whose seats hold anything hidden must have one.
	Probe func(seed int64) Probe `json:"-"`
	// Vocabulary is the game's words for its pieces (question cards, by
	// id), in Korean and English, served to the pages by GET /api/games:
	// one home, the solver's, for what a page and a message call them.
	Vocabulary map[string]Term `json:"vocabulary,omitempty"`
	// Abilities are what the game can do without a table: the command
	// line's answer, solve, explain and "<game> plays", and its bots.
	Abilities `json:"-"`
	// Sessions are whole games the conformance suite (companion/conformance)
	// plays, records in the game's testdata and replays to golden views. At
	// least one; each is played by Play, or else by Sim.
	Sessions []Session `json:"-"`
	// Play plays one session to its end at a new table of svc and returns
	// the table: a scripted game, for a game without bots. Optional when
	// Sim is set (then the session is Sim's game, then the host's undo and
	// redo of the last move).
	Play func(ctx context.Context, svc Tables, s Session) (Playing, error) `json:"-"`
	// Bot plays a practice table's physical game and its bot seats
	// (practice.go).
	Bot Bot `json:"-"`
	// SetupKinds are the event kinds by which a seat's own pieces are entered
	// at set-up (Tagiron's tiles.set): at a practice table they are the only
	// events the service makes for the human's seat (it deals for them).
	SetupKinds []string `json:"-"`
	// Sheet is the game's rules sheet in Korean and English (rules.go).
	Sheet *Sheet `json:"-"`
	// Cites is the section of Sheet each of the rules' refusal reasons
	// cites (its solver's Cites): a refused action's "why can't I?" opens
	// it. The conformance suite checks every one is a section of Sheet.
	Cites refuse.Cites `json:"-"`
	// Teach computes a seat's first-game tips from its own view (teach.go).
	Teach Teacher `json:"-"`
}

// Meta is what the pages need to know about a game before a table exists.
type Meta struct {
	Name string `json:"name"` // the id a table, a URL and the command line use
	// Title is the game's name as players say it, in both languages ("타기론",
	// "Tagiron"): the command line's usage and the pages name it so.
	Title   Term     `json:"title"`
	Players []int    `json:"players"` // the player counts the game supports
	Hints   []string `json:"hints"`   // the hint levels a host may choose, most help first
	Options []Option `json:"options,omitempty"`
}

// Option is one table option: its JSON name, its default and the values a
// host may choose (a yes/no option has Bool set and Values [false, true]).
type Option struct {
	Name    string `json:"name"`
	Bool    bool   `json:"bool,omitempty"`
	Default any    `json:"default"`
	Values  []any  `json:"values"`
	// MinPlayers hides the option below this player count (0: always).
	MinPlayers int `json:"min_players,omitempty"`
}

// TagSet is one box of a game's physical pieces that carry tags.
type TagSet struct {
	ID string
	// Secret sets hold pieces hidden from some players (tiles on racks, cards
	// in hands): the host console must not name them when read in a game.
	Secret     bool
	Components []Component
}

// Component is one kind of piece in a set. Copies is how many physical
// pieces carry it, so how many tags may map to it.
type Component struct {
	ID     string `json:"id"`
	Label  string `json:"label"` // what the wizard asks for, e.g. "red 0"
	Copies int    `json:"copies"`
}

// Export is one download of a game's public record (Lexio's ledger).
type Export struct {
	Name string `json:"name"` // the file name, e.g. "ledger.csv"
	MIME string `json:"mime"`
	// Render draws the export from the public display view, in the reader's
	// language.
	Render func(display View, lang string) ([]byte, error) `json:"-"`
}

var registry = map[string]*Game{}

// words holds translations of server messages, by language, then English format string.
var words = map[string]map[string]string{}

// Register makes a game available by its name. Each game calls it once, in
// the init of its companion package.
func Register(g Game) {
	if _, dup := registry[g.Name]; dup {
		panic(fmt.Sprintf("companion: game %q registered twice", g.Name))
	}
	if g.Rules == nil || len(g.Players) == 0 {
		panic(fmt.Sprintf("companion: game %q registered without rules or player counts", g.Name))
	}
	if len(g.Hints) == 0 {
		g.Hints = []string{HintsOff}
	}
	registry[g.Name] = &g
	for lang, m := range g.Words {
		addWords(lang, m)
	}
}

// addWords adds translations of server messages (English format string ->
// translation); the house's own messages and every game's share one table.
func addWords(lang string, m map[string]string) {
	if words[lang] == nil {
		words[lang] = map[string]string{}
	}
	for k, v := range m {
		words[lang][k] = v
	}
}

// house holds the house's own translations (not any game's), by language.
var house = map[string]map[string]string{}

// addHouseWords adds translations of the house's own messages.
func addHouseWords(lang string, m map[string]string) {
	if house[lang] == nil {
		house[lang] = map[string]string{}
	}
	for k, v := range m {
		house[lang][k] = v
	}
	addWords(lang, m)
}

// HouseWord returns the house's own translation of an English format
// string, if it has one: the words every game may use without its own.
func HouseWord(lang, format string) (string, bool) {
	s, ok := house[lang][format]
	return s, ok
}

// Translate returns the translation of an English format string, if any.
func Translate(lang, format string) (string, bool) {
	s, ok := words[lang][format]
	return s, ok
}

// Games lists the registered games, sorted by name.
func Games() []*Game {
	out := make([]*Game, 0, len(registry))
	for _, g := range registry {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// GameFor returns a registered game by name.
func GameFor(name string) (*Game, error) {
	g, ok := registry[name]
	if !ok {
		return nil, Bad("unknown game %q", name)
	}
	return g, nil
}

// Supports reports whether the game can be played by n players.
func (g *Game) Supports(n int) bool {
	for _, p := range g.Players {
		if p == n {
			return true
		}
	}
	return false
}

// Export finds one of the game's exports by file name.
func (g *Game) Export(name string) (Export, bool) {
	for _, x := range g.Exports {
		if x.Name == name {
			return x, true
		}
	}
	return Export{}, false
}

// MergeWords joins per-file word tables into one language table, for a
// game's Words: each game keeps its messages beside the code that says them.
func MergeWords(tables ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, m := range tables {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}
