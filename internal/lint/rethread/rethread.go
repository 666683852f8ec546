// Package rethread is a static check (a go/analysis pass) that keeps a
// resumed generator's work charged to the run that resumes it (issue 11).
//
// Each run of an executor has its own *eval.Thread: its operation budget,
// memory charge, deadline and value stack. A generator or coroutine
// suspended in one run and resumed in a later one runs its frame on the
// later run's thread: resuming sets Frame.t. Compiled code that reads the
// thread into a local (t := fr.t) and then evaluates a child that may
// suspend the frame (a yield or await anywhere below it) holds the earlier
// run's thread when the child returns: what it charges after that escapes
// the resuming run's limits (or fails on the earlier run's expired
// deadline). The rule: after a call that may suspend the frame, a thread
// local is read again from the frame before it is used (one load).
//
// The pass applies to the package that defines Thread and Frame (eval).
// A call may suspend a frame when it gives the callee a frame (a *Frame,
// a value of a type of the package holding one, such as asyncIterator, or
// of an interface of the package other than Value that such a type
// implements, such as Iterator, as an argument or receiver; or a function
// literal whose body may suspend) and the callee is
//   - a function value (the compiler's closures: exprFn, stmtFn, ..., and
//     genCoro.yieldFn, a field of a value holding a frame, where the
//     frame suspends) or an interface method, or
//   - a function of the package whose body makes such a call (found to a
//     fixed point).
//
// In a function that reads a frame's thread (the code that runs in a
// frame; other functions are given their thread by their caller), a local
// variable of type *Thread, or of a struct type of the package that holds
// one (Builder), is stale after such a call until it is assigned again; a
// use of a stale variable is reported. The walk follows Go's structured
// control flow (branches join, loops run to a fixed point, break and
// continue go to their loop); a use inside a function literal counts
// where the literal stands, and an operand of a call when the call is
// made, after its other operands ran.
//
// The resumable steppers of simple generators (function literals of
// eval's type stepFn, genstep.go) are not checked: their bodies have
// yields only as statements, where a stepper returns (ctrlYield) to be
// called again by the next resume, which reads the frame's thread anew;
// no call in a stepper suspends the frame.
//
// A report is silenced only by
//
//	//rethread:ok <why the thread cannot be an earlier one here>
//
// on the line of the use or the line above it, or in the doc comment of a
// function for all of it (a path the compiler takes only for children
// that cannot suspend).
package rethread

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/pyinterp/pyinterp/internal/lint/lintutil"
)

// Analyzer is the rethread pass.
var Analyzer = &analysis.Analyzer{
	Name: "rethread",
	Doc:  "report a thread local used after a call that may suspend its frame (read fr.t again: a later run may have resumed it)",
	Run:  run,
}

const directive = "//rethread:ok"

type checker struct {
	pass      *analysis.Pass
	frame     types.Type // *Frame
	thread    types.Type // *Thread
	suspends  map[*types.Func]bool
	decls     map[*types.Func]*ast.FuncDecl
	waived    map[*token.File]map[int]bool
	reported  map[token.Pos]bool
	threadish map[types.Type]bool
	holders   []types.Type // named struct types with a *Frame field
	carries   map[types.Type]bool
	stepper   types.Type // stepFn's signature
}

