package toy

type guess struct {
	Seat   int  `json:"seat"`
	Target int  `json:"target"`
	Digit  int  `json:"digit"`
	Right  bool `json:"right"`
}

type digitData struct {
	Seat  int `json:"seat"`
	Digit int `json:"digit"`
}

type noteData struct {
	Seat int    `json:"seat"`
	Text string `json:"text"`
}

// Undoable: every move but a note.
func (s *State) Undoable(kind string) bool { return kind != "note" }

// Private: a note is its writer's alone.
func (s *State) Private(kind string) bool { return kind == "note" }
