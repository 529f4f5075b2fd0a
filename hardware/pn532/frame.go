package pn532

import (
	"errors"
	"fmt"
)

// Frame identifiers: host to PN532, and PN532 to host.
const (
	hostToPN532 = 0xD4
	pn532ToHost = 0xD5
)

// Commands used.
const (
	CmdSAMConfiguration    = 0x14
	CmdRFConfiguration     = 0x32
	CmdInListPassiveTarget = 0x4A
)

var (
	ack  = []byte{0x00, 0x00, 0xFF, 0x00, 0xFF, 0x00}
	nack = []byte{0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00}
	// wakeUp: HSU mode sleeps until it sees a long enough run of bytes.
	wakeUp = []byte{0x55, 0x55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
)

// Frame builds a normal information frame with the given TFI (0xD4 from
// the host, 0xD5 from the PN532) and data.
func Frame(tfi byte, data ...byte) []byte {
	n := byte(len(data) + 1)
	f := []byte{0x00, 0x00, 0xFF, n, -n, tfi}
	sum := tfi
	for _, b := range data {
		sum += b
	}
	f = append(f, data...)
	return append(f, -sum, 0x00)
}

// Kind of a received frame.
type Kind int

// Frame kinds.
const (
	KindACK Kind = iota + 1
	KindNACK
	KindData  // a checked information frame
	KindError // the PN532's application-level error frame (TFI 0x7F)
)

// Parser splits a byte stream into frames. Bytes between frames (preambles,
// postambles, noise) are skipped. The zero value is ready.
type Parser struct {
	buf []byte
}

// ErrChecksum reports a frame whose length or data checksum is wrong.
var ErrChecksum = errors.New("PN532 frame checksum is wrong")

// Feed adds bytes read from the port.
func (p *Parser) Feed(b []byte) { p.buf = append(p.buf, b...) }

// Next returns the next complete frame: its kind and, for KindData, its
// bytes from TFI on (without DCS). ok is false when no complete frame is
// buffered. A frame failing its checksums is dropped and reported as
// ErrChecksum.
func (p *Parser) Next() (k Kind, data []byte, ok bool, err error) {
	i := indexStart(p.buf)
	if i < 0 {
		// Keep a trailing 0x00: it may start the next start code.
		if n := len(p.buf); n > 0 && p.buf[n-1] == 0x00 {
			p.buf = append(p.buf[:0], 0x00)
		} else {
			p.buf = p.buf[:0]
		}
		return 0, nil, false, nil
	}
	p.buf = p.buf[i:] // starts with 00 FF
	if len(p.buf) < 4 {
		return 0, nil, false, nil
	}
	l, lcs := p.buf[2], p.buf[3]
	switch {
	case l == 0x00 && lcs == 0xFF:
		p.buf = p.buf[4:]
		return KindACK, nil, true, nil
	case l == 0xFF && lcs == 0x00:
		p.buf = p.buf[4:]
		return KindNACK, nil, true, nil
	case l+lcs != 0:
		p.buf = p.buf[2:] // not a frame after all: look further
		return 0, nil, true, fmt.Errorf("%w: length 0x%02X, its checksum 0x%02X", ErrChecksum, l, lcs)
	}
	need := 4 + int(l) + 1 // start code, LEN, LCS, TFI..PD, DCS
	if len(p.buf) < need {
		return 0, nil, false, nil
	}
	body := append([]byte(nil), p.buf[4:4+int(l)]...)
	var sum byte
	for _, b := range p.buf[4:need] {
		sum += b
	}
	p.buf = p.buf[need:]
	switch {
	case sum != 0:
		return 0, nil, true, fmt.Errorf("%w: data", ErrChecksum)
	case len(body) == 1 && body[0] == 0x7F:
		return KindError, body, true, nil
	}
	return KindData, body, true, nil
}

// indexStart finds the start code 00 FF.
func indexStart(b []byte) int {
	for i := 0; i+1 < len(b); i++ {
		if b[i] == 0x00 && b[i+1] == 0xFF {
			return i
		}
	}
	return -1
}

// Target is one card found by InListPassiveTarget.
type Target struct {
	SensRes [2]byte
	SelRes  byte
	UID     []byte
}

// ParseInList decodes an InListPassiveTarget response (its data after D5
// 4B): NbTg, then per target Tg, SENS_RES, SEL_RES, NFCIDLength, NFCID and
// optional ATS. NbTg 0 (no card) is (nil, nil).
func ParseInList(b []byte) (*Target, error) {
	if len(b) < 1 {
		return nil, errors.New("PN532 InListPassiveTarget answer is empty")
	}
	if b[0] == 0 {
		return nil, nil
	}
	if len(b) < 6 {
		return nil, fmt.Errorf("PN532 InListPassiveTarget answer is short: % X", b)
	}
	n := int(b[5])
	if n != 4 && n != 7 && n != 10 {
		return nil, fmt.Errorf("PN532 reports a %d-byte UID (want 4, 7 or 10)", n)
	}
	if len(b) < 6+n {
		return nil, fmt.Errorf("PN532 InListPassiveTarget answer ends inside the UID: % X", b)
	}
	return &Target{SensRes: [2]byte{b[2], b[3]}, SelRes: b[4], UID: append([]byte(nil), b[6:6+n]...)}, nil
}