func run(pass *analysis.Pass) (any, error) {
	fo, _ := pass.Pkg.Scope().Lookup("Frame").(*types.TypeName)
	to, _ := pass.Pkg.Scope().Lookup("Thread").(*types.TypeName)
	if fo == nil || to == nil {
		return nil, nil
	}
	c := &checker{
		pass:      pass,
		frame:     types.NewPointer(fo.Type()),
		thread:    types.NewPointer(to.Type()),
		suspends:  map[*types.Func]bool{},
		decls:     map[*types.Func]*ast.FuncDecl{},
		waived:    map[*token.File]map[int]bool{},
		reported:  map[token.Pos]bool{},
		threadish: map[types.Type]bool{},
		carries:   map[types.Type]bool{},
	}
	if st, ok := pass.Pkg.Scope().Lookup("stepFn").(*types.TypeName); ok {
		c.stepper = st.Type().Underlying()
	}
	if st, ok := pass.Pkg.Scope().Lookup("stepFn").(*types.TypeName); ok {
		c.stepper = st.Type().Underlying()
	}
	// The types of the package that hold a frame.
	for _, name := range pass.Pkg.Scope().Names() {
		tn, ok := pass.Pkg.Scope().Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || tn == fo || tn == to { // a thread's frame is the running one
			continue
		}
		if st, ok := tn.Type().Underlying().(*types.Struct); ok {
			for i := 0; i < st.NumFields(); i++ {
				if types.Identical(st.Field(i).Type(), c.frame) {
					c.holders = append(c.holders, tn.Type())
					break
				}
			}
		}
	}
	var files []*ast.File
	for _, f := range pass.Files {
		if strings.HasSuffix(pass.Fset.Position(f.Pos()).Filename, "_test.go") {
			continue
		}
		files = append(files, f)
		c.waived[pass.Fset.File(f.Pos())] = lintutil.Waived(pass, f, directive)
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					c.decls[fn] = fd
				}
			}
		}
	}
	// The functions that may suspend a frame they are given, to a fixed
	// point.
	for changed := true; changed; {
		changed = false
		for fn, fd := range c.decls {
			if !c.suspends[fn] && c.bodySuspends(fd.Body) {
				c.suspends[fn] = true
				changed = true
			}
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if n.Body == nil || waivedDoc(n.Doc) {
					return false
				}
				c.function(n.Body)
			case *ast.FuncLit:
				if c.stepper != nil && types.Identical(c.pass.TypesInfo.TypeOf(n), c.stepper) {
					break // a stepper: no call in it suspends the frame
				}
				c.function(n.Body)
			}
			return true
		})
	}
	return nil, nil
}

// waivedDoc reports whether a function's doc comment waives the whole
// function (a directive with a reason on a line of its own).
func waivedDoc(doc *ast.CommentGroup) bool {
	if doc == nil {
		return false
	}
	for _, c := range doc.List {
		if strings.HasPrefix(c.Text, directive) && strings.TrimSpace(strings.TrimPrefix(c.Text, directive)) != "" {
			return true
		}
	}
	return false
}

// isFrame reports whether e is a *Frame.
func (c *checker) isFrame(e ast.Expr) bool {
	tv, ok := c.pass.TypesInfo.Types[e]
	return ok && types.Identical(tv.Type, c.frame)
}

// carriesFrame reports whether e gives the callee a frame: e is a *Frame,
// a value of a type of the package holding one (asyncIterator, whose Next
// awaits in its frame), or of an interface of the package (other than
// Value) such a type implements (Iterator).
func (c *checker) carriesFrame(e ast.Expr) bool {
	tv, ok := c.pass.TypesInfo.Types[e]
	if !ok || tv.Type == nil {
		return false
	}
	t := tv.Type
	if r, ok := c.carries[t]; ok {
		return r
	}
	r := false
	switch {
	case types.Identical(t, c.frame):
		r = true
	case types.IsInterface(t):
		if n, ok := t.(*types.Named); ok && n.Obj().Pkg() == c.pass.Pkg && n.Obj().Name() != "Value" {
			iface := n.Underlying().(*types.Interface)
			for _, h := range c.holders {
				if types.Implements(h, iface) || types.Implements(types.NewPointer(h), iface) {
					r = true
				}
			}
		}
	default:
		u := t
		if p, ok := u.(*types.Pointer); ok {
			u = p.Elem()
		}
		for _, h := range c.holders {
			if types.Identical(u, h) {
				r = true
			}
		}
	}
	c.carries[t] = r
	return r
}

// bodySuspends reports whether body (function literals included) makes a
// call that may suspend a frame.
func (c *checker) bodySuspends(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && c.callSuspends(call) {
			found = true
		}
		return !found
	})
	return found
}

