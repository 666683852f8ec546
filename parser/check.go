package parser

import (
	"bytes"

	"github.com/pyinterp/pyinterp/ast"
)

// This file makes the checks CPython's compiler makes after parsing, in
// CPython's order: the __future__ imports (future.c), then the symbol
// table (symtable.c: duplicate parameters, global and nonlocal
// declarations, import *, assignment expressions in comprehensions), then
// code generation (compile.c: return, yield, await, break and continue
// outside their context, starred expressions, repeated keywords, match
// statement checks). The first error found is reported, with CPython's
// message and location.

// check makes the checks CPython's compiler makes on a parsed module.
func check(filename string, src []byte, m *ast.Module, topAwait bool) error {
	c := &checker{filename: filename, src: src, topAwait: topAwait}
	err := c.run(func() {
		c.checkFuture(m.Body)
		c.symtable(m)
		c.compile(m)
	})
	if err != nil {
		return err
	}
	return nil
}

type checker struct {
	filename string
	src      []byte
	err      *Error
	topAwait bool // module-level await allowed (CompileTopLevelAwait)
}

func (c *checker) run(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			err = c.err
		}
	}()
	f()
	return nil
}

// lineText returns line n (1-based) of the source.
func (c *checker) lineText(n int) string {
	src := c.src
	for i := 1; i < n; i++ {
		j := bytes.IndexAny(src, "\r\n")
		if j < 0 {
			return ""
		}
		if src[j] == '\r' && j+1 < len(src) && src[j+1] == '\n' {
			j++
		}
		src = src[j+1:]
	}
	if j := bytes.IndexAny(src, "\r\n"); j >= 0 {
		src = src[:j]
	}
	return string(bytes.TrimPrefix(src, []byte("\ufeff")))
}

// errorOn fails with a SyntaxError located on node n.
func (c *checker) errorOn(n ast.Node, msg string) {
	q := n.Position()
	text := c.lineText(q.Lineno)
	// CPython's compiler reports byte offsets.
	c.err = &Error{Msg: msg, Filename: c.filename, Lineno: q.Lineno, Offset: q.ColOffset + 1,
		EndLineno: q.EndLineno, EndOffset: q.EndColOffset + 1, Text: text}
	panic(bailout{})
}

// errorAtStart fails with a SyntaxError at the start of n with no end
// column, as CPython reports __future__ errors.
func (c *checker) errorAtStart(n ast.Node, msg string) {
	q := n.Position()
	text := c.lineText(q.Lineno)
	c.err = &Error{Msg: msg, Filename: c.filename, Lineno: q.Lineno, Offset: q.ColOffset + 1,
		EndLineno: q.Lineno, EndOffset: 0, Text: text}
	panic(bailout{})
}

// The features "from __future__ import" accepts.
var futureFeatures = map[string]bool{
	"nested_scopes": true, "generators": true, "division": true, "absolute_import": true,
	"with_statement": true, "print_function": true, "unicode_literals": true,
	"barry_as_FLUFL": true, "generator_stop": true, "annotations": true,
}

// checkFuture checks the __future__ imports: they must come first (after
// the docstring) and name known features.
func (c *checker) checkFuture(body []ast.Stmt) {
	done := false
	for i, s := range body {
		if i == 0 {
			if e, ok := s.(*ast.ExprStmt); ok {
				if k, ok := e.Value.(*ast.Constant); ok {
					if _, ok := k.Value.(string); ok {
						continue
					}
				}
			}
		}
		imp, ok := s.(*ast.ImportFrom)
		if !ok || imp.Module != "__future__" || imp.Level != 0 {
			done = true
			continue
		}
		if done {
			c.errorOn(s, "from __future__ imports must occur at the beginning of the file")
		}
		for _, a := range imp.Names {
			if a.Name == "braces" {
				c.errorAtStart(s, "not a chance")
			}
			if !futureFeatures[a.Name] {
				c.errorAtStart(s, "future feature "+a.Name+" is not defined")
			}
		}
	}
	// A late __future__ import nested in a block is also misplaced.
	for _, s := range body {
		ast.Inspect(s, func(n ast.Node) bool {
			if imp, ok := n.(*ast.ImportFrom); ok && imp.Module == "__future__" && imp.Level == 0 && n != ast.Node(s) {
				c.errorOn(n, "from __future__ imports must occur at the beginning of the file")
			}
			return true
		})
	}
}

