package modules

import (
	"fmt"

	"github.com/pyinterp/pyinterp/eval"
)

// The hot path of asyncio's event loop, in Go: the callback handles
// (Handle, TimerHandle), loop.call_soon, running the ready queue, and
// Task's step and wakeup (CPython's _asyncio C module does the same for
// Future and Task). They keep CPython 3.11's order and semantics line for
// line: the Python loop in py/asyncio.py calls them, and the Task class
// holds __step and __wakeup as Go methods. State shared with the Python
// module (its _current_tasks, the Future methods a step calls) is per
// interpreter, in asyncioCore.

var (
	handleType      = newType("asyncio.events", "Handle", nil)
	timerHandleType = newType("asyncio.events", "TimerHandle", nil)
)

// handle is a callback scheduled on the loop: loop.call_soon's Handle, or
// with timer set call_later's TimerHandle.
type handle struct {
	callback  eval.Value // nil once cancelled
	args      []eval.Value
	cancelled bool
	loop      eval.Value
	timer     bool
	when      float64
	scheduled bool // TimerHandle: in the loop's heap
	// ctx is the contextvars.Context the callback runs in (call_soon's
	// context=, else a copy of the current one); nil for the loop's own
	// handles (task steps switch to the task's context themselves) and
	// before contextvars is imported.
	ctx  eval.Value
	core *asyncioCore
}

func (h *handle) Type() *eval.Type {
	if h.timer {
		return timerHandleType
	}
	return handleType
}

func init() {
	for _, typ := range []*eval.Type{handleType, timerHandleType} {
		typ.NoSubclass = true
		typ.GetAttr = handleGetAttr
		typ.SetAttr = handleSetAttr
		typ.Repr = handleRepr
	}
	setBase(timerHandleType, handleType)
	timerHandleType.Hash = func(t *eval.Thread, v eval.Value) (int64, error) {
		return eval.Hash(t, eval.Float(v.(*handle).when))
	}
	timerHandleType.Compare = func(t *eval.Thread, op eval.CompareOp, a, b eval.Value) (eval.Value, error) {
		x, y := a.(*handle), asTimer(b)
		if y == nil {
			return eval.NotImplemented, nil
		}
		eq := x.when == y.when && x.cancelled == y.cancelled && x.callback == y.callback && sameArgs(x.args, y.args)
		switch op {
		case eval.LT:
			return eval.MakeBool(x.when < y.when), nil
		case eval.LE:
			return eval.MakeBool(x.when < y.when || eq), nil
		case eval.GT:
			return eval.MakeBool(x.when > y.when), nil
		case eval.GE:
			return eval.MakeBool(x.when > y.when || eq), nil
		case eval.EQ:
			return eval.MakeBool(eq), nil
		case eval.NE:
			return eval.MakeBool(!eq), nil
		}
		return eval.NotImplemented, nil
	}
}

func asTimer(v eval.Value) *handle {
	if h, ok := v.(*handle); ok && h.timer {
		return h
	}
	return nil
}

// sameArgs compares two argument tuples by identity (CPython compares
// them with ==; the loop only compares handles of its own heap).
func sameArgs(a, b []eval.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

var handleMethods = map[string]fn{
	"cancel": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("cancel", args, kw, 0, 0); err != nil {
			return nil, err
		}
		h := self.(*handle)
		if h.timer && !h.cancelled {
			// loop._timer_handle_cancelled(self)
			if h.scheduled {
				if err := bumpTimerCancelled(t, h.loop); err != nil {
					return nil, err
				}
			}
		}
		h.cancel()
		return eval.None, nil
	},
	"cancelled": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("cancelled", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return eval.MakeBool(self.(*handle).cancelled), nil
	},
	"when": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("when", args, kw, 0, 0); err != nil {
			return nil, err
		}
		h := self.(*handle)
		if !h.timer {
			return nil, eval.Errorf(eval.AttributeErrorType, "'Handle' object has no attribute 'when'")
		}
		return eval.Float(h.when), nil
	},
	"_run": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("_run", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return eval.None, self.(*handle).run(t)
	},
}

func (h *handle) cancel() {
	if !h.cancelled {
		h.cancelled = true
		h.callback = nil
		h.args = nil
	}
}

