package workloop

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// state is the state of one package's pass: the functions that
// charge and the objects that hold program counts.
type state struct {
	pass    *analysis.Pass
	files   []*ast.File
	decls   map[*types.Func]*ast.FuncDecl
	charge  map[*types.Func]bool
	count   map[types.Object]bool
	changed bool

	sink map[*types.Func][]int // sink parameters of the package's functions

	// A what-if run (sinks): the counts assumed in scope, besides count.
	overlay map[types.Object]bool
	scope   *ast.FuncDecl
}

func newAnalysis(pass *analysis.Pass) *state {
	a := &state{pass: pass, files: sourceFiles(pass), decls: map[*types.Func]*ast.FuncDecl{},
		charge: map[*types.Func]bool{}, count: map[types.Object]bool{}, sink: map[*types.Func][]int{}}
	for _, f := range a.files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					a.decls[fn] = fd
				}
			}
		}
	}
	return a
}

func (a *state) text(e ast.Expr) string {
	s := types.ExprString(e)
	if len(s) > 60 {
		s = s[:57] + "..."
	}
	return s
}

// isEvalNamed reports whether t is eval's named type name.
func isEvalNamed(t types.Type, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == evalPkg && n.Obj().Name() == name
}

// isThread reports whether t is *eval.Thread.
func isThread(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && isEvalNamed(p.Elem(), "Thread")
}

// ---- charging functions ----

