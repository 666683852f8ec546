package modules_test

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// abcChain builds n ABCs, each registered as a virtual subclass of the
// next.
const abcChain = `import abc, sys
def chain(n):
    cs = [abc.ABCMeta(f'A{i}', (), {}) for i in range(n)]
    for a, b in zip(cs, cs[1:]):
        b.register(a)
    return cs
`

// abcWide makes one ABC with 20,000 subclasses, none registering
// anything but the last.
const abcWide = `import abc
class A(metaclass=abc.ABCMeta): pass
subs = [abc.ABCMeta(f'S{i}', (A,), {}) for i in range(20000)]
class R: pass
subs[-1].register(R)
print(issubclass(R, A), issubclass(int, A))
`

// TestVirtualSubclassSearch checks issubclass through abc registrations:
// as deep as CPython answers (it stopped at 100 classes and answered
// False), a RecursionError past the recursion limit (as CPython's
// recursive __subclasscheck__), and the search over subclasses charged
// as operations and stopped by the deadline.
func TestVirtualSubclassSearch(t *testing.T) {
	cases := []struct {
		name   string
		src    string
		limits eval.Limits
		fails  bool // the program must end with the limit kind
		kind   eval.LimitKind
		want   string
	}{
		{name: "chain of 300", src: abcChain + `cs = chain(300)
print(issubclass(cs[0], cs[-1]), isinstance(cs[0](), cs[-1]), issubclass(cs[-1], cs[0]))`, want: "True True False\n"},
		{name: "chain past a lowered limit", src: abcChain + `cs = chain(300)
sys.setrecursionlimit(200)
try:
    issubclass(cs[0], cs[-1])
except RecursionError as e:
    print('RecursionError', e)`, want: "RecursionError maximum recursion depth exceeded\n"},
		{name: "chain past the limit", src: abcChain + `cs = chain(300)
sys.setrecursionlimit(200)
issubclass(cs[0], cs[-1])`, limits: eval.Limits{MaxRecursionDepth: 200}, fails: true, kind: eval.LimitRecursion},
		{name: "wide", src: abcWide, limits: eval.Limits{MaxMemory: 1 << 30}, want: "True False\n"},
		{name: "wide charged", src: abcWide + "for i in range(10**6): issubclass(int, A)\n",
			limits: eval.Limits{MaxOperations: 20_000_000, MaxMemory: 1 << 30}, fails: true, kind: eval.LimitOperations},
		{name: "wide deadline", src: abcWide + "for i in range(10**6): issubclass(int, A)\n",
			limits: eval.Limits{Deadline: time.Now().Add(3 * time.Second), MaxMemory: 1 << 30}, fails: true, kind: eval.LimitTimeout},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lim := c.limits
			if lim.MaxRecursionDepth == 0 {
				lim.MaxRecursionDepth = 1000
			}
			var out bytes.Buffer
			th, err := runner.Run("abc_limits.py", []byte(c.src), &out, runner.Options{Limits: lim})
			if !c.fails {
				if err != nil {
					t.Fatalf("failed: %s", runner.FormatError(th, err))
				}
				if out.String() != c.want {
					t.Fatalf("printed %q, want %q", out.String(), c.want)
				}
				return
			}
			var le *eval.LimitError
			if !errors.As(err, &le) || le.Kind != c.kind {
				t.Fatalf("ended with %v (output %q), want limit %d", err, out.String(), c.kind)
			}
		})
	}
}