// run calls the callback, in the handle's context when it has one.
func (h *handle) run(t *eval.Thread) error {
	if h.callback == nil {
		return eval.Errorf(eval.TypeErrorType, "'NoneType' object is not callable")
	}
	if h.ctx == nil || h.ctx == eval.None {
		_, err := eval.Call(t, h.callback, h.args, nil)
		return err
	}
	saved := t.Interp.ContextVarsCurrent
	t.Interp.ContextVarsCurrent = h.ctx
	_, err := eval.Call(t, h.callback, h.args, nil)
	t.Interp.ContextVarsCurrent = saved
	return err
}

// runReporting is Handle._run: an exception the callback raises goes to
// the loop's exception handler ("Exception in callback ..."), except
// SystemExit and KeyboardInterrupt, which end the loop; limits end the
// run.
func (h *handle) runReporting(t *eval.Thread) error {
	err := h.run(t)
	exc, ok := err.(*eval.Exception)
	if !ok || exc.Type().IsSubtype(eval.SystemExitType) || exc.Type().IsSubtype(eval.KeyboardInterruptType) {
		return err
	}
	_, err = callMethod(t, h.loop, "_callback_failed", h, exc)
	return err
}

// bumpTimerCancelled is loop._timer_handle_cancelled for a scheduled
// timer: the loop counts them to decide when to rebuild its heap.
func bumpTimerCancelled(t *eval.Thread, loop eval.Value) error {
	n, err := eval.GetAttr(t, loop, "_timer_cancelled_count")
	if err != nil {
		return err
	}
	n, err = eval.Binary(t, eval.OpAdd, n, eval.Int(1))
	if err != nil {
		return err
	}
	return eval.SetAttr(t, loop, "_timer_cancelled_count", n)
}

func handleGetAttr(t *eval.Thread, v eval.Value, name string) (eval.Value, error) {
	h := v.(*handle)
	switch name {
	case "_callback":
		if h.callback == nil {
			return eval.None, nil
		}
		return h.callback, nil
	case "_args":
		if h.args == nil {
			return eval.None, nil
		}
		return eval.NewTupleT(t, h.args), nil
	case "_cancelled":
		return eval.MakeBool(h.cancelled), nil
	case "_loop":
		return h.loop, nil
	case "_context":
		if h.ctx == nil {
			return eval.None, nil
		}
		return h.ctx, nil
	case "_when":
		if h.timer {
			return eval.Float(h.when), nil
		}
	case "_scheduled":
		if h.timer {
			return eval.MakeBool(h.scheduled), nil
		}
	}
	if name == "when" && !h.timer {
		return nil, eval.Errorf(eval.AttributeErrorType, "'Handle' object has no attribute 'when'")
	}
	return methodAttr(t, v, name, handleMethods)
}

func handleSetAttr(t *eval.Thread, v eval.Value, name string, x eval.Value) error {
	h := v.(*handle)
	if name == "_scheduled" && h.timer && x != nil {
		b, err := eval.Truth(t, x)
		h.scheduled = b
		return err
	}
	return eval.Errorf(eval.AttributeErrorType, "'%s' object attribute '%s' is read-only", h.Type().Name, name)
}

func handleRepr(t *eval.Thread, v eval.Value) (string, error) {
	h := v.(*handle)
	name := h.Type().Name
	state := ""
	if h.cancelled {
		state = " cancelled"
	}
	if h.timer {
		w, err := eval.Repr(t, eval.Float(h.when))
		if err != nil {
			return "", err
		}
		state += " when=" + w
	}
	if h.callback != nil {
		// format_helpers._format_callback_source(callback, args)
		s, err := h.core.formatCallback(t, h.callback, h.args)
		if err != nil {
			return "", err
		}
		state += " " + s
	}
	return fmt.Sprintf("<%s%s>", name, state), nil
}

// formatCallback is format_helpers._format_callback_source(cb, args):
// "name(args) at file:line", as asyncio's messages and reprs show a
// callback.
func (c *asyncioCore) formatCallback(t *eval.Thread, cb eval.Value, args []eval.Value) (string, error) {
	if c.formatSource == nil {
		return eval.Repr(t, cb)
	}
	r, err := eval.Call(t, c.formatSource, []eval.Value{cb, eval.NewTuple(args)}, nil) //allocpath:ok a temporary argument for a repr
	if err != nil {
		return "", err
	}
	return eval.StrOf(t, r)
}

// newHandle is Handle(callback, args, loop) (a timer when timer is set).
func (c *asyncioCore) newHandle(t *eval.Thread, callback eval.Value, args []eval.Value, loop eval.Value) (*handle, error) {
	if err := eval.Reserve(t, 112); err != nil {
		return nil, err
	}
	return &handle{callback: callback, args: args, loop: loop, core: c}, nil
}

