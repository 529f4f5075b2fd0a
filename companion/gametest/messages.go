package gametest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
)

// namesSeat says whether a message argument names a seat: a
// companion.Player or Belonging, or a variable called player.
func namesSeat(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name == "player"
	case *ast.CallExpr:
		switch fn := e.Fun.(type) {
		case *ast.Ident:
			return fn.Name == "Player" || fn.Name == "rackArg"
		case *ast.SelectorExpr:
			return fn.Sel.Name == "Player"
		}
	case *ast.CompositeLit:
		if sel, ok := e.Type.(*ast.SelectorExpr); ok {
			return sel.Sel.Name == "Belonging"
		}
	}
	return false
}

// MessageKeys finds every message key the packages below roots can send
// (testdata left out): the first string of each Refuse/Bad/Say call, the
// format of each Errorf, the key of each Detailed, and the Format of each Phrase literal, in every
// non-test Go file, with where each is. Seated holds, for the keys that
// name seats, which arguments do.
func MessageKeys(roots ...string) (keys map[string]string, seated map[string][]int, err error) {
	keys, seated = map[string]string{}, map[string][]int{}
	seats := func(key string, args []ast.Expr) {
		for i, a := range args {
			if namesSeat(a) {
				seated[key] = append(seated[key], i)
			}
		}
	}
	fset := token.NewFileSet()
	for _, root := range roots {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err == nil && d.IsDir() && d.Name() == "testdata" {
				return filepath.SkipDir
			}
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			lit := func(e ast.Expr) (string, bool) {
				b, ok := e.(*ast.BasicLit)
				if !ok || b.Kind != token.STRING {
					return "", false
				}
				s, err := strconv.Unquote(b.Value)
				return s, err == nil
			}
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					name := ""
					switch fn := n.Fun.(type) {
					case *ast.Ident:
						name = fn.Name
					case *ast.SelectorExpr:
						if x, ok := fn.X.(*ast.Ident); ok && (x.Name == "companion" || x.Name == "fmt") && x.Name != "fmt" {
							name = fn.Sel.Name
						}
					}
					arg := -1
					switch name {
					case "Refuse", "Bad", "Say":
						arg = 0
					case "Errorf", "Detailed":
						arg = 1
					}
					if arg >= 0 && len(n.Args) > arg {
						if s, ok := lit(n.Args[arg]); ok {
							keys[s] = fset.Position(n.Pos()).String()
							if name != "Detailed" { // its args fill only the detail
								seats(s, n.Args[arg+1:])
							}
						}
					}
				case *ast.CompositeLit:
					// A companion.Phrase{Format: …, Args: []any{…}} a game's phrase returns.
					if sel, ok := n.Type.(*ast.SelectorExpr); !ok || sel.Sel.Name != "Phrase" {
						return true
					}
					var format string
					var args []ast.Expr
					for _, e := range n.Elts {
						kv, ok := e.(*ast.KeyValueExpr)
						if !ok {
							continue
						}
						switch k, _ := kv.Key.(*ast.Ident); {
						case k == nil:
						case k.Name == "Format":
							format, _ = lit(kv.Value)
						case k.Name == "Args":
							if c, ok := kv.Value.(*ast.CompositeLit); ok {
								args = c.Elts
							}
						}
					}
					if format != "" {
						keys[format] = fset.Position(n.Pos()).String()
						seats(format, args)
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			return nil, nil, err
		}
	}
	return keys, seated, nil
}