// callSuspends reports whether call may suspend a frame it is given.
func (c *checker) callSuspends(call *ast.CallExpr) bool {
	if tv, ok := c.pass.TypesInfo.Types[call.Fun]; ok && tv.IsType() {
		return false // a conversion
	}
	givesFrame := false
	for _, a := range call.Args {
		a = ast.Unparen(a)
		if c.carriesFrame(a) {
			givesFrame = true
		}
		if lit, ok := a.(*ast.FuncLit); ok && c.bodySuspends(lit.Body) {
			return true
		}
	}
	fun := ast.Unparen(call.Fun)
	var callee *types.Func
	switch f := fun.(type) {
	case *ast.Ident:
		callee, _ = c.pass.TypesInfo.Uses[f].(*types.Func)
	case *ast.SelectorExpr:
		if sel, ok := c.pass.TypesInfo.Selections[f]; ok {
			if sel.Kind() == types.MethodVal {
				callee, _ = sel.Obj().(*types.Func)
				if c.carriesFrame(f.X) {
					givesFrame = true
				}
				if types.IsInterface(sel.Recv()) {
					return givesFrame // a dynamic call
				}
			} else if sel.Kind() == types.FieldVal && c.carriesFrame(f.X) {
				// A function in a field of a value holding a frame: the
				// coroutine's yieldFn, where a frame suspends.
				givesFrame = true
			}
		} else {
			callee, _ = c.pass.TypesInfo.Uses[f.Sel].(*types.Func) // pkg.F
		}
	case *ast.IndexExpr: // generic instantiation
		if id, ok := ast.Unparen(f.X).(*ast.Ident); ok {
			callee, _ = c.pass.TypesInfo.Uses[id].(*types.Func)
		}
	}
	if !givesFrame {
		return false
	}
	if callee == nil {
		if _, isBuiltin := c.pass.TypesInfo.Uses[identOf(fun)].(*types.Builtin); isBuiltin {
			return false
		}
		return true // a function value
	}
	return c.suspends[callee.Origin()]
}

func identOf(e ast.Expr) *ast.Ident {
	id, _ := e.(*ast.Ident)
	return id
}

// isThreadish reports whether values of type t carry a thread: *Thread, or
// a struct type of the package (or a pointer to one) with a *Thread field.
func (c *checker) isThreadish(t types.Type) bool {
	if types.Identical(t, c.thread) {
		return true
	}
	if types.Identical(t, c.frame) {
		return false // the frame is where the thread is read from
	}
	if r, ok := c.threadish[t]; ok {
		return r
	}
	r := false
	u := t
	if p, ok := u.(*types.Pointer); ok {
		u = p.Elem()
	}
	if n, ok := u.(*types.Named); ok && n.Obj().Pkg() == c.pass.Pkg {
		if s, ok := n.Underlying().(*types.Struct); ok {
			for i := 0; i < s.NumFields(); i++ {
				if types.Identical(s.Field(i).Type(), c.thread) {
					r = true
				}
			}
		}
	}
	c.threadish[t] = r
	return r
}

// state is the set of thread locals that may be stale; nil is
// unreachable.
type state map[*types.Var]bool

func (s state) clone() state {
	if s == nil {
		return nil
	}
	r := make(state, len(s))
	for k, v := range s {
		r[k] = v
	}
	return r
}

func join(a, b state) state {
	if a == nil {
		return b.clone()
	}
	if b == nil {
		return a.clone()
	}
	r := a.clone()
	for k := range b {
		r[k] = true
	}
	return r
}

func equal(a, b state) bool {
	if (a == nil) != (b == nil) || len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

// fn is the walk of one function body.
type fn struct {
	c      *checker
	locals map[*types.Var]bool // thread locals declared in the body
	loops  []*loopCtx
	label  string // label of the statement being walked
}

type loopCtx struct {
	label      string
	isLoop     bool // false: a switch or select (break only)
	brk, cont  state
	brkReached bool
}

func (c *checker) function(body *ast.BlockStmt) {
	w := &fn{c: c, locals: map[*types.Var]bool{}}
	// Thread locals: variables declared in this body (not in nested
	// function literals, which are walked on their own).
	ast.Inspect(body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := c.pass.TypesInfo.Defs[id].(*types.Var); ok && c.isThreadish(v.Type()) {
				w.locals[v] = true
			}
		}
		return true
	})
	if len(w.locals) == 0 || !c.readsFrameThread(body) {
		return
	}
	w.block(body.List, state{})
}

// readsFrameThread reports whether body (not its function literals) reads
// a frame's thread: the code that runs in a frame, which may suspend.
// Other functions are given their thread by their caller.
func (c *checker) readsFrameThread(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.SelectorExpr:
			if n.Sel.Name == "t" && c.isFrame(n.X) {
				found = true
			}
		}
		return !found
	})
	return found
}

