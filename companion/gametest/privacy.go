package gametest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/table"
	"pgregory.net/rapid"
)

// Differential is the privacy harness every registered game runs: it plays
// the game's probe (Game.Probe) in its two worlds, which differ only in
// what the probed seat may not see, and requires every reply to that seat —
// each command's status and message in Korean and English, its view after
// every step, its first-game tips, its hints and its "why?" answers — to be
// byte for byte the same. It does so for fixed seeds and then for random
// ones (rapid).
//
// The table is a first-game table: after every step the probed seat reads
// its tips and its phone shows the first two (tip.seen), as a page does, so
// a tip whose moment passes is written off as at a real tb. In the
// second world every other seat also turns its own tips on, shows and puts
// away its tips after every step: private events the probed seat must not
// notice either.
//
// The work each command causes must not tell either: the store
// transactions (each one sync) and rows written, and the changes signalled
// to the acting audience, of every command by the probed seat or by the
// host or a reader (who know what the seat knows of the others' secrets:
// nothing) are counted on the real SQLite store and must be the same in
// both worlds, however many tips the other seats were shown.
//
// One thing is set apart, not compared away: once every entry is in
// (Entries.Complete), whether the entries add up (View.Conflict) is public,
// the same sentence on every screen, and a change the host allowed may
// change it — one bit, learnt by the whole table at once. The harness then
// takes it out of the seat's bytes and requires instead that the seat, the
// host and the display show the same value after every step. While an
// entry is still missing nothing is taken out: the probes re-enter the
// seat's own pieces there, onto and off another seat's hidden ones, and the
// bytes must not tell.
func Differential(t *testing.T, g *companion.Game) {
	t.Helper()
	if g.Probe == nil {
		t.Fatalf("game %s has no privacy probe (Game.Probe)", g.Name)
	}
	seeds := []int64{1, 2, 3}
	for _, seed := range seeds {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			DifferentialOnce(t, t.TempDir(), g, seed)
		})
	}
	if testing.Short() {
		return
	}
	// Random worlds and scripts: each probe writes two real SQLite files
	// event by event (fsynced), so a dozen random seeds per game keep the
	// full run in seconds; rapid shrinks a failing seed as usual.
	const randomWorlds = 12
	dir := t.TempDir()
	n := 0
	rapid.Check(t, func(rt *rapid.T) {
		n++
		if n > randomWorlds {
			return
		}
		DifferentialOnce(rt, filepath.Join(dir, fmt.Sprint(n)), g, rapid.Int64Range(4, 1<<40).Draw(rt, "seed"))
	})
}

// DifferentialOnce plays one probe of the game (from seed) in both worlds,
// keeping its SQLite files under dir, and compares what the probed seat
// received.
func DifferentialOnce(t require.TestingT, dir string, g *companion.Game, seed int64) {
	p := g.Probe(seed)
	require.Equal(t, g.Name, p.Settings.Game, "the probe's settings name its game")
	p.Settings.FirstGame = true
	var got, work [2][]string
	for w := range 2 {
		got[w], work[w] = playWorld(t, filepath.Join(dir, fmt.Sprint("world", w)), p, p.Worlds[w], w == 1)
	}
	require.Equal(t, work[0], work[1], "%s seed %d: the same commands cost the same store work and signals in both worlds", g.Name, seed)
	require.Equal(t, len(got[0]), len(got[1]), "%s seed %d: both worlds give seat %d the same number of replies", g.Name, seed, p.Seat)
	if g.Teach != nil {
		require.True(t, slices.ContainsFunc(got[0], func(s string) bool { return strings.Contains(s, ` tips {"on":true,"table":true,"tips":[{`) }),
			"%s seed %d: the probe shows seat %d no first-game tip at all", g.Name, seed, p.Seat)
	}
	for i := range got[0] {
		if got[0][i] != got[1][i] {
			require.Equal(t, got[0][i], got[1][i], "%s seed %d: reply %d to seat %d differs between the worlds", g.Name, seed, i, p.Seat)
		}
	}
}

