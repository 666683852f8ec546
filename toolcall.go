package pyinterp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"reflect"
	"time"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/parser"
)

// installedTool is a tool made callable in one interpreter.
type installedTool struct {
	tool     Tool
	defaults []eval.Value
	value    *eval.Builtin
}

// finalAnswerTool is the default final_answer: it returns its argument.
func finalAnswerTool() Tool {
	return Func("final_answer", func(answer eval.Value) eval.Value { return answer }, "answer").
		WithDoc("Provides a final answer to the given problem.")
}

// AddTool makes tool callable from Python under its name, replacing a
// tool of the same name (a host-provided final_answer replaces the
// default one: its result becomes the final answer). The name is
// protected: code that binds it fails to compile with
// "InterpreterError: Cannot assign to name 'x': doing this would erase the
// existing tool!". A variable of the same name is removed.
func (e *Executor) AddTool(tool Tool) error {
	if err := e.lock(); err != nil {
		return err
	}
	defer e.mu.Unlock()
	return e.install(tool)
}

// AddTools adds several tools, stopping at the first error.
func (e *Executor) AddTools(tools ...Tool) error {
	for _, t := range tools {
		if err := e.AddTool(t); err != nil {
			return err
		}
	}
	return nil
}

func (e *Executor) install(tool Tool) error {
	if !validName(tool.Name) {
		return fmt.Errorf("pyinterp: tool name %q is not a Python identifier", tool.Name)
	}
	if tool.prepare == nil {
		return fmt.Errorf("pyinterp: tool %s: use Func or RawFunc to make a tool", tool.Name)
	}
	if err := tool.checkAsync(); err != nil {
		return err
	}
	it, err := e.newInstalledTool(tool, "")
	if err != nil {
		return err
	}
	e.toolsMu.Lock()
	replaced := false
	for i, old := range e.tools {
		if old.tool.Name == tool.Name {
			e.tools[i] = it
			replaced = true
		}
	}
	if !replaced {
		e.tools = append(e.tools, it)
	}
	e.toolsMu.Unlock()
	e.in.Builtins.Set(tool.Name, it.value)
	e.in.Protect(tool.Name)
	e.globals.Delete(tool.Name)
	// Programs compiled before may bind the name the tool now protects.
	e.compiled = programCache{}
	return nil
}

// newInstalledTool evaluates the tool's defaults and makes its Python
// callable: a function of the host's module named module, or a tool ("").
func (e *Executor) newInstalledTool(tool Tool, module string) (*installedTool, error) {
	it := &installedTool{tool: tool}
	defaults, err := e.evalDefaults(&tool)
	if err != nil {
		return nil, err
	}
	it.defaults = defaults
	if module == "" {
		it.value = eval.NewBuiltin(tool.Name, e.toolFunc(it, tool.Name))
	} else {
		it.value = eval.NewModuleBuiltin(module, tool.Name, e.toolFunc(it, module+"."+tool.Name))
	}
	it.value.SetDoc(tool.Doc)
	return it, nil
}

// toolValue returns a callable for a Tool passed as a value (in
// SetVariables or a tool's result); its name is not protected.
func (e *Executor) toolValue(tool *Tool) (eval.Value, error) {
	if tool.prepare == nil {
		return nil, eval.Errorf(eval.TypeErrorType, "tool %s was not made with Func or RawFunc", tool.Name)
	}
	it, err := e.newInstalledTool(*tool, "")
	if err != nil {
		return nil, eval.Errorf(eval.ValueErrorType, "%s", err.Error())
	}
	return it.value, nil
}

// evalDefaults evaluates the default expressions of a tool's parameters.
func (e *Executor) evalDefaults(tool *Tool) ([]eval.Value, error) {
	defaults := make([]eval.Value, len(tool.params)) //allocpath:ok one per parameter of the tool, host data
	for i, p := range tool.params {
		if p.defaultSrc == "" {
			continue
		}
		v, err := e.evalExpr(p.defaultSrc)
		if err != nil {
			return nil, fmt.Errorf("pyinterp: tool %s: default of %s: %v", tool.Name, p.name, err)
		}
		defaults[i] = v
	}
	return defaults, nil
}

// evalExpr evaluates a Python expression in a scratch namespace, under
// small limits.
func (e *Executor) evalExpr(src string) (eval.Value, error) {
	code := []byte("(" + src + "\n)")
	mod, err := parser.Compile(defaultFilename, code)
	if err != nil {
		return nil, err
	}
	if len(mod.Body) != 1 {
		return nil, fmt.Errorf("not an expression")
	}
	if _, ok := mod.Body[0].(*ast.ExprStmt); !ok {
		return nil, fmt.Errorf("not an expression")
	}
	g := eval.NewGlobals(e.in.Builtins)
	prog, err := e.in.Compile(defaultFilename, code, mod, g)
	if err != nil {
		return nil, err
	}
	t := eval.NewThread(e.in, eval.Limits{MaxOperations: 100_000, MaxMemory: 1 << 20, MaxRecursionDepth: 50, MaxOutput: 1}, io.Discard, nil)
	return t.Run(prog, g)
}

// finalAnswer is the error that carries final_answer's value out of the
// run. It is not a Python exception: no except clause matches it and
// finally blocks do not run, as for limits.
type finalAnswer struct{ value eval.Value }

func (*finalAnswer) Error() string { return "final_answer" }

