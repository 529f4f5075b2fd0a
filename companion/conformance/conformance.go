// Package conformance is the suite every registered game passes without
// writing a line of test: its test iterates companion.Games() and runs Game
// on each. It alone demands what a game must provide (a title, sessions and
// their recordings and golden views, Korean words, a privacy probe, practice
// bots, a rules sheet, its set-up event kinds; Clone is a method of
// companion.State, so the compiler demands it): a game that lacks any fails,
// naming the game and listing everything missing at once. What a game must provide is in the README's "What a fifth game
// needs"; testdata/toy is a toy game made from that list alone, registered
// only in this package's test.
package conformance

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/gametest"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/table"
	"pgregory.net/rapid"
)

// Game runs the whole suite on one registered game.
func Game(t *testing.T, g *companion.Game) {
	dir := Dir(t, g)
	if !Descriptor(t, g) {
		return
	}
	logs := map[string]gametest.Log{}
	for _, s := range g.Sessions {
		t.Run("golden/"+s.Name, func(t *testing.T) {
			path := filepath.Join(dir, "testdata", s.Name+".log.json")
			if _, err := os.Stat(path); err != nil && !gametest.Recording() {
				t.Fatalf("game %q: session %q has no recording %s: run go test ./companion/conformance -run 'TestConformance/%s$' -record -update to play, record and replay it", g.Name, s.Name, path, g.Name)
			}
			log := gametest.Recorded(t, path, func(ctx context.Context, svc *service.Service) (*table.Table, error) {
				return Play(ctx, svc, g, s)
			})
			logs[s.Name] = log
			gametest.Golden(t, filepath.Join(dir, "testdata", "golden", s.Name), gametest.Replay(t, log))
		})
	}
	for i, s := range g.Sessions {
		if testing.Short() && i > 0 {
			break // one live game per game is enough for a quick run
		}
		t.Run("replay equals live/"+s.Name, func(t *testing.T) { ReplayEqualsLive(t, g, s) })
	}
	for _, s := range g.Sessions {
		log, ok := logs[s.Name]
		if !ok {
			continue // its golden test failed and said why
		}
		t.Run("damage never panics/"+s.Name, func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) { gametest.CheckDamage(rt, log) })
		})
		t.Run("clone/"+s.Name, func(t *testing.T) { gametest.CheckClone(t, log) })
		t.Run("view keys/"+s.Name, func(t *testing.T) { ViewKeys(t, log) })
	}
	if log, ok := logs[g.Sessions[0].Name]; ok {
		t.Run("damage sets the table aside", func(t *testing.T) { SetAside(t, log) })
	}
	t.Run("messages", func(t *testing.T) { Messages(t, g, dir) })
	t.Run("rules sheet", func(t *testing.T) { RulesSheet(t, g) })
	t.Run("refusals cite the rules", func(t *testing.T) { Cites(t, g) })
	t.Run("practice bots only", func(t *testing.T) { PracticeBotsOnly(t, g) })
	t.Run("practice waits for the human", func(t *testing.T) { PracticeWaitsForHuman(t, g) })
	// Everything a seat receives depends only on what it may know: two worlds
	// that differ only in what the probed seat cannot see, byte for byte.
	t.Run("privacy", func(t *testing.T) { gametest.Differential(t, g) })
}

// Descriptor requires what the suite needs of a game's registration; it
// says what is missing and reports whether the rest of the suite can run.
func Descriptor(t *testing.T, g *companion.Game) bool {
	t.Helper()
	ok := true
	miss := func(format string, args ...any) {
		t.Errorf("game %q: "+format+" (see the README: What a fifth game needs)", append([]any{g.Name}, args...)...)
		ok = false
	}
	if len(g.Sessions) == 0 {
		miss("registers no Sessions: the conformance suite needs at least one whole game to record and replay")
	}
	if g.Probe == nil {
		miss("registers no privacy Probe: the suite proves with it that a seat's replies depend only on what it may know")
	}
	if g.Play == nil && g.Sim == nil {
		miss("registers neither Play nor Sim: nothing can play its sessions")
	}
	if g.Title.KO == "" || g.Title.EN == "" {
		miss("registers no Title in both languages: the pages and the command line name it")
	}
	if g.Bot == nil {
		miss("registers no practice Bot: a practice table plays its physical game and its other seats")
	}
	if g.Sheet == nil {
		miss("registers no rules Sheet: tips and refusals link to its sections")
	}
	if len(g.SetupKinds) == 0 {
		miss("registers no SetupKinds: the event kinds by which a seat enters its own pieces at set-up")
	}
	for _, s := range g.Sessions {
		if s.Name == "" || !g.Supports(s.Players) {
			miss("session %q is for %d players, which it does not support", s.Name, s.Players)
		}
	}
	if len(g.Words["ko"]) == 0 {
		miss("registers no Korean Words for its messages")
	}
	for _, n := range g.Players {
		if _, err := g.Rules.New(companion.Settings{Game: g.Name, Players: n}); err != nil {
			miss("Rules.New refuses %d players with default options: %v", n, err)
		}
	}
	return ok
}

