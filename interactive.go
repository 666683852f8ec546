package pyinterp

// The Interactive run option: CPython's interactive echo of expression
// values (compile mode "single"), for REPLs and notebooks.

import (
	"sort"
	"strings"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/eval"
)

// displayHook is the name of the builtin that an Interactive run calls on
// the value of each echoed expression statement. It is protected like a tool's
// name, so the code cannot rebind it.
const displayHook = "__displayhook__"

// installDisplayHook makes the display hook a builtin of the current
// interpreter (Reset builds a new one).
func (e *Executor) installDisplayHook() {
	if _, ok := e.in.Builtins.Get(displayHook); ok {
		return
	}
	builtins := e.in.Builtins
	hook := eval.NewBuiltin(displayHook, func(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
		if len(args) != 1 || len(kwnames) != 0 {
			return nil, eval.Errorf(eval.TypeErrorType, "%s() takes exactly one argument", displayHook)
		}
		v := args[0]
		if v == eval.None {
			return eval.None, nil
		}
		r, err := eval.Repr(t, v)
		if err != nil {
			return nil, err
		}
		if err := t.Write(r + "\n"); err != nil {
			return nil, err
		}
		builtins.Set("_", v)
		return eval.None, nil
	})
	builtins.Set(displayHook, hook)
	e.in.Protect(displayHook)
}

// echoed returns the expression statements whose values interactive mode
// prints, in source order.
func echoed(body []ast.Stmt, out []*ast.ExprStmt) []*ast.ExprStmt {
	for _, s := range body {
		switch s := s.(type) {
		case *ast.ExprStmt:
			out = append(out, s)
		case *ast.If:
			out = echoed(s.Orelse, echoed(s.Body, out))
		case *ast.For:
			out = echoed(s.Orelse, echoed(s.Body, out))
		case *ast.AsyncFor:
			out = echoed(s.Orelse, echoed(s.Body, out))
		case *ast.While:
			out = echoed(s.Orelse, echoed(s.Body, out))
		case *ast.With:
			out = echoed(s.Body, out)
		case *ast.AsyncWith:
			out = echoed(s.Body, out)
		case *ast.Try:
			out = echoed(s.Body, out)
			for _, h := range s.Handlers {
				out = echoed(h.Body, out)
			}
			out = echoed(s.Finalbody, echoed(s.Orelse, out))
		case *ast.TryStar:
			out = echoed(s.Body, out)
			for _, h := range s.Handlers {
				out = echoed(h.Body, out)
			}
			out = echoed(s.Finalbody, echoed(s.Orelse, out))
		case *ast.Match:
			for _, c := range s.Cases {
				out = echoed(c.Body, out)
			}
		}
	}
	return out
}

func hasEcho(body []ast.Stmt) bool { return len(echoed(body, nil)) > 0 }

// wrapEchoes rewrites each echoed expression statement E of code into
// __displayhook__((E)). Positions are UTF-8 byte offsets, so the
// insertions are exact; the extra parentheses keep a bare tuple one
// argument and let E span lines.
func wrapEchoes(code string, body []ast.Stmt) string {
	type insert struct {
		line, col int
		text      string
	}
	var ins []insert
	for _, s := range echoed(body, nil) {
		p := s.Value.Position()
		ins = append(ins, insert{p.Lineno, p.ColOffset, displayHook + "(("}, insert{p.EndLineno, p.EndColOffset, "))"})
	}
	// Apply from the end so earlier offsets stay valid; at one position a
	// closing insertion (of the previous statement) goes before an opening.
	sort.SliceStable(ins, func(i, j int) bool {
		if ins[i].line != ins[j].line {
			return ins[i].line > ins[j].line
		}
		return ins[i].col > ins[j].col
	})
	lines := strings.SplitAfter(code, "\n") //allocpath:ok the host's copy of the code, bounded by the code size limit
	for _, in := range ins {
		i := in.line - 1
		if i < 0 || i >= len(lines) || in.col > len(lines[i]) {
			return code // cannot happen for positions the parser gave; echo nothing rather than corrupt
		}
		l := lines[i]
		lines[i] = l[:in.col] + in.text + l[in.col:]
	}
	return strings.Join(lines, "") //allocpath:ok the code and two short insertions per echoed statement
}