// callbackContext is the context a callback scheduled now runs in: the
// one given (context=), else a copy of the current one; nil before
// contextvars is imported (there is nothing to copy).
func callbackContext(t *eval.Thread, given eval.Value) (eval.Value, error) {
	if given != nil && given != eval.None {
		return given, nil
	}
	cur := t.Interp.ContextVarsCurrent
	if cur == nil {
		return nil, nil
	}
	return callMethod(t, cur, "copy")
}

func handleArgs(t *eval.Thread, v eval.Value) ([]eval.Value, error) {
	if v == eval.None {
		return nil, nil
	}
	tu, ok := v.(*eval.Tuple)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "args must be a tuple, not %s", eval.TypeName(v))
	}
	return tu.Elems(), nil
}

// asyncioCore is the per-interpreter state of the Go parts of the loop:
// objects of the Python module they use, given by _core_init.
type asyncioCore struct {
	ready          bool
	currentTasks   *eval.Dict
	cancelledError *eval.Type
	invalidState   *eval.Type
	futureSetRes   eval.Value // Future.set_result
	futureSetExc   eval.Value // Future.set_exception
	futureCancel   eval.Value // Future.cancel
	forgetTask     eval.Value
	formatSource   eval.Value // _format_callback_source
	dropStale      eval.Value // _drop_stale_loop
	// running is the loop run_forever runs (nil: none), started by the
	// run runningRun: get_running_loop reads it without Python code.
	running      eval.Value
	runningRun   uint64
	step, wakeup *eval.Method
	callSoon     *eval.Method
	// attr are the sites of the attributes a task step reads and writes
	// (eval.AttrSite: GetAttr and SetAttr with an inline cache).
	attr struct {
		state, mustCancel, coro, futWaiter, loop, context, cancelMsg *eval.AttrSite
		closed, readyQ, blocking, addDone                            *eval.AttrSite
	}
}

func newAsyncioCore() *asyncioCore {
	c := &asyncioCore{}
	a := &c.attr
	for _, s := range []struct {
		site **eval.AttrSite
		name string
	}{
		{&a.state, "_state"}, {&a.mustCancel, "_must_cancel"}, {&a.coro, "_coro"},
		{&a.futWaiter, "_fut_waiter"}, {&a.loop, "_loop"}, {&a.context, "_context"},
		{&a.cancelMsg, "_cancel_message"}, {&a.closed, "_closed"}, {&a.readyQ, "_ready"},
		{&a.blocking, "_asyncio_future_blocking"}, {&a.addDone, "add_done_callback"},
	} {
		*s.site = eval.NewAttrSite(s.name)
	}
	c.step = eval.NewMethodDescriptor("__step", func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("__step", args, kw, 0, 1); err != nil {
			return nil, err
		}
		var exc eval.Value
		if len(args) == 1 && args[0] != eval.None {
			exc = args[0]
		}
		return eval.None, c.taskStep(t, self, exc)
	})
	c.wakeup = eval.NewMethodDescriptor("task_wakeup", func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("__wakeup", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return eval.None, c.taskWakeup(t, self, args[0])
	})
	c.callSoon = eval.NewMethodDescriptor("call_soon", func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		// call_soon(callback, *args, context=None)
		n := len(args) - len(kw)
		var given eval.Value
		for i, k := range kw {
			if k != "context" {
				return nil, eval.Errorf(eval.TypeErrorType, "call_soon() got an unexpected keyword argument '%s'", k)
			}
			given = args[n+i]
		}
		if n < 1 {
			return nil, eval.Errorf(eval.TypeErrorType, "call_soon() missing 1 required positional argument: 'callback'")
		}
		cargs, err := eval.Make[eval.Value](t, n-1)
		if err != nil {
			return nil, err
		}
		copy(cargs, args[1:n])
		ctx, err := callbackContext(t, given)
		if err != nil {
			return nil, err
		}
		h, err := c.loopCallSoon(t, self, args[0], cargs)
		if err != nil {
			return nil, err
		}
		h.ctx = ctx
		return h, nil
	})
	return c
}

