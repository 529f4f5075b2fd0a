package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/tablemate/tablemate/companion"
)

// lineHandler answers one JSON document: a game's ability (companion.Line).
type lineHandler = companion.Line

// handlers are the games that have one ability, by name, from the registry.
func handlers(pick func(companion.Abilities) companion.Line) map[string]lineHandler {
	return companion.LinesOf(pick)
}

// gameHandlers are the handlers of "<game> plays" and its like: the command
// names the game, so the "game" field is optional there.
func gameHandlers(game string, pick func(companion.Abilities) companion.Line) (map[string]lineHandler, bool) {
	g, err := companion.GameFor(game)
	if err != nil || pick(g.Abilities) == nil {
		return nil, false
	}
	return map[string]lineHandler{game: pick(g.Abilities), "": pick(g.Abilities)}, true
}

// jsonLines reads one JSON document per line and writes exactly one JSON line
// per input line, in order: the result, or {"error": "..."}. It exits 1 if
// any line was an error. One process serves thousands of cases.
func jsonLines(in io.Reader, out io.Writer, handlers map[string]lineHandler) int {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	w := bufio.NewWriter(out)
	defer w.Flush()
	code := 0
	for sc.Scan() {
		res, err := handleLine(bytes.TrimSpace(sc.Bytes()), handlers)
		var b []byte
		if err == nil {
			b, err = json.Marshal(res)
		}
		if err != nil {
			code = 1
			b, _ = json.Marshal(map[string]string{"error": err.Error()})
		}
		w.Write(b)
		w.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		b, _ := json.Marshal(map[string]string{"error": "reading input: " + err.Error()})
		w.Write(b)
		w.WriteByte('\n')
		return 1
	}
	return code
}

func handleLine(line []byte, handlers map[string]lineHandler) (res any, err error) {
	defer func() {
		// A solver bug must cost one line, never the whole batch.
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("internal error: %v", r)
		}
	}()
	if len(line) == 0 {
		return nil, fmt.Errorf("empty line: expected a JSON object")
	}
	var head struct {
		Game *string `json:"game"`
	}
	if err := json.Unmarshal(line, &head); err != nil {
		return nil, fmt.Errorf("malformed JSON: %v", err)
	}
	game := ""
	if head.Game != nil {
		game = *head.Game
	}
	h, ok := handlers[game]
	if !ok {
		var names []string
		for n := range handlers {
			if n != "" {
				names = append(names, n)
			}
		}
		if game == "" {
			return nil, fmt.Errorf("missing \"game\" (one of %s)", strings.Join(sortStrings(names), ", "))
		}
		return nil, fmt.Errorf("unknown game %q (one of %s)", game, strings.Join(sortStrings(names), ", "))
	}
	return h(line)
}

func sortStrings(s []string) []string {
	sort.Strings(s)
	return s
}
