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
// the coroutines of tool calls on goroutines (_tool_coroutine, through
// the embedding API's eval.Interp.AwaitableTool).

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
		"_agen_finished": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_agen_finished", args, kw, 1, 1); err != nil {
				return nil, err
			}
			return eval.MakeBool(eval.AsyncGenFinished(args[0])), nil
		},
		"_set_firstiter": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_set_firstiter", args, kw, 1, 1); err != nil {
				return nil, err
			}
			old := t.Interp.AsyncGenFirstIter
			if args[0] == eval.None {
				t.Interp.AsyncGenFirstIter = nil
			} else {
				t.Interp.AsyncGenFirstIter = args[0]
			}
			if old == nil {
				return eval.None, nil
			}
			return old, nil
		},
		"_set_finalizer": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// the async generator finalizer hook (None: none); the old one
			if err := nargs("_set_finalizer", args, kw, 1, 1); err != nil {
				return nil, err
			}
			old := t.Interp.AsyncGenFinalizer
			if args[0] == eval.None {
				t.Interp.AsyncGenFinalizer = nil
			} else {
				t.Interp.AsyncGenFinalizer = args[0]
			}
			if old == nil {
				return eval.None, nil
			}
			return old, nil
		},
		"_tool_coroutine": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_tool_coroutine", args, kw, 3, 3); err != nil {
				return nil, err
			}
			return toolCoroutine(t, args[0], args[1], args[2])
		},
	})
	seed["_deque"] = dequeType
	core := newAsyncioCore()
	for name, f := range goFuncs(core.funcs()) {
		seed[name] = f
	}
	seed["_step_method"] = core.step
	seed["_wakeup_method"] = core.wakeup
	seed["_call_soon_method"] = core.callSoon
	seed["_sleep0"] = sleep0{}
	seed["Handle"] = handleType
	seed["TimerHandle"] = timerHandleType
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
	done, err := t.WaitAsyncCalls(wait)
	if err != nil {
		return nil, err
	}
	out, err := eval.MakeCap[eval.Value](t, 0, len(done))
	if err != nil {
		return nil, err
	}
	for _, d := range done {
		if d.Err != nil {
			out = append(out, eval.NewTupleT(t, []eval.Value{d.Future, eval.False, d.Err}))
		} else {
			out = append(out, eval.NewTupleT(t, []eval.Value{d.Future, eval.True, d.Value}))
		}
	}
	return eval.NewListT(t, out), nil
}

// toolCoroutine is asyncio.to_thread's question to the host: the
// coroutine running fn(*args, **kwargs) on a goroutine when fn is a host
// tool, None otherwise.
func toolCoroutine(t *eval.Thread, fn, args, kwargs eval.Value) (eval.Value, error) {
	hook := t.Interp.AwaitableTool
	if hook == nil {
		return eval.None, nil
	}
	tup, ok := args.(*eval.Tuple)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "_tool_coroutine: args must be a tuple")
	}
	kd, ok := kwargs.(*eval.Dict)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "_tool_coroutine: kwargs must be a dict")
	}
	call, err := eval.Make[eval.Value](t, tup.Len()+kd.Len())
	if err != nil {
		return nil, err
	}
	copy(call, tup.Elems())
	var names []string
	i := tup.Len()
	for k, v := range kd.Items() {
		s, ok := k.(*eval.Str)
		if !ok {
			return nil, eval.Errorf(eval.TypeErrorType, "keywords must be strings")
		}
		names = append(names, s.String())
		call[i] = v
		i++
	}
	coro, ok, err := hook(t, fn, call, names)
	if err != nil || !ok {
		return eval.None, err
	}
	return coro, nil
}
