// Command packaging builds the Tablemate Debian package (binary, systemd
// unit, device config, data directory, maintainer scripts) with nfpm used as
// a library:
//
//	go run ./cmd/tablemate/packaging -arch arm64 -out bin/
//	go run ./cmd/tablemate/packaging -arch armv6 -bin bin/tablemate-linux-armv6 -version v1.0.0
//
// The files that go into the package live in files/ and are embedded.
package main