func (c *asyncioCore) funcs() map[string]fn {
	return map[string]fn{
		"_core_init": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_core_init", args, kw, 7, 7); err != nil {
				return nil, err
			}
			d, ok := args[0].(*eval.Dict)
			ce, ok2 := args[1].(*eval.Type)
			ie, ok3 := args[2].(*eval.Type)
			if !ok || !ok2 || !ok3 {
				return nil, eval.Errorf(eval.TypeErrorType, "_core_init: bad arguments")
			}
			fut := args[3]
			var err error
			get := func(name string) eval.Value {
				if err != nil {
					return nil
				}
				var v eval.Value
				v, err = eval.GetAttr(t, fut, name)
				return v
			}
			c.currentTasks, c.cancelledError, c.invalidState = d, ce, ie
			c.futureSetRes, c.futureSetExc, c.futureCancel = get("set_result"), get("set_exception"), get("cancel")
			c.forgetTask = args[4]
			c.formatSource = args[5]
			c.dropStale = args[6]
			c.ready = err == nil
			return eval.None, err
		},
		"_run_id": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// the number of the run calling (see _drop_stale_loop)
			if err := nargs("_run_id", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return eval.Int(int64(t.RunID() & (1<<62 - 1))), nil
		},
		"_coro_location": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// (filename, line, running) of a coroutine, or None
			if err := nargs("_coro_location", args, kw, 1, 1); err != nil {
				return nil, err
			}
			file, line, running, ok := eval.CoroutineLocation(args[0])
			if !ok {
				return eval.None, nil
			}
			return eval.NewTupleT(t, []eval.Value{eval.NewStrT(t, file), eval.Int(line), eval.MakeBool(running)}), nil
		},
		"_func_source": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// (filename, first line) of a Python function, or None
			if err := nargs("_func_source", args, kw, 1, 1); err != nil {
				return nil, err
			}
			f, ok := args[0].(*eval.Function)
			if !ok {
				return eval.None, nil
			}
			file, line := f.Source()
			return eval.NewTupleT(t, []eval.Value{eval.NewStrT(t, file), eval.Int(line)}), nil
		},
		"_task_context": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// _task_context(context, coro): the context a new task runs
			// in: the one given, else a copy of the current one (None
			// before contextvars is imported). The task now holds coro,
			// which is no longer "never awaited" until it starts.
			if err := nargs("_task_context", args, kw, 2, 2); err != nil {
				return nil, err
			}
			eval.ClaimCoroutine(args[1])
			if args[0] != eval.None {
				return args[0], nil
			}
			cur := t.Interp.ContextVarsCurrent
			if cur == nil {
				return eval.None, nil
			}
			return callMethod(t, cur, "copy")
		},
		"_set_running_loop": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// run_forever's loop (None when it ends), for get_running_loop
			if err := nargs("_set_running_loop", args, kw, 1, 1); err != nil {
				return nil, err
			}
			c.running, c.runningRun = args[0], t.RunID()
			if args[0] == eval.None {
				c.running = nil
			}
			return eval.None, nil
		},
		"get_running_loop": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("get_running_loop", args, kw, 0, 0); err != nil {
				return nil, err
			}
			loop, err := c.runningLoop(t)
			if err == nil && loop == nil {
				err = eval.Errorf(eval.RuntimeErrorType, "no running event loop")
			}
			return loop, err
		},
		"_get_running_loop": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_get_running_loop", args, kw, 0, 0); err != nil {
				return nil, err
			}
			loop, err := c.runningLoop(t)
			if loop == nil && err == nil {
				return eval.None, nil
			}
			return loop, err
		},
		"_log_error": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// _log_error(message, exc): asyncio's logger.error(message,
			// exc_info=exc) with no logging configured: logging's last
			// resort writes the message, then the traceback, to stderr.
			// Go, so that it needs no import the host's policy may refuse.
			if err := nargs("_log_error", args, kw, 2, 2); err != nil {
				return nil, err
			}
			msg, err := eval.StrOf(t, args[0])
			if err != nil {
				return nil, err
			}
			text := msg + "\n"
			if e, ok := args[1].(*eval.Exception); ok {
				text = msg + "\n" + eval.FormatException(t, e, true)
			}
			if err := eval.Reserve(t, int64(len(text))); err != nil {
				return nil, err
			}
			return eval.None, writeStderr(t, text)
		},
		"_copy_context": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// a copy of the current context (None before contextvars is
			// imported), for a done callback added now
			if err := nargs("_copy_context", args, kw, 0, 0); err != nil {
				return nil, err
			}
			ctx, err := callbackContext(t, nil)
			if ctx == nil || err != nil {
				return eval.None, err
			}
			return ctx, nil
		},
		"_unawaited_mark": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// the mark _report_unawaited takes: coroutines made after now
			if err := nargs("_unawaited_mark", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return eval.Int(int64(t.UnawaitedMark() & (1<<62 - 1))), nil
		},
		"_report_unawaited": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// the never-awaited warnings for the coroutines made after
			// the mark that are still unstarted (asyncio.run's end)
			if err := nargs("_report_unawaited", args, kw, 1, 1); err != nil {
				return nil, err
			}
			mark, ok := args[0].(eval.Int)
			if !ok {
				return nil, eval.Errorf(eval.TypeErrorType, "_report_unawaited: an int is required")
			}
			return eval.None, t.ReportUnawaited(uint64(mark))
		},
		"_run_ready": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("_run_ready", args, kw, 1, 1); err != nil {
				return nil, err
			}
			return eval.None, runReady(t, args[0])
		},
		"_new_timer": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// _new_timer(when, callback, args, loop, context)
			if err := nargs("_new_timer", args, kw, 5, 5); err != nil {
				return nil, err
			}
			when, err := timeNumber(t, args[0])
			if err != nil {
				return nil, err
			}
			cargs, err := handleArgs(t, args[2])
			if err != nil {
				return nil, err
			}
			ctx, err := callbackContext(t, args[4])
			if err != nil {
				return nil, err
			}
			h, err := c.newHandle(t, args[1], cargs, args[3])
			if err != nil {
				return nil, err
			}
			h.timer, h.when, h.ctx = true, when, ctx
			return h, nil
		},
		"_new_handle": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// _new_handle(callback, args, loop)
			if err := nargs("_new_handle", args, kw, 3, 3); err != nil {
				return nil, err
			}
			cargs, err := handleArgs(t, args[1])
			if err != nil {
				return nil, err
			}
			return c.newHandle(t, args[0], cargs, args[2])
		},
	}
}

