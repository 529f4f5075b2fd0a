package companion

import (
	"crypto/rand"
	"math/big"
)

// SeatOf returns the seat behind a command, refusing the host, readers and
// the display: for actions only a player may take.
func SeatOf(c Command, players int) (int, error) {
	if c.Actor < 0 || int(c.Actor) >= players {
		return 0, Detailed(Forbidden, "only a player can do this", "only a player can do %s", c.Type)
	}
	return int(c.Actor), nil
}

// MaxNoteText bounds a notepad's free text.
const MaxNoteText = 4000

// NoteText reads a seat's notepad text command, {"text": "..."}.
func NoteText(c Command, players int) (seat int, text string, err error) {
	if seat, err = SeatOf(c, players); err != nil {
		return 0, "", err
	}
	var a struct{ Text string }
	if err := c.Args(&a); err != nil {
		return 0, "", err
	}
	if len(a.Text) > MaxNoteText {
		return 0, "", Bad("notes are limited to %d characters", MaxNoteText)
	}
	return seat, a.Text, nil
}

// Starter is Starter for a start command's {"starter": seat} (0-based;
// missing or negative: drawn).
func (c Command) Starter(players int) (int, error) {
	var a struct {
		Starter *int `json:"starter"`
	}
	if err := c.Args(&a); err != nil {
		return 0, err
	}
	return Starter(a.Starter, players)
}

// Starter returns the chosen first player, or, when none was chosen (nil or
// negative), draws one: the rule sheets start with a random player. It is
// drawn when the command is decided and recorded in the event, so the fold
// stays a pure function of the log.
func Starter(chosen *int, players int) (int, error) {
	if chosen != nil && *chosen >= 0 {
		if *chosen >= players {
			return 0, Bad("no player %d", *chosen+1)
		}
		return *chosen, nil
	}
	n, err := rand.Int(rand.Reader, big.NewInt(int64(players)))
	if err != nil {
		return 0, AsError(err)
	}
	return int(n.Int64()), nil
}
