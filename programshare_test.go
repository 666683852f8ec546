package pyinterp

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
)

// sharedCodes are run by every executor of TestProgramSharedIsolation,
// each several times, so that most runs take their Program from the
// process's cache (programshare.go). Each leaves results that depend on
// the executor's own state (ID, set before) and must see only that.
var sharedCodes = []string{
	// functions, closures, lambdas, classes and their attributes, inline
	// caches of the shared code's attribute and method sites
	`
try:
    counter += 1
except NameError:
    counter = 1
def make(k):
    def add(v):
        return v + k + ID
    return add
class Box:
    tag = ID
    def __init__(self, v):
        self.v = v
    def get(self):
        return (self.v, self.tag)
Box.tag = ID * 10
boxes = [Box(i).get() for i in range(3)]
add = make(counter)
total = sum(add(i) for i in range(4)) + (lambda q: q * ID)(2)
label = f"{ID}:{counter}:{total}:{boxes[-1]}"
`,
	// annotations, global statements, comprehensions of every kind
	`
x: int = ID
def bump():
    global x
    x += 1
    return x
bump()
sq = {i: i * ID for i in range(3)}
st = {(i + ID) % 2 for i in range(4)}
ann = __annotations__["x"].__name__
`,
	// exceptions and a try/except that reads the namespace
	`
try:
    raise ValueError(f"v{ID}")
except ValueError as e:
    caught = str(e)
`,
}

// TestProgramSharedIsolation runs executors concurrently on the same code:
// its parsed and resolved Program is shared by all of them (programshare.go),
// while each compiles it for its own namespace. Each must see only its own
// state and changes, be charged the same operations whoever parsed the code
// first, and report the same errors. Run it with -race.
func TestProgramSharedIsolation(t *testing.T) {
	const workers = 4
	const rounds = 3
	var opsMu sync.Mutex
	ops := map[string]int64{} // operations of each code's first run in any executor
	for round := 0; round < rounds; round++ {
		var wg sync.WaitGroup
		errs := make([]string, workers)
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				fail := func(format string, args ...any) {
					if errs[w] == "" {
						errs[w] = fmt.Sprintf(format, args...)
					}
				}
				smol := w%2 == 1
				ex, err := New(Options{SmolagentsLastValue: smol})
				if err != nil {
					fail("%v", err)
					return
				}
				defer ex.Close()
				id := round*workers + w + 1
				if _, rerr := runErr(t, ex, fmt.Sprintf("ID = %d", id)); rerr != nil {
					fail("%v", rerr)
					return
				}
				for rep := 0; rep < 2; rep++ {
					for i, code := range sharedCodes {
						res, rerr := runErr(t, ex, code)
						if rerr != nil {
							fail("code %d: %v", i, rerr)
							return
						}
						if rep == 0 {
							key := fmt.Sprint(i, smol)
							opsMu.Lock()
							if n, ok := ops[key]; !ok {
								ops[key] = res.Operations
							} else if n != res.Operations {
								fail("code %d: %d operations, another executor's run of it %d", i, res.Operations, n)
							}
							opsMu.Unlock()
						}
					}
				}
				const check = `(label, x, sq, sorted(st), ann, caught, Box.tag, counter)`
				want := fmt.Sprintf(`('%d:2:%d:(2, %d)', %d, {0: 0, 1: %d, 2: %d}, [0, 1], 'int', 'v%d', %d, 2)`,
					id, 6+4*(2+id)+2*id, id*10, id+1, id, 2*id, id, id*10)
				res, rerr := runErr(t, ex, "print(repr("+check+"))")
				if rerr != nil {
					fail("check: %v", rerr)
					return
				}
				if got := strings.TrimSpace(res.Logs); got != want {
					fail("executor %d sees %s, want %s", id, got, want)
				}
				// The smolagents rule gives the last statement's value;
				// CPython's gives none for an assignment.
				res, rerr = runErr(t, ex, "z = ID * 3")
				switch {
				case rerr != nil:
					fail("z: %v", rerr)
				case smol && res.Value != int64(3*id):
					fail("smolagents value %v, want %d", res.Value, 3*id)
				case !smol && res.Value != nil:
					fail("value %v, want none", res.Value)
				}
				// A name resolution error, the same for every executor.
				_, rerr = runErr(t, ex, "y = 1\nnonlocal y")
				if rerr == nil || !strings.Contains(rerr.Error(), "nonlocal declaration not allowed at module level") {
					fail("nonlocal at module level: %v", rerr)
				}
			}()
		}
		wg.Wait()
		if msg := strings.Join(errs, ""); msg != "" {
			t.Fatalf("round %d: %q", round, errs)
		}
	}
	for i, code := range sharedCodes {
		sharedSources.mu.Lock()
		e := sharedSources.progs[sourceKey{code: code, filename: defaultFilename}]
		sharedSources.mu.Unlock()
		if e == nil {
			t.Errorf("code %d is not in the process's cache: the test shares nothing", i)
		}
	}
}

