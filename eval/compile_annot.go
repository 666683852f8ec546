package eval

import (
	"strconv"
	"strings"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/internal/pyrepr"
	"github.com/pyinterp/pyinterp/resolve"
)

// Annotated assignments in a class body record their annotation in the
// class namespace's __annotations__ dict, in order, as CPython's
// SETUP_ANNOTATIONS and STORE_SUBSCR do (dataclasses, NamedTuple and
// TypedDict read it). Under "from __future__ import annotations" the
// annotation is recorded as a string and never evaluated. Annotations of
// functions and of module-level names are not recorded.

// annAssign compiles an annotated assignment; store is the assignment
// itself (nil when there is no value).
func (c *compiler) annAssign(s *ast.AnnAssign, store stmtFn) stmtFn {
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
		text := NewStr(unparseAnnotation(s.Annotation))
		ann = func(*Frame) (Value, error) { return text, nil }
	} else {
		ann = c.expr(s.Annotation)
	}
	key := NewStr(c.binding(name.Id).Name)
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
			nd := NewDict()
			fr.classNS.SetStr("__annotations__", nd)
			d = nd
		}
		return ctrlNext, SetItem(fr.t, d, key, v)
	}
}

// futureAnnotations reports whether the module being compiled starts with
// "from __future__ import annotations".
func (c *compiler) futureAnnotations() bool {
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
func unparseAnnotation(e ast.Expr) string {
	var b strings.Builder
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
			case nil:
				b.WriteString("None")
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
