package sqlite

// Test-only helpers: what only the tests use lives here, not in the package.

import (
	"context"
	"fmt"
	"strings"
)

// Pragma reads one pragma's value (tests check WAL and synchronous=FULL).
func (s *Store) Pragma(ctx context.Context, name string) (string, error) {
	if strings.ContainsAny(name, " ;()") {
		return "", fmt.Errorf("bad pragma name %q", name)
	}
	var v string
	err := s.db.QueryRowContext(ctx, "PRAGMA "+name).Scan(&v)
	return v, err
}