// playWorld runs one world's script on a real service and SQLite file and
// returns everything the probed seat received, in order, and the work of
// each command by the seat, the host or a reader (see cost).
// With others, every other seat uses its own first-game tips too.
func playWorld(t require.TestingT, dir string, p companion.Probe, steps []companion.Step, others bool) (received, work []string) {
	require.NoError(t, os.MkdirAll(dir, 0o755))
	ctx := context.Background()
	store, err := sqlite.Open(ctx, filepath.Join(dir, "probe.db"))
	require.NoError(t, err)
	defer store.Close()
	clock := func() time.Time { return time.Date(2026, 1, 2, 20, 0, 0, 0, time.UTC) }
	// The same ids and tokens in both worlds.
	svc, err := service.Open(ctx, store, service.Options{Clock: clock, Rand: rand.New(rand.NewSource(7))})
	require.NoError(t, err)
	tb, err := svc.CreateTable(ctx, p.Settings)
	require.NoError(t, err)
	s := p.Seat
	var out []string
	// complete says every entry is in, so the conflict bit may differ.
	complete := func() bool {
		en, ok := tb.State().(companion.Entries)
		return !ok || en.Complete()
	}
	subs := map[companion.Actor]*table.Subscription{}
	for _, a := range []companion.Actor{s, companion.Host, companion.Reader} {
		subs[a] = tb.Subscribe()
		defer subs[a].Close()
	}
	// measured does one command and notes its work when its actor's
	// knowledge is the same in both worlds.
	measured := func(label string, c companion.Command) (int64, companion.View, []byte, error) {
		sub, same := subs[c.Actor]
		before, signals := store.Writes(), int64(0)
		if same {
			signals = sub.Signals()
		}
		seq, v, b, err := tb.DoView(ctx, c)
		if same {
			after := store.Writes()
			work = append(work, fmt.Sprintf("%s: %d transactions, %d rows, %d signals", label,
				after.Transactions-before.Transactions, after.Rows-before.Rows, sub.Signals()-signals))
		}
		return seq, v, b, err
	}
	view := func(label string) {
		v, b := tb.ViewJSON(s)
		pub := tb.View(companion.Display).Conflict
		require.Equal(t, pub, v.Conflict, "%s: the seat and the display show the same conflict", label)
		require.Equal(t, pub, tb.View(companion.Host).Conflict, "%s: the host and the display show the same conflict", label)
		out = append(out, label+" view "+string(stripConflict(b, complete())))
		// The seat's tips, and its phone showing the first two of them.
		tips := tb.Tips(s)
		out = append(out, label+" tips "+answer(tips, nil))
		for i, tip := range tips.Tips {
			if i < 2 && !tip.Seen {
				seq, _, b, err := measured(label+" tip.seen", companion.BotCommand(s, "tip.seen", map[string]any{"tip": tip.ID}))
				out = append(out, label+" tip.seen "+reply(seq, b, err, complete()))
			}
		}
		if others {
			otherTips(t, tb, p, label == "start")
		}
	}
	view("start")
	for i, st := range steps {
		label := fmt.Sprintf("step %d (%s by %d)", i, st.Type, st.Actor)
		data, err := json.Marshal(st.Args)
		require.NoError(t, err)
		c := companion.Command{Actor: st.Actor, Type: st.Type, Data: data}
		if st.Args == nil {
			c.Data = nil
		}
		seq, v, b, err := measured(label, c)
		switch {
		case st.Actor == s:
			out = append(out, label+" reply "+reply(seq, b, err, complete()))
			_ = v
		case err != nil && !st.Try:
			require.NoError(t, err, "%s: a step by another actor must be accepted", label)
		case err == nil && st.Actor >= 0:
			// The host takes the move back and restores it: the other
			// seat's tips shown for it stop applying (in the second world),
			// which must cost the host's command nothing more.
			for _, typ := range []string{"undo", "redo"} {
				_, _, _, _ = measured(label+" then "+typ, companion.Command{Actor: companion.Host, Type: typ})
			}
		}
		view(label)
		if st.Ask {
			for _, open := range []bool{false, true} {
				h, err := tb.Hints(ctx, s, open)
				out = append(out, fmt.Sprintf("%s hints(open=%t) %s", label, open, answer(h, err)))
			}
			for _, cl := range p.Claims {
				for _, lang := range []string{"ko", "en"} {
					cl.Lang = lang
					x, err := tb.Explain(ctx, s, cl)
					out = append(out, fmt.Sprintf("%s why %s=%t %s: %s", label, cl.Claim, cl.Is, lang, answer(x, err)))
				}
			}
		}
	}
	return out, work
}

// otherTips: every seat but the probed one turns its first-game tips on,
// its phone shows them all and the player puts the first one away.
func otherTips(t require.TestingT, tb *table.Table, p companion.Probe, first bool) {
	ctx := context.Background()
	for o := range companion.Actor(p.Settings.Players) {
		if o == p.Seat {
			continue
		}
		if first { // the seat's own switch, on a table that has tips on anyway
			_, err := tb.Do(ctx, companion.BotCommand(o, "teach", map[string]any{"on": true}))
			require.NoError(t, err)
		}
		for i, tip := range tb.Tips(o).Tips {
			_, err := tb.Do(ctx, companion.BotCommand(o, "tip.seen", map[string]any{"tip": tip.ID}))
			require.NoError(t, err)
			if i == 0 {
				_, err = tb.Do(ctx, companion.BotCommand(o, "tip.done", map[string]any{"tip": tip.ID}))
				require.NoError(t, err)
			}
		}
	}
}

// reply is a command's answer as the seat receives it: its sequence number
// and view, or its error's code and message in both languages.
func reply(seq int64, view []byte, err error, complete bool) string {
	if err != nil {
		return answer(nil, err)
	}
	return fmt.Sprintf("%d %s", seq, stripConflict(view, complete))
}

func answer(v any, err error) string {
	if err != nil {
		e := companion.AsError(err)
		return fmt.Sprintf("error %s %q %q", e.Code, e.Render("ko", ""), e.Render("en", ""))
	}
	b, err := json.Marshal(v)
	if err != nil {
		return "unencodable: " + err.Error()
	}
	return string(b)
}

// stripConflict takes the public conflict bit out of a view's JSON once
// every entry is in (it is compared across the table's audiences instead);
// before that it stays, and must be the same in both worlds.
func stripConflict(b []byte, complete bool) []byte {
	if !complete {
		return b
	}
	return bytes.Replace(b, []byte(`"conflict":true,`), nil, 1)
}
