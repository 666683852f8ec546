package workloop

import (
	"go/ast"
	"go/types"
	"slices"
)

// sinks finds the package's sink parameters (see sinkFact): for each
// integer parameter not already a count, a what-if run takes it as one
// and checks the function's loops and calls silently. It iterates until
// no new sink appears (a function passing its parameter to a sink), and
// exports them as facts.
func (a *state) sinks(waivers map[*ast.File]map[int]bool) {
	info := a.pass.TypesInfo
	fileOf := func(fd *ast.FuncDecl) map[int]bool {
		for _, f := range a.files {
			if f.Pos() <= fd.Pos() && fd.End() <= f.End() {
				return waivers[f]
			}
		}
		return nil
	}
	for {
		changed := false
		for fn, fd := range a.decls {
			if !a.mayBeSink(fd) {
				continue
			}
			i := -1
			for _, field := range fd.Type.Params.List {
				for _, name := range field.Names {
					i++
					p, ok := info.Defs[name].(*types.Var)
					if !ok || !isInteger(p.Type()) || a.count[p] || slices.Contains(a.sink[fn], i) {
						continue
					}
					if a.whatIf(fd, p, fileOf(fd)) {
						a.sink[fn] = append(a.sink[fn], i)
						changed = true
					}
				}
				if len(field.Names) == 0 {
					i++
				}
			}
		}
		if !changed {
			break
		}
	}
	for fn, params := range a.sink {
		slices.Sort(params)
		a.pass.ExportObjectFact(fn, &sinkFact{Params: params})
	}
}

// mayBeSink reports whether fd holds a loop or a call of a function that
// may have sink parameters (a function of the module).
func (a *state) mayBeSink(fd *ast.FuncDecl) bool {
	found := false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			found = true
		case *ast.CallExpr:
			if fn, ok := callee(a.pass.TypesInfo, n).(*types.Func); ok && len(a.sinkParams(fn)) > 0 {
				found = true
			}
		}
		return !found
	})
	return found
}

// whatIf reports whether fd would be reported were p a program count.
func (a *state) whatIf(fd *ast.FuncDecl, p *types.Var, ok map[int]bool) bool {
	a.overlay, a.scope = map[types.Object]bool{p: true}, fd
	defer func() { a.overlay, a.scope = nil, nil }()
	for {
		a.changed = false
		a.propagate(fd)
		if !a.changed {
			break
		}
	}
	c := &loopChecker{a: a, ok: ok, fn: fd.Body, silent: true}
	ast.Inspect(fd.Body, c.visit)
	return c.hit
}

// sinkParams returns fn's sink parameters.
func (a *state) sinkParams(fn *types.Func) []int {
	fn = fn.Origin()
	if fn.Pkg() == a.pass.Pkg {
		return a.sink[fn]
	}
	if fn.Pkg() == nil || !inModule(fn.Pkg().Path()) {
		return nil
	}
	var f sinkFact
	if a.pass.ImportObjectFact(fn, &f) {
		return f.Params
	}
	return nil
}

// sinkCall reports a program count passed to a sink parameter.
func (c *loopChecker) sinkCall(call *ast.CallExpr) {
	fn, ok := callee(c.a.pass.TypesInfo, call).(*types.Func)
	if !ok {
		return
	}
	params := c.a.sinkParams(fn)
	if len(params) == 0 {
		return
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil {
		return
	}
	for _, i := range params {
		args := call.Args
		if i >= len(args) {
			continue
		}
		if sig.Variadic() && i == sig.Params().Len()-1 {
			args = args[i:]
		} else {
			args = args[i : i+1]
		}
		for _, arg := range args {
			if c.a.tainted(arg) && !c.boundedBefore(call, arg) && !c.chargedBefore(call, arg) {
				name := fn.Name()
				if fn.Pkg() != nil && fn.Pkg() != c.a.pass.Pkg {
					name = fn.Pkg().Name() + "." + name
				}
				c.report(call.Pos(), "program count (%s) passed to %s, whose loop bounded by its parameter %s counts no work per round: count work in that loop, bound the count before the call, or say why it is bounded (%s <reason>)", c.a.text(arg), name, sig.Params().At(min(i, sig.Params().Len()-1)).Name(), directive)
				return
			}
		}
	}
}
