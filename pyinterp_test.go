package pyinterp

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// run runs code on a fresh executor (or ex) and returns the result and
// the *Error, failing the test on any other error type.
func mustNew(t testing.TB, opts Options) *Executor {
	t.Helper()
	ex, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

func runErr(t testing.TB, ex *Executor, code string) (*Result, *Error) {
	t.Helper()
	res, err := ex.Run(context.Background(), code)
	if res == nil {
		t.Fatalf("Run(%q) returned a nil Result", code)
	}
	if err == nil {
		return res, nil
	}
	var pe *Error
	if !errors.As(err, &pe) {
		t.Fatalf("Run(%q): error of type %T: %v", code, err, err)
	}
	return res, pe
}

func mustRun(t testing.TB, ex *Executor, code string) *Result {
	t.Helper()
	res, err := runErr(t, ex, code)
	if err != nil {
		t.Fatalf("Run(%q): %v\n%s", code, err, err.Traceback)
	}
	return res
}

func TestRunValueAndLogs(t *testing.T) {
	ex := mustNew(t, Options{})
	res := mustRun(t, ex, "x = 6 * 7\nprint('hello', x)\nx")
	if res.Value != int64(42) || res.Logs != "hello 42\n" || res.Repr != "42" || res.IsFinalAnswer {
		t.Fatalf("got %#v", res)
	}
	// The namespace persists.
	res = mustRun(t, ex, "x + 1")
	if res.Value != int64(43) {
		t.Fatalf("got %#v", res.Value)
	}
}

func TestErrorText(t *testing.T) {
	ex := mustNew(t, Options{})
	res, err := runErr(t, ex, "print('before')\nx = 1/0\nprint('after')")
	if err == nil {
		t.Fatal("no error")
	}
	const want = "Code execution failed at line 'x = 1/0' due to: ZeroDivisionError: division by zero"
	if err.Error() != want {
		t.Errorf("Error() = %q, want %q", err.Error(), want)
	}
	if err.Kind != KindException || err.Type != "ZeroDivisionError" || err.Line != 2 || res.Logs != "before\n" {
		t.Errorf("got %+v, logs %q", err, res.Logs)
	}
	if !strings.Contains(err.Traceback, "Traceback (most recent call last):\n  File \"<string>\", line 2, in <module>\nZeroDivisionError: division by zero") {
		t.Errorf("traceback:\n%s", err.Traceback)
	}
}
