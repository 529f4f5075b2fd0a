package frame

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTerminatorCodec(t *testing.T) {
	for _, term := range []Terminator{CR, LF, CRLF, Tab} {
		t.Run(term.String(), func(t *testing.T) {
			got, err := ParseTerminator(strings.ToLower(term.String()))
			require.NoError(t, err)
			assert.Equal(t, term, got)
		})
	}
	_, err := ParseTerminator("NUL")
	assert.EqualError(t, err, `unknown line terminator "NUL" (want CR, LF, CRLF or TAB)`)
}

func TestLines(t *testing.T) {
	long := strings.Repeat("x", 20)
	tests := []struct {
		name   string
		term   Terminator
		max    int
		chunks []string
		ids    []string
		bad    int
	}{
		{"CR", CR, 0, []string{"ABC\r"}, []string{"ABC"}, 0},
		{"CR with stray LF is trimmed", CR, 0, []string{"ABC\r\nDEF\r\n"}, []string{"ABC", "DEF"}, 0},
		{"LF", LF, 0, []string{"ABC\nDEF\n"}, []string{"ABC", "DEF"}, 0},
		{"CRLF", CRLF, 0, []string{"ABC\r\nDEF\r\n"}, []string{"ABC", "DEF"}, 0},
		{"TAB", Tab, 0, []string{"ABC\tDEF\t"}, []string{"ABC", "DEF"}, 0},
		{"CRLF split between CR and LF", CRLF, 0, []string{"ABC\r", "\nDEF\r", "\n"}, []string{"ABC", "DEF"}, 0},
		{"CRLF ignores a lone CR", CRLF, 0, []string{"A\rB\r\n"}, []string{"A\rB"}, 0},
		{"trim and skip empty lines", CR, 0, []string{"\r  \r  code 7 \r\r"}, []string{"code 7"}, 0},
		{"split line", LF, 0, []string{"tile-", "r5", "\n"}, []string{"tile-r5"}, 0},
		{"unfinished line waits", CR, 0, []string{"ABC"}, nil, 0},
		{"over-long line dropped once", CR, 10, []string{long[:8], long[8:], "\rOK\r"}, []string{"OK"}, 1},
		{"over-long complete line", CR, 10, []string{long + "\rOK\r"}, []string{"OK"}, 1},
		{"over-long CRLF line keeps half terminator", CRLF, 10, []string{long + "\r", "\nOK\r\n"}, []string{"OK"}, 1},
		{"binary noise is bad", LF, 0, []string{"\xff\xfe\n\x00\nOK\n"}, []string{"OK"}, 2},
		{"unicode is fine", LF, 0, []string{"타일-7\n"}, []string{"타일-7"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := Lines{Term: tc.term, Max: tc.max}
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