// Symbol flags, as in CPython's symtable.
const (
	defGlobal   = 1 << iota // global statement
	defLocal                // assigned in the scope
	defParam                // a parameter
	defNonlocal             // nonlocal statement
	use                     // read
	defAnnot                // annotated
	defCompIter             // a comprehension's iteration variable
)

type scopeKind uint8

const (
	moduleScope scopeKind = iota
	functionScope
	classScope
	comprehensionScope
)

// scope is a block of the symbol table.
type scope struct {
	kind       scopeKind
	parent     *scope
	symbols    map[string]int
	directives map[string]ast.Node // first global/nonlocal statement per name
	children   []*scope
	compIter   int  // > 0 while visiting a comprehension's iterable
	generator  bool // contains yield
	async      bool
}

func (c *checker) newScope(kind scopeKind, parent *scope) *scope {
	s := &scope{kind: kind, parent: parent, symbols: map[string]int{}, directives: map[string]ast.Node{}}
	if parent != nil {
		parent.children = append(parent.children, s)
	}
	return s
}

// symtable builds the symbol table of m, reporting the errors CPython's
// symtable.c reports.
func (c *checker) symtable(m *ast.Module) {
	top := c.newScope(moduleScope, nil)
	st := &symtabVisitor{c: c, cur: top}
	for _, s := range m.Body {
		st.stmt(s)
	}
	st.analyze(top)
}

type symtabVisitor struct {
	c   *checker
	cur *scope
}

func (v *symtabVisitor) addDef(name string, flag int, n ast.Node) {
	s := v.cur
	old := s.symbols[name]
	if flag&defParam != 0 && old&defParam != 0 {
		v.c.errorOn(n, "duplicate argument '"+name+"' in function definition")
	}
	s.symbols[name] = old | flag
}

func (v *symtabVisitor) stmts(list []ast.Stmt) {
	for _, s := range list {
		v.stmt(s)
	}
}

func (v *symtabVisitor) exprs(list []ast.Expr) {
	for _, e := range list {
		if e != nil {
			v.expr(e)
		}
	}
}

func (v *symtabVisitor) stmt(s ast.Stmt) {
	switch s := s.(type) {
	case *ast.FunctionDef:
		v.function(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, false)
	case *ast.AsyncFunctionDef:
		v.function(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, true)
	case *ast.ClassDef:
		v.addDef(s.Name, defLocal, s)
		v.exprs(s.Bases)
		for _, k := range s.Keywords {
			v.expr(k.Value)
		}
		v.exprs(s.DecoratorList)
		saved := v.cur
		v.cur = v.c.newScope(classScope, saved)
		v.stmts(s.Body)
		v.cur = saved
	case *ast.Global:
		v.declare(s, s.Names, "global", defGlobal)
	case *ast.Nonlocal:
		if v.cur.kind == moduleScope {
			v.c.errorOn(s, "nonlocal declaration not allowed at module level")
		}
		v.declare(s, s.Names, "nonlocal", defNonlocal)
	case *ast.Import:
		for _, a := range s.Names {
			v.alias(a)
		}
	case *ast.ImportFrom:
		for _, a := range s.Names {
			if a.Name == "*" {
				if v.cur.kind != moduleScope {
					v.c.errorOn(a, "import * only allowed at module level")
				}
				continue
			}
			v.alias(a)
		}
	case *ast.AnnAssign:
		if n, ok := s.Target.(*ast.Name); ok {
			cur := v.cur.symbols[n.Id]
			if cur&(defGlobal|defNonlocal) != 0 && s.Simple != 0 {
				msg := "annotated name '" + n.Id + "' can't be global"
				if cur&defNonlocal != 0 {
					msg = "annotated name '" + n.Id + "' can't be nonlocal"
				}
				v.c.errorOn(s, msg)
			}
			if s.Simple != 0 {
				v.addDef(n.Id, defAnnot|defLocal, n)
			} else if s.Value != nil {
				v.addDef(n.Id, defLocal, n)
			}
		} else {
			v.expr(s.Target)
		}
		v.expr(s.Annotation)
		if s.Value != nil {
			v.expr(s.Value)
		}
	default:
		ast.Children(s, func(n ast.Node) { v.node(n) })
	}
}