// writeStderr writes s to sys.stderr (the program may have replaced it),
// or to the run's error output when the program cannot import sys.
func writeStderr(t *eval.Thread, s string) error {
	if sys, err := t.Interp.ImportUnchecked(t, "sys"); err == nil {
		if w, ok, err := sys.Attr(t, "stderr"); err == nil && ok {
			write, err := eval.GetAttr(t, w, "write")
			if err != nil {
				return err
			}
			_, err = eval.Call1(t, write, eval.NewStrT(t, s))
			return err
		}
	}
	return t.WriteErr(s)
}

// runningLoop is the running loop, nil if none. A loop an earlier run
// left running (a limit ended it inside the loop, where no finally clause
// runs) is dropped (_drop_stale_loop) and none is running.
func (c *asyncioCore) runningLoop(t *eval.Thread) (eval.Value, error) {
	if c.running == nil {
		return nil, nil
	}
	if c.runningRun == t.RunID() {
		return c.running, nil
	}
	if c.dropStale != nil {
		if _, err := eval.Call(t, c.dropStale, nil, nil); err != nil {
			return nil, err
		}
	}
	c.running = nil
	return nil, nil
}

// loopCallSoon is _EventLoop.call_soon: a Handle appended to the ready
// queue of a loop that is not closed.
func (c *asyncioCore) loopCallSoon(t *eval.Thread, loop, callback eval.Value, args []eval.Value) (*handle, error) {
	if err := t.Step(); err != nil {
		return nil, err
	}
	closed, err := c.attr.closed.Get(t, loop)
	if err != nil {
		return nil, err
	}
	if closed == eval.True {
		return nil, eval.Errorf(eval.RuntimeErrorType, "Event loop is closed")
	}
	h, err := c.newHandle(t, callback, args, loop)
	if err != nil {
		return nil, err
	}
	rv, err := c.attr.readyQ.Get(t, loop)
	if err != nil {
		return nil, err
	}
	d, ok := rv.(*deque)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "the loop's ready queue is not a deque")
	}
	if err := d.appendRight(t, h); err != nil {
		return nil, err
	}
	return h, nil
}

// callSoonOn is loop.call_soon(callback): directly for the module's loop,
// through the attribute for any other.
func (c *asyncioCore) callSoonOn(t *eval.Thread, loop, callback eval.Value, args ...eval.Value) error {
	if loop.Type().Lookup("call_soon") == eval.Value(c.callSoon) {
		cargs, err := eval.Make[eval.Value](t, len(args))
		if err != nil {
			return err
		}
		copy(cargs, args)
		_, err = c.loopCallSoon(t, loop, callback, cargs)
		return err
	}
	m, err := eval.GetAttr(t, loop, "call_soon")
	if err != nil {
		return err
	}
	all, err := eval.Make[eval.Value](t, 1+len(args))
	if err != nil {
		return err
	}
	all[0] = callback
	copy(all[1:], args)
	_, err = eval.Call(t, m, all, nil)
	return err
}

