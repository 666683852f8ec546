package pyinterp

import (
	"testing"
	"time"
)

// Issue 11: a generator suspended in one run and resumed in a later run
// runs its loops and statement blocks on the later run's thread: its work
// is charged to, and limited by, that run.

const rethreadGen = `
def gen():
    try:
        while True:
            yield 1
            x = 1
            y = 2
    finally:
        pass
g = gen()
next(g)
`

// TestResumedGeneratorUsesItsRunsDeadline: run 1's deadline has passed
// when run 2 resumes the generator; run 2 (well within its own 200 ms)
// must not fail with a timeout. Before the fix the loop kept run 1's
// thread, and once run 1's small remaining budget ran out it was checked
// against run 1's expired deadline.
func TestResumedGeneratorUsesItsRunsDeadline(t *testing.T) {
	ex := mustNew(t, Options{Timeout: 200 * time.Millisecond})
	defer ex.Close()
	mustRun(t, ex, rethreadGen)
	time.Sleep(300 * time.Millisecond)
	res := mustRun(t, ex, "for _ in range(20000):\n    next(g)\nprint('ok')\n")
	if res.Logs != "ok\n" {
		t.Errorf("output %q, want %q", res.Logs, "ok\n")
	}
}

// rethreadCases are generators, coroutines and async generators that
// prime leaves suspended inside the construct under test and advance
// resumes through it again and again.
var rethreadCases = []struct {
	name    string
	defs    string // run first
	prime   string // leaves g suspended
	advance string
}{
	{
		// A while loop and its statements (9b25f7b).
		name:    "generator while loop",
		defs:    "def gen():\n    try:\n        while True:\n            yield 1\n            x = 1\n            y = 2\n    finally:\n        pass\n",
		prime:   "g = gen()\nnext(g)\n",
		advance: "for _ in range(200):\n    next(g)\n",
	},
	{
		// A yield among a call's arguments: the call is made on the
		// resuming run's thread.
		name:    "generator call arguments",
		defs:    "def work(a, b, c):\n    s = 0\n    for i in range(a):\n        s += i\n    return s\n\ndef gen():\n    while True:\n        x = work(30, (yield 1), 2)\n",
		prime:   "g = gen()\nnext(g)\n",
		advance: "for _ in range(20):\n    g.send(5)\n",
	},
	{
		// await f(args) where an argument awaits and f is not a
		// coroutine function: f is called on the resuming run's thread
		// (await_call.go read the thread before the arguments).
		name: "coroutine awaited call arguments",
		defs: awaitable + "def work(a, b):\n    s = 0\n    for i in range(a):\n        s += i\n    return Sus()\n\n" +
			"async def co():\n    while True:\n        await work(30, await Sus())\n",
		prime:   "c = co()\nc.send(None)\n",
		advance: "for _ in range(20):\n    c.send(None)\n",
	},
	{
		// An async comprehension's iterator path (nextStore): each item
		// is charged to the thread of the run that resumed __anext__.
		name: "async comprehension iterator",
		defs: awaitable + "async def agen():\n    i = 0\n    while True:\n        await Sus()\n        yield i\n        i += 1\n\n" +
			"async def co():\n    while True:\n        xs = [x async for x in agen() if x >= 0]\n",
		prime:   "c = co()\nc.send(None)\n",
		advance: "for _ in range(20):\n    c.send(None)\n",
	},
	{
		// An async comprehension among a call's arguments suspends the
		// frame: the call takes its arguments off the thread's value
		// stack, and the callee runs on the resuming run's thread.
		name: "coroutine call arguments with an async comprehension",
		defs: awaitable + "async def agen():\n    for i in (0, 1):\n        await Sus()\n        yield i\n\n" +
			"def work(a, b, c):\n    s = 0\n    for i in range(a):\n        s += i\n    return s\n\n" +
			"async def co():\n    while True:\n        x = work(30, [y async for y in agen()], 2)\n",
		prime:   "c = co()\nc.send(None)\n",
		advance: "for _ in range(20):\n    c.send(None)\n",
	},
	{
		// async for in a coroutine.
		name: "coroutine async for",
		defs: awaitable + "async def agen():\n    i = 0\n    while True:\n        await Sus()\n        yield i\n        i += 1\n\n" +
			"async def co():\n    async for x in agen():\n        y = x + 1\n        z = y * 2\n",
		prime:   "c = co()\nc.send(None)\n",
		advance: "for _ in range(20):\n    c.send(None)\n",
	},
	{
		// An async generator driven by hand (asend's awaitable).
		name:    "async generator",
		defs:    awaitable + "async def agen():\n    i = 0\n    while True:\n        await Sus()\n        i = i + 1\n        yield i\n",
		prime:   "ag = agen()\naw = ag.asend(None)\naw.send(None)\n",
		advance: "for _ in range(20):\n    try:\n        aw.send(None)\n    except StopIteration:\n        aw = ag.asend(None)\n",
	},
}

// awaitable is an awaitable whose await suspends the awaiting coroutine
// once (the program drives the coroutine with send).
const awaitable = "class Sus:\n    def __await__(self):\n        return (yield 1)\n\n"