func (v *symtabVisitor) alias(a *ast.Alias) {
	name := a.Asname
	if name == "" {
		name = a.Name
		for i := 0; i < len(name); i++ {
			if name[i] == '.' {
				name = name[:i]
				break
			}
		}
	}
	v.addDef(name, defLocal, a)
}

// node visits a child of a generic node.
func (v *symtabVisitor) node(n ast.Node) {
	switch n := n.(type) {
	case ast.Stmt:
		v.stmt(n)
	case ast.Expr:
		v.expr(n)
	case *ast.ExceptHandler:
		if n.Type != nil {
			v.expr(n.Type)
		}
		if n.Name != "" {
			v.addDef(n.Name, defLocal, n)
		}
		v.stmts(n.Body)
	case *ast.MatchCase:
		v.pattern(n.Pattern)
		if n.Guard != nil {
			v.expr(n.Guard)
		}
		v.stmts(n.Body)
	case *ast.WithItem:
		v.expr(n.ContextExpr)
		if n.OptionalVars != nil {
			v.expr(n.OptionalVars)
		}
	case *ast.Keyword:
		v.expr(n.Value)
	default:
		ast.Children(n, func(n ast.Node) { v.node(n) })
	}
}

func (v *symtabVisitor) pattern(p ast.Pattern) {
	ast.Inspect(p, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.MatchAs:
			if n.Name != "" {
				v.addDef(n.Name, defLocal, n)
			}
		case *ast.MatchStar:
			if n.Name != "" {
				v.addDef(n.Name, defLocal, n)
			}
		case *ast.MatchMapping:
			if n.Rest != "" {
				v.addDef(n.Rest, defLocal, n)
			}
		case ast.Expr:
			v.expr(n)
			return false
		}
		return true
	})
}

func (v *symtabVisitor) function(n ast.Node, name string, args *ast.Arguments, body []ast.Stmt, decos []ast.Expr, returns ast.Expr, async bool) {
	v.addDef(name, defLocal, n)
	v.exprs(args.Defaults)
	v.exprs(args.KwDefaults)
	v.annotations(args)
	if returns != nil {
		v.expr(returns)
	}
	v.exprs(decos)
	saved := v.cur
	v.cur = v.c.newScope(functionScope, saved)
	v.cur.async = async
	v.params(args)
	v.stmts(body)
	v.cur = saved
}

func (v *symtabVisitor) annotations(a *ast.Arguments) {
	each := func(list []*ast.Arg) {
		for _, x := range list {
			if x.Annotation != nil {
				v.expr(x.Annotation)
			}
		}
	}
	each(a.Posonlyargs)
	each(a.Args)
	if a.Vararg != nil && a.Vararg.Annotation != nil {
		v.expr(a.Vararg.Annotation)
	}
	each(a.Kwonlyargs)
	if a.Kwarg != nil && a.Kwarg.Annotation != nil {
		v.expr(a.Kwarg.Annotation)
	}
}

func (v *symtabVisitor) params(a *ast.Arguments) {
	for _, list := range [][]*ast.Arg{a.Posonlyargs, a.Args, a.Kwonlyargs} {
		for _, x := range list {
			v.addDef(x.Arg, defParam, x)
		}
	}
	if a.Vararg != nil {
		v.addDef(a.Vararg.Arg, defParam, a.Vararg)
	}
	if a.Kwarg != nil {
		v.addDef(a.Kwarg.Arg, defParam, a.Kwarg)
	}
}

func (v *symtabVisitor) expr(e ast.Expr) {
	switch e := e.(type) {
	case *ast.Name:
		if e.Ctx == ast.Load {
			v.cur.symbols[e.Id] |= use
		} else {
			v.addDef(e.Id, defLocal, e)
		}
	case *ast.Lambda:
		v.exprs(e.Args.Defaults)
		v.exprs(e.Args.KwDefaults)
		saved := v.cur
		v.cur = v.c.newScope(functionScope, saved)
		v.params(e.Args)
		v.expr(e.Body)
		v.cur = saved
	case *ast.NamedExpr:
		v.namedExpr(e)
	case *ast.ListComp:
		v.comprehension(e.Generators, e.Elt, nil)
	case *ast.SetComp:
		v.comprehension(e.Generators, e.Elt, nil)
	case *ast.GeneratorExp:
		v.comprehension(e.Generators, e.Elt, nil)
	case *ast.DictComp:
		v.comprehension(e.Generators, e.Key, e.Value)
	case *ast.Yield, *ast.YieldFrom:
		v.cur.generator = true
		ast.Children(e, func(n ast.Node) { v.node(n) })
	default:
		ast.Children(e, func(n ast.Node) { v.node(n) })
	}
}

