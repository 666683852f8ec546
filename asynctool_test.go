package pyinterp

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestAsyncToolsOverlap: N awaited calls of an async tool run at once (the
// run takes about one call's time, not N), results come back in order to
// the awaiting tasks, errors raise in them, and the host's bound on
// concurrent calls holds.
func TestAsyncToolsOverlap(t *testing.T) {
	var running, peak atomic.Int32
	search := Func("search", func(ctx context.Context, q string) (string, error) {
		n := running.Add(1)
		defer running.Add(-1)
		for {
			p := peak.Load()
			if n <= p || peak.CompareAndSwap(p, n) {
				break
			}
		}
		select {
		case <-time.After(300 * time.Millisecond):
		case <-ctx.Done():
			return "", ctx.Err()
		}
		if q == "bad" {
			return "", errors.New("no results for bad")
		}
		return "result:" + q, nil
	}, "q").Async()

	ex := mustNew(t, Options{MaxConcurrentToolCalls: 4})
	defer ex.Close()
	if err := ex.AddTool(search); err != nil {
		t.Fatal(err)
	}
	res := mustRun(t, ex, `
import asyncio, time
t0 = time.monotonic()
results = await asyncio.gather(*(search(f"q{i}") for i in range(8)))
gather_time = time.monotonic() - t0
print(results)
try:
    await search("bad")
except RuntimeError as e:
    print("error:", e)
r = await asyncio.gather(search("a"), search("bad"), return_exceptions=True)
print(r[0], type(r[1]).__name__)
c = search("x")
print(type(c).__name__, c.__name__)
print(await c)
print(await asyncio.to_thread(search, "threaded"))
`)
	want := "['result:q0', 'result:q1', 'result:q2', 'result:q3', 'result:q4', 'result:q5', 'result:q6', 'result:q7']\n" +
		"error: no results for bad\nresult:a RuntimeError\ncoroutine search\nresult:x\nresult:threaded\n"
	if res.Logs != want {
		t.Errorf("output:\n%s\nwant:\n%s", res.Logs, want)
	}
	if p := peak.Load(); p != 4 {
		t.Errorf("peak concurrent calls %d, want the bound 4", p)
	}
	// 8 calls of 300 ms, 4 at a time: two rounds (0.6 s); one after the
	// other they take at least 2.4 s. (The peak above is the precise check;
	// this one only needs to tell overlap from none on a loaded machine.)
	var gatherTime float64
	if err := ex.Get("gather_time", &gatherTime); err != nil {
		t.Fatal(err)
	}
	if gatherTime >= 2.4 {
		t.Errorf("the calls did not overlap: gather took %.2fs", gatherTime)
	}
}

// TestAsyncToolAbandoned: a timed-out await and the end of the run cancel
// the pending calls' contexts; no goroutine is left behind.
func TestAsyncToolAbandoned(t *testing.T) {
	baseG := runtime.NumGoroutine()
	var started, cancelled atomic.Int32
	slow := Func("slow", func(ctx context.Context) string {
		started.Add(1)
		select {
		case <-time.After(10 * time.Second):
			return "late"
		case <-ctx.Done():
			cancelled.Add(1)
			return "cancelled"
		}
	}).Async()
	ex := mustNew(t, Options{})
	if err := ex.AddTool(slow); err != nil {
		t.Fatal(err)
	}
	res := mustRun(t, ex, `
import asyncio
try:
    await asyncio.wait_for(slow(), 0.05)
except TimeoutError:
    print("timed out")
async def main():
    try:
        async with asyncio.timeout(0.05):
            await asyncio.gather(slow(), slow())
    except TimeoutError:
        print("timeout 2")
asyncio.run(main())
`)
	if res.Logs != "timed out\ntimeout 2\n" {
		t.Errorf("output %q", res.Logs)
	}
	_, perr := runErrCtx(func() context.Context {
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		_ = cancel
		return ctx
	}(), ex, "import asyncio\nawait asyncio.gather(slow(), slow(), slow())")
	if perr == nil || perr.Kind != KindLimit {
		t.Errorf("want a limit at the deadline, got %v", perr)
	}
	// The first program starts three calls; the second may reach its
	// 100 ms deadline before all of its three start on a loaded machine.
	// Every call started must see its context cancelled.
	deadline := time.Now().Add(10 * time.Second)
	for cancelled.Load() < started.Load() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n, s := cancelled.Load(), started.Load(); n != s || s < 3 || s > 6 {
		t.Errorf("%d of %d started calls saw their context cancelled (want all, 3 to 6 started)", n, s)
	}
	ex.Close()
	if n := waitGoroutinesLong(baseG + 2); n > baseG+2 {
		t.Errorf("%d goroutines after Close, %d before", n, baseG)
	}
}

// TestAsyncToolRefusesPythonValues: an async tool cannot take Python
// values, which its goroutine would share with the running program.
func TestAsyncToolRefusesPythonValues(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	err := ex.AddTool(Func("peek", func(v []Opaque) int { return len(v) }, "v").Async())
	if err != nil {
		t.Errorf("Opaque parameters are plain Go values: %v", err)
	}
	err = ex.AddTool(RawFunc("raw", func(ctx context.Context, args []any, kw map[string]any) (any, error) { return len(args), nil }).Async())
	if err != nil {
		t.Fatal(err)
	}
	res := mustRun(t, ex, "import asyncio\nprint(await raw(1, 2, k=3))")
	if strings.TrimSpace(res.Logs) != "2" {
		t.Errorf("raw async tool: %q", res.Logs)
	}
}

// TestAsyncToolPendingAtRunEnd: tool calls still running when a program
// ends (tasks asyncio.run cancels at its end, a task left pending by code
// that awaits at top level, thousands of calls started and abandoned)
// have their contexts cancelled, and no goroutine outlives the executor.
func TestAsyncToolPendingAtRunEnd(t *testing.T) {
	baseG := runtime.NumGoroutine()
	var started, cancelled atomic.Int32
	slow := Func("slow", func(ctx context.Context) string {
		started.Add(1)
		select {
		case <-time.After(20 * time.Second):
			return "late"
		case <-ctx.Done():
			cancelled.Add(1)
			return "cancelled"
		}
	}).Async()
	ex := mustNew(t, Options{MaxConcurrentToolCalls: 4})
	if err := ex.AddTool(slow); err != nil {
		t.Fatal(err)
	}
	res := mustRun(t, ex, `
import asyncio
async def main():
    tasks = [asyncio.create_task(slow()) for _ in range(3)]
    await asyncio.sleep(0.05)
    print("leaving", sum(t.done() for t in tasks))
asyncio.run(main())
`)
	if res.Logs != "leaving 0\n" {
		t.Errorf("output %q", res.Logs)
	}
	res = mustRun(t, ex, `
import asyncio
pending = asyncio.create_task(slow())
await asyncio.sleep(0.05)
print("pending", pending.done())
`)
	if res.Logs != "pending False\n" {
		t.Errorf("output %q", res.Logs)
	}
	res = mustRun(t, ex, `
import asyncio
async def main():
    for _ in range(2000):
        t = asyncio.create_task(slow())
        await asyncio.sleep(0)
        t.cancel()
    print("abandoned")
asyncio.run(main())
`)
	if res.Logs != "abandoned\n" {
		t.Errorf("output %q", res.Logs)
	}
	deadline := time.Now().Add(20 * time.Second)
	for cancelled.Load() < started.Load() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if s, c := started.Load(), cancelled.Load(); c != s || s < 4 {
		t.Errorf("%d calls started, %d saw their context cancelled", s, c)
	}
	ex.Close()
	if n := waitGoroutinesLong(baseG + 2); n > baseG+2 {
		t.Errorf("%d goroutines after Close, %d before", n, baseG)
	}
}
