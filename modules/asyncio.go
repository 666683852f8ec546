package modules

import (
	"math"
	"time"

	"github.com/pyinterp/pyinterp/eval"
)

// asyncio is Python (py/asyncio.py): the event loop, futures, tasks and
// synchronization primitives of CPython 3.11, over these Go helpers:
// the monotonic clock, the loop's wait (_select: a sleep under the run's
// deadline and cancellation that also collects finished tool calls) and
// the start of tool calls on goroutines (_start_tool, asynctool.go).

func loadAsyncio(t *eval.Thread, o *Options) (*eval.Module, error) {
	start := time.Now()
	seed := goFuncs(map[string]fn{
		"_heappush": heapqFuncs["heappush"],
		"_heappop":  heapqFuncs["heappop"],
		"_heapify":  heapqFuncs["heapify"],
		"_time": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_time", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return eval.Float(time.Since(start).Seconds()), nil
		},
		"_iscoroutinefunction": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("iscoroutinefunction", args, kw, 1, 1); err != nil {
				return nil, err
			}
			return eval.MakeBool(eval.IsCoroutineFunction(args[0])), nil
		},
		"_select": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_select", args, kw, 1, 1); err != nil {
				return nil, err
			}
			return asyncSelect(t, o, args[0])
		},
		"_start_tool": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_start_tool", args, kw, 4, 4); err != nil {
				return nil, err
			}
			return asyncStartTool(t, o, args)
		},
	})
	seed["_deque"] = dequeType
	return runPyModule(t, "asyncio", seed)
}

// asyncSelect waits up to timeout seconds (None: until something
// happens) and returns the tool calls that finished, as (future, ok,
// value) tuples.
func asyncSelect(t *eval.Thread, o *Options, timeout eval.Value) (eval.Value, error) {
	if err := t.Step(); err != nil {
		return nil, err
	}
	wait := time.Duration(-1)
	if timeout != eval.None {
		f, err := timeNumber(t, timeout)
		if err != nil {
			return nil, err
		}
		switch {
		case math.IsNaN(f) || f <= 0:
			wait = 0
		case f < float64(math.MaxInt64)/1e9:
			wait = time.Duration(f * 1e9)
		default:
			wait = time.Duration(math.MaxInt64)
		}
	}
	done, err := toolWait(t, o, wait)
	if err != nil {
		return nil, err
	}
	return eval.NewList(done), nil
}
