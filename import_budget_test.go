package pyinterp

import (
	"context"
	"testing"
	"time"
)

// Importing the standard library is not the program's work: a run with a
// small operation budget and little memory can import the modules an
// agent uses, and its operation count leaves their setup out.
func TestImportNotCharged(t *testing.T) {
	var codes []string
	for _, mod := range []string{"json", "re", "math", "collections", "datetime", "decimal", "statistics", "dataclasses", "typing", "fractions", "asyncio"} {
		codes = append(codes, "import "+mod)
	}
	// Modules that run lazily set up the parts a program uses at first use.
	codes = append(codes,
		"from collections import Counter, OrderedDict, namedtuple, defaultdict, ChainMap, UserDict",
		"import datetime\ndatetime.timezone.utc",
		"import datetime\ndir(datetime)")
	for _, code := range codes {
		ex := mustNew(t, Options{MaxOperations: 1000, MaxMemory: 1 << 20})
		res, err := runErr(t, ex, code)
		if err != nil {
			t.Errorf("%q under 1000 operations and 1 MiB: %v", code, err)
			ex.Close()
			continue
		}
		if res.Operations > 10 {
			t.Errorf("%q counted %d operations", code, res.Operations)
		}
		ex.Close()
	}
	// The program's own work is still counted, before and after an
	// import, and still ends at the limit.
	ex := mustNew(t, Options{MaxOperations: 1000})
	defer ex.Close()
	res := mustRun(t, ex, "import json\nx = json.dumps([1, 2, 3])\ny = [i for i in range(100)]")
	if res.Operations < 100 || res.Operations > 1000 {
		t.Errorf("a run with an import and a 100-element comprehension counted %d operations", res.Operations)
	}
	_, perr := runErr(t, ex, "import datetime\nfor i in range(10**6): pass")
	if perr == nil || perr.Limit != LimitOperations {
		t.Errorf("a loop after an import: %v, want the operations limit", perr)
	}
	// Library functions the program calls are its work.
	_, perr = runErr(t, ex, "import json\njson.dumps(list(range(500)))")
	if perr == nil || perr.Limit != LimitOperations {
		t.Errorf("json.dumps of 500 ints under 1000 operations: %v, want the operations limit", perr)
	}
}

// The time limit still holds while a module is set up.
func TestImportUnderDeadline(t *testing.T) {
	ex := mustNew(t, Options{Timeout: time.Nanosecond})
	defer ex.Close()
	_, perr := runErr(t, ex, "import datetime, collections\ndir(datetime), dir(collections)")
	if perr == nil || perr.Limit != LimitTime {
		t.Errorf("import under an expired deadline: %v, want the time limit", perr)
	}
}

// Two executors share no module state: what one does to its modules, the
// other does not see.
func TestModulesNotShared(t *testing.T) {
	a, b := mustNew(t, Options{}), mustNew(t, Options{})
	defer a.Close()
	defer b.Close()
	mustRun(t, a, "import math, json, collections, datetime\nmath.pi = 3\njson.dumps = None\ncollections.Counter.extra = 1\ndatetime.MAXYEAR = 5")
	res := mustRun(t, b, "import math, json, collections, datetime\n(math.pi, json.dumps([1]), hasattr(collections.Counter, 'extra'), datetime.MAXYEAR)")
	if got, want := res.Repr, "(3.141592653589793, '[1]', False, 9999)"; got != want {
		t.Errorf("the second executor sees %s, want %s", got, want)
	}
	res = mustRun(t, a, "(math.pi, json.dumps, hasattr(collections.Counter, 'extra'), datetime.MAXYEAR)")
	if got, want := res.Repr, "(3, None, True, 5)"; got != want {
		t.Errorf("the first executor sees %s, want %s", got, want)
	}
}

