package labels_test

import (
	"bytes"
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	_ "github.com/tablemate/tablemate/companion/games" // every game registers
	"github.com/tablemate/tablemate/companion/labels"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/tags"
)

func open(t *testing.T, path string) (*labels.Book, *tags.Registry) {
	t.Helper()
	ctx := context.Background()
	store, err := sqlite.Open(ctx, path)
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	reg, err := tags.OpenRegistry(ctx, store)
	require.NoError(t, err)
	return labels.NewBook(reg, store), reg
}

// TestEveryPieceGetsARegisteredRandomLabel prints a box of each game into a
// real SQLite file, reopens it, and finds every label registered, random,
// the same on a reprint and different for another box.
func TestEveryPieceGetsARegisteredRandomLabel(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "t.db")
	book, _ := open(t, path)
	want := map[string]int{"tagiron": 20 + 21, "code777": 28 + 23, "clues13": 30, "lexio": 60}
	first := map[string]labels.Sheet{}
	for game, n := range want {
		s, err := book.Print(ctx, game, "")
		require.NoError(t, err)
		assert.Len(t, s.Labels, n, game)
		assert.Equal(t, n, s.Added, game)
		assert.Equal(t, labels.DefaultBox, s.Box.Name)
		first[game] = s
	}

	book, reg := open(t, path) // what was printed is in the file
	boxes, err := book.Boxes(ctx)
	require.NoError(t, err)
	assert.Len(t, boxes, 4)
	seen := map[string]bool{}
	for game, s := range first {
		for _, e := range s.Labels {
			got, ok := reg.Lookup(e.Tag)
			require.True(t, ok, "%s is registered", e.Tag)
			assert.Equal(t, e, got)
			assert.Equal(t, s.Box.Code, tags.LabelBox(e.Tag))
			assert.False(t, seen[e.Tag], "two labels share %s", e.Tag)
			seen[e.Tag] = true
		}
		again, err := book.Print(ctx, game, labels.DefaultBox)
		require.NoError(t, err)
		assert.Equal(t, s.Labels, again.Labels, "a reprint keeps every code")
		assert.Zero(t, again.Added)
	}
	// The wizard still has the whole box to tag: printed labels are boxes of their own.
	assert.Zero(t, reg.Count("tagiron-tiles", "r0"))

	second, err := book.Print(ctx, "tagiron", "shelf B")
	require.NoError(t, err)
	assert.NotEqual(t, first["tagiron"].Box.Code, second.Box.Code)
	for _, e := range second.Labels {
		assert.False(t, seen[e.Tag], "two boxes share %s", e.Tag)
	}
	assert.Len(t, reg.List("tagiron-tiles"), 40, "two boxes, 20 tiles each")
}

func TestBadPrints(t *testing.T) {
	ctx := context.Background()
	book, _ := open(t, filepath.Join(t.TempDir(), "t.db"))
	_, err := book.Print(ctx, "chess", "")
	assert.Error(t, err)
	_, err = book.Print(ctx, "tagiron", strings.Repeat("상", 31))
	assert.ErrorContains(t, err, "at most 30 characters")
	_, err = book.Print(ctx, "tagiron", "a\tb")
	assert.ErrorContains(t, err, "plain text")
	_, err = labels.ParsePaper("a3")
	assert.ErrorContains(t, err, "a4 or letter")
	boxes, err := book.Boxes(ctx)
	require.NoError(t, err)
	assert.Empty(t, boxes, "a refused print keeps nothing")
}

// TestSheetReadsInKoreanAndEnglish renders a sheet and reads its text back
// with poppler's pdftotext: the Korean legend is there in a real font, the
// English beside it, and every label has a place on the page.
func TestSheetReadsInKoreanAndEnglish(t *testing.T) {
	pdftotext, err := exec.LookPath("pdftotext")
	require.NoError(t, err, "pdftotext (poppler-utils) is needed: make deps installs it")
	book, _ := open(t, filepath.Join(t.TempDir(), "t.db"))
	for _, paper := range []labels.Paper{labels.A4, labels.Letter} {
		s, err := book.Print(context.Background(), "code777", "카페 2번")
		require.NoError(t, err)
		var pdf bytes.Buffer
		placed, err := labels.Render(&pdf, s, paper)
		require.NoError(t, err)
		assert.Len(t, placed, 51)
		cmd := exec.Command(pdftotext, "-layout", "-", "-")
		cmd.Stdin = &pdf
		out, err := cmd.Output()
		require.NoError(t, err)
		text := string(out)
		for _, want := range []string{"코드 777 QR 라벨 · 상자 카페 2번", "Code 777 QR labels", "숫자 면에 붙이세요", "on the number side", "점선을 따라 자르세요", "타일 28개", "카드 23장", "green1", "q23", "초록 1"} {
			assert.Contains(t, text, want, paper)
		}
	}
}
