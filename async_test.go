package pyinterp

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestAsyncAbandonedCoroutinesNoLeak: coroutines, async generators and
// tasks that are suspended and then dropped hold no goroutine once they
// are garbage, and asyncio.run ends the tasks it leaves behind.
func TestAsyncAbandonedCoroutinesNoLeak(t *testing.T) {
	baseG := runtime.NumGoroutine()
	programs := []struct{ name, code string }{
		{"coroutines", `
import asyncio
class Pending:
    def __await__(self):
        yield "pending"
async def worker(i):
    await Pending()
    return i
for i in range(3000):
    c = worker(i)
    c.send(None)
`},
		{"async generators", `
async def agen():
    try:
        while True:
            yield 1
    finally:
        print("never")
async def drive():
    for i in range(3000):
        g = agen()
        await g.__anext__()
c = drive()
try:
    c.send(None)
except StopIteration:
    pass
`},
		{"tasks left pending", `
import asyncio
async def forever(ev):
    await ev.wait()
async def main():
    ev = asyncio.Event()
    for i in range(3000):
        asyncio.create_task(forever(ev))
    await asyncio.sleep(0)
    return "main done"
print(asyncio.run(main()))
`},
	}
	for _, p := range programs {
		t.Run(p.name, func(t *testing.T) {
			ex := mustNew(t, Options{})
			res := mustRun(t, ex, p.code)
			if strings.Contains(res.Logs, "never") {
				t.Errorf("a released async generator ran its finally block: %q", res.Logs)
			}
			if n := waitGoroutinesLong(baseG + 5); n > baseG+5 {
				t.Errorf("%d goroutines after the run, %d before", n, baseG)
			}
			ex.Close()
		})
	}
	if n := waitGoroutinesLong(baseG + 2); n > baseG+2 {
		t.Errorf("%d goroutines after Close, %d before", n, baseG)
	}
}

// TestAsyncSleepHonoursLimits: a task sleeping in the event loop stops at
// the run's timeout and at its context's cancellation, with the limit
// error the program cannot catch.
func TestAsyncSleepHonoursLimits(t *testing.T) {
	code := `
import asyncio
async def main():
    try:
        await asyncio.gather(asyncio.sleep(60), asyncio.sleep(30))
    except BaseException:
        print("caught")
asyncio.run(main())
`
	ex := mustNew(t, Options{Timeout: 200 * time.Millisecond})
	defer ex.Close()
	start := time.Now()
	res, err := runErr(t, ex, code)
	if err == nil || err.Limit != LimitTime {
		t.Fatalf("want the timeout limit, got %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the run took %v", d)
	}
	if strings.Contains(res.Logs, "caught") {
		t.Errorf("the program caught the limit: %q", res.Logs)
	}

	ex2 := mustNew(t, Options{})
	defer ex2.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
	defer cancel()
	_, err = runErrCtx(ctx, ex2, code)
	if err == nil || err.Kind != KindLimit {
		t.Fatalf("want a limit error after cancellation, got %v", err)
	}
}

// TestAsyncOperationBudgetAcrossTasks: the operation budget is the run's,
// whatever task spends it.
func TestAsyncOperationBudgetAcrossTasks(t *testing.T) {
	ex := mustNew(t, Options{MaxOperations: 100000})
	defer ex.Close()
	_, err := runErr(t, ex, `
import asyncio
async def spin(n):
    while True:
        n += 1
        await asyncio.sleep(0)
async def main():
    await asyncio.gather(*(spin(i) for i in range(10)))
asyncio.run(main())
`)
	if err == nil || err.Limit != LimitOperations {
		t.Fatalf("want the operations limit, got %v", err)
	}
}

// waitGoroutinesLong is waitGoroutines with room for a loaded machine:
// thousands of released coroutines end on the runtime's cleanup
// goroutine, which a busy machine schedules late.
func waitGoroutinesLong(want int) int {
	n := runtime.NumGoroutine()
	for i := 0; i < 10 && n > want; i++ {
		n = waitGoroutines(want)
	}
	return n
}