func (v *symtabVisitor) namedExpr(e *ast.NamedExpr) {
	if v.cur.compIter > 0 {
		v.c.errorOn(e, "assignment expression cannot be used in a comprehension iterable expression")
	}
	target := e.Target.(*ast.Name)
	if v.cur.kind == comprehensionScope {
		// The target binds in the nearest enclosing function or module.
		for s := v.cur; s != nil; s = s.parent {
			if s.kind == comprehensionScope {
				if s.symbols[target.Id]&defCompIter != 0 {
					v.c.errorOn(target, "assignment expression cannot rebind comprehension iteration variable '"+target.Id+"'")
				}
				continue
			}
			if s.kind == classScope {
				v.c.errorOn(target, "assignment expression within a comprehension cannot be used in a class body")
			}
			break
		}
	}
	v.expr(e.Value)
	v.expr(e.Target)
}

func (v *symtabVisitor) comprehension(gens []*ast.Comprehension, elt, value ast.Expr) {
	// The first iterable is evaluated in the enclosing scope.
	v.cur.compIter++
	v.expr(gens[0].Iter)
	v.cur.compIter--
	saved := v.cur
	v.cur = v.c.newScope(comprehensionScope, saved)
	for i, g := range gens {
		if i > 0 {
			v.cur.compIter++
			v.expr(g.Iter)
			v.cur.compIter--
		}
		v.compTarget(g.Target)
		for _, x := range g.Ifs {
			v.expr(x)
		}
	}
	v.expr(elt)
	if value != nil {
		v.expr(value)
	}
	v.cur = saved
}

func (v *symtabVisitor) compTarget(t ast.Expr) {
	ast.Inspect(t, func(n ast.Node) bool {
		if n, ok := n.(*ast.Name); ok {
			v.addDef(n.Id, defLocal|defCompIter, n)
			return false
		}
		if e, ok := n.(ast.Expr); ok {
			switch e.(type) {
			case *ast.Tuple, *ast.List, *ast.Starred:
				return true
			}
			v.expr(e)
			return false
		}
		return true
	})
}

// analyze reports the errors CPython finds when it resolves the names of
// each scope: a name both nonlocal and global, and a nonlocal name with
// no binding in an enclosing function.
func (v *symtabVisitor) analyze(s *scope) {
	for name, flags := range s.symbols {
		if flags&defGlobal != 0 && flags&defNonlocal != 0 {
			v.c.errorOn(s.directives[name], "name '"+name+"' is nonlocal and global")
		}
	}
	for name, flags := range s.symbols {
		if flags&defNonlocal == 0 {
			continue
		}
		found := false
		for p := s.parent; p != nil && p.kind != moduleScope; p = p.parent {
			if p.kind == classScope {
				// A class body binds __class__ for its methods.
				if name == "__class__" {
					found = true
					break
				}
				continue
			}
			if f := p.symbols[name]; f&(defLocal|defParam|defNonlocal) != 0 && f&defGlobal == 0 {
				found = true
				break
			}
		}
		if !found {
			v.c.errorOn(s.directives[name], "no binding for nonlocal '"+name+"' found")
		}
	}
	for _, c := range s.children {
		v.analyze(c)
	}
}

// compile makes the checks CPython's code generator makes.
func (c *checker) compile(m *ast.Module) {
	cv := &compileVisitor{c: c, async: c.topAwait}
	cv.stmts(m.Body)
}

// compileVisitor walks the tree as CPython's compiler does, tracking the
// enclosing function and loop.
type compileVisitor struct {
	c         *checker
	inFunc    bool // in a function body (def or lambda)
	async     bool // the function is async
	generator bool // the function contains yield
	loop      bool // in a loop body (not crossing def or class)
	inComp    bool // in a comprehension
	// In an except* block: break and continue (of a loop outside it) and
	// return are SyntaxErrors there.
	starBreak  bool // no loop entered since the except* block began
	starReturn bool // no def or class entered since
}

