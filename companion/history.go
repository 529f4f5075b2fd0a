package companion

// Result is how a finished game came out, as its game reads it from the
// public display view (Game.Result): every figure in it is public.
type Result struct {
	// Places holds each seat's place, 1 being first (equal places share a
	// number); 0 means unplaced (the table ended before the game did).
	Places  []int `json:"places"`
	Winners []int `json:"winners"`
	Draw    bool  `json:"draw,omitempty"`
	// Questions counts, per seat, the questions it asked (deduction games).
	Questions []int `json:"questions,omitempty"`
	// Solvers are the seats that solved the puzzle, in a deduction game
	// where more than the winner may (Tagiron's second place); without
	// it the winners are the solvers.
	Solvers []int `json:"solvers,omitempty"`
	// Chips is each seat's net chips over the game and Chart its chips at
	// the start and after each deal (Lexio).
	Chips []int   `json:"chips,omitempty"`
	Chart [][]int `json:"chart,omitempty"`
}
