package pyinterp

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/eval"
)

// Result is the outcome of a Run, RunProgram or Call.
type Result struct {
	// Value is the value of the last statement when it is an expression
	// (None otherwise), the value Call's function returned, or the answer
	// passed to final_answer, converted to Go (see "Values" in the package
	// doc); nil for None.
	Value any
	// Repr is repr() of that value ("None" for None).
	Repr string
	// Logs is what the code printed (print, sys.stdout), also when the
	// run failed.
	Logs string
	// Stderr is what the code wrote to sys.stderr, and the message of a
	// SystemExit whose code is not an int (as CPython prints it).
	Stderr string
	// Exited reports that the code raised SystemExit (sys.exit(), exit(),
	// quit(), raise SystemExit) and did not catch it: the run ended there
	// without error, and ExitCode is the status CPython would exit with
	// (0 for sys.exit() or None, the int modulo 256, 1 for any other
	// value, whose str is then in Stderr). The namespace keeps what the
	// code did before it exited.
	Exited   bool
	ExitCode int
	// IsFinalAnswer reports that the code called final_answer.
	IsFinalAnswer bool
	// Operations is the number of operations the run counted.
	Operations int64
}

// Run parses, compiles and runs code in the executor's namespace, with
// the executor's Options and the given per-run options. ctx bounds the
// run together with the timeout.
//
// When the code fails, Run returns an *Error and a Result with the output
// printed before the failure. Other errors (ErrClosed, ErrBusy, invalid
// options) are not *Error, and come with an empty Result.
func (e *Executor) Run(ctx context.Context, code string, opts ...RunOption) (*Result, error) {
	if err := e.lock(); err != nil {
		return emptyResult(), err
	}
	defer e.mu.Unlock()
	cfg, err := e.config(nil, opts)
	if err != nil {
		return emptyResult(), err
	}
	return e.start(ctx, cfg, Event{Code: code}, func() (*Result, *Error) {
		if perr := e.checkCodeSize(code, cfg); perr != nil {
			return emptyResult(), perr
		}
		p, keep, perr := e.sourceProgram(code, cfg)
		if perr != nil {
			return emptyResult(), perr
		}
		cfg.warn = true // Run compiles the code: CPython warns at each compilation
		return e.runProgram(ctx, p, keep, cfg)
	})
}

// RunProgram runs a compiled program in the executor's namespace, as Run
// runs code: the options given to Compile apply, then those given here.
// The executor compiles the program to its own closures once and keeps
// them (until Reset) for the next RunProgram of the same program.
func (e *Executor) RunProgram(ctx context.Context, p *Program, opts ...RunOption) (*Result, error) {
	if err := e.lock(); err != nil {
		return emptyResult(), err
	}
	defer e.mu.Unlock()
	cfg, err := e.config(p, opts)
	if err != nil {
		return emptyResult(), err
	}
	return e.start(ctx, cfg, Event{Code: p.code}, func() (*Result, *Error) {
		if perr := e.checkCodeSize(p.code, cfg); perr != nil {
			return emptyResult(), perr
		}
		return e.runProgram(ctx, p, p.keep, cfg)
	})
}

func emptyResult() *Result { return &Result{Repr: "None"} }

// start numbers a run, reports its start and end to the event hook, and
// runs body, with the executor locked.
func (e *Executor) start(ctx context.Context, cfg *runConfig, ev Event, body func() (*Result, *Error)) (*Result, error) {
	e.runID++
	var begin time.Time
	if e.opts.OnEvent != nil {
		begin = time.Now()
		ev.Kind, ev.Time, ev.Filename = EventRunStart, begin, cfg.filename
		e.emit(ev)
	}
	res, perr := body()
	var err error
	if perr != nil {
		perr.wrapContext(ctx)
		err = perr // never a typed nil in the interface
	}
	if e.opts.OnEvent != nil {
		if perr != nil && perr.Kind == KindLimit {
			e.emit(Event{Kind: EventLimit, Limit: perr.Limit, Err: err})
		}
		e.emit(Event{Kind: EventRunEnd, Duration: time.Since(begin), Operations: res.Operations, FinalAnswer: res.IsFinalAnswer, Err: err})
	}
	return res, err
}