func (w *fn) block(stmts []ast.Stmt, s state) state {
	for _, st := range stmts {
		s = w.stmt(st, s)
	}
	return s
}

// expr walks e: the calls in it, in order, and the uses of thread locals.
// A use that is an operand of a call is checked when the call is made,
// after its other operands ran.
func (w *fn) expr(e ast.Expr, s state) state {
	if e == nil || s == nil {
		return s
	}
	switch e := e.(type) {
	case *ast.Ident:
		w.use(e, s)
		return s
	case *ast.FuncLit:
		// Run later (or now): its uses of this body's locals count here.
		ast.Inspect(e.Body, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				w.use(id, s)
			}
			return true
		})
		return s
	case *ast.CallExpr:
		var deferred []ast.Expr
		operand := func(x ast.Expr) {
			if isPlain(x) {
				deferred = append(deferred, x)
			} else {
				s = w.expr(x, s)
			}
		}
		operand(e.Fun)
		for _, a := range e.Args {
			operand(a)
		}
		for _, x := range deferred {
			s = w.expr(x, s)
		}
		if s != nil && w.c.callSuspends(e) {
			s = s.clone()
			for v := range w.locals {
				s[v] = true
			}
		}
		return s
	}
	ast.Inspect(e, func(n ast.Node) bool {
		if n == e {
			return true
		}
		if x, ok := n.(ast.Expr); ok {
			s = w.expr(x, s)
			return false
		}
		return true
	})
	return s
}

// isPlain reports whether e makes no call (a local, a field, a constant).
func isPlain(e ast.Expr) bool {
	plain := true
	ast.Inspect(e, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.CallExpr, *ast.FuncLit:
			plain = false
		}
		return plain
	})
	return plain
}

func (w *fn) use(id *ast.Ident, s state) {
	v, ok := w.c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !s[v] {
		return
	}
	pos := w.c.pass.Fset.Position(id.Pos())
	if w.c.waived[w.c.pass.Fset.File(id.Pos())][pos.Line] || w.c.reported[id.Pos()] {
		return
	}
	w.c.reported[id.Pos()] = true
	w.c.pass.Reportf(id.Pos(), "%s may be an earlier run's thread here: a call before it may have suspended the frame (read it from the frame again, or say why with %s <reason>)", id.Name, directive)
}

// assign marks the thread locals lhs assigns fresh.
func (w *fn) assign(lhs []ast.Expr, s state) state {
	if s == nil {
		return nil
	}
	for _, l := range lhs {
		id, ok := ast.Unparen(l).(*ast.Ident)
		if !ok {
			s = w.expr(l, s) // o.f = ..., a[i] = ...: the operands are used
			continue
		}
		v, _ := w.c.pass.TypesInfo.Defs[id].(*types.Var)
		if v == nil {
			v, _ = w.c.pass.TypesInfo.Uses[id].(*types.Var)
		}
		if v != nil && s[v] {
			s = s.clone()
			delete(s, v)
		}
	}
	return s
}

