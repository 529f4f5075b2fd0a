package companion

// actionKeys remembers the key of every command that acted (Command.Key),
// with the sequence number its reply carried, so a page that resends a tap
// after a lost reply gets that reply again instead of a second action. The
// keys are stored with the events (Event.Key) and rebuilt at replay.
type actionKeys map[string]keyedResult

type keyedResult struct {
	actor Actor
	seq   int64
}

// remember records the key of the event that ended a command, if any.
func (k actionKeys) remember(e Event, seq int64) {
	if e.Key != "" {
		k[e.Key] = keyedResult{actor: e.Actor, seq: seq}
	}
}

// seen says whether the command was done already, and its reply then. A key
// longer than MaxKeyLen is refused; a key another actor used is refused too
// (keys are random: this is a page bug, never a real repeat).
func (k actionKeys) seen(c Command) (int64, bool, error) {
	if c.Key == "" {
		return 0, false, nil
	}
	if len(c.Key) > MaxKeyLen {
		return 0, false, Bad("an action key is at most %d characters", MaxKeyLen)
	}
	r, ok := k[c.Key]
	if !ok {
		return 0, false, nil
	}
	if r.actor != c.Actor {
		return 0, false, Bad("this action key was already used")
	}
	return r.seq, true, nil
}
