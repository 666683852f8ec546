package pyinterp

import (
	"slices"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/parser"
)

// Program is compiled Python code: parsed and checked once by Compile, run
// any number of times in any number of executors by RunProgram. A Program
// is immutable and safe for concurrent use.
//
// Parsing is the larger part of preparing code (for a 30-line snippet,
// about two thirds; the executor's compilation of the tree to closures is
// the rest, done once per executor and program and then cached).
type Program struct {
	code     string
	src      []byte      // the code as written: statement text, traceback lines
	mod      *ast.Module // what runs (with the interactive echo, rewritten)
	parsed   []byte      // the text mod was parsed from (src, or its rewriting)
	shown    []ast.Stmt  // the top-level statements as written, for errors
	filename string      // as tracebacks name it
	opts     []RunOption // the options given to Compile
	echo     bool        // Interactive
	keep     bool        // made by Compile: executors cache its closures

	noTopAwait bool // TopLevelAwait(false)
	annots     bool // the module's body has annotated assignments (eval.HasAnnotations)

	warnings []parser.Warning // CPython's compile-time warnings (warnings.go)

	units stmtUnits // the statements resolved, made at first use (programshare.go)
}

// Compile parses and checks code, as Run would before running it. Its
// options (WithFilename, Interactive, and defaults for the runs:
// WithStdout, WithLimits) are kept with the program. A syntax error is an
// *Error of KindSyntax.
func Compile(code string, opts ...RunOption) (*Program, error) {
	var cfg runConfig
	cfg.filename = defaultFilename
	for _, o := range opts {
		o.apply(&cfg)
	}
	if int64(len(code)) > unlimitedCodeSize {
		return nil, codeSizeError(len(code), unlimitedCodeSize)
	}
	p, perr := compile(code, cfg.filename, cfg.interactive, !cfg.noTopAwait)
	if perr != nil {
		return nil, perr
	}
	p.opts, p.keep = opts, true
	return p, nil
}

// Filename returns the name the program has in tracebacks.
func (p *Program) Filename() string { return p.filename }

// Code returns the program's source.
func (p *Program) Code() string { return p.code }

// compile parses code; with echo, the value of each expression statement
// is printed as CPython's interactive mode prints it (interactive.go).
func compile(code, filename string, echo, topAwait bool) (*Program, *Error) {
	src := []byte(code)
	parse := parser.Compile
	if topAwait {
		parse = parser.CompileTopLevelAwait
	}
	mod, err := parse(filename, src)
	if err != nil {
		return nil, newError(nil, err, 0, "", filename, false)
	}
	p := &Program{code: code, src: src, mod: mod, parsed: src, shown: mod.Body, filename: filename, echo: echo, noTopAwait: !topAwait}
	p.warnings = parser.Warnings(mod)
	if echo && hasEcho(mod.Body) {
		// The rewriting adds no lines and no statements: errors are
		// reported with the statements as typed.
		text := []byte(wrapEchoes(code, mod.Body))
		p.parsed = text
		wrapped, err := parse(filename, text)
		if err != nil || len(wrapped.Body) != len(mod.Body) {
			return nil, newError(nil, &eval.InternalError{Msg: "interactive echo: rewritten code does not compile"}, 0, "", filename, false)
		}
		p.mod = wrapped
	}
	p.annots = eval.HasAnnotations(p.mod.Body)
	return p, nil
}

// programCache holds the eval programs an executor compiled for the
// Programs it ran: a program is compiled to closures bound to one
// interpreter's namespace, so each executor compiles it once (and again
// after Reset, or after AddTool changes the protected names).
type programCache struct {
	progs map[*Program][]*eval.Program
	order []*Program // oldest first
}

// maxCachedPrograms bounds the programs an executor keeps compiled.
const maxCachedPrograms = 64

// get returns the eval programs of p, compiling each top-level statement
// on its own (all of them before any runs), so that a failure is reported
// with the statement it happened in, as smolagents reports it. They are
// kept for the next run of p when keep is set (programs made by Compile,
// code Run was given before).
func (c *programCache) get(e *Executor, p *Program, keep bool) ([]*eval.Program, *Error) {
	if progs, ok := c.progs[p]; ok {
		return progs, nil
	}
	progs := make([]*eval.Program, len(p.mod.Body)) //allocpath:ok one per top-level statement, bounded by the code size limit
	// When the code awaits at top level, all its statements run inside
	// the event loop (asyncio.create_task works in any of them).
	await := eval.HasTopLevelAwait(p.mod.Body)
	consts := eval.NewConstants() // equal str literals of the program are one object
	for i, s := range p.mod.Body {
		_, expr := s.(*ast.ExprStmt)
		smolLast := e.opts.SmolagentsLastValue && i == len(p.mod.Body)-1 && !expr // Options.SmolagentsLastValue (lastvalue.go)
		u := p.unit(i, smolLast)
		var prog *eval.Program
		var err error
		if u.err == nil {
			prog, err = e.in.CompileResolved(p.filename, p.src, u.mod, u.info, e.globals, await, consts)
		} else { // resolve's error, made anew for this run
			body := []ast.Stmt{s}
			if smolLast {
				body = smolagentsLast(s)
			}
			prog, err = e.in.CompileShared(p.filename, p.src, &ast.Module{Body: body}, e.globals, await, consts)
		}
		if err != nil {
			shown := p.shown[i]
			return nil, newError(nil, err, shown.Position().Lineno, segment(p.src, shown), p.filename, !e.opts.CPythonTracebacks)
		}
		if !e.opts.CPythonTracebacks {
			prog.ShowSourceLines()
		}
		prog.SetSourceText(p.parsed)
		progs[i] = prog
	}
	if !keep {
		return progs, nil
	}
	if c.progs == nil {
		c.progs = map[*Program][]*eval.Program{}
	}
	if len(c.order) >= maxCachedPrograms {
		c.drop(c.order[0])
	}
	c.progs[p] = progs
	c.order = append(c.order, p)
	return progs, nil
}

// drop forgets the eval programs of p.
func (c *programCache) drop(p *Program) {
	if _, ok := c.progs[p]; !ok {
		return
	}
	delete(c.progs, p)
	c.order = slices.DeleteFunc(c.order, func(q *Program) bool { return q == p })
}