// A program's assignments to a lazily run module's attributes hold
// whatever the module makes later.
func TestLazyModuleAssignments(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	code := `import collections, datetime
collections.Counter = 5
del collections.namedtuple
datetime.MAXYEAR = 7
from collections import OrderedDict, defaultdict, ChainMap, UserDict
d = datetime.datetime(2020, 1, 2)
print(collections.Counter, hasattr(collections, 'namedtuple'), datetime.MAXYEAR, d.year)
print('Counter' in dir(collections), 'namedtuple' in dir(collections), 'OrderedDict' in dir(collections))
try:
    collections.namedtuple
except AttributeError as e:
    print(e)
`
	res := mustRun(t, ex, code)
	want := "5 False 7 2020\nTrue False True\nmodule 'collections' has no attribute 'namedtuple'\n"
	if res.Logs != want {
		t.Errorf("got\n%s\nwant\n%s", res.Logs, want)
	}
}

// A run that ends inside the setup of a lazily run module leaves the
// module whole for the next run.
func TestLazyModuleSetupInterrupted(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	mustRun(t, ex, "import datetime, collections")
	_, err := ex.Run(context.Background(), "datetime.date", WithLimits(Limits{Timeout: time.Nanosecond}))
	if perr, ok := err.(*Error); !ok || perr.Limit != LimitTime {
		t.Fatalf("making datetime.date under an expired deadline: %v, want the time limit", err)
	}
	res := mustRun(t, ex, "(datetime.date(2020, 1, 2) + datetime.timedelta(days=1)).isoformat(), collections.Counter('abca').most_common(1)")
	if want := "('2020-01-03', [('a', 2)])"; res.Repr != want {
		t.Errorf("after interrupted setups: %s, want %s", res.Repr, want)
	}
}

// Code the program put in a module's place that the library's setup
// calls (calendar's setup calls datetime.date) runs on the library's
// allowance, which is bounded: it cannot escape the limits that way.
func TestLibrarySetupAllowanceBounded(t *testing.T) {
	for _, c := range []struct {
		body  string
		limit Limit
	}{
		{"    while True: pass", LimitOperations},
		{"    keep.append([0] * 10**7)\n    return real(*a)", LimitMemory},
	} {
		ex := mustNew(t, Options{MaxOperations: 10_000, MaxMemory: 1 << 20, Timeout: 20 * time.Second})
		code := "import datetime\nreal = datetime.date\nkeep = []\ndef evil(*a):\n" + c.body + "\ndatetime.date = evil\nimport calendar\n"
		_, perr := runErr(t, ex, code)
		if perr == nil || perr.Kind != KindLimit || perr.Limit != c.limit {
			t.Errorf("%q: %v, want the %v limit", c.body, perr, c.limit)
		}
		ex.Close()
	}
}

// collections imports heapq and keyword only when Counter.most_common(n)
// or namedtuple first needs them (heapq runs Python code at import), and
// then calls heapq.nlargest as the program's heapq has it, as CPython's
// collections does (expected output from python3).
func TestCollectionsImportsOnDemand(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	loaded := func(name string) bool { _, ok := ex.in.Modules()[name]; return ok }
	mustRun(t, ex, "from collections import Counter\nc = Counter('abracadabra')\nc.most_common()")
	if loaded("heapq") || loaded("keyword") {
		t.Errorf("importing collections and counting loaded heapq (%v) or keyword (%v)", loaded("heapq"), loaded("keyword"))
	}
	res := mustRun(t, ex, `import collections, heapq
top = c.most_common(2)
P = collections.namedtuple("P", "x y")
try:
    collections.namedtuple("Q", "class y")
except ValueError as e:
    err = str(e)
heapq.nlargest = lambda n, it, key=None: "patched"
(top, P(1, 2), err, c.most_common(1))`)
	if want := `([('a', 5), ('b', 2)], P(x=1, y=2), "Type names and field names cannot be a keyword: 'class'", 'patched')`; res.Repr != want {
		t.Errorf("got %s, want %s", res.Repr, want)
	}
	if !loaded("heapq") || !loaded("keyword") {
		t.Errorf("after most_common(n) and namedtuple: heapq loaded %v, keyword %v", loaded("heapq"), loaded("keyword"))
	}
}
