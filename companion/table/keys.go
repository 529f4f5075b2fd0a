package table

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"

	"github.com/tablemate/tablemate/companion"
)

// actionKeys remembers the key of every command that acted (Command.Key),
// with the sequence number its reply carried and a digest of the command,
// so a page that resends a tap after a lost reply gets that reply again
// instead of a second action, and a key reused for another action is
// refused. The keys are stored with the events (Event.Key, as
// "key#digest") and rebuilt at replay.
type actionKeys map[string]keyedResult

type keyedResult struct {
	actor  companion.Actor
	seq    int64
	digest string // "" for a key stored before digests were kept
}

// digestOf names a command's action: its type and arguments.
func digestOf(c companion.Command) string {
	var buf bytes.Buffer
	if len(c.Data) > 0 && json.Compact(&buf, c.Data) != nil {
		buf.Reset()
		buf.Write(c.Data)
	}
	sum := sha256.Sum256(append([]byte(c.Type+"\x00"), buf.Bytes()...))
	return hex.EncodeToString(sum[:8])
}

// KeyStamp is what is stored with the command's last event: the key and the
// digest of the action it named ("" without a key).
func KeyStamp(c companion.Command) string {
	if c.Key == "" {
		return ""
	}
	return c.Key + "#" + digestOf(c)
}

// SplitKey reads a stored key stamp (KeyStamp) back into the key and its digest.
func SplitKey(stored string) (key, digest string) {
	if i := strings.LastIndexByte(stored, '#'); i >= 0 && len(stored)-i-1 == 16 {
		if _, err := hex.DecodeString(stored[i+1:]); err == nil {
			return stored[:i], stored[i+1:]
		}
	}
	return stored, ""
}

// remember records the key of the event that ended a command, if any.
func (k actionKeys) remember(e companion.Event, seq int64) {
	if e.Key != "" {
		key, digest := SplitKey(e.Key)
		k[key] = keyedResult{actor: e.Actor, seq: seq, digest: digest}
	}
}

// seen says whether the command was done already, and its reply then. A key
// longer than MaxKeyLen is refused; a key another actor used, or one used
// for a different action, is refused too (keys are random: this is a page
// bug, never a real repeat, and answering it with the old reply would
// report an action that never happened).
func (k actionKeys) seen(c companion.Command) (int64, bool, error) {
	if c.Key == "" {
		return 0, false, nil
	}
	if len(c.Key) > companion.MaxKeyLen {
		return 0, false, companion.Bad("an action key is at most %d characters", companion.MaxKeyLen)
	}
	r, ok := k[c.Key]
	if !ok {
		return 0, false, nil
	}
	if r.actor != c.Actor {
		return 0, false, companion.Bad("this action key was already used")
	}
	if r.digest != "" && r.digest != digestOf(c) {
		return 0, false, KeyReused()
	}
	return r.seq, true, nil
}

// KeyReused is the refusal of a key sent again with a different action.
func KeyReused() *companion.Error {
	return &companion.Error{Code: companion.Conflict, Key: "this action key was already used for a different action; nothing was done",
		Msg: "this action key was already used for a different action; nothing was done"}
}
