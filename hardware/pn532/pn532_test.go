package pn532

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tablemate/tablemate/hardware/serialscan"
)

func TestFrames(t *testing.T) {
	// SAMConfiguration as the PN532 user manual spells it.
	assert.Equal(t, []byte{0x00, 0x00, 0xFF, 0x05, 0xFB, 0xD4, 0x14, 0x01, 0x14, 0x01, 0x02, 0x00},
		Frame(hostToPN532, CmdSAMConfiguration, 0x01, 0x14, 0x01))

	var p Parser
	p.Feed([]byte{0x55, 0x55, 0x00, 0x00, 0x00}) // noise and a wake-up
	p.Feed(ack[:3])
	_, _, ok, err := p.Next()
	assert.False(t, ok)
	assert.NoError(t, err)
	p.Feed(ack[3:])
	p.Feed(nack)
	p.Feed(Frame(pn532ToHost, 0x15))
	bad := Frame(pn532ToHost, 0x4B, 0x00)
	bad[len(bad)-2]++ // data checksum
	p.Feed(bad)
	p.Feed([]byte{0x00, 0x00, 0xFF, 0x03, 0x01}) // length checksum wrong
	p.Feed([]byte{0x00, 0x00, 0xFF, 0x01, 0xFF, 0x7F, 0x81, 0x00})
	var kinds []Kind
	var errs int
	for {
		k, data, ok, err := p.Next()
		if !ok {
			break
		}
		if err != nil {
			assert.ErrorIs(t, err, ErrChecksum)
			errs++
			continue
		}
		kinds = append(kinds, k)
		if k == KindData {
			assert.Equal(t, []byte{0xD5, 0x15}, data)
		}
	}
	assert.Equal(t, []Kind{KindACK, KindNACK, KindData, KindError}, kinds)
	assert.Equal(t, 2, errs)
}

func TestParseInList(t *testing.T) {
	tg, err := ParseInList([]byte{0x01, 0x01, 0x00, 0x44, 0x00, 0x07, 0x04, 0x5A, 0x21, 0x9C, 0x3B, 0x5E, 0x80})
	require.NoError(t, err)
	assert.Equal(t, []byte{0x04, 0x5A, 0x21, 0x9C, 0x3B, 0x5E, 0x80}, tg.UID)
	assert.Equal(t, byte(0x00), tg.SelRes)
	tg, err = ParseInList([]byte{0x00})
	assert.NoError(t, err)
	assert.Nil(t, tg)
	_, err = ParseInList([]byte{0x01, 0x01, 0x00, 0x04, 0x08, 0x05, 1, 2, 3, 4, 5})
	assert.ErrorContains(t, err, "5-byte UID")
	_, err = ParseInList([]byte{0x01, 0x01, 0x00, 0x04, 0x08, 0x04, 1, 2})
	assert.ErrorContains(t, err, "ends inside the UID")
}

// step is what the scripted PN532 does with the next command it receives.
type step struct {
	cmd     byte
	noAck   bool   // swallow the command: the host must send it again
	corrupt bool   // the first response fails its checksum: the host must NACK
	answer  []byte // response data after D5 <cmd+1>
}

// fakePN532 plays steps on the master side of a pty, as the chip would
// on the other end of the serial line, and records what it saw.
type fakePN532 struct {
	master *os.File
	mu     sync.Mutex
	woken  bool
	nacks  int
	left   int
	done   chan struct{}
}

func startFake(t *testing.T, master *os.File, steps []step) *fakePN532 {
	f := &fakePN532{master: master, left: len(steps), done: make(chan struct{})}
	go func() {
		defer close(f.done)
		var p Parser
		buf := make([]byte, 256)
		var last []byte
		for len(steps) > 0 {
			n, err := master.Read(buf)
			if err != nil {
				return
			}
			if n >= 2 && buf[0] == 0x55 && buf[1] == 0x55 {
				f.mu.Lock()
				f.woken = true
				f.mu.Unlock()
			}
			p.Feed(buf[:n])
			for len(steps) > 0 {
				k, data, ok, err := p.Next()
				if !ok {
					break
				}
				if err != nil {
					t.Errorf("the host sent a bad frame: %v", err)
					continue
				}
				if k == KindNACK {
					f.mu.Lock()
					f.nacks++
					f.mu.Unlock()
					master.Write(last)
					continue
				}
				s := steps[0]
				if k != KindData || len(data) < 2 || data[0] != hostToPN532 || data[1] != s.cmd {
					t.Errorf("expected command 0x%02X, got % X", s.cmd, data)
					return
				}
				if s.noAck {
					steps[0].noAck = false
					continue
				}
				steps = steps[1:]
				f.mu.Lock()
				f.left = len(steps)
				f.mu.Unlock()
				last = Frame(pn532ToHost, append([]byte{s.cmd + 1}, s.answer...)...)
				out := append(append([]byte(nil), ack...), last...)
				if s.corrupt {
					bad := append([]byte(nil), last...)
					bad[len(bad)-2] ^= 0x5A
					out = append(append([]byte(nil), ack...), bad...)
				}
				master.Write(out)
			}
		}
	}()
	return f
}

