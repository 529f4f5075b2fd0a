package games_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/clues13"
	"github.com/tablemate/tablemate/companion/code777"
	"github.com/tablemate/tablemate/companion/gametest"
	"github.com/tablemate/tablemate/companion/lexio"
	"github.com/tablemate/tablemate/companion/service"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/table"
	"github.com/tablemate/tablemate/companion/tagiron"
	"github.com/tablemate/tablemate/companion/teach"
	clues13rules "github.com/tablemate/tablemate/solver/clues13"
	tagironrules "github.com/tablemate/tablemate/solver/tagiron"
)

func do(t *testing.T, tb *table.Table, a companion.Actor, typ string, args map[string]any) {
	t.Helper()
	_, err := tb.Do(context.Background(), companion.BotCommand(a, typ, args))
	require.NoError(t, err, "%s by %d", typ, a)
}

func tipsJSON(t *testing.T, tb *table.Table, a companion.Actor) []byte {
	b, err := json.Marshal(tb.Tips(a))
	require.NoError(t, err)
	return b
}

// TestTipsFromOwnViewOnly changes what a seat may not see (the other racks
// and the centre; the other hands) and compares the seat's tips (and view)
// byte for byte: no tip depends on what the seat cannot see. It also checks
// that the tips are there, link to sections of the game's sheet, and that a
// dismissed tip never comes back.
func TestTipsFromOwnViewOnly(t *testing.T) {
	ctx := context.Background()
	t.Run("tagiron", func(t *testing.T) {
		svc := gametest.Service(t)
		// Seat 0 holds the same rack at both tables; the other racks and the centre differ.
		deals := [][]string{
			{"r0 b1 r3 g5 b8", "r1 b2 r4 r6 b9", "b0 r2 b3 b6 r9"},
			{"r0 b1 r3 g5 b8", "b0 r2 b3 b6 r9", "b4 r7 b7 r8 g5"},
		}
		var views, tips [][]byte
		for _, deal := range deals {
			tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 3, Hints: companion.HintsFull, FirstGame: true})
			require.NoError(t, err)
			for s, rack := range deal {
				do(t, tb, companion.Actor(s), "tiles", map[string]any{"tiles": splitIDs(rack)})
			}
			for _, c := range []string{"count-red", "sum-all", "where-5", "sum-blue", "count-even", "where-0"} {
				do(t, tb, companion.Host, "reveal", map[string]any{"card": c})
			}
			do(t, tb, companion.Host, "start", map[string]any{"starter": 0})
			assert.Equal(t, []string{"goal"}, tipIDs(tb, 0), "the goal comes first")
			do(t, tb, 0, "tip.done", map[string]any{"tip": "goal"})
			_, b := tb.ViewJSON(0)
			views, tips = append(views, noID(b, tb)), append(tips, tipsJSON(t, tb, 0))
			checkTips(t, tb, "first-turn")
		}
		assert.Equal(t, string(views[0]), string(views[1]), "the seat's view must not differ")
		assert.Equal(t, string(tips[0]), string(tips[1]), "the seat's tips must not differ")
		assert.Contains(t, string(tips[0]), "your rack would say 2", "the example is the seat's own answer to “How many red tiles?”")
	})
	t.Run("lexio", func(t *testing.T) {
		svc := gametest.Service(t)
		var views, tips [][]byte
		for swap := range 2 {
			tb, err := svc.CreateTable(ctx, companion.Settings{Game: "lexio", Players: 3, FirstGame: true})
			require.NoError(t, err)
			// Seat 0 holds sun 15 (so it leads) and low tiles; seats 1 and 2 swap hands at the second table.
			mine := []string{"sun15", "sun1", "sun2", "moon1", "moon2", "moon3", "moon4", "star1", "star2", "star3", "star4", "cloud1", "cloud2", "cloud3", "cloud4"}
			taken := map[string]bool{}
			for _, id := range mine {
				taken[id] = true
			}
			var rest []string
			for r := 1; r <= 15; r++ {
				for _, s := range []string{"sun", "moon", "star", "cloud"} {
					if id := s + itoa(r); !taken[id] {
						rest = append(rest, id)
					}
				}
			}
			hands := [][]string{mine, rest[0:15], rest[15:30]}
			all := append(append([]string{}, mine...), rest...)
			if swap == 1 {
				hands[1], hands[2] = hands[2], hands[1]
			}
			do(t, tb, companion.Host, "market", map[string]any{"tiles": all[45:60]})
			for s, h := range hands {
				do(t, tb, companion.Actor(s), "hand", map[string]any{"tiles": h})
			}
			assert.Equal(t, []string{"goal"}, tipIDs(tb, 0), "the goal comes first")
			do(t, tb, 0, "tip.done", map[string]any{"tip": "goal"})
			_, b := tb.ViewJSON(0)
			views, tips = append(views, noID(b, tb)), append(tips, tipsJSON(t, tb, 0))
			checkTips(t, tb, "lead")
		}
		assert.Equal(t, string(views[0]), string(views[1]))
		assert.Equal(t, string(tips[0]), string(tips[1]))
		assert.Contains(t, string(tips[0]), "You could lead the pair of 1s or the steps 1–2")
	})
}

