package companion

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
)

// Practice marks a practice table: one player (Seat) against the game's
// bots, with no physical game. The service deals from Seed (the same seed
// deals the same game) and plays the physical table's part (revealing
// cards, filling racks, the market); the bots play every other seat, all
// through the same commands, events and views as a real table. A practice
// game stays out of the game-night history unless History is set.
type Practice struct {
	Seed int64 `json:"seed"`
	// Seat is the human player's seat; -1 lets the bots play every seat
	// (the tests' bots-only games).
	Seat    int  `json:"seat"`
	History bool `json:"history,omitempty"`
	// Lang is the player's language ("ko", the default, or "en"): the
	// service names the bots in it ("봇 1", "Bot 1").
	Lang string `json:"lang,omitempty"`
}

// botName is the name the service gives a practice table's bot: "봇 1" /
// "Bot 1", counting the bots in seat order.
func (p Practice) botName(seat int) string {
	n := seat + 1
	if p.Seat >= 0 && p.Seat < seat {
		n--
	}
	if p.Lang == "en" {
		return fmt.Sprintf("Bot %d", n)
	}
	return fmt.Sprintf("봇 %d", n)
}

// unnamedBot is the command that names the first bot seat still without
// a name (ok false: every bot has one). A bot is named before it plays,
// so the player's page and tips never call it "플레이어 2". A bots-only
// table (the tests') has nobody to read the names.
func (t *Table) unnamedBot(p Practice) (Command, bool) {
	if p.Seat < 0 {
		return Command{}, false
	}
	for s, n := range t.names {
		if s != p.Seat && n.Name == "" {
			return BotCommand(Host, "name", map[string]any{"seat": s, "name": p.botName(s)}), true
		}
	}
	return Command{}, false
}

// Rand is the generator the practice table's deals are drawn from with
// this salt: the same one BotTurn.Rand gives the bots, so a game's state
// can know what the service dealt the player (to show it, and to check
// what the player makes of it).
func (p Practice) Rand(salt uint64) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(p.Seed), salt))
}

// Bot is a game's next step at a practice table, taken under the table's
// lock: the physical table's part (the host's or any seat's set-up
// entries: the deal), which reads the truth and is ready at once, or a bot
// seat's move, which it leaves to a Think over a snapshot of that seat's
// own knowledge, run outside the lock. It never makes a game move of the
// human's seat. The zero BotStep means the table waits for the human (or
// is over).
type Bot func(st State, turn BotTurn) (BotStep, error)

// BotStep is a practice table's next step (see Bot): Ready, or Think, or
// neither (nothing to do).
type BotStep struct {
	// Ready is the physical table's part, submitted as it is.
	Ready *Command
	// Think decides the move of one or more bot seats (ok false: none of
	// them moves now). It captures copies of those seats' own knowledge,
	// never the state: it runs without the table's lock while the table
	// goes on, and each seat's decision reads its own knowledge only.
	Think func() (c Command, ok bool, err error)
}

// Thought is a bot step whose decision is computed outside the lock.
func Thought(think func() (Command, bool, error)) (BotStep, error) {
	return BotStep{Think: think}, nil
}

// ReadyStep is a bot step ready to submit.
func ReadyStep(c Command) (BotStep, error) { return BotStep{Ready: &c}, nil }

// BotTurn is what a bot knows of the practice table besides its state.
type BotTurn struct {
	Players int
	Human   int   // the human's seat, -1 for none
	Seed    int64 // the practice table's seed
	// Seq counts the table's public events now: a generator salted with it
	// draws the same whatever private notes the player wrote meanwhile.
	Seq int64
}

// Rand is a generator fixed by the table's seed and salt: a deal drawn with
// the same salt is the same deal on every call.
func (b BotTurn) Rand(salt uint64) *rand.Rand { return Practice{Seed: b.Seed}.Rand(salt) }

// Bot reports whether seat is played by a bot.
func (b BotTurn) Bot(seat int) bool { return seat != b.Human }

// BotCommand builds a command as a page sends it.
func BotCommand(a Actor, typ string, args map[string]any) Command {
	if args == nil {
		args = map[string]any{}
	}
	args["type"] = typ
	raw, _ := json.Marshal(args)
	return Command{Actor: a, Type: typ, Data: raw}
}

// BotThink tells a test hook (service.Options.BotThink) that a bot is about to
// think at a practice table whose log was at Seq, outside the table's lock.
type BotThink struct {
	Table string
	Seq   int64
}

// BotResult is what one step of a practice table's bots did.
type BotResult int

