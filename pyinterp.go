// Package pyinterp runs Python written by a language model inside a Go
// program: a restricted Python 3 interpreter in pure Go, with a security
// policy and hard resource limits, in the manner of smolagents'
// LocalPythonExecutor but faster and stricter.
//
// # Running code
//
// An Executor is one Python session. Its namespace (variables, functions,
// imports) persists from one Run to the next, like the cells of a
// notebook:
//
//	ex, err := pyinterp.New(pyinterp.Options{})
//	if err != nil { ... }
//	res, err := ex.Run(ctx, "x = 6 * 7\nprint('hello')\nx")
//	// res.Value == int64(42), res.Logs == "hello\n"
//
// Result.Value is the value of the code's last statement if it is an
// expression (converted to Go: see convert.go), Result.Logs what the code
// printed. When the code fails, Run returns an *Error together with a
// Result whose Logs hold what was printed before the failure. The
// Error's text is written for the model to read and fix its code:
//
//	Code execution failed at line 'x = 1/0' due to: ZeroDivisionError: division by zero
//
// # Tools and final_answer
//
// Tools are Go functions the code may call. Func adapts a typed Go
// function by reflection; arguments and results are converted both ways,
// and a returned error becomes a Python exception the code may catch:
//
//	ex.AddTool(pyinterp.Func("web_search", func(ctx context.Context, query string, limit int) ([]string, error) {
//		return search(ctx, query, limit)
//	}, "query", "limit=10"))
//
// Every executor has the tool final_answer(answer): calling it ends the
// run at once, and Run returns a Result with IsFinalAnswer set and the
// answer in Value. No try/except in the code can intercept it. A tool's
// name cannot be rebound by the code (assignment, def, import as, ...).
//
// # An agent loop
//
//	ex, _ := pyinterp.New(pyinterp.Options{Timeout: 10 * time.Second})
//	ex.AddTool(searchTool)
//	history := []string{task}
//	for step := 0; step < maxSteps; step++ {
//		code := askModel(history)                 // the model writes Python
//		res, err := ex.Run(ctx, code)
//		if err != nil {                           // show the model its error
//			history = append(history, res.Logs+err.Error())
//			continue
//		}
//		if res.IsFinalAnswer {
//			return res.Value, nil
//		}
//		history = append(history, res.Logs+"Last output: "+res.Repr)
//	}
//
// # Safety
//
// The code can import only authorized modules (policy.DefaultImports plus
// Options.AuthorizedImports), cannot reach interpreter internals through
// attributes (__globals__, __subclasses__, frames: see package policy),
// cannot call eval, exec, open and the like, and runs under limits on
// operations, while-loop iterations, time, memory, recursion depth and
// output (see Options). Limits end the run: no try/except catches them.
// A panic inside a run (a bug, or a panicking tool) comes back as an
// *Error of KindInternal, and the executor stays usable.
//
// Executors share nothing mutable: any number of them may run in parallel
// goroutines. One Executor runs one Run at a time (concurrent calls wait).
package pyinterp

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/builtins"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/modules"
	"github.com/pyinterp/pyinterp/parser"
	"github.com/pyinterp/pyinterp/policy"
)

// filename is the name the code has in tracebacks, as exec gives it.
const filename = "<string>"

// Executor is a Python session: an interpreter, its namespace, its tools.
type Executor struct {
	mu     sync.Mutex
	opts   Options
	policy *policy.Policy

	in      *eval.Interp
	globals *eval.Globals

	tools     []*installedTool // in order of AddTool; final_answer first
	variables map[string]any   // SetVariables since the last Reset (re-applied by nothing; kept for Reset semantics)

	runCtx context.Context // context of the Run in progress, for tools
	runID  uint64          // number of the current (or last) run, for events
}

type installedTool struct {
	tool     Tool
	defaults []eval.Value
	value    *eval.Builtin
}

// Result is the outcome of a Run.
type Result struct {
	// Value is the value of the last statement when it is an expression
	// (None otherwise), or the answer passed to final_answer, converted to
	// Go (see convert.go); nil for None.
	Value any
	// Repr is repr() of that value ("None" for None).
	Repr string
	// Logs is what the code printed, also when the run failed.
	Logs string
	// IsFinalAnswer reports that the code called final_answer.
	IsFinalAnswer bool
	// Operations is the number of operations the run counted.
	Operations int64
}

