package eval

import (
	"fmt"
	"runtime/debug"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/resolve"
)

// Program is a compiled module, ready to run in a namespace.
type Program struct {
	code *Code
	last bool // the last statement is an expression whose value is the result
	// funcs are the codes of the functions and lambdas it defines, at any
	// depth, for restoring snapshots (FindCode).
	funcs *codeTable
	more  []*Program // other parts of the module, for FindCode (Include)
}

// ShowSourceLines makes the tracebacks of p show its lines and carets
// also when its name is in angle brackets (<string>, <stdin>), for which
// CPython shows none: for a host whose reader has no other copy of the
// code.
func (p *Program) ShowSourceLines() { p.code.Source.hidden = false }

// Compile resolves and compiles a parsed module against the namespace
// globals (global names are bound to its cells once, here).
func (in *Interp) Compile(filename string, src []byte, mod *ast.Module, globals *Globals) (prog *Program, err error) {
	return in.CompileModule(filename, src, mod, globals, HasTopLevelAwait(mod.Body))
}

// CompileModule is Compile; with await, the module runs as a coroutine on
// asyncio's event loop (as a module that awaits at top level does), so
// that the statements of a run that awaits all run inside the loop.
func (in *Interp) CompileModule(filename string, src []byte, mod *ast.Module, globals *Globals, await bool) (prog *Program, err error) {
	return in.CompileShared(filename, src, mod, globals, await, NewConstants())
}

// Constants is the constant cache of a compilation: equal str literals
// compiled with one Constants are one object ("a" is "a", and
// id("hello") == id("hello"), as CPython's per-module constant cache
// makes them). A host compiling a program statement by statement passes
// the same Constants to each.
type Constants struct {
	strs  map[string]*Str
	names map[string]string // compiler.names
}

// NewConstants returns an empty constant cache.
func NewConstants() *Constants {
	return &Constants{strs: map[string]*Str{}, names: map[string]string{}}
}

// CompileShared is CompileModule with the constant cache consts, shared
// with other compilations of the same program.
func (in *Interp) CompileShared(filename string, src []byte, mod *ast.Module, globals *Globals, await bool, consts *Constants) (prog *Program, err error) {
	info, err := resolve.File(mod, filename)
	if err != nil {
		return nil, err
	}
	return in.compile(filename, src, mod, info, globals, await, false, consts)
}

// CompileResolved is CompileShared for a module whose names are already
// resolved (info is resolve.File's result for mod): the tree and info are
// only read, so a host may resolve a program once and compile it in any
// number of interpreters, concurrently.
func (in *Interp) CompileResolved(filename string, src []byte, mod *ast.Module, info *resolve.Info, globals *Globals, await bool, consts *Constants) (*Program, error) {
	return in.compile(filename, src, mod, info, globals, await, false, consts)
}

// CompileLibrary is Compile for the source of a library module the
// interpreter ships (modules written in Python), whose syntax tree and
// name resolution are made once per process and shared read-only by every
// interpreter (info is resolve.File's result for mod). The bodies of its
// plain functions are compiled at their first call, not at import: a
// module defines many more functions than a program calls, and compiling
// them all was most of an import's cost. The library is known to compile,
// so deferring the compiler's own checks changes nothing a program can
// see; user code always goes through Compile.
func (in *Interp) CompileLibrary(filename string, src []byte, mod *ast.Module, info *resolve.Info, globals *Globals) (*Program, error) {
	return in.compile(filename, src, mod, info, globals, false, true, nil)
}

