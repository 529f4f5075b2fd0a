package pn532

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Port is the serial line: Read returns (0, nil) when nothing came within
// its short timeout (serialscan.Port does so).
type Port interface {
	Read(b []byte) (int, error)
	Write(b []byte) (int, error)
}

// ErrNoAnswer reports a PN532 that does not acknowledge commands.
var ErrNoAnswer = errors.New("PN532 does not answer")

// Timing of the exchange.
const (
	ackWait      = 100 * time.Millisecond // the PN532 ACKs within a few ms
	answerWait   = time.Second            // an InListPassiveTarget with few retries takes ~30 ms
	sends        = 3                      // tries of one command
	DefaultPause = 100 * time.Millisecond // between polls
)

// Reader drives one PN532. It is not safe for concurrent use.
type Reader struct {
	port Port
	p    Parser
	now  func() time.Time
	bad  int // response frames that failed their checksums
}

// New returns a Reader on port; now is the clock (time.Now when nil).
func New(port Port, now func() time.Time) *Reader {
	if now == nil {
		now = time.Now
	}
	return &Reader{port: port, now: now}
}

// Init wakes the PN532, sets its SAM to normal mode (no secure module,
// IRQ unused) and makes InListPassiveTarget give up after 2 activation
// retries instead of waiting for a card forever.
func (r *Reader) Init() error {
	if _, err := r.port.Write(wakeUp); err != nil {
		return err
	}
	if _, err := r.Command(CmdSAMConfiguration, 0x01, 0x14, 0x01); err != nil {
		return err
	}
	// RFConfiguration item 5 (MaxRetries): MxRtyATR, MxRtyPSL, MxRtyPassiveActivation.
	_, err := r.Command(CmdRFConfiguration, 0x05, 0xFF, 0x01, 0x02)
	return err
}

// Command sends cmd with its parameters and returns the response data
// after D5 <cmd+1>. A missing ACK sends the command again; a response that
// fails its checksums is asked for again with a NACK.
func (r *Reader) Command(cmd byte, params ...byte) ([]byte, error) {
	frame := Frame(hostToPN532, append([]byte{cmd}, params...)...)
	var last error
	for range sends {
		r.p = Parser{} // a late answer to an earlier try must not pass for this one
		if _, err := r.port.Write(frame); err != nil {
			return nil, err
		}
		got, err := r.await(ackWait, true)
		if err != nil {
			if errors.Is(err, errTimeout) || errors.Is(err, ErrChecksum) {
				last = err
				continue
			}
			return nil, err
		}
		if got.kind != KindACK {
			last = fmt.Errorf("expected an ACK, got %s", got)
			continue
		}
		for range sends {
			got, err = r.await(answerWait, false)
			if errors.Is(err, ErrChecksum) {
				r.bad++
				if _, err := r.port.Write(nack); err != nil {
					return nil, err
				}
				last = err
				continue
			}
			if err != nil {
				return nil, err
			}
			switch {
			case got.kind == KindError:
				return nil, fmt.Errorf("PN532 reports an application error for command 0x%02X", cmd)
			case got.kind != KindData || len(got.data) < 2 || got.data[0] != pn532ToHost || got.data[1] != cmd+1:
				return nil, fmt.Errorf("PN532 answered command 0x%02X with %s", cmd, got)
			}
			return got.data[2:], nil
		}
		return nil, fmt.Errorf("PN532 answer to command 0x%02X keeps failing its checksums: %w", cmd, last)
	}
	return nil, fmt.Errorf("%w: no ACK for command 0x%02X after %d tries (%v)", ErrNoAnswer, cmd, sends, last)
}

type received struct {
	kind Kind
	data []byte
}

func (g received) String() string {
	switch g.kind {
	case KindACK:
		return "an ACK"
	case KindNACK:
		return "a NACK"
	case KindError:
		return "an error frame"
	}
	return fmt.Sprintf("frame % X", g.data)
}

var errTimeout = errors.New("PN532 answer timed out")

// await reads until a frame arrives or wait passes. With wantAck, a NACK
// from the PN532 counts as "send again" (a timeout).
func (r *Reader) await(wait time.Duration, wantAck bool) (received, error) {
	deadline := r.now().Add(wait)
	buf := make([]byte, 64)
	for {
		k, data, ok, err := r.p.Next()
		if err != nil {
			return received{}, err
		}
		if ok {
			if wantAck && k == KindNACK {
				return received{}, fmt.Errorf("%w: the PN532 sent a NACK", errTimeout)
			}
			return received{k, data}, nil
		}
		if !r.now().Before(deadline) {
			return received{}, errTimeout
		}
		n, err := r.port.Read(buf)
		if err != nil {
			return received{}, err
		}
		r.p.Feed(buf[:n])
	}
}

// Poll asks for one ISO 14443A card and returns its UID as upper-case hex,
// or "" when the field is empty.
func (r *Reader) Poll() (string, error) {
	resp, err := r.Command(CmdInListPassiveTarget, 0x01, 0x00)
	if err != nil {
		return "", err
	}
	t, err := ParseInList(resp)
	if err != nil || t == nil {
		return "", err
	}
	return strings.ToUpper(hex.EncodeToString(t.UID)), nil
}

// Handler receives what Run reads. Either func may be nil.
type Handler struct {
	Tag func(uid string, at time.Time)
	Bad func(n int)
}

// Run polls every pause until ctx is done (nil) or the port fails (the
// error). A card is reported when it arrives and not again while it stays.
// A malformed answer is counted as bad; no ACK at all is an error, so the
// supervisor reopens the port and initialises the chip again.
func (r *Reader) Run(ctx context.Context, pause time.Duration, h Handler, sleep func(context.Context, time.Duration) bool) error {
	present := ""
	for ctx.Err() == nil {
		before := r.bad
		uid, err := r.Poll()
		if n := r.bad - before; n > 0 && h.Bad != nil {
			h.Bad(n)
		}
		switch {
		case errors.Is(err, ErrNoAnswer), err != nil && !strings.HasPrefix(err.Error(), "PN532"):
			return err
		case err != nil:
			if h.Bad != nil {
				h.Bad(1)
			}
		case uid != present:
			present = uid
			if uid != "" && h.Tag != nil {
				h.Tag(uid, r.now())
			}
		}
		if !sleep(ctx, pause) {
			return nil
		}
	}
	return nil
}