const (
	BotIdle  BotResult = iota // nothing to do: the human's turn, the game over, the table ended
	BotMoved                  // a move was committed
	BotStale                  // the table moved on while the bot thought: the move was dropped
)

// errNoBots is the step's error for a game without bots.
var errNoBots = errors.New("this game has no bots for practice")

// BotStep takes one step of a practice table's bots: under the lock it
// reads the next step; a bot seat thinks without the lock; the move is then
// submitted under the lock as any command is (decided, written, applied),
// unless the table moved on meanwhile (a public event): then it is dropped
// (BotStale) and the bot thinks again from the new state.
func (t *Table) BotStep(ctx context.Context, hook func(BotThink)) (BotResult, error) {
	p := t.Info.Settings.Practice
	g, err := GameFor(t.Info.Settings.Game)
	if err != nil {
		return BotIdle, err
	}
	if p == nil || g.Bot == nil {
		return BotIdle, errNoBots
	}
	t.mu.Lock()
	if t.ended || t.fault != nil || t.state == nil || t.state.Phase() == PhaseOver {
		t.mu.Unlock()
		return BotIdle, nil
	}
	if c, ok := t.unnamedBot(*p); ok {
		defer t.mu.Unlock()
		if _, err := t.do(ctx, c); err != nil {
			return BotIdle, fmt.Errorf("naming a bot: %w", err)
		}
		return BotMoved, nil
	}
	seq, public := t.seq(), t.publicSeq()
	step, err := g.Bot(t.state, BotTurn{Players: t.Info.Settings.Players, Human: p.Seat, Seed: p.Seed, Seq: public})
	t.mu.Unlock()
	if err != nil {
		return BotIdle, err
	}
	c := step.Ready
	if step.Think != nil {
		if hook != nil {
			hook(BotThink{Table: t.Info.ID, Seq: seq})
		}
		thought, ok, err := step.Think()
		if err != nil || !ok {
			return BotIdle, err
		}
		c = &thought
	}
	if c == nil {
		return BotIdle, nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	// Only a change the bots can know of makes the move stale: a player's
	// private note changes nothing a bot decides from, and a bot that
	// thought again for it would show the note in its timing.
	if t.publicSeq() != public || t.ended || t.fault != nil {
		return BotStale, nil
	}
	// The same path as a page's command: decided and validated here, under the lock.
	if _, err := t.do(ctx, *c); err != nil {
		return BotIdle, fmt.Errorf("the bot's %s for %v was refused: %w", c.Type, c.Actor, err)
	}
	return BotMoved, nil
}

// publicSeq counts the events every seat may know of (all but the private ones).
func (t *Table) publicSeq() int64 { return t.seq() - t.privateTotal }

// practiceHints is the hint level of a practice table whose creator chose
// none: "possibilities" where the game offers it, so the learner does the
// thinking and the ranking of questions is one tap away in the settings.
func (g *Game) practiceHints(set Settings) string {
	if set.Practice == nil || set.Practice.Seat < 0 || set.Hints != "" || !slices.Contains(g.Hints, HintsPossibilities) {
		return set.Hints
	}
	return HintsPossibilities
}

// checkPractice refuses a practice table the game cannot have.
func (g *Game) checkPractice(set Settings) error {
	p := set.Practice
	if p == nil {
		return nil
	}
	if g.Bot == nil {
		return Bad("%s has no bots to practise against", g.Name)
	}
	if p.Seat < -1 || p.Seat >= set.Players { // -1: the bots play every seat (the tests'; see CheckRequested)
		return practiceSeat(set.Players)
	}
	return nil
}

// BotsWaiting reports whether a practice table's bots have nothing to do:
// the table waits for the human player, or the game is over. It thinks as
// the bots would (outside the table's lock) but submits nothing.
func (t *Table) BotsWaiting() bool {
	p := t.Info.Settings.Practice
	g, err := GameFor(t.Info.Settings.Game)
	if p == nil || err != nil || g.Bot == nil {
		return true
	}
	t.mu.Lock()
	if t.ended || t.fault != nil || t.state == nil || t.state.Phase() == PhaseOver {
		t.mu.Unlock()
		return true
	}
	if _, ok := t.unnamedBot(*p); ok {
		t.mu.Unlock()
		return false
	}
	step, err := g.Bot(t.state, BotTurn{Players: t.Info.Settings.Players, Human: p.Seat, Seed: p.Seed, Seq: t.publicSeq()})
	t.mu.Unlock()
	switch {
	case err != nil:
		return true
	case step.Ready != nil:
		return false
	case step.Think == nil:
		return true
	}
	_, ok, err := step.Think()
	return !ok || err != nil
}
