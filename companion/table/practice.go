package table

import (
	"context"
	"errors"
	"fmt"

	"github.com/tablemate/tablemate/companion"
)

// unnamedBot is the command that names the first bot seat still without
// a name (ok false: every bot has one). A bot is named before it plays,
// so the player's page and tips never call it "플레이어 2". A bots-only
// table (the tests') has nobody to read the names.
func (t *Table) unnamedBot(p companion.Practice) (companion.Command, bool) {
	if p.Seat < 0 {
		return companion.Command{}, false
	}
	for s, n := range t.names {
		if s != p.Seat && n.Name == "" {
			return companion.BotCommand(companion.Host, "name", map[string]any{"seat": s, "name": p.BotName(s)}), true
		}
	}
	return companion.Command{}, false
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
	g, err := companion.GameFor(t.Info.Settings.Game)
	if err != nil {
		return BotIdle, err
	}
	if p == nil || g.Bot == nil {
		return BotIdle, errNoBots
	}
	t.mu.Lock()
	if t.ended || t.fault != nil || t.state == nil || t.state.Phase() == companion.PhaseOver {
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
	step, err := g.Bot(t.state, companion.BotTurn{Players: t.Info.Settings.Players, Human: p.Seat, Seed: p.Seed, Seq: public})
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

// BotsWaiting reports whether a practice table's bots have nothing to do:
// the table waits for the human player, or the game is over. It thinks as
// the bots would (outside the table's lock) but submits nothing.
func (t *Table) BotsWaiting() bool {
	p := t.Info.Settings.Practice
	g, err := companion.GameFor(t.Info.Settings.Game)
	if p == nil || err != nil || g.Bot == nil {
		return true
	}
	t.mu.Lock()
	if t.ended || t.fault != nil || t.state == nil || t.state.Phase() == companion.PhaseOver {
		t.mu.Unlock()
		return true
	}
	if _, ok := t.unnamedBot(*p); ok {
		t.mu.Unlock()
		return false
	}
	step, err := g.Bot(t.state, companion.BotTurn{Players: t.Info.Settings.Players, Human: p.Seat, Seed: p.Seed, Seq: t.publicSeq()})
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
