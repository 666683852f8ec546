package eval_test

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkCoroutineSwitch measures one resume of a coroutine and its
// suspension: coro.send(None) from Python into a coroutine suspended in an
// await of an awaitable whose __await__ is a bare yield (b.N switches).
func BenchmarkCoroutineSwitch(b *testing.B) {
	src := fmt.Sprintf("class Y:\n    def __await__(self):\n        yield\n"+
		"y = Y()\n"+
		"async def worker(n):\n    for i in range(n):\n        await y\n"+
		"c = worker(%d)\n"+
		"try:\n    while True:\n        c.send(None)\nexcept StopIteration:\n    pass\n", b.N)
	runSwitches(b, src)
}

// BenchmarkAwaitChainSwitch measures a switch through a chain of awaits:
// each resume of the outer coroutine goes down three coroutines (each
// called and awaited afresh, as asyncio programs do) to a bare yield.
func BenchmarkAwaitChainSwitch(b *testing.B) {
	src := fmt.Sprintf("class Y:\n    def __await__(self):\n        yield\n"+
		"y = Y()\n"+
		"async def leaf(i):\n    await y\n    return i\n"+
		"async def mid(i):\n    return await leaf(i)\n"+
		"async def worker(n):\n    t = 0\n    for i in range(n):\n        t += await mid(i)\n    return t\n"+
		"c = worker(%d)\n"+
		"try:\n    while True:\n        c.send(None)\nexcept StopIteration:\n    pass\n", b.N)
	runSwitches(b, src)
}

// BenchmarkAsyncioTaskSwitch measures one switch between asyncio tasks:
// 100 tasks each awaiting asyncio.sleep(0) in turn (b.N switches in all),
// through the event loop's ready queue and Task steps.
func BenchmarkAsyncioTaskSwitch(b *testing.B) {
	n := b.N/100 + 1
	src := fmt.Sprintf("import asyncio\n"+
		"async def worker(n):\n    for i in range(n):\n        await asyncio.sleep(0)\n"+
		"async def main():\n    await asyncio.gather(*(worker(%d) for _ in range(100)))\n"+
		"asyncio.run(main())\n", n)
	runSwitches(b, src)
}

// runSwitches runs a benchmark program of b.N switches, reporting the
// process's CPU time per switch too (cpu-ns/op: the collector's work
// included, and far less disturbed than ns/op by other jobs on the
// machine).
func runSwitches(b *testing.B, src string) {
	cpu0, ok := processCPU()
	runBench(b, src)
	b.StopTimer()
	if cpu1, _ := processCPU(); ok {
		b.ReportMetric(float64((cpu1-cpu0)/time.Nanosecond)/float64(b.N), "cpu-ns/op")
	}
}
