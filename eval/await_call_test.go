package eval_test

import (
	"errors"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestAwaitCallLimits: coroutines called and awaited at once run on the
// awaiting coroutine's stack (await_call.go), so the recursion limit is
// what keeps a chain of them from overflowing the Go stack, and the
// memory and operation limits still end the run, whatever the program's
// try/except.
func TestAwaitCallLimits(t *testing.T) {
	cases := []struct {
		name   string
		src    string
		limits eval.Limits
		kind   eval.LimitKind
	}{
		{"recursion", "import asyncio\nasync def rec(n):\n    return 1 + await rec(n - 1)\n" +
			"async def main():\n    try:\n        await rec(10**7)\n    except BaseException:\n        print('caught')\n" +
			"asyncio.run(main())\n", eval.Limits{MaxRecursionDepth: 500}, eval.LimitRecursion},
		{"recursion hard ceiling", "import asyncio\nasync def rec(n):\n    return 1 + await rec(n - 1)\n" +
			"asyncio.run(rec(10**7))\n", eval.Limits{}, eval.LimitRecursion},
		{"memory", "import asyncio\nasync def grow(xs):\n    xs.append([0] * 1000)\n    await asyncio.sleep(0)\n" +
			"async def main():\n    xs = []\n    while True:\n        try:\n            await grow(xs)\n        except BaseException:\n            pass\n" +
			"asyncio.run(main())\n", eval.Limits{MaxMemory: 8 << 20}, eval.LimitMemory},
		{"operations", "import asyncio\nasync def leaf(i):\n    await asyncio.sleep(0)\n    return i\n" +
			"async def main():\n    while True:\n        try:\n            await leaf(1)\n        except BaseException:\n            pass\n" +
			"asyncio.run(main())\n", eval.Limits{MaxOperations: 200000}, eval.LimitOperations},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, _, err := runPy(t, c.src, runner.Options{Limits: c.limits})
			var le *eval.LimitError
			if !errors.As(err, &le) || le.Kind != c.kind {
				t.Fatalf("err = %v, want a LimitError of kind %d", err, c.kind)
			}
			if out != "" {
				t.Errorf("output %q: the program caught a limit", out)
			}
		})
	}
}
