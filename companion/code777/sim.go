package code777

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/tablemate/tablemate/companion"
	rules "github.com/tablemate/tablemate/solver/code777"
)

// SimOptions tune the bots of a simulated game.
type SimOptions struct {
	// Threshold is the chance of its best numbers at which a bot challenges. 1 (the default, also used
	// for 0) waits until its knowledge pins the numbers down, so every challenge is right; below 1 a bot
	// gambles and may lose its rack.
	Threshold float64
	// MaxReads bounds a game (0: DefaultMaxReads) so that a bot that never dares to challenge cannot loop.
	MaxReads int
}

// DefaultMaxReads is the default bound on the cards read in one simulated game: about 40 deck cycles,
// far beyond any real game.
const DefaultMaxReads = 1000

// SimResult is one simulated game.
type SimResult struct {
	Players int `json:"players"`
	Starter int `json:"starter"`
	// Questions is how many cards were read in the whole game.
	Questions int `json:"questions"`
	// SolvedAfter is, per seat, how many cards other seats had read (the questions it heard) when its own
	// knowledge first pinned its numbers down (-1: never).
	SolvedAfter []int `json:"solved_after"`
	Challenges  int   `json:"challenges"`
	Wrong       int   `json:"wrong"`      // challenges that named the wrong numbers
	Reshuffles  int   `json:"reshuffles"` // draw-pile reshuffles
	Coins       []int `json:"coins"`
	Winner      int   `json:"winner"` // -1 when the game did not end (then Simulate returns an error)
	Events      int64 `json:"events"`
}

// Simulate plays one complete game at a real table of svc with the default options (see SimulateWith).
func Simulate(ctx context.Context, svc companion.Tables, players int, seed int64) (SimResult, error) {
	return SimulateWith(ctx, svc, players, seed, SimOptions{})
}

// SimulateWith plays one complete game at a real table of svc: every rack drawn from the physical pile
// and entered by its placer, the question deck in a random order read by the seat on turn, refills and
// reshuffles as the table asks for them, all from seed. Code 777 draws its questions, so a bot's only
// choice is when to challenge: every seat challenges as soon as its own knowledge (Knowledge + Solve)
// gives its best numbers at least opts.Threshold. Everything goes through Table.Do, the same path as phones.
func SimulateWith(ctx context.Context, svc companion.Tables, players int, seed int64, opts SimOptions) (SimResult, error) {
	if opts.Threshold == 0 {
		opts.Threshold = 1
	}
	if opts.Threshold < 0 || opts.Threshold > 1 {
		return SimResult{}, fmt.Errorf("challenge threshold must be above 0 and at most 1, not %g", opts.Threshold)
	}
	if opts.MaxReads <= 0 {
		opts.MaxReads = DefaultMaxReads
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0))
	t, err := svc.Start(ctx, companion.Settings{Game: Name, Players: players, Hints: companion.HintsFull})
	if err != nil {
		return SimResult{}, err
	}
	b := &bot{t: t, ctx: ctx, rng: rng, opts: opts, res: SimResult{Players: players, Winner: -1,
		SolvedAfter: make([]int, players)}, heard: make([]int, players)}
	for i := range b.res.SolvedAfter {
		b.res.SolvedAfter[i] = -1
	}
	if err := b.refill(); err != nil {
		return b.res, err
	}
	b.res.Starter = rng.IntN(players)
	if err := b.do(companion.Host, "start", map[string]any{"starter": b.res.Starter}); err != nil {
		return b.res, err
	}
	deck := rules.NewDeck(rng)
	for {
		if err := b.settle(); err != nil {
			return b.res, err
		}
		if v := b.view(); v.Winner != nil {
			b.res.Winner = *v.Winner
			break
		}
		if b.res.Questions >= opts.MaxReads {
			return b.res, fmt.Errorf("no winner after %d cards read (coins %v)", b.res.Questions, b.view().Coins)
		}
		var card rules.Card
		if card, deck, _, err = deck.Next(rng); err != nil {
			return b.res, err
		}
		reader := *b.view().Turn
		if b.view().Deck.ShuffleNow { // the reader shuffled the used cards into a new deck
			if err := b.do(companion.Actor(reader), "reshuffle", map[string]any{"what": "cards"}); err != nil {
				return b.res, fmt.Errorf("seat %d shuffling the question cards: %w", reader, err)
			}
		}
		if err := b.do(companion.Actor(reader), "read", map[string]any{"card": card.String()}); err != nil {
			return b.res, fmt.Errorf("seat %d reading %s: %w", reader, card, err)
		}
		b.res.Questions++
		for s := range b.heard {
			if s != reader {
				b.heard[s]++
			}
		}
	}
	b.res.Coins = b.view().Coins
	b.res.Events = t.Seq()
	return b.res, nil
}