// Cites checks that each reason the game's rules refuse for cites a section
// of its rules sheet, so that "why can't I?" opens the rule.
func Cites(t *testing.T, g *companion.Game) {
	if len(g.Cites) == 0 {
		t.Skipf("game %q registers no Cites: its refusals cite no rule", g.Name)
	}
	require.NotNil(t, g.Sheet, "game %q cites rules for its refusals but registers no Sheet", g.Name)
	for reason, id := range g.Cites {
		assert.True(t, g.Sheet.Has(id), "game %q: reason %d cites the rules section %q, which its sheet lacks", g.Name, reason, id)
	}
}

// RulesSheet requires the game's rules sheet to have the goal, the set-up
// and the end, every section written in both languages.
func RulesSheet(t *testing.T, g *companion.Game) {
	for _, id := range []string{"goal", "setup", "end"} {
		assert.True(t, g.Sheet.Has(id), "game %q: its rules sheet has no %q section", g.Name, id)
	}
	for _, s := range g.Sheet.Sections {
		assert.NotEmpty(t, s.TitleKO, "game %q: section %s has no Korean title", g.Name, s.ID)
		assert.NotEmpty(t, s.TitleEN, "game %q: section %s has no English title", g.Name, s.ID)
		assert.NotEmpty(t, s.KO, "game %q: section %s is empty", g.Name, s.ID)
		assert.Len(t, s.EN, len(s.KO), "game %q: section %s: the Korean and English have different paragraphs", g.Name, s.ID)
	}
}

// PracticeBotsOnly plays a practice game bots-only to the end for every
// player count, through the service's own bot runner (the same commands,
// events and views as a real table), and checks that it stays out of the
// game-night history and that the same seed deals and plays the same game.
func PracticeBotsOnly(t *testing.T, g *companion.Game) {
	for _, n := range g.Players {
		t.Run(fmt.Sprintf("%dp", n), func(t *testing.T) {
			if testing.Short() && n > g.Players[0]+1 {
				t.Skip("short: the smallest player counts only")
			}
			ctx := context.Background()
			svc := gametest.Service(t)
			set := companion.Settings{Game: g.Name, Players: n, Practice: &companion.Practice{Seed: int64(n) * 7, Seat: -1}}
			a, err := svc.CreateTable(ctx, set)
			require.NoError(t, err)
			gametest.WaitOver(t, a)
			b, err := svc.CreateTable(ctx, set)
			require.NoError(t, err)
			gametest.WaitOver(t, b)
			assert.Equal(t, moves(a), moves(b), "game %q: the same seed plays the same game", g.Name)
			hist, err := svc.History(ctx)
			require.NoError(t, err)
			assert.Empty(t, hist, "game %q: practice games stay out of the history", g.Name)
		})
	}
}

// moves is the table's log without times: what was done, by whom, in order.
func moves(tb *table.Table) []string {
	var out []string
	for _, e := range tb.Events() {
		b, _ := json.Marshal(e.Data)
		out = append(out, fmt.Sprintf("%d %s %s", e.Actor, e.Kind, b))
	}
	return out
}

// PracticeWaitsForHuman: at a practice table with a human seat the bots deal
// and play the other seats, and the table then waits for the human: the
// service acts for the human's seat only with the game's SetupKinds (it
// enters the human's deal), never with a move.
func PracticeWaitsForHuman(t *testing.T, g *companion.Game) {
	ctx := context.Background()
	svc := gametest.Service(t)
	tb, err := svc.CreateTable(ctx, companion.Settings{Game: g.Name, Players: g.Players[0], Practice: &companion.Practice{Seed: 5, Seat: 0}})
	require.NoError(t, err)
	sub := tb.Subscribe()
	defer sub.Close()
	deadline := time.After(2 * time.Minute)
	for !tb.BotsWaiting() {
		select {
		case <-sub.C:
		case <-deadline:
			t.Fatalf("game %q: the practice bots never settled", g.Name)
		}
	}
	// Under way, or waiting at set-up for a choice that is the human's own
	// (13 Clues' outside cards).
	phase := tb.View(companion.Host).Phase
	assert.Contains(t, []string{companion.PhasePlay, companion.PhaseSetup}, phase, "game %q: the practice game waits for the human", g.Name)
	for _, e := range tb.Events() {
		if e.Kind == table.KindName || e.Actor != 0 {
			continue
		}
		assert.Contains(t, g.SetupKinds, e.Kind, "game %q: a bot acted for the human's seat: %s (not one of its SetupKinds)", g.Name, e.Kind)
	}
}

