package eval_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestGoStackLimits: Go stacks are charged to the run (gostack.go). The
// stacks of generators and tasks suspended deep in expressions, and a
// chain of calls each nested deep in its caller's expression, end the
// run at its memory limit (they held hundreds of MB under a small one,
// or overflowed Go's stack at a high recursion limit), whatever the
// program's try/except; a deep recursion of plain calls still runs (first,
// with room: the measure is of the process, whose heap and stacks other
// tests' runs hold on to until they are collected).
func TestGoStackLimits(t *testing.T) {
	nest := func(n int, inner string) string {
		return strings.Repeat("f(", n) + inner + strings.Repeat(")", n)
	}
	cases := []struct {
		name   string
		src    string
		limits eval.Limits
		kind   eval.LimitKind // 255: the run succeeds
	}{
		{"plain deep recursion",
			"def r(n):\n    return 0 if n == 0 else 1 + r(n - 1)\nprint(r(10000))\n",
			eval.Limits{MaxMemory: 128 << 20, MaxRecursionDepth: 20000}, 255},
		{"generators suspended in nested calls",
			"def f(x): return x\ndef g():\n    x = " + nest(180, "(yield)") + "\n    yield x\n" +
				"gs = []\ntry:\n    for i in range(9000):\n        it = g()\n        next(it)\n        gs.append(it)\nexcept BaseException:\n    print('caught')\n",
			eval.Limits{MaxMemory: 32 << 20}, eval.LimitMemory},
		{"tasks suspended in nested await chains",
			"import asyncio\ndef f(x): return x\nasync def rec(n):\n    if n == 0:\n        await asyncio.sleep(100)\n        return 0\n" +
				"    return " + nest(40, "1 + await rec(n - 1)") + "\n" +
				"async def main():\n    ts = [asyncio.ensure_future(rec(900)) for i in range(60)]\n    await asyncio.sleep(0)\n    await asyncio.sleep(0)\n" +
				"asyncio.run(main())\n",
			eval.Limits{MaxMemory: 32 << 20, MaxRecursionDepth: 1000}, eval.LimitMemory},
		{"recursion through nested calls",
			"def f(x): return x\ndef rec(n):\n    if n == 0: return 0\n    return " + nest(190, "rec(n - 1)") + "\n" +
				"try:\n    rec(19000)\nexcept BaseException:\n    print('caught')\n",
			eval.Limits{MaxMemory: 32 << 20, MaxRecursionDepth: 20000}, eval.LimitMemory},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, _, err := runPy(t, c.src, runner.Options{Limits: c.limits})
			if c.kind == 255 {
				if err != nil || out != "10000\n" {
					t.Fatalf("out %q, err %v", out, err)
				}
				return
			}
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
