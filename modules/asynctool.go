package modules

import (
	"math"
	"time"

	"github.com/pyinterp/pyinterp/eval"
)

// Tool calls on goroutines for asyncio (asyncio.to_thread on a host
// tool). Not implemented yet: _start_tool reports that it did not start
// the call, and asyncio.to_thread then calls the function inline.

// asyncStartTool would start args[1](*args[2], **args[3]) on a goroutine,
// its outcome delivered to the future args[0] by toolWait.
func asyncStartTool(t *eval.Thread, o *Options, args []eval.Value) (eval.Value, error) {
	return eval.False, nil
}

// toolWait waits for wait (negative: until the run ends, as CPython's
// loop blocks forever when every task waits on nothing) under the run's
// deadline and cancellation, and returns the finished tool calls.
func toolWait(t *eval.Thread, o *Options, wait time.Duration) ([]eval.Value, error) {
	if wait == 0 {
		return nil, nil
	}
	if wait < 0 {
		wait = time.Duration(math.MaxInt64)
	}
	return nil, t.Sleep(wait)
}