// New returns an executor configured by opts.
func New(opts Options) (*Executor, error) {
	if err := opts.validate(); err != nil {
		return nil, err
	}
	e := &Executor{opts: opts, policy: policy.New(opts.AuthorizedImports...)}
	if err := e.policy.AllowDunders(opts.AllowedDunders...); err != nil {
		return nil, fmt.Errorf("pyinterp: %v", err)
	}
	if opts.OnEvent != nil {
		e.policy.OnRefusal = func(r policy.Refusal) {
			e.emit(Event{Kind: EventRefused, Refusal: r.Kind, Name: r.Name})
		}
	}
	e.reset()
	return e, nil
}

// reset builds a fresh interpreter and namespace and installs the tools.
func (e *Executor) reset() {
	if e.in != nil {
		e.in.ReleaseGenerators()
	}
	in := eval.NewInterp()
	builtins.Install(in)
	if e.opts.Modules != nil {
		e.opts.Modules(in)
	} else {
		modules.Install(in, modules.Options{})
	}
	e.policy.Install(in)
	for _, name := range e.opts.ProtectedNames {
		in.Protect(name)
	}
	e.in = in
	e.globals = eval.NewGlobals(in.Builtins)
	tools := e.tools
	e.tools = nil
	if len(tools) == 0 {
		tools = []*installedTool{{tool: finalAnswerTool()}}
	}
	for _, it := range tools {
		if err := e.install(it.tool); err != nil {
			panic("pyinterp: reinstalling tool: " + err.Error()) // it installed before
		}
	}
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
	e.mu.Lock()
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
	if tool.err != nil {
		return tool.err
	}
	if !isIdentifier(tool.Name) || isKeyword(tool.Name) {
		return fmt.Errorf("pyinterp: tool name %q is not a Python identifier", tool.Name)
	}
	if tool.call == nil {
		return fmt.Errorf("pyinterp: tool %s: use Func or RawFunc to make a tool", tool.Name)
	}
	it := &installedTool{tool: tool}
	defaults, err := e.evalDefaults(&tool)
	if err != nil {
		return err
	}
	it.defaults = defaults
	it.value = eval.NewBuiltin(tool.Name, e.toolFunc(it))
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
	e.in.Builtins.Set(tool.Name, it.value)
	e.in.Protect(tool.Name)
	e.globals.Delete(tool.Name)
	return nil
}

// toolValue returns a callable for a Tool passed as a value (in
// SetVariables or a tool's result); its name is not protected.
func (e *Executor) toolValue(tool *Tool) (eval.Value, error) {
	if tool.err != nil {
		return nil, eval.Errorf(eval.TypeErrorType, "%s", tool.err.Error())
	}
	if tool.call == nil {
		return nil, eval.Errorf(eval.TypeErrorType, "tool %s was not made with Func or RawFunc", tool.Name)
	}
	it := &installedTool{tool: *tool}
	defaults, err := e.evalDefaults(tool)
	if err != nil {
		return nil, eval.Errorf(eval.ValueErrorType, "%s", err.Error())
	}
	it.defaults = defaults
	it.value = eval.NewBuiltin(tool.Name, e.toolFunc(it))
	return it.value, nil
}