const exceptStarJump = "'break', 'continue' and 'return' cannot appear in an except* block"

func (v *compileVisitor) stmts(list []ast.Stmt) {
	for _, s := range list {
		v.stmt(s)
	}
}

func (v *compileVisitor) exprs(list []ast.Expr) {
	for _, e := range list {
		if e != nil {
			v.expr(e)
		}
	}
}

// containsYield reports whether a function body contains yield outside
// nested scopes.
func containsYield(body []ast.Stmt) bool {
	found := false
	visit := func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Yield, *ast.YieldFrom:
			found = true
			return false
		case *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.ClassDef, *ast.Lambda:
			return false
		}
		return !found
	}
	for _, s := range body {
		switch s := s.(type) {
		case *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.ClassDef:
			// Only their decorators and defaults are in this scope;
			// yield there is rare enough to ignore.
			continue
		default:
			ast.Inspect(s, visit)
		}
	}
	return found
}

func (v *compileVisitor) function(args *ast.Arguments, body []ast.Stmt, decos []ast.Expr, async bool) {
	v.exprs(decos)
	v.exprs(args.Defaults)
	v.exprs(args.KwDefaults)
	saved := *v
	v.inFunc, v.async, v.loop, v.inComp = true, async, false, false
	v.starBreak, v.starReturn = false, false
	v.generator = containsYield(body)
	v.stmts(body)
	*v = saved
}

func (v *compileVisitor) stmt(s ast.Stmt) {
	switch s := s.(type) {
	case *ast.FunctionDef:
		v.function(s.Args, s.Body, s.DecoratorList, false)
	case *ast.AsyncFunctionDef:
		v.function(s.Args, s.Body, s.DecoratorList, true)
	case *ast.ClassDef:
		v.exprs(s.DecoratorList)
		v.starredElts(s.Bases)
		v.keywords(s.Keywords)
		saved := *v
		v.inFunc, v.async, v.loop, v.generator, v.inComp = false, false, false, false, false
		v.starBreak, v.starReturn = false, false
		v.stmts(s.Body)
		*v = saved
	case *ast.Return:
		if !v.inFunc {
			v.c.errorOn(s, "'return' outside function")
		} else if v.starReturn {
			v.c.errorOn(s, exceptStarJump)
		}
		if s.Value != nil && v.async && v.generator {
			v.c.errorOn(s, "'return' with value in async generator")
		}
		if s.Value != nil {
			v.expr(s.Value)
		}
	case *ast.Break:
		if !v.loop {
			v.c.errorOn(s, "'break' outside loop")
		} else if v.starBreak {
			v.c.errorOn(s, exceptStarJump)
		}
	case *ast.Continue:
		if !v.loop {
			v.c.errorOn(s, "'continue' not properly in loop")
		} else if v.starBreak {
			v.c.errorOn(s, exceptStarJump)
		}
	case *ast.For, *ast.AsyncFor:
		var target, iter ast.Expr
		var body, orelse []ast.Stmt
		if f, ok := s.(*ast.For); ok {
			target, iter, body, orelse = f.Target, f.Iter, f.Body, f.Orelse
		} else {
			f := s.(*ast.AsyncFor)
			if !v.async {
				v.c.errorOn(s, "'async for' outside async function")
			}
			target, iter, body, orelse = f.Target, f.Iter, f.Body, f.Orelse
		}
		v.expr(iter)
		v.target(target)
		saved, savedStar := v.loop, v.starBreak
		v.loop, v.starBreak = true, false
		v.stmts(body)
		v.loop, v.starBreak = saved, savedStar
		v.stmts(orelse)
	case *ast.While:
		v.expr(s.Test)
		saved, savedStar := v.loop, v.starBreak
		v.loop, v.starBreak = true, false
		v.stmts(s.Body)
		v.loop, v.starBreak = saved, savedStar
		v.stmts(s.Orelse)
	case *ast.AsyncWith:
		if !v.async {
			v.c.errorOn(s, "'async with' outside async function")
		}
		for _, it := range s.Items {
			v.expr(it.ContextExpr)
			if it.OptionalVars != nil {
				v.target(it.OptionalVars)
			}
		}
		v.stmts(s.Body)
	case *ast.With:
		for _, it := range s.Items {
			v.expr(it.ContextExpr)
			if it.OptionalVars != nil {
				v.target(it.OptionalVars)
			}
		}
		v.stmts(s.Body)
	case *ast.Assign:
		v.expr(s.Value)
		for _, t := range s.Targets {
			v.target(t)
		}
	case *ast.AugAssign:
		v.target(s.Target)
		v.expr(s.Value)
	case *ast.AnnAssign:
		v.target(s.Target)
		v.expr(s.Annotation)
		if s.Value != nil {
			v.expr(s.Value)
		}
	case *ast.Delete:
		for _, t := range s.Targets {
			v.target(t)
		}
	case *ast.Try:
		v.try(s.Body, s.Handlers, s.Orelse, s.Finalbody)
	case *ast.TryStar:
		v.stmts(s.Body)
		for _, h := range s.Handlers {
			if h.Type != nil {
				v.expr(h.Type)
			}
			saved := *v
			v.starBreak, v.starReturn = true, true
			v.stmts(h.Body)
			*v = saved
		}
		v.stmts(s.Orelse)
		v.stmts(s.Finalbody)
	case *ast.Match:
		v.expr(s.Subject)
		for i, mc := range s.Cases {
			last := i == len(s.Cases)-1
			if !last && mc.Guard == nil {
				if msg, n := irrefutable(mc.Pattern); n != nil {
					v.c.errorOn(n, msg)
				}
			}
			v.pattern(mc.Pattern)
			if mc.Guard != nil {
				v.expr(mc.Guard)
			}
			v.stmts(mc.Body)
		}
	case *ast.ExprStmt:
		if st, ok := s.Value.(*ast.Starred); ok {
			v.c.errorOn(st, "can't use starred expression here")
		}
		v.expr(s.Value)
	default:
		ast.Children(s, func(n ast.Node) {
			switch n := n.(type) {
			case ast.Stmt:
				v.stmt(n)
			case ast.Expr:
				v.expr(n)
			}
		})
	}
}

