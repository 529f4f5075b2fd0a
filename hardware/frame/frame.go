package frame

// Decoder is a streaming frame decoder: bytes in, tag ids out.
//
// Feed consumes p, which may hold part of a frame, several frames or noise,
// and returns the ids that p completed plus the number of frames it rejected
// (bad checksum, malformed, over-long). Feed never retains p and never emits
// a partial id; what is left of an unfinished frame waits for the next call.
type Decoder interface {
	Feed(p []byte) (ids []string, bad int)
}

func isHex(c byte) bool {
	return ('0' <= c && c <= '9') || ('a' <= c && c <= 'f') || ('A' <= c && c <= 'F')
}

func hexVal(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}

// hexByte decodes two ASCII hex characters already known to be hex.
func hexByte(hi, lo byte) byte { return hexVal(hi)<<4 | hexVal(lo) }
