package table

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"time"

	"github.com/tablemate/tablemate/companion"
)

// A seat belongs to the device that first opened its link: the web layer
// gives that device a secret (a cookie for that seat) and the table keeps a
// digest of it, as an event in the log (KindClaim), so the claim outlives a
// restart. The host can move a seat to a new device: a new link (KindMove),
// after which the old link and the old device's secret open nothing.
const (
	// KindClaim says which device holds a seat (Data: claimData).
	KindClaim = "seat.claim"
	// KindMove gives a seat a new link and frees it for a new device
	// (Data: moveData).
	KindMove = "seat.move"
)

type claimData struct {
	Seat   int    `json:"seat"`
	Device string `json:"device"` // a digest of the device's secret, never the secret
}

type moveData struct {
	Seat  int    `json:"seat"`
	Token string `json:"token"`
}

// DeviceDigest is what a table stores of a device's secret.
func DeviceDigest(secret string) string {
	sum := sha256.Sum256([]byte("tablemate-seat-device\x00" + secret))
	return hex.EncodeToString(sum[:16])
}

// contestEvery spaces the notices of one seat's repeated tries.
const contestEvery = 5 * time.Second

// seatsState is who holds each seat and the seats' current links, read
// from every stored row of the log that decodes (claims are table facts:
// a damaged game move does not make a phone lose its seat).
type seatsState struct {
	tokens  []string // the seat's current link token, by seat
	retired []string // tokens a move replaced
	claims  []string // the device digest holding the seat, "" while free
	// contested is when another device last tried a claimed seat (in
	// memory only: a notice, not a fact of the game).
	contested map[int]time.Time
}

func newSeatsState(info Info) seatsState {
	n := len(info.Tokens)
	return seatsState{tokens: append([]string(nil), info.Tokens...), claims: make([]string, n), contested: map[int]time.Time{}}
}

// fold takes one stored row into account.
func (ss *seatsState) fold(e companion.Event) {
	switch e.Kind {
	case KindClaim:
		var d claimData
		if e.Decode(&d) == nil && d.Seat >= 0 && d.Seat < len(ss.claims) && ss.claims[d.Seat] == "" {
			ss.claims[d.Seat] = d.Device
		}
	case KindMove:
		var d moveData
		if e.Decode(&d) == nil && d.Seat >= 0 && d.Seat < len(ss.tokens) && d.Token != "" {
			ss.retired = append(ss.retired, ss.tokens[d.Seat])
			ss.tokens[d.Seat], ss.claims[d.Seat] = d.Token, ""
			delete(ss.contested, d.Seat)
		}
	}
}

func seatsFrom(info Info, events []companion.Event) seatsState {
	ss := newSeatsState(info)
	for _, e := range events {
		ss.fold(e)
	}
	return ss
}

// Tokens returns the seats' current link tokens, by seat.
func (t *Table) Tokens() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]string(nil), t.seats.tokens...)
}

// Claimed says which seats a device holds.
func (t *Table) Claimed() []bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make([]bool, len(t.seats.claims))
	for i, c := range t.seats.claims {
		out[i] = c != ""
	}
	return out
}

// SeatError is the refusal a device gets for a seat another device holds.
func SeatError() *companion.Error {
	return &companion.Error{Code: companion.Forbidden, Key: "this seat is in use on another phone; if it is yours, ask the host to move it to this phone",
		Msg: "this seat is in use on another phone; if it is yours, ask the host to move it to this phone"}
}

// Admit lets a device into a seat. secret is the device's secret for this
// seat, shown says the device sent it back (its cookie came with the
// request) rather than being handed it by this request. A seat is claimed
// for a device (written to the log) only once the device has shown its
// secret back: the reply that handed it out may be lost (Wi-Fi, a restart),
// and the phone that comes back without it must get its seat again. Until
// then any opening is let in, and the first device to show its secret
// back holds the seat. A seat another device holds is refused, and the
// host and the seat's own phone are told that someone tried. A table that
// cannot be written to (its game or log unreadable) shows nothing private,
// so it admits without a claim.
//
// claimed says this request claimed the seat (the device's secret is to be
// kept, or kept longer).
func (t *Table) Admit(ctx context.Context, seat companion.Actor, secret string, shown bool) (claimed bool, err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := int(seat)
	if s < 0 || s >= len(t.seats.claims) {
		return false, companion.Detailed(companion.Forbidden, "this link is not valid", "no seat %d", s)
	}
	if secret == "" {
		return false, companion.Detailed(companion.Internal, "internal error", "no device secret")
	}
	digest := DeviceDigest(secret)
	switch t.seats.claims[s] {
	case digest:
		return false, nil
	case "":
		if !shown || t.state == nil {
			return false, nil // not claimed until the device shows its secret back
		}
		if _, err := t.commit(ctx, seat, "", []companion.Change{{Kind: KindClaim, Data: claimData{Seat: s, Device: digest}}}); err != nil {
			return false, err
		}
		return true, nil
	}
	// Tell the host and the seat's phone; a device that keeps trying tells
	// them again at most every few seconds (each notice redraws two views).
	now := t.clock()
	if last, ok := t.seats.contested[s]; !ok || now.Sub(last) >= contestEvery || now.Before(last) {
		t.seats.contested[s] = now
		t.changed()
	}
	return false, SeatError()
}

// Retired is the seat tokens a move replaced: they open nothing, and say why.
func (t *Table) Retired() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]string(nil), t.seats.retired...)
}

// MoveSeat gives a seat a new link token (made by the service) and frees it
// for a new device, as the host's command named by key: a resend with the
// same key moves it once (old is then ""). It returns the token it replaced.
func (t *Table) MoveSeat(ctx context.Context, seat int, token, key string) (old string, err error) {
	c := companion.Command{Actor: companion.Host, Type: "move_seat", Data: []byte(`{"seat":` + strconv.Itoa(seat) + `}`), Key: key}
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, done, err := t.keys.seen(c); done || err != nil {
		return "", err
	}
	if seat < 0 || seat >= len(t.seats.tokens) {
		return "", companion.Bad("no seat %d", seat+1)
	}
	if t.state == nil {
		return "", companion.Refuse("this table's saved data cannot be read, so its seats cannot be moved")
	}
	old = t.seats.tokens[seat]
	if _, err := t.commit(ctx, companion.Host, KeyStamp(c), []companion.Change{{Kind: KindMove, Data: moveData{Seat: seat, Token: token}}}); err != nil {
		return "", err
	}
	return old, nil
}

// seatsView adds who holds the seats (public: the display hides a claimed
// seat's join code) and the notices of another device trying a seat: the
// host's for every seat, a seat's for its own only.
func (t *Table) seatsView(v *companion.View, a companion.Actor) {
	for i, c := range t.seats.claims {
		if c != "" {
			if v.Claimed == nil {
				v.Claimed = make([]bool, len(t.seats.claims))
			}
			v.Claimed[i] = true
		}
	}
	for seat := range t.seats.claims {
		at, ok := t.seats.contested[seat]
		if ok && (a == companion.Host || a == companion.Actor(seat)) {
			v.Contested = append(v.Contested, companion.Contest{Seat: seat, At: at})
		}
	}
}