// checkTips: the tip is there, every tip links to a section of the sheet,
// a dismissed tip never comes back, and the seat's switch turns tips off.
func checkTips(t *testing.T, tb *table.Table, want string) {
	t.Helper()
	g, err := companion.GameFor(tb.Info.Settings.Game)
	require.NoError(t, err)
	got := tb.Tips(0)
	require.True(t, got.On)
	var ids []string
	for _, tip := range got.Tips {
		ids = append(ids, tip.ID)
		assert.True(t, g.Sheet.Has(tip.Rule), "tip %s links to %q, which the sheet lacks", tip.ID, tip.Rule)
		assert.NotContains(t, tip.KO, "{", "an unfilled particle marker in %q", tip.KO)
	}
	require.Contains(t, ids, want)
	assert.Empty(t, tb.Tips(1).Tips[:0])
	seq := tb.View(1).Seq
	do(t, tb, 0, "tip.done", map[string]any{"tip": want})
	for _, tip := range tb.Tips(0).Tips {
		assert.NotEqual(t, want, tip.ID, "a dismissed tip came back")
	}
	assert.Equal(t, seq, tb.View(1).Seq, "another seat learns nothing of a seat's dismissal")
	do(t, tb, 0, "teach", map[string]any{"on": false})
	assert.False(t, tb.Tips(0).On)
	assert.Empty(t, tb.Tips(0).Tips)
	do(t, tb, 0, "teach", map[string]any{"on": true})
}

func splitIDs(s string) []string { return splitSpace(s) }

