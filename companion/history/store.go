package history

// RecordChange is the history record a command keeps (Record set: written
// or replaced) or takes back (nil: an undo reopened the game), written with
// the command's events.
type Change struct {
	Table  string
	Record *Record
}