// runProgram runs p's statements one after the other; keep keeps their
// closures for p's next run.
func (e *Executor) runProgram(ctx context.Context, p *Program, keep bool, cfg *runConfig) (*Result, *Error) {
	if cfg.interactive {
		e.installDisplayHook() // before compiling, which binds the name
	}
	progs, perr := e.compiled.get(e, p, keep)
	if perr != nil {
		return emptyResult(), perr
	}
	return e.execute(ctx, cfg, func(t *eval.Thread) (eval.Value, *stmtError) {
		if e.opts.SmolagentsLastValue {
			defer e.globals.Delete(lastValueName)
			defer e.globals.Delete(lastTempName)
		}
		if cfg.warn && len(p.warnings) > 0 {
			if err := e.compileWarnings(t, p); err != nil {
				return nil, &stmtError{err: err}
			}
		}
		eval.SetupAnnotationsIf(e.globals, p.annots) // CPython's SETUP_ANNOTATIONS for the whole module
		if doc := moduleDocstring(p.mod); doc != eval.None && !cfg.interactive {
			e.globals.Set("__doc__", doc) // a docstring is the module's __doc__, as exec() binds it
		}
		var last eval.Value = eval.None
		for i, prog := range progs {
			v, err := t.Run(prog, e.globals)
			if err != nil {
				s := p.shown[i]
				return nil, &stmtError{err: err, line: s.Position().Lineno, text: segment(p.src, s)}
			}
			if i == len(progs)-1 {
				last = v
			}
		}
		return last, nil
	})
}

// stmtError is the failure of a run: the error and the top-level
// statement it happened in (none for Call).
type stmtError struct {
	err  error
	line int
	text string
}

// execute runs body on a new thread under the run's limits, context and
// output, and makes the Result (or the *Error) of what it returns.
func (e *Executor) execute(ctx context.Context, cfg *runConfig, body func(t *eval.Thread) (eval.Value, *stmtError)) (*Result, *Error) {
	res := emptyResult()
	if err := contextDone(ctx); err != nil {
		return res, newError(nil, contextLimit(err), 0, "", cfg.filename, false)
	}
	timeout := cfg.limits.timeout()
	var deadline time.Time
	if timeout > 0 {
		deadline = time.Now().Add(timeout)
	}
	if d, ok := ctx.Deadline(); ok && (deadline.IsZero() || d.Before(deadline)) {
		deadline = d
	}
	// The thread checks the deadline itself (at its slow steps, then by a
	// timer it arms when a run lasts), so a short run makes no context
	// and no timer: the host's context is watched only when it can end,
	// and the contexts tools get are made at the first tool call.
	st := &runState{out: outputSink{tee: cfg.stdout}, errOut: outputSink{tee: cfg.stderr}} // one allocation
	cancel, out, errOut := &st.cancel, &st.out, &st.errOut
	if ctx.Done() != nil {
		stop := context.AfterFunc(ctx, func() { cancel.Store(true) })
		defer stop()
	}

	limits := cfg.limits.eval(deadline)
	t := eval.NewThread(e.in, limits, out, cancel)
	defer t.Release()
	t.SetStderr(errOut)
	e.run = runContexts{parent: ctx, deadline: deadline}
	defer e.run.end()
	t.SetMaxAsyncCalls(e.opts.maxConcurrentToolCalls())

	var v eval.Value
	var serr *stmtError
	if f := e.opts.Files; f != nil {
		// The files the scratch area holds in memory count against the
		// run's memory.
		if err := t.Charge(f.HeldBytes()); err != nil {
			serr = &stmtError{err: err}
		}
	}
	if serr == nil && len(e.opts.WarnOptions) > 0 {
		// python3 imports warnings at startup when there are -W options
		if _, err := e.in.ImportUnchecked(t, "warnings"); err != nil {
			serr = &stmtError{err: err}
		}
	}
	if serr == nil {
		v, serr = body(t)
		serr = reportUnawaited(t, serr)
	}
	res.Logs = out.b.String()
	res.Operations = operations(t, limits.MaxOperations)
	if serr == nil {
		res.Stderr = errOut.b.String()
		e.setValue(res, v, deadline, limits.MaxMemory)
		return res, nil
	}
	err := serr.err
	if exc, ok := err.(*eval.Exception); ok && exc.Type().IsSubtype(eval.SystemExitType) {
		res.Exited = true
		var msg string
		res.ExitCode, msg = eval.ExitStatus(t, exc)
		//limiterr:ok the run is over: the sink keeps what fits under the output cap
		errOut.Write([]byte(msg)) // as CPython prints it; bounded by the code's own string
		res.Stderr = errOut.b.String()
		return res, nil
	}
	defer func() { res.Stderr = errOut.b.String() }()
	if fa, ok := err.(*finalAnswer); ok {
		res.IsFinalAnswer = true
		e.setValue(res, fa.value, deadline, limits.MaxMemory)
		return res, nil
	}
	if lim, ok := err.(*eval.LimitError); ok && lim.Kind == eval.LimitCancelled && e.run.err() == context.DeadlineExceeded {
		err = &eval.LimitError{Kind: eval.LimitTimeout}
	}
	perr := newError(t, err, serr.line, serr.text, cfg.filename, !e.opts.CPythonTracebacks)
	if lim, ok := err.(*eval.LimitError); ok && lim.Kind == eval.LimitTimeout {
		old := perr.typeMessage() + "\n"
		perr.Message = fmt.Sprintf("Code execution exceeded the maximum execution time of %s", timeoutText(ctx, timeout))
		if strings.HasSuffix(perr.Traceback, old) { // the traceback ends with the message too
			perr.Traceback = strings.TrimSuffix(perr.Traceback, old) + perr.typeMessage() + "\n"
		}
	}
	return res, perr
}