// evalDefaults evaluates the default expressions of a tool's parameters.
func (e *Executor) evalDefaults(tool *Tool) ([]eval.Value, error) {
	defaults := make([]eval.Value, len(tool.params))
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
	mod, err := parser.Compile(filename, code)
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
	prog, err := e.in.Compile(filename, code, mod, g)
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
func (e *Executor) toolFunc(it *installedTool) eval.BuiltinFunc {
	tool := &it.tool
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (result eval.Value, err error) {
		var call *toolCall
		var start time.Time
		var toolErr error // the tool's own error, for the event
		if e.opts.OnEvent != nil {
			defer func() {
				ev := Event{Kind: EventToolCall, Tool: tool.Name}
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
		ctx := e.runCtx
		if ctx == nil {
			ctx = context.Background()
		}
		defer func() {
			if r := recover(); r != nil {
				result, err = nil, &eval.InternalError{Msg: fmt.Sprintf("tool %s panicked: %v", tool.Name, r)}
			}
		}()
		start = time.Now()
		out, err := tool.call(ctx, call)
		if cerr := ctx.Err(); cerr != nil {
			// The run's time is up (or it was cancelled) while the tool ran:
			// that ends the run, whatever the tool returned.
			return nil, contextLimit(cerr)
		}
		if err != nil {
			toolErr = err
			return nil, toolErrorException(err)
		}
		v, err := (&toPyConv{t: t, ex: e}).toPy(out)
		if err != nil {
			return nil, err
		}
		if tool.Name == "final_answer" {
			return nil, &finalAnswer{value: v}
		}
		return v, nil
	}
}

func contextLimit(err error) error {
	if err == context.DeadlineExceeded {
		return &eval.LimitError{Kind: eval.LimitTimeout}
	}
	return &eval.LimitError{Kind: eval.LimitCancelled}
}

// limitedBuffer collects printed output and copies it to the host's
// writer; the size limit is the thread's.
type outputSink struct {
	b   strings.Builder
	tee io.Writer
}

func (o *outputSink) Write(p []byte) (int, error) {
	o.b.Write(p)
	if o.tee != nil {
		o.tee.Write(p) // the host's writer failing does not fail the program
	}
	return len(p), nil
}

// Run parses, compiles and runs code in the executor's namespace. On
// failure it returns the *Error and a Result with the output printed
// before the failure. ctx bounds the run together with Options.Timeout.
func (e *Executor) Run(ctx context.Context, code string) (*Result, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.runID++
	start := time.Now()
	e.emit(Event{Kind: EventRunStart, Time: start, Code: code, Filename: filename})
	res, perr := e.run(ctx, code)
	var err error
	if perr != nil {
		err = perr // never a typed nil in the interface
	}
	if e.opts.OnEvent != nil {
		if perr != nil && perr.Kind == KindLimit {
			e.emit(Event{Kind: EventLimit, Limit: perr.Limit, Err: err})
		}
		e.emit(Event{Kind: EventRunEnd, Duration: time.Since(start), Operations: res.Operations, FinalAnswer: res.IsFinalAnswer, Err: err})
	}
	return res, err
}

// run is Run with the executor locked.
func (e *Executor) run(ctx context.Context, code string) (*Result, *Error) {
	res := &Result{Repr: "None"}
	err := ctx.Err()
	if d, ok := ctx.Deadline(); ok && err == nil && !time.Now().Before(d) {
		err = context.DeadlineExceeded // the context's timer has not fired yet
	}
	if err != nil {
		perr := newError(nil, contextLimit(err), 0, "")
		perr.wrapContext(ctx)
		return res, perr
	}
	if err := e.checkCodeSize(code); err != nil {
		err.Traceback = err.typeMessage() + "\n"
		return res, err
	}
	src := []byte(code)
	mod, err := parser.Compile(filename, src)
	if err != nil {
		return res, newError(nil, err, 0, "")
	}
	// Each top-level statement is compiled on its own (all of them before
	// any runs), so that a failure is reported with the statement it
	// happened in, as smolagents reports it.
	progs := make([]*eval.Program, len(mod.Body))
	for i, s := range mod.Body {
		body := []ast.Stmt{s}
		if e.opts.SmolagentsLastValue && i == len(mod.Body)-1 {
			if _, ok := s.(*ast.ExprStmt); !ok {
				body = smolagentsLast(s)
				defer e.globals.Delete(lastValueName)
				defer e.globals.Delete(lastTempName)
			}
		}
		p, err := e.in.Compile(filename, src, &ast.Module{Body: body}, e.globals)
		if err != nil {
			return res, newError(nil, err, s.Position().Lineno, segment(src, s))
		}
		progs[i] = p
	}

	timeout := e.opts.timeout()
	var deadline time.Time
	if timeout > 0 {
		deadline = time.Now().Add(timeout)
	}
	if d, ok := ctx.Deadline(); ok && (deadline.IsZero() || d.Before(deadline)) {
		deadline = d
	}
	runCtx, cancelRun := ctx, context.CancelFunc(func() {})
	if !deadline.IsZero() {
		runCtx, cancelRun = context.WithDeadline(ctx, deadline)
	}
	defer cancelRun()
	var cancel atomic.Bool
	stop := context.AfterFunc(runCtx, func() { cancel.Store(true) })
	defer stop()

	out := &outputSink{tee: e.opts.Stdout}
	t := eval.NewThread(e.in, e.opts.limits(deadline), out, &cancel)
	defer t.Release()
	e.runCtx = runCtx
	defer func() { e.runCtx = nil }()

	eval.SetupAnnotations(e.globals, mod.Body) // CPython's SETUP_ANNOTATIONS for the whole module
	var last eval.Value = eval.None
	for i, p := range progs {
		v, err := t.Run(p, e.globals)
		if err != nil {
			res.Logs = out.b.String()
			res.Operations = operations(t, e.opts.limits(time.Time{}).MaxOperations)
			if fa, ok := err.(*finalAnswer); ok {
				res.IsFinalAnswer = true
				e.setValue(res, t, fa.value)
				return res, nil
			}
			if lim, ok := err.(*eval.LimitError); ok && lim.Kind == eval.LimitCancelled && runCtx.Err() == context.DeadlineExceeded {
				err = &eval.LimitError{Kind: eval.LimitTimeout}
			}
			s := mod.Body[i]
			perr := newError(t, err, s.Position().Lineno, segment(src, s))
			if lim, ok := err.(*eval.LimitError); ok && lim.Kind == eval.LimitTimeout {
				perr.Message = fmt.Sprintf("Code execution exceeded the maximum execution time of %s", timeoutText(ctx, timeout))
			}
			perr.wrapContext(ctx)
			return res, perr
		}
		if i == len(progs)-1 {
			last = v
		}
	}
	res.Logs = out.b.String()
	res.Operations = operations(t, e.opts.limits(time.Time{}).MaxOperations)
	e.setValue(res, t, last)
	return res, nil
}

// operations returns the operations t counted, at most max+1 (after the
// limit is reached the thread's counter is not meaningful).
func operations(t *eval.Thread, max int64) int64 {
	n := t.Operations()
	if max > 0 && (n > max || n < 0) {
		return max + 1
	}
	return n
}

func timeoutText(ctx context.Context, timeout time.Duration) string {
	if _, ok := ctx.Deadline(); ok || timeout <= 0 {
		return "the context's deadline"
	}
	return timeout.String()
}

// setValue fills the result's value and repr from v.
func (e *Executor) setValue(res *Result, t *eval.Thread, v eval.Value) {
	if v == nil || v == eval.None {
		return
	}
	rt := e.scratchThread()
	if s, err := eval.Repr(rt, v); err == nil {
		res.Repr = s
	} else {
		res.Repr = "<" + eval.TypeName(v) + " object>"
	}
	g, err := (&toGoConv{t: rt, opaque: true, ordered: e.opts.OrderedDicts}).toGo(v, 0)
	if err == nil {
		res.Value = g
	} else {
		res.Value = Opaque{Type: eval.TypeName(v), Repr: truncate(res.Repr, 1000)}
	}
}

// truncate cuts s to n bytes (on a rune boundary), marking the cut.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}

// scratchThread is a thread with small limits for work the host asks for
// outside a run (reprs of results and variables).
func (e *Executor) scratchThread() *eval.Thread {
	return e.scratchThreadUntil(time.Now().Add(time.Second))
}

// scratchThreadUntil is scratchThread with the given deadline, for host
// calls that make several threads under one time budget.
func (e *Executor) scratchThreadUntil(deadline time.Time) *eval.Thread {
	return eval.NewThread(e.in, eval.Limits{
		MaxOperations: 1_000_000, MaxMemory: 16 << 20, MaxRecursionDepth: 100, MaxOutput: 1,
		Deadline: deadline,
	}, io.Discard, nil)
}

// segment returns the source text of a statement, as
// ast.get_source_segment does.
func segment(src []byte, s ast.Stmt) string {
	p := s.Position()
	lines := strings.SplitAfter(string(src), "\n")
	if p.Lineno < 1 || p.EndLineno > len(lines) || p.EndLineno < p.Lineno {
		return ""
	}
	if p.Lineno == p.EndLineno {
		l := lines[p.Lineno-1]
		if p.EndColOffset <= len(l) && p.ColOffset <= p.EndColOffset {
			return l[p.ColOffset:p.EndColOffset]
		}
		return strings.TrimRight(l, "\r\n")
	}
	var b strings.Builder
	first := lines[p.Lineno-1]
	if p.ColOffset <= len(first) {
		b.WriteString(first[p.ColOffset:])
	}
	for _, l := range lines[p.Lineno : p.EndLineno-1] {
		b.WriteString(l)
	}
	lastLine := lines[p.EndLineno-1]
	if p.EndColOffset <= len(lastLine) {
		b.WriteString(lastLine[:p.EndColOffset])
	}
	return b.String()
}

// SetVariables binds Python variables from Go values (converted as
// described in convert.go). Names must be identifiers and may not be
// tool names.
func (e *Executor) SetVariables(vars map[string]any) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	// The host's data is not charged to a budget: it is the host's to size.
	t := eval.NewThread(e.in, eval.Limits{MaxRecursionDepth: 200}, io.Discard, nil)
	conv := &toPyConv{t: t, ex: e}
	converted := make(map[string]eval.Value, len(vars))
	for name, x := range vars {
		if !isIdentifier(name) || isKeyword(name) {
			return fmt.Errorf("pyinterp: variable name %q is not a Python identifier", name)
		}
		for _, it := range e.tools {
			if it.tool.Name == name {
				return fmt.Errorf("pyinterp: cannot set variable %s: it is a tool's name", name)
			}
		}
		v, err := conv.toPy(x)
		if err != nil {
			return fmt.Errorf("pyinterp: variable %s: %v", name, err)
		}
		converted[name] = v
	}
	for name, v := range converted {
		e.globals.Set(name, v)
	}
	return nil
}

// Variables returns the namespace as Go values (see convert.go): every
// variable the code or SetVariables bound, tools excluded. Values with no
// Go counterpart (functions, modules, instances) are Opaque; containers
// nested deeper than 100 levels, and cycles, are cut with an Opaque
// whose Repr is "..."; so is a variable past the size caps the call
// shares (4 Mi values, 256 MiB of bytes copied). The program's reprs run
// for at most a second in all.
func (e *Executor) Variables() map[string]any {
	e.mu.Lock()
	defer e.mu.Unlock()
	// Each variable gets its own operation and memory budget, but they
	// share one deadline: the program's reprs run for at most a second in
	// all, however many variables it binds. Past it, no program code runs
	// (a nil thread: the reprs of Opaque values are the "<type object>"
	// form). The size caps of the conversion (values made, bytes copied)
	// are shared too, or many names for one big value would copy it once
	// per name; a variable past them is an Opaque whose Repr is "...".
	deadline := time.Now().Add(time.Second)
	out := map[string]any{}
	conv := &toGoConv{opaque: true, ordered: e.opts.OrderedDicts}
	for _, name := range e.globals.Names() {
		v, ok := e.globals.Get(name)
		if !ok {
			continue
		}
		conv.t = nil
		if time.Now().Before(deadline) {
			conv.t = e.scratchThreadUntil(deadline) // fresh budgets for each variable
		}
		g, err := conv.toGo(v, 0)
		if err != nil {
			g = Opaque{Type: eval.TypeName(v), Repr: "..."}
		}
		out[name] = g
	}
	return out
}

// Reset forgets the namespace and everything the code did (imported
// modules and their state included): the executor is as New made it,
// with the same tools.
func (e *Executor) Reset() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.reset()
}

// Close ends the executor's suspended generators (whose coroutines hold
// goroutines). The executor remains usable.
func (e *Executor) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.in.ReleaseGenerators()
	return nil
}

// Tools returns the names of the installed tools, final_answer first.
func (e *Executor) Tools() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	names := make([]string, len(e.tools))
	for i, it := range e.tools {
		names[i] = it.tool.Name
	}
	return names
}

// AuthorizedImports returns the import patterns the executor authorizes.
func (e *Executor) AuthorizedImports() []string { return e.policy.AuthorizedImports() }

var keywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true, "async": true,
	"await": true, "break": true, "class": true, "continue": true, "def": true, "del": true, "elif": true,
	"else": true, "except": true, "finally": true, "for": true, "from": true, "global": true, "if": true,
	"import": true, "in": true, "is": true, "lambda": true, "nonlocal": true, "not": true, "or": true,
	"pass": true, "raise": true, "return": true, "try": true, "while": true, "with": true, "yield": true,
}

func isKeyword(s string) bool { return keywords[s] }