// Code run a second time, by any executor, is kept parsed for the others;
// code run once is not; the cache's bounds hold.
func TestProgramShareBounds(t *testing.T) {
	s := newProgramShare()
	key := func(i int) sourceKey { return sourceKey{code: fmt.Sprintf("x = %d", i), filename: "<stdin>"} }
	p1, perr := s.program(key(1))
	if perr != nil {
		t.Fatal(perr)
	}
	p2, _ := s.program(key(1))
	p3, _ := s.program(key(1))
	if p1 == p2 || p2 != p3 {
		t.Errorf("programs of the same code: first %p, second %p, third %p; want a new one, then the kept one", p1, p2, p3)
	}
	if q, _ := s.program(sourceKey{code: "x = 1", filename: "other.py"}); q == p3 {
		t.Error("code under another filename shares the program")
	}
	if q, _ := s.program(sourceKey{code: "x = 1", filename: "<stdin>", interactive: true}); q == p3 {
		t.Error("interactive code shares the program of non-interactive code")
	}
	for i := 0; i < 2*maxSharedPrograms; i++ {
		s.program(key(100 + i))
		s.program(key(100 + i))
	}
	if n := len(s.progs); n > maxSharedPrograms {
		t.Errorf("%d programs kept, want at most %d", n, maxSharedPrograms)
	}
	if q, _ := s.program(key(1)); q == p3 {
		t.Error("the least recently used program was not evicted")
	}
	if q, _ := s.program(key(99 + 2*maxSharedPrograms)); q == nil || s.progs[key(99+2*maxSharedPrograms)] == nil {
		t.Error("the most recent program was evicted")
	}
	big := sourceKey{code: "x = 1\n" + strings.Repeat("#", maxSourceProgram)}
	s.program(big)
	s.program(big)
	if s.progs[big] != nil {
		t.Error("code over maxSourceProgram is kept")
	}
	for i := 0; i < maxSharedSeen+10; i++ {
		s.program(key(-i))
	}
	if len(s.seen) > maxSharedSeen || len(s.ring) > maxSharedSeen {
		t.Errorf("%d hashes remembered, want at most %d", len(s.seen), maxSharedSeen)
	}
	total := 0
	for k := range s.progs {
		total += len(k.code)
	}
	if total != s.bytes || total > maxSharedBytes {
		t.Errorf("kept %d bytes of code, counted %d, bound %d", total, s.bytes, maxSharedBytes)
	}
}

