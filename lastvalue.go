package pyinterp

import "github.com/pyinterp/pyinterp/ast"

// smolagents' rule for the value of a run (Options.SmolagentsLastValue).
//
// CPython's notion, the default, gives a run a value only when its last
// statement is an expression statement. smolagents' LocalPythonExecutor
// evaluates every statement to a value and returns the last statement's:
//
//	x = 3                 3 (the assigned value; a, b = t gives t)
//	x += 1                the new value of x
//	x: int = 3            3 (x: int alone gives None)
//	def f(): ...          the function (class C: ... the class)
//	for ...: body         the last value other than None that a statement
//	                      of the body had, in any iteration (nested for and
//	                      if statements count by the same rule)
//	if ...: body          the same, for the branch taken
//	while, try, with,     None
//	import, del, pass...
//
// The rule is implemented by rewriting the last top-level statement so
// that it records its value in hidden module variables, whose names are
// not identifiers (no program can name them), removed after the run.

const (
	lastValueName = "<last value>" // the run's value
	lastTempName  = "<last temp>"  // a statement's value before the None test
)

// smolagentsLast rewrites s, the last top-level statement, into
// statements that leave s's smolagents value in lastValueName, followed
// by an expression statement reading it (the run's value).
func smolagentsLast(s ast.Stmt) []ast.Stmt {
	p := *s.Position()
	out := []ast.Stmt{assignName(p, lastValueName, &ast.Constant{Pos: p, Value: ast.None})}
	out = append(out, recordValue(s, false)...)
	return append(out, &ast.ExprStmt{Pos: p, Value: loadName(p, lastValueName)})
}

// recordValue returns s rewritten to store its value in lastValueName:
// always (top level, nonNone false) or only when it is not None (inside
// a for or if body, nonNone true).
func recordValue(s ast.Stmt, nonNone bool) []ast.Stmt {
	p := *s.Position()
	// keep stores the value of expression e (evaluated once).
	keep := func(e ast.Expr) []ast.Stmt {
		if !nonNone {
			return []ast.Stmt{assignName(p, lastValueName, e)}
		}
		return []ast.Stmt{
			assignName(p, lastTempName, e),
			&ast.If{Pos: p,
				Test: &ast.Compare{Pos: p, Left: loadName(p, lastTempName), Ops: []ast.CmpOperator{ast.IsNot},
					Comparators: []ast.Expr{&ast.Constant{Pos: p, Value: ast.None}}},
				Body: []ast.Stmt{assignName(p, lastValueName, loadName(p, lastTempName))}},
		}
	}
	switch n := s.(type) {
	case *ast.ExprStmt:
		return keep(n.Value)
	case *ast.Assign:
		// t = value; targets = t; record t.
		c := *n
		c.Value = loadName(p, lastTempName)
		return append([]ast.Stmt{assignName(p, lastTempName, n.Value), &c}, keep(loadName(p, lastTempName))...)
	case *ast.AnnAssign:
		if n.Value == nil {
			return []ast.Stmt{s} // x: int has the value None
		}
		c := *n
		c.Value = loadName(p, lastTempName)
		return append([]ast.Stmt{assignName(p, lastTempName, n.Value), &c}, keep(loadName(p, lastTempName))...)
	case *ast.AugAssign:
		// The new value is read back from the target (smolagents returns
		// the operation's result, which the target now holds).
		if target := asLoad(n.Target); target != nil {
			return append([]ast.Stmt{s}, keep(target)...)
		}
		return []ast.Stmt{s}
	case *ast.FunctionDef:
		return append([]ast.Stmt{s}, keep(loadName(p, n.Name))...)
	case *ast.ClassDef:
		return append([]ast.Stmt{s}, keep(loadName(p, n.Name))...)
	case *ast.For:
		c := *n
		c.Body = recordBlock(n.Body)
		return []ast.Stmt{&c}
	case *ast.If:
		c := *n
		c.Body = recordBlock(n.Body)
		c.Orelse = recordBlock(n.Orelse)
		return []ast.Stmt{&c}
	}
	return []ast.Stmt{s}
}

// recordBlock rewrites the statements of a for or if body.
func recordBlock(body []ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range body {
		out = append(out, recordValue(s, true)...)
	}
	return out
}

// asLoad returns a copy of an assignment target read instead of stored:
// a name, attribute or subscript (the target's parts are evaluated again).
func asLoad(e ast.Expr) ast.Expr {
	switch n := e.(type) {
	case *ast.Name:
		c := *n
		c.Ctx = ast.Load
		return &c
	case *ast.Attribute:
		c := *n
		c.Ctx = ast.Load
		return &c
	case *ast.Subscript:
		c := *n
		c.Ctx = ast.Load
		return &c
	}
	return nil
}

func assignName(p ast.Pos, name string, value ast.Expr) *ast.Assign {
	return &ast.Assign{Pos: p, Targets: []ast.Expr{&ast.Name{Pos: p, Id: name, Ctx: ast.Store}}, Value: value}
}

func loadName(p ast.Pos, name string) *ast.Name {
	return &ast.Name{Pos: p, Id: name, Ctx: ast.Load}
}
