package pyinterp

import "testing"

// TestAnnotationsAcrossRuns: the executor compiles one top-level
// statement at a time and keeps its namespace from run to run, so
// "from __future__ import annotations" stays in effect for later
// statements and later runs (as in IPython); without it, annotations are
// evaluated when the def runs.
func TestAnnotationsAcrossRuns(t *testing.T) {
	ex := mustNew(t, Options{})
	_, err := runErr(t, ex, "def f(x: Undefined): pass")
	if err == nil || err.Error() != "Code execution failed at line 'def f(x: Undefined): pass' due to: NameError: name 'Undefined' is not defined" {
		t.Errorf("got %v", err)
	}
	res := mustRun(t, ex, "x: int = 1\ndef g(a: int) -> str: pass\n(__annotations__, g.__annotations__)")
	if res.Repr != "({'x': <class 'int'>}, {'a': <class 'int'>, 'return': <class 'str'>})" {
		t.Errorf("got %s", res.Repr)
	}

	ex = mustNew(t, Options{})
	mustRun(t, ex, "from __future__ import annotations\ndef f(x: Undefined) -> list[Undefined]: pass")
	res = mustRun(t, ex, "def g(y: Missing): pass\n(f.__annotations__, g.__annotations__)")
	if res.Repr != "({'x': 'Undefined', 'return': 'list[Undefined]'}, {'y': 'Missing'})" {
		t.Errorf("got %s", res.Repr)
	}
}
