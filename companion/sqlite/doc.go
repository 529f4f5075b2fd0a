// Package sqlite stores Tablemate's tables and event logs in an SQLite file
// (modernc.org/sqlite: pure Go, so the Raspberry Pi build needs no cgo).
//
// Durability: WAL with synchronous=FULL, one transaction per command, so an
// acknowledged event survives a power cut. The schema is versioned with
// PRAGMA user_version and upgraded by the embedded migrations at Open.
package sqlite
