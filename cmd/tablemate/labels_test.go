package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// labelsOf lists a box's registered codes by piece, as `tags list` prints them.
func labelsOf(t *testing.T, db string) map[string][]string {
	t.Helper()
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run(context.Background(), []string{"tags", "list", "--db", db}, nil, &out, &errOut), errOut.String())
	byPiece := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		f := strings.Split(line, "\t")
		require.Len(t, f, 3, line)
		byPiece[f[1]+" "+f[2]] = append(byPiece[f[1]+" "+f[2]], f[0])
	}
	return byPiece
}

func TestLabelsCommand(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "t.db")
	labels := func(args ...string) (int, string, string) {
		var out, errOut bytes.Buffer
		code := run(context.Background(), append([]string{"labels"}, args...), nil, &out, &errOut)
		return code, out.String(), errOut.String()
	}
	pdf := filepath.Join(dir, "tagiron.pdf")
	code, out, errOut := labels("--game", "tagiron", "--db", db, "-o", pdf)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, pdf+`: 41 labels for tagiron, box "1" (41 newly registered)`+"\n", out)
	b, err := os.ReadFile(pdf)
	require.NoError(t, err)
	assert.True(t, bytes.HasPrefix(b, []byte("%PDF-")))
	first := labelsOf(t, db)
	assert.Len(t, first, 20+21-1, "g5 has two labels")
	assert.Len(t, first["tagiron-tiles g5"], 2)

	// A reprint on Letter paper: the same codes, nothing new registered.
	code, out, errOut = labels("--game", "tagiron", "--paper", "letter", "--set", "1", "--db", db, "-o", filepath.Join(dir, "again.pdf"))
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "(0 newly registered)")
	assert.Equal(t, first, labelsOf(t, db))

	for _, bad := range [][]string{
		{"--db", db, "-o", pdf},                                       // no game
		{"--game", "tagiron", "--db", db},                             // no output
		{"--game", "tagiron", "--db", db, "-o", pdf, "extra"},         // a stray argument
		{"--game", "chess", "--db", db, "-o", pdf},                    // no such game
		{"--game", "tagiron", "--paper", "a3", "--db", db, "-o", pdf}, // no such paper
	} {
		code, _, errOut := labels(bad...)
		assert.NotZero(t, code, "%v", bad)
		assert.NotEmpty(t, errOut, "%v", bad)
	}
}

// TestPrintedLabelsThroughASerialScanner prints a box with the command,
// serves with a barcode scanner on a pty, and deals a rack by scanning the
// printed codes: the registry knows them at once. A second box printed from
// the console while serving is known at once too, and kept off the table
// that plays with the first.
func TestPrintedLabelsThroughASerialScanner(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "t.db")
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run(context.Background(), []string{"labels", "--game", "tagiron", "--db", db, "-o", filepath.Join(dir, "box1.pdf")}, nil, &out, &errOut), errOut.String())
	box1 := labelsOf(t, db)

	sc := &ptyScanner{t: t, link: filepath.Join(dir, "scanner")}
	sc.plug()
	defer sc.unplug()
	cfg := filepath.Join(dir, "tablemate.toml")
	require.NoError(t, os.WriteFile(cfg, []byte(fmt.Sprintf("[[device]]\nname = \"scanner\"\nkind = \"line\"\nport = %q\nterminator = \"CR\"\nduplicate_window = \"1ms\"\nremoval = \"1ms\"\n", sc.link)), 0o644))
	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr lockedBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--db", db, "--config", cfg}, nil, &stdout, &stderr)
	}()
	defer func() {
		cancel()
		select {
		case code := <-done:
			assert.Equal(t, 0, code, stderr.String())
		case <-time.After(10 * time.Second):
			t.Error("serve did not stop")
		}
	}()
	link := regexp.MustCompile(`Host console: (http://[^/\s]+)/host\?k=(\S+)`)
	var m []string
	waitFor(t, "the host link", func() bool { m = link.FindStringSubmatch(stdout.String()); return m != nil })
	c := &hwClient{t: t, base: m[1], key: m[2]}
	waitFor(t, "the scanner to connect", func() bool { return c.status().Devices[0].State == "connected" })

	var table struct {
		ID    string   `json:"id"`
		Joins []string `json:"joins"`
	}
	c.json("POST", "/api/host/tables", map[string]any{"game": "tagiron", "players": 2}, &table)
	last := int64(0)
	scan := func(tag string) (outcome, msg string) {
		t.Helper()
		_, err := sc.master.WriteString(tag + "\r") // a scanner in serial mode ends a code with CR
		require.NoError(t, err)
		waitFor(t, "the read of "+tag, func() bool {
			for _, r := range c.status().Results {
				if r.Seq > last && r.Tag == tag {
					last, outcome, msg = r.Seq, r.Outcome, r.Message
					return true
				}
			}
			return false
		})
		return outcome, msg
	}
	rack := []string{"r0", "r3", "b6", "b7", "g5"}
	for i, id := range rack {
		outcome, msg := scan(box1["tagiron-tiles "+id][0])
		assert.Equal(t, "accepted", outcome, msg)
		assert.Equal(t, fmt.Sprintf("tile dealt to Player 1 (%d of 5)", i+1), msg)
	}
	var seat map[string]any
	c.json("GET", "/api/seat/"+table.Joins[0][len(c.base)+len("/s/"):], nil, &seat)
	assert.Equal(t, []string{"r0", "r3", "g5", "b6", "b7"}, toStringSlice(seat["me"].(map[string]any)["tiles"]))

	// The console prints a second box while serving: its codes are known at once.
	code, pdf := c.call("GET", "/api/host/hardware/labels?game=tagiron&set=2", nil)
	require.Equal(t, 200, code, string(pdf))
	var box2 string
	for piece, tags := range labelsOf(t, db) {
		for _, tag := range tags {
			if piece == "tagiron-tiles r1" && tag != box1[piece][0] {
				box2 = tag
			}
		}
	}
	require.NotEmpty(t, box2)
	outcome, msg := scan(box2)
	assert.Equal(t, "refused", outcome)
	assert.Equal(t, "this label is from another box of tagiron than the pieces table "+table.ID+" plays with: keep each box's pieces together", msg)
	outcome, msg = scan(box1["tagiron-tiles r1"][0])
	assert.Equal(t, "accepted", outcome, msg)
}
