// Command tablemate is the table companion: the server (serve), the rules and
// solver on the command line (answer, solve, explain, lexio plays), and tools.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/tablemate/tablemate/companion"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

// usage says what the command does, for the games this build registers:
// their names, their own commands ("lexio plays") and a simulate example all
// come from the registry, so a new game adds no line here.
func usage() string {
	var b strings.Builder
	var titles, plays []string
	simGame, simPlayers := "", 0
	for _, g := range companion.Games() {
		titles = append(titles, g.Title.EN)
		if g.Plays != nil {
			plays = append(plays, fmt.Sprintf("  tablemate %-14sJSON Lines on stdin: every legal %s play\n", g.Name+" plays", g.Title.EN))
		}
		if g.Sim != nil && simGame == "" {
			simGame, simPlayers = g.Name, g.Players[0]
		}
	}
	fmt.Fprintf(&b, "tablemate — a table companion for %s\n\nUsage:\n", andList(titles))
	b.WriteString(`  tablemate serve [--addr :8080] [--db PATH] [--demo] [--public-url URL]
  tablemate answer        JSON Lines on stdin: what a player must answer
  tablemate solve         JSON Lines on stdin: everything one seat may deduce
  tablemate explain       JSON Lines on stdin: why a deduction holds (or a world where it fails)
`)
	for _, p := range plays {
		b.WriteString(p)
	}
	b.WriteString("  tablemate doctor [--db PATH] [--addr :8080] [--config FILE] [--device /dev/ttyUSB0]...  check this machine can serve\n")
	if simGame != "" {
		fmt.Fprintf(&b, "  tablemate simulate --game %s --players %d --games 20 --seed 1\n", simGame, simPlayers)
	}
	b.WriteString(`  tablemate tags list|import|export [--db PATH]   the tag registry (physical tags -> tiles and cards)
  tablemate labels --game GAME [--paper a4|letter] [--set NAME] [--db PATH] -o FILE.pdf   QR labels, registered as printed
  tablemate version

Run "tablemate serve --help" for the server's flags.
`)
	return b.String()
}

// andList joins names as a sentence does: "A", "A and B", "A, B and C".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

func main() {
	ctx, stop := context.Background(), func() {}
	if !oneShot(os.Args[1:]) {
		ctx, stop = signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	}
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// oneShot reports whether a command answers from stdin (or prints) and ends without using its
// context: Ctrl-C's default, ending the process, is right for it, and not catching signals keeps its
// start cheap (no signal goroutine).
func oneShot(args []string) bool {
	if len(args) == 0 {
		return false
	}
	switch args[0] {
	case "answer", "solve", "explain", "version", "--version", "-v", "help", "--help", "-h":
		return true
	}
	return len(args) > 1 && args[1] == "plays"
}

// run is main without the process: tests call it directly.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage())
		return 2
	}
	switch args[0] {
	case "serve":
		return exitCode(stderr, serve(ctx, args[1:], stdout, stderr))
	case "simulate":
		return exitCode(stderr, simulate(ctx, args[1:], stdout, stderr))
	case "answer":
		return jsonLines(stdin, stdout, handlers(func(a companion.Abilities) companion.Line { return a.Answer }))
	case "solve":
		return jsonLines(stdin, stdout, handlers(func(a companion.Abilities) companion.Line { return a.Solve }))
	case "explain":
		return jsonLines(stdin, stdout, handlers(func(a companion.Abilities) companion.Line { return a.Explain }))
	case "doctor":
		return doctor(ctx, args[1:], stdout, stderr)
	case "tags":
		return tagsCmd(ctx, args[1:], stdin, stdout, stderr)
	case "labels":
		return labelsCmd(ctx, args[1:], stdout, stderr)
	case "version", "--version", "-v":
		fmt.Fprintln(stdout, "tablemate", version)
		return 0
	case "help", "--help", "-h":
		fmt.Fprint(stdout, usage())
		return 0
	}
	// "<game> plays": a game whose descriptor lists its legal plays (Lexio).
	if h, ok := gameHandlers(args[0], func(a companion.Abilities) companion.Line { return a.Plays }); ok {
		if len(args) < 2 || args[1] != "plays" {
			fmt.Fprintf(stderr, "usage: tablemate %s plays < requests.jsonl\n", args[0])
			return 2
		}
		return jsonLines(stdin, stdout, h)
	}
	fmt.Fprintf(stderr, "tablemate: unknown command %q\n\n%s", args[0], usage())
	return 2
}

func exitCode(stderr io.Writer, err error) int {
	if err == nil {
		return 0
	}
	fmt.Fprintln(stderr, "tablemate:", err)
	return 1
}
