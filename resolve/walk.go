package resolve

import (
	"strings"

	"github.com/pyinterp/pyinterp/ast"
)

// The walk: the first phase records, for each scope, how it uses each name
// (CPython's symtable_visit_* functions, whose order of visit it follows so
// that the first error reported is CPython's).

// flags records how a scope uses a name (CPython's DEF_* flags).
type flags uint16

const (
	defLocal    flags = 1 << iota // bound: assignment, def, class, for, with, except, del, match, walrus
	defParam                      // parameter
	defGlobal                     // declared global
	defNonlocal                   // declared nonlocal (or walrus target in a comprehension)
	defImport                     // bound by import
	defAnnot                      // annotated (x: T)
	use                           // loaded
	defCompIter                   // comprehension iteration variable

	defBound = defLocal | defParam | defImport
)

// symbol is a name of a scope.
type symbol struct {
	name      string
	flags     flags
	direct    bool     // used, bound or declared by the scope itself (not a pass-through)
	directive *ast.Pos // first global or nonlocal declaration
	binding   *Binding
}

type resolver struct {
	filename string
	info     *Info
	cur      *Scope

	// futureAnnotations: "from __future__ import annotations" is in
	// effect, so annotations are never evaluated and not resolved.
	futureAnnotations bool
}

// hasFutureAnnotations reports whether body starts with future
// statements (after an optional docstring) that include annotations.
func hasFutureAnnotations(body []ast.Stmt) bool {
	for i, s := range body {
		switch s := s.(type) {
		case *ast.ExprStmt:
			if c, ok := s.Value.(*ast.Constant); i == 0 && ok {
				if _, ok := c.Value.(string); ok {
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

// annotation resolves an annotation expression, which is evaluated unless
// annotations are postponed.
func (r *resolver) annotation(e ast.Expr) {
	if e != nil && !r.futureAnnotations {
		r.expr(e)
	}
}

func (r *resolver) newScope(kind ScopeKind, node ast.Node, name string, parent *Scope) *Scope {
	s := &Scope{
		Kind:          kind,
		Node:          node,
		Name:          name,
		Parent:        parent,
		ClassCellSlot: -1,
		syms:          make(map[string]*symbol),
	}
	if parent != nil {
		s.private = parent.private
		parent.Children = append(parent.Children, s)
	}
	if kind != Comprehension {
		s.freeIndex = make(map[string]int)
	}
	r.info.Scopes[node] = s
	return s
}

// isFunctionLike reports whether s is a CPython FunctionBlock.
func (s *Scope) isFunctionLike() bool {
	return s.Kind == Function || s.Kind == Lambda || s.Kind == Comprehension || s.Kind == GeneratorExp
}

// isComprehension reports whether s is a CPython comprehension block
// (including generator expressions).
func (s *Scope) isComprehension() bool {
	return s.Kind == Comprehension || s.Kind == GeneratorExp
}

// sym returns the symbol for the (mangled) name, creating it.
func (s *Scope) sym(name string) *symbol {
	sym := s.syms[name]
	if sym == nil {
		sym = &symbol{name: name}
		s.syms[name] = sym
		s.order = append(s.order, sym)
	}
	return sym
}

func (s *Scope) flagsOf(name string) flags {
	if sym := s.syms[name]; sym != nil {
		return sym.flags
	}
	return 0
}

func (r *resolver) module() *Scope { return r.info.Module }

// addDef records a use of name in the current scope.
func (r *resolver) addDef(name string, f flags, pos *ast.Pos) {
	r.addDefIn(r.cur, name, f, pos)
}

func (r *resolver) addDefIn(s *Scope, name string, f flags, pos *ast.Pos) {
	mangled := s.Mangle(name)
	sym := s.sym(mangled)
	sym.direct = true
	if f&defParam != 0 && sym.flags&defParam != 0 {
		r.errorAt(pos, "duplicate argument '%s' in function definition", name)
	}
	sym.flags |= f
	if s.compIterTarg {
		if sym.flags&(defGlobal|defNonlocal) != 0 {
			r.errorAt(pos, "comprehension inner loop cannot rebind assignment expression target '%s'", name)
		}
		sym.flags |= defCompIter
	}
	if f&defGlobal != 0 && s != r.module() {
		// CPython records every global declaration in the module's table too.
		g := r.module().sym(mangled)
		g.direct = true
		g.flags |= defGlobal
	}
}

func (r *resolver) recordDirective(s *Scope, name string, pos *ast.Pos) {
	sym := s.sym(s.Mangle(name))
	if sym.directive == nil {
		sym.directive = pos
	}
}

func (r *resolver) stmts(list []ast.Stmt) {
	for _, s := range list {
		r.stmt(s)
	}
}

func (r *resolver) exprs(list []ast.Expr) {
	for _, e := range list {
		if e != nil {
			r.expr(e)
		}
	}
}

func (r *resolver) stmt(s ast.Stmt) {
	switch s := s.(type) {
	case *ast.FunctionDef:
		r.funcDef(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, s.TypeParams)
	case *ast.AsyncFunctionDef:
		r.funcDef(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, s.TypeParams)
	case *ast.ClassDef:
		r.addDef(s.Name, defLocal, &s.Pos)
		r.typeParams(s.TypeParams)
		r.exprs(s.Bases)
		for _, k := range s.Keywords {
			r.expr(k.Value)
		}
		r.exprs(s.DecoratorList)
		outer := r.cur
		cls := r.newScope(Class, s, s.Name, outer)
		cls.private = s.Name
		r.cur = cls
		r.stmts(s.Body)
		r.cur = outer
	case *ast.Return:
		if s.Value != nil {
			r.expr(s.Value)
		}
	case *ast.Delete:
		r.exprs(s.Targets)
	case *ast.Assign:
		r.exprs(s.Targets)
		r.expr(s.Value)
	case *ast.AugAssign:
		r.expr(s.Target)
		r.expr(s.Value)
	case *ast.AnnAssign:
		r.annAssign(s)
	case *ast.For:
		r.expr(s.Target)
		r.expr(s.Iter)
		r.stmts(s.Body)
		r.stmts(s.Orelse)
	case *ast.AsyncFor:
		r.expr(s.Target)
		r.expr(s.Iter)
		r.stmts(s.Body)
		r.stmts(s.Orelse)
	case *ast.While:
		r.expr(s.Test)
		r.stmts(s.Body)
		r.stmts(s.Orelse)
	case *ast.If:
		r.expr(s.Test)
		r.stmts(s.Body)
		r.stmts(s.Orelse)
	case *ast.With:
		r.withItems(s.Items)
		r.stmts(s.Body)
	case *ast.AsyncWith:
		r.withItems(s.Items)
		r.stmts(s.Body)
	case *ast.Match:
		r.expr(s.Subject)
		for _, c := range s.Cases {
			r.pattern(c.Pattern)
			if c.Guard != nil {
				r.expr(c.Guard)
			}
			r.stmts(c.Body)
		}
	case *ast.Raise:
		if s.Exc != nil {
			r.expr(s.Exc)
		}
		if s.Cause != nil {
			r.expr(s.Cause)
		}
	case *ast.Try:
		r.try(s.Body, s.Handlers, s.Orelse, s.Finalbody)
	case *ast.TryStar:
		r.try(s.Body, s.Handlers, s.Orelse, s.Finalbody)
	case *ast.Assert:
		r.expr(s.Test)
		if s.Msg != nil {
			r.expr(s.Msg)
		}
	case *ast.Import:
		r.aliases(s.Names)
	case *ast.ImportFrom:
		r.aliases(s.Names)
	case *ast.Global:
		r.global(s)
	case *ast.Nonlocal:
		r.nonlocal(s)
	case *ast.ExprStmt:
		r.expr(s.Value)
	case *ast.TypeAlias:
		r.typeParams(s.TypeParams)
		r.expr(s.Name)
		r.expr(s.Value)
	case *ast.Pass, *ast.Break, *ast.Continue:
	default:
		ast.Children(s, func(n ast.Node) {
			if e, ok := n.(ast.Expr); ok {
				r.expr(e)
			}
		})
	}
}

func (r *resolver) funcDef(node ast.Stmt, name string, args *ast.Arguments, body []ast.Stmt, decorators []ast.Expr, returns ast.Expr, tparams []ast.TypeParam) {
	r.addDef(name, defLocal, node.Position())
	r.typeParams(tparams)
	if args != nil {
		r.exprs(args.Defaults)
		r.exprs(args.KwDefaults) // may hold nils
		r.argAnnotations(args)
	}
	r.annotation(returns)
	r.exprs(decorators)
	outer := r.cur
	fn := r.newScope(Function, node, name, outer)
	r.cur = fn
	r.params(args)
	r.stmts(body)
	r.cur = outer
}

// typeParams binds the type parameters in the current scope (see the
// package comment).
func (r *resolver) typeParams(tparams []ast.TypeParam) {
	for _, tp := range tparams {
		switch tp := tp.(type) {
		case *ast.TypeVar:
			if tp.Bound != nil {
				r.expr(tp.Bound)
			}
			r.addDef(tp.Name, defLocal, &tp.Pos)
		case *ast.ParamSpec:
			r.addDef(tp.Name, defLocal, &tp.Pos)
		case *ast.TypeVarTuple:
			r.addDef(tp.Name, defLocal, &tp.Pos)
		}
	}
}

func (r *resolver) argAnnotations(args *ast.Arguments) {
	ann := func(a *ast.Arg) {
		if a != nil {
			r.annotation(a.Annotation)
		}
	}
	for _, a := range args.Posonlyargs {
		ann(a)
	}
	for _, a := range args.Args {
		ann(a)
	}
	ann(args.Vararg)
	for _, a := range args.Kwonlyargs {
		ann(a)
	}
	ann(args.Kwarg)
}

// params declares the parameters in the current (new) scope, in CPython's
// order of visit (posonly, args, kwonly, vararg, kwarg), and records their
// order of signature in paramOrder.
func (r *resolver) params(args *ast.Arguments) {
	if args == nil {
		return
	}
	for _, list := range [][]*ast.Arg{args.Posonlyargs, args.Args, args.Kwonlyargs} {
		for _, a := range list {
			r.addDef(a.Arg, defParam, &a.Pos)
		}
	}
	if args.Vararg != nil {
		r.addDef(args.Vararg.Arg, defParam, &args.Vararg.Pos)
	}
	if args.Kwarg != nil {
		r.addDef(args.Kwarg.Arg, defParam, &args.Kwarg.Pos)
	}
}

func (r *resolver) annAssign(s *ast.AnnAssign) {
	if name, ok := s.Target.(*ast.Name); ok {
		cur := r.flagsOf(name.Id)
		if cur&(defGlobal|defNonlocal) != 0 && r.cur != r.module() && s.Simple != 0 {
			if cur&defGlobal != 0 {
				r.errorAt(&s.Pos, "annotated name '%s' can't be global", name.Id)
			}
			r.errorAt(&s.Pos, "annotated name '%s' can't be nonlocal", name.Id)
		}
		if s.Simple != 0 {
			r.addDef(name.Id, defAnnot|defLocal, &name.Pos)
		} else if s.Value != nil {
			r.addDef(name.Id, defLocal, &name.Pos)
		}
	} else {
		r.expr(s.Target)
	}
	r.annotation(s.Annotation)
	if s.Value != nil {
		r.expr(s.Value)
	}
}

func (r *resolver) flagsOf(name string) flags { return r.cur.flagsOf(r.cur.Mangle(name)) }

func (r *resolver) withItems(items []*ast.WithItem) {
	for _, it := range items {
		r.expr(it.ContextExpr)
		if it.OptionalVars != nil {
			r.expr(it.OptionalVars)
		}
	}
}

func (r *resolver) try(body []ast.Stmt, handlers []*ast.ExceptHandler, orelse, finalbody []ast.Stmt) {
	r.stmts(body)
	r.stmts(orelse)
	for _, h := range handlers {
		if h.Type != nil {
			r.expr(h.Type)
		}
		if h.Name != "" {
			r.addDef(h.Name, defLocal, &h.Pos)
		}
		r.stmts(h.Body)
	}
	r.stmts(finalbody)
}

func (r *resolver) aliases(names []*ast.Alias) {
	for _, a := range names {
		name := a.Name
		if a.Asname != "" {
			name = a.Asname
		}
		if name == "*" {
			if r.cur.Kind != Module {
				r.errorAt(&a.Pos, "import * only allowed at module level")
			}
			continue
		}
		if i := strings.IndexByte(name, '.'); i >= 0 {
			name = name[:i]
		}
		r.addDef(name, defImport, &a.Pos)
	}
}

func (r *resolver) global(s *ast.Global) {
	for _, name := range s.Names {
		if cur := r.flagsOf(name); cur&(defParam|defLocal|use|defAnnot) != 0 {
			switch {
			case cur&defParam != 0:
				r.errorAt(&s.Pos, "name '%s' is parameter and global", name)
			case cur&use != 0:
				r.errorAt(&s.Pos, "name '%s' is used prior to global declaration", name)
			case cur&defAnnot != 0:
				r.errorAt(&s.Pos, "annotated name '%s' can't be global", name)
			default:
				r.errorAt(&s.Pos, "name '%s' is assigned to before global declaration", name)
			}
		}
		r.addDef(name, defGlobal, &s.Pos)
		r.recordDirective(r.cur, name, &s.Pos)
	}
}

func (r *resolver) nonlocal(s *ast.Nonlocal) {
	for _, name := range s.Names {
		if cur := r.flagsOf(name); cur&(defParam|defLocal|use|defAnnot) != 0 {
			switch {
			case cur&defParam != 0:
				r.errorAt(&s.Pos, "name '%s' is parameter and nonlocal", name)
			case cur&use != 0:
				r.errorAt(&s.Pos, "name '%s' is used prior to nonlocal declaration", name)
			case cur&defAnnot != 0:
				r.errorAt(&s.Pos, "annotated name '%s' can't be nonlocal", name)
			default:
				r.errorAt(&s.Pos, "name '%s' is assigned to before nonlocal declaration", name)
			}
		}
		r.addDef(name, defNonlocal, &s.Pos)
		r.recordDirective(r.cur, name, &s.Pos)
	}
}

func (r *resolver) pattern(p ast.Pattern) {
	switch p := p.(type) {
	case *ast.MatchValue:
		r.expr(p.Value)
	case *ast.MatchSingleton:
	case *ast.MatchSequence:
		for _, q := range p.Patterns {
			r.pattern(q)
		}
	case *ast.MatchStar:
		if p.Name != "" {
			r.addDef(p.Name, defLocal, &p.Pos)
		}
	case *ast.MatchMapping:
		r.exprs(p.Keys)
		for _, q := range p.Patterns {
			r.pattern(q)
		}
		if p.Rest != "" {
			r.addDef(p.Rest, defLocal, &p.Pos)
		}
	case *ast.MatchClass:
		r.expr(p.Cls)
		for _, q := range p.Patterns {
			r.pattern(q)
		}
		for _, q := range p.KwdPatterns {
			r.pattern(q)
		}
	case *ast.MatchAs:
		if p.Pattern != nil {
			r.pattern(p.Pattern)
		}
		if p.Name != "" {
			r.addDef(p.Name, defLocal, &p.Pos)
		}
	case *ast.MatchOr:
		for _, q := range p.Patterns {
			r.pattern(q)
		}
	}
}

func (r *resolver) expr(e ast.Expr) {
	switch e := e.(type) {
	case *ast.Name:
		f := use
		if e.Ctx != ast.Load {
			f = defLocal
		}
		r.addDef(e.Id, f, &e.Pos)
		// super() needs the __class__ cell.
		if e.Ctx == ast.Load && r.cur.isFunctionLike() && e.Id == "super" {
			r.addDef("__class__", use, &e.Pos)
		}
	case *ast.NamedExpr:
		r.namedExpr(e)
	case *ast.Lambda:
		if e.Args != nil {
			r.exprs(e.Args.Defaults)
			r.exprs(e.Args.KwDefaults)
		}
		outer := r.cur
		fn := r.newScope(Lambda, e, "<lambda>", outer)
		r.cur = fn
		r.params(e.Args)
		r.expr(e.Body)
		r.cur = outer
	case *ast.ListComp:
		r.comprehension(e, "list", e.Generators, e.Elt, nil)
	case *ast.SetComp:
		r.comprehension(e, "set", e.Generators, e.Elt, nil)
	case *ast.DictComp:
		r.comprehension(e, "dict", e.Generators, e.Key, e.Value)
	case *ast.GeneratorExp:
		r.comprehension(e, "generator", e.Generators, e.Elt, nil)
	case *ast.Yield:
		if e.Value != nil {
			r.expr(e.Value)
		}
		r.yield(e)
	case *ast.YieldFrom:
		r.expr(e.Value)
		r.yield(e)
	case *ast.Dict:
		r.exprs(e.Keys) // nil for **
		r.exprs(e.Values)
	case nil:
	default:
		ast.Children(e, func(n ast.Node) {
			switch n := n.(type) {
			case ast.Expr:
				r.expr(n)
			case *ast.Keyword:
				r.expr(n.Value)
			}
		})
	}
}

func (r *resolver) yield(e ast.Expr) {
	r.cur.IsGenerator = true
	if r.cur.isComprehension() {
		if r.cur.compKind == "generator" {
			r.errorAt(e.Position(), "'yield' inside generator expression")
		}
		r.errorAt(e.Position(), "'yield' inside %s comprehension", r.cur.compKind)
	}
}

func (r *resolver) comprehension(e ast.Expr, kind string, gens []*ast.Comprehension, elt, value ast.Expr) {
	if len(gens) == 0 {
		return
	}
	outer := r.cur
	// The outermost iterable is evaluated in the enclosing scope.
	outer.compIterExpr++
	r.expr(gens[0].Iter)
	outer.compIterExpr--

	var c *Scope
	if kind == "generator" {
		c = r.newScope(GeneratorExp, e, "<genexpr>", outer)
		c.IsGenerator = true
	} else {
		c = r.newScope(Comprehension, e, "<"+kind+"comp>", outer)
	}
	c.compKind = kind
	r.cur = c
	for i, g := range gens {
		c.compIterTarg = true
		r.expr(g.Target)
		c.compIterTarg = false
		if i > 0 {
			c.compIterExpr++
			r.expr(g.Iter)
			c.compIterExpr--
		}
		r.exprs(g.Ifs)
	}
	if value != nil {
		r.expr(value)
	}
	r.expr(elt)
	r.cur = outer
}

func (r *resolver) namedExpr(e *ast.NamedExpr) {
	if r.cur.compIterExpr > 0 {
		r.errorAt(&e.Pos, "assignment expression cannot be used in a comprehension iterable expression")
	}
	if target, ok := e.Target.(*ast.Name); ok && r.cur.isComprehension() {
		r.extendNamedExprScope(target)
	}
	r.expr(e.Value)
	r.expr(e.Target)
}

// extendNamedExprScope binds the target of a walrus inside a comprehension
// in the nearest enclosing function or module (PEP 572).
func (r *resolver) extendNamedExprScope(target *ast.Name) {
	name := target.Id
	for s := r.cur; s != nil; s = s.Parent {
		switch s.Kind {
		case Comprehension, GeneratorExp:
			if s.flagsOf(s.Mangle(name))&defCompIter != 0 {
				r.errorAt(&target.Pos, "assignment expression cannot rebind comprehension iteration variable '%s'", name)
			}
		case Function, Lambda:
			if s.flagsOf(s.Mangle(name))&defGlobal != 0 {
				r.addDef(name, defGlobal, &target.Pos)
			} else {
				r.addDef(name, defNonlocal, &target.Pos)
			}
			r.recordDirective(r.cur, name, &target.Pos)
			r.addDefIn(s, name, defLocal, &target.Pos)
			return
		case Module:
			r.addDef(name, defGlobal, &target.Pos)
			r.recordDirective(r.cur, name, &target.Pos)
			r.addDefIn(s, name, defGlobal, &target.Pos)
			return
		case Class:
			r.errorAt(&target.Pos, "assignment expression within a comprehension cannot be used in a class body")
		}
	}
}
