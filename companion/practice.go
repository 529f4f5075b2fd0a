package companion

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"time"
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
}

// Bot is a game's next move at a practice table: for the physical table
// (the host's or any seat's set-up entries: the deal) or for a bot seat,
// never a game move of the human's seat. ok false means the table waits for
// the human (or is over). A bot seat decides from that seat's own knowledge
// only; only the physical table's part (dealing, drawing) reads the truth.
type Bot func(st State, turn BotTurn) (c Command, ok bool, err error)

// BotTurn is what a bot knows of the practice table besides its state.
type BotTurn struct {
	Players int
	Human   int   // the human's seat, -1 for none
	Seed    int64 // the practice table's seed
	Seq     int64 // the table's sequence number now
}

// Rand is a generator fixed by the table's seed and salt: a deal drawn with
// the same salt is the same deal on every call.
func (b BotTurn) Rand(salt uint64) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(b.Seed), salt))
}

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

// MaxBotMoves bounds one run of a practice table's bots, far beyond a whole game.
const MaxBotMoves = 20000

// RunBots lets a practice table's bots move until the table waits for the
// human player or the game is over, pausing pace between moves (0: none).
// It returns how many moves the bots made. A bot move refused because the
// human acted meanwhile is decided again from the new state.
func (t *Table) RunBots(ctx context.Context, pace time.Duration) (int, error) {
	p := t.Info.Settings.Practice
	if p == nil {
		return 0, nil
	}
	g, err := GameFor(t.Info.Settings.Game)
	if err != nil {
		return 0, err
	}
	if g.Bot == nil {
		return 0, fmt.Errorf("%s has no bots for practice", g.Name)
	}
	moves, refused := 0, 0
	for moves < MaxBotMoves {
		t.mu.Lock()
		if t.ended || t.fault != nil || t.state == nil || t.state.Phase() == PhaseOver {
			t.mu.Unlock()
			return moves, nil
		}
		c, ok, err := g.Bot(t.state, BotTurn{Players: t.Info.Settings.Players, Human: p.Seat, Seed: p.Seed, Seq: t.seq()})
		t.mu.Unlock()
		if err != nil || !ok {
			return moves, err
		}
		if pace > 0 && moves > 0 {
			select {
			case <-ctx.Done():
				return moves, ctx.Err()
			case <-time.After(pace):
			}
		}
		if _, err := t.Do(ctx, c); err != nil {
			if refused++; refused > 3 {
				return moves, fmt.Errorf("the bot's %s for %v was refused: %w", c.Type, c.Actor, err)
			}
			continue
		}
		refused = 0
		moves++
	}
	return moves, fmt.Errorf("the bots made %d moves without the game ending", MaxBotMoves)
}

// practice keeps a practice table's bots playing: after every change (the
// human's move, an undo) they move until it is the human's turn again. It
// returns at once for any other table.
func (s *Service) practice(t *Table) {
	if t.Info.Settings.Practice == nil || t.fault != nil {
		return
	}
	sub := t.Subscribe()
	go func() {
		defer sub.Close()
		ctx := context.Background()
		for {
			if _, err := t.RunBots(ctx, s.botPace); err != nil {
				slog.Warn("practice bots stopped", "table", t.Info.ID, "err", err)
				return
			}
			if t.Ended() {
				return
			}
			<-sub.C
		}
	}()
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
	if p.Seat < -1 || p.Seat >= set.Players {
		return Bad("a practice table of %d players has no seat %d", set.Players, p.Seat+1)
	}
	return nil
}

// BotsWaiting reports whether a practice table's bots have nothing to do:
// the table waits for the human player, or the game is over.
func (t *Table) BotsWaiting() bool {
	p := t.Info.Settings.Practice
	g, err := GameFor(t.Info.Settings.Game)
	if p == nil || err != nil || g.Bot == nil {
		return true
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.ended || t.fault != nil || t.state == nil || t.state.Phase() == PhaseOver {
		return true
	}
	_, ok, err := g.Bot(t.state, BotTurn{Players: t.Info.Settings.Players, Human: p.Seat, Seed: p.Seed, Seq: t.seq()})
	return !ok || err != nil
}