func (w *fn) stmt(st ast.Stmt, s state) state {
	if s == nil {
		return nil
	}
	label := w.label
	w.label = ""
	switch st := st.(type) {
	case *ast.BlockStmt:
		return w.block(st.List, s)
	case *ast.ExprStmt:
		s = w.expr(st.X, s)
		if call, ok := st.X.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return nil
			}
		}
		return s
	case *ast.AssignStmt:
		if st.Tok != token.ASSIGN && st.Tok != token.DEFINE {
			for _, l := range st.Lhs {
				s = w.expr(l, s) // x op= y reads x
			}
		}
		for _, r := range st.Rhs {
			s = w.expr(r, s)
		}
		return w.assign(st.Lhs, s)
	case *ast.DeclStmt:
		if gd, ok := st.Decl.(*ast.GenDecl); ok {
			for _, sp := range gd.Specs {
				if vs, ok := sp.(*ast.ValueSpec); ok {
					for _, v := range vs.Values {
						s = w.expr(v, s)
					}
					names := make([]ast.Expr, len(vs.Names))
					for i, n := range vs.Names {
						names[i] = n
					}
					s = w.assign(names, s)
				}
			}
		}
		return s
	case *ast.IncDecStmt:
		return w.expr(st.X, s)
	case *ast.SendStmt:
		return w.expr(st.Value, w.expr(st.Chan, s))
	case *ast.GoStmt:
		return w.expr(st.Call, s)
	case *ast.DeferStmt:
		return w.expr(st.Call, s)
	case *ast.ReturnStmt:
		for _, r := range st.Results {
			s = w.expr(r, s)
		}
		return nil
	case *ast.LabeledStmt:
		w.label = st.Label.Name
		return w.stmt(st.Stmt, s)
	case *ast.BranchStmt:
		ctx := w.target(st)
		if ctx == nil {
			return nil // goto, fallthrough: not followed
		}
		switch st.Tok {
		case token.BREAK:
			ctx.brk = join(ctx.brk, s)
			ctx.brkReached = true
		case token.CONTINUE:
			ctx.cont = join(ctx.cont, s)
		}
		return nil
	case *ast.IfStmt:
		s = w.stmt(st.Init, s)
		s = w.expr(st.Cond, s)
		then := w.block(st.Body.List, s.clone())
		els := s
		if st.Else != nil {
			els = w.stmt(st.Else, s.clone())
		}
		if then == nil {
			return els
		}
		if els == nil {
			return then
		}
		return join(then, els)
	case *ast.ForStmt:
		s = w.stmt(st.Init, s)
		return w.loop(label, s, func(head state) (state, state) {
			h := w.expr(st.Cond, head)
			return h, h
		}, st.Body, func(end state) state { return w.stmt(st.Post, end) }, st.Cond == nil)
	case *ast.RangeStmt:
		s = w.expr(st.X, s)
		return w.loop(label, s, func(head state) (state, state) { return head, head }, st.Body, func(end state) state { return end }, false)
	case *ast.SwitchStmt:
		s = w.stmt(st.Init, s)
		s = w.expr(st.Tag, s)
		return w.clauses(label, s, st.Body)
	case *ast.TypeSwitchStmt:
		s = w.stmt(st.Init, s)
		s = w.stmt(st.Assign, s)
		return w.clauses(label, s, st.Body)
	case *ast.SelectStmt:
		return w.clauses(label, s, st.Body)
	}
	return s
}

func (w *fn) target(st *ast.BranchStmt) *loopCtx {
	for i := len(w.loops) - 1; i >= 0; i-- {
		ctx := w.loops[i]
		if st.Label != nil {
			if ctx.label == st.Label.Name {
				return ctx
			}
			continue
		}
		if st.Tok == token.CONTINUE && !ctx.isLoop {
			continue
		}
		return ctx
	}
	return nil
}

// loop walks a loop to a fixed point: cond returns the state entering the
// body and the state leaving the loop when the condition fails; post
// walks the post statement.
func (w *fn) loop(label string, entry state, cond func(state) (state, state), body *ast.BlockStmt, post func(state) state, infinite bool) state {
	head := entry
	var exit state
	for range 4 {
		ctx := &loopCtx{label: label, isLoop: true}
		w.loops = append(w.loops, ctx)
		in, out := cond(head)
		end := w.block(body.List, in.clone())
		w.loops = w.loops[:len(w.loops)-1]
		end = post(join(end, ctx.cont))
		if !infinite {
			exit = join(out, ctx.brk)
		} else {
			exit = ctx.brk
		}
		next := join(entry, end)
		if equal(next, head) {
			break
		}
		head = next
	}
	return exit
}

func (w *fn) clauses(label string, s state, body *ast.BlockStmt) state {
	ctx := &loopCtx{label: label}
	w.loops = append(w.loops, ctx)
	var out state
	hasDefault := false
	for _, cl := range body.List {
		cs := s.clone()
		var stmts []ast.Stmt
		switch cl := cl.(type) {
		case *ast.CaseClause:
			if cl.List == nil {
				hasDefault = true
			}
			for _, e := range cl.List {
				cs = w.expr(e, cs)
			}
			stmts = cl.Body
		case *ast.CommClause:
			if cl.Comm == nil {
				hasDefault = true
			}
			cs = w.stmt(cl.Comm, cs)
			stmts = cl.Body
		}
		end := w.block(stmts, cs)
		if end != nil {
			out = join(out, end)
		}
	}
	w.loops = w.loops[:len(w.loops)-1]
	if !hasDefault {
		out = join(out, s)
	}
	if ctx.brkReached {
		out = join(out, ctx.brk)
	}
	return out
}