// runReady is the end of _run_once: the handles ready now, in order,
// skipping cancelled ones (those appended meanwhile wait for the next
// iteration).
func runReady(t *eval.Thread, v eval.Value) error {
	d, ok := v.(*deque)
	if !ok {
		return eval.Errorf(eval.TypeErrorType, "_run_ready: a deque is required")
	}
	// The async generators of frames released since the last iteration:
	// their finalizer hooks (the loop's) schedule their aclose() here, on
	// the run's goroutine (eval/asyncgen_drop.go).
	if err := t.Interp.DrainDroppedAsyncGens(t); err != nil {
		return err
	}
	for n := d.n; n > 0 && d.n > 0; n-- {
		if err := t.Step(); err != nil {
			return err
		}
		x := d.popLeft()
		h, ok := x.(*handle)
		if !ok {
			if _, err := callMethod(t, x, "_run"); err != nil {
				return err
			}
			continue
		}
		if h.cancelled {
			continue
		}
		if err := h.runReporting(t); err != nil {
			return err
		}
	}
	return nil
}

func (c *asyncioCore) check() error {
	if !c.ready {
		return eval.Errorf(eval.RuntimeErrorType, "asyncio is not initialized")
	}
	return nil
}

func isState(v eval.Value, s string) bool {
	x, ok := v.(*eval.Str)
	return ok && x.String() == s
}

// taskStep is Task.__step(exc=None), as CPython 3.11's.
func (c *asyncioCore) taskStep(t *eval.Thread, task, exc eval.Value) error {
	if err := c.check(); err != nil {
		return err
	}
	state, err := c.attr.state.Get(t, task)
	if err != nil {
		return err
	}
	if !isState(state, "PENDING") {
		tr, err := eval.Repr(t, task)
		if err != nil {
			return err
		}
		er := "None"
		if exc != nil {
			if er, err = eval.Repr(t, exc); err != nil {
				return err
			}
		}
		return eval.NewException(c.invalidState, eval.NewStrT(t, fmt.Sprintf("_step(): already done: %s, %s", tr, er)))
	}
	mc, err := c.attr.mustCancel.Get(t, task)
	if err != nil {
		return err
	}
	if mc == eval.True {
		if e, ok := exc.(*eval.Exception); !ok || !e.Type().IsSubtype(c.cancelledError) {
			if exc, err = callMethod(t, task, "_make_cancelled_error"); err != nil {
				return err
			}
		}
		if err := c.attr.mustCancel.Set(t, task, eval.False); err != nil {
			return err
		}
	}
	coro, err := c.attr.coro.Get(t, task)
	if err != nil {
		return err
	}
	if err := c.attr.futWaiter.Set(t, task, eval.None); err != nil {
		return err
	}
	loop, err := c.attr.loop.Get(t, task)
	if err != nil {
		return err
	}
	if err := c.currentTasks.SetItem(t, loop, task); err != nil {
		return err
	}
	// The step runs in the task's context (contextvars), once the program
	// has imported contextvars.
	var savedCtx eval.Value
	if cur := t.Interp.ContextVarsCurrent; cur != nil {
		ctx, err := c.attr.context.Get(t, task)
		if err != nil {
			return err
		}
		if ctx == eval.None {
			// Made before contextvars was imported: nothing was set then.
			if ctx, err = eval.Call(t, cur.Type(), nil, nil); err != nil {
				return err
			}
			if err := c.attr.context.Set(t, task, ctx); err != nil {
				return err
			}
		}
		savedCtx = cur
		t.Interp.ContextVarsCurrent = ctx
	}
	err = c.stepBody(t, task, coro, loop, exc)
	if savedCtx != nil {
		t.Interp.ContextVarsCurrent = savedCtx
	}
	// finally: _current_tasks.pop(loop, None); forget the task when done
	if _, derr := c.currentTasks.Delete(t, loop); derr != nil && err == nil {
		err = derr
	}
	if _, limit := err.(*eval.LimitError); limit {
		return err
	}
	st, gerr := c.attr.state.Get(t, task)
	if gerr != nil {
		if err == nil {
			err = gerr
		}
		return err
	}
	if !isState(st, "PENDING") {
		if _, ferr := eval.Call(t, c.forgetTask, []eval.Value{task}, nil); ferr != nil && err == nil {
			err = ferr
		}
	}
	return err
}