func (v *compileVisitor) try(body []ast.Stmt, handlers []*ast.ExceptHandler, orelse, final []ast.Stmt) {
	v.stmts(body)
	for i, h := range handlers {
		if h.Type == nil && i < len(handlers)-1 {
			v.c.errorOn(h, "default 'except:' must be last")
		}
	}
	for _, h := range handlers {
		if h.Type != nil {
			v.expr(h.Type)
		}
		v.stmts(h.Body)
	}
	v.stmts(orelse)
	v.stmts(final)
}

// irrefutable returns the error and location if pattern p always
// matches, making later cases unreachable.
func irrefutable(p ast.Pattern) (string, ast.Node) {
	switch p := p.(type) {
	case *ast.MatchAs:
		if p.Pattern == nil {
			if p.Name == "" {
				return "wildcard makes remaining patterns unreachable", p
			}
			return "name capture '" + p.Name + "' makes remaining patterns unreachable", p
		}
		return irrefutable(p.Pattern)
	case *ast.MatchOr:
		for _, q := range p.Patterns {
			if msg, n := irrefutable(q); n != nil {
				return msg, n
			}
		}
	}
	return "", nil
}

// pattern checks a case pattern: names bound at most once, alternatives
// binding the same names, irrefutable alternatives last, no duplicate
// mapping keys or class pattern keywords.
func (v *compileVisitor) pattern(p ast.Pattern) {
	v.patternNames(p, map[string]bool{})
}

func (v *compileVisitor) bind(names map[string]bool, name string, n ast.Node) {
	if name == "__debug__" {
		v.c.errorOn(n, "cannot assign to __debug__")
	}
	if names[name] {
		v.c.errorOn(n, "multiple assignments to name '"+name+"' in pattern")
	}
	names[name] = true
}

