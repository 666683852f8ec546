package pyinterp

import (
	"context"
	"strings"
	"testing"
)

func TestRunInteractive(t *testing.T) {
	ex := mustNew(t, Options{})
	for _, tc := range []struct{ code, logs string }{
		{"6 * 7\n", "42\n"},
		{"_ + 1\n", "43\n"},
		{"None\n", ""},
		{"x = 5\n", ""},
		{"1, 2\n", "(1, 2)\n"},
		{"'é' + 'a'; x\n", "'éa'\n5\n"},
		{"(1 +\n 2)\n", "3\n"},
		{"for i in range(2):\n    i\n    print('p')\n", "0\np\n1\np\n"},
		{"if x:\n    'yes'\nelse:\n    'no'\n", "'yes'\n"},
		{"def f():\n    'not echoed'\n    return 7\n", ""},
		{"f()\n", "7\n"},
		{"class A:\n    1\n", ""},
		{"try:\n    1/0\nexcept ZeroDivisionError:\n    'caught'\n", "'caught'\n"},
		{"_\n", "'caught'\n"},
	} {
		res, err := ex.RunInteractive(context.Background(), tc.code)
		if err != nil {
			t.Errorf("RunInteractive(%q): %v", tc.code, err)
			continue
		}
		if res.Logs != tc.logs {
			t.Errorf("RunInteractive(%q) printed %q, want %q", tc.code, res.Logs, tc.logs)
		}
	}
	// Errors are reported against the code as typed.
	_, err := ex.RunInteractive(context.Background(), "1; return 2\n")
	if err == nil || !strings.Contains(err.Error(), "'return' outside function") {
		t.Errorf("got %v, want 'return' outside function", err)
	}
	var pe *Error
	if _, err := ex.RunInteractive(context.Background(), "1/0\n"); err == nil || !asError(err, &pe) || pe.Type != "ZeroDivisionError" || pe.Statement != "1/0" {
		t.Errorf("1/0: got %#v", err)
	}
	// The display hook cannot be rebound; the namespace listing has reprs.
	if _, err := ex.RunInteractive(context.Background(), "__displayhook__ = 1\n"); err == nil {
		t.Error("rebinding __displayhook__ succeeded")
	}
	vars := ex.Vars()
	if len(vars) != 4 || vars[0].Name != "A" || vars[3].Name != "x" || vars[3].Repr != "5" || vars[3].Type != "int" {
		t.Errorf("Vars() = %+v", vars)
	}
}

func asError(err error, pe **Error) bool {
	e, ok := err.(*Error)
	*pe = e
	return ok
}