func (c *asyncioCore) stepBody(t *eval.Thread, task, coro, loop, exc eval.Value) error {
	var throw error
	if exc != nil {
		e, ok := exc.(*eval.Exception)
		if !ok {
			return eval.Errorf(eval.TypeErrorType, "exceptions must derive from BaseException")
		}
		throw = e
	}
	result, done, ret, ok, err := eval.CoroutineStep(t, coro, eval.None, throw)
	if !ok {
		// Another awaitable object: its send or throw.
		if throw == nil {
			result, err = callMethod(t, coro, "send", eval.None)
		} else {
			result, err = callMethod(t, coro, "throw", exc)
		}
		if e, isExc := err.(*eval.Exception); isExc && e.Type().IsSubtype(eval.StopIterationType) {
			done, ret, err = true, stopValue(e), nil
		}
	}
	if err != nil {
		e, isExc := err.(*eval.Exception)
		if !isExc {
			return err // limits
		}
		switch {
		case e.Type().IsSubtype(eval.StopIterationType):
			// raised by a coroutine of this engine: the PEP 479 error
			// became RuntimeError already; treat as a result
			return c.finish(t, task, stopValue(e))
		case e.Type().IsSubtype(c.cancelledError):
			if err := eval.SetAttr(t, task, "_cancelled_exc", e); err != nil {
				return err
			}
			_, err := eval.Call(t, c.futureCancel, []eval.Value{task}, nil)
			return err
		case e.Type().IsSubtype(eval.KeyboardInterruptType) || e.Type().IsSubtype(eval.SystemExitType):
			if _, err := eval.Call(t, c.futureSetExc, []eval.Value{task, e}, nil); err != nil {
				return err
			}
			return e
		default:
			_, err := eval.Call(t, c.futureSetExc, []eval.Value{task, e}, nil)
			return err
		}
	}
	if done {
		return c.finish(t, task, ret)
	}
	step, err := c.boundStep(t, task)
	if err != nil {
		return err
	}
	if result == eval.None {
		return c.callSoonOn(t, loop, step)
	}
	blocking, err := eval.LookupAttr(t, result, "_asyncio_future_blocking")
	if err != nil {
		return err
	}
	if blocking == nil || blocking == eval.None {
		msg, err := c.taskMessage(t, "Task got bad yield: %s", result)
		if err != nil {
			return err
		}
		return c.callSoonOn(t, loop, step, eval.NewException(eval.RuntimeErrorType, eval.NewStrT(t, msg)))
	}
	rloop, err := c.attr.loop.Get(t, result)
	if err != nil {
		return err
	}
	if rloop != loop {
		tr, err := eval.Repr(t, task)
		if err != nil {
			return err
		}
		rr, err := eval.Repr(t, result)
		if err != nil {
			return err
		}
		msg := fmt.Sprintf("Task %s got Future %s attached to a different loop", tr, rr)
		return c.callSoonOn(t, loop, step, eval.NewException(eval.RuntimeErrorType, eval.NewStrT(t, msg)))
	}
	b, err := eval.Truth(t, blocking)
	if err != nil {
		return err
	}
	if !b {
		tr, err := eval.Repr(t, task)
		if err != nil {
			return err
		}
		rr, err := eval.Repr(t, result)
		if err != nil {
			return err
		}
		msg := fmt.Sprintf("yield was used instead of yield from in task %s with %s", tr, rr)
		return c.callSoonOn(t, loop, step, eval.NewException(eval.RuntimeErrorType, eval.NewStrT(t, msg)))
	}
	if result == task {
		msg, err := c.taskMessage(t, "Task cannot await on itself: %s", task)
		if err != nil {
			return err
		}
		return c.callSoonOn(t, loop, step, eval.NewException(eval.RuntimeErrorType, eval.NewStrT(t, msg)))
	}
	if err := c.attr.blocking.Set(t, result, eval.False); err != nil {
		return err
	}
	wake, err := c.boundWakeup(t, task)
	if err != nil {
		return err
	}
	// result.add_done_callback(self.__wakeup, context=self._context)
	add, err := c.attr.addDone.Get(t, result)
	if err != nil {
		return err
	}
	if t.Interp.ContextVarsCurrent == nil {
		_, err = eval.Call(t, add, []eval.Value{wake}, nil)
	} else {
		var ctx eval.Value
		if ctx, err = c.attr.context.Get(t, task); err == nil {
			_, err = eval.Call(t, add, []eval.Value{wake, ctx}, []string{"context"})
		}
	}
	if err != nil {
		return err
	}
	if err := c.attr.futWaiter.Set(t, task, result); err != nil {
		return err
	}
	mc, err := c.attr.mustCancel.Get(t, task)
	if err != nil {
		return err
	}
	if mc == eval.True {
		msg, err := c.attr.cancelMsg.Get(t, task)
		if err != nil {
			return err
		}
		cancel, err := eval.GetAttr(t, result, "cancel")
		if err != nil {
			return err
		}
		r, err := eval.Call(t, cancel, []eval.Value{msg}, []string{"msg"})
		if err != nil {
			return err
		}
		if ok, err := eval.Truth(t, r); err != nil {
			return err
		} else if ok {
			return c.attr.mustCancel.Set(t, task, eval.False)
		}
	}
	return nil
}

