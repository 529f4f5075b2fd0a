// Package virtual is a tag reader with no hardware: the host console (and
// `serve --demo`) types a tag and it is read as if scanned. The hardware
// Hub runs it like any other device, duplicate suppression included.
package virtual
