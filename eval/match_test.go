package eval_test

import (
	"errors"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestMatchChargesOperations: trying cases costs operations, so a loop
// of match statements is bounded by the operation budget.
func TestMatchChargesOperations(t *testing.T) {
	src := "for i in range(10**9):\n    match [i, i]:\n        case [1, 2] | (3, 4):\n            pass\n        case {'k': v}:\n            pass\n"
	_, th, err := runPy(t, src, runner.Options{Limits: eval.Limits{MaxOperations: 100000}})
	var le *eval.LimitError
	if !errors.As(err, &le) || le.Kind != eval.LimitOperations {
		t.Fatalf("err = %v, want an operations LimitError", err)
	}
	if ops := th.Operations(); ops < 100000 {
		t.Errorf("Operations() = %d", ops)
	}
}

// TestMatchBindings checks CPython 3.11's binding rules: a pattern that
// fails binds nothing, a pattern that matches binds before its guard.
func TestMatchBindings(t *testing.T) {
	src := `
match (1, 2, 3):
    case (a, b, 4):
        pass
    case (c, d, e) if e > 5:
        pass
    case _:
        pass
try:
    a
except NameError:
    print('a unbound')
print(c, d, e)
`
	out, th, err := runPy(t, src, runner.Options{})
	if err != nil {
		t.Fatal(runner.FormatError(th, err))
	}
	if want := "a unbound\n1 2 3\n"; out != want {
		t.Errorf("output %q, want %q", out, want)
	}
}