func (v *compileVisitor) patternNames(p ast.Pattern, names map[string]bool) {
	switch p := p.(type) {
	case *ast.MatchAs:
		if p.Pattern != nil {
			v.patternNames(p.Pattern, names)
		}
		if p.Name != "" {
			v.bind(names, p.Name, p)
		}
	case *ast.MatchStar:
		if p.Name != "" {
			v.bind(names, p.Name, p)
		}
	case *ast.MatchSequence:
		for _, q := range p.Patterns {
			v.patternNames(q, names)
		}
	case *ast.MatchMapping:
		seen := map[string]bool{}
		for _, k := range p.Keys {
			if c, ok := k.(*ast.Constant); ok {
				r := ast.ConstantRepr(c.Value)
				if seen[r] {
					v.c.errorOn(p, "mapping pattern checks duplicate key ("+r+")")
				}
				seen[r] = true
			}
		}
		for _, q := range p.Patterns {
			v.patternNames(q, names)
		}
		if p.Rest != "" {
			v.bind(names, p.Rest, p)
		}
	case *ast.MatchClass:
		for _, q := range p.Patterns {
			v.patternNames(q, names)
		}
		for i, a := range p.KwdAttrs {
			for _, b := range p.KwdAttrs[:i] {
				if a == b {
					v.c.errorOn(p.KwdPatterns[i], "attribute name repeated in class pattern: "+a)
				}
			}
		}
		for _, q := range p.KwdPatterns {
			v.patternNames(q, names)
		}
	case *ast.MatchOr:
		var first map[string]bool
		for i, q := range p.Patterns {
			if i < len(p.Patterns)-1 {
				if msg, n := irrefutable(q); n != nil {
					v.c.errorOn(n, msg)
				}
			}
			alt := map[string]bool{}
			v.patternNames(q, alt)
			if i == 0 {
				first = alt
			} else if !sameKeys(first, alt) {
				// CPython reports it where it stopped compiling q: at
				// its last capture, if any.
				var at ast.Node = q
				ast.Inspect(q, func(n ast.Node) bool {
					switch n := n.(type) {
					case *ast.MatchAs:
						if n.Pattern == nil {
							at = n
						}
					case *ast.MatchStar:
						at = n
					}
					return true
				})
				v.c.errorOn(at, "alternative patterns bind different names")
			}
		}
		for name := range first {
			v.bind(names, name, p)
		}
	}
}

