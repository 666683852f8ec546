package pyinterp

import (
	"strings"
	"testing"
)

// TestTopLevelAwait: a run may await at module level (as a notebook cell
// does); the value of a trailing await expression is the run's result;
// tasks left pending resume at the next run that awaits; a script
// (TopLevelAwait(false)) gets CPython's SyntaxError.
func TestTopLevelAwait(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	mustRun(t, ex, `
import asyncio
async def double(x):
    await asyncio.sleep(0)
    return 2 * x
`)
	res := mustRun(t, ex, "results = await asyncio.gather(*(double(i) for i in range(4)))\nresults")
	if res.Repr != "[0, 2, 4, 6]" {
		t.Errorf("gather at top level: %q", res.Repr)
	}
	res = mustRun(t, ex, "await double(21)")
	if res.Repr != "42" {
		t.Errorf("trailing await: %q", res.Repr)
	}
	mustRun(t, ex, `
events = []
async def background():
    events.append("started")
    await asyncio.sleep(0.01)
    events.append("finished")
task = asyncio.create_task(background())
await asyncio.sleep(0)
`)
	res = mustRun(t, ex, "await task\nevents")
	if res.Repr != "['started', 'finished']" {
		t.Errorf("pending task across runs: %q", res.Repr)
	}
	res = mustRun(t, ex, "out = [x async for x in (lambda: None)() or []] if False else 1\nasync with asyncio.timeout(1):\n    v = await double(5)\nv")
	if res.Repr != "10" {
		t.Errorf("async with at top level: %q", res.Repr)
	}
	_, perr := runErr(t, ex, "await asyncio.sleep(0)\nraise ValueError('from a cell')")
	if perr == nil || !strings.Contains(perr.Error(), "ValueError: from a cell") {
		t.Errorf("error after a top-level await: %v", perr)
	}
	_, perr = runErr(t, ex, "asyncio.run(double(1))")
	if perr != nil {
		t.Errorf("asyncio.run after top-level awaits: %v", perr)
	}

	_, err := ex.Run(t.Context(), "await double(1)", TopLevelAwait(false))
	if err == nil || !strings.Contains(err.Error(), "'await' outside function") {
		t.Errorf("TopLevelAwait(false): %v", err)
	}
}
