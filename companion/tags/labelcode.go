package tags

import (
	"crypto/rand"
	"strings"
)

// A printed label's tag is "TM-" + its box + "-" + the piece: "TM-7KQ2H-X4M9P3".
// Both parts are random (package companion/labels draws them when it prints a
// sheet), so a stranger's QR app learns nothing about the piece; the box part
// is shared by every label of one printed set, so one registry can hold a
// shelf of boxes of the same game, each tagged once. The alphabet is
// Crockford's base 32 (no I, L, O, U), all inside QR's alphanumeric mode:
// the code stays a 21×21 QR code, small enough for a tile.
const (
	labelPrefix   = "TM-"
	labelAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	// LabelBoxLen and LabelPieceLen are the lengths of the two random parts.
	LabelBoxLen   = 5
	LabelPieceLen = 6
)

// LabelBox returns the box part of a printed label's tag, or "" for any
// other tag (an RFID number, a barcode the wizard registered).
func LabelBox(tag string) string {
	rest, ok := strings.CutPrefix(tag, labelPrefix)
	if !ok || len(rest) != LabelBoxLen+1+LabelPieceLen || rest[LabelBoxLen] != '-' {
		return ""
	}
	for i := 0; i < len(rest); i++ {
		if i != LabelBoxLen && !strings.ContainsRune(labelAlphabet, rune(rest[i])) {
			return ""
		}
	}
	return rest[:LabelBoxLen]
}

// LabelTag joins a box and a piece part into a label's tag.
func LabelTag(box, piece string) string { return labelPrefix + box + "-" + piece }

// RandomLabelPart draws n characters of the label alphabet from crypto/rand.
func RandomLabelPart(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic("crypto/rand failed: " + err.Error()) // never on a supported OS (Go 1.24+)
	}
	for i := range b {
		b[i] = labelAlphabet[int(b[i])%len(labelAlphabet)]
	}
	return string(b)
}
