package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCLIContract runs the documented examples and bad inputs of
// the contract (CONTRACT.md) through the real command functions.
func TestCLIContract(t *testing.T) {
	f, err := os.Open("testdata/contract.jsonl")
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		var c struct {
			Cmd   string          `json:"cmd"`
			In    json.RawMessage `json:"in"`
			Out   json.RawMessage `json:"out"`
			Error string          `json:"error"`
		}
		require.NoError(t, json.Unmarshal(sc.Bytes(), &c))
		n++
		t.Run(c.Cmd+"/"+string(c.In)[:min(60, len(c.In))], func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := run(context.Background(), strings.Fields(c.Cmd), bytes.NewReader(append(c.In, '\n')), &out, &errOut)
			line := strings.TrimSpace(out.String())
			if c.Error != "" {
				assert.Equal(t, 1, code)
				var e map[string]string
				require.NoError(t, json.Unmarshal([]byte(line), &e), line)
				assert.Contains(t, e["error"], c.Error)
				return
			}
			require.Equal(t, 0, code, line)
			if strings.HasPrefix(c.Cmd, "lexio") {
				assertSamePlays(t, c.Out, []byte(line)) // the order of plays is free
				return
			}
			assert.JSONEq(t, string(c.Out), line)
		})
	}
	assert.Greater(t, n, 10)
}

func assertSamePlays(t *testing.T, want, got []byte) {
	t.Helper()
	type resp struct {
		Count  int            `json:"count"`
		ByType map[string]int `json:"by_type"`
		Plays  []struct {
			Type  string   `json:"type"`
			Tiles []string `json:"tiles"`
			Key   int      `json:"key"`
		} `json:"plays"`
	}
	var w, g resp
	require.NoError(t, json.Unmarshal(want, &w))
	require.NoError(t, json.Unmarshal(got, &g))
	assert.Equal(t, w.Count, g.Count)
	assert.Equal(t, w.ByType, g.ByType)
	norm := func(r resp) []string {
		var s []string
		for _, p := range r.Plays {
			tiles := append([]string(nil), p.Tiles...)
			sort.Strings(tiles)
			b, _ := json.Marshal([]any{p.Type, tiles, p.Key})
			s = append(s, string(b))
		}
		sort.Strings(s)
		return s
	}
	assert.Equal(t, norm(w), norm(g))
}

// TestJSONLinesOneOutputPerLine: many lines in one process, errors in place, exit 1.
func TestJSONLinesOneOutputPerLine(t *testing.T) {
	in := strings.Join([]string{
		`{"game":"tagiron","rack":["r0","r3","b6","b7","r9"],"card":"count-red"}`,
		`not json`,
		``,
		`{"game":"tagiron","rack":["r0","r3","b6","b7","r9"],"card":"count-blue"}`,
	}, "\n") + "\n"
	var out bytes.Buffer
	code := run(context.Background(), []string{"answer"}, strings.NewReader(in), &out, &bytes.Buffer{})
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 4)
	assert.JSONEq(t, `{"answer":3}`, lines[0])
	assert.Contains(t, lines[1], `"error"`)
	assert.Contains(t, lines[2], `"error"`)
	assert.JSONEq(t, `{"answer":2}`, lines[3])
	assert.Equal(t, 1, code)
}

func TestVersion(t *testing.T) {
	var out bytes.Buffer
	assert.Equal(t, 0, run(context.Background(), []string{"version"}, nil, &out, &bytes.Buffer{}))
	assert.Contains(t, out.String(), "tablemate")
}