// compile compiles mod; consts (nil: no constant cache) makes equal str
// literals one object.
func (in *Interp) compile(filename string, src []byte, mod *ast.Module, info *resolve.Info, globals *Globals, await, lazy bool, consts *Constants) (prog *Program, err error) {
	c := &compiler{interp: in, src: NewSource(filename, src), info: info, globals: globals, scope: info.Module, lazy: lazy,
		codes: &codeTable{}}
	if consts != nil {
		c.strs, c.names = consts.strs, consts.names
	} else if !lazy {
		c.names = map[string]string{}
	}
	defer func() {
		if r := recover(); r != nil {
			if ce, ok := r.(compileError); ok {
				prog, err = nil, ce.exc
				return
			}
			prog, err = nil, &InternalError{Msg: fmt.Sprint("compile: ", r), Stack: string(debug.Stack())}
		}
	}()
	if c.moduleFutureAnnotations() {
		in.futureAnnotations = true
	}
	return c.module(filename, mod.Body, await), nil
}

// module compiles the module body; failures panic (see compile).
func (c *compiler) module(filename string, body []ast.Stmt, await bool) (prog *Program) {
	info := c.info
	code := &Code{Name: "<module>", QualName: "<module>", Filename: filename, Source: c.src, Line: 1,
		nslots: info.Module.NumSlots, cellSlots: info.Module.CellSlots, varargSlot: -1, kwargSlot: -1,
		isAsync: await}
	c.code = code
	prog = &Program{code: code}
	defer func() {
		if prog != nil {
			prog.funcs = c.codes
		}
	}()
	if setup := c.setupAnnotations(body); setup != nil {
		defer func() {
			if prog != nil && prog.code.body != nil {
				run := prog.code.body
				prog.code.body = func(fr *Frame) (ctrl, error) {
					if ctl, err := setup(fr); err != nil {
						return ctl, err
					}
					return run(fr)
				}
			}
		}()
	}
	if n := len(body); n > 0 {
		if es, ok := body[n-1].(*ast.ExprStmt); ok {
			// The value of a trailing expression statement is the run's result.
			prog.last = true
			head := c.block(body[:n-1])
			val := c.expr(es.Value)
			cost := stmtCost(es)
			code.body = func(fr *Frame) (ctrl, error) {
				if _, err := head(fr); err != nil {
					return 0, err
				}
				if err := fr.t.Steps(cost); err != nil {
					return 0, err
				}
				v, err := val(fr)
				if err != nil {
					return 0, fr.traceback(err, es)
				}
				if g, ok := v.(*Generator); ok && g.pending != nil {
					if err := fr.warnUnawaited(g, es.Position().Lineno); err != nil {
						return 0, err
					}
				}
				fr.ret = v
				return ctrlNext, nil
			}
			return prog
		}
	}
	code.body = c.block(body)
	return prog
}

// Run executes a compiled program in globals and returns the value of its
// trailing expression statement (None if there is none). Go panics inside
// the run come back as *InternalError.
func (t *Thread) Run(prog *Program, globals *Globals) (result Value, err error) {
	t.serial++
	slots, err := Make[Value](t, prog.code.nslots)
	if err != nil {
		return nil, err
	}
	fr := &Frame{t: t, code: prog.code, globals: globals, slots: slots, serial: t.serial}
	for _, s := range prog.code.cellSlots {
		fr.slots[s] = &Cell{}
	}
	defer func() {
		if r := recover(); r != nil {
			result, err = nil, &InternalError{Msg: fmt.Sprint(r), Stack: string(debug.Stack())}
			t.frame, t.depth, t.excStack = nil, 0, nil
		}
	}()
	if prog.code.isAsync {
		return t.runAwait(prog, fr)
	}
	fr.back = t.frame
	t.frame = fr
	_, err = prog.code.body(fr)
	t.frame = fr.back
	if err != nil {
		return nil, err
	}
	if fr.ret == nil || !prog.last {
		return None, nil
	}
	return fr.ret, nil
}

// FormatTraceback renders an error as CPython prints an uncaught
// exception: the chained exceptions first, then "Traceback (most recent
// call last):", one entry per frame with its source line, and the
// "Type: message" line.
func FormatTraceback(t *Thread, err error) string {
	return formatTraceback(t, err, false)
}

