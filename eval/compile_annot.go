package eval

import (
	"strconv"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/internal/pyrepr"
	"github.com/pyinterp/pyinterp/resolve"
)

// Annotated assignments in a class body record their annotation in the
// class namespace's __annotations__ dict, in order, as CPython's
// SETUP_ANNOTATIONS and STORE_SUBSCR do (dataclasses, NamedTuple and
// TypedDict read it). At module level they are recorded the same way in
// the module's __annotations__ global, which a module containing
// annotated assignments creates when it starts (CPython's
// SETUP_ANNOTATIONS), and the annotation of a complex target (x.a: int,
// x[0]: int) is evaluated and discarded. Under "from __future__ import
// annotations" the annotation is recorded as a string and never
// evaluated. Annotations in function bodies are never evaluated (as in
// CPython); those of a def's parameters and return are evaluated when
// the def runs (compile_func.go).

// annAssign compiles an annotated assignment; store is the assignment
// itself (nil when there is no value).
func (c *compiler) annAssign(s *ast.AnnAssign, store stmtFn) stmtFn {
	if c.scope.Kind == resolve.Module {
		return c.moduleAnnAssign(s, store)
	}
	if c.scope.Kind != resolve.Class {
		if store == nil {
			return func(*Frame) (ctrl, error) { return ctrlNext, nil }
		}
		return store
	}
	name, simple := s.Target.(*ast.Name)
	if !simple || s.Simple == 0 {
		// CPython evaluates the annotation of a complex target in a class
		// body and discards it.
		if store == nil {
			return func(*Frame) (ctrl, error) { return ctrlNext, nil }
		}
		return store
	}
	var ann exprFn
	if c.futureAnnotations() {
		text := NewStr(unparseAnnotation(s.Annotation)) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
		ann = func(*Frame) (Value, error) { return text, nil }
	} else {
		ann = c.expr(s.Annotation)
	}
	key := NewStr(c.binding(name.Id).Name) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
	return func(fr *Frame) (ctrl, error) {
		if store != nil {
			if _, err := store(fr); err != nil {
				return 0, err
			}
		}
		v, err := ann(fr)
		if err != nil {
			return 0, err
		}
		d, ok := fr.classNS.GetStr("__annotations__")
		if !ok {
			nd := NewDictT(fr.t)
			fr.classNS.SetStr("__annotations__", nd)
			d = nd
		}
		return ctrlNext, SetItem(fr.t, d, key, v)
	}
}

// moduleAnnAssign is annAssign at module level.
func (c *compiler) moduleAnnAssign(s *ast.AnnAssign, store stmtFn) stmtFn {
	name, simple := s.Target.(*ast.Name)
	future := c.futureAnnotations()
	var ann exprFn
	switch {
	case future && simple && s.Simple != 0:
		text := NewStr(unparseAnnotation(s.Annotation)) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
		ann = func(*Frame) (Value, error) { return text, nil }
	case !future:
		ann = c.expr(s.Annotation)
	}
	if !simple || s.Simple == 0 {
		// A complex target: the annotation is evaluated and discarded.
		return func(fr *Frame) (ctrl, error) {
			if store != nil {
				if _, err := store(fr); err != nil {
					return 0, err
				}
			}
			if ann != nil {
				if _, err := ann(fr); err != nil {
					return 0, err
				}
			}
			return ctrlNext, nil
		}
	}
	key := NewStr(name.Id) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
	cglobals := c.globals
	return func(fr *Frame) (ctrl, error) {
		globals := cglobals
		if globals == nil { // a Library's code
			globals = fr.globals
		}
		if store != nil {
			if _, err := store(fr); err != nil {
				return 0, err
			}
		}
		v, err := ann(fr)
		if err != nil {
			return 0, err
		}
		d, ok := globals.Get("__annotations__")
		if !ok {
			// CPython's LOAD_NAME __annotations__ fails the same way.
			return 0, Errorf(NameErrorType, "__annotations__ not found")
		}
		return ctrlNext, SetItem(fr.t, d, key, v)
	}
}

// setupAnnotations is CPython's SETUP_ANNOTATIONS for a module whose body
// has annotated assignments (outside defs and classes): it creates the
// __annotations__ global unless it exists. It returns nil when body has
// none.
func (c *compiler) setupAnnotations(body []ast.Stmt) stmtFn {
	if !hasAnnAssign(body) {
		return nil
	}
	cglobals := c.globals
	return func(fr *Frame) (ctrl, error) {
		globals := cglobals
		if globals == nil { // a Library's code
			globals = fr.globals
		}
		if _, ok := globals.Get("__annotations__"); !ok {
			globals.Set("__annotations__", NewDictT(fr.t))
		}
		return ctrlNext, nil
	}
}