// charges computes the package's charging functions (a fixpoint over
// its static calls) and exports them as facts.
func (a *state) charges() {
	for {
		changed := false
		for fn, fd := range a.decls {
			if a.charge[fn] {
				continue
			}
			found := false
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if found {
					return false
				}
				if call, ok := n.(*ast.CallExpr); ok && a.isCharging(call) {
					found = true
				}
				return !found
			})
			if found {
				a.charge[fn] = true
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	for fn := range a.charge {
		a.pass.ExportObjectFact(fn, &chargesFact{})
	}
}

// isCharging reports whether call counts work, polls the deadline or
// charges memory (see the package comment).
func (a *state) isCharging(call *ast.CallExpr) bool {
	info := a.pass.TypesInfo
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return false
	}
	obj := callee(info, call)
	fn, ok := obj.(*types.Func)
	if !ok {
		if _, isBuiltin := obj.(*types.Builtin); isBuiltin {
			return false
		}
		// A call of a function value passing the thread: a callback
		// into the evaluator.
		return a.passesThread(call)
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil {
		return false
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == evalPkg {
		if sig.Recv() != nil && isThread(sig.Recv().Type()) && primitives[fn.Name()] {
			return true
		}
		if sig.Recv() == nil && fn.Name() == "ChargeIntWork" {
			return true
		}
	}
	if sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) {
		return a.passesThread(call) // a dynamic call into a value's method
	}
	fn = fn.Origin()
	if a.charge[fn] {
		return true
	}
	if fn.Pkg() != nil && fn.Pkg() != a.pass.Pkg && inModule(fn.Pkg().Path()) {
		return a.pass.ImportObjectFact(fn, &chargesFact{})
	}
	return false
}

func (a *state) passesThread(call *ast.CallExpr) bool {
	for _, arg := range call.Args {
		if isThread(a.pass.TypesInfo.TypeOf(arg)) {
			return true
		}
	}
	return false
}

// returnsError reports whether the call's results end with an error.
func (a *state) returnsError(call *ast.CallExpr) bool {
	t := a.pass.TypesInfo.TypeOf(call)
	if t == nil {
		return false
	}
	if tup, ok := t.(*types.Tuple); ok {
		if tup.Len() == 0 {
			return false
		}
		t = tup.At(tup.Len() - 1).Type()
	}
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// ---- program counts ----

// countLike reports whether a value of type t can carry a count: an
// integer, or a slice, array or pointer of them.
func countLike(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsInteger != 0
	case *types.Slice:
		return countLike(u.Elem())
	case *types.Array:
		return countLike(u.Elem())
	case *types.Pointer:
		return countLike(u.Elem())
	case *types.Signature:
		for i := 0; i < u.Results().Len(); i++ {
			if countLike(u.Results().At(i).Type()) {
				return true
			}
		}
	}
	return false
}

// mark records obj as holding a program count.
func (a *state) mark(obj types.Object) {
	if obj == nil || a.count[obj] {
		return
	}
	if a.overlay != nil {
		// A what-if run marks only the objects of its function.
		if a.overlay[obj] || obj.Pos() < a.scope.Pos() || obj.Pos() >= a.scope.End() {
			return
		}
		if v, ok := obj.(*types.Var); ok && countLike(v.Type()) {
			a.overlay[obj] = true
			a.changed = true
		}
		return
	}
	if v, ok := obj.(*types.Var); ok {
		if !countLike(v.Type()) {
			return
		}
		if v.Pkg() != a.pass.Pkg {
			return // another package's field: not ours to mark
		}
	}
	if fn, ok := obj.(*types.Func); ok {
		obj = fn.Origin()
	}
	a.count[obj] = true
	a.changed = true
}

// isCount reports whether obj holds a program count (here, or as a fact).
func (a *state) isCount(obj types.Object) bool {
	if obj == nil {
		return false
	}
	if fn, ok := obj.(*types.Func); ok {
		obj = fn.Origin()
	}
	if a.count[obj] || a.overlay[obj] {
		return true
	}
	if obj.Pkg() != nil && obj.Pkg() != a.pass.Pkg && inModule(obj.Pkg().Path()) {
		switch obj := obj.(type) {
		case *types.Func:
			return a.pass.ImportObjectFact(obj, &countFact{})
		case *types.Var:
			if obj.IsField() || obj.Parent() == obj.Pkg().Scope() {
				return a.pass.ImportObjectFact(obj, &countFact{})
			}
		}
	}
	return false
}

// taint computes the package's program counts (a fixpoint) and exports
// its functions and fields that hold them.
func (a *state) taint() {
	for {
		a.changed = false
		for _, fd := range a.decls {
			a.propagate(fd)
		}
		for _, f := range a.files {
			for _, d := range f.Decls {
				if gd, ok := d.(*ast.GenDecl); ok {
					for _, s := range gd.Specs {
						if vs, ok := s.(*ast.ValueSpec); ok {
							a.valueSpec(vs)
						}
					}
				}
			}
		}
		if !a.changed {
			break
		}
	}
	for obj := range a.count {
		switch o := obj.(type) {
		case *types.Func:
			if o.Pkg() == a.pass.Pkg {
				a.pass.ExportObjectFact(o, &countFact{})
			}
		case *types.Var:
			if o.Pkg() == a.pass.Pkg && (o.IsField() || o.Parent() == o.Pkg().Scope()) {
				a.pass.ExportObjectFact(o, &countFact{})
			}
		}
	}
}

func (a *state) valueSpec(vs *ast.ValueSpec) {
	info := a.pass.TypesInfo
	for i, name := range vs.Names {
		var rhs ast.Expr
		switch {
		case len(vs.Values) == len(vs.Names):
			rhs = vs.Values[i]
		case len(vs.Values) == 1:
			rhs = vs.Values[0]
		}
		if rhs != nil && a.tainted(rhs) {
			a.mark(info.Defs[name])
		}
	}
}

// target returns the object an assignment to e writes: a variable, a
// field, or the slice an element of which is written.
func (a *state) target(e ast.Expr) types.Object {
	info := a.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if o := info.Defs[e]; o != nil {
			return o
		}
		return info.Uses[e]
	case *ast.SelectorExpr:
		return info.Uses[e.Sel]
	case *ast.IndexExpr:
		return a.target(e.X)
	case *ast.StarExpr:
		return a.target(e.X)
	}
	return nil
}