func splitSpace(s string) []string {
	var out []string
	cur := ""
	for _, r := range s {
		if r == ' ' {
			if cur != "" {
				out = append(out, cur)
			}
			cur = ""
			continue
		}
		cur += string(r)
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// noID leaves the table's own id out of a view: two tables differ in it.
func noID(b []byte, tb *table.Table) []byte {
	return []byte(strings.ReplaceAll(string(b), tb.Info.ID, "ID"))
}

// untilTip puts away the seat's current tips, one at a time as the page
// does, until the tip id is the current one (the zero Tip if it never is).
func untilTip(t *testing.T, tb *table.Table, a companion.Actor, id string) companion.Tip {
	t.Helper()
	for range 10 {
		tips := tb.Tips(a).Tips
		if len(tips) == 0 {
			return companion.Tip{}
		}
		if tips[0].ID == id {
			return tips[0]
		}
		do(t, tb, a, "tip.done", map[string]any{"tip": tips[0].ID})
	}
	return companion.Tip{}
}

// tipIDs lists a seat's tips now, with those its phone has shown marked "*".
func tipIDs(tb *table.Table, a companion.Actor) []string {
	var ids []string
	for _, tip := range tb.Tips(a).Tips {
		if tip.Seen {
			ids = append(ids, tip.ID+"*")
		} else {
			ids = append(ids, tip.ID)
		}
	}
	return ids
}

// TestTipOncePerSeatAndGame: the phone's "I showed it" is a seat event;
// a tip shown stays while it applies, and once its moment has passed the
// table writes it off in the seat's name, so it never returns when its
// moment comes again — after a restart too, and whatever phone the seat
// uses. None of it moves another seat's view.
func TestTipOncePerSeatAndGame(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "tips.db")
	store, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	svc, err := service.Open(ctx, store, service.Options{})
	require.NoError(t, err)
	tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 2, Hints: companion.HintsFull, FirstGame: true})
	require.NoError(t, err)
	do(t, tb, 0, "tiles", map[string]any{"tiles": splitIDs("r0 b1 r3 g5 b8")})
	do(t, tb, 1, "tiles", map[string]any{"tiles": splitIDs("r1 b2 r4 r6 b9")})
	for _, c := range []string{"count-red", "sum-all", "where-5", "sum-blue", "count-even", "where-0"} {
		do(t, tb, companion.Host, "reveal", map[string]any{"card": c})
	}
	do(t, tb, companion.Host, "start", map[string]any{"starter": 1})
	do(t, tb, 0, "tip.done", map[string]any{"tip": "goal"})
	do(t, tb, 1, "ask", map[string]any{"card": "count-red"})
	do(t, tb, companion.Host, "reveal", map[string]any{"card": "sum-red"})
	require.Contains(t, tipIDs(tb, 0), "answer-aloud")

	// The phone shows it: a private event of seat 0's; seat 1 learns nothing.
	other := tb.View(1).Seq
	do(t, tb, 0, "tip.seen", map[string]any{"tip": "answer-aloud"})
	do(t, tb, 0, "tip.seen", map[string]any{"tip": "answer-aloud"}) // a second phone: nothing new
	assert.Contains(t, tipIDs(tb, 0), "answer-aloud*", "a tip shown stays while it applies")
	assert.Equal(t, other, tb.View(1).Seq)
	do(t, tb, 0, "tip.seen", map[string]any{"tip": "first-turn"}) // seen while it does not apply: written off at the next change

	// Seat 0 asks: the answer to say aloud is gone, so its moment has passed.
	do(t, tb, 0, "ask", map[string]any{"card": "sum-blue"})
	do(t, tb, companion.Host, "reveal", map[string]any{"card": "count-blue"})
	assert.NotContains(t, tipIDs(tb, 0), "answer-aloud")
	assert.NotContains(t, tipIDs(tb, 0), "answer-aloud*")
	seq := tb.View(1).Seq
	var passed []string
	for _, e := range tb.Events() {
		if e.Kind == teach.KindDone {
			var d struct {
				Tip    string `json:"tip"`
				Passed bool   `json:"passed"`
			}
			require.NoError(t, json.Unmarshal(e.Data, &d))
			if d.Tip == "goal" {
				assert.False(t, d.Passed, "the player put the goal away")
				continue
			}
			assert.True(t, d.Passed)
			assert.Equal(t, companion.Actor(0), e.Actor, "written in the seat's own name")
			passed = append(passed, d.Tip)
		}
	}
	assert.ElementsMatch(t, []string{"answer-aloud", "first-turn"}, passed)

	// Its moment comes again: seat 1 asks and seat 0 must answer aloud.
	do(t, tb, 1, "ask", map[string]any{"card": "where-5"})
	require.NotNil(t, tb.View(0).Body)
	assert.NotContains(t, tipIDs(tb, 0), "answer-aloud", "a tip comes once per seat and game")
	assert.Equal(t, seq+1, tb.View(1).Seq, "seat 0's passed tips are not seat 1's events")
	before, err := json.Marshal(tb.Tips(0))
	require.NoError(t, err)

	// A restart: the same tips from the log alone.
	id := tb.Info.ID
	require.NoError(t, store.Close())
	store, err = sqlite.Open(ctx, path)
	require.NoError(t, err)
	defer store.Close()
	svc, err = service.Open(ctx, store, service.Options{})
	require.NoError(t, err)
	tb, err = svc.Table(id)
	require.NoError(t, err)
	after, err := json.Marshal(tb.Tips(0))
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after))
	assert.NotContains(t, tipIDs(tb, 0), "answer-aloud")
}

