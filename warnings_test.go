package pyinterp

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCompileWarnings: Run writes CPython's compile-time warnings to the
// run's stderr before the code runs (with the source line, unless
// CPythonTracebacks hides the lines of <string>); Compile's Program lists
// them and RunProgram does not repeat them.
func TestCompileWarnings(t *testing.T) {
	code := "x = 1\nprint(x is 1)\nassert (x, 'm')\n"
	tests := []struct {
		name   string
		opts   Options
		run    []RunOption
		stderr string
	}{
		{"string", Options{}, nil, "<string>:2: SyntaxWarning: \"is\" with a literal. Did you mean \"==\"?\n  print(x is 1)\n" +
			"<string>:3: SyntaxWarning: assertion is always true, perhaps remove parentheses?\n  assert (x, 'm')\n"},
		{"cpython", Options{CPythonTracebacks: true}, nil, "<string>:2: SyntaxWarning: \"is\" with a literal. Did you mean \"==\"?\n" +
			"<string>:3: SyntaxWarning: assertion is always true, perhaps remove parentheses?\n"},
		{"file", Options{CPythonTracebacks: true}, []RunOption{WithFilename("/w/prog.py")}, "/w/prog.py:2: SyntaxWarning: \"is\" with a literal. Did you mean \"==\"?\n  print(x is 1)\n" +
			"/w/prog.py:3: SyntaxWarning: assertion is always true, perhaps remove parentheses?\n  assert (x, 'm')\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ex := mustNew(t, tc.opts)
			for i := 0; i < 2; i++ { // each Run compiles, and warns
				res, err := ex.Run(context.Background(), code, tc.run...)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(tc.stderr, res.Stderr); diff != "" {
					t.Errorf("run %d: Stderr (-want +got):\n%s", i, diff)
				}
				if res.Logs != "True\n" {
					t.Errorf("Logs = %q", res.Logs)
				}
			}
		})
	}
	p, err := Compile(code)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{`<string>:2: SyntaxWarning: "is" with a literal. Did you mean "=="?`,
		"<string>:3: SyntaxWarning: assertion is always true, perhaps remove parentheses?"}
	if diff := cmp.Diff(want, p.Warnings()); diff != "" {
		t.Errorf("Warnings (-want +got):\n%s", diff)
	}
	res, err := mustNew(t, Options{}).RunProgram(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if res.Stderr != "" {
		t.Errorf("RunProgram Stderr = %q, want nothing", res.Stderr)
	}
}