// propagate applies the flow rules to one function.
func (a *state) propagate(fd *ast.FuncDecl) {
	info := a.pass.TypesInfo
	fnObj, _ := info.Defs[fd.Name].(*types.Func)
	var lits []*ast.FuncLit
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			lits = append(lits, n)
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				var rhs ast.Expr
				switch {
				case len(n.Rhs) == len(n.Lhs):
					rhs = n.Rhs[i]
				case len(n.Rhs) == 1:
					rhs = n.Rhs[0]
				}
				if rhs == nil {
					continue
				}
				switch n.Tok {
				case token.REM_ASSIGN, token.AND_ASSIGN, token.SHR_ASSIGN, token.QUO_ASSIGN:
					continue
				}
				if a.tainted(rhs) || a.parsesNumber(l, rhs) {
					a.mark(a.target(l))
				}
			}
		case *ast.ValueSpec:
			a.valueSpec(n)
		case *ast.RangeStmt:
			if a.tainted(n.X) {
				t := a.pass.TypesInfo.TypeOf(n.X)
				if isInteger(t) && n.Key != nil {
					a.mark(a.target(n.Key))
				} else if n.Value != nil {
					a.mark(a.target(n.Value))
				}
			}
		case *ast.CompositeLit:
			a.compositeLit(n)
		case *ast.CallExpr:
			a.call(n)
		case *ast.ReturnStmt:
			if fnObj == nil || a.insideLit(lits, n) {
				return true
			}
			for _, r := range n.Results {
				if a.tainted(r) {
					a.mark(fnObj)
				}
			}
		}
		return true
	})
}

func (a *state) insideLit(lits []*ast.FuncLit, n ast.Node) bool {
	for _, l := range lits {
		if l.Pos() <= n.Pos() && n.End() <= l.End() {
			return true
		}
	}
	return false
}

// parsesNumber reports whether v = v*k + d (k a constant of 2 or more,
// or the other way round) accumulates the digits of a number the program
// wrote (a width, a repeat count in a format or a pattern).
func (a *state) parsesNumber(lhs, rhs ast.Expr) bool {
	id, ok := ast.Unparen(lhs).(*ast.Ident)
	if !ok {
		return false
	}
	v := a.pass.TypesInfo.ObjectOf(id)
	add, ok := ast.Unparen(rhs).(*ast.BinaryExpr)
	if !ok || add.Op != token.ADD {
		return false
	}
	for _, side := range []ast.Expr{add.X, add.Y} {
		mul, ok := ast.Unparen(side).(*ast.BinaryExpr)
		if !ok || mul.Op != token.MUL {
			continue
		}
		for _, p := range [][2]ast.Expr{{mul.X, mul.Y}, {mul.Y, mul.X}} {
			x, ok := ast.Unparen(p[0]).(*ast.Ident)
			tv, isConst := a.pass.TypesInfo.Types[p[1]]
			if ok && a.pass.TypesInfo.ObjectOf(x) == v && isConst && tv.Value != nil &&
				constant.Compare(tv.Value, token.GEQ, constant.MakeInt64(2)) {
				return true
			}
		}
	}
	return false
}

// compositeLit marks the fields a struct literal sets from counts.
func (a *state) compositeLit(lit *ast.CompositeLit) {
	t := a.pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	for i, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && a.tainted(kv.Value) {
				a.mark(a.pass.TypesInfo.Uses[id])
			}
			continue
		}
		if i < st.NumFields() && a.tainted(e) {
			a.mark(st.Field(i))
		}
	}
}

// call marks the parameters of the package's functions that receive
// counts, and the variables whose address a conversion function fills.
func (a *state) call(call *ast.CallExpr) {
	info := a.pass.TypesInfo
	fn, ok := callee(info, call).(*types.Func)
	if !ok {
		return
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil {
		return
	}
	if fn.Pkg() != nil && inModule(fn.Pkg().Path()) && takesValue(sig) {
		for _, arg := range call.Args {
			if u, ok := ast.Unparen(arg).(*ast.UnaryExpr); ok && u.Op == token.AND {
				if o := a.target(u.X); o != nil {
					if v, ok := o.(*types.Var); ok && isInteger(v.Type()) {
						a.mark(o)
					}
				}
			}
		}
	}
	fd := a.decls[fn.Origin()]
	if fd == nil {
		return
	}
	var params []*types.Var
	for _, field := range fd.Type.Params.List {
		for _, name := range field.Names {
			if v, ok := info.Defs[name].(*types.Var); ok {
				params = append(params, v)
			}
		}
	}
	if len(params) == 0 {
		return
	}
	for i, arg := range call.Args {
		if i >= len(params) {
			i = len(params) - 1
		}
		if a.tainted(arg) {
			a.mark(params[i])
		}
	}
}

// takesValue reports whether a signature has a parameter of type
// eval.Value, or a slice or map of them.
func takesValue(sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		t := sig.Params().At(i).Type()
		switch u := types.Unalias(t).(type) {
		case *types.Slice:
			t = u.Elem()
		case *types.Map:
			t = u.Elem()
		}
		if isEvalNamed(t, "Value") {
			return true
		}
	}
	return false
}