// Play plays one session at a new table of svc: with the game's Play, or
// else its bots (Sim) followed by the host's undo and redo of the last move.
func Play(ctx context.Context, svc *service.Service, g *companion.Game, s companion.Session) (*table.Table, error) {
	if g.Play != nil {
		p, err := g.Play(ctx, svc, s)
		if err != nil {
			return nil, err
		}
		return svc.Table(p.ID())
	}
	return gametest.Simulated(func(ctx context.Context, svc *service.Service) error {
		_, err := g.Sim.Play(ctx, svc, s.Players, s.Seed)
		return err
	})(ctx, svc)
}

// ReplayEqualsLive plays the session live on a real service and SQLite
// file, then replays its log through a new service, as at start-up: every
// audience's view is the same, byte for byte.
func ReplayEqualsLive(t *testing.T, g *companion.Game, s companion.Session) {
	svc := gametest.Service(t)
	table, err := Play(context.Background(), svc, g, s)
	require.NoError(t, err, "game %q: session %q does not play", g.Name, s.Name)
	require.Equal(t, companion.PhaseOver, table.State().Phase(), "game %q: session %q plays to the end", g.Name, s.Name)
	live := gametest.Views(table)
	replayed := gametest.Replay(t, gametest.Log{Settings: table.Info.Settings, Events: table.Events()})
	for name := range live {
		require.Equal(t, string(live[name]), string(replayed[name]), "game %q: the %s view after a replay differs from the live one", g.Name, name)
	}
}

// ViewKeys requires the game's part of every audience's view to use none of
// the envelope's keys, at several points of the session.
func ViewKeys(t *testing.T, log gametest.Log) {
	envelope := map[string]bool{}
	vt := reflect.TypeOf(companion.View{})
	for i := range vt.NumField() {
		if name, _, _ := strings.Cut(vt.Field(i).Tag.Get("json"), ","); name != "" && name != "-" {
			envelope[name] = true
		}
	}
	events := gametest.Effective(log.Events)
	for _, n := range []int{0, len(events) / 2, len(events)} {
		st := gametest.Fold(t, gametest.New(t, log.Settings), events[:n])
		for name, a := range gametest.Audiences(log.Settings.Players) {
			b, err := json.Marshal(st.View(a, companion.ViewContext{Table: "t", Settings: log.Settings}))
			require.NoError(t, err)
			var body map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(b, &body), "game %q: the %s view is not a JSON object", log.Settings.Game, name)
			for k := range body {
				assert.False(t, envelope[k], "game %q: the %s view's key %q is the envelope's (companion.View)", log.Settings.Game, name, k)
			}
		}
	}
}

// SetAside stores the session's log damaged in each way a stored log can
// be, opens a real service on it and requires the table set aside at the
// damaged event, with the reason for the host and only the fact for a seat.
func SetAside(t *testing.T, log gametest.Log) {
	game := log.Settings.Game
	// The first game event with data, past the first event.
	at := -1
	for i, e := range log.Events {
		if i > 0 && len(e.Data) > 2 && !strings.HasPrefix(e.Kind, "table.") && e.Kind != companion.KindUndo && e.Kind != table.KindName {
			at = i
			break
		}
	}
	require.GreaterOrEqual(t, at, 0, "game %q: the session has no game event to damage", game)
	damaged := func(f func(events []companion.Event) []companion.Event) gametest.Log {
		events := append([]companion.Event(nil), log.Events...)
		return gametest.Log{Settings: log.Settings, Events: f(events)}
	}
	cases := map[string]struct {
		log gametest.Log
		seq int64
	}{
		"data that is not JSON": {damaged(func(ev []companion.Event) []companion.Event {
			ev[at].Data = ev[at].Data[:len(ev[at].Data)/2]
			return ev
		}), log.Events[at].Seq},
		"an unknown kind": {damaged(func(ev []companion.Event) []companion.Event {
			ev[at].Kind += ".nope"
			return ev
		}), log.Events[at].Seq},
		"a gap in the sequence": {damaged(func(ev []companion.Event) []companion.Event {
			return append(ev[:at], ev[at+1:]...)
		}), log.Events[at].Seq},
	}
	// A seat out of range, where the game's events name seats.
	for i, e := range log.Events {
		var d map[string]json.RawMessage
		if i == 0 || json.Unmarshal(e.Data, &d) != nil || d["seat"] == nil || strings.HasPrefix(e.Kind, "seat.") {
			continue
		}
		if _, err := strconv.Atoi(string(d["seat"])); err != nil {
			continue
		}
		d["seat"] = json.RawMessage(strconv.Itoa(log.Settings.Players + 5))
		b, _ := json.Marshal(d)
		cases["a seat the table does not have"] = struct {
			log gametest.Log
			seq int64
		}{damaged(func(ev []companion.Event) []companion.Event { ev[i].Data = b; return ev }), e.Seq}
		break
	}
	// An event the rules refuse in this state: one of the session's own game
	// events again after the whole game.
	refused := refusedAtEnd(t, log)
	require.NotNil(t, refused, "game %q: after the whole session its Apply accepts every one of its events again; the rules must refuse some", game)
	last := log.Events[len(log.Events)-1]
	again := *refused
	again.Seq, again.At, again.Key = last.Seq+1, last.At, ""
	cases["an event the rules refuse"] = struct {
		log gametest.Log
		seq int64
	}{damaged(func(ev []companion.Event) []companion.Event { return append(ev, again) }), again.Seq}

	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			table := gametest.Reopen(t, c.log)
			f := table.Fault()
			require.NotNil(t, f, "game %q: a log with %s is not set aside", game, name)
			assert.Equal(t, c.seq, f.Seq, "game %q: set aside at the damaged event", game)
			assert.NotEmpty(t, f.Reason)
			host := table.View(companion.Host)
			assert.True(t, host.SetAside)
			worded := *f
			worded.Reason = companion.Plain(f.Reason)
			assert.Equal(t, &worded, host.Fault, "the host sees where and why, in words")
			seat := table.View(0)
			assert.True(t, seat.SetAside)
			assert.Nil(t, seat.Fault, "a seat learns only that the table is set aside")
			_, err := table.Do(context.Background(), companion.Command{Actor: companion.Host, Type: "undo"})
			assert.Error(t, err, "a table set aside takes no commands")
		})
	}
}