// TestTagironFirstAnswerCounts: the first answer that rules something out
// for the seat carries the seat's own count of possible racks before and
// after it (the solver's, from the seat's knowledge), in both languages,
// the asker named as a native speaker says it ("내가 물은", "You asked").
func TestTagironFirstAnswerCounts(t *testing.T) {
	ctx := context.Background()
	for _, hints := range []string{companion.HintsFull, companion.HintsOff} {
		svc := gametest.Service(t)
		tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 2, Hints: hints, FirstGame: true})
		require.NoError(t, err)
		mine := splitIDs("r0 b1 r3 g5 b8")
		do(t, tb, 0, "tiles", map[string]any{"tiles": mine})
		do(t, tb, 1, "tiles", map[string]any{"tiles": splitIDs("r1 b2 r4 r6 b9")})
		for _, c := range []string{"count-red", "sum-all", "where-5", "sum-blue", "count-even", "where-0"} {
			do(t, tb, companion.Host, "reveal", map[string]any{"card": c})
		}
		do(t, tb, companion.Host, "start", map[string]any{"starter": 1})
		do(t, tb, 1, "ask", map[string]any{"card": "count-red"}) // seat 0 answers: it learns nothing
		do(t, tb, companion.Host, "reveal", map[string]any{"card": "sum-red"})
		assert.NotContains(t, tipIDs(tb, 0), "first-answer")
		do(t, tb, 0, "ask", map[string]any{"card": "count-even"}) // seat 1 answers 2 (b2, r4, r6 are even: 3)
		var tip companion.Tip
		for _, x := range tb.Tips(0).Tips {
			if x.ID == "first-answer" {
				tip = x
			}
		}
		require.Equal(t, "first-answer", tip.ID, "hints %s: %v", hints, tipIDs(tb, 0))
		if hints == companion.HintsOff {
			assert.NotContains(t, tip.EN, "left", "with hints off the phone counts nothing for the seat")
			continue
		}
		know := tagironrules.SolveRequest{Game: tagironrules.GameID, Players: 2, Seat: 0, Own: mine,
			Log: []tagironrules.LogEntry{{Asker: 1, Card: "count-red", Answers: map[int]tagironrules.Answer{0: tagironrules.NewNumber(2)}}}}
		before, err := tagironrules.Solve(know)
		require.NoError(t, err)
		know.Log = append(know.Log, tagironrules.LogEntry{Asker: 0, Card: "count-even", Answers: map[int]tagironrules.Answer{1: tagironrules.NewNumber(3)}})
		after, err := tagironrules.Solve(know)
		require.NoError(t, err)
		require.Less(t, after.Target.Candidates, before.Target.Candidates)
		n := func(x int) string { // 2288 -> "2,288"
			s := fmt.Sprint(x % 1000)
			for x /= 1000; x > 0; x /= 1000 {
				s = fmt.Sprintf("%d,%03s", x%1000, s)
			}
			return s
		}
		assert.Equal(t, "You asked “How many even tiles?”: the answers left "+n(after.Target.Candidates)+" of "+n(before.Target.Candidates)+" possible racks for your opponent. See your notepad.", tip.EN)
		assert.Equal(t, "내가 물은 “짝수 타일은 몇 장인가요?” 질문의 답으로 상대 타일로 가능한 조합이 "+n(before.Target.Candidates)+"가지에서 "+n(after.Target.Candidates)+"가지로 줄었어요. 노트에서 확인하세요.", tip.KO)
	}
}

// TestTagironFirstAnswerNamesTheAsker: with 3 players the racks counted are
// the centre's, and another asker is named with the particle its name takes.
func TestTagironFirstAnswerNamesTheAsker(t *testing.T) {
	ctx := context.Background()
	for _, name := range []string{"지훈", "Sora"} {
		svc := gametest.Service(t)
		tb, err := svc.CreateTable(ctx, companion.Settings{Game: "tagiron", Players: 3, Hints: companion.HintsPossibilities, FirstGame: true})
		require.NoError(t, err)
		do(t, tb, 2, "name", map[string]any{"name": name})
		for s, rack := range []string{"r0 b1 r3 g5 b8", "r1 b2 r4 r6 b9", "b0 r2 b3 b6 r9"} {
			do(t, tb, companion.Actor(s), "tiles", map[string]any{"tiles": splitIDs(rack)})
		}
		for _, c := range []string{"count-red", "sum-all", "where-5", "sum-blue", "count-even", "where-0"} {
			do(t, tb, companion.Host, "reveal", map[string]any{"card": c})
		}
		do(t, tb, companion.Host, "start", map[string]any{"starter": 1})
		do(t, tb, 1, "ask", map[string]any{"card": "count-red"})
		assert.NotContains(t, tipIDs(tb, 0), "first-answer", "seat 2's 2 red tiles leave every centre possible")
		do(t, tb, companion.Host, "reveal", map[string]any{"card": "sum-red"})
		do(t, tb, 2, "ask", map[string]any{"card": "sum-all"})
		tip := untilTip(t, tb, 0, "first-answer")
		require.Equal(t, "first-answer", tip.ID, tipIDs(tb, 0))
		want := map[string][2]string{
			"지훈":   {"지훈이 물은 “[공유] 모든 타일의 합은?” 질문의 답으로 가운데 타일로 가능한 조합이 3,003가지에서 ", ""},
			"Sora": {"Sora가 물은 “[공유] 모든 타일의 합은?” 질문의 답으로 가운데 타일로 가능한 조합이 3,003가지에서 ", "Sora asked “[shared] Sum of all tiles?”: the answers left "},
		}[name]
		assert.True(t, strings.HasPrefix(tip.KO, want[0]), tip.KO)
		if name == "Sora" {
			assert.True(t, strings.HasPrefix(tip.EN, want[1]), tip.EN)
			assert.True(t, strings.HasSuffix(tip.EN, " possible sets of centre tiles. See your notepad."), tip.EN)
		}
	}
}

