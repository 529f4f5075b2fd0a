package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/tablemate/tablemate/companion"
	"github.com/tablemate/tablemate/companion/sqlite"
	"github.com/tablemate/tablemate/companion/tags"
)

const tagsUsage = `usage:
  tablemate tags list   [--db PATH] [--set SET]
  tablemate tags export [--db PATH] [--set SET] [FILE]      (default: standard output)
  tablemate tags import [--db PATH] [--replace] FILE|-
sets: tagiron-tiles tagiron-cards code777-tiles code777-cards clues13-cards lexio-tiles
A running server reads the registry at start-up: restart it after an import.
`

// tagsCmd manages the tag registry in the server's database.
func tagsCmd(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, tagsUsage)
		return 2
	}
	fset := flag.NewFlagSet("tags "+args[0], flag.ContinueOnError)
	fset.SetOutput(stderr)
	db := fset.String("db", "", "SQLite database file (default as for serve)")
	setName := fset.String("set", "", "only this component set")
	replace := fset.Bool("replace", false, "import: first remove every tag of the sets the file mentions")
	if err := fset.Parse(args[1:]); err != nil {
		return 2
	}
	err := func() error {
		var set tags.Set
		if *setName != "" {
			s, err := tags.ParseSet(*setName)
			if err != nil {
				return err
			}
			set = s
		}
		store, reg, err := openRegistry(ctx, *db)
		if err != nil {
			return err
		}
		defer store.Close()
		switch args[0] {
		case "list":
			for _, e := range reg.List(set) {
				fmt.Fprintf(stdout, "%s\t%s\t%s\n", e.Tag, e.Set, e.Component)
			}
			return nil
		case "export":
			out := stdout
			if fset.NArg() > 0 && fset.Arg(0) != "-" {
				f, err := os.Create(fset.Arg(0))
				if err != nil {
					return err
				}
				defer f.Close()
				out = f
			}
			enc := json.NewEncoder(out)
			enc.SetIndent("", "  ")
			return enc.Encode(reg.Export(set))
		case "import":
			if fset.NArg() != 1 {
				return errors.New("import needs one FILE (or - for standard input)")
			}
			in := stdin
			if fset.Arg(0) != "-" {
				f, err := os.Open(fset.Arg(0))
				if err != nil {
					return err
				}
				defer f.Close()
				in = f
			}
			file, err := tags.ReadFile(in)
			if err != nil {
				return err
			}
			rep, err := reg.Import(ctx, file, *replace)
			if err != nil {
				return err
			}
			fmt.Fprintf(stdout, "imported: %d added, %d unchanged, %d removed\n", rep.Added, rep.Unchanged, rep.Removed)
			return nil
		}
		return fmt.Errorf("unknown tags command %q\n%s", args[0], tagsUsage)
	}()
	if err != nil {
		var ce *companion.Error
		if errors.As(err, &ce) {
			err = errors.New(ce.Msg)
		}
	}
	return exitCode(stderr, err)
}

// openRegistry opens the data file (the default one when db is empty) and
// its tag registry, for the commands that read or write tags.
func openRegistry(ctx context.Context, db string) (*sqlite.Store, *tags.Registry, error) {
	if db == "" {
		db = defaultDB()
	}
	if err := checkDataDir(db); err != nil {
		return nil, nil, err
	}
	store, err := sqlite.Open(ctx, db)
	if err != nil {
		return nil, nil, err
	}
	reg, err := tags.OpenRegistry(ctx, store)
	if err != nil {
		store.Close()
		return nil, nil, err
	}
	return store, reg, nil
}
