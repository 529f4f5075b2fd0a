package table

import (
	"context"
	"log/slog"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/teach"
)

// decideTeach is a seat's own first-game setting (companion/teach).
func (t *Table) decideTeach(c companion.Command) ([]companion.Change, error) {
	return t.teach.Decide(c, t.Info.Settings.Players)
}

// tipsNow is every tip that applies to the seat now (Game.Teach on the
// seat's own view), or nil when the seat's tips are off.
func (t *Table) tipsNow(a companion.Actor) (on bool, tips []companion.Tip) {
	set := t.Info.Settings
	on = t.teach.On(a, set.FirstGame)
	if !on || a < 0 || int(a) >= set.Players || t.state == nil || t.fault != nil {
		return on, nil
	}
	g, err := companion.GameFor(set.Game)
	if err != nil || g.Teach == nil {
		return on, nil
	}
	return on, g.Teach(t.viewLocked(a), companion.TipContext{Hints: set.Hints, Practice: set.Practice != nil})
}

// passTips writes off the tips the seat's phone has shown whose moment has
// passed (teach.Seats.Passed), in the seat's name. It is written when the
// seat itself asks for its tips (its page does after every change it
// sees), never inside another actor's command: what a command costs must
// not depend on other seats' tips. A store error leaves the tip shown; the
// next ask tries again.
func (t *Table) passTips(ctx context.Context, a companion.Actor, tips []companion.Tip) {
	if _, err := t.commit(ctx, a, "", t.teach.Passed(a, tips)); err != nil {
		slog.Warn("recording a passed first-game tip", "table", t.Info.ID, "seat", int(a)+1, "err", err)
	}
}

// Tips returns a seat's current first-game tip, computed from the seat's
// own view only: the first that applies now and that the seat has not put
// away (teach.Seats.Current). With first-game mode off for the seat the
// list is empty. Asking writes off (passTips) the tips it was shown whose
// moment has passed.
func (t *Table) Tips(a companion.Actor) teach.Tips {
	t.mu.Lock()
	defer t.mu.Unlock()
	on, tips := t.tipsNow(a)
	if on && t.state != nil && t.fault == nil {
		// Not the request's context: a page that goes away mid-write must
		// not leave the seat's tip shown for a moment that has passed.
		t.passTips(context.Background(), a, tips)
	}
	return teach.Tips{Table: t.Info.Settings.FirstGame, On: on, Tips: t.teach.Current(a, tips), Seq: t.seqFor(a)}
}
