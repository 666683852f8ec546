package eval_test

import (
	"bytes"
	"testing"

	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestClassMachinery checks a few class behaviours end to end; the
// conformance cases (classes/, dunder/, descriptors/, subclass_builtin/,
// exc_user/) are the main tests.
func TestClassMachinery(t *testing.T) {
	cases := []struct{ src, want string }{
		{"class A: pass\nclass B(A): pass\nprint([c.__name__ for c in B.__mro__])\n", "['B', 'A', 'object']\n"},
		{"class V:\n    def __init__(s, x): s.x = x\nV.__add__ = lambda s, o: V(s.x + o.x)\nprint((V(1) + V(2)).x)\n", "3\n"},
		{"class D(dict):\n    def __missing__(s, k): return k\nprint(D()['q'], D(a=1))\n", "q {'a': 1}\n"},
		{"class E(Exception):\n    def __str__(s): return 'boom'\ntry:\n    raise E\nexcept E as e:\n    print(e)\n", "boom\n"},
		{"class P:\n    @property\n    def x(s): return 1\nprint(P().x, repr(P())[:18])\n", "1 <__main__.P object\n"},
	}
	for _, c := range cases {
		var out bytes.Buffer
		th, err := runner.Run("t.py", []byte(c.src), &out, runner.Options{})
		if err != nil {
			t.Errorf("%q: %s", c.src, runner.FormatError(th, err))
			continue
		}
		if out.String() != c.want {
			t.Errorf("%q: got %q, want %q", c.src, out.String(), c.want)
		}
	}
}

func TestMROError(t *testing.T) {
	var out bytes.Buffer
	th, err := runner.Run("t.py", []byte("class A: pass\nclass B(A): pass\nclass C(A, B): pass\n"), &out, runner.Options{})
	if err == nil {
		t.Fatal("no error")
	}
	want := "TypeError: Cannot create a consistent method resolution\norder (MRO) for bases A, B\n"
	if got := runner.FormatError(th, err); !bytes.HasSuffix([]byte(got), []byte(want)) {
		t.Errorf("got %q, want suffix %q", got, want)
	}
}