// refusedAtEnd finds an event of the session that Apply refuses once the
// whole session is folded.
func refusedAtEnd(t *testing.T, log gametest.Log) *companion.Event {
	events := gametest.Effective(log.Events)
	end := gametest.Fold(t, gametest.New(t, log.Settings), events)
	tried := map[string]bool{}
	for _, e := range events {
		if tried[e.Kind] {
			continue
		}
		tried[e.Kind] = true
		st := end.Clone()
		if _, err := gametest.Apply(t, st, e); err != nil {
			return &e
		}
	}
	return nil
}

// Dir is the directory of the game's companion package (where its
// testdata lives), found from its Rules type's import path.
func Dir(t testing.TB, g *companion.Game) string {
	t.Helper()
	rt := reflect.TypeOf(g.Rules)
	for rt != nil && rt.Kind() == reflect.Pointer {
		rt = rt.Elem()
	}
	require.NotNil(t, rt, "game %q registers no Rules", g.Name)
	root, module := moduleRoot(t)
	rel, ok := strings.CutPrefix(rt.PkgPath(), module+"/")
	require.True(t, ok, "game %q: its Rules (%s) is outside module %s", g.Name, rt.PkgPath(), module)
	return filepath.Join(root, filepath.FromSlash(rel))
}

func moduleRoot(t testing.TB) (dir, module string) {
	t.Helper()
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
			m := regexp.MustCompile(`(?m)^module\s+(\S+)`).FindSubmatch(b)
			require.NotNil(t, m, "no module line in %s", filepath.Join(dir, "go.mod"))
			return dir, string(m[1])
		}
		up := filepath.Dir(dir)
		require.NotEqual(t, up, dir, "no go.mod above the test")
		dir = up
	}
}

// Messages requires every message the game's package can send (the first
// string of each companion.Refuse, Bad and Errorf key, and what its phrase
// functions return) to have Korean in the game's Words that reads as
// Korean, fills the same verbs and carries no template particle.
func Messages(t *testing.T, g *companion.Game, dir string) {
	keys, _, err := gametest.MessageKeys(dir)
	require.NoError(t, err)
	require.NotEmpty(t, keys, "game %q: no messages found in %s", g.Name, dir)
	names := make([]string, 0, len(keys))
	for k := range keys {
		names = append(names, k)
	}
	sort.Strings(names)
	verbs := regexp.MustCompile(`%(?:\[\d+\])?[-+# 0-9.]*[a-zA-Z%]`)
	count := func(s string) int { return len(verbs.FindAllString(s, -1)) }
	for _, key := range names {
		kr, ok := g.Words["ko"][key]
		if !ok {
			kr, ok = companion.HouseWord("ko", key)
		}
		if !ok {
			t.Errorf("%s: game %q has no Korean for %q in its Words (nor has the house)", keys[key], g.Name, key)
			continue
		}
		assert.True(t, gametest.HasHangul(kr), "%s: game %q: the Korean of %q is not Korean: %q", keys[key], g.Name, key, kr)
		assert.Equal(t, count(key), count(kr), "%s: game %q: %q and its Korean %q fill different verbs", keys[key], g.Name, key, kr)
	}
}