func (c *asyncioCore) taskMessage(t *eval.Thread, format string, v eval.Value) (string, error) {
	r, err := eval.Repr(t, v)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf(format, r), nil //allocpath:ok format is one of this file's constants; r came from Repr
}

// finish ends a task whose coroutine returned ret.
func (c *asyncioCore) finish(t *eval.Thread, task, ret eval.Value) error {
	mc, err := c.attr.mustCancel.Get(t, task)
	if err != nil {
		return err
	}
	if mc == eval.True {
		if err := c.attr.mustCancel.Set(t, task, eval.False); err != nil {
			return err
		}
		msg, err := c.attr.cancelMsg.Get(t, task)
		if err != nil {
			return err
		}
		_, err = eval.Call(t, c.futureCancel, []eval.Value{task, msg}, []string{"msg"})
		return err
	}
	_, err = eval.Call(t, c.futureSetRes, []eval.Value{task, ret}, nil)
	return err
}

func (c *asyncioCore) boundStep(t *eval.Thread, task eval.Value) (eval.Value, error) {
	return eval.GetAttr(t, task, "_Task__step")
}

func (c *asyncioCore) boundWakeup(t *eval.Thread, task eval.Value) (eval.Value, error) {
	return eval.GetAttr(t, task, "_Task__wakeup")
}

// taskWakeup is Task.__wakeup(future): the step with the future's
// exception, or with nothing.
func (c *asyncioCore) taskWakeup(t *eval.Thread, task, future eval.Value) error {
	_, err := callMethod(t, future, "result")
	if err != nil {
		if e, ok := err.(*eval.Exception); ok {
			return c.taskStep(t, task, e)
		}
		return err
	}
	return c.taskStep(t, task, nil)
}

// stopValue is StopIteration.value.
func stopValue(e *eval.Exception) eval.Value {
	if e.Value == nil {
		return eval.None
	}
	return e.Value
}

// sleep0 is asyncio's _sleep0, what sleep(0) awaits: its __await__
// yields None once (a bare yield), so the task steps again at the next
// iteration of the loop.
type sleep0 struct{}

// sleep0Iter is the iterator of one await of sleep0.
type sleep0Iter struct{ done bool }

var (
	sleep0IterType = newIterType("asyncio.tasks", "_sleep0_iterator")
	sleep0Type     = newType("asyncio.tasks", "_Sleep0", map[string]fn{"__await__": sleep0Await})
)

func sleep0Await(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("__await__", args, kw, 0, 0); err != nil {
		return nil, err
	}
	if err := eval.Reserve(t, 16); err != nil {
		return nil, err
	}
	return &sleep0Iter{}, nil
}

func init() {
	// The type's __await__ is a method descriptor, which await calls
	// with the object as self (the builtin newType stores would be bound
	// first: two allocations at every sleep(0)).
	sleep0Type.Dict.Set("__await__", eval.NewMethodOf(sleep0Type, "__await__", sleep0Await))
}

func (sleep0) Type() *eval.Type      { return sleep0Type }
func (*sleep0Iter) Type() *eval.Type { return sleep0IterType }

// Next implements eval.Iterator: None once.
func (s *sleep0Iter) Next(t *eval.Thread) (eval.Value, error) {
	if s.done {
		return nil, nil
	}
	s.done = true
	return eval.None, nil
}