// formatTraceback is FormatTraceback; module says the traceback module
// asked (its notes differ from the interpreter's: see formatNotes).
func formatTraceback(t *Thread, err error, module bool) string {
	exc, ok := err.(*Exception)
	if !ok {
		return err.Error() + "\n"
	}
	if chainHasGroup(exc) {
		return formatGroupTraceback(t, exc, module)
	}
	// The chain is the program's data: walk it without Go recursion, and
	// bound the text, which the host holds outside the run's memory limit
	// (ten thousand chained exceptions sharing a 1 MB message would
	// otherwise be a 10 GB string). The newest exceptions are kept.
	type link struct {
		exc *Exception
		sep string // printed after exc, before the next newer one
	}
	var chain []link // newest first
	seen := map[*Exception]bool{}
	sep := ""
	for exc != nil {
		seen[exc] = true
		chain = append(chain, link{exc, sep})
		switch {
		case exc.Cause != nil && !seen[exc.Cause]:
			exc, sep = exc.Cause, "\nThe above exception was the direct cause of the following exception:\n\n"
		case exc.Context != nil && !exc.SuppressContext && !seen[exc.Context]:
			exc, sep = exc.Context, "\nDuring handling of the above exception, another exception occurred:\n\n"
		default:
			exc = nil
		}
	}
	// Host text, outside the run's budget (nil thread), bounded: parts
	// stop at MaxTracebackLen bytes and each holds at least a newline.
	var parts []string
	size := 0
	for _, l := range chain {
		b := NewBuilder(nil, 0)
		formatOne(t, &b, l.exc, MaxTracebackLen-size, module)
		s := b.String()
		if len(s) > MaxTracebackLen-size {
			s = s[:max(0, MaxTracebackLen-size)] + "... (traceback truncated)\n"
		}
		parts = append(parts, s+l.sep)
		size += len(s) + len(l.sep)
		if size >= MaxTracebackLen {
			break
		}
	}
	b := NewBuilder(nil, size+128)
	if n := len(chain) - len(parts); n > 0 {
		fmt.Fprintf(&b, "... (%d earlier chained exceptions not shown)\n\n", n)
	}
	for i := len(parts) - 1; i >= 0; i-- {
		b.WriteString(parts[i])
	}
	return b.String()
}

// cModuleFrames are the library modules pyinterp writes in Python that
// are C in CPython: their frames are left out of tracebacks, where
// CPython has none (decimal is _decimal, datetime _datetime, ...). The
// frames of the others are shown, with pyinterp's line numbers (CPython
// shows its Lib/ file's).
var cModuleFrames = map[string]bool{
	"<array>": true, "<datetime>": true, "<decimal>": true, "<heapq>": true,
	"<io>": true, "<time>": true, "<sys>": true, "<errno>": true, "<stat>": true,
}

// MaxTracebackLen bounds the text of FormatTraceback, in bytes (about).
const MaxTracebackLen = 1 << 20

// formatOne renders one exception of a chain: its frames and its
// "Type: message" line. It stops once b holds more than room bytes (the
// caller cuts the text there).
func formatOne(t *Thread, b *Builder, exc *Exception, room int, module bool) {
	if len(exc.Traceback) > 0 {
		b.WriteString("Traceback (most recent call last):\n")
		formatFrames(b, exc, room)
	}
	if b.Len() > room {
		return
	}
	formatExceptionOnly(t, b, exc, room, module)
}

