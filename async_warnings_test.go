package pyinterp

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAsyncNeverAwaitedWarning: the "coroutine ... was never awaited"
// warning reaches Result.Stderr, at the statement that drops the
// coroutine or at the end of the run, and only for coroutines that never
// started nor were closed; a coroutine awaited in a later step of the
// same executor is not reported by the step that made it if a task holds it.
func TestAsyncNeverAwaitedWarning(t *testing.T) {
	steps := []struct{ name, code, stderr string }{
		{"statement", "async def tool(x):\n    return x\ntool(1)\n",
			"<string>:3: RuntimeWarning: coroutine 'tool' was never awaited\n  tool(1)\nRuntimeWarning: Enable tracemalloc to get the object allocation traceback\n"},
		{"kept then dropped at the end of the run", "c = tool(2)\n",
			"sys:1: RuntimeWarning: coroutine 'tool' was never awaited\n"},
		{"awaited", "import asyncio\nprint(asyncio.run(tool(3)))\n", ""},
		{"closed", "c = tool(4)\nc.close()\n", ""},
		{"inside asyncio.run", "async def other():\n    pass\nasync def main():\n    c = other()\n    d = tool(5)\n    return 1\nasyncio.run(main())\n",
			"sys:1: RuntimeWarning: coroutine 'other' was never awaited\n"}, // 'tool' at sys:1 was shown already (warnings' registry)
		{"held by a task at top level", "t = asyncio.get_event_loop().create_task(tool(6))\n", ""},
		{"the task runs later", "print(await t)\n", ""},
	}
	ex := mustNew(t, Options{})
	defer ex.Close()
	for _, s := range steps {
		res, err := ex.Run(context.Background(), s.code)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if diff := cmp.Diff(s.stderr, res.Stderr); diff != "" {
			t.Errorf("%s: stderr (-want +got):\n%s", s.name, diff)
		}
	}
}

// TestAsyncCallbackErrorsLogged: a callback that raises and a failed task
// nobody awaited reach Result.Stderr (asyncio's logged reports) and the
// run goes on to its end.
func TestAsyncCallbackErrorsLogged(t *testing.T) {
	code := `import asyncio
def bad():
    raise ValueError("callback broke")
async def fail():
    raise KeyError("task broke")
async def main():
    asyncio.get_running_loop().call_soon(bad)
    asyncio.create_task(fail())
    await asyncio.sleep(0.01)
    return "main done"
print(asyncio.run(main()))
`
	ex := mustNew(t, Options{})
	defer ex.Close()
	res, err := ex.Run(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	if res.Logs != "main done\n" {
		t.Errorf("stdout %q", res.Logs)
	}
	for _, want := range []string{
		"Exception in callback bad() at <string>:2\nhandle: <Handle bad() at <string>:2>\nTraceback (most recent call last):\n",
		"ValueError: callback broke\n",
		"Task exception was never retrieved\nfuture: <Task finished name='Task-2' coro=<fail() done, defined at <string>:4> exception=KeyError('task broke')>\n",
		"KeyError: 'task broke'\n",
	} {
		if !strings.Contains(res.Stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, res.Stderr)
		}
	}
}
