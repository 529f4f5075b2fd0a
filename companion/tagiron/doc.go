// Package tagiron runs Tagiron at a table: the commands players and the host
// send (enter my tiles, reveal a drawn card, ask, declare, mark my notepad),
// the events they become, the fold, and what each seat may see.
//
// The rules themselves (card answers, turn order, declarations, the end of
// the game) live in solver/tagiron; this package adds the table's hidden
// information: every seat's rack and the centre, which only the server knows.
package tagiron
