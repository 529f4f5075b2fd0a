package frame

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tablemate/tablemate/hardware/frame/frametest"
	"pgregory.net/rapid"
)

// The example frame from the facts sheet: data 13 00 AB 4F 21, XOR = D6.
const (
	rdmFrame = "\x021300AB4F21D6\x03"
	binFrame = "\x021300AB4F21\xD6\x03"
	id12     = "\x021300AB4F21D6\r\n\x03"
)

func TestParseEM4100(t *testing.T) {
	tests := []struct {
		name string
		in   string
		id   string
		n    int
		bad  bool // error with n > 0
	}{
		{"rdm6300 hex checksum", rdmFrame, "1300AB4F21", 14, false},
		{"binary checksum clone", binFrame, "1300AB4F21", 13, false},
		{"id-12 with CR LF", id12, "1300AB4F21", 16, false},
		{"lower-case hex is normalised", "\x021300ab4f21d6\x03", "1300AB4F21", 14, false},
		{"binary checksum equal to ETX", "\x020000000003\x03\x03", "0000000003", 13, false},
		{"binary checksum equal to STX", "\x020000000002\x02\x03", "0000000002", 13, false},
		{"bad hex checksum", "\x021300AB4F21D7\x03", "", 14, true},
		{"bad binary checksum", "\x021300AB4F21\xD7\x03", "", 13, true},
		{"bad id-12 checksum", "\x021300AB4F2100\r\n\x03", "", 16, true},
		{"non-hex data", "\x021300XB4F21D6\x03", "", 1, true},
		{"missing ETX", "\x021300AB4F21D6\x04", "", 1, true},
		{"CR without LF", "\x021300AB4F21D6\r\r\x03", "", 1, true},
		{"malformed checksum", "\x021300AB4F21G6\x03", "", 1, true},
		{"incomplete", "\x021300AB", "", 0, true},
		{"incomplete before ETX", "\x021300AB4F21D6", "", 0, true},
		{"incomplete id-12", "\x021300AB4F21D6\r\n", "", 0, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			id, n, err := ParseEM4100([]byte(tc.in))
			assert.Equal(t, tc.n, n)
			if tc.bad {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.id, id)
		})
	}
}

func TestEM4100Stream(t *testing.T) {
	tests := []struct {
		name   string
		chunks []string
		ids    []string
		bad    int
	}{
		{"one frame", []string{rdmFrame}, []string{"1300AB4F21"}, 0},
		{"split across three reads", []string{"\x021300", "AB4F21D", "6\x03"}, []string{"1300AB4F21"}, 0},
		{"byte by byte", splitBytes(id12), []string{"1300AB4F21"}, 0},
		{"noise before and after", []string{"zz\xff\x00" + rdmFrame + "garbage"}, []string{"1300AB4F21"}, 0},
		{"repeated frames back to back", []string{rdmFrame + rdmFrame + binFrame}, []string{"1300AB4F21", "1300AB4F21", "1300AB4F21"}, 0},
		{"bad checksum is counted and skipped", []string{"\x021300AB4F21D7\x03" + rdmFrame}, []string{"1300AB4F21"}, 1},
		{"truncated frame then a good one", []string{"\x021300AB" + rdmFrame}, []string{"1300AB4F21"}, 1},
		{"stray STX bytes are counted and resynced", []string{"\x02\x02" + rdmFrame}, []string{"1300AB4F21"}, 2},
		{"unfinished frame emits nothing", []string{"\x021300AB4F21D6"}, nil, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var d EM4100
			var ids []string
			bad := 0
			for _, c := range tc.chunks {
				got, b := d.Feed([]byte(c))
				ids = append(ids, got...)
				bad += b
			}
			assert.Equal(t, tc.ids, ids)
			assert.Equal(t, tc.bad, bad)
		})
	}
}

func TestFrametestEM4100(t *testing.T) {
	b, err := frametest.EM4100("1300ab4f21")
	require.NoError(t, err)
	assert.Equal(t, rdmFrame, string(b))
	_, err = frametest.EM4100("13")
	assert.EqualError(t, err, `EM4100 id "13" must be 10 hex characters`)
	_, err = frametest.EM4100("1300AB4FZZ")
	assert.Error(t, err)
}

// TestEM4100SplitInvariance: however a stream of good frames and noise is cut
// into reads, the decoder yields exactly the ids of the good frames.
func TestEM4100SplitInvariance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var stream []byte
		var want []string
		for range rapid.IntRange(0, 6).Draw(t, "frames") {
			// Noise that cannot start a frame keeps the expected ids exact.
			stream = append(stream, rapid.SliceOfN(rapid.ByteRange(0x04, 0xff), 0, 5).Draw(t, "noise")...)
			id := rapid.StringMatching(`[0-9A-F]{10}`).Draw(t, "id")
			f, err := frametest.EM4100(id)
			if err != nil {
				t.Fatal(err)
			}
			stream = append(stream, f...)
			want = append(want, id)
		}
		var d EM4100
		var got []string
		for len(stream) > 0 {
			k := rapid.IntRange(1, len(stream)).Draw(t, "cut")
			ids, bad := d.Feed(stream[:k])
			if bad != 0 {
				t.Fatalf("bad = %d on clean input", bad)
			}
			got = append(got, ids...)
			stream = stream[k:]
		}
		if len(want) == 0 {
			want = nil
		}
		assert.Equal(t, want, got)
	})
}

func splitBytes(s string) []string {
	out := make([]string, len(s))
	for i := range s {
		out[i] = s[i : i+1]
	}
	return out
}
