// Package web serves Tablemate to phones and browsers with Echo: the host
// console, each seat's private page, the public table display, the JSON API
// and live updates over Server-Sent Events. Every asset is embedded, so the
// Pi needs no internet.
//
// A seat is reached only through its unguessable token; everything a seat
// receives (page, API, stream) is the game's View for that seat.
package web

// static/types.js, the page scripts' view types, is generated from the Go
// view structs (pagetypes_test.go).
//go:generate go test -count=1 -run ^TestPageTypes$ . -args -write-types
