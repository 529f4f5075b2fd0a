package lexio

import (
	"reflect"
	"strings"
)

// testify cannot be compiled in this module today: go.sum lacks its own
// dependencies (go-spew, go-difflib, go.yaml.in/yaml/v3) and go.sum is not
// ours to edit. These three helpers stand in for require.Equal/NoError/Error.

// tester is what both *testing.T and *rapid.T offer.
type tester interface {
	Helper()
	Fatalf(format string, args ...any)
}

func equal(tb tester, got, want any, msg ...any) {
	tb.Helper()
	if !reflect.DeepEqual(got, want) {
		tb.Fatalf("%v\n got: %v\nwant: %v", msg, got, want)
	}
}

func noError(tb tester, err error, msg ...any) {
	tb.Helper()
	if err != nil {
		tb.Fatalf("%v: unexpected error: %v", msg, err)
	}
}

// errorContains fails unless err is non-nil and its message holds want.
func errorContains(tb tester, err error, want string, msg ...any) {
	tb.Helper()
	if err == nil {
		tb.Fatalf("%v: expected an error containing %q, got none", msg, want)
	}
	if !strings.Contains(err.Error(), want) {
		tb.Fatalf("%v: error %q does not contain %q", msg, err, want)
	}
}
