package pyinterp

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestWarningsModuleStderr: warnings.warn writes CPython's text to
// Result.Stderr, naming the code as tracebacks do (<string>, with the
// source line unless CPythonTracebacks hides the lines of <string>; a
// file name given with WithFilename, with its line); the location is the
// caller's (stacklevel). The expectations are python3's: `python3 -c`
// for <string> without lines, `python3 /w/prog.py` for the file.
func TestWarningsModuleStderr(t *testing.T) {
	code := "import warnings\n" +
		"def old():\n" +
		"    warnings.warn('old() is deprecated', DeprecationWarning, stacklevel=2)\n" +
		"old()\n" +
		"warnings.warn('plain')\n" +
		"print('ran')\n"
	tests := []struct {
		name   string
		opts   Options
		run    []RunOption
		stderr string
	}{
		{"string", Options{}, nil, "<string>:4: DeprecationWarning: old() is deprecated\n  old()\n" +
			"<string>:5: UserWarning: plain\n  warnings.warn('plain')\n"},
		{"cpython", Options{CPythonTracebacks: true}, nil, "<string>:4: DeprecationWarning: old() is deprecated\n" +
			"<string>:5: UserWarning: plain\n"},
		{"file", Options{CPythonTracebacks: true}, []RunOption{WithFilename("/w/prog.py")}, "/w/prog.py:4: DeprecationWarning: old() is deprecated\n  old()\n" +
			"/w/prog.py:5: UserWarning: plain\n  warnings.warn('plain')\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ex := mustNew(t, tc.opts)
			res, err := ex.Run(context.Background(), code, tc.run...)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.stderr, res.Stderr); diff != "" {
				t.Errorf("Stderr (-want +got):\n%s", diff)
			}
			if res.Logs != "ran\n" {
				t.Errorf("Logs = %q", res.Logs)
			}
		})
	}
}

// TestWarningsModuleState: the filters and registries belong to the
// executor: they last from one Run to the next (as in one CPython
// process, whose REPL shows a warning of line 1 of <stdin> once), and
// another executor sees none of them.
func TestWarningsModuleState(t *testing.T) {
	ctx := context.Background()
	a, b := mustNew(t, Options{CPythonTracebacks: true}), mustNew(t, Options{CPythonTracebacks: true})
	steps := []struct {
		ex     *Executor
		code   string
		stderr string
	}{
		{a, "import warnings\nwarnings.warn('first')", "<string>:2: UserWarning: first\n"},
		{a, "import warnings\nwarnings.warn('first')", ""}, // same location, same text: once
		{a, "warnings.filterwarnings('ignore')\nwarnings.warn('second')", ""},
		{b, "import warnings\nwarnings.warn('second')", "<string>:2: UserWarning: second\n"},
		{a, "warnings.warn('third')", ""},
		{a, "warnings.resetwarnings()\nwarnings.warn('third', RuntimeWarning)", "<string>:2: RuntimeWarning: third\n"},
		{b, "async def job(): pass\njob()", "<string>:2: RuntimeWarning: coroutine 'job' was never awaited\nRuntimeWarning: Enable tracemalloc to get the object allocation traceback\n"},
		{a, "warnings.simplefilter('ignore')\nasync def job(): pass\njob()", ""},
	}
	for i, s := range steps {
		res, err := s.ex.Run(ctx, s.code)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if diff := cmp.Diff(s.stderr, res.Stderr); diff != "" {
			t.Errorf("step %d: Stderr (-want +got):\n%s", i, diff)
		}
	}
}

// TestWarningsModuleError: an "error" filter raises the warning; uncaught,
// it is the run's error, with the program's call as the innermost frame.
func TestWarningsModuleError(t *testing.T) {
	ex := mustNew(t, Options{})
	_, err := ex.Run(context.Background(), "import warnings\nwarnings.simplefilter('error')\nwarnings.warn('stop here', RuntimeWarning)\n")
	var pe *Error
	if !errors.As(err, &pe) {
		t.Fatalf("err = %v, want *Error", err)
	}
	if pe.Type != "RuntimeWarning" || pe.Message != "stop here" || pe.Line != 3 {
		t.Errorf("error = %s %q line %d, want RuntimeWarning 'stop here' line 3", pe.Type, pe.Message, pe.Line)
	}
	if strings.Contains(pe.Traceback, "<warnings>") {
		t.Errorf("traceback shows the module's own frames:\n%s", pe.Traceback)
	}
}

// TestWarningsModuleLimits: warnings in a loop under "always" are output
// like any other (the output limit ends the run), and a registry growing
// with distinct messages is program memory (the memory limit ends it).
func TestWarningsModuleLimits(t *testing.T) {
	tests := []struct {
		name  string
		opts  Options
		code  string
		limit Limit
	}{
		{"output", Options{MaxOutput: 10_000}, "import warnings\nwarnings.simplefilter('always')\nwhile True:\n    warnings.warn('again and again')\n", LimitOutput},
		{"output-ignored-catch", Options{MaxOutput: 10_000}, "import warnings\nwarnings.simplefilter('always')\ntry:\n    for i in range(10**6):\n        warnings.warn('x' * 100)\nexcept BaseException:\n    pass\n", LimitOutput},
		{"memory", Options{MaxMemory: 8 << 20, MaxOutput: -1}, "import warnings, io\nwith warnings.catch_warnings(record=True) as w:\n    warnings.simplefilter('always')\n    for i in range(10**7):\n        warnings.warn('message number %d' % i)\n", LimitMemory},
		{"operations", Options{MaxOperations: 100_000, MaxOutput: -1}, "import warnings\nwarnings.simplefilter('ignore')\nfor i in range(10**7):\n    warnings.warn('x')\n", LimitOperations},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ex := mustNew(t, tc.opts)
			_, err := ex.Run(context.Background(), tc.code)
			var pe *Error
			if !errors.As(err, &pe) || pe.Kind != KindLimit || pe.Limit != tc.limit {
				t.Fatalf("err = %v, want limit %v", err, tc.limit)
			}
			// the executor still works, and so does the module
			res, err := ex.Run(context.Background(), "import warnings\nprint(len(warnings.filters) > 0)")
			if err != nil || res.Logs != "True\n" {
				t.Errorf("after the limit: %v, %q", err, res.Logs)
			}
		})
	}
}
