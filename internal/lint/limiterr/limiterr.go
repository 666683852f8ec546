// Package limiterr is a static check (a go/analysis pass) that keeps the
// errors of pyinterp's limits from being dropped.
//
// A limit (operations, memory, time, cancellation) stops a run by an
// error that the code below the evaluator must return. Code that calls a
// charging function and drops its error keeps going past the limit: in a
// loop that is a wedge (a memory limit reached while re's tokenizer read
// a repeat count's digits left it spinning forever; issue 11). This pass
// reports, in the packages that handle program data, every call of a
// function of package eval whose results include an error when that
// error is discarded: the call is an expression statement, a go or defer
// statement, or the error is assigned to the blank identifier.
//
// Exempt are the methods of eval.Builder (its errors are sticky: kept and
// returned by Err, and checked where its result is taken) and the
// functions listed in Sticky. Elsewhere a report is silenced only by a
// comment
//
//	//limiterr:ok <why the error may be dropped here>
//
// on the line of the call or the line above it. The reason is mandatory.
package limiterr

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/pyinterp/pyinterp/internal/lint/lintutil"
)

// Analyzer is the limiterr pass.
var Analyzer = &analysis.Analyzer{
	Name: "limiterr",
	Doc:  "report dropped errors of eval's functions (a limit's error must stop the code that reached it)",
	Run:  run,
}

const modulePath = "github.com/pyinterp/pyinterp"

// Sticky lists eval's types whose methods keep their error for a later
// check, so a dropped result is not lost.
var Sticky = map[string]bool{"Builder": true}

const directive = "//limiterr:ok"

func run(pass *analysis.Pass) (any, error) {
	for _, f := range pass.Files {
		if strings.HasSuffix(pass.Fset.Position(f.Pos()).Filename, "_test.go") {
			continue
		}
		ok := lintutil.Waived(pass, f, directive)
		report := func(call *ast.CallExpr, how string) {
			name, hit := evalErrorCall(pass, call)
			if !hit || ok[pass.Fset.Position(call.Pos()).Line] {
				return
			}
			pass.Reportf(call.Pos(), "error of %s %s: a limit's error must stop the caller (return it, or say why with %s <reason>)", name, how, directive)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ExprStmt:
				if call, isCall := ast.Unparen(n.X).(*ast.CallExpr); isCall {
					report(call, "dropped")
				}
			case *ast.GoStmt:
				report(n.Call, "dropped by go")
			case *ast.DeferStmt:
				report(n.Call, "dropped by defer")
			case *ast.AssignStmt:
				if len(n.Rhs) != 1 {
					break
				}
				call, isCall := ast.Unparen(n.Rhs[0]).(*ast.CallExpr)
				if !isCall {
					break
				}
				i := errorResult(pass, call)
				if i < 0 || i >= len(n.Lhs) {
					break
				}
				if id, isID := n.Lhs[i].(*ast.Ident); isID && id.Name == "_" {
					report(call, "assigned to _")
				}
			}
			return true
		})
	}
	return nil, nil
}

// callee returns the function a call calls statically, if any.
func callee(pass *analysis.Pass, call *ast.CallExpr) *types.Func {
	var id *ast.Ident
	switch fn := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = fn
	case *ast.SelectorExpr:
		id = fn.Sel
	case *ast.IndexExpr: // a generic function instantiated explicitly
		switch x := fn.X.(type) {
		case *ast.Ident:
			id = x
		case *ast.SelectorExpr:
			id = x.Sel
		}
	case *ast.IndexListExpr:
		switch x := fn.X.(type) {
		case *ast.Ident:
			id = x
		case *ast.SelectorExpr:
			id = x.Sel
		}
	}
	if id == nil {
		return nil
	}
	f, _ := pass.TypesInfo.Uses[id].(*types.Func)
	return f
}

// errorResult returns the index of the error among the results of a
// function of this module called by call (or of a function value: the
// evaluator's builtins and callbacks are closures), or -1.
func errorResult(pass *analysis.Pass, call *ast.CallExpr) int {
	var sig *types.Signature
	if f := callee(pass, call); f != nil {
		if f.Pkg() == nil || !strings.HasPrefix(f.Pkg().Path(), modulePath) {
			return -1
		}
		sig = f.Type().(*types.Signature)
	} else if tv, ok := pass.TypesInfo.Types[call.Fun]; ok && tv.IsValue() {
		sig, _ = tv.Type.Underlying().(*types.Signature)
	}
	if sig == nil {
		return -1
	}
	if recv := sig.Recv(); recv != nil {
		t := recv.Type()
		if p, isPtr := t.(*types.Pointer); isPtr {
			t = p.Elem()
		}
		if n, isNamed := t.(*types.Named); isNamed && Sticky[n.Obj().Name()] {
			return -1
		}
	}
	res := sig.Results()
	for i := 0; i < res.Len(); i++ {
		if types.Identical(res.At(i).Type(), types.Universe.Lookup("error").Type()) {
			return i
		}
	}
	return -1
}

// evalErrorCall reports whether call calls an eval function with an error
// result, and its name.
func evalErrorCall(pass *analysis.Pass, call *ast.CallExpr) (string, bool) {
	if errorResult(pass, call) < 0 {
		return "", false
	}
	f := callee(pass, call)
	if f == nil {
		return "a function value", true
	}
	name := f.Pkg().Name() + "." + f.Name()
	if recv := f.Type().(*types.Signature).Recv(); recv != nil {
		t := recv.Type()
		if p, isPtr := t.(*types.Pointer); isPtr {
			t = p.Elem()
		}
		if n, isNamed := t.(*types.Named); isNamed {
			name = f.Pkg().Name() + "." + n.Obj().Name() + "." + f.Name()
		}
	}
	return name, true
}
