package eval_test

import (
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// liveHeap returns the bytes of live heap objects, after collecting.
func liveHeap() int64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// TestObjectCharges: a program that keeps many objects of one kind (a
// list of instances, generators, classes, closures ...) is charged at
// least about what they take on the Go heap, so the memory limit bounds
// what it holds. Each case builds n objects in a list; the test compares
// the growth of the live heap with the growth of the run's charges.
func TestObjectCharges(t *testing.T) {
	if testing.Short() {
		t.Skip("measures the heap")
	}
	cases := []struct {
		name, setup, build string
		n                  int
	}{
		{"class (type call)", "", "xs = [type('C', (), {}) for i in range(N)]", 2000},
		{"class statement", "", "xs = []\nfor i in range(N):\n    class C:\n        def f(self): pass\n    xs.append(C)", 2000},
		{"instance", "class A: pass\n", "xs = [A() for i in range(N)]", 20000},
		{"instance, 3 attributes", "class A:\n    def __init__(s): s.a = 1; s.b = 2; s.c = 3\n", "xs = [A() for i in range(N)]", 20000},
		{"instance, 12 attributes", "class A:\n    def __init__(s):\n        for k in names: setattr(s, k, 0)\nnames = ['a%d' % i for i in range(12)]\n", "xs = [A() for i in range(N)]", 4000},
		{"instance, __slots__", "class S:\n    __slots__ = ('a', 'b', 'c', 'd')\n", "xs = [S() for i in range(N)]", 20000},
		{"generator", "def g():\n    yield 1\n", "xs = [g() for i in range(N)]", 20000},
		{"generator, started", "def g():\n    a = b = c = d = 0\n    yield 1\n", "xs = [g() for i in range(N)]\nfor x in xs: next(x)", 20000},
		{"generator expression", "", "xs = [(j for j in ()) for i in range(N)]", 20000},
		{"lambda", "", "xs = [lambda: i for i in range(N)]", 20000},
		{"closure", "def mk(i):\n    return lambda: i\n", "xs = [mk(i) for i in range(N)]", 20000},
		{"bound method", "class A:\n    def m(s): pass\na = A()\n", "xs = [a.m for i in range(N)]", 20000},
		{"exception", "", "xs = [ValueError(i) for i in range(N)]", 20000},
		{"empty dict", "", "xs = [{} for i in range(N)]", 20000},
		{"dict", "", "xs = [{1: i} for i in range(N)]", 20000},
		{"empty list", "", "xs = [[] for i in range(N)]", 20000},
		{"set", "", "xs = [{i} for i in range(N)]", 20000},
		{"tuple", "", "xs = [(i, i) for i in range(N)]", 20000},
		{"float", "", "xs = [i + 0.5 for i in range(N)]", 20000},
		{"builtin bound method", "x = []\n", "xs = [x.append for i in range(N)]", 20000},
		{"list iterator", "x = [1]\n", "xs = [iter(x) for i in range(N)]", 20000},
		{"dict view", "d = {1: 2}\n", "xs = [d.items() for i in range(N)]", 20000},
		{"dict iterator", "d = {1: 2}\n", "xs = [iter(d) for i in range(N)]", 20000},
		{"map", "x = [1]\n", "xs = [map(abs, x) for i in range(N)]", 20000},
		{"zip", "x = [1]\n", "xs = [zip(x, x) for i in range(N)]", 20000},
		{"enumerate", "x = [1]\n", "xs = [enumerate(x) for i in range(N)]", 20000},
		{"filter", "x = [1]\n", "xs = [filter(None, x) for i in range(N)]", 20000},
		{"reversed", "x = [1]\n", "xs = [reversed(x) for i in range(N)]", 20000},
		{"range", "", "xs = [range(i) for i in range(N)]", 20000},
		{"slice", "", "xs = [slice(i) for i in range(N)]", 20000},
		{"property", "", "xs = [property(None) for i in range(N)]", 20000},
		{"staticmethod", "", "xs = [staticmethod(None) for i in range(N)]", 20000},
		{"super", "class A:\n    pass\na = A()\n", "xs = [super(A, a) for i in range(N)]", 20000},
		{"object", "", "xs = [object() for i in range(N)]", 20000},
		{"str iterator", "", "xs = [iter('ab') for i in range(N)]", 20000},
		{"deque", "import collections\n", "xs = [collections.deque() for i in range(N)]", 20000},
		{"deque, maxlen", "import collections\n", "xs = [collections.deque(maxlen=10**6) for i in range(N)]", 20000},
		{"defaultdict", "import collections\n", "xs = [collections.defaultdict(list) for i in range(N)]", 20000},
		{"OrderedDict", "import collections\n", "xs = [collections.OrderedDict() for i in range(N)]", 20000},
		{"Counter", "import collections\n", "xs = [collections.Counter() for i in range(N)]", 20000},
		{"random.Random", "import random\n", "xs = [random.Random(i) for i in range(N)]", 2000},
		{"hashlib.sha256", "import hashlib\n", "xs = [hashlib.sha256() for i in range(N)]", 20000},
		{"hashlib.md5", "import hashlib\n", "xs = [hashlib.md5() for i in range(N)]", 20000},
		{"itertools.count", "import itertools\n", "xs = [itertools.count() for i in range(N)]", 20000},
		{"itertools.islice", "import itertools\nx = [1]\n", "xs = [itertools.islice(x, 1) for i in range(N)]", 20000},
		{"itertools.chain", "import itertools\nx = [1]\n", "xs = [itertools.chain(x, x) for i in range(N)]", 20000},
		{"itertools.cycle", "import itertools\nx = [1]\n", "xs = [itertools.cycle(x) for i in range(N)]", 20000},
		{"itertools.product", "import itertools\nx = [1]\n", "xs = [itertools.product(x, x) for i in range(N)]", 20000},
		{"itertools.permutations", "import itertools\nx = [1, 2]\n", "xs = [itertools.permutations(x) for i in range(N)]", 20000},
		{"itertools.groupby", "import itertools\nx = [1]\n", "xs = [itertools.groupby(x) for i in range(N)]", 20000},
		{"itertools.tee", "import itertools\nx = [1]\n", "xs = [itertools.tee(x) for i in range(N)]", 20000},
		{"functools.partial", "import functools\n", "xs = [functools.partial(abs, i) for i in range(N)]", 20000},
		{"operator.itemgetter", "import operator\n", "xs = [operator.itemgetter(i) for i in range(N)]", 20000},
		{"re pattern match", "import re\np = re.compile('a')\n", "xs = [p.match('a') for i in range(N)]", 20000},
		{"re finditer", "import re\np = re.compile('a')\n", "xs = [p.finditer('a') for i in range(N)]", 20000},
		{"StringIO", "import io\n", "xs = [io.StringIO() for i in range(N)]", 20000},
		{"datetime", "import datetime\n", "xs = [datetime.datetime(2000, 1, 1) for i in range(N)]", 20000},
		{"Decimal", "import decimal\n", "xs = [decimal.Decimal(i) for i in range(N)]", 20000},
		{"Fraction", "import fractions\n", "xs = [fractions.Fraction(i, 3) for i in range(N)]", 20000},
		{"callable iterator", "", "xs = [iter(int, 1) for i in range(N)]", 20000},
		{"operator.methodcaller", "import operator\n", "xs = [operator.methodcaller('f', i) for i in range(N)]", 20000},
		{"operator.attrgetter", "import operator\n", "xs = [operator.attrgetter('a') for i in range(N)]", 20000},
		{"classmethod", "", "xs = [classmethod(abs) for i in range(N)]", 20000},
		{"set iterator", "s = {1}\n", "xs = [iter(s) for i in range(N)]", 20000},
		{"dict keys iterator", "d = {1: 2}\n", "xs = [iter(d.values()) for i in range(N)]", 20000},
		{"range iterator", "", "xs = [iter(range(i)) for i in range(N)]", 20000},
		{"zip_longest", "import itertools\nx = [1]\n", "xs = [itertools.zip_longest(x, x) for i in range(N)]", 20000},
		{"heapq merge", "import heapq\nx = [1]\n", "xs = [heapq.merge(x, x) for i in range(N)]", 20000},
		{"re compile cached", "import re\n", "xs = [re.compile('a') for i in range(N)]", 20000},
		{"random.Random seeded", "import random\n", "xs = [random.Random() for i in range(N)]", 2000},
		{"struct_time", "import time\n", "xs = [time.gmtime(i) for i in range(N)]", 20000},
		{"namedtuple", "import collections\nP = collections.namedtuple('P', 'a b')\n", "xs = [P(i, i) for i in range(N)]", 20000},
		// A str object's header (48 bytes) is most of a short str: the
		// text alone was charged (4 bytes of a 64-byte object).
		{"str %", "", "xs = ['f%d' % i for i in range(N)]", 20000},
		{"f-string", "", "xs = [f'f{i}' for i in range(N)]", 20000},
		{"str()", "", "xs = [str(i) for i in range(N)]", 20000},
		{"repr()", "", "xs = [repr(i) for i in range(N)]", 20000},
		{"str slice", "s = 'abcdefghij' * 10\n", "xs = [s[i % 50:i % 50 + 8] for i in range(N)]", 20000},
		{"str index, non-ASCII", "s = 'é' * 100\n", "xs = [s[i % 100] for i in range(N)]", 20000},
		{"str concatenation", "s = 'abcdefgh'\n", "xs = [s + 'x' for i in range(N)]", 20000},
		{"str repeat", "", "xs = ['ab' * 3 for i in range(N)]", 20000},
		{"str method", "", "xs = ['ab'.upper() for i in range(N)]", 20000},
		{"str strip", "", "xs = [' ab '.strip() for i in range(N)]", 20000},
		{"str.format", "", "xs = ['{}'.format(i) for i in range(N)]", 20000},
		{"format()", "", "xs = [format(i, 'x') for i in range(N)]", 20000},
		{"chr", "", "xs = [chr(1000 + i % 1000) for i in range(N)]", 20000},
		{"hex", "", "xs = [hex(i) for i in range(N)]", 20000},
		{"str.join", "", "xs = ['-'.join(['ab', 'cd']) for i in range(N)]", 20000},
		{"bytes.decode", "", "xs = [b'abc'.decode() for i in range(N)]", 20000},
		// Small results whose elements or text were charged, not the
		// object holding them.
		{"bytes slice", "b = b'abcdefghij' * 10\n", "xs = [b[i % 50:i % 50 + 8] for i in range(N)]", 20000},
		{"bytearray", "", "xs = [bytearray(b'ab') for i in range(N)]", 20000},
		{"divmod", "", "xs = [divmod(i, 7) for i in range(N)]", 20000},
		{"str.partition", "", "xs = ['a:b'.partition(':') for i in range(N)]", 20000},
		{"bytes.partition", "", "xs = [b'a:b'.partition(b':') for i in range(N)]", 20000},
		{"list slice", "l = [1, 2, 3]\n", "xs = [l[:] for i in range(N)]", 20000},
		{"tuple slice", "u = (1, 2, 3, 4)\n", "xs = [u[1:] for i in range(N)]", 20000},
		{"as_integer_ratio", "", "xs = [(i * 0.5).as_integer_ratio() for i in range(N)]", 20000},
		// Objects made by builtins and module functions outside eval's
		// str code (internal/lint/allocpath reports their uncharged
		// constructors): empty sets held 80 bytes charged nothing.
		{"set()", "", "xs = [set() for i in range(N)]", 20000},
		{"frozenset union, empty", "a = frozenset()\n", "xs = [a | a for i in range(N)]", 20000},
		{"set difference, empty", "a = {1}\n", "xs = [a - a for i in range(N)]", 20000},
		{"dict copy, empty", "d = {}\n", "xs = [d.copy() for i in range(N)]", 20000},
		{"kwargs dict", "def f(**kw): return kw\n", "xs = [f() for i in range(N)]", 20000},
		{"list()", "", "xs = [list() for i in range(N)]", 20000},
		{"tuple(iterable)", "r = range(2)\n", "xs = [tuple(r) for i in range(N)]", 20000},
		{"json.loads", "import json\n", "xs = [json.loads('{\"ab\": \"cd\", \"ef\": [\"gh\"]}') for i in range(N)]", 20000},
		{"re groups", "import re\nm = re.match('(a)(bc)', 'abc')\n", "xs = [m.groups() for i in range(N)]", 20000},
		{"re group str", "import re\nm = re.match('(ab)(cd)', 'abcd')\n", "xs = [m.group(1 + i % 2) for i in range(N)]", 20000},
		{"re findall", "import re\n", "xs = [re.findall('b', 'abc') for i in range(N)]", 20000},
		{"re span", "import re\nm = re.match('(a)', 'a')\n", "xs = [m.span(1) for i in range(N)]", 20000},
		{"unicodedata.category", "import unicodedata\nunicodedata.category('a')\n", "xs = [unicodedata.category('a') for i in range(N)]", 20000},
		{"exception args", "e = ValueError(1, 2)\n", "xs = [e.args for i in range(N)]", 20000},
		{"function __qualname__", "def f(): pass\n", "xs = [f.__qualname__ for i in range(N)]", 20000},
		// Exceptions made by Go code (no thread at hand) are charged when
		// a handler catches them: from then on the program may keep them.
		{"caught KeyError", "d = {}\ndef g(i):\n    try:\n        d[i]\n    except KeyError as e:\n        return e\n", "xs = [g(i) for i in range(N)]", 20000},
		{"caught ValueError of int()", "def g(i):\n    try:\n        int('x')\n    except ValueError as e:\n        return e\n", "xs = [g(i) for i in range(N)]", 20000},
		// Tracebacks and class namespaces grow as the program runs.
		{"exception with traceback", "def f(n):\n    if n == 0:\n        raise ValueError(n)\n    return f(n - 1)\ndef g():\n    try:\n        f(20)\n    except ValueError as e:\n        return e\n", "xs = [g() for i in range(N)]", 2000},
		{"class attribute (setattr)", "class A:\n    pass\nnames = ['a%d' % i for i in range(20000)]\n", "for k in names:\n    setattr(A, k, None)", 20000},
	}
	for _, c := range cases {
		src := c.setup + "N = " + strconv.Itoa(c.n) + "\nh0 = _heap(); c0 = _charged()\n" + c.build +
			"\nprint(_heap() - h0, _charged() - c0)\n"
		out, th, err := runPy(t, src, runner.Options{
			Limits: eval.Limits{MaxMemory: 1 << 50},
			Setup: func(in *eval.Interp) {
				in.Builtins.Set("_heap", eval.NewBuiltin("_heap", func(*eval.Thread, eval.Value, []eval.Value, []string) (eval.Value, error) {
					return eval.Int(liveHeap()), nil
				}))
				in.Builtins.Set("_charged", eval.NewBuiltin("_charged", func(t *eval.Thread, _ eval.Value, _ []eval.Value, _ []string) (eval.Value, error) {
					return eval.Int(1<<50 - t.MemoryRoom()), nil
				}))
			},
		})
		if err != nil {
			t.Fatalf("%s: %s", c.name, runner.FormatError(th, err))
		}
		var heap, charged float64
		if _, err := fmt.Sscan(strings.TrimSpace(out), &heap, &charged); err != nil {
			t.Fatalf("%s: output %q", c.name, out)
		}
		heap /= float64(c.n)
		charged /= float64(c.n)
		t.Logf("%-24s %7.1f bytes on the heap, %7.1f charged per object", c.name, heap, charged)
		if charged < 0.9*heap {
			t.Errorf("%s: %.1f bytes on the heap per object, %.1f charged", c.name, heap, charged)
		}
	}
}

// TestStackChunksCharged: the frames of deep recursion live in chunks of
// the thread's value stack, charged as they are made: 600 nested calls of
// a function with 6,000 locals hold about 58 MB of slots, which must end
// a run limited to 32 MiB with the memory limit (they were not charged).
func TestStackChunksCharged(t *testing.T) {
	var src strings.Builder
	src.WriteString("def f(n):\n")
	for i := 0; i < 6000; i++ {
		fmt.Fprintf(&src, "    v%d = n\n", i)
	}
	src.WriteString("    return f(n - 1) if n else 0\nf(600)\nprint('unreachable')\n")
	out, _, err := runPy(t, src.String(), runner.Options{Limits: eval.Limits{MaxMemory: 32 << 20, MaxRecursionDepth: 1000}})
	var le *eval.LimitError
	if !errors.As(err, &le) || le.Kind != eval.LimitMemory {
		t.Fatalf("err = %v, want a memory LimitError", err)
	}
	if out != "" {
		t.Errorf("output %q", out)
	}
	// Shallow recursion at the edge of a chunk, in a loop, reuses the
	// spare chunk: the run stays within a small limit.
	small := "def g(n):\n    return g(n - 1) if n else 0\nfor i in range(3000):\n    g(900)\nprint('ok')\n"
	out, _, err = runPy(t, small, runner.Options{Limits: eval.Limits{MaxMemory: 8 << 20, MaxRecursionDepth: 1000}})
	if err != nil || out != "ok\n" {
		t.Fatalf("loop at a chunk's edge: %q, %v", out, err)
	}
}