// Options.PrivatePrograms: executors that set it neither offer their code
// to the process's cache nor take it from there (the same code run by two
// of them several times is not kept); executors that do not, do.
func TestProgramSharePrivate(t *testing.T) {
	cached := func(code string) bool {
		sharedSources.mu.Lock()
		defer sharedSources.mu.Unlock()
		return sharedSources.progs[sourceKey{code: code, filename: defaultFilename}] != nil
	}
	for _, private := range []bool{true, false} {
		code := fmt.Sprintf("private_%v = 6 * 7", private)
		for i := 0; i < 3; i++ {
			ex := mustNew(t, Options{PrivatePrograms: private})
			for j := 0; j < 2; j++ {
				if res := mustRun(t, ex, code); res.Repr != "None" {
					t.Fatalf("%q: %s", code, res.Repr)
				}
			}
			ex.Close()
		}
		if got := cached(code); got == private {
			t.Errorf("PrivatePrograms %v: code in the process's cache: %v", private, got)
		}
	}
}

// A syntax error is never cached: each run reports it.
func TestProgramShareSyntaxError(t *testing.T) {
	for i := 0; i < 3; i++ {
		ex := mustNew(t, Options{})
		_, err := ex.Run(context.Background(), "x = (")
		ex.Close()
		if err == nil || !strings.Contains(err.Error(), "SyntaxError") {
			t.Fatalf("run %d: %v, want a SyntaxError", i, err)
		}
	}
}

// TestModuleTablesSharedIsolation runs executors concurrently importing
// modules whose attribute tables are made once per process and copied
// (modules.sharedModule: math, itertools; and the builtins, to which a
// tool is added), each changing its copies every way a program can:
// setting, deleting and adding attributes (past compaction of the table's
// shared index). Each must see only its own changes. Run it with -race.
func TestModuleTablesSharedIsolation(t *testing.T) {
	const workers = 4
	code := func(id int) string {
		return fmt.Sprintf(`
import math, itertools
ID = %d
assert math.pi == 3.141592653589793 and hasattr(math, "sqrt"), (math.pi, ID)
assert not hasattr(math, "mine") and not hasattr(itertools, "mine")
math.pi = ID
math.mine = ID
del math.sqrt
itertools.mine = ID
names = [n for n in dir(math) if not n.startswith("_")]
for n in names[: len(names) * 2 // 3]:
    if n not in ("pi", "mine", "floor"):
        delattr(math, n)
math.sqrt = lambda x: ("sqrt", ID)
out = (math.pi, math.mine, math.sqrt(4), itertools.mine, math.floor(2.5), tool(), hasattr(math, "cos"))
assert out == (ID, ID, ("sqrt", ID), ID, 2, ID, False), out
print(ID)
`, id)
	}
	for round := 0; round < 3; round++ {
		var wg sync.WaitGroup
		errs := make([]string, workers)
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				id := round*workers + w + 1
				ex, err := New(Options{})
				if err == nil { // a tool is a name added to the executor's copy of the builtins
					err = ex.AddTool(Func("tool", func() int { return id }))
				}
				if err != nil {
					errs[w] = err.Error()
					return
				}
				defer ex.Close()
				res, rerr := runErr(t, ex, code(id))
				switch {
				case rerr != nil:
					errs[w] = rerr.Error()
				case res.Logs != fmt.Sprintf("%d\n", id):
					errs[w] = "output " + res.Logs
				}
				// A new executor sees the tables whole.
				fresh, err := New(Options{})
				if err != nil {
					errs[w] = err.Error()
					return
				}
				defer fresh.Close()
				res, rerr = runErr(t, fresh, "import math, itertools\ntry:\n    tool\n    has = True\nexcept NameError:\n    has = False\n(math.pi, math.sqrt(4.0), hasattr(math, 'mine'), hasattr(itertools, 'mine'), has)")
				if rerr != nil {
					errs[w] = rerr.Error()
				} else if want := "(3.141592653589793, 2.0, False, False, False)"; res.Repr != want {
					errs[w] = "a fresh executor sees " + res.Repr + ", want " + want
				}
			}()
		}
		wg.Wait()
		if msg := strings.Join(errs, ""); msg != "" {
			t.Fatalf("round %d: %q", round, errs)
		}
	}
}