// toolFunc is the Python-callable body of an installed tool.
func (e *Executor) toolFunc(it *installedTool, eventName string) eval.BuiltinFunc {
	tool := &it.tool
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (result eval.Value, err error) {
		if tool.async {
			return e.awaitableCall(t, it, eventName, args, kwnames)
		}
		var call *toolCall
		var start time.Time
		var toolErr error // the tool's own error, for the event
		if e.opts.OnEvent != nil {
			defer func() {
				ev := Event{Kind: EventToolCall, Tool: eventName}
				if call != nil {
					ev.Args, ev.Kwargs = call.goArgs, call.goKwargs
				}
				if !start.IsZero() {
					ev.Duration = time.Since(start)
				}
				ev.Err = toolErr
				if ev.Err == nil {
					if _, ok := err.(*finalAnswer); !ok {
						ev.Err = err
					}
				}
				e.emit(ev)
			}()
		}
		call, err = tool.bind(t, it.defaults, args, kwnames)
		if err != nil {
			return nil, err
		}
		call.record = e.opts.OnEvent != nil
		call.ordered = e.opts.OrderedDicts
		runCtx := e.runContext()
		handle := &ToolCall{e: e, t: t, name: tool.Name}
		defer func() { handle.done = true }()
		ctx := context.WithValue(runCtx, toolCallKey{}, handle)
		var out any
		var panicked error
		e.callback(func() {
			defer func() {
				if r := recover(); r != nil {
					panicked = &eval.InternalError{Msg: fmt.Sprintf("tool %s panicked: %v", tool.Name, r)}
				}
			}()
			start = time.Now()
			out, err = tool.call(ctx, call)
		})
		if panicked != nil {
			toolErr = panicked
			return nil, panicked
		}
		if cerr := runCtx.Err(); cerr != nil {
			// The run's time is up (or it was cancelled) while the tool ran:
			// that ends the run, whatever the tool returned.
			return nil, contextLimit(cerr)
		}
		if err != nil {
			toolErr = err
			return nil, toolErrorException(tool.Name, err)
		}
		v, err := (&toPyConv{t: t, ex: e}).toPy(out)
		if err != nil {
			return nil, err
		}
		if tool.Name == "final_answer" && eventName == "final_answer" {
			return nil, &finalAnswer{value: v}
		}
		return v, nil
	}
}

// ToolCall is a tool call in progress. A tool finds it in its context
// (ToolCallFrom) and, through it, reaches the namespace of the run that
// called it and the run's printed output, under the run's limits: what
// the Executor's own methods would do, which a tool cannot call (they
// return ErrBusy during the run).
//
// A ToolCall is valid until the tool returns (later calls of its methods
// return an error), and is not safe for concurrent use. An error from its
// methods that the tool returns as is keeps its meaning: a limit reached
// ends the run, a conversion error raises its Python exception.
type ToolCall struct {
	e    *Executor
	t    *eval.Thread
	name string
	done bool
}

type toolCallKey struct{}

// ToolCallFrom returns the tool call whose context ctx is (or derives
// from), or nil.
func ToolCallFrom(ctx context.Context) *ToolCall {
	c, _ := ctx.Value(toolCallKey{}).(*ToolCall)
	return c
}

// errCallOver is the error of a ToolCall's methods after the tool returned.
var errCallOver = errors.New("pyinterp: the tool call is over")

func (c *ToolCall) check() error {
	if c == nil || c.done {
		return errCallOver
	}
	return nil
}

// Tool returns the name of the tool being called.
func (c *ToolCall) Tool() string { return c.name }

// Get converts the variable name of the run's namespace into dst, a
// non-nil pointer, as Executor.Get does.
func (c *ToolCall) Get(name string, dst any) error {
	if err := c.check(); err != nil {
		return err
	}
	return c.e.get(c.t, name, dst)
}

// Set binds the variable name in the run's namespace to value, converted
// to Python (see "Values" in the package doc), as Executor.SetVariables
// does; the conversion is charged to the run.
func (c *ToolCall) Set(name string, value any) error {
	if err := c.check(); err != nil {
		return err
	}
	return c.e.setVariables(c.t, map[string]any{name: value})
}

// Variables returns the run's namespace as Executor.Variables does, the
// conversion charged to the run.
func (c *ToolCall) Variables() (map[string]any, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	return c.e.variables(c.t, time.Time{})
}

// Write writes p to the program's printed output (Result.Logs and the
// run's Stdout), after what the program printed so far, under the run's
// output limit.
func (c *ToolCall) Write(p []byte) (int, error) {
	if err := c.check(); err != nil {
		return 0, err
	}
	if err := c.t.Write(string(p)); err != nil {
		return 0, err
	}
	return len(p), nil
}

// get converts the variable name into dst with thread t.
func (e *Executor) get(t *eval.Thread, name string, dst any) error {
	rv := reflect.ValueOf(dst)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("pyinterp: Get(%q): destination must be a non-nil pointer, not %T", name, dst)
	}
	v, ok := e.globals.Get(name)
	if !ok {
		return fmt.Errorf("pyinterp: %w: %s", ErrUndefined, name)
	}
	out, err := fromPy(t, v, rv.Type().Elem(), 0)
	if err != nil {
		return fmt.Errorf("pyinterp: variable %s: %w", name, err)
	}
	rv.Elem().Set(out)
	return nil
}

// ErrUndefined is the error of Get for a name the namespace does not bind.
var ErrUndefined = errors.New("name is not defined")
