package companion

import (
	"regexp"
	"strconv"
	"strings"
)

// Plain words a fault's reason for the host's console and tablemate doctor:
// the parts that are Go's, the JSON decoder's or the database driver's own
// text (type names, time layouts, column indexes) become a phrase a person
// can act on; the rest of the sentence is kept. The raw text stays in the
// server's log and the downloaded log. It is the one place for this: the
// console and the doctor both print reasons through it.
func Plain(reason string) string {
	for _, r := range plainRewrites {
		reason = r.re.ReplaceAllStringFunc(reason, func(m string) string { return r.to(r.re.FindStringSubmatch(m)) })
	}
	return strings.TrimSpace(reason)
}

// jsonKinds names the JSON decoder's kinds of value as people do.
var jsonKinds = map[string]string{"string": "text", "number": "a number", "bool": "a yes or no", "array": "a list", "object": "a group of fields"}

var plainRewrites = []struct {
	re *regexp.Regexp
	to func(m []string) string
}{
	{regexp.MustCompile(`json: cannot unmarshal (\w+) into Go (?:struct field \S+|value) of type \S+`), func(m []string) string {
		kind := jsonKinds[m[1]]
		if kind == "" {
			kind = "a value"
		}
		return kind + " where another kind of value belongs"
	}},
	{regexp.MustCompile(`json: unknown field "([^"]*)"`), func(m []string) string { return `a field "` + m[1] + `" this version does not know` }},
	{regexp.MustCompile(`(?:json: )?invalid character '[^']*' [a-z ]+(?: '[^']*')?(?: [a-z-]+)*(?: \(expecting '[^']*'\))?`), func([]string) string { return "text that is not valid JSON" }},
	{regexp.MustCompile(`(?:json: )?unexpected end of JSON input`), func([]string) string { return "JSON that stops half-way" }},
	{regexp.MustCompile(`sql: Scan error on column index \d+, name "([^"]*)": `), func(m []string) string { return `its "` + m[1] + `" column cannot be read: ` }},
	{regexp.MustCompile(`converting NULL to \w+ is unsupported`), func([]string) string { return "it is empty" }},
	{regexp.MustCompile(`converting driver\.Value type \w+ \(([^)]*)\) to an? \w+: (?:invalid syntax|value out of range)`),
		func(m []string) string { return m[1] + " is not a whole number" }},
	{regexp.MustCompile(`parsing time "([^"]*)"(?: as "[^"]*")?(?:: cannot parse "[^"]*" as "[^"]*"|: extra text: "[^"]*"|: [a-z ]+ out of range)?`),
		func(m []string) string { return `"` + m[1] + `", which is not a date and time` }},
	{regexp.MustCompile(`event (\d+) follows event (\d+): the sequence is broken`), func(m []string) string {
		at, _ := strconv.ParseInt(m[1], 10, 64)
		last, _ := strconv.ParseInt(m[2], 10, 64)
		switch {
		case at == last+2:
			return "event " + strconv.FormatInt(last+1, 10) + " is missing before event " + m[1]
		case at > last:
			return "events " + strconv.FormatInt(last+1, 10) + " to " + strconv.FormatInt(at-1, 10) + " are missing before event " + m[1]
		}
		return "event " + m[1] + " is stored again after event " + m[2] + " (a row twice, or out of order)"
	}},
	{regexp.MustCompile(`runtime error: [^;]*`), func([]string) string { return "a value this version cannot handle" }},
	{regexp.MustCompile(`%!\w?\([^)]*\)`), func([]string) string { return "" }},
}