// bigCounts are math/big's accessors whose result is a number the
// program chose; strconvCounts parse one.
var (
	bigCounts     = map[string]bool{"Int64": true, "Uint64": true, "BitLen": true}
	strconvCounts = map[string]bool{"Atoi": true, "ParseInt": true, "ParseUint": true}
)

// tainted reports whether e is (computed from) a program count.
func (a *state) tainted(e ast.Expr) bool { return a.taintedExcept(e, nil) }

// taintedExcept is tainted, with the variables of skip taken as bounded.
func (a *state) taintedExcept(e ast.Expr, skip map[types.Object]bool) bool {
	info := a.pass.TypesInfo
	tv, ok := info.Types[e]
	if ok && tv.Value != nil {
		return false
	}
	if ok && tv.Type != nil && isEvalNamed(tv.Type, "Int") {
		if id, isID := ast.Unparen(e).(*ast.Ident); !isID || !skip[info.Uses[id]] {
			return true
		}
	}
	rec := func(x ast.Expr) bool { return a.taintedExcept(x, skip) }
	switch e := e.(type) {
	case *ast.ParenExpr:
		return rec(e.X)
	case *ast.StarExpr:
		return rec(e.X)
	case *ast.Ident:
		obj := info.Uses[e]
		if skip[obj] {
			return false
		}
		return a.isCount(obj)
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[e]; ok && sel.Kind() != types.FieldVal {
			return false
		}
		return a.isCount(info.Uses[e.Sel])
	case *ast.IndexExpr:
		if t := info.TypeOf(e.X); t != nil {
			if _, isSig := t.Underlying().(*types.Signature); isSig {
				return false // an instantiation
			}
		}
		return rec(e.X)
	case *ast.SliceExpr:
		return rec(e.X)
	case *ast.UnaryExpr:
		if e.Op == token.AND || e.Op == token.NOT || e.Op == token.ARROW {
			return false
		}
		return rec(e.X)
	case *ast.BinaryExpr:
		switch e.Op {
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ, token.LAND, token.LOR:
			return false
		case token.REM:
			return rec(e.Y)
		case token.AND:
			return rec(e.X) && rec(e.Y)
		case token.SHR, token.AND_NOT, token.QUO:
			return rec(e.X)
		}
		return rec(e.X) || rec(e.Y)
	case *ast.CompositeLit:
		for _, elt := range e.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			if rec(elt) {
				return true
			}
		}
		return false
	case *ast.CallExpr:
		return a.taintedCall(e, skip)
	}
	return false
}

func (a *state) taintedCall(call *ast.CallExpr, skip map[types.Object]bool) bool {
	info := a.pass.TypesInfo
	rec := func(x ast.Expr) bool { return a.taintedExcept(x, skip) }
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return len(call.Args) == 1 && rec(call.Args[0])
	}
	obj := callee(info, call)
	if b, ok := obj.(*types.Builtin); ok {
		switch b.Name() {
		case "min":
			for _, arg := range call.Args {
				if !rec(arg) {
					return false
				}
			}
			return true
		case "max":
			for _, arg := range call.Args {
				if rec(arg) {
					return true
				}
			}
		}
		return false
	}
	fn, ok := obj.(*types.Func)
	if !ok {
		return false
	}
	if !countLike(info.TypeOf(call)) && !tupleHasInteger(info.TypeOf(call)) {
		return false
	}
	if a.isCount(fn) {
		return true
	}
	sig, _ := fn.Type().(*types.Signature)
	if fn.Pkg() == nil || sig == nil {
		return false
	}
	switch path := fn.Pkg().Path(); {
	case path == "math/big":
		return sig.Recv() != nil && bigCounts[fn.Name()]
	case path == "strconv":
		return strconvCounts[fn.Name()]
	case inModule(path):
		return takesValue(sig)
	}
	// A library function of counts (math/bits, math, ...).
	for _, arg := range call.Args {
		if rec(arg) {
			return true
		}
	}
	return false
}

func tupleHasInteger(t types.Type) bool {
	tup, ok := t.(*types.Tuple)
	if !ok {
		return false
	}
	for i := 0; i < tup.Len(); i++ {
		if countLike(tup.At(i).Type()) {
			return true
		}
	}
	return false
}
