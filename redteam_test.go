package pyinterp

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// redteamPayloads are attacks found by red-teaming beyond the payloads of
// escape_test.go. Each one crashed the host process, ran past its
// deadline or held memory outside the run's limit before its fix.
var redteamPayloads = []payload{
	// Go stack overflow (fatal: ends the host process) through iterators
	// that wrap iterators: each level was a Go frame not counted against
	// the recursion limit. Built with one cheap builtin per level.
	{"zip nested by reduce", "import functools\ng = functools.reduce(zip, [[1]] * 3 * 10**6, [1])\nnext(g)", recErr, KindLimit, ""},
	{"map nested", "g = [1]\nfor i in range(10**5):\n    g = map(abs, g)\nlist(g)", recErr, KindLimit, ""},
	{"filter nested", "g = [1]\nfor i in range(10**5):\n    g = filter(None, g)\nnext(g)", recErr, KindLimit, ""},
	{"enumerate nested", "g = [1]\nfor i in range(10**5):\n    g = enumerate(g)\nnext(g)", recErr, KindLimit, ""},
	{"zip nested", "g = [1]\nfor i in range(10**5):\n    g = zip(g)\nnext(g)", recErr, KindLimit, ""},
	{"itertools chain nested", "import itertools\ng = [1]\nfor i in range(10**5):\n    g = itertools.chain(g)\nnext(g)", recErr, KindLimit, ""},
	{"itertools islice nested", "import itertools\ng = [1]\nfor i in range(10**5):\n    g = itertools.islice(g, 5)\nnext(g)", recErr, KindLimit, ""},
	// ... and through callables that call callables in Go.
	{"callable iterator nested", "f = iter([1, 2]).__next__\nfor i in range(10**5):\n    f = iter(f, object()).__next__\nf()", recErr, KindLimit, ""},
	{"staticmethod nested", "f = abs\nfor i in range(10**5):\n    f = staticmethod(f)\nf(1)", recErr, KindLimit, ""},
	{"map of next nested", "g = iter([1])\nfor i in range(10**5):\n    g = map(next, [g])\nnext(g)", recErr, KindLimit, ""},
	// Host out of memory: the traceback of an uncaught exception is
	// formatted outside the run's memory limit; 10**5 chained exceptions
	// sharing a 1 MB message made a 100 GB string.
	{"traceback chain bomb", "s = 'x' * 10**6\ne = ValueError(s)\nfor i in range(10**5):\n    x = ValueError(s)\n    x.__context__ = e\n    e = x\nraise e", "ValueError: xxx", KindException, ""},
	// CPU past the deadline inside one uninterruptible math/big call.
	{"factorial bomb", "import math\nmath.factorial(10**7)", opsLimit, KindLimit, ""},
	{"comb bomb", "import math\nmath.comb(10**7, 5 * 10**6)", opsLimit, KindLimit, ""},
	{"perm bomb", "import math\nmath.perm(10**7, 5 * 10**6)", opsLimit, KindLimit, ""},
}

// TestRedteamPayloads runs each payload on a fresh executor: refused with
// the expected message and kind, quickly, with goroutines and memory back
// to their baseline afterwards.
func TestRedteamPayloads(t *testing.T) {
	baseG := runtime.NumGoroutine()
	baseMem := heapInUse()
	for _, p := range redteamPayloads {
		t.Run(p.name, func(t *testing.T) {
			ex := mustNew(t, Options{Timeout: 10 * time.Second})
			start := time.Now()
			res, err := runErr(t, ex, p.code)
			elapsed := time.Since(start)
			ex.Close()
			if err == nil {
				t.Fatalf("payload succeeded: value %.200s, logs %.200q", res.Repr, res.Logs)
			}
			if msg := err.Error(); !strings.Contains(msg, p.want) || err.Kind != p.kind {
				t.Errorf("got %s error:\n  %.300s\nwant %s error containing\n  %s", err.Kind, msg, p.kind, p.want)
			}
			if len(err.Traceback) > 2<<20 {
				t.Errorf("traceback of %d bytes", len(err.Traceback))
			}
			if elapsed > 8*time.Second {
				t.Errorf("refusal took %v", elapsed)
			}
		})
	}
	if n := waitGoroutines(baseG); n > baseG {
		t.Errorf("goroutines: %d before, %d after", baseG, n)
	}
	if m := heapInUse(); m > baseMem+64<<20 {
		t.Errorf("heap in use: %d MiB before, %d MiB after", baseMem>>20, m>>20)
	}
}