// TestResumedGeneratorChargesItsRun: work done by a generator (coroutine,
// async generator) resumed in a later run is that run's: advancing it
// there counts exactly the operations that the same advance counts in the
// run that made it (prime then advance in one run, less what prime alone
// counts; a run counts nothing but its statements). Before the fixes the
// resumed frame kept charging the run that suspended it.
func TestResumedGeneratorChargesItsRun(t *testing.T) {
	for _, c := range rethreadCases {
		t.Run(c.name, func(t *testing.T) {
			ex := mustNew(t, Options{})
			defer ex.Close()
			mustRun(t, ex, c.defs)
			prime := mustRun(t, ex, c.prime).Operations
			resumed := mustRun(t, ex, c.advance).Operations

			one := mustNew(t, Options{})
			defer one.Close()
			mustRun(t, one, c.defs)
			both := mustRun(t, one, c.prime+c.advance).Operations
			if resumed != both-prime {
				t.Errorf("advance resumed in a later run counted %d operations, in the run that made the generator %d", resumed, both-prime)
			}
		})
	}
}

// TestResumedGeneratorLimitedByItsRun: an endless generator loop resumed
// in run 2 is stopped by run 2's operation limit.
func TestResumedGeneratorLimitedByItsRun(t *testing.T) {
	ex := mustNew(t, Options{MaxOperations: 200_000})
	defer ex.Close()
	mustRun(t, ex, rethreadGen)
	_, err := runErr(t, ex, "for _ in range(100000):\n    next(g)\n")
	if err == nil || err.Limit != LimitOperations {
		t.Fatalf("want the operations limit in run 2, got %v", err)
	}
}

// TestResumedGeneratorChargesItsRunsMemory: allocations made in a
// generator's for loop resumed in a later run are charged to that run.
// Before the fix the loop fetched its items with the thread of the run
// that started it, so each of four generators, started in four runs,
// charged its 40 MiB to its own (ended) run's counter, under the 64 MiB
// limit each: run 6 kept 164 MiB without a MemoryError.
func TestResumedGeneratorChargesItsRunsMemory(t *testing.T) {
	ex := mustNew(t, Options{MaxMemory: 64 << 20, Timeout: 20 * time.Second})
	defer ex.Close()
	res, err := advanceChunkGenerators(t, ex)
	if err == nil || err.Limit != LimitMemory {
		t.Fatalf("want the memory limit in run 6, got %v (output %q)", err, res.Logs)
	}
	// The first generator's 40 MiB fit (with the 4 MiB its run kept), the
	// second's do not.
	if res.Logs != "44\n" {
		t.Errorf("output %q, want %q", res.Logs, "44\n")
	}
}

// TestClosedExecutorsGeneratorsFreed: closing an executor frees what its
// generators held, suspended or finished, before Close returns, so that
// another executor's memory measure (the whole process's heap) does not
// count it. A finished generator (here the one a MemoryError ended)
// stored in a global kept its runtime
// cleanup registered, a GC root reaching its frame's globals, the
// generator itself (through the global) and so the whole namespace,
// forever: closing a session made the next session's run fail with a
// MemoryError (TestFilesMemory failed after
// TestResumedGeneratorChargesItsRunsMemory).
func TestClosedExecutorsGeneratorsFreed(t *testing.T) {
	a := mustNew(t, Options{MaxMemory: 64 << 20, Timeout: 20 * time.Second})
	res, err := advanceChunkGenerators(t, a)
	if err == nil || err.Limit != LimitMemory || res.Logs != "44\n" {
		t.Fatalf("run 6: want the memory limit after 44, got %v (output %q)", err, res.Logs)
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	// B holds 20 MiB and allocates 200 MiB in all under a 64 MiB limit:
	// its counter passes the limit, and the measure of the heap must not
	// count A's 64 MiB.
	b := mustNew(t, Options{MaxMemory: 64 << 20, Timeout: 20 * time.Second})
	defer b.Close()
	res = mustRun(t, b, `
keep = [bytearray(1 << 20) for _ in range(20)]
n = 0
for _ in range(200):
    n += len(bytearray(1 << 20))
print(len(keep), n >> 20)
`)
	if res.Logs != "20 200\n" {
		t.Errorf("output %q, want %q", res.Logs, "20 200\n")
	}
}

// advanceChunkGenerators starts four generators in four runs of ex, each
// keeping a MiB in the global keep per item it yields, then advances each
// 40 items in a sixth run, printing len(keep) after each: under a 64 MiB
// limit that run must end with the memory limit after printing 44 (the
// first generator's 40 MiB fit with the 4 MiB the starting runs kept; the
// second generator's do not, and the MemoryError finishes it).
func advanceChunkGenerators(t *testing.T, ex *Executor) (*Result, *Error) {
	t.Helper()
	mustRun(t, ex, `
keep = []
def chunk(i):
    keep.append(bytearray(1 << 20))
    return i
def gen():
    try:
        for i in map(chunk, range(10**9)):
            yield i
    finally:
        pass
gens = []
`)
	for i := 0; i < 4; i++ {
		mustRun(t, ex, "gens.append(gen())\nnext(gens[-1])\n")
	}
	return runErr(t, ex, `
for g in gens:
    for _ in range(40):
        next(g)
    print(len(keep))
`)
}