// fromBytes rebuilds a seat's view from the bytes it received alone: the
// envelope, and the game's part decoded into the game's own type.
var fromBytes = map[string]func(b []byte) (any, error){
	"tagiron": func(b []byte) (any, error) { var v tagiron.View; err := json.Unmarshal(b, &v); return v, err },
	"code777": func(b []byte) (any, error) { var v code777.View; err := json.Unmarshal(b, &v); return v, err },
	"clues13": func(b []byte) (any, error) {
		// The card list (the same reference table on every page) encodes colours as words it does not decode.
		var m map[string]json.RawMessage
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, err
		}
		delete(m, "cards")
		b, _ = json.Marshal(m)
		var v clues13.View
		err := json.Unmarshal(b, &v)
		return v, err
	},
	"lexio": func(b []byte) (any, error) { var v lexio.View; err := json.Unmarshal(b, &v); return v, err },
}

// TestPracticeTipsFromSeatBytes: at practice tables played by the bots to
// the end, after every change every seat's first-game tips are exactly what
// the game's teacher makes of the bytes that seat received — nothing else
// of the table (the bots' hidden hands, the deal's seed) goes into a tip.
// With the differential harness (every seat's bytes depend only on what it
// may know, tips included), a practice table's tips depend on nothing the
// seat cannot see.
func TestPracticeTipsFromSeatBytes(t *testing.T) {
	for _, name := range []string{"code777", "clues13", "tagiron", "lexio"} {
		g, err := companion.GameFor(name)
		require.NoError(t, err)
		n := g.Players[0] + 1
		t.Run(fmt.Sprintf("%s/%dp", name, n), func(t *testing.T) {
			ctx := context.Background()
			svc := gametest.Service(t)
			tb, err := svc.CreateTable(ctx, companion.Settings{Game: name, Players: n, Hints: companion.HintsFull, FirstGame: true,
				Practice: &companion.Practice{Seed: 11, Seat: -1}})
			require.NoError(t, err)
			sub := tb.Subscribe()
			defer sub.Close()
			deadline := time.After(2 * time.Minute)
			checked, tips := 0, map[string]bool{}
			for {
				for a := range companion.Actor(n) {
					got := tb.Tips(a)
					sv, b := tb.ViewJSON(a)
					if sv.Seq != got.Seq {
						continue // a bot moved in between: the next change looks again
					}
					var env companion.View
					require.NoError(t, json.Unmarshal(b, &env))
					body, err := fromBytes[name](b)
					require.NoError(t, err)
					env.Body = body
					want := g.Teach(env, companion.TipContext{Hints: tb.Info.Settings.Hints, Practice: tb.Info.Settings.Practice != nil})
					for _, x := range want {
						tips[x.ID] = true
					}
					// The page shows one tip at a time: the first that applies.
					want = want[:min(len(want), 1)]
					if want == nil {
						want = []companion.Tip{}
					}
					require.Equal(t, want, got.Tips, "seat %d at seq %d", a, got.Seq)
					checked++
				}
				if tb.View(companion.Host).Phase == companion.PhaseOver {
					break
				}
				select {
				case <-sub.C:
				case <-deadline:
					t.Fatalf("the bots did not finish the game")
				}
			}
			assert.Greater(t, checked, 10)
			assert.GreaterOrEqual(t, len(tips), 3, "tips seen: %v", tips)
			t.Logf("%d checks, tips %v", checked, tips)
		})
	}
}

