package eval

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/resolve"
)

// Program is a compiled module, ready to run in a namespace.
type Program struct {
	code *Code
	last bool // the last statement is an expression whose value is the result
}

// Compile resolves and compiles a parsed module against the namespace
// globals (global names are bound to its cells once, here).
func (in *Interp) Compile(filename string, src []byte, mod *ast.Module, globals *Globals) (prog *Program, err error) {
	info, err := resolve.File(mod, filename)
	if err != nil {
		return nil, err
	}
	c := &compiler{interp: in, src: NewSource(filename, src), info: info, globals: globals, scope: info.Module}
	defer func() {
		if r := recover(); r != nil {
			if ce, ok := r.(compileError); ok {
				prog, err = nil, ce.exc
				return
			}
			prog, err = nil, &InternalError{Msg: fmt.Sprint("compile: ", r), Stack: string(debug.Stack())}
		}
	}()
	code := &Code{Name: "<module>", QualName: "<module>", Filename: filename, Source: c.src, Line: 1,
		nslots: info.Module.NumSlots, cellSlots: info.Module.CellSlots, varargSlot: -1, kwargSlot: -1}
	c.code = code
	body := mod.Body
	prog = &Program{code: code}
	if n := len(body); n > 0 {
		if es, ok := body[n-1].(*ast.ExprStmt); ok {
			// The value of a trailing expression statement is the run's result.
			prog.last = true
			head := c.block(body[:n-1])
			val := c.expr(es.Value)
			line := es.Lineno
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
					return 0, fr.traceback(err, line)
				}
				fr.ret = v
				return ctrlNext, nil
			}
			return prog, nil
		}
	}
	code.body = c.block(body)
	return prog, nil
}

// Run executes a compiled program in globals and returns the value of its
// trailing expression statement (None if there is none). Go panics inside
// the run come back as *InternalError.
func (t *Thread) Run(prog *Program, globals *Globals) (result Value, err error) {
	t.serial++
	fr := &Frame{t: t, code: prog.code, globals: globals, slots: make([]Value, prog.code.nslots), serial: t.serial}
	for _, s := range prog.code.cellSlots {
		fr.slots[s] = &Cell{}
	}
	defer func() {
		if r := recover(); r != nil {
			result, err = nil, &InternalError{Msg: fmt.Sprint(r), Stack: string(debug.Stack())}
			t.frame, t.depth, t.excStack = nil, 0, nil
		}
	}()
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
	var b strings.Builder
	exc, ok := err.(*Exception)
	if !ok {
		b.WriteString(err.Error())
		b.WriteByte('\n')
		return b.String()
	}
	formatChain(t, &b, exc, map[*Exception]bool{})
	return b.String()
}

func formatChain(t *Thread, b *strings.Builder, exc *Exception, seen map[*Exception]bool) {
	seen[exc] = true
	if exc.Cause != nil && !seen[exc.Cause] {
		formatChain(t, b, exc.Cause, seen)
		b.WriteString("\nThe above exception was the direct cause of the following exception:\n\n")
	} else if exc.Context != nil && !exc.SuppressContext && !seen[exc.Context] {
		formatChain(t, b, exc.Context, seen)
		b.WriteString("\nDuring handling of the above exception, another exception occurred:\n\n")
	}
	if len(exc.Traceback) > 0 {
		b.WriteString("Traceback (most recent call last):\n")
		for i := len(exc.Traceback) - 1; i >= 0; i-- {
			e := exc.Traceback[i]
			fmt.Fprintf(b, "  File \"%s\", line %d, in %s\n", e.Filename, e.Line, e.Func)
			if e.Source != "" {
				fmt.Fprintf(b, "    %s\n", e.Source)
			}
		}
	}
	msg := exc.Message(t)
	if s := exc.suggestion(t); s != "" {
		msg += ". Did you mean: '" + s + "'?"
	}
	// CPython qualifies the class with its module unless it is builtins
	// or __main__ (json.decoder.JSONDecodeError).
	name := exc.cls.Name
	if m := exc.cls.Module; m != "" && m != "builtins" && m != "__main__" {
		name = m + "." + name
	}
	if msg == "" {
		b.WriteString(name)
	} else {
		b.WriteString(name + ": " + msg)
	}
	b.WriteByte('\n')
}
