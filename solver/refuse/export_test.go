package refuse

// Test-only helpers: what only the tests use lives here, not in the package.

import (
	"errors"
)

// RuleOf returns the rules section a refusal anywhere in err's chain cites,
// "" for other errors.
func RuleOf(err error) string {
	if r, ok := errors.AsType[Refused](err); ok {
		return r.Shared().Rule
	}
	return ""
}