func sameKeys(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

// target checks an assignment target.
func (v *compileVisitor) target(t ast.Expr) {
	switch t := t.(type) {
	case *ast.Name:
		if t.Id == "__debug__" {
			v.c.errorOn(t, "cannot assign to __debug__")
		}
	case *ast.Starred:
		if t.Ctx == ast.Store {
			v.c.errorOn(t, "starred assignment target must be in a list or tuple")
		}
		v.c.errorOn(t, "can't use starred expression here")
	case *ast.Tuple, *ast.List:
		var elts []ast.Expr
		if x, ok := t.(*ast.Tuple); ok {
			elts = x.Elts
		} else {
			elts = t.(*ast.List).Elts
		}
		starred := false
		for _, e := range elts {
			if st, ok := e.(*ast.Starred); ok && st.Ctx == ast.Store {
				if starred {
					v.c.errorOn(t, "multiple starred expressions in assignment")
				}
				starred = true
				v.target(st.Value)
				continue
			}
			v.target(e)
		}
	default:
		v.expr(t)
	}
}

func (v *compileVisitor) keywords(kws []*ast.Keyword) {
	for i, k := range kws {
		if k.Arg != "" {
			for _, o := range kws[:i] {
				if o.Arg == k.Arg {
					v.c.errorOn(k, "keyword argument repeated: "+k.Arg)
				}
			}
		}
	}
	for _, k := range kws {
		v.expr(k.Value)
	}
}

func (v *compileVisitor) expr(e ast.Expr) {
	switch e := e.(type) {
	case *ast.Yield, *ast.YieldFrom:
		if !v.inFunc {
			v.c.errorOn(e, "'yield' outside function")
		}
		if _, ok := e.(*ast.YieldFrom); ok && v.async {
			v.c.errorOn(e, "'yield from' inside async function")
		}
	case *ast.Await:
		if !v.inFunc && !(v.c.topAwait && v.async) {
			v.c.errorOn(e, "'await' outside function")
		}
		if !v.async {
			v.c.errorOn(e, "'await' outside async function")
		}
	case *ast.Lambda:
		v.exprs(e.Args.Defaults)
		v.exprs(e.Args.KwDefaults)
		saved := *v
		v.inFunc, v.async, v.loop, v.generator, v.inComp = true, false, false, false, false
		v.expr(e.Body)
		*v = saved
		return
	case *ast.Call:
		v.expr(e.Func)
		v.starredElts(e.Args)
		v.keywords(e.Keywords)
		return
	case *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp:
		v.comprehension(e)
		return
	case *ast.Starred:
		// Starred is valid only in the contexts that visit its value
		// directly (displays, calls, subscripts).
		v.c.errorOn(e, "can't use starred expression here")
	case *ast.Tuple, *ast.List, *ast.Set:
		var elts []ast.Expr
		switch x := e.(type) {
		case *ast.Tuple:
			elts = x.Elts
		case *ast.List:
			elts = x.Elts
		case *ast.Set:
			elts = x.Elts
		}
		v.starredElts(elts)
		return
	case *ast.Subscript:
		v.expr(e.Value)
		if t, ok := e.Slice.(*ast.Tuple); ok {
			v.starredElts(t.Elts)
		} else {
			v.expr(e.Slice)
		}
		return
	}
	ast.Children(e, func(n ast.Node) {
		switch n := n.(type) {
		case ast.Expr:
			v.expr(n)
		case *ast.Keyword:
			v.expr(n.Value)
		default:
			ast.Children(n, func(n ast.Node) {
				if x, ok := n.(ast.Expr); ok {
					v.expr(x)
				}
			})
		}
	})
}

// starredElts visits the elements of a display, where starred elements
// are allowed.
func (v *compileVisitor) starredElts(elts []ast.Expr) {
	for _, x := range elts {
		if st, ok := x.(*ast.Starred); ok {
			v.expr(st.Value)
			continue
		}
		v.expr(x)
	}
}

func (v *compileVisitor) comprehension(e ast.Expr) {
	var gens []*ast.Comprehension
	var elts []ast.Expr
	switch e := e.(type) {
	case *ast.ListComp:
		gens, elts = e.Generators, []ast.Expr{e.Elt}
	case *ast.SetComp:
		gens, elts = e.Generators, []ast.Expr{e.Elt}
	case *ast.DictComp:
		gens, elts = e.Generators, []ast.Expr{e.Key, e.Value}
	case *ast.GeneratorExp:
		gens, elts = e.Generators, []ast.Expr{e.Elt}
	}
	_, isGen := e.(*ast.GeneratorExp)
	// The comprehension is a coroutine if it has an async for, or an
	// await outside its first iterable (which belongs to the enclosing
	// scope) and outside nested scopes.
	coroutine := false
	find := func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Await:
			coroutine = true
		case *ast.Lambda, *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp:
			return false
		}
		return true
	}
	for i, g := range gens {
		if g.IsAsync != 0 {
			coroutine = true
		}
		if i > 0 {
			ast.Inspect(g.Iter, find)
		}
		for _, x := range g.Ifs {
			ast.Inspect(x, find)
		}
	}
	for _, x := range elts {
		ast.Inspect(x, find)
	}
	if coroutine && !isGen && !v.async && !v.inComp {
		v.c.errorOn(e, "asynchronous comprehension outside of an asynchronous function")
	}
	v.expr(gens[0].Iter)
	saved := *v
	// Inside a comprehension CPython accepts await (the check above
	// covers the comprehension as a whole).
	v.inFunc, v.async, v.inComp = true, true, true
	for i, g := range gens {
		if i > 0 {
			v.expr(g.Iter)
		}
		v.target(g.Target)
		v.exprs(g.Ifs)
	}
	v.exprs(elts)
	*v = saved
}

// declare records a global or nonlocal statement's names in the current
// scope (flag defGlobal or defNonlocal), with CPython's errors for a name
// the scope already used, assigned, annotated or took as a parameter.
func (v *symtabVisitor) declare(s ast.Stmt, names []string, kind string, flag int) {
	for _, name := range names {
		cur := v.cur.symbols[name]
		if cur&(defParam|defLocal|use|defAnnot) != 0 {
			var msg string
			switch {
			case cur&defParam != 0:
				msg = "name '" + name + "' is parameter and " + kind
			case cur&use != 0:
				msg = "name '" + name + "' is used prior to " + kind + " declaration"
			case cur&defAnnot != 0:
				msg = "annotated name '" + name + "' can't be " + kind
			default:
				msg = "name '" + name + "' is assigned to before " + kind + " declaration"
			}
			v.c.errorOn(s, msg)
		}
		v.cur.symbols[name] = cur | flag
		if _, ok := v.cur.directives[name]; !ok {
			v.cur.directives[name] = s
		}
	}
}