// SetupAnnotations creates the __annotations__ global of g unless it
// exists, when body (a module's statements) has annotated assignments
// outside defs and classes: for hosts that compile a module one statement
// at a time (Interp.Compile does it for the modules it compiles).
func SetupAnnotations(g *Globals, body []ast.Stmt) {
	SetupAnnotationsIf(g, hasAnnAssign(body))
}

// HasAnnotations reports whether a module's body needs __annotations__
// (SetupAnnotationsIf), for a caller that runs the same body many times.
func HasAnnotations(body []ast.Stmt) bool { return hasAnnAssign(body) }

// SetupAnnotationsIf is SetupAnnotations with HasAnnotations known.
func SetupAnnotationsIf(g *Globals, has bool) {
	if has {
		if _, ok := g.Get("__annotations__"); !ok {
			g.Set("__annotations__", NewDict()) //allocpath:ok one per module run
		}
	}
}

// hasAnnAssign reports whether stmts contain an annotated assignment in
// their own scope (CPython's find_ann: nested blocks count, defs and
// classes do not).
func hasAnnAssign(stmts []ast.Stmt) bool {
	found := false
	var walk func(n ast.Node)
	walk = func(n ast.Node) {
		if found {
			return
		}
		switch n.(type) {
		case *ast.AnnAssign:
			found = true
			return
		case *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.ClassDef, ast.Expr:
			return
		}
		ast.Children(n, walk)
	}
	for _, s := range stmts {
		walk(s)
	}
	return found
}

// futureAnnotations reports whether "from __future__ import annotations"
// is in effect: the module being compiled starts with it, or a program
// compiled earlier by the interpreter did (the embedding API compiles a
// program one top-level statement at a time, and its namespace persists
// from run to run like a notebook's, so the future statement does too, as
// in IPython).
func (c *compiler) futureAnnotations() bool {
	if c.interp != nil && c.interp.futureAnnotations {
		return true
	}
	return c.moduleFutureAnnotations()
}

// moduleFutureAnnotations reports whether the module being compiled
// starts with "from __future__ import annotations".
func (c *compiler) moduleFutureAnnotations() bool {
	mod, ok := c.info.Module.Node.(*ast.Module)
	if !ok {
		return false
	}
	for i, s := range mod.Body {
		switch s := s.(type) {
		case *ast.ExprStmt:
			if k, ok := s.Value.(*ast.Constant); ok && i == 0 {
				if _, ok := k.Value.(string); ok {
					continue
				}
			}
		case *ast.ImportFrom:
			if s.Module == "__future__" && s.Level == 0 {
				for _, a := range s.Names {
					if a.Name == "annotations" {
						return true
					}
				}
				continue
			}
		}
		return false
	}
	return false
}

// unparseAnnotation renders the common annotation expressions as
// ast.unparse does; anything else is rendered as "...".
// The text is the annotation's source, made at compile time (nothing is
// charged; the allocation ceiling holds).
func unparseAnnotation(e ast.Expr) string {
	b := NewBuilder(nil, 0)
	var walk func(e ast.Expr)
	walk = func(e ast.Expr) {
		switch e := e.(type) {
		case *ast.Name:
			b.WriteString(e.Id)
		case *ast.Attribute:
			walk(e.Value)
			b.WriteString(".")
			b.WriteString(e.Attr)
		case *ast.Subscript:
			walk(e.Value)
			b.WriteString("[")
			if t, ok := e.Slice.(*ast.Tuple); ok && len(t.Elts) > 0 {
				for i, x := range t.Elts {
					if i > 0 {
						b.WriteString(", ")
					}
					walk(x)
				}
			} else {
				walk(e.Slice)
			}
			b.WriteString("]")
		case *ast.Tuple:
			b.WriteString("(")
			for i, x := range e.Elts {
				if i > 0 {
					b.WriteString(", ")
				}
				walk(x)
			}
			if len(e.Elts) == 1 {
				b.WriteString(",")
			}
			b.WriteString(")")
		case *ast.List:
			b.WriteString("[")
			for i, x := range e.Elts {
				if i > 0 {
					b.WriteString(", ")
				}
				walk(x)
			}
			b.WriteString("]")
		case *ast.BinOp:
			if e.Op != ast.BitOr {
				b.WriteString("...")
				return
			}
			walk(e.Left)
			b.WriteString(" | ")
			walk(e.Right)
		case *ast.Constant:
			switch v := e.Value.(type) {
			case nil, ast.NoneType:
				b.WriteString("None")
			case ast.EllipsisType:
				b.WriteString("...")
			case string:
				b.WriteString(pyrepr.Str(v))
			case bool:
				if v {
					b.WriteString("True")
				} else {
					b.WriteString("False")
				}
			case int64:
				b.WriteString(strconv.FormatInt(v, 10))
			default:
				b.WriteString("...")
			}
		default:
			b.WriteString("...")
		}
	}
	walk(e)
	return b.String()
}