// reportUnawaited ends a run that was not stopped by a limit with the
// "coroutine ... was never awaited" warnings for the coroutines it left
// unstarted (CPython warns when they are freed, at the latest when the
// interpreter exits).
func reportUnawaited(t *eval.Thread, serr *stmtError) *stmtError {
	if serr != nil {
		if _, ok := serr.err.(*eval.Exception); !ok {
			return serr
		}
	}
	if err := t.ReportUnawaited(0); err != nil && serr == nil {
		return &stmtError{err: err}
	}
	return serr
}

// contextDone returns the context's error, or DeadlineExceeded when its
// deadline has passed but its timer has not fired yet.
func contextDone(ctx context.Context) error {
	err := ctx.Err()
	if d, ok := ctx.Deadline(); ok && err == nil && !time.Now().Before(d) {
		err = context.DeadlineExceeded
	}
	return err
}

func contextLimit(err error) error {
	if err == context.DeadlineExceeded {
		return &eval.LimitError{Kind: eval.LimitTimeout}
	}
	return &eval.LimitError{Kind: eval.LimitCancelled}
}

// runState is what a run writes to, in one allocation.
type runState struct {
	cancel      atomic.Bool // set when the host's context ends
	out, errOut outputSink  // sys.stdout, sys.stderr
}

// outputSink collects printed output and copies it to the host's writer;
// the size limit is the thread's.
type outputSink struct {
	b   strings.Builder //allocpath:ok bounded by the run's output limit (eval.Thread.Write checks it before writing)
	tee io.Writer
}

func (o *outputSink) Write(p []byte) (int, error) {
	o.b.Write(p)
	if o.tee != nil {
		o.tee.Write(p) // the host's writer failing does not fail the program
	}
	return len(p), nil
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

// resultGrace is how long past the run's deadline the conversion of its
// result (repr and Go value) may take: a run returns within its timeout
// plus this, whatever it left as its value (a list aliasing a long list
// 10**5 times converts to millions of Go values).
const resultGrace = 50 * time.Millisecond

// setValue fills the result's value and repr from v, within a second and
// at most resultGrace past the run's deadline (if it has one): a result
// that takes longer gets the "<type object>" repr and an Opaque value. The
// Go value holds at most maxMemory bytes (the run's memory limit; 0: none,
// maxConvertBytes still bounds it): a larger one is refused, and Value is
// an Opaque with the repr, cut to 1,000 bytes.
func (e *Executor) setValue(res *Result, v eval.Value, deadline time.Time, maxMemory int64) {
	if v == nil || v == eval.None {
		return
	}
	until := time.Now().Add(time.Second)
	if !deadline.IsZero() && deadline.Add(resultGrace).Before(until) {
		until = deadline.Add(resultGrace)
	}
	rt := e.scratchThreadUntil(until)
	if s, err := eval.Repr(rt, v); err == nil {
		res.Repr = s
	} else {
		res.Repr = "<" + eval.TypeName(v) + " object>"
	}
	g, err := (&toGoConv{t: rt, opaque: true, ordered: e.opts.OrderedDicts, maxBytes: convertLimit(maxMemory)}).toGo(v, 0)
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

// segment returns the source text of a statement, as
// ast.get_source_segment does.
func segment(src []byte, s ast.Stmt) string {
	p := s.Position()
	lines := strings.SplitAfter(string(src), "\n") //allocpath:ok the host's copy of the code, bounded by the code size limit
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
	var b strings.Builder //allocpath:ok a part of the code, bounded by the code size limit
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