// TestRedteamTracebackChain: a long chain is cut to its newest
// exceptions, saying how many were left out, and cycles end.
func TestRedteamTracebackChain(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	_, err := runErr(t, ex, "s = 'x' * 10**5\ne = ValueError(0)\nfor i in range(100):\n    x = ValueError(s)\n    x.__cause__ = e\n    e = x\nraise KeyError('last') from e")
	if err == nil {
		t.Fatal("no error")
	}
	tb := err.Traceback
	if !strings.Contains(tb, "earlier chained exceptions not shown") || !strings.HasSuffix(tb, "KeyError: 'last'\n") || len(tb) > 2<<20 {
		t.Errorf("traceback (%d bytes): %.200q ... %.200q", len(tb), tb, tb[max(0, len(tb)-200):])
	}
	_, err = runErr(t, ex, "a = ValueError('a')\nb = ValueError('b')\na.__context__ = b\nb.__context__ = a\nraise a")
	want := "ValueError: b\n\nDuring handling of the above exception, another exception occurred:\n\n"
	if err == nil || !strings.Contains(err.Traceback, want) || !strings.HasSuffix(err.Traceback, "ValueError: a\n") {
		t.Errorf("cycle traceback: %v", err)
	}
}

// TestRedteamNestingStillWorks: ordinary nesting below the limit keeps
// working after the iterator and call nesting fixes.
func TestRedteamNestingStillWorks(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	res := mustRun(t, ex, "import itertools\ng = [1, 2]\nfor i in range(400):\n    g = filter(None, enumerate(g))\n"+
		"def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\nlen(list(g)) + f(990) + len(list(itertools.chain(*[[1]] * 100)))")
	if res.Value != int64(2+990+100) {
		t.Errorf("got %v", res.Value)
	}
}

// TestRedteamModuleIsolation: executors running in parallel poison the
// module objects, builtin types and builtins they can reach; none of it
// is visible to the others.
func TestRedteamModuleIsolation(t *testing.T) {
	poison := "import math, json, re, string, datetime, enum, functools, collections\n" +
		"math.pi = 3\njson.dumps = None\nstring.ascii_letters = 'x'\ndel math.sqrt\n" +
		"datetime.date.today = None\nenum.Enum.x = 1\nfunctools.partial.x = 1\nre.compile = None\n" +
		"collections.OrderedDict.popitem = None\nabs = None\n" +
		"for s in ['int.x = 1', 'list.append = None', 'type.__setattr__(int, \"x\", 1)', 'ValueError.x = 1']:\n    pass\n"
	check := "import math, json, re, string, datetime, enum, functools, collections\n" +
		"r = (math.pi, json.dumps([1]), string.ascii_letters[:3], math.sqrt(4), callable(datetime.date.today), " +
		"hasattr(enum.Enum, 'x'), hasattr(functools.partial, 'x'), re.compile('a').pattern, " +
		"callable(collections.OrderedDict.popitem), abs(-1))\nrepr(r)"
	want := "(3.141592653589793, '[1]', 'abc', 2.0, True, False, False, 'a', True, 1)"
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := 0; i < 32; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			ex, err := New(Options{})
			if err != nil {
				errs <- err
				return
			}
			defer ex.Close()
			for round := 0; round < 3; round++ {
				if i%2 == 0 {
					ex.Run(t.Context(), poison)
					continue
				}
				res, err := ex.Run(t.Context(), check)
				if err != nil {
					errs <- err
					return
				}
				if res.Repr != fmt.Sprintf("%q", want) && res.Value != want {
					errs <- fmt.Errorf("executor %d sees %v", i, res.Value)
					return
				}
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