func card(uid ...byte) []byte {
	sel := byte(0x08)
	if len(uid) == 7 {
		sel = 0x00 // NTAG
	}
	return append([]byte{0x01, 0x01, 0x00, 0x44, sel, byte(len(uid))}, uid...)
}

var noCard = []byte{0x00}

func TestReaderOverPTY(t *testing.T) {
	master, slave, err := pty.Open()
	require.NoError(t, err)
	defer master.Close()
	defer slave.Close()
	link := filepath.Join(t.TempDir(), "usb-pn532")
	require.NoError(t, os.Symlink(slave.Name(), link))

	fake := startFake(t, master, []step{
		{cmd: CmdSAMConfiguration},
		{cmd: CmdRFConfiguration},
		{cmd: CmdInListPassiveTarget, answer: noCard},
		{cmd: CmdInListPassiveTarget, answer: card(0xDE, 0xAD, 0xBE, 0xEF)},
		{cmd: CmdInListPassiveTarget, answer: card(0xDE, 0xAD, 0xBE, 0xEF)}, // left on the reader
		{cmd: CmdInListPassiveTarget, answer: card(0xDE, 0xAD, 0xBE, 0xEF)},
		{cmd: CmdInListPassiveTarget, corrupt: true, answer: card(0x04, 0x5A, 0x21, 0x9C, 0x3B, 0x5E, 0x80)},
		{cmd: CmdInListPassiveTarget, noAck: true, answer: noCard},
		{cmd: CmdInListPassiveTarget, answer: card(0xDE, 0xAD, 0xBE, 0xEF)}, // put back: counts again
	})

	port, err := serialscan.Open(link, 115200, 0)
	require.NoError(t, err)
	defer port.Close()
	r := New(port, nil)
	require.NoError(t, r.Init())

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var uids []string
	bad := 0
	polls := 0
	err = r.Run(ctx, DefaultPause, Handler{
		Tag: func(uid string, _ time.Time) { uids = append(uids, uid) },
		Bad: func(n int) { bad += n },
	}, func(ctx context.Context, _ time.Duration) bool {
		polls++
		return polls < 7 // the steps after Init; no real pause is needed
	})
	require.NoError(t, err)
	<-fake.done
	assert.Equal(t, []string{"DEADBEEF", "045A219C3B5E80", "DEADBEEF"}, uids)
	assert.Equal(t, 1, bad, "the corrupted answer")
	assert.True(t, fake.woken, "the wake-up preamble was sent")
	assert.Equal(t, 1, fake.nacks, "a NACK asked for the corrupted answer again")
	assert.Zero(t, fake.left, "every scripted command was sent")

	t.Run("unplugged", func(t *testing.T) {
		require.NoError(t, master.Close())
		_, err := r.Poll()
		assert.ErrorIs(t, err, serialscan.ErrUnplugged)
	})
}

func TestNoAnswer(t *testing.T) {
	master, slave, err := pty.Open()
	require.NoError(t, err)
	defer master.Close()
	defer slave.Close()
	go func() { // a line that swallows everything: nothing is connected
		buf := make([]byte, 256)
		for {
			if _, err := master.Read(buf); err != nil {
				return
			}
		}
	}()
	port, err := serialscan.Open(slave.Name(), 115200, 0)
	require.NoError(t, err)
	defer port.Close()
	err = New(port, nil).Init()
	assert.ErrorIs(t, err, ErrNoAnswer)
}
