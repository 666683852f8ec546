package pyinterp

import (
	"context"
	"fmt"
	"reflect"
	"time"

	"github.com/pyinterp/pyinterp/eval"
)

// Async tools: awaited tool calls run on their own goroutines.
//
// Calling an async tool (Tool.Async) binds and converts its arguments at
// once, on the run's thread and under its limits, and returns a coroutine
// (asyncio's _await_call). Awaited (directly, or as a task: gather,
// create_task, wait_for), the coroutine starts the Go function on its own
// goroutine (eval.Thread.StartAsyncCall) and waits on a future, so the
// event loop runs other tasks meanwhile and N awaited calls overlap in
// wall time, at most Options.MaxConcurrentToolCalls at once. The result
// is converted back, and a returned error raised, on the run's thread
// when the loop collects the call; the awaiting task then resumes with
// it. A cancelled or timed-out await abandons the call: its context is
// cancelled and whatever it returns later is dropped. So does the end of
// the run, whatever ended it. asyncio.to_thread(tool, ...) runs any tool
// this way.

// Async returns the tool as an async tool: calling it from Python returns
// a coroutine (as an async def would), and awaiting that runs the Go
// function on its own goroutine, concurrently with the program's other
// tasks and tool calls. The function gets the arguments as Go values; a
// ToolCall (ToolCallFrom) is in its context but its methods return an
// error, since the run goes on meanwhile. Parameters of type eval.Value
// are refused by AddTool for an async tool (the function must not touch
// Python objects while the program runs).
func (tool Tool) Async() Tool {
	tool.async = true
	return tool
}

var evalValueType = reflect.TypeFor[eval.Value]()

// checkAsync refuses an async tool whose function could reach Python
// objects from its goroutine.
func (tool *Tool) checkAsync() error {
	if !tool.async {
		return nil
	}
	for _, p := range tool.params {
		if reachesValue(p.typ, 0) {
			return fmt.Errorf("pyinterp: tool %s: an async tool cannot take Python values (parameter %s is %s)", tool.Name, p.name, p.typ)
		}
	}
	return nil
}

func reachesValue(typ reflect.Type, depth int) bool {
	if depth > 32 {
		return false
	}
	if typ == evalValueType || typ.Kind() == reflect.Interface && typ.NumMethod() > 0 && typ.Implements(evalValueType) {
		return true
	}
	switch typ.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return reachesValue(typ.Elem(), depth+1)
	case reflect.Map:
		return reachesValue(typ.Key(), depth+1) || reachesValue(typ.Elem(), depth+1)
	case reflect.Struct:
		for i := range typ.NumField() {
			if reachesValue(typ.Field(i).Type, depth+1) {
				return true
			}
		}
	}
	return false
}

// awaitableCall binds and converts a call of it and returns the coroutine
// that runs it on a goroutine when awaited.
func (e *Executor) awaitableCall(t *eval.Thread, it *installedTool, eventName string, args []eval.Value, kwnames []string) (eval.Value, error) {
	tool := &it.tool
	if !tool.async {
		if err := tool.checkAsyncParams(); err != nil {
			return nil, err
		}
	}
	call, err := tool.bind(t, it.defaults, args, kwnames)
	if err != nil {
		return nil, err
	}
	call.record = e.opts.OnEvent != nil
	call.ordered = e.opts.OrderedDicts
	run, err := tool.prepare(call)
	if err != nil {
		return nil, err
	}
	ctx := e.toolsContext()
	name := tool.Name
	var began time.Time
	var duration time.Duration
	var panicked error
	ac := &eval.AsyncCall{
		Run: func(ctx context.Context) (out any, err error) {
			handle := &ToolCall{e: e, name: name, done: true}
			ctx = context.WithValue(ctx, toolCallKey{}, handle)
			e.callback(func() {
				defer func() {
					if r := recover(); r != nil {
						panicked = &eval.InternalError{Msg: fmt.Sprintf("tool %s panicked: %v", name, r)}
					}
				}()
				began = time.Now()
				out, err = run(ctx)
				duration = time.Since(began)
			})
			return out, err
		},
		Finish: func(t *eval.Thread, out any, err error) (v eval.Value, ferr error) {
			if e.opts.OnEvent != nil {
				defer func() {
					ev := Event{Kind: EventToolCall, Tool: eventName, Args: call.goArgs, Kwargs: call.goKwargs, Duration: duration, Err: err}
					if ev.Err == nil {
						ev.Err = ferr
					}
					e.emit(ev)
				}()
			}
			if panicked != nil {
				return nil, panicked
			}
			if cerr := ctx.Err(); cerr != nil {
				return nil, contextLimit(cerr)
			}
			if err != nil {
				return nil, toolErrorException(name, err)
			}
			return (&toPyConv{t: t, ex: e}).toPy(out)
		},
	}
	start := eval.NewBuiltin("start", func(t *eval.Thread, _ eval.Value, a []eval.Value, k []string) (eval.Value, error) {
		if len(a) != 1 || len(k) != 0 {
			return nil, eval.Errorf(eval.TypeErrorType, "start() takes 1 argument")
		}
		if ac.Future != nil {
			return nil, eval.Errorf(eval.RuntimeErrorType, "tool call %s already started", name)
		}
		ac.Future = a[0]
		abandon := t.StartAsyncCall(ctx, ac)
		return eval.NewBuiltin("abandon", func(*eval.Thread, eval.Value, []eval.Value, []string) (eval.Value, error) {
			abandon()
			return eval.None, nil
		}), nil
	})
	mod, err := t.Interp.ImportUnchecked(t, "asyncio")
	if err != nil {
		return nil, err
	}
	awaitCall, ok := mod.Attrs.Get("_await_call")
	if !ok {
		return nil, eval.Errorf(eval.SystemErrorType, "asyncio has no _await_call")
	}
	coro, err := eval.Call(t, awaitCall, []eval.Value{start}, nil)
	if err != nil {
		return nil, err
	}
	eval.SetCoroutineName(coro, name)
	return coro, nil
}

// checkAsyncParams is checkAsync for a tool awaited through
// asyncio.to_thread.
func (tool *Tool) checkAsyncParams() error {
	t := *tool
	t.async = true
	if err := t.checkAsync(); err != nil {
		return eval.Errorf(eval.TypeErrorType, "%s", err.Error())
	}
	return nil
}

// awaitableTool is the interpreter's hook for asyncio.to_thread: the
// coroutine running fn on a goroutine when fn is one of the executor's
// tools.
func (e *Executor) awaitableTool(t *eval.Thread, fn eval.Value, args []eval.Value, kwnames []string) (eval.Value, bool, error) {
	b, ok := fn.(*eval.Builtin)
	if !ok {
		return nil, false, nil
	}
	e.toolsMu.RLock()
	var found *installedTool
	for _, it := range e.tools {
		if it.value == b {
			found = it
			break
		}
	}
	e.toolsMu.RUnlock()
	if found == nil || found.tool.Name == "final_answer" {
		return nil, false, nil
	}
	v, err := e.awaitableCall(t, found, found.tool.Name, args, kwnames)
	return v, true, err
}
