//go:build !tablemate_nodriver

package sqlite

// The "sqlite" driver: SQLite's C source translated to Go, about 13 MB of
// it with its libc. Nothing of ours is called from it; it is reached only
// through database/sql. `make vet` leaves it out (-tags tablemate_nodriver)
// when deadcode looks for functions nothing reaches: type-checking and
// building it was a quarter of deadcode's time, and changed nothing it
// found. A build with the tag compiles but cannot open a database.
import _ "modernc.org/sqlite"
