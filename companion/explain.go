package companion

import (
	"context"

	"github.com/tablemate/tablemate/solver/explain"
)

// ExplainRequest says which claim about its hidden target a seat wants
// explained: Claim names it in the game's own terms (a notepad cell such as
// Tagiron's "3/r5", Code 777's "red5", 13 Clues' card id), Is says whether
// the claim is that it is there or that it is not.
type ExplainRequest struct {
	Level string // the table's level, filled in by the Table
	Claim string
	Is    bool
	Lang  string // "ko" or "en": the language of the sentence
	// Names are the seats' chosen names by seat ("" for an unnamed seat),
	// filled in by the Table: the sentence calls players by them. They are
	// public (the display shows them), so any seat's explanation may use all.
	Names []string
}

// Explanation is a seat's answer to "why?": whether the claim follows from
// what the seat knows, the answers that prove it (indexes into the log of
// the seat's own view, so the page can point at them) or a hidden world
// that fits every answer and breaks the claim, and a sentence that says so.
type Explanation struct {
	Claim string `json:"claim"`
	Is    bool   `json:"is"`
	explain.Explanation
}

// Explaining is the work a deduction game's ExplainJob returns: solve
// (the game's Explain on the seat's snapshot) is told whom the sentence is
// for (the seat itself, "나" in Korean), its indexes (into the knowledge the
// solver was given) are mapped through at to the seat's log, and knowledge
// that contradicts itself is NoWorld.
func Explaining(req ExplainRequest, at []int, solve func(explain.Reader) (explain.Explanation, error)) Job {
	return func(ctx context.Context) (any, error) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		ex, err := solve(explain.Reader{Lang: req.Lang, Names: req.Names, Self: true})
		if err != nil {
			return nil, NoWorld(err)
		}
		ex.Because = LogIndexes(ex.Because, at)
		return Explanation{Claim: req.Claim, Is: req.Is, Explanation: ex}, nil
	}
}

// Explainer is implemented by deduction games. Like HintJob, ExplainJob
// takes a snapshot of the seat's own knowledge (quick, under the table's
// lock) and returns the work that explains the claim from it alone. At the
// "check" level a game explains only the seat's own notepad marks (see
// OnlyOwnMarks); above it, any claim.
type Explainer interface {
	ExplainJob(seat Actor, req ExplainRequest) (Job, error)
}

// OnlyOwnMarks is the refusal for a claim the seat has not marked, at a
// table whose hints stop at "check my notes".
func OnlyOwnMarks() *Error {
	return Errorf(Forbidden, "at this table, only your own marks can be explained")
}

// Words of the hints and explanations' refusals, kept apart from the house's
// other words so that each list stays easy to merge.
func init() {
	addHouseWords("ko", map[string]string{
		"hints are off at this table":                                         "이 테이블에서는 힌트를 쓰지 않습니다",
		"at this table, only your own marks can be explained":                 "이 테이블에서는 내가 표시한 칸만 설명할 수 있습니다",
		"your information changed while this was worked out: ask again":       "계산하는 동안 새 정보가 들어왔습니다. 다시 눌러 주세요",
		"a rack is waiting for its tiles":                                     "타일을 기다리는 랙이 있습니다",
		"unknown claim %q":                                                    "알 수 없는 칸입니다: %q",
		"the answers you heard contradict each other: check what was entered": "들은 대답들이 서로 모순됩니다. 입력한 내용을 확인하세요",
	})
}

// NoWorld is the refusal when the seat's knowledge admits no hidden world at
// all (an answer was entered wrongly): nothing can be explained from it.
func NoWorld(err error) *Error {
	return &Error{Code: Conflict, Key: "the answers you heard contradict each other: check what was entered",
		Msg: "the answers you heard contradict each other: check what was entered", Err: err}
}

// LogIndexes turns a solver's indexes into the seat's knowledge into
// indexes of its view's log: at[i] is where knowledge entry i sits there.
func LogIndexes(because []int, at []int) []int {
	out := []int{}
	for _, i := range because {
		if i >= 0 && i < len(at) {
			out = append(out, at[i])
		}
	}
	return out
}
