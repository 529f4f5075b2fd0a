package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/labels"
)

const labelsUsage = `usage:
  tablemate labels --game GAME [--paper a4|letter] [--set NAME] [--db PATH] -o FILE.pdf
Prints a sheet of QR labels for every piece of one box of the game and
registers them in the tag registry. --set names the box (default "1"):
printing the same name again reprints the same codes, a new name is a new box.
A running server reads the registry at start-up: restart it after printing
here, or print from the host console's "Devices & tags" panel instead.
`

// labelsCmd prints (or reprints) a box's label sheet.
func labelsCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fset := flag.NewFlagSet("labels", flag.ContinueOnError)
	fset.SetOutput(stderr)
	fset.Usage = func() { fmt.Fprint(stderr, labelsUsage) }
	game := fset.String("game", "", "the game: tagiron, code777, clues13, lexio")
	paper := fset.String("paper", "a4", "a4 or letter")
	box := fset.String("set", labels.DefaultBox, "the box's name")
	db := fset.String("db", "", "SQLite database file (default as for serve)")
	out := fset.String("o", "", "the PDF file to write")
	if err := fset.Parse(args); err != nil {
		return 2
	}
	if *game == "" || *out == "" || fset.NArg() > 0 {
		fmt.Fprint(stderr, labelsUsage)
		return 2
	}
	err := func() error {
		p, err := labels.ParsePaper(*paper)
		if err != nil {
			return err
		}
		store, reg, err := openRegistry(ctx, *db)
		if err != nil {
			return err
		}
		defer store.Close()
		sheet, err := labels.NewBook(reg, store).Print(ctx, *game, *box)
		if err != nil {
			return err
		}
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		if _, err := labels.Render(f, sheet, p); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s: %d labels for %s, box %q (%d newly registered)\n", *out, len(sheet.Labels), sheet.Box.Game, sheet.Box.Name, sheet.Added)
		return nil
	}()
	var ce *companion.Error
	if errors.As(err, &ce) {
		err = errors.New(ce.Msg)
	}
	return exitCode(stderr, err)
}