// bot drives one simulated table: it plays the physical table (pile, placers) and every seat's player.
type bot struct {
	t     companion.Playing
	ctx   context.Context
	rng   *rand.Rand
	opts  SimOptions
	res   SimResult
	heard []int // per seat: cards read by others so far
}

func (b *bot) do(a companion.Actor, typ string, args map[string]any) error {
	args["type"] = typ
	raw, _ := json.Marshal(args)
	_, err := b.t.Do(b.ctx, companion.Command{Actor: a, Type: typ, Data: raw})
	return err
}

// view is what the host console shows: which racks wait, who places them, whether to reshuffle.
func (b *bot) view() View { return b.t.View(companion.Host).Body.(View) }

// refill fills every rack the table waits for, one at a time in the draw order the view lists them:
// three tiles drawn from the physical pile, entered by the rack's placer (the host for a neutral rack);
// when the view says the pile reached its reshuffle point, the placer of the rack drawn next shuffles the
// discards in and confirms it first.
func (b *bot) refill() error {
	for {
		v := b.view()
		if len(v.Waiting) == 0 {
			return nil
		}
		id, placer := v.Waiting[0], companion.Host
		for _, r := range v.Racks {
			if r.ID == id && r.Placer != nil {
				placer = companion.Actor(*r.Placer)
			}
		}
		if v.Pile.ReshuffleNow {
			b.res.Reshuffles++
			if err := b.do(placer, "reshuffle", map[string]any{"what": "tiles"}); err != nil {
				return fmt.Errorf("shuffling the discards in: %w", err)
			}
			continue
		}
		rack, _, err := rules.DrawRack(b.t.State().(*State).m.Pile(), b.rng)
		if err != nil {
			return err
		}
		if err := b.do(placer, "rack", map[string]any{"rack": id, "tiles": rack.IDs()}); err != nil {
			return fmt.Errorf("entering rack %s: %w", id, err)
		}
	}
}

// settle refills the racks and lets every seat that wants to challenge do so, until nobody does (a
// refill shows new tiles, which may settle another seat's numbers).
func (b *bot) settle() error {
	for {
		if b.view().Winner != nil { // the winner's rack stays empty: nothing more to place
			return nil
		}
		if err := b.refill(); err != nil {
			return err
		}
		var challenges []map[string]any
		for s := 0; s < b.res.Players; s++ {
			numbers, ok, err := b.decide(s)
			if err != nil {
				return err
			}
			if ok {
				challenges = append(challenges, map[string]any{"seat": s, "numbers": numbers})
			}
		}
		var err error
		switch len(challenges) {
		case 0:
			return nil
		case 1: // one player names their numbers on their phone
			s := challenges[0]["seat"].(int)
			err = b.do(companion.Actor(s), "challenge", map[string]any{"numbers": challenges[0]["numbers"]})
		default: // several at once: the host enters them together, judged in the rule sheet's order
			err = b.do(companion.Host, "challenge", map[string]any{"challenges": challenges})
		}
		if err != nil {
			return fmt.Errorf("challenging: %w", err)
		}
		b.count(len(challenges))
	}
}

// decide is seat s's choice from its own knowledge only: the numbers to challenge with, if any.
func (b *bot) decide(s int) (string, bool, error) {
	know, ok := b.t.State().(*State).Knowledge(s)
	if !ok {
		return "", false, nil
	}
	res, err := rules.Solve(know)
	if err != nil {
		return "", false, err
	}
	if res.Contradiction {
		return "", false, fmt.Errorf("seat %d's knowledge contradicts itself", s)
	}
	if res.Solved != nil {
		if b.res.SolvedAfter[s] < 0 {
			b.res.SolvedAfter[s] = b.heard[s]
		}
		return *res.Solved, true, nil
	}
	if odds := res.ChallengeRight; odds != nil && odds.Probability >= b.opts.Threshold {
		return odds.Numbers, true, nil
	}
	return "", false, nil
}

// count reads the last n challenge results off the public log.
func (b *bot) count(n int) {
	var log []EntryView
	for _, e := range b.view().Log {
		if e.Kind == "challenge" { // never a reshuffle line
			log = append(log, e)
		}
	}
	for _, e := range log[len(log)-n:] {
		if e.Void {
			continue
		}
		b.res.Challenges++
		if e.Correct != nil && !*e.Correct {
			b.res.Wrong++
		}
	}
}