// TestTipsFromOwnViewOnlyCode777And13Clues: two first-game tables that
// differ only in what seat 0 cannot see — its own rack (Code 777); its own
// case and the informants under it (13 Clues) — give seat 0 the same view
// and the same tips byte for byte at every step, from the set-up through
// its first turn (and, in 13 Clues, its first peek), while the tips are there.
func TestTipsFromOwnViewOnlyCode777And13Clues(t *testing.T) {
	ctx := context.Background()
	type step struct {
		a    companion.Actor
		typ  string
		args map[string]any
	}
	// run plays each world's steps at its own table and returns seat 0's view and tips after each step.
	run := func(t *testing.T, set companion.Settings, worlds [2][]step) {
		var got [2][]string
		var logs [2]string
		ids := map[string]bool{}
		for w, steps := range worlds {
			svc := gametest.Service(t)
			tb, err := svc.CreateTable(ctx, set)
			require.NoError(t, err)
			for i, s := range steps {
				do(t, tb, s.a, s.typ, s.args)
				_, b := tb.ViewJSON(0)
				got[w] = append(got[w], fmt.Sprintf("step %d view %s", i, noID(b, tb)), fmt.Sprintf("step %d tips %s", i, tipsJSON(t, tb, 0)))
				for _, x := range tb.Tips(0).Tips {
					ids[x.ID] = true
				}
			}
			logs[w] = strings.Join(moves(tb), "\n")
		}
		require.NotEqual(t, logs[0], logs[1], "the worlds differ")
		require.Equal(t, len(got[0]), len(got[1]))
		for i := range got[0] {
			require.Equal(t, got[0][i], got[1][i], "seat 0 receives different bytes")
		}
		t.Logf("tips compared: %v", ids)
		require.GreaterOrEqual(t, len(ids), 2)
	}
	t.Run("code777", func(t *testing.T) {
		// 3 players: rack "0" is seat 0's (placed by seat 2), "1" seat 1's (by seat 0), "2" seat 2's (by seat 1), n1 the host's.
		own := [2][]string{{"black3", "brown4", "red5"}, {"green6", "pink7", "yellow7"}}
		var worlds [2][]step
		for w := range 2 {
			worlds[w] = []step{
				{0, "rack", map[string]any{"rack": "1", "tiles": []string{"yellow2", "black3", "brown4"}}},
				{1, "rack", map[string]any{"rack": "2", "tiles": []string{"red5", "green6", "blue7"}}},
				{2, "rack", map[string]any{"rack": "0", "tiles": own[w]}},
				{companion.Host, "rack", map[string]any{"rack": "n1", "tiles": []string{"brown4", "black5", "pink6"}}},
				{companion.Host, "start", map[string]any{"starter": 0}},
				{0, "read", map[string]any{"card": "q1"}},
			}
		}
		run(t, companion.Settings{Game: "code777", Players: 3, Hints: companion.HintsFull, FirstGame: true}, worlds)
	})
	t.Run("clues13", func(t *testing.T) {
		const n = 3
		deal, err := clues13rules.NewDeal(n, rand.New(rand.NewPCG(13, 24)))
		require.NoError(t, err)
		// In world 1 a card of seat 0's case (chosen by seat 2) trades places with the last informant of its
		// kind: seat 0 sees neither (it peeks at A only).
		c0 := deal.Outside[0]
		k := -1
		for i, c := range deal.Informants {
			if c.Kind() == c0[0].Kind() {
				k = i
			}
		}
		require.Greater(t, k, 0, "an informant of the kind, not under A")
		case1, inf1 := c0, slices.Clone(deal.Informants)
		case1[0], inf1[k] = deal.Informants[k], c0[0]
		str := func(cs []clues13rules.Card) []string {
			var out []string
			for _, c := range cs {
				out = append(out, c.String())
			}
			return out
		}
		var worlds [2][]step
		for w := range 2 {
			cases, inf := deal.Outside, deal.Informants
			if w == 1 {
				cases, inf = slices.Clone(cases), inf1
				cases[0] = case1
			}
			for p := range n {
				c := cases[(p+1)%n]
				worlds[w] = append(worlds[w], step{companion.Actor(p), "cards", map[string]any{"outside": str(c[:]), "inside": str(deal.Inside[p][:])}})
			}
			worlds[w] = append(worlds[w],
				step{companion.Host, "start", map[string]any{"starter": 0, "informants": str(inf)}},
				step{0, "peek", map[string]any{"letter": "A"}})
		}
		run(t, companion.Settings{Game: "clues13", Players: n, Hints: companion.HintsFull, FirstGame: true}, worlds)
	})
}
