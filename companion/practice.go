package companion

import (
	"encoding/json"
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

// BotName is the name the service gives a practice table's bot: "봇 1" /
// "Bot 1", counting the bots in seat order.
func (p Practice) BotName(seat int) string {
	n := seat + 1
	if p.Seat >= 0 && p.Seat < seat {
		n--
	}
	if p.Lang == "en" {
		return fmt.Sprintf("Bot %d", n)
	}
	return fmt.Sprintf("봇 %d", n)
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
