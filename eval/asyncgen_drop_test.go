package eval_test

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/builtins"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
	"github.com/pyinterp/pyinterp/modules"
	"github.com/pyinterp/pyinterp/parser"
)

// asyncReleaseSrc abandons coroutines suspended in an async for over an
// async generator they made (the red-team reproducer, also the fuzz
// payload crash/async_generator_release.py). Each
// abandoned coroutine is released on the runtime's cleanup goroutine;
// its async generator must be finalized by the run (its finally block
// run by asyncio's aclose() task), never on the cleanup goroutine, where
// the finalizer hook raced the live event loop.
const asyncReleaseSrc = `import asyncio
finals = 0
async def agen():
    global finals
    try:
        yield 1
        yield 2
    finally:
        finals += 1
        print("F", end="")
class Y:
    def __await__(self):
        yield None
async def consumer():
    async for x in agen():
        await Y()
async def main():
    n = 0
    for i in range(%d):
        c = consumer()
        c.send(None)
        del c
        await asyncio.sleep(0)
        n += i
    print(n)
asyncio.run(main())
print(finals)
`

// TestReleasedAsyncForFinalizedByRun runs asyncReleaseSrc under a cap of
// 200 live coroutines, so that abandoned coroutines are released (on the
// cleanup goroutine) all through the run. CPython prints every "F" but
// the last before the sum (it finalizes each generator when the program
// drops it); here a generator is finalized after the collector finds its
// coroutine abandoned, so the "F"s may come later, some at the loop's
// shutdown: the test checks what does not depend on the collector's
// timing. Every finally block ran by the end of asyncio.run, the run
// neither fails (a MemoryError when the dropped generators were never
// finalized) nor leaves goroutines, and, under -race, nothing of the run
// is touched from the cleanup goroutine.
func TestReleasedAsyncForFinalizedByRun(t *testing.T) {
	runtime.GC()
	before := runtime.NumGoroutine()
	const n = 3000
	out, _, err := runPy(t, fmt.Sprintf(asyncReleaseSrc, n), runner.Options{Setup: func(i *eval.Interp) { i.SetMaxLiveGenerators(200) }})
	if err != nil {
		t.Fatalf("run failed: %v\noutput: %.200q", err, out)
	}
	sum := fmt.Sprint(n * (n - 1) / 2)
	if got := strings.Count(out, "F"); got != n {
		t.Errorf("%d finally blocks ran, want %d", got, n)
	}
	// finals, printed after asyncio.run, counts the finally blocks run.
	if rest, want := strings.ReplaceAll(out, "F", ""), sum+"\n"+fmt.Sprint(n)+"\n"; rest != want {
		t.Errorf("output without the Fs: %q, want %q", rest, want)
	}
	if got := waitGoroutines(before + 2); got > before+2 {
		t.Errorf("goroutines: %d before, %d after the run", before, got)
	}
}

// asyncDropPhases is one program in three runs on one interpreter: the
// host collects garbage between them (at the "# ---" lines), so the
// coroutine abandoned at the end of a run is released, and its async
// generator queued, between runs. The next run's loop finalizes it with
// the hook of the loop that first iterated it, as CPython does when the
// program drops it: the finally block runs when that loop runs again,
// and not at all once that loop is closed. The expected output is
// CPython's for the whole program.
const asyncDropPhases = `import asyncio
loop = asyncio.new_event_loop()
async def agen():
    try:
        yield 1
        yield 2
    finally:
        print('F', end=' ')
class Y:
    def __await__(self):
        yield None
async def consumer():
    async for x in agen():
        await Y()
async def start():
    global keep
    keep = consumer()
    keep.send(None)
loop.run_until_complete(start())
del keep
print('dropped')
# ---
loop.run_until_complete(asyncio.sleep(0))
print('end')
loop.run_until_complete(start())
loop.close()
del keep
print('dropped after close')
# ---
async def later():
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    print('later')
asyncio.run(later())
`

// TestDroppedAsyncGenOutlivesRun runs asyncDropPhases: a finalization
// request queued between runs is handled by the next run's loop, with
// the generator's own hook (that of a closed loop does nothing), and
// ReleaseGenerators empties the queue.
func TestDroppedAsyncGenOutlivesRun(t *testing.T) {
	in := eval.NewInterp()
	builtins.Install(in)
	modules.Install(in, modules.Options{})
	g := eval.NewGlobals(in.Builtins)
	var out bytes.Buffer
	for i, src := range strings.Split(asyncDropPhases, "# ---\n") {
		if i > 0 {
			// The coroutine dropped by the last run is released and its
			// generator queued.
			deadline := time.Now().Add(5 * time.Second)
			for eval.DroppedAsyncGens(in) == 0 && time.Now().Before(deadline) {
				runtime.GC()
				time.Sleep(5 * time.Millisecond)
			}
			if got := eval.DroppedAsyncGens(in); got != 1 {
				t.Fatalf("before run %d: %d generators queued, want 1", i+1, got)
			}
		}
		th := eval.NewThread(in, eval.Limits{MaxRecursionDepth: 1000}, &out, nil)
		name := fmt.Sprintf("phase%d.py", i+1)
		mod, err := parser.Compile(name, []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		prog, err := in.Compile(name, []byte(src), mod, g)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := th.Run(prog, g); err != nil {
			t.Fatalf("run %d: %v\noutput: %q", i+1, err, out.String())
		}
		if got := eval.DroppedAsyncGens(in); got != 0 {
			t.Errorf("after run %d: %d generators still queued", i+1, got)
		}
	}
	if want := "dropped\nF end\ndropped after close\nlater\n"; out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}

	// A request queued when the executor is reset is dropped with the
	// generators.
	src := "import asyncio\nloop = asyncio.new_event_loop()\nloop.run_until_complete(start())\ndel keep\n"
	th := eval.NewThread(in, eval.Limits{MaxRecursionDepth: 1000}, &out, nil)
	mod, err := parser.Compile("reset.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	prog, err := in.Compile("reset.py", []byte(src), mod, g)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := th.Run(prog, g); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for eval.DroppedAsyncGens(in) == 0 && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(5 * time.Millisecond)
	}
	if got := eval.DroppedAsyncGens(in); got != 1 {
		t.Fatalf("%d generators queued, want 1", got)
	}
	in.ReleaseGenerators()
	if got, live := eval.DroppedAsyncGens(in), in.LiveGenerators(); got != 0 || live != 0 {
		t.Errorf("after ReleaseGenerators: %d queued, %d live", got, live)
	}
}
