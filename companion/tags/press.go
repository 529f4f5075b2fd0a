package tags

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/table"
)

// Press is one button press from the table's button box (hardware.Press
// without the dependency). Source is the button device's name: it is routed
// like a reader ([Route] with Reader = Source), or feeds the only live table.
type Press struct {
	Button string    `json:"button"`
	Source string    `json:"source"`
	At     time.Time `json:"at"`
}

// Press decides one button press. It never fails: a press that means nothing
// now is a Refused result, shown on the host console, and buzzes.
//
// What the buttons do:
//   - while the registration wizard runs: confirm and next skip the piece
//     asked for (it has no tag yet), undo takes back the last registration
//     or skip;
//   - otherwise, on the table the source is routed to: undo is the host's
//     undo (the latest game move, a scan included); confirm and next go to
//     the game as a PressCommand, if the game lists them in its
//     companion.Game.Buttons (Lexio: confirm plays the tiles laid on the reader,
//     next passes for the player on turn), and are refused otherwise.
func (b *Bridge) Press(ctx context.Context, p Press) Result {
	b.mu.Lock()
	defer b.mu.Unlock()
	p.Button = strings.ToLower(strings.TrimSpace(p.Button))
	res := b.press(ctx, p)
	res.Reader, res.Button = p.Source, p.Button
	if res.Outcome == Refused {
		b.opts.Feedback(p.Source, false)
	}
	return b.record(res)
}

// press decides a press. Called with b.mu held.
func (b *Bridge) press(ctx context.Context, p Press) Result {
	refuse := func(err error) Result { return Result{Outcome: Refused, Message: companion.AsError(err).Msg} }
	switch p.Button {
	case ButtonNext, ButtonUndo, ButtonConfirm:
	default:
		return refuse(companion.Bad("unknown button %q (next, undo or confirm)", p.Button))
	}
	if b.wiz != nil {
		var err error
		if p.Button == ButtonUndo {
			_, err = b.undoWizard(ctx)
		} else {
			_, err = b.skipWizard()
		}
		if err != nil {
			return refuse(err)
		}
		return Result{Outcome: Accepted, Message: b.wiz.message}
	}
	t, route, err := b.tableFor(Read{Reader: p.Source})
	if err != nil {
		return refuse(err)
	}
	res := Result{Table: t.ID()}
	game := t.Info.Settings.Game
	cmd := companion.Command{Actor: companion.Reader, Type: "undo"}
	if p.Button != ButtonUndo {
		if !handlesButton(game, p.Button) {
			res.Outcome, res.Message = Refused, fmt.Sprintf("the %s button does nothing at a %s table", p.Button, game)
			return res
		}
		cmd = PressArgs{Button: p.Button, Source: p.Source, Seat: route.Seat}.Command()
	}
	before := t.Seq()
	if _, err := t.Do(ctx, cmd); err != nil {
		res.Outcome, res.Message = Refused, companion.AsError(err).Msg
		return res
	}
	res.Outcome, res.Message = Accepted, "accepted"
	if p.Button == ButtonUndo {
		res.Message = "undid the last move"
		return res
	}
	if msg := b.describe(t, before); msg != "" {
		res.Message = msg
	}
	return res
}

// describe asks the game's Describe function about the reader's events after seq before.
func (b *Bridge) describe(t *table.Table, before int64) string {
	d := describer(t.Info.Settings.Game)
	if d == nil {
		return ""
	}
	var evs []companion.Event
	for _, ev := range t.Events() {
		if ev.Seq > before && ev.Actor == companion.Reader {
			evs = append(evs, ev)
		}
	}
	return d(evs, t.PlayerWord)
}
