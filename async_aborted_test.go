package pyinterp

import (
	"context"
	"strings"
	"testing"
	"time"
)

// A run that a limit ends inside asyncio's event loop leaves no running
// loop behind: the next run can start a loop (asyncio.run, a top-level
// await, a Runner) and get_running_loop says no loop is running.
func TestAsyncioAfterAbortedRun(t *testing.T) {
	spin := "import asyncio\nasync def spin():\n    while True:\n        await asyncio.sleep(0)\n"
	aborts := map[string]string{
		"asyncio.run":     spin + "asyncio.run(spin())",
		"top-level await": spin + "await spin()",
		"Runner":          spin + "with asyncio.Runner() as r:\n    r.run(spin())",
	}
	next := map[string]string{
		"asyncio.run":      "import asyncio\nasync def f():\n    return 'ok'\nprint(asyncio.run(f()))",
		"top-level await":  "import asyncio\nprint(await asyncio.sleep(0, 'ok'))",
		"get_running_loop": "import asyncio\ntry:\n    asyncio.get_running_loop()\nexcept RuntimeError as e:\n    print(e)",
	}
	wantNext := map[string]string{
		"asyncio.run":      "ok\n",
		"top-level await":  "ok\n",
		"get_running_loop": "no running event loop\n",
	}
	for an, abort := range aborts {
		for nn, code := range next {
			t.Run(an+"/"+nn, func(t *testing.T) {
				ex := mustNew(t, Options{Timeout: 200 * time.Millisecond})
				defer ex.Close()
				_, err := ex.Run(context.Background(), abort)
				if err == nil || !strings.Contains(err.Error(), "maximum execution time") {
					t.Fatalf("the spinning run ended with %v, want a timeout", err)
				}
				res, err := ex.Run(context.Background(), code)
				if err != nil {
					t.Fatalf("the next run failed: %v", err)
				}
				if res.Logs != wantNext[nn] {
					t.Fatalf("the next run printed %q, want %q", res.Logs, wantNext[nn])
				}
			})
		}
	}
}