// formatFrames renders the entries of exc's traceback, outermost first.
func formatFrames(b *Builder, exc *Exception, room int) {
	// As CPython, a frame repeated (same file, line and function) more
	// than three times in a row is shown three times and counted.
	const cutoff = 3
	repeated := func(n int) {
		if n > cutoff {
			n -= cutoff
			s := "s"
			if n == 1 {
				s = ""
			}
			fmt.Fprintf(b, "  [Previous line repeated %d more time%s]\n", n, s)
		}
	}
	var last *TracebackEntry
	count := 0
	// As CPython (PyTraceBack_LIMIT), the innermost 1000 entries.
	for i := min(len(exc.Traceback), 1000) - 1; i >= 0 && b.Len() <= room; i-- {
		e := &exc.Traceback[i]
		if cModuleFrames[e.Filename] {
			continue
		}
		if last == nil || e.Filename != last.Filename || e.Line != last.Line || e.Func != last.Func {
			repeated(count)
			last, count = e, 0
		}
		count++
		if count > cutoff {
			continue
		}
		fmt.Fprintf(b, "  File \"%s\", line %d, in %s\n", e.Filename, e.Line, e.Func)
		if e.Source != "" {
			fmt.Fprintf(b, "    %s\n", e.Source)
			b.WriteString(e.carets())
		}
	}
	repeated(count)
}

// formatExceptionOnly renders the "Type: message" line of exc and its
// notes.
func formatExceptionOnly(t *Thread, b *Builder, exc *Exception, room int, module bool) {
	msg := exc.Message(t)
	if loc, m, ok := syntaxErrorLocation(t, exc); ok {
		// As CPython: the location, then the msg alone.
		b.WriteString(loc)
		msg = m
	}
	if len(msg) > room-b.Len()+1 {
		msg = msg[:room-b.Len()+1]
	} else if s := exc.suggestion(t); s != "" {
		msg += ". Did you mean: '" + s + "'?"
	}
	// CPython qualifies the class with its module unless it is builtins
	// or __main__ (json.decoder.JSONDecodeError).
	name := exc.cls.Name
	if m := exc.cls.Module; m != "" && m != "builtins" && m != "__main__" {
		name = m + "." + name
	}
	b.WriteString(name)
	if msg != "" {
		b.WriteString(": ")
		b.WriteString(msg)
	}
	b.WriteByte('\n')
	formatNotes(t, b, exc, room, module)
}

// formatNotes writes the exception's __notes__ (BaseException.add_note,
// 3.11) after its message as CPython's print_exception_notes: for a list,
// tuple or str, each item's str() (a str note as it is) and a newline,
// "<note str() failed>" for one whose str() fails; anything else as its
// repr, without a newline. The traceback module (module) prints nothing
// for a __notes__ of None, the interpreter its repr.
func formatNotes(t *Thread, b *Builder, exc *Exception, room int, module bool) {
	if exc.Dict == nil {
		return
	}
	notes, ok := exc.Dict.Get("__notes__")
	if !ok || module && notes == None {
		return
	}
	if t == nil {
		t = HostThread()
	}
	// The notes are re-read at each step: str() of a note runs Python
	// code, which may change the list.
	var item func(i int) (Value, bool)
	if l, ok := As[*List](notes); ok {
		item = func(i int) (Value, bool) {
			if e := l.Elems(); i < len(e) {
				return e[i], true
			}
			return nil, false
		}
	} else if tu, ok := As[*Tuple](notes); ok {
		item = func(i int) (Value, bool) {
			if i < len(tu.elems) {
				return tu.elems[i], true
			}
			return nil, false
		}
	} else if s, ok := As[*Str](notes); ok {
		rest := s.String() // one character at a time, in order
		item = func(int) (Value, bool) {
			if rest == "" {
				return nil, false
			}
			_, n := utf8.DecodeRuneInString(rest)
			c := rest[:n]
			rest = rest[n:]
			return NewStrT(t, c), true
		}
	} else {
		s, err := Repr(t, notes)
		if err != nil {
			s = "<__notes__ repr() failed>"
		}
		b.WriteString(s)
		return
	}
	for i := 0; b.Len() <= room; i++ {
		note, ok := item(i)
		if !ok {
			return
		}
		if s, ok := As[*Str](note); ok {
			b.WriteString(s.String())
		} else if text, err := StrOf(t, note); err == nil {
			b.WriteString(text)
		} else {
			b.WriteString("<note str() failed>")
		}
		b.WriteByte('\n')
	}
}
